/** Starts loading the drawer's code before the first click (hover, focus or touch on a cart button). */
export function preloadDrawer(): void {
  void import('./CartDrawer')
}

/** Screen widths (spec §9) in px: the widths responsive images are made in. Pure. */
export const SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const
export type ScreenName = keyof typeof SCREENS

/** Distinct screen widths, smallest first. */
export const SCREEN_WIDTHS: readonly number[] = [...new Set(Object.values(SCREENS))].sort((a, b) => a - b)
export const LARGEST_SCREEN = SCREEN_WIDTHS[SCREEN_WIDTHS.length - 1]!

/** The next screen width at or above `width`, else the largest (what the platform endpoint accepts). */
export function snapToScreen(width: number): number {
  return SCREEN_WIDTHS.find((w) => w >= width) ?? LARGEST_SCREEN
}

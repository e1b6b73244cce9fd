/** Breadcrumb trail and its BreadcrumbList JSON-LD. Pure. */
export type Crumb = { name: string; href: string }

/** `origin` is the absolute site URL (siteUrl()); hrefs are site-relative and already localized. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${origin}${c.href}` })),
  }
}

import type { Metadata } from 'next'
import type { Locale } from '../i18n/routing'
import { env } from './env'

/** Absolute origin for canonical links, sitemap and JSON-LD. */
export function siteUrl(): string {
  return env().SITE_URL
}

import { localizedPath } from './paths'
import { openGraphLocale } from './locale-tags'

export { localizedPath }

/** Keeps only whitelisted query parameters (ui-contract: page, kleur, land, druif, sorteer), in a stable order. */
export function canonicalQuery(
  searchParams: Record<string, string | string[] | undefined> | undefined,
  allowed: readonly string[] = ['page', 'kleur', 'land', 'druif', 'sorteer'],
): string {
  if (!searchParams) return ''
  const sp = new URLSearchParams()
  for (const key of allowed) {
    const v = searchParams[key]
    const value = Array.isArray(v) ? v[0] : v
    if (value && !(key === 'page' && value === '1')) sp.set(key, value)
  }
  const s = sp.toString()
  return s ? `?${s}` : ''
}

/**
 * Page metadata: `{title} | {shop}` through the layout's title template, absolute canonical,
 * hreflang alternates for nl/en, og:type website.
 */
export function pageMetadata({
  title,
  description,
  path,
  locale,
  searchParams,
}: {
  title?: string
  description?: string
  path: string
  locale: Locale
  searchParams?: Record<string, string | string[] | undefined>
}): Metadata {
  const query = canonicalQuery(searchParams)
  const url = (l: Locale) => `${siteUrl()}${localizedPath(path, l)}${query}`
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: {
      canonical: url(locale),
      languages: { nl: url('nl'), en: url('en'), 'x-default': url('nl') },
    },
    openGraph: {
      type: 'website',
      url: url(locale),
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      locale: openGraphLocale(locale),
    },
  }
}

/** A JSON-LD script body, safe against `</script>` in CMS text. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

type OrganizationInput = {
  name: string
  url: string
  description?: string | null
  email?: string | null
  phone?: string | null
  street?: string | null
  postalCode?: string | null
  city?: string | null
  kvk?: string | null
  btwNumber?: string | null
  socials?: readonly { url: string }[] | null
}

/** schema.org Organization (an OnlineStore) for the layout; empty fields are left out. */
export function organizationJsonLd(o: OrganizationInput): Record<string, unknown> {
  const address =
    o.street || o.city
      ? {
          '@type': 'PostalAddress',
          streetAddress: o.street || undefined,
          postalCode: o.postalCode || undefined,
          addressLocality: o.city || undefined,
          addressCountry: 'NL',
        }
      : undefined
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: o.name,
    url: o.url,
    logo: `${o.url}/icon.svg`,
    description: o.description || undefined,
    email: o.email || undefined,
    telephone: o.phone || undefined,
    address,
    vatID: o.btwNumber || undefined,
    identifier: o.kvk ? { '@type': 'PropertyValue', propertyID: 'KvK', value: o.kvk } : undefined,
    sameAs: o.socials?.length ? o.socials.map((s) => s.url) : undefined,
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>
}

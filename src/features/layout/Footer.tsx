import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import type { Site } from '../../payload-types'
import { localizeHref } from '../content'
import type { ReviewWidget } from '../../lib/review-widget'
import { NETWORK_NAMES, Nix18Logo, SocialIcon } from './icons'
import { Logo } from './Logo'
import { getFooter } from './queries'
import { NewsletterSignup } from '../newsletter'
import { localizedPath } from '../../lib/paths'

type Column = { heading: string; links: { label: string; href: string }[] }

/** Footer: logo, tagline, link columns, socials, company details, the 18+ notice and the review badge (when configured). */
export async function Footer({
  locale,
  site,
  shopName,
  reviews,
}: {
  locale: Locale
  site: Site
  shopName: string
  reviews: ReviewWidget | null
}) {
  const [t, footer] = await Promise.all([getTranslations({ locale, namespace: 'common' }), getFooter(locale)])
  const fromCms: Column[] = (footer.columns ?? [])
    .map((c) => ({ heading: c.heading, links: (c.links ?? []).filter((l) => l.label && l.href) }))
    .filter((c) => c.heading && c.links.length)
  const columns: Column[] = fromCms.length
    ? fromCms
    : [
        {
          heading: t('footer.shop'),
          links: [
            { label: t('footer.links.webshop'), href: '/' },
            { label: t('footer.links.wijnwijzer'), href: '/wijnwijzer' },
          ],
        },
        {
          heading: t('footer.service'),
          links: [
            { label: t('footer.links.klantenservice'), href: '/contact' },
            { label: t('footer.links.voorwaarden'), href: '/legal/algemene-voorwaarden' },
            { label: t('footer.links.privacy'), href: '/legal/privacy-policy' },
            { label: t('footer.links.leeftijdscontrole'), href: '/legal/leeftijdscontrole' },
          ],
        },
        {
          heading: t('footer.about', { shop: shopName }),
          links: [
            { label: t('footer.links.over-ons'), href: '/over-ons' },
            { label: t('footer.links.voor-handelaren'), href: '/voor-handelaren' },
          ],
        },
      ]
  const address = [site.street, [site.postalCode, site.city].filter(Boolean).join(' ')].filter(Boolean)
  const socials = (site.socials ?? []).filter((s) => /^https?:\/\//.test(s.url))
  const ageNotice = footer.ageNotice || t('footer.ageNotice')

  return (
    <footer className="mt-auto bg-wine-900 text-cork-100" aria-label={t('footer.label')}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_2fr] lg:py-16">
        <div>
          <a href={localizedPath('/', locale)} className="inline-block rounded-md">
            <Logo shopName={shopName} tone="light" />
          </a>
          <p className="mt-4 max-w-sm leading-relaxed text-cork-100/85">{site.tagline || t('footer.tagline')}</p>
          <div className="mt-8 max-w-sm">
            <NewsletterSignup locale={locale} variant="footer" />
          </div>
          {socials.length > 0 && (
            <div className="mt-6">
              <h2 className="text-sm font-semibold uppercase tracking-wider text-cork-300">{t('footer.socials')}</h2>
              <ul className="mt-3 flex gap-2">
                {socials.map((s) => (
                  <li key={s.network + s.url}>
                    <a
                      href={s.url}
                      rel="noopener noreferrer me"
                      target="_blank"
                      aria-label={NETWORK_NAMES[s.network] ?? s.network}
                      className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-cork-50/10 text-cork-50 transition-colors hover:bg-cork-50 hover:text-wine-900"
                    >
                      <SocialIcon network={s.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="grid gap-8 sm:grid-cols-3">
          {columns.map((c) => (
            <div key={c.heading}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-cork-300">{c.heading}</h2>
              <ul className="mt-3 space-y-2">
                {c.links.map((l) => (
                  <li key={l.href + l.label}>
                    <a href={localizeHref(l.href, locale)} className="text-cork-50/90 underline-offset-4 hover:text-white hover:underline">
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-cork-50/15">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-cork-100/80 sm:px-6 md:grid-cols-[auto_1fr] md:items-center">
          <div className="flex flex-wrap items-center gap-4">
            <Nix18Logo label={t('footer.ageLogo')} />
            <p className="max-w-xs font-medium text-cork-50">{ageNotice}</p>
            {reviews?.badge && (
              <a
                href={reviews.badge.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-full bg-cork-50/10 px-4 py-2 font-semibold text-cork-50 ring-1 ring-cork-50/25 hover:bg-cork-50 hover:text-wine-900"
              >
                <svg viewBox="0 0 24 24" className="h-4 w-4 text-cork-300" aria-hidden="true" fill="currentColor">
                  <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                </svg>
                {reviews.badge.label}
              </a>
            )}
          </div>
          <address className="not-italic md:text-right">
            <p className="font-semibold text-cork-50">{shopName}</p>
            {address.length > 0 && <p>{address.join(', ')}</p>}
            <p className="flex flex-wrap gap-x-4 md:justify-end">
              {site.phone && (
                <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="hover:text-white hover:underline">
                  {site.phone}
                </a>
              )}
              {site.email && (
                <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                  {site.email}
                </a>
              )}
            </p>
            <p className="mt-2 md:text-right">
              {/* The withdrawal function the law asks for: always here, whatever the CMS footer says. */}
              <a
                href={localizeHref('/herroepen', locale)}
                className="font-semibold text-cork-50 underline underline-offset-4 hover:text-white"
              >
                {t('footer.withdraw')}
              </a>
            </p>
            <p className="flex flex-wrap gap-x-4 md:justify-end">
              {site.kvk && <span>{t('footer.kvk', { number: site.kvk })}</span>}
              {site.btwNumber && <span>{t('footer.btw', { number: site.btwNumber })}</span>}
            </p>
          </address>
        </div>
      </div>
    </footer>
  )
}

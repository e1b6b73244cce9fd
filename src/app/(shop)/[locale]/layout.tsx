import type { ReactNode } from 'react'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { routing, type Locale } from '@/i18n/routing'
import { ClientMessagesProvider } from '@/i18n/client-context'
import { compileClientMessages } from '@/i18n/client-messages'
import { serif } from '@/lib/fonts'
import { jsonLd, organizationJsonLd, siteUrl } from '@/lib/seo'
import { getShopName, getSite, isDemoShop } from '@/features/layout/queries'
import { DemoNotice, Footer, Header, ReviewWidget, ClientNavigation } from '@/features/layout'
import { BuildWatcher, chunkReloadScript } from '@/features/builds'
import { currentBuildId } from '@/features/builds/build-id'
import { reviewWidget } from '@/lib/review-widget'
import { CartRoot } from '@/features/cart/CartRoot'
import { SommelierChat } from '@/features/sommelier/chat/SommelierChat'
import { AgeGate, AgeGateHeadScript } from '@/features/age-gate'
import { ConsentEarlyClicks, ConsentModeDefaults, CookieConsent } from '@/features/consent'
import { getConsentConfig } from '@/features/consent/queries'
import '../globals.css'
import { openGraphLocale } from '@/lib/locale-tags'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Message namespaces that client components read with useTranslations from @/i18n/client. Only these
 * travel to the browser, compiled (the rest stays on the server); add a namespace here when a client
 * component needs it.
 */
const CLIENT_NAMESPACES = ['common', 'cart', 'sommelier'] as const

export const viewport: Viewport = { themeColor: '#6e1b2e' }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const [site, shopName] = await Promise.all([getSite(locale), getShopName(locale)])
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s | ${shopName}`, default: shopName },
    description: site.tagline || undefined,
    applicationName: shopName,
    openGraph: { type: 'website', siteName: shopName, locale: openGraphLocale(locale) },
    formatDetection: { telephone: false },
  }
}

export default async function ShopLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  // Nothing here depends on the request (no headers, cookies or nonce), so every page can be cached:
  // what differs per visitor (age check, consent, cart) is decided in the browser, and payment and
  // order pages keep third parties out in the browser and by their CSP (proxy.ts).
  const [site, shopName, t, messages, consent, demo] = await Promise.all([
    getSite(locale as Locale),
    getShopName(locale as Locale),
    getTranslations({ locale, namespace: 'common' }),
    getMessages({ locale }),
    getConsentConfig(locale as Locale),
    isDemoShop(),
  ])
  const reviews = reviewWidget(site.reviews)
  const clientMessages = compileClientMessages(messages, CLIENT_NAMESPACES)
  const organization = organizationJsonLd({ ...site, name: shopName, url: siteUrl(), description: site.tagline })

  return (
    // The head script may mark <html> as "age checked" before React hydrates: that attribute is expected.
    <html lang={locale} className={serif.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        {/* First in <head>, before any chunk can fail: a failed app script or stylesheet reloads the page (guarded). */}
        <script dangerouslySetInnerHTML={{ __html: chunkReloadScript() }} />
        <AgeGateHeadScript />
        <ConsentModeDefaults measurementId={consent.measurementId} />
        <ConsentEarlyClicks />
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <AgeGate locale={locale as Locale} />
        <ClientMessagesProvider locale={locale} messages={clientMessages}>
          <a href="#main" className="skip-link">
            {t('skipLink')}
          </a>
          {/* Early in the page, so a keyboard user meets the cookie choice within a few Tab presses (issue #19); it is a fixed overlay, so its place here moves nothing. */}
          <CookieConsent config={consent} />
          {demo && <DemoNotice locale={locale as Locale} />}
          <Header locale={locale} shopName={shopName} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer locale={locale} site={site} shopName={shopName} reviews={reviews} />
          {reviews && (
            <ReviewWidget scriptUrl={reviews.scriptUrl} widgetId={reviews.widgetId} heading={reviews.heading} label={t('footer.reviews')} />
          )}
          <CartRoot />
          <SommelierChat />
          <ClientNavigation />
          <BuildWatcher buildId={currentBuildId()} />
        </ClientMessagesProvider>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organization) }} />
      </body>
    </html>
  )
}

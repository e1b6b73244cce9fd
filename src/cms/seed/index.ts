/**
 * Seeds the demo content into an empty database: wines with their bottle images, guide
 * illustrations, the shop's settings and the written content (articles, pages, FAQ). When and
 * whether it runs, and the demo admin, are decided in ./prepare.ts.
 * Runs through Payload's local API, so every field is validated as if an editor typed it.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { demoEan } from './ean'
import { ARTICLES } from './content/articles'
import { seedContent } from './content'
import { bottleSvg, heroSvg, type HeroTheme } from './images'
import { AGE_NOTICE, FOOTER, HOME, NAVIGATION, SITE } from './shop'
import { WINES } from './wines'
import { CONSENT_COOKIES } from '../../features/consent/default-cookies'
import { MESSAGES } from '../../messages'

export type Log = (message: string) => void

async function uploadSvg(payload: Payload, svg: string, name: string, alt: { nl: string; en: string }): Promise<number> {
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const doc = await payload.create({
    collection: 'media',
    locale: 'nl',
    data: { alt: alt.nl },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: alt.en } })
  return doc.id as number
}

async function seedWines(payload: Payload, log: Log): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const w of WINES) {
    const ean = demoEan(w)
    const image = await uploadSvg(
      payload,
      bottleSvg({ color: w.colorCode, shape: w.shape, seed: w.serial, box: w.unit === 'doos' }),
      `wijn-${ean}`,
      {
        nl: `Fles ${w.name.nl}`,
        en: `Bottle of ${w.name.en}`,
      },
    )
    const doc = await payload.create({
      collection: 'products',
      locale: 'nl',
      data: {
        name: w.name.nl,
        ean,
        producer: w.producer,
        unit: w.unit,
        type: w.type.nl,
        price: w.price,
        stock: w.stock,
        colorCode: w.colorCode,
        countryCode: w.countryCode,
        region: w.region,
        grapes: w.grapes,
        vintage: w.vintage,
        alcohol: w.alcohol,
        servingTemperature: w.servingTemperature,
        pairings: w.pairings,
        image,
        description: w.description.nl,
        tastingNotes: w.tastingNotes.nl,
        taste: w.taste,
        organic: w.organic,
        vegan: w.vegan,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'en',
      data: { name: w.name.en, type: w.type.en, description: w.description.en, tastingNotes: w.tastingNotes.en, _status: 'published' },
    })
    ids[ean] = doc.id as number
  }
  log(`${WINES.length} wijnen met afbeelding`)
  return ids
}

const THEME_ALT: Record<HeroTheme, { nl: string; en: string }> = {
  beginners: { nl: 'Twee wijnglazen, rood en wit', en: 'Two wine glasses, red and white' },
  'eten-en-wijn': { nl: 'Kaas op een bord naast een glas rode wijn', en: 'Cheese on a plate beside a glass of red wine' },
  'druiven-en-stijlen': { nl: 'Trossen blauwe en witte druiven', en: 'Bunches of black and white grapes' },
  'bewaren-en-schenken': { nl: 'Liggende flessen in een wijnrek', en: 'Bottles lying in a wine rack' },
  'gezondheid-en-productie': { nl: 'Een druiventros boven een wijngaard in de zon', en: 'A bunch of grapes above a sunny vineyard' },
  home: { nl: 'Een glas rode en een glas witte wijn op tafel', en: 'A glass of red and a glass of white wine on a table' },
}

/** The home illustration, and one per article: its category's scene in a variant of its own. */
async function seedIllustrations(payload: Payload): Promise<{ home: number; bySlug: Record<string, number> }> {
  const home = await uploadSvg(payload, heroSvg('home'), 'illustratie-home', THEME_ALT.home)
  const bySlug: Record<string, number> = {}
  for (const [i, a] of ARTICLES.entries()) {
    bySlug[a.slug] = await uploadSvg(payload, heroSvg(a.category, i + 1), `illustratie-${a.slug}`, THEME_ALT[a.category])
  }
  bySlug.default = bySlug[ARTICLES[0]!.slug]!
  return { home, bySlug }
}

const links = (list: typeof NAVIGATION, locale: 'nl' | 'en') => list.map((l) => ({ label: l.label[locale], href: l.href }))

async function seedGlobals(payload: Payload, productIds: Record<string, number>, heroImage: number): Promise<void> {
  for (const locale of ['nl', 'en'] as const) {
    await payload.updateGlobal({ slug: 'site', locale, data: { ...SITE, tagline: SITE.tagline[locale] } })
    await payload.updateGlobal({ slug: 'navigation', locale, data: { links: links(NAVIGATION, locale) } })
  }
  // Array rows are shared between locales: write the rows once, then only the localized texts per row.
  const nlFooter = await payload.updateGlobal({
    slug: 'footer',
    locale: 'nl',
    data: { columns: FOOTER.map((c) => ({ heading: c.heading.nl, links: links(c.links, 'nl') })), ageNotice: AGE_NOTICE.nl },
  })
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'en',
    data: {
      columns: (nlFooter.columns ?? []).map((c, i) => ({
        id: c.id,
        heading: FOOTER[i]!.heading.en,
        links: (c.links ?? []).map((l, j) => ({ id: l.id, href: l.href, label: FOOTER[i]!.links[j]!.label.en })),
      })),
      ageNotice: AGE_NOTICE.en,
    },
  })
  const featured = WINES.filter((w) => w.featured).map((w) => productIds[demoEan(w)]!)
  const home = (locale: 'nl' | 'en') => ({
    hero: {
      heading: HOME.hero.heading[locale],
      text: HOME.hero.text[locale],
      ctaLabel: HOME.hero.ctaLabel[locale],
      ctaHref: HOME.hero.ctaHref,
      image: heroImage,
    },
    newsletter: { heading: HOME.newsletter.heading[locale], text: HOME.newsletter.text[locale] },
    featured,
  })
  const nlHome = await payload.updateGlobal({
    slug: 'home',
    locale: 'nl',
    data: { ...home('nl'), usps: HOME.usps.map((u) => ({ title: u.title.nl, text: u.text.nl })) },
  })
  await payload.updateGlobal({
    slug: 'home',
    locale: 'en',
    data: {
      ...home('en'),
      usps: (nlHome.usps ?? []).map((u, i) => ({ id: u.id, title: HOME.usps[i]!.title.en, text: HOME.usps[i]!.text.en })),
    },
  })
}

/** Cookie consent: the texts (UI defaults) and the cookie definitions; rows written once, then the English per row. */
async function seedConsent(payload: Payload): Promise<void> {
  const nl = await payload.updateGlobal({
    slug: 'cookie-consent',
    locale: 'nl',
    data: {
      texts: MESSAGES.nl.consent.texts,
      position: 'bottom-right',
      forceOpen: false,
      cookies: CONSENT_COOKIES.map((c) => ({
        cookieId: c.cookieId,
        group: c.group,
        name: c.name.nl,
        description: c.description.nl,
        targetCookieIds: c.targetCookieIds,
        src: c.src,
        links: c.links.map((l) => ({ url: l.url, label: l.label.nl })),
      })),
    },
  })
  await payload.updateGlobal({
    slug: 'cookie-consent',
    locale: 'en',
    data: {
      texts: MESSAGES.en.consent.texts,
      cookies: (nl.cookies ?? []).map((row, i) => ({
        ...row,
        name: CONSENT_COOKIES[i]!.name.en,
        description: CONSENT_COOKIES[i]!.description.en,
        links: (row.links ?? []).map((l, j) => ({ ...l, label: CONSENT_COOKIES[i]!.links[j]!.label.en })),
      })),
    },
  })
}

/** Seeds the demo content: wines, illustrations, settings, guide, pages and FAQ (not the admin; see prepareShop). */
export async function seedShop(payload: Payload, log: Log = () => {}): Promise<void> {
  const productIdsByEan = await seedWines(payload, log)
  const { home, bySlug } = await seedIllustrations(payload)
  await seedGlobals(payload, productIdsByEan, home)
  await seedConsent(payload)
  log('winkelgegevens, navigatie, footer, homepagina en cookietoestemming')
  await seedContent(payload, { heroImages: bySlug, productIdsByEan })
  log('wijnwijzer, pagina’s en veelgestelde vragen')
}

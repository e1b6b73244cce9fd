/** The wijnwijzer articles of spec §2; each also answers as a top-level alias (`/{slug}`). */
export const GUIDE_SLUGS = [
  'biologische-wijn',
  'droge-vs-zoete-witte-wijn',
  'goede-witte-wijn',
  'herfstwijnen',
  'natuurlijke-wijn',
  'rode-wijn-bewaren',
  'rode-wijn-bij-vlees',
  'rode-wijn-gezond',
  'rode-wijn-kiezen',
  'rode-wijndruiven',
  'sauvignon-vs-chardonnay',
  'sulfietvrije-wijn',
  'vegetarische-wijn',
  'wijn-bij-dessert',
  'wijn-bij-eten',
  'wijn-bij-kaas',
  'wijn-bij-pasta',
  'wijn-bij-vegetarisch',
  'wijn-leren-drinken',
  'wijn-proeven-voor-beginners',
  'wijn-voor-beginners',
  'wijn-voor-feestdagen',
  'wijnglazen',
  'wijnsoorten',
  'witte-wijn-bewaren',
  'witte-wijn-bij-vis',
  'witte-wijn',
] as const
export type GuideSlug = (typeof GUIDE_SLUGS)[number]

export const ARTICLE_CATEGORIES = [
  'beginners',
  'eten-en-wijn',
  'druiven-en-stijlen',
  'bewaren-en-schenken',
  'gezondheid-en-productie',
] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

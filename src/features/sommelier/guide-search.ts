/**
 * Full-text search over the wijnwijzer articles: MiniSearch with the Dutch Snowball stemmer, so
 * "bewaar", "bewaren" and "bewaard" meet, plus a few Dutch paraphrases and English → Dutch words
 * for questions asked in English (the articles are Dutch). Pure apart from a one-entry cache.
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import { stemmer } from '@orama/stemmers/dutch'
import { normalise } from './text'
import { policyClaims } from './policy/policy'

export type Article = { slug: string; title: string; summary: string; text: string }
export type GuideHit = { article: Article; score: number; coverage: number; matched: number; titleHit: boolean }

const STOPWORDS = new Set(
  `aan al alle als ben bij dan dat de deze die dit doe doen door een en er is ik je jij het hoe in kan kun me meer met mijn naar niet nog of om
  ook op over te tot u uit van voor wat wel welk welke wie wij we zijn zo zou moet mag wil wordt worden heb hebben heeft hier daar waar
  iets veel echt graag goed even eens waarom wanneer elke elk hun haar hem hij zij ze ons onze jullie jouw uw
  a an and are as at be by can do does for from have how i if in is it me my of on or should so than that the this to what when which
  who why will with would you your before wijn wijnen wine wines`.split(/\s+/),
)

const GENERIC_WORDS = [
  'rode',
  'rood',
  'witte',
  'wit',
  'rose',
  'red',
  'white',
  'goed',
  'goede',
  'lekker',
  'lekkere',
  'gebruik',
  'gebruiken',
  'fles',
  'flessen',
  'bottle',
  'eigenlijk',
  'graag',
  'beste',
  'laten',
  'let',
]

export function stem(word: string): string | null {
  const w = normalise(word)
  if (!w || w.length < 2 || STOPWORDS.has(w) || /^\d+$/.test(w)) return null
  return stemmer(w)
}

const GENERIC = new Set(GENERIC_WORDS.map((w) => stem(w)).filter((t): t is string => Boolean(t)))

/** "Een uur van tevoren", "before dinner": ahead of time, said of opening a bottle. */
const AHEAD =
  '(?:van tevoren|vooraf|voor het (?:eten|diner)|in advance|early|ahead|before (?:serving|dinner|the meal)|(?:een|an) (?:uur|hour))'
/** Decanting, letting wine breathe, the karaf and the depot, and opening a bottle ahead of time. */
const DECANTING = new RegExp(
  '\\b(?:decant\\w*|gedecanteerd|karaf\\w*|carafe\\w*|breathe|breathing|aerat\\w*|ademen|luchten|lucht (?:laten|geven|krijgen)|depot|bezinksel\\w*|sediment\\w*)\\b' +
    `|\\bopen\\w* .{0,25}\\b${AHEAD}\\b|\\b${AHEAD} .{0,25}\\bopen`,
)

/** Ways people ask that the articles word differently. */
const EXPANSIONS: Array<[RegExp, string]> = [
  [
    /\b(hoe lang|hoelang|houdbaar\w*|blijft .{0,20}goed|bederf\w*|how long|keep|last|open fles|geopende fles|opened bottle|koelkast|fridge|over de datum)\b/,
    'bewaren houdbaar geopend',
  ],
  [/\b(kelder|cellar|liggend|staand|opslaan|store|storing|storage)\b/, 'bewaren'],
  [/\b(temperatuur|koud|warm|temperature|temp|degrees|graden|chill\w*|koelen)\b/, 'temperatuur schenken'],
  [DECANTING, 'decanteren karaf depot zuurstof ademen lucht uur hour'],
  [/\b(leftover\w*|restje\w*|overgebleven|over van|koken|kook\w*|cook\w*)\b/, 'restje keuken bewaren geopend'],
  [/\b(older|oude|oudere|ouder|vintage\w*|jaargang\w*|aged|ageing|aging|rijp\w*|with age|(?:19|20)\d\d)\b/, 'jaren rijpen bewaren'],
  // "waarom vind ik wijn zo zuur", "finds most wine too sour": learning to like wine, not a pairing rule.
  [/\b(te|zo|too|so|altijd|always) (zuur|sour|bitter|wrang)\b/, 'leren drinken waarderen tegenvalt'],
  [/\b(palate|smaakpapil\w*|appreciate|waarderen)\b/, 'leren drinken waarderen'],
  [/\b(herken\w*|recogni[sz]\w*|kwaliteit\w*|quality)\b/, 'herkennen kwaliteit'],
  [/\b(mixed|mix|gemengd|gemixt|mengen|blend\w*)\b/, 'mengen gemaakt wijnsoorten'],
  [/\b(glas|glazen|glass|glasses)\b/, 'wijnglazen glas'],
  [/\b(\w*proef\w*|taste wine|tasting|\w*proeverij\w*)\b/, 'proeven'],
  [/\b(beginn\w*|starter|nieuw in|leren|learn|begin)\b/, 'beginners'],
  [/\b(gezond\w*|healthy|health|hart|calorie\w*|resveratrol)\b/, 'gezond'],
  [/\b(sulfiet\w*|sulphite\w*|sulfite\w*|zwavel\w*|hoofdpijn|headache)\b/, 'sulfieten sulfietvrij'],
  [/\b(natuurwijn|natuurlijke|natural)\b/, 'natuurlijke natuurwijn'],
  [/\b(biologisch\w*|bio|organic|biodynamisch\w*)\b/, 'biologische'],
  [/\b(soorten|typen|types|kinds|styles|stijlen)\b/, 'wijnsoorten soorten'],
  [/\b(druivensoorten|druiven|grapes|grape varieties)\b/, 'druiven'],
  [/\b(vegetarisch\w*|vega|vegetarian|veggie|vegan\w*)\b/, 'vegetarisch'],
  [/\b(kaas|kazen|cheese\w*)\b/, 'kaas'],
  // "Is riesling always sweet?", "zoet of droog?": how sweet a wine is, not what goes with dessert.
  [
    /\b(altijd|always|meestal|usually) (zoet|sweet|droog|dry)\b|\b(zoet|sweet|droog|dry) (of|or) (zoet|sweet|droog|dry)\b/,
    'droge zoete verschil restsuiker',
  ],
  [/\b(dessert\w*|toetje\w*|nagerecht\w*|zoet\w*|sweet)\b/, 'dessert zoet'],
  [/\b(vis|fish|zalm|salmon|seafood|zeevruchten)\b/, 'vis'],
  [/\b(vlees|meat|steak|biefstuk|beef)\b/, 'vlees'],
  [/\b(pasta|pizza|spaghetti|lasagne)\b/, 'pasta'],
  [/\b(kerst\w*|christmas|feestdag\w*|holidays?|oud en nieuw|new year)\b/, 'feestdagen'],
  [/\b(herfst\w*|autumn|fall|winter\w*)\b/, 'herfst'],
  [/\b(rood|rode|red)\b/, 'rode'],
  [/\b(wit|witte|white)\b/, 'witte'],
  [/\b(droog|droge|dry)\b/, 'droog droge'],
  [/\b(difference|versus|vs|verschil)\b/, 'verschil'],
  [/\b(kiezen|choose|choosing|pick|selecteren)\b/, 'kiezen'],
  [/\b(eten|food|dinner|diner|gerecht\w*|dish\w*|pairing|combineren)\b/, 'eten combineren'],
]

/** The paraphrases a normalised question calls for. */
const paraphrases = (normalised: string): string[] => EXPANSIONS.filter(([re]) => re.test(normalised)).map(([, add]) => add)

/** Turns a question into the terms to look for, paraphrases added. */
export function expandQuery(text: string): string {
  const n = normalise(text)
  return [n, ...paraphrases(n)].join(' ')
}

function build(articles: Article[]): MiniSearch<Article> {
  const index = new MiniSearch<Article>({
    idField: 'slug',
    fields: ['title', 'summary', 'text', 'slugWords'],
    extractField: (doc, field) =>
      field === 'slugWords' ? doc.slug.replace(/-/g, ' ') : ((doc as Record<string, unknown>)[field] as string),
    processTerm: (term) => stem(term) ?? null,
    searchOptions: {
      boost: { title: 3, slugWords: 3, summary: 2, text: 1 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      combineWith: 'OR',
    },
  })
  index.addAll(articles)
  return index
}

type GuideIndex = { index: MiniSearch<Article>; bySlug: Map<string, Article> }
/** One index per set of texts (the Dutch and the English guide are searched in turn): a few are kept. */
const indexes = new Map<string, GuideIndex>()
const KEPT_INDEXES = 4
function indexFor(articles: Article[]): GuideIndex {
  const signature = articles.map((a) => `${a.slug}:${a.title.length}:${a.text.length}`).join('|')
  let found = indexes.get(signature)
  if (!found) {
    found = { index: build(articles), bySlug: new Map(articles.map((a) => [a.slug, a])) }
    indexes.set(signature, found)
    // An edited guide makes a new set; the oldest index goes.
    if (indexes.size > KEPT_INDEXES) indexes.delete(indexes.keys().next().value!)
  }
  return found
}

/** The colours an article's title can be about, and the words that ask for them. */
const COLOUR_WORDS: Array<[string, RegExp]> = [
  ['rood', /\b(rood|rode|red)\b/],
  ['wit', /\b(wit|witte|white)\b/],
]

/**
 * "An opened bottle of white in the fridge": of two articles on the same subject, the one about the
 * colour asked for comes first; one whose title is about the other colour weighs half.
 */
function preferAskedColour(results: SearchResult[], bySlug: Map<string, Article>, question: string): SearchResult[] {
  const asked = COLOUR_WORDS.filter(([, re]) => re.test(question)).map(([c]) => c)
  if (asked.length !== 1) return results
  const other = COLOUR_WORDS.filter(([c]) => c !== asked[0])
  const weight = (r: SearchResult) => {
    const article = bySlug.get(String(r.id))
    const title = normalise(`${article?.title ?? ''} ${String(r.id).replace(/-/g, ' ')}`)
    return other.some(([, re]) => re.test(title)) ? 0.5 : 1
  }
  return results.map((r) => ({ ...r, score: r.score * weight(r) })).sort((a, b) => b.score - a.score)
}

/** The best matching articles, with how much of the question they cover (0..1). */
export function searchGuide(articles: Article[], question: string, limit = 3): GuideHit[] {
  if (!articles.length) return []
  const { index, bySlug } = indexFor(articles)
  const query = expandQuery(question)
  const queryTerms = new Set(
    query
      .split(' ')
      .map(stem)
      .filter((t): t is string => Boolean(t)),
  )
  if (!queryTerms.size) return []
  // Coverage counts the topic words: a colour or "goed" alone does not make an article relevant.
  const topical = new Set([...queryTerms].filter((t) => !GENERIC.has(t)))
  const results = preferAskedColour(index.search(query), bySlug, normalise(question))
  return results.slice(0, limit).flatMap((r) => {
    const article = bySlug.get(String(r.id))
    if (!article) return []
    const matched = new Set((r.queryTerms as string[]).filter((t) => !GENERIC.has(t)))
    const titleTerms = new Set(`${article.title} ${article.slug.replace(/-/g, ' ')}`.split(/\s+/).map(stem).filter(Boolean))
    const coverage = topical.size ? matched.size / topical.size : 0
    return [{ article, score: r.score, coverage, matched: matched.size, titleHit: [...matched].some((t) => titleTerms.has(t)) }]
  })
}

const termsOf = (text: string) =>
  new Set(
    text
      .split(/\s+/)
      .map(stem)
      .filter((t): t is string => Boolean(t)),
  )

/**
 * "Hoe lang", "how long", "blijft … goed": how a question asks, not what it is about ("al lang
 * gerijpt" or "blijft een week goed" answers nothing by sharing those words).
 */
const ASKING = /\b(?:hoe ?lang|how long)\b|\bblijf(?:t|en)\b(?=.*\bgoed\b)/g

/**
 * The one or two sentences of an article that answer the question best, in reading order. The
 * asker's own words weigh more than the paraphrases added for them: "hoe lang moet een barolo in de
 * karaf" is answered by the sentence about barolo in the karaf, not by one that only shares the
 * paraphrases of decanting.
 */
export function bestSentences(article: Article, question: string, max = 2, maxChars = 420): string {
  const n = normalise(question)
  const asked = n.replace(ASKING, ' ')
  const ownTerms = termsOf(asked)
  const queryTerms = termsOf([asked, ...paraphrases(n)].join(' '))
  const sentences = article.text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    // A heading or other question is no answer.
    .filter((s) => s.length >= 25 && s.length <= 400 && /[.!]$/.test(s))
    // A myth the article goes on to debunk is still a claim when quoted alone.
    .filter((s) => policyClaims(s).length === 0)
  const found = sentences.map((s, i) => {
    const terms = termsOf(s)
    return { s, i, matched: [...queryTerms].filter((t) => terms.has(t)) }
  })
  // The asker's words count one each, paraphrases half (three at most), and words like "fles" or
  // "rode" a little less than a paraphrase.
  const score = (matched: string[]) => {
    const generic = matched.filter((t) => GENERIC.has(t)).length
    const own = matched.filter((t) => ownTerms.has(t) && !GENERIC.has(t)).length
    return own + Math.min(1.5, 0.5 * (matched.length - own - generic)) + 0.4 * generic
  }
  const top = found
    .filter((x) => x.matched.length > 0)
    .map((x) => ({ ...x, hits: score(x.matched) }))
    .sort((a, b) => b.hits - a.hits || a.i - b.i)
    .slice(0, max)
  if (!top.length) return article.summary
  let out = ''
  for (const x of top.sort((a, b) => a.i - b.i)) {
    if (out && out.length + x.s.length + 1 > maxChars) break
    out = out ? `${out} ${x.s}` : x.s
  }
  return out || article.summary
}

/**
 * "Is die riesling zoet?", "how tannic is the first one?": a question about a wine shown in the
 * answer before, answered from that wine's own product data (its taste scores and tasting note),
 * not from the guide and not with new advice. Pure.
 */
import type { Product } from '../catalog'
import { formatCents } from '../../lib/money'
import { productPath } from './compose'
import { previousAnswerWines } from './conversation'
import { atStart, inText, PHRASES } from './intent/words'
import { factText } from './phrases'
import { replyOf, type SommelierReply, type Turn } from './reply'
import { normalise, tokens } from './text'

const TRAITS = [
  ['sweetness', inText(PHRASES.traitSweetness)],
  ['acidity', inText(PHRASES.traitAcidity)],
  ['tannin', inText(PHRASES.traitTannin)],
  ['body', inText(PHRASES.traitBody)],
] as const
type Trait = (typeof TRAITS)[number][0]

const ASKS = atStart(PHRASES.factAsk)
const BACK = inText(PHRASES.backReference)
const ORDINALS: Record<string, number> = { first: 0, eerste: 0, second: 1, tweede: 1 }

const nameWords = (p: Product) => tokens(normalise(p.name)).filter((w) => w.length >= 4)

/**
 * The wine of the answer before that the question points at: by a word of its name, else by "die",
 * "the second". A name word of a wine that was not shown ("die riesling" after two sauvignons) points
 * at none.
 */
function pointedAt(plain: string, shown: Product[], catalog: Product[]): Product | null {
  const words = new Set(tokens(plain))
  const byName = shown.filter((p) => nameWords(p).some((w) => words.has(w)))
  if (byName.length === 1) return byName[0]!
  if (!byName.length && catalog.some((p) => nameWords(p).some((w) => words.has(w)))) return null
  if (!BACK.test(plain)) return null
  const ordinal = [...words].map((w) => ORDINALS[w]).find((n) => n !== undefined)
  if (ordinal !== undefined) return shown[ordinal] ?? null
  return shown.length === 1 || /\b(last|laatste)\b/.test(plain) ? shown.at(-1)! : shown.length ? shown[0]! : null
}

export function wineFacts(turn: Turn): SommelierReply | null {
  const { plain, lang } = turn
  if (!ASKS.test(plain)) return null
  const trait: Trait | undefined = TRAITS.find(([, re]) => re.test(plain))?.[0]
  if (!trait) return null
  const byEan = new Map(turn.products.map((p) => [p.ean, p]))
  const shown = previousAnswerWines(turn.messages, turn.products)
    .map((ean) => byEan.get(ean))
    .filter((p): p is Product => Boolean(p && p.stock > 0))
  const wine = pointedAt(plain, shown, turn.products)
  if (!wine) return null
  const score = wine.taste[trait]
  const link = `**[${wine.name.replace(/[[\]]/g, '')}](${productPath(wine)})** (${formatCents(wine.price)})`
  const line = factText(lang, 'line', {
    wine: link,
    level: factText(lang, `${trait}${score}` as Parameters<typeof factText>[1]),
    trait: factText(lang, trait),
    score,
  })
  const note = wine.tastingNotes ? ` ${factText(lang, 'note', { note: wine.tastingNotes })}` : ''
  return replyOf(turn, 'knowledge', `${line}${note}`)
}

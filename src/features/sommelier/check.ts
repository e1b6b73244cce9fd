/**
 * The gate every answer passes before a visitor sees it (the model's above all): each wine link
 * must point at a wine we have in stock under its own name, each price must be that wine's exact
 * price, guide links must exist, nothing else may be linked, and nothing may break the
 * responsible-drinking policy (policy/claims.json). Pure.
 */
import type { Product } from '../catalog'
import type { Article } from './guide-search'
import { pricePerBottle } from '../../lib/bottles'
import { policyClaims } from './policy/policy'
import { normalise } from './text'

export type Problem =
  | { kind: 'unknown-wine'; detail: string }
  | { kind: 'sold-out'; detail: string }
  | { kind: 'name-mismatch'; detail: string }
  | { kind: 'wrong-price'; detail: string }
  | { kind: 'unknown-amount'; detail: string }
  | { kind: 'unknown-guide'; detail: string }
  | { kind: 'foreign-link'; detail: string }
  | { kind: 'html'; detail: string }
  | { kind: 'discount'; detail: string }
  | { kind: 'too-long'; detail: string }
  | { kind: 'empty'; detail: string }
  | { kind: 'policy'; detail: string }

export type CheckResult = { ok: boolean; problems: Problem[]; wineLinks: Product[] }

const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g
const BARE_URL = /\b(?:https?:\/\/|www\.|javascript:|data:|vbscript:)[^\s)]*/gi
const REF_LINK = /^\s*\[[^\]]+\]:\s*\S+/m
/** "€ 12,95", "€12,95", "€ 12", "12,95 euro", "EUR 12,95". */
const AMOUNT = /(?:€|\beur\b)\s?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}|-{1,2}))?|\b(\d+),(\d{2})\s?(?:euro|eur)\b/gi

function cents(whole: string, fraction: string | undefined): number {
  const euros = Number(whole.replace(/\./g, ''))
  const part = fraction && /^\d{2}$/.test(fraction) ? Number(fraction) : 0
  return euros * 100 + part
}

/** Where the text mentions money, and how much (in cents). */
export function amountsIn(text: string): Array<{ index: number; cents: number; text: string }> {
  return [...text.matchAll(AMOUNT)].map((m) => ({
    index: m.index ?? 0,
    cents: m[1] !== undefined ? cents(m[1], m[2]) : cents(m[3]!, m[4]),
    text: m[0],
  }))
}

/** The link text names this wine: one contains the other, or most of the name's words are there. */
export function namesMatch(linkText: string, productName: string): boolean {
  const a = normalise(linkText.replace(/\*/g, ''))
  const b = normalise(productName)
  if (!a) return false
  if (a.includes(b) || b.includes(a)) return a.length >= Math.min(6, b.length)
  const words = b.split(' ').filter((w) => w.length > 2)
  const have = new Set(a.split(' '))
  const shared = words.filter((w) => have.has(w)).length
  return words.length > 0 && shared / words.length >= 0.6
}

const PRODUCT_HREF = /^(?:\/en)?\/producten\/([^/?#\s]+)\/?$/
const GUIDE_HREF = /^(?:\/en)?\/wijnwijzer(?:\/([a-z0-9-]+))?\/?$/
/** The shop's own pages an answer may send a visitor to: customer service and its FAQ. */
const SHOP_PAGE_HREF = /^(?:\/en)?\/contact(?:#veelgestelde-vragen|#contactformulier)?$/

export function checkAnswer(
  text: string,
  catalog: Product[],
  articles: Article[],
  { allowedAmounts = [], maxLength = 4000 }: { allowedAmounts?: number[]; maxLength?: number } = {},
): CheckResult {
  const problems: Problem[] = []
  if (!text.trim()) problems.push({ kind: 'empty', detail: 'no text' })
  if (text.length > maxLength) problems.push({ kind: 'too-long', detail: `${text.length} characters` })
  if (/<\/?[a-z!][^>]*>/i.test(text)) problems.push({ kind: 'html', detail: 'contains HTML' })
  if (/\b\d+\s?%\s?(korting|discount|off)\b|\b(kortingscode|discount code|coupon code|promo ?code)\b/i.test(text)) {
    problems.push({ kind: 'discount', detail: 'promises a discount' })
  }
  if (REF_LINK.test(text)) problems.push({ kind: 'foreign-link', detail: 'reference-style link' })
  // The responsible-drinking policy holds for every answer, the model's above all.
  for (const claim of policyClaims(text)) problems.push({ kind: 'policy', detail: `${claim} claim` })

  const byEan = new Map(catalog.map((p) => [p.ean, p]))
  const slugs = new Set(articles.map((a) => a.slug))
  const links = [...text.matchAll(LINK)].map((m) => ({
    index: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    label: m[1] ?? '',
    href: (m[2] ?? '').trim(),
  }))
  const withoutLinks = text.replace(LINK, ' ')
  for (const url of withoutLinks.match(BARE_URL) ?? []) problems.push({ kind: 'foreign-link', detail: url })

  const wineLinks: Array<{ index: number; end: number; product: Product }> = []
  for (const link of links) {
    const product = PRODUCT_HREF.exec(link.href)
    const guide = GUIDE_HREF.exec(link.href)
    if (product) {
      const p = byEan.get(product[1]!)
      if (!p) problems.push({ kind: 'unknown-wine', detail: link.href })
      else if (p.stock <= 0) problems.push({ kind: 'sold-out', detail: p.name })
      else if (!namesMatch(link.label, p.name)) problems.push({ kind: 'name-mismatch', detail: `"${link.label}" → ${p.name}` })
      else wineLinks.push({ index: link.index, end: link.end, product: p })
    } else if (guide) {
      if (guide[1] && !slugs.has(guide[1])) problems.push({ kind: 'unknown-guide', detail: link.href })
    } else if (!SHOP_PAGE_HREF.test(link.href)) {
      problems.push({ kind: 'foreign-link', detail: link.href || '(empty)' })
    }
  }

  // Sold-out wines may not be named at all, linked or not.
  const plain = normalise(text)
  for (const p of catalog) {
    if (
      p.stock <= 0 &&
      normalise(p.name).length >= 8 &&
      plain.includes(normalise(p.name)) &&
      !problems.some((x) => x.kind === 'sold-out' && x.detail === p.name)
    ) {
      problems.push({ kind: 'sold-out', detail: p.name })
    }
  }

  // Each wine's first amount after its link is its price; every other amount must be known.
  const amounts = amountsIn(text)
  const claimed = new Set<number>()
  wineLinks.forEach((w, n) => {
    const until = wineLinks[n + 1]?.index ?? text.length
    const own = amounts.find((a) => a.index >= w.end && a.index < until)
    if (!own) return
    claimed.add(own.index)
    if (own.cents !== w.product.price) problems.push({ kind: 'wrong-price', detail: `${w.product.name}: ${own.text}` })
  })
  // A box's price per bottle ("€ 5,83 per fles") is known too.
  const perBottle = wineLinks.map((w) => pricePerBottle(w.product.price, w.product.type)).filter((c): c is number => c !== null)
  const known = new Set([...wineLinks.map((w) => w.product.price), ...perBottle, ...allowedAmounts])
  for (const a of amounts) {
    if (!claimed.has(a.index) && !known.has(a.cents)) problems.push({ kind: 'unknown-amount', detail: a.text })
  }

  return { ok: problems.length === 0, problems, wineLinks: wineLinks.map((w) => w.product) }
}

/** Scoring one eval answer against its expectations, plus the hard checks on every answer. Pure. */
import type { Product } from '../../../src/features/catalog/product'
import { checkAnswer } from '../../../src/features/sommelier/check'
import { linkedEans, type SommelierReply } from '../../../src/features/sommelier/engine'
import type { Article } from '../../../src/features/sommelier/guide-search'
import type { EvalCase } from './questions'
import { bottlePrice } from '../../../src/features/sommelier/rank'

export type Verdict = { id: string; pass: boolean; failures: string[]; brokenLinks: number; wrongPrices: number }

const BROKEN = new Set(['unknown-wine', 'sold-out', 'name-mismatch', 'unknown-guide', 'foreign-link'])
const PRICE = new Set(['wrong-price', 'unknown-amount'])

export function judge(c: EvalCase, reply: SommelierReply, catalog: Product[], articles: Article[], previousAnswer = ''): Verdict {
  const e = c.expect
  const failures: string[] = []
  const check = checkAnswer(reply.answer, catalog, articles, { allowedAmounts: reply.amounts })
  const brokenLinks = check.problems.filter((p) => BROKEN.has(p.kind)).length
  const wrongPrices = check.problems.filter((p) => PRICE.has(p.kind)).length
  for (const p of check.problems) failures.push(`check: ${p.kind} ${p.detail}`)

  const byEan = new Map(catalog.map((p) => [p.ean, p]))
  const wines = linkedEans(reply.answer)
    .map((ean) => byEan.get(ean))
    .filter((p): p is Product => Boolean(p))
  const guides = [...reply.answer.matchAll(/\/wijnwijzer\/([a-z0-9-]+)/g)].map((m) => m[1]!)

  if (e.kind && !e.kind.includes(reply.kind)) failures.push(`kind ${reply.kind}, expected ${e.kind.join('|')}`)
  const recommending = reply.kind === 'recommend' || reply.kind === 'closest'
  const min = e.minWines ?? (recommending ? 1 : 0)
  const max = e.maxWines ?? 3
  if (wines.length < min || wines.length > max) failures.push(`${wines.length} wines, expected ${min}..${max}`)
  const fits = (w: Product) =>
    (!e.colors || e.colors.includes(w.colorCode)) &&
    (e.maxPrice === undefined || bottlePrice(w) <= e.maxPrice) &&
    (e.minPrice === undefined || bottlePrice(w) >= e.minPrice) &&
    (!e.countries || e.countries.includes(w.countryCode)) &&
    (!e.organic || w.organic) &&
    (!e.grape || w.grapes.some((g) => e.grape!.some((x) => x.toLowerCase() === g.toLowerCase())))
  if (reply.kind === 'closest') {
    // Honest "not in stock": only right when no wine in stock meets the wishes, and it must say so.
    const fitting = catalog.find((w) => w.stock > 0 && fits(w))
    if (fitting) failures.push(`said nothing fits, but ${fitting.name} does`)
    if (!/niet op voorraad|not in stock|in stock right now/.test(reply.answer)) failures.push('closest answer does not say so')
    if (wines.length > 1) failures.push('closest answer names more than one wine')
  }
  for (const w of reply.kind === 'closest' ? [] : wines) {
    if (e.colors && !e.colors.includes(w.colorCode)) failures.push(`${w.name}: colour ${w.colorCode}`)
    if (e.maxPrice !== undefined && bottlePrice(w) > e.maxPrice) failures.push(`${w.name}: bottle price ${bottlePrice(w)} > ${e.maxPrice}`)
    if (e.minPrice !== undefined && bottlePrice(w) < e.minPrice) failures.push(`${w.name}: bottle price ${bottlePrice(w)} < ${e.minPrice}`)
    if (e.countries && !e.countries.includes(w.countryCode)) failures.push(`${w.name}: country ${w.countryCode}`)
    if (e.minSweetness !== undefined && w.taste.sweetness < e.minSweetness) failures.push(`${w.name}: sweetness ${w.taste.sweetness}`)
    if (e.maxTannin !== undefined && w.taste.tannin > e.maxTannin) failures.push(`${w.name}: tannin ${w.taste.tannin}`)
    if (e.grape && !w.grapes.some((g) => e.grape!.some((x) => x.toLowerCase() === g.toLowerCase())))
      failures.push(`${w.name}: grapes ${w.grapes.join('/')}`)
    if (e.organic && !w.organic) failures.push(`${w.name}: not organic`)
  }
  if (e.pairing && wines.length && !wines.some((w) => w.pairings.some((p) => e.pairing!.includes(p))))
    failures.push(`no wine with pairing ${e.pairing.join('|')}`)
  if (e.guide === true && !guides.length) failures.push('no guide link')
  if (typeof e.guide === 'string' && !guides.includes(e.guide))
    failures.push(`guide ${e.guide} not linked (got ${guides.join(', ') || 'none'})`)
  if (e.cheaperThanBefore) {
    const before = linkedEans(previousAnswer)
      .map((ean) => byEan.get(ean))
      .filter((p): p is Product => Boolean(p))
      .map(bottlePrice)
    const floor = Math.min(...before)
    if (!before.length) failures.push('previous answer had no wines')
    for (const w of wines) if (bottlePrice(w) >= floor) failures.push(`${w.name}: ${bottlePrice(w)} not below ${floor}`)
  }
  if (e.lang && reply.lang !== e.lang) failures.push(`language ${reply.lang}`)
  if (e.contains && !e.contains.test(reply.answer)) failures.push(`missing ${e.contains}`)
  if (e.notContains && e.notContains.test(reply.answer)) failures.push(`contains ${e.notContains}`)
  return { id: c.id, pass: failures.length === 0, failures, brokenLinks, wrongPrices }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

import { describe, expect, it } from 'vitest'
import { amountsIn, checkAnswer, namesMatch } from './check'
import { ARTICLES, CATALOG } from '../../../tests/sommelier/fixtures'

const chablis = CATALOG.find((p) => p.name.startsWith('Chablis'))!
const barolo = CATALOG.find((p) => p.name === 'Barolo Riserva')!
const kinds = (text: string, amounts: number[] = []) =>
  checkAnswer(text, CATALOG, ARTICLES, { allowedAmounts: amounts }).problems.map((p) => p.kind)

describe('checkAnswer', () => {
  it('accepts a grounded answer', () => {
    const text = `Neem de [${chablis.name}](/producten/${chablis.ean}) voor € 24,95. Lees ook [Witte wijn bij vis](/wijnwijzer/witte-wijn-bij-vis).`
    expect(checkAnswer(text, CATALOG, ARTICLES)).toMatchObject({ ok: true, problems: [], wineLinks: [chablis] })
  })
  it('rejects a wine that does not exist', () => {
    expect(kinds('Probeer [Château Verzonnen](/producten/8712345678906) – € 9,95')).toContain('unknown-wine')
  })
  it('rejects a sold-out wine, linked or only named', () => {
    expect(kinds(`[${barolo.name}](/producten/${barolo.ean}) – € 49,95`)).toContain('sold-out')
    expect(kinds(`Een ${barolo.name} zou mooi zijn.`)).toContain('sold-out')
  })
  it('rejects a real link under another wine’s name', () => {
    expect(kinds(`[Dom Pérignon](/producten/${chablis.ean}) – € 24,95`)).toContain('name-mismatch')
  })
  it('rejects a wrong price and unknown amounts', () => {
    expect(kinds(`[${chablis.name}](/producten/${chablis.ean}) – € 19,95`)).toContain('wrong-price')
    expect(kinds(`[${chablis.name}](/producten/${chablis.ean}) – € 24,95, nu € 9,99 bij twee flessen`)).toContain('unknown-amount')
    expect(kinds(`Binnen je budget van € 30: [${chablis.name}](/producten/${chablis.ean}) – € 24,95`, [3000])).toEqual([])
  })
  it('rejects foreign links, HTML, unknown guides and discounts', () => {
    expect(kinds('Kijk op [deze site](https://example.com)')).toContain('foreign-link')
    expect(kinds('Kijk op https://example.com')).toContain('foreign-link')
    expect(kinds('[klik](javascript:alert(1))')).toContain('foreign-link')
    expect(kinds('<script>alert(1)</script>')).toContain('html')
    expect(kinds('[Bestaat niet](/wijnwijzer/verzonnen-artikel)')).toContain('unknown-guide')
    expect(kinds('Met code WIJN10 krijg je 10% korting')).toContain('discount')
    expect(kinds('Zie [inloggen](/admin)')).toContain('foreign-link')
    expect(kinds('Zie [klantenservice](/contact/../admin)')).toContain('foreign-link')
  })
  it('allows a link to customer service, its FAQ and its form, in either language', () => {
    for (const href of ['/contact', '/en/contact', '/contact#veelgestelde-vragen', '/en/contact#contactformulier']) {
      expect(kinds(`Kijk bij [onze klantenservice](${href})`), href).toEqual([])
    }
  })
  it('reads amounts in the usual ways', () => {
    expect(amountsIn('€ 12,95 en €7,50 en 9,99 euro en € 1.250,00 en € 15,-').map((a) => a.cents)).toEqual([1295, 750, 999, 125000, 1500])
  })
  it('matches names loosely but not wrongly', () => {
    expect(namesMatch('Chablis Premier Cru', chablis.name)).toBe(true)
    expect(namesMatch('**Chablis Premier Cru Montmains 2022**', chablis.name)).toBe(true)
    expect(namesMatch('Sancerre', chablis.name)).toBe(false)
  })
})

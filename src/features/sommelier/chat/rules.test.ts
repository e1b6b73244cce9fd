import { describe, expect, it } from 'vitest'
import { canSend, contextOf, hintAllowed, localizedShopHref, outcomeOf, type ChatMessage } from './rules'

describe('chat rules', () => {
  it('ignores empty or whitespace-only questions and sends while a reply is pending', () => {
    expect(canSend('', false)).toBe(false)
    expect(canSend('   \n\t', false)).toBe(false)
    expect(canSend('Wat drink ik bij kaas?', true)).toBe(false)
    expect(canSend('Wat drink ik bij kaas?', false)).toBe(true)
  })

  it('sends only the last five messages along', () => {
    const conversation: ChatMessage[] = Array.from({ length: 8 }, (_, i) => ({ role: i % 2 ? 'user' : 'assistant', text: `bericht ${i}` }))
    expect(contextOf(conversation).map((m) => m.text)).toEqual(['bericht 3', 'bericht 4', 'bericht 5', 'bericht 6', 'bericht 7'])
    expect(contextOf(conversation.slice(0, 2))).toHaveLength(2)
  })

  it('tells an answer from an answer-less reply and from a failure', () => {
    expect(outcomeOf(200, { answer: 'Probeer de **Chablis**.' })).toEqual({ kind: 'answer', text: 'Probeer de **Chablis**.' })
    expect(outcomeOf(200, { answer: '  ' })).toEqual({ kind: 'empty' })
    expect(outcomeOf(200, {})).toEqual({ kind: 'empty' })
    expect(outcomeOf(200, null)).toEqual({ kind: 'empty' })
    expect(outcomeOf(429, { error: { code: 'rate_limited' } })).toEqual({ kind: 'failed' })
    expect(outcomeOf(500, { answer: 'x' })).toEqual({ kind: 'failed' })
  })
})

describe('hintAllowed', () => {
  it('shows the hint once per visitor', () => {
    expect(hintAllowed('/', null)).toBe(true)
    expect(hintAllowed('/', 'gone')).toBe(false)
  })
  it('never on payment, order, withdrawal or newsletter pages, in either language', () => {
    for (const path of [
      '/payments/accepted',
      '/en/payments/test-checkout/cs_1',
      '/bestelling/abc',
      '/herroepen',
      '/en/herroepen',
      '/nieuwsbrief/bevestigen/1-x',
    ])
      expect(hintAllowed(path, null), path).toBe(false)
    for (const path of ['/producten/8712345678906', '/en/wijnwijzer', '/herroepenx']) expect(hintAllowed(path, null), path).toBe(true)
  })
})

describe('localizedShopHref', () => {
  it('puts the shop links of an English page under /en, and leaves the rest', () => {
    expect(localizedShopHref('/producten/2100000002061', 'en')).toBe('/en/producten/2100000002061')
    expect(localizedShopHref('/wijnwijzer/wijn-bij-kaas', 'en')).toBe('/en/wijnwijzer/wijn-bij-kaas')
    expect(localizedShopHref('/', 'en')).toBe('/en')
    expect(localizedShopHref('/en/producten/1', 'en')).toBe('/en/producten/1')
    expect(localizedShopHref('/producten/1', 'nl')).toBe('/producten/1')
    expect(localizedShopHref('https://example.com/x', 'en')).toBe('https://example.com/x')
    expect(localizedShopHref('//evil.example/x', 'en')).toBe('//evil.example/x')
  })
})

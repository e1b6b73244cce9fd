import { describe, expect, it } from 'vitest'
import { newsletterToken, tokenIsValid, tokenSubscriberId } from './tokens'

const SECRET = 'een-geheim-van-de-winkel-van-32-tekens'

describe('newsletter links', () => {
  it('name the subscriber and check out only with the same secret, purpose and version', () => {
    const token = newsletterToken(SECRET, 'confirm', 42, 3)
    expect(tokenSubscriberId(token)).toBe('42')
    expect(tokenIsValid(SECRET, 'confirm', token, 3)).toBe(true)
    expect(tokenIsValid(SECRET, 'confirm', token, 2)).toBe(false)
    expect(tokenIsValid(SECRET, 'unsubscribe', token, 3)).toBe(false)
    expect(tokenIsValid('een-ander-geheim-van-een-andere-winkel', 'confirm', token, 3)).toBe(false)
  })

  it('cannot be moved to another subscriber or forged', () => {
    const token = newsletterToken(SECRET, 'unsubscribe', 42)
    expect(tokenIsValid(SECRET, 'unsubscribe', token.replace(/^42-/, '43-'))).toBe(false)
    expect(tokenIsValid(SECRET, 'unsubscribe', `42-${'A'.repeat(32)}`)).toBe(false)
    for (const junk of ['', '42', '42-', 'x-y', `42.${'A'.repeat(32)}`, `${'9'.repeat(20)}-${'A'.repeat(32)}`])
      expect(tokenIsValid(SECRET, 'unsubscribe', junk)).toBe(false)
  })
})

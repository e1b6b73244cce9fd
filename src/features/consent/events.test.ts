import { describe, expect, it } from 'vitest'
import { BUTTON_ACTIONS, buttonRequest } from './events'
import { FUNCTIONAL_ID } from './rules'

describe('buttonRequest', () => {
  it('turns each button action into its consent request', () => {
    expect(buttonRequest('accept')).toEqual({ type: 'accept' })
    expect(buttonRequest('necessary')).toEqual({ type: 'necessary' })
    expect(buttonRequest('manage')).toEqual({ type: 'manage' })
    // An embed's placeholder allows exactly the functional cookie.
    expect(buttonRequest('allow-embeds')).toEqual({ type: 'enable', id: FUNCTIONAL_ID })
    expect(BUTTON_ACTIONS.every((a) => buttonRequest(a) !== null)).toBe(true)
  })

  it('ignores anything else', () => {
    expect(buttonRequest(null)).toBeNull()
    expect(buttonRequest(undefined)).toBeNull()
    expect(buttonRequest('enable')).toBeNull()
    expect(buttonRequest('ACCEPT')).toBeNull()
  })
})

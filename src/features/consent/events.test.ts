import { describe, expect, it } from 'vitest'
import { buttonRequest, type ButtonAction } from './events'
import { FUNCTIONAL_ID } from './rules'

describe('buttonRequest', () => {
  it('turns each button action into its consent request', () => {
    expect(buttonRequest('accept')).toEqual({ type: 'accept' })
    expect(buttonRequest('necessary')).toEqual({ type: 'necessary' })
    expect(buttonRequest('manage')).toEqual({ type: 'manage' })
    // An embed's placeholder allows exactly the functional cookie.
    expect(buttonRequest('allow-embeds')).toEqual({ type: 'enable', id: FUNCTIONAL_ID })
    expect((['accept', 'necessary', 'manage', 'allow-embeds'] satisfies ButtonAction[]).every((a) => buttonRequest(a) !== null)).toBe(true)
    // A new request object per click: the manager tells one request from the next by identity.
    expect(buttonRequest('accept')).not.toBe(buttonRequest('accept'))
  })

  it('ignores anything else', () => {
    expect(buttonRequest(null)).toBeNull()
    expect(buttonRequest(undefined)).toBeNull()
    expect(buttonRequest('enable')).toBeNull()
    expect(buttonRequest('ACCEPT')).toBeNull()
  })
})

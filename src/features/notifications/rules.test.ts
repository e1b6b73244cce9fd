import { describe, expect, it } from 'vitest'
import { addNotification, autoDismissAfter, DEFAULT_NOTIFICATION_MS, toShown } from './rules'

describe('notifications', () => {
  it('disappear after 4000 ms by default', () => {
    expect(DEFAULT_NOTIFICATION_MS).toBe(4000)
    expect(autoDismissAfter({})).toBe(4000)
    expect(autoDismissAfter({ duration: 1500 })).toBe(1500)
  })
  it('stay until dismissed with duration 0 when dismissible', () => {
    expect(autoDismissAfter({ duration: 0, dismissible: true })).toBeNull()
  })
  it('never get stuck: 0 without a close button still goes away', () => {
    expect(autoDismissAfter({ duration: 0, dismissible: false })).toBe(4000)
    expect(autoDismissAfter({ duration: -5 })).toBe(4000)
  })
  it('do not stack the same message and keep at most three', () => {
    let list = addNotification([], toShown({ type: 'info', message: 'a' }))
    list = addNotification(list, toShown({ type: 'info', message: 'a' }))
    expect(list).toHaveLength(1)
    for (const m of ['b', 'c', 'd']) list = addNotification(list, toShown({ type: 'info', message: m }))
    expect(list.map((n) => n.message)).toEqual(['b', 'c', 'd'])
  })
})

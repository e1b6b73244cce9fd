import { describe, expect, it } from 'vitest'
import {
  acceptAll,
  analyticsGranted,
  changes,
  declineAll,
  declineOptional,
  enableOne,
  hasUnsavedChanges,
  isLocked,
  isMeasurementId,
  NO_CONSENT,
  saveSelection,
  scriptSource,
  ticksFor,
  type CookieDefinition,
} from './rules'

const def = (id: string, group: CookieDefinition['group'], src?: string): CookieDefinition => ({
  id,
  group,
  name: id,
  description: '',
  targetCookieIds: [],
  src,
  links: [],
})
const COOKIES = [
  def('necessary', 'necessary'),
  def('ga4', 'optional', 'https://www.googletagmanager.com/gtag/js?id={measurementId}'),
  def('functional', 'optional'),
]

describe('consent transitions (spec §4)', () => {
  it('accept all turns every cookie on, analytics included', () => {
    const s = acceptAll(COOKIES)
    expect(s).toEqual({ given: true, enabled: ['necessary', 'ga4', 'functional'] })
    expect(analyticsGranted(s)).toBe(true)
  })

  it('necessary only gives consent without any optional cookie', () => {
    const s = declineOptional(COOKIES)
    expect(s).toEqual({ given: true, enabled: ['necessary'] })
    expect(analyticsGranted(s)).toBe(false)
  })

  it('save keeps the necessary ones plus what is ticked; unknown ids are dropped', () => {
    expect(saveSelection(COOKIES, ['functional', 'made-up'])).toEqual({ given: true, enabled: ['necessary', 'functional'] })
    expect(saveSelection(COOKIES, [])).toEqual({ given: true, enabled: ['necessary'] })
  })

  it('decline all sets consent to not given and clears the list', () => {
    expect(declineAll()).toEqual({ given: false, enabled: [] })
    expect(analyticsGranted(declineAll())).toBe(false)
  })

  it('enabling one cookie from an embed keeps what was enabled', () => {
    expect(enableOne(COOKIES, { given: true, enabled: ['necessary', 'ga4'] }, 'functional')).toEqual({
      given: true,
      enabled: ['necessary', 'ga4', 'functional'],
    })
    expect(enableOne(COOKIES, NO_CONSENT, 'functional')).toEqual({ given: true, enabled: ['necessary', 'functional'] })
  })

  it('switching analytics off is a removal (script and cookies go), switching on an addition', () => {
    expect(changes(acceptAll(COOKIES), declineOptional(COOKIES))).toEqual({ added: [], removed: ['ga4', 'functional'] })
    expect(changes(NO_CONSENT, acceptAll(COOKIES))).toEqual({ added: ['necessary', 'ga4', 'functional'], removed: [] })
    expect(changes(acceptAll(COOKIES), declineAll()).removed).toContain('ga4')
  })
})

describe('the settings modal', () => {
  it('necessary cookies are locked, except the functional one', () => {
    expect(isLocked(def('necessary', 'necessary'))).toBe(true)
    expect(isLocked(def('functional', 'necessary'))).toBe(false)
    expect(isLocked(def('ga4', 'optional'))).toBe(false)
    // An unlocked necessary cookie is only on when ticked.
    expect(saveSelection([def('necessary', 'necessary'), def('functional', 'necessary')], [])).toEqual({
      given: true,
      enabled: ['necessary'],
    })
  })

  it('opens with what is stored, optional ones off before consent', () => {
    expect([...ticksFor(COOKIES, NO_CONSENT)]).toEqual(['necessary'])
    expect([...ticksFor(COOKIES, { given: true, enabled: ['necessary', 'ga4'] })].sort()).toEqual(['ga4', 'necessary'])
  })

  it('the unsaved notice follows the difference between ticks and what is stored', () => {
    const stored = { given: true, enabled: ['necessary', 'ga4'] }
    expect(hasUnsavedChanges(COOKIES, stored, new Set(['necessary', 'ga4']))).toBe(false)
    expect(hasUnsavedChanges(COOKIES, stored, new Set(['necessary']))).toBe(true)
    expect(hasUnsavedChanges(COOKIES, stored, new Set(['necessary', 'ga4', 'functional']))).toBe(true)
    expect(hasUnsavedChanges(COOKIES, NO_CONSENT, new Set(['necessary']))).toBe(false)
    expect(hasUnsavedChanges(COOKIES, NO_CONSENT, new Set(['necessary', 'ga4']))).toBe(true)
  })
})

describe('scripts and the measurement id', () => {
  it('fills in the measurement id, and skips a script that needs one when none is configured', () => {
    expect(scriptSource(COOKIES[1]!.src, 'G-TEST123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    expect(scriptSource(COOKIES[1]!.src, null)).toBeNull()
    expect(scriptSource('/scripts/x.js', null)).toBe('/scripts/x.js')
    expect(scriptSource(undefined, 'G-TEST123')).toBeNull()
  })

  it('accepts only GA4 measurement ids', () => {
    expect(isMeasurementId('G-TEST123')).toBe(true)
    expect(isMeasurementId('UA-1234-1')).toBe(false)
    expect(isMeasurementId('G-"><script>')).toBe(false)
    expect(isMeasurementId('')).toBe(false)
  })
})

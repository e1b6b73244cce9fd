import { test as base, expect, type BrowserContext } from '@playwright/test'
import { AGE_STORAGE_KEY } from '../../../src/features/age-gate/rules'
import { CONSENT_COOKIE, CONSENT_IDS_COOKIE } from '../../../src/features/consent/cookies'

/** A visitor who passed the age check in this browser session (session storage, set before any page script). */
export async function passAgeGate(context: BrowserContext, birthDate = '1990-01-01'): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        window.sessionStorage.setItem(key!, value!)
      } catch {
        // about:blank and other opaque origins have no session storage.
      }
    },
    [AGE_STORAGE_KEY, birthDate],
  )
}

/** A visitor who already chose in the cookie banner (by default: necessary cookies only). */
export async function giveConsent(context: BrowserContext, baseURL: string, enabled: string[] = ['necessary']): Promise<void> {
  const common = { url: baseURL, expires: Math.floor(Date.now() / 1000) + 3600, sameSite: 'Lax' as const }
  await context.addCookies([
    { name: CONSENT_COOKIE, value: 'true', ...common },
    { name: CONSENT_IDS_COOKIE, value: encodeURIComponent(enabled.join(',')), ...common },
  ])
}

/**
 * The test for specs that are not about the age gate or the cookie banner: every context has passed
 * the gate and given consent, so the overlay and the banner do not cover what those specs look at.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, provide) => {
    await passAgeGate(context)
    await giveConsent(context, baseURL!)
    await provide(context)
  },
})

export { expect }

import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { CONSENT_COOKIE, CONSENT_IDS_COOKIE } from '../../src/features/consent/cookies'
import { passAgeGate } from './support/fixtures'
import { ADMIN } from './support/admin'

/**
 * Cookie consent in the browser, with GA4 configured for the run (GA4_MEASUREMENT_ID=G-TEST123 in
 * playwright.config.ts). Google is never reached: www.googletagmanager.com is answered here by a stub
 * that sets the _ga cookies as the real tag would.
 */
const TAG_STUB = `document.cookie = '_ga=GA1.1.1234567890.1700000000; path=/; max-age=63072000';
document.cookie = '_ga_TEST123=GS1.1.1700000000.1.0; path=/; max-age=63072000';
window.__tagRuns = (window.__tagRuns || 0) + 1;`

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' })
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie-instellingen' })
const floating = (page: Page) => page.getByRole('button', { name: 'Cookie-instellingen' })

let googleRequests: string[] = []

test.beforeEach(async ({ context }) => {
  await passAgeGate(context)
  googleRequests = []
  context.on('request', (r) => {
    if (/google(tagmanager|-analytics)\.com|analytics\.google\.com/.test(r.url())) googleRequests.push(r.url())
  })
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: TAG_STUB }),
  )
})

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)
const gaCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name === '_ga' || c.name.startsWith('_ga_')).map((c) => c.name)
/** Consent Mode commands in the data layer, in order: ['default' | 'update', analytics_storage]. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((a) => Array.from(a) as unknown[])
      .filter((a) => a[0] === 'consent')
      .map((a) => [a[1], (a[2] as { analytics_storage?: string }).analytics_storage]),
  )
const tagScripts = (page: Page) => page.locator('head script[src*="googletagmanager.com"]')
/**
 * The manager arrives on idle (requestIdleCallback, at the latest after 2 s): an idle callback queued
 * now runs after the app's, then the manager's chunk is fetched; the network going quiet says it is in.
 */
const idle = async (page: Page) => {
  await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 2000 })))
  await page.waitForLoadState('networkidle')
}

test('a first visitor gets the banner with three choices; refusing looks exactly like accepting; nothing reaches Google', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const b = banner(page)
  await expect(b).toBeVisible()
  const accept = b.getByRole('button', { name: 'Accepteren' })
  const decline = b.getByRole('button', { name: 'Alleen noodzakelijk' })
  await expect(accept).toBeVisible()
  await expect(decline).toBeVisible()
  await expect(b.getByRole('button', { name: 'Cookies beheren' })).toBeVisible()
  const [a, d] = [await accept.boundingBox(), await decline.boundingBox()]
  expect(Math.abs(a!.width - d!.width)).toBeLessThan(2)
  expect(a!.height).toBe(d!.height)
  const look = (l: typeof accept) =>
    l.evaluate((el) =>
      [
        getComputedStyle(el).backgroundColor,
        getComputedStyle(el).color,
        getComputedStyle(el).fontSize,
        getComputedStyle(el).fontWeight,
      ].join(),
    )
  expect(await look(decline)).toBe(await look(accept))
  // Bottom right by default, fixed: it takes no room in the page.
  const box = (await b.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40)
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40)
  expect(await b.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')

  await idle(page)
  expect(googleRequests).toEqual([])
  expect(await gaCookies(context)).toEqual([])
  await expect(tagScripts(page)).toHaveCount(0)
  // Consent Mode v2: denied by default, before anything else.
  expect(await consentCommands(page)).toEqual([['default', 'denied']])
})

test('a choice clicked before the page scripts have run still counts', async ({ page, context }) => {
  // Hold every app script until the click is done: the banner is then plain server HTML.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  await banner(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click()
  release()
  await expect(floating(page)).toBeVisible()
  expect(decodeURIComponent((await cookie(context, CONSENT_IDS_COOKIE))!.value)).toBe('necessary')
  await expect(banner(page)).toHaveCount(0)
})

test('accept: the tag loads (its host allowed by the CSP: it runs and sets its cookies), analytics_storage is granted, the choice is kept for 365 days', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const tagRequest = page.waitForRequest(/https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST123/)
  await banner(page).getByRole('button', { name: 'Accepteren' }).click()
  await tagRequest
  await expect.poll(() => gaCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_TEST123']))
  // The cookies above come from the tag's own code: the page's CSP let it run (no nonce: its host is allowed).
  await expect(tagScripts(page)).toHaveCount(1)
  expect(await consentCommands(page)).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ])
  await expect(banner(page)).toHaveCount(0)
  await expect(floating(page)).toBeVisible()

  const flag = (await cookie(context, CONSENT_COOKIE))!
  expect(flag.value).toBe('true')
  expect(flag.path).toBe('/')
  const days = (flag.expires - Date.now() / 1000) / 86400
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThan(365.1)
  expect(
    decodeURIComponent((await cookie(context, CONSENT_IDS_COOKIE))!.value)
      .split(',')
      .sort(),
  ).toEqual(['functional', 'ga4', 'necessary'])
  // Spec §3: the flag is kept with the cart in local storage too.
  await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('kelder-en-kurk') ?? '{}').consentGiven)).toBe(true)

  // A later page: no banner (server-rendered button instead), the tag comes back with consent granted.
  await page.goto('/wijnwijzer')
  await expect(floating(page)).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await expect(tagScripts(page)).toHaveCount(1)
  expect(await consentCommands(page)).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ])
})

test('switching analytics off deletes the _ga cookies, removes the tag and denies analytics_storage', async ({ page, context }) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect.poll(() => gaCookies(context)).toHaveLength(2)

  await floating(page).click()
  const s = settings(page)
  await expect(s).toBeVisible()
  const analytics = s.getByRole('checkbox', { name: 'Analytische cookies' })
  await expect(analytics).toBeChecked()
  const unsaved = s.getByText('Je hebt niet-opgeslagen wijzigingen.')
  await expect(unsaved).toHaveCount(0)
  await analytics.uncheck()
  await expect(unsaved).toBeVisible()
  await analytics.check()
  await expect(unsaved).toHaveCount(0)
  await analytics.uncheck()
  await s.getByRole('button', { name: 'Opslaan' }).click()
  await expect(s).toBeHidden()

  await expect.poll(() => gaCookies(context)).toEqual([])
  await expect(tagScripts(page)).toHaveCount(0)
  expect((await consentCommands(page)).at(-1)).toEqual(['update', 'denied'])
  expect(
    decodeURIComponent((await cookie(context, CONSENT_IDS_COOKIE))!.value)
      .split(',')
      .sort(),
  ).toEqual(['functional', 'necessary'])

  // And after a reload the tag stays away and nothing new reaches Google.
  const before = googleRequests.length
  await page.reload()
  await idle(page)
  expect(googleRequests.length).toBe(before)
  expect(await gaCookies(context)).toEqual([])
  expect(await consentCommands(page)).toEqual([['default', 'denied']])
})

test('the settings: both groups, the locked necessary cookie, ids and links; Sluiten, Escape and a click outside close it', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Cookies beheren' }).click()
  const s = settings(page)
  await expect(s).toBeVisible()
  await expect(s.getByRole('heading', { name: 'Noodzakelijke cookies' })).toBeVisible()
  await expect(s.getByRole('heading', { name: 'Optionele cookies' })).toBeVisible()
  const necessary = s.getByRole('checkbox', { name: 'Essentiële cookies' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  for (const name of ['Analytische cookies', 'Functionele cookies']) {
    await expect(s.getByRole('checkbox', { name })).not.toBeChecked()
    await expect(s.getByRole('checkbox', { name })).toBeEnabled()
  }
  await expect(s.getByRole('checkbox', { name: 'Analytische cookies' })).toHaveAccessibleDescription(/Google Analytics.*_ga, _ga_\*/)
  await expect(s.getByRole('link', { name: 'Privacybeleid van Google' })).toHaveAttribute('href', 'https://policies.google.com/privacy')
  for (const name of ['Opslaan', 'Alles accepteren', 'Alles weigeren', 'Sluiten'])
    await expect(s.getByRole('button', { name })).toBeVisible()

  // Ticking something shows the notice; closing forgets it.
  await s.getByRole('checkbox', { name: 'Functionele cookies' }).check()
  await expect(s.getByText('Je hebt niet-opgeslagen wijzigingen.')).toBeVisible()
  await s.getByRole('button', { name: 'Sluiten' }).click()
  await expect(s).toHaveCount(0)
  await expect(banner(page).getByRole('button', { name: 'Cookies beheren' })).toBeFocused()

  await banner(page).getByRole('button', { name: 'Cookies beheren' }).click()
  await expect(s.getByRole('checkbox', { name: 'Functionele cookies' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(s).toHaveCount(0)

  await banner(page).getByRole('button', { name: 'Cookies beheren' }).click()
  await expect(s).toBeVisible()
  await page.mouse.click(4, 4)
  await expect(s).toHaveCount(0)

  // None of that was consent.
  await expect(banner(page)).toBeVisible()
  expect(await cookie(context, CONSENT_COOKIE)).toBeUndefined()
  expect(googleRequests).toEqual([])
})

test('necessary only: consent is given without analytics, and nothing reaches Google', async ({ page, context }) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click()
  await expect(floating(page)).toBeVisible()
  expect((await cookie(context, CONSENT_COOKIE))?.value).toBe('true')
  expect(decodeURIComponent((await cookie(context, CONSENT_IDS_COOKIE))!.value)).toBe('necessary')
  await idle(page)
  expect(googleRequests).toEqual([])
  expect(await gaCookies(context)).toEqual([])
  expect(await consentCommands(page)).toEqual([['default', 'denied']])
  await floating(page).click()
  await expect(settings(page).getByRole('checkbox', { name: 'Analytische cookies' })).not.toBeChecked()
})

test('decline all withdraws consent: cookies and tag gone, the banner asks again', async ({ page, context }) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect.poll(() => gaCookies(context)).toHaveLength(2)
  await floating(page).click()
  await settings(page).getByRole('button', { name: 'Alles weigeren' }).click()
  await expect(settings(page)).toHaveCount(0)
  await expect(banner(page)).toBeVisible()
  await expect.poll(() => gaCookies(context)).toEqual([])
  await expect(tagScripts(page)).toHaveCount(0)
  expect((await consentCommands(page)).at(-1)).toEqual(['update', 'denied'])
  expect((await cookie(context, CONSENT_COOKIE))?.value).toBe('false')
  await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('kelder-en-kurk') ?? '{}').consentGiven)).toBe(false)
  await page.reload()
  await expect(banner(page)).toBeVisible()
})

test('accept all from the settings, and the CSP names the Google tag hosts because a measurement id is configured', async ({
  page,
  context,
}) => {
  const res = await page.goto('/')
  const csp = res!.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/connect-src 'self'[^;]*https:\/\/\*\.google-analytics\.com/)
  expect(csp).not.toMatch(/'unsafe-inline'[^;]*;?\s*$|script-src[^;]*'unsafe-inline'/)
  await banner(page).getByRole('button', { name: 'Cookies beheren' }).click()
  await settings(page).getByRole('button', { name: 'Alles accepteren' }).click()
  await expect(settings(page)).toHaveCount(0)
  await expect.poll(() => gaCookies(context)).toHaveLength(2)
  expect(googleRequests.some((u) => u.includes('gtag/js?id=G-TEST123'))).toBe(true)
})

test('English texts under /en', async ({ page }) => {
  await page.goto('/en')
  const b = banner(page)
  for (const name of ['Accept', 'Necessary only', 'Manage cookies']) await expect(b.getByRole('button', { name })).toBeVisible()
  await b.getByRole('button', { name: 'Manage cookies' }).click()
  const s = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(s.getByRole('heading', { name: 'Necessary cookies' })).toBeVisible()
  await expect(s.getByRole('checkbox', { name: 'Analytics cookies' })).toBeVisible()
  await expect(s.getByRole('link', { name: 'Our privacy policy' }).first()).toHaveAttribute('href', '/en/legal/privacy-policy')
  for (const name of ['Save', 'Accept all', 'Decline all', 'Close']) await expect(s.getByRole('button', { name })).toBeVisible()
})

test('an admin can force the settings open: they open on load while consent is not given', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  // Visitors may read the settings but not change them.
  expect((await request.post('/api/globals/cookie-consent', { data: { forceOpen: true }, headers: { Authorization: '' } })).status()).toBe(
    403,
  )
  expect((await request.post('/api/globals/cookie-consent', { data: { forceOpen: true }, headers })).status()).toBe(200)
  try {
    await page.goto('/over-ons')
    const s = settings(page)
    await expect(s).toBeVisible()
    await s.getByRole('checkbox', { name: 'Functionele cookies' }).check()
    await s.getByRole('button', { name: 'Opslaan' }).click()
    await expect(s).toHaveCount(0)
    await page.reload()
    await expect(floating(page)).toBeVisible()
    await idle(page)
    await expect(s).toHaveCount(0)
  } finally {
    const restore = () => request.post('/api/globals/cookie-consent', { data: { forceOpen: false }, headers })
    await restore().catch(restore)
  }
})

test('an embedded video in CMS rich text stays blocked until functional cookies are allowed', async ({ page, request, context }) => {
  const framed: string[] = []
  context.on('request', (r) => r.url().includes('youtube-nocookie.com') && framed.push(r.url()))
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>speler</title><p>speler</p>' }),
  )
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const found = await (await request.get('/api/pages?where[slug][equals]=over-ons&depth=0&locale=nl', { headers })).json()
  const doc = found.docs[0] as { id: number; content: { root: { children: unknown[] } } }
  const video = {
    type: 'block',
    version: 2,
    format: '',
    fields: {
      id: '65f0c0ffee0000000000e2e0',
      blockName: '',
      blockType: 'embed',
      url: 'https://www.youtube-nocookie.com/embed/e2eTest123',
      title: 'Testvideo',
    },
  }
  const withVideo = { ...doc.content, root: { ...doc.content.root, children: [...doc.content.root.children, video] } }
  expect(
    (await request.patch(`/api/pages/${doc.id}?locale=nl`, { headers, data: { content: withVideo, _status: 'published' } })).status(),
  ).toBe(200)
  try {
    await page.goto('/over-ons')
    await banner(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click()
    await expect(page.getByText('Deze inhoud komt van youtube-nocookie.com')).toBeVisible()
    await idle(page)
    await expect(page.locator('iframe[title="Testvideo"]')).toHaveCount(0)
    expect(framed).toEqual([])

    await page.getByRole('button', { name: 'Toestaan en tonen' }).click()
    await expect(page.locator('iframe[title="Testvideo"]')).toBeVisible()
    await expect.poll(() => framed.length).toBeGreaterThan(0)
    expect(
      decodeURIComponent((await cookie(context, CONSENT_IDS_COOKIE))!.value)
        .split(',')
        .sort(),
    ).toEqual(['functional', 'necessary'])
    await page.reload()
    await expect(page.locator('iframe[title="Testvideo"]')).toBeVisible()
  } finally {
    // Put the page back; once more if the kept-alive connection was closed meanwhile (ECONNRESET).
    const restore = () => request.patch(`/api/pages/${doc.id}?locale=nl`, { headers, data: { content: doc.content, _status: 'published' } })
    await restore().catch(restore)
  }
})

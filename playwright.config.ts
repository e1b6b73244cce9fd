import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN_PASSWORD } from './tests/e2e/support/admin'

/**
 * End-to-end in Debian's Chromium (never a downloaded browser) against a production build served
 * by `npm start` itself, on its own port, database and build folder, seeded anew for every run.
 */
const PORT = Number(process.env.E2E_PORT || 3100)
const baseURL = `http://localhost:${PORT}`
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A flaky test is a failing test: no retries.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined, viewport: { width: 375, height: 740 } },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/fetchAllProducts`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SITE_URL: baseURL,
      DATABASE_URL: 'file:./data/e2e/shop.db',
      MEDIA_DIR: 'data/e2e/media',
      NEXT_DIST_DIR: '.next-e2e',
      KK_FRESH_DB: '1',
      DEMO_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '100000',
      NEXT_TELEMETRY_DISABLED: '1',
      // Analytics on, so the consent tests can watch that nothing reaches Google before consent
      // (the tests answer www.googletagmanager.com themselves: no real internet).
      GA4_MEASUREMENT_ID: 'G-TEST123',
    },
  },
})

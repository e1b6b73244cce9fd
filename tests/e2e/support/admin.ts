/** The admin the e2e server's seed creates: the suite sets its password (DEMO_ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN_PASSWORD = 'e2e-beheer-wachtwoord-2026'
export const ADMIN = { email: 'admin@kelderenkurk.nl', password: E2E_ADMIN_PASSWORD }

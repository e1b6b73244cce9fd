import { expect, test } from './support/fixtures'
import { ADMIN } from './support/admin'
import type { APIRequestContext } from '@playwright/test'

/** The newest mail to an address in the outbox (no SMTP in the suite), read as the admin. */
async function lastMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  const { token } = await (await request.post('/api/users/login', { data: ADMIN })).json()
  // The mail goes after the answer (no timing oracle): wait for it to arrive.
  let mail: { subject: string; text: string } | undefined
  await expect(async () => {
    const found = await (
      await request.get(`/api/mail-outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=1`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()
    mail = found.docs[0]
    expect(mail).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  return mail!
}

/** Issue #15 §4: sign up on the home page, confirm from the mail, unsubscribe from the mail. */
test('newsletter: sign up, confirm through the mail, unsubscribe with one click', async ({ page, request }) => {
  const email = `lezer-${Date.now()}@voorbeeld.nl`
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Eens per maand een goede fles' })
  await block.getByLabel('E-mailadres').fill(email)
  await block.getByRole('button', { name: 'Aanmelden' }).click()
  // The 18+ tick is required: the browser keeps the form until it is ticked.
  await expect(page).toHaveURL(/\/$/)
  await block.getByLabel('Ik ben 18 jaar of ouder').check()
  await block.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page).toHaveURL(/\/nieuwsbrief\/aangemeld$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kijk in je mailbox' })).toBeVisible()

  const mail = await lastMailTo(request, email)
  expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van Kelder & Kurk')
  const confirm = new URL(/https?:\/\/\S+\/nieuwsbrief\/bevestigen\/\S+/.exec(mail.text)![0]).pathname
  const unsubscribe = new URL(/https?:\/\/\S+\/nieuwsbrief\/afmelden\/\S+/.exec(mail.text)![0]).pathname

  await page.goto(confirm)
  await page.getByRole('button', { name: 'Ja, stuur mij de nieuwsbrief' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelding bevestigd' })).toBeVisible()

  // Signing up again gives exactly the same answer (nobody learns the address is on the list).
  await page.goto('/nieuwsbrief')
  const form = page.getByRole('main').getByRole('region', { name: 'Onze nieuwsbrief' })
  await form.getByLabel('E-mailadres').fill(email)
  await form.getByLabel('Ik ben 18 jaar of ouder').check()
  await form.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kijk in je mailbox' })).toBeVisible()

  await page.goto(unsubscribe)
  await page.getByRole('button', { name: 'Afmelden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent afgemeld' })).toBeVisible()
})

test('newsletter: the footer form on any page, in English, asks for a valid address', async ({ page }) => {
  await page.goto('/en/wijnwijzer')
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`)
  await footer.getByLabel('I am 18 or older').check()
  await footer.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/en\/nieuwsbrief\/aangemeld$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
})

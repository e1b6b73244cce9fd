import { expect, test } from './support/fixtures'

test('the contact form refuses bad input with Dutch errors and accepts good input', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bericht versturen' }) })
  // Skip the browser's own checks: the server must refuse on its own.
  await form.evaluate((f) => f.setAttribute('novalidate', ''))
  await form.getByRole('textbox', { name: /^E-mailadres/ }).fill('geen-adres')
  await form.getByRole('button', { name: 'Bericht versturen' }).click()
  await expect(page.getByText('Controleer de gemarkeerde velden en probeer het opnieuw.')).toBeVisible()
  await expect(page.getByText('Vul je naam in.', { exact: true })).toBeVisible()

  await form.getByRole('textbox', { name: /^Naam/ }).fill('Sanne de Vries')
  await form.getByRole('textbox', { name: /^E-mailadres/ }).fill('sanne@voorbeeld.nl')
  await form.getByRole('textbox', { name: /^Bericht/ }).fill('Hebben jullie ook magnums van de Rioja?')
  await form.getByRole('button', { name: 'Bericht versturen' }).click()
  await expect(page.getByText('Bedankt voor je bericht! We reageren binnen twee werkdagen.')).toBeVisible()
})

import { expect, test } from './support/fixtures'

/** Issue #15 §3: the privacy statement a consumer lawyer expects, in both languages. */
test('the privacy statement names the processors per role, what you must give, and where Waine runs', async ({ page }) => {
  for (const [path, must] of [
    [
      '/legal/privacy-policy',
      [
        'Stripe Payments Europe, Limited (Ierland)',
        'Welke gegevens je moet geven',
        'youtube-nocookie.com',
        'Waine: waar je vraag verwerkt wordt',
        'Je vraag en het gesprek gaan naar geen andere partij',
      ],
    ],
    [
      '/en/legal/privacy-policy',
      [
        'Stripe Payments Europe, Limited (Ireland)',
        'Which data you must give',
        'youtube-nocookie.com',
        'Waine: where your question is processed',
        'Your question and the conversation go to no other party',
      ],
    ],
  ] as const) {
    await page.goto(path)
    const main = page.getByRole('main')
    for (const text of must) await expect(main.getByText(text, { exact: false }).first(), `${path}: ${text}`).toBeVisible()
    // The suite's server has no language model configured: the statement names none.
    await expect(main.getByText(/taalmodel .* van|language model .* of/)).toHaveCount(0)
  }
})

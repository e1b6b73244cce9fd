import { describe, expect, it } from 'vitest'
import { confirmationMail } from './mail-text'

describe('the newsletter confirmation mail', () => {
  it('reads exactly so in both languages', () => {
    for (const locale of ['nl', 'en'] as const)
      expect(
        confirmationMail({
          locale,
          shopName: 'Kelder & Kurk',
          confirmUrl: 'https://shop.test/bevestig?t=1',
          unsubscribeUrl: 'https://shop.test/af?t=2',
        }),
      ).toMatchSnapshot(locale)
  })
})

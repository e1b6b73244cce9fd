'use server'
import { after } from 'next/server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { localizedPath } from '../../lib/seo'
import { clientKeyFrom, rateLimit } from '../../lib/rate-limit'
import { getShopName } from '../layout/queries'
import { confirmSubscription, requestSubscription, unsubscribe } from './service'
import { asLocale } from '../../lib/paths'

/** What the sign-up form sends: an e-mail address and the 18+ tick (the newsletter advertises alcohol). */
const signUpInput = z.object({
  email: z.string().trim().min(3).max(254).pipe(z.email()),
  adult: z.literal('ja'),
  website: z.literal('').optional(),
})

const outcome = (locale: 'nl' | 'en', name: string) => redirect(localizedPath(`/nieuwsbrief/${name}`, locale))

/**
 * The sign-up form (home page, footer, /nieuwsbrief) posts here, with or without JavaScript. Every
 * valid sign-up lands on the same page; the confirmation mail, when one is due, is sent after the
 * answer, so neither the page nor its timing tells whether the address was on the list.
 */
export async function signUpForNewsletter(formData: FormData): Promise<void> {
  const locale = asLocale(formData.get('locale'))
  const limit = await rateLimit('form:newsletter', clientKeyFrom(await headers()))
  if (!limit.ok) outcome(locale, 'te-vaak')
  const parsed = signUpInput.safeParse(Object.fromEntries(formData))
  // A bot filled the hidden field: the same answer as everybody, nothing stored or sent.
  if (formData.get('website')) outcome(locale, 'aangemeld')
  if (!parsed.success) outcome(locale, 'ongeldig')
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const consentText = t('consent', { shop: await getShopName(locale) })
  const email = parsed.data!.email
  after(() => requestSubscription({ email, locale, consentText }).catch((error) => console.error('[newsletter] sign-up failed', error)))
  outcome(locale, 'aangemeld')
}

export async function confirmNewsletter(formData: FormData): Promise<void> {
  const locale = asLocale(formData.get('locale'))
  const result = await confirmSubscription(String(formData.get('token') ?? ''))
  outcome(locale, result === 'confirmed' ? 'bevestigd' : 'link-ongeldig')
}

export async function unsubscribeNewsletter(formData: FormData): Promise<void> {
  const locale = asLocale(formData.get('locale'))
  const result = await unsubscribe(String(formData.get('token') ?? ''))
  outcome(locale, result === 'unsubscribed' ? 'afgemeld' : 'link-ongeldig')
}

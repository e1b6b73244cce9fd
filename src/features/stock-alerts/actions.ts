'use server'
import { after } from 'next/server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { clientKeyFrom, rateLimit } from '../../lib/rate-limit'
import { localizedPath } from '../../lib/seo'
import { confirmStockAlert, requestStockAlert } from './service'
import { asLocale } from '../../lib/paths'

export type AlertFormState = { status: 'idle' | 'sent' | 'invalid' | 'limited' }

const input = z.object({
  email: z.string().trim().min(3).max(254).pipe(z.email()),
  ean: z.string().regex(/^\d{13}$/),
  website: z.literal('').optional(),
})

/**
 * The form on a sold-out wine. Every valid request gets the same answer; the confirmation mail (when
 * one is due) goes after it, so neither the answer nor its timing tells whether the address asked before.
 */
export async function askStockAlert(_state: AlertFormState, formData: FormData): Promise<AlertFormState> {
  const limit = await rateLimit('form:stock-alert', clientKeyFrom(await headers()))
  if (!limit.ok) return { status: 'limited' }
  if (formData.get('website')) return { status: 'sent' }
  const parsed = input.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return { status: 'invalid' }
  const { email, ean } = parsed.data
  const locale = asLocale(formData.get('locale'))
  after(() => requestStockAlert({ email, ean, locale }).catch((error) => console.error('[stock-alert] request failed', error)))
  return { status: 'sent' }
}

export async function confirmStockAlertAction(formData: FormData): Promise<void> {
  const locale = asLocale(formData.get('locale'))
  const result = await confirmStockAlert(String(formData.get('token') ?? ''))
  redirect(localizedPath(`/voorraadmelding/${result === 'confirmed' ? 'bevestigd' : 'link-ongeldig'}`, locale))
}

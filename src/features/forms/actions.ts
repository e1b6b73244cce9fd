'use server'
import { headers } from 'next/headers'
import { clientKeyFrom } from '../../lib/rate-limit'
import { submitContact, submitTrade, submitWithdrawal } from './submit'
import type { ContactField, FormState, TradeField, WithdrawalField } from './schemas'
import { asLocale } from '../../lib/paths'

/** Server actions behind the forms; with JavaScript off the browser posts the form to them directly. */
export async function sendContact(_previous: FormState<ContactField>, formData: FormData): Promise<FormState<ContactField>> {
  const locale = asLocale(formData.get('locale'))
  return submitContact(formData, clientKeyFrom(await headers()), locale)
}

export async function sendTradeEnquiry(_previous: FormState<TradeField>, formData: FormData): Promise<FormState<TradeField>> {
  const locale = asLocale(formData.get('locale'))
  return submitTrade(formData, clientKeyFrom(await headers()), locale)
}

export async function sendWithdrawal(_previous: FormState<WithdrawalField>, formData: FormData): Promise<FormState<WithdrawalField>> {
  const locale = asLocale(formData.get('locale'))
  return submitWithdrawal(formData, clientKeyFrom(await headers()), locale)
}

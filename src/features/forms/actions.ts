'use server'
import { headers } from 'next/headers'
import { clientKeyFrom } from '../../lib/rate-limit'
import { submitContact, submitTrade, submitWithdrawal } from './submit'
import type { ContactField, FormState, TradeField, WithdrawalField } from './schemas'

/** Server actions behind the forms; with JavaScript off the browser posts the form to them directly. */
export async function sendContact(_previous: FormState<ContactField>, formData: FormData): Promise<FormState<ContactField>> {
  const locale = formData.get('locale') === 'en' ? 'en' : 'nl'
  return submitContact(formData, clientKeyFrom(await headers()), locale)
}

export async function sendTradeEnquiry(_previous: FormState<TradeField>, formData: FormData): Promise<FormState<TradeField>> {
  const locale = formData.get('locale') === 'en' ? 'en' : 'nl'
  return submitTrade(formData, clientKeyFrom(await headers()), locale)
}

export async function sendWithdrawal(_previous: FormState<WithdrawalField>, formData: FormData): Promise<FormState<WithdrawalField>> {
  const locale = formData.get('locale') === 'en' ? 'en' : 'nl'
  return submitWithdrawal(formData, clientKeyFrom(await headers()), locale)
}

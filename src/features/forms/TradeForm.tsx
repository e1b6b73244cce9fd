import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { sendTradeEnquiry } from './actions'
import { FormView, type FieldSpec } from './FormView'
import type { TradeField } from './schemas'

/** The Voor handelaren enquiry form: company, KvK (optional), contact person, e-mail, phone, message. */
export async function TradeForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const fields: FieldSpec<TradeField>[] = [
    { name: 'company', label: t('trade.company'), required: true, autoComplete: 'organization', maxLength: 160, half: true },
    { name: 'kvk', label: t('trade.kvk'), hint: t('trade.kvkHint'), inputMode: 'numeric', maxLength: 12, half: true },
    { name: 'name', label: t('trade.name'), required: true, autoComplete: 'name', maxLength: 120, half: true },
    {
      name: 'email',
      label: t('trade.email'),
      type: 'email',
      required: true,
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: 254,
      half: true,
    },
    { name: 'phone', label: t('trade.phone'), type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 40 },
    { name: 'message', label: t('trade.message'), multiline: true, required: true, maxLength: 5000 },
  ]
  return (
    <FormView
      action={sendTradeEnquiry}
      fields={fields}
      locale={locale}
      submitLabel={t('trade.submit')}
      sendingLabel={t('sending')}
      requiredMark={t('requiredMark')}
      optionalMark={t('optionalMark')}
      honeypotLabel={t('honeypot')}
    />
  )
}

import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { sendWithdrawal } from './actions'
import { FormView, type FieldSpec } from './FormView'
import type { WithdrawalField } from './schemas'

/** The withdrawal form: name, order number, the order's e-mail address and an optional reason. */
export async function WithdrawalForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const fields: FieldSpec<WithdrawalField>[] = [
    { name: 'name', label: t('withdraw.name'), required: true, autoComplete: 'name', maxLength: 120 },
    {
      name: 'orderNumber',
      label: t('withdraw.orderNumber'),
      hint: t('withdraw.orderNumberHint'),
      required: true,
      maxLength: 20,
      half: true,
    },
    {
      name: 'email',
      label: t('withdraw.email'),
      type: 'email',
      required: true,
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: 254,
      half: true,
    },
    { name: 'reason', label: t('withdraw.reason'), multiline: true, maxLength: 2000 },
  ]
  return (
    <FormView
      action={sendWithdrawal}
      fields={fields}
      locale={locale}
      submitLabel={t('withdraw.submit')}
      sendingLabel={t('sending')}
      requiredMark={t('requiredMark')}
      optionalMark={t('optionalMark')}
      honeypotLabel={t('honeypot')}
    />
  )
}

import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { sendContact } from './actions'
import { FormView, type FieldSpec } from './FormView'
import type { ContactField } from './schemas'

/** The Klantenservice contact form: name, e-mail, subject, message. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const fields: FieldSpec<ContactField>[] = [
    { name: 'name', label: t('contact.name'), required: true, autoComplete: 'name', maxLength: 120, half: true },
    {
      name: 'email',
      label: t('contact.email'),
      type: 'email',
      required: true,
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: 254,
      half: true,
    },
    { name: 'subject', label: t('contact.subject'), maxLength: 200 },
    { name: 'message', label: t('contact.message'), multiline: true, required: true, maxLength: 5000 },
  ]
  return (
    <FormView
      action={sendContact}
      fields={fields}
      locale={locale}
      submitLabel={t('contact.submit')}
      sendingLabel={t('sending')}
      requiredMark={t('requiredMark')}
      optionalMark={t('optionalMark')}
      honeypotLabel={t('honeypot')}
    />
  )
}

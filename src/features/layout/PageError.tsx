'use client'
import { useEffect } from 'react'
import { useLocale, usePlainTexts } from '@/i18n/client-context'
import { ErrorShell } from './ErrorShell'
import { asLocale, localizedPath } from '@/lib/paths'

/** Fatal errors inside a page: the error shell, with the header and footer still around it. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = usePlainTexts('common')
  const locale = useLocale()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <ErrorShell title={t('error.title')} text={t('error.text')} back={t('error.back')} home={localizedPath('/', asLocale(locale))}>
      <button
        type="button"
        onClick={reset}
        className="rounded-full border border-wine-700 px-6 py-3 font-semibold text-wine-700 hover:bg-wine-50"
      >
        {t('error.retry')}
      </button>
    </ErrorShell>
  )
}

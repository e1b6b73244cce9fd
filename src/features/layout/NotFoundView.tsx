'use client'
import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from '../../i18n/client'
import { ErrorShell } from './ErrorShell'
import { asLocale, localizedPath } from '../../lib/paths'

/**
 * The 404 shell: "Page not found: {path}". A client component because Next renders a segment's
 * not-found element with every page of that segment: a server one that read the request (its path,
 * its locale header) would make every page dynamic and none of them cacheable.
 */
export function NotFoundView() {
  const t = useTranslations('common')
  const locale = useLocale()
  const path = usePathname() || '/'
  return (
    <ErrorShell
      title={t('error.title')}
      text={t('error.text')}
      back={t('error.back')}
      home={localizedPath('/', asLocale(locale))}
      detail={t('error.notFound', { path: path.replace(/^\/nl(?=\/|$)/, '') || '/' })}
    />
  )
}

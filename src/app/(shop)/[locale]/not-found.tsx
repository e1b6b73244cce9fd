import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { ErrorShell } from '@/features/layout'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common')
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** 404 inside the normal shell: HTTP 404 and "Page not found: {path}" (the proxy passes the path). */
export default async function NotFound() {
  const [t, locale, h] = await Promise.all([getTranslations('common'), getLocale(), headers()])
  const path = h.get('x-pathname') ?? '/'
  return (
    <ErrorShell
      title={t('error.title')}
      text={t('error.text')}
      back={t('error.back')}
      home={locale === 'en' ? '/en' : '/'}
      detail={t('error.notFound', { path })}
    />
  )
}

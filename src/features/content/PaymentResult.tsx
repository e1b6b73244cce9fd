import type { ReactNode } from 'react'
import type { Locale } from '../../i18n/routing'
import { PageHeader } from './PageHeader'
import { RichText } from './RichText'
import type { ContentPage } from './queries'
import './progress.css'

/** A payment result page (accepted, cancelled, processing): CMS text plus what the route adds. */
export function PaymentResult({
  page,
  fallbackTitle,
  fallbackText,
  locale,
  children,
}: {
  page: ContentPage | null
  fallbackTitle: string
  fallbackText?: string
  locale: Locale
  children?: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={page?.title || fallbackTitle} intro={page?.intro || (!page ? fallbackText : undefined)} />
      {page?.content && <RichText data={page.content} locale={locale} className="mt-6" />}
      {children}
    </div>
  )
}

/** An indeterminate progress bar with an accessible name. */
export function ProgressIndicator({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-busy="true" className="mt-8 h-2 w-full overflow-hidden rounded-full bg-cork-100">
      <div className="kk-progress-bar h-full w-1/3 rounded-full bg-wine-500" />
    </div>
  )
}

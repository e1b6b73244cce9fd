'use client'
import { lazy, Suspense } from 'react'

// The error shell's code is fetched when an error happens, not with every page (first-load JS).
// Should that fetch fail too, the error reaches global-error, which is part of every page.
const PageError = lazy(() => import('@/features/layout/PageError'))

/** Fatal errors inside a page: the error shell, with the header and footer still around it. */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense>
      <PageError {...props} />
    </Suspense>
  )
}

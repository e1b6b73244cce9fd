'use client'
import { useEffect } from 'react'
import './(shop)/globals.css'

/**
 * Last resort when even the shop's layout fails (e.g. the database is unreachable): the error shell
 * of the spec, without header and footer (they need the data that just failed), in Dutch.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="nl">
      <body className="flex min-h-dvh items-center justify-center bg-cork-50 px-4 font-sans text-ink">
        <main className="max-w-xl text-center">
          <h1 className="font-serif text-5xl font-semibold text-wine-900">Oeps..</h1>
          <p className="mt-4 text-lg">Er ging iets niet helemaal goed..</p>
          {/* A full page load, not a client navigation: the app around this page is broken. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate full reload */}
          <a href="/" className="mt-8 inline-block rounded-full bg-wine-700 px-6 py-3 font-semibold text-white hover:bg-wine-900">
            Terug naar de shop
          </a>
        </main>
      </body>
    </html>
  )
}

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
      <body className="global-error">
        <main>
          <h1>Oeps..</h1>
          <p>Er ging iets niet helemaal goed..</p>
          {/* A full page load, not a client navigation: the app around this page is broken. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate full reload */}
          <a href="/">Terug naar de shop</a>
        </main>
      </body>
    </html>
  )
}

import Link from "next/link"
import { headers } from 'next/headers'

export default async function NotFound() {
  const path = (await headers()).get('x-pathname') ?? '/'
  return (
    <main>
      <h1>Oeps..</h1>
      <p>Er ging iets niet helemaal goed..</p>
      <p>Page not found: {path}</p>
      <Link href="/">Terug naar de shop</Link>
    </main>
  )
}

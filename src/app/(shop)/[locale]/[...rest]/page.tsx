import { notFound } from 'next/navigation'

/** Every path without a route of its own is the 404 page. */
export default function CatchAll() {
  notFound()
}

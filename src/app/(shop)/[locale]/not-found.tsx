import { NotFoundView } from '@/features/layout/NotFoundView'

/** 404 inside the normal shell: HTTP 404 and "Page not found: {path}" (the title is the shop's default). */
export default function NotFound() {
  return <NotFoundView />
}

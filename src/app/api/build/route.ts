import { currentBuildId } from '@/features/builds/build-id'

export const dynamic = 'force-dynamic'

/** `GET /api/build` → `{"buildId": "..."}`: which build is served now (the browser checks hourly). Never cached. */
export function GET() {
  return Response.json({ buildId: currentBuildId() }, { headers: { 'Cache-Control': 'no-store' } })
}

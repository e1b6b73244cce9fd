import { checkHealth } from '@/lib/health'
import { json } from '@/lib/api/response'

/** For the load balancer (docs/deployment.md): 200 when this instance can serve, 503 when a part it needs is down. */
export async function GET(): Promise<Response> {
  const health = await checkHealth()
  return json(health, { status: health.status === 'ok' ? 200 : 503 })
}

export const dynamic = 'force-dynamic'

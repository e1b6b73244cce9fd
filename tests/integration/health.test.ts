/**
 * /api/health, what a load balancer asks: 200 while the database answers and nothing configured is
 * down; 503 naming the part that is down (here a Redis that does not answer), never why.
 */
import { afterEach, expect, it } from 'vitest'
import * as healthRoute from '../../src/app/api/health/route'
import { dbSuite } from './support/suite'

const redisBefore = process.env.REDIS_URL

dbSuite('health check', () => {
  afterEach(() => {
    if (redisBefore === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = redisBefore
  })

  it('is healthy on one machine: database up, cache and media not configured', async () => {
    delete process.env.REDIS_URL
    const reply = await healthRoute.GET()
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    expect(await reply.json()).toEqual({ status: 'ok', database: 'ok', cache: 'not-configured', media: 'not-configured' })
  })

  it('answers 503 and names the cache when the configured Redis does not answer', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    const reply = await healthRoute.GET()
    expect(reply.status).toBe(503)
    expect(await reply.json()).toEqual({ status: 'down', database: 'ok', cache: 'down', media: 'not-configured' })
  })
})

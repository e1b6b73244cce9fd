/**
 * A local stand-in for Stripe's API: records what the `stripe` SDK sends (method, path, form
 * fields, headers) and answers the way Stripe does, so the adapter is tested without the internet.
 */
import http from 'node:http'

export type Recorded = { method: string; path: string; form: URLSearchParams; headers: http.IncomingHttpHeaders }

export async function startStripeStandIn(options: { fail?: { status: number; message: string } } = {}) {
  const requests: Recorded[] = []
  let counter = 0
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const form = new URLSearchParams(raw)
      requests.push({ method: req.method ?? '', path: req.url ?? '', form, headers: req.headers })
      res.setHeader('content-type', 'application/json')
      res.setHeader('request-id', `req_${++counter}`)
      if (options.fail) {
        res.statusCode = options.fail.status
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: options.fail.message } }))
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_standin${counter}`
        return res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', metadata: {} }),
        )
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(req.url ?? '')
      if (req.method === 'POST' && expire) return res.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }))
      res.statusCode = 404
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((r) => server.close(() => r())) }
}

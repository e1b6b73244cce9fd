import { findContradictions } from '../../src/lib/promise-check'
import { expect, test } from './support/fixtures'

/** What a visitor reads on a page: the body text without scripts and styles, and the meta description. */
function readableText(html: string): string {
  const meta = [...html.matchAll(/<meta[^>]+name="description"[^>]+content="([^"]*)"/g)].map((m) => m[1]!)
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|div|section|dd|dt|td|th|button|a)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
  return [...meta, body]
    .join('\n')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&euro;/g, '€')
}

/**
 * Issue #15 §1: every page in both languages (the sitemap's, and the pages a buyer reaches after
 * paying or to withdraw) states shipping, delivery, the ID check, reply time and returns as the
 * shop's rules have them (lib/promises.ts), whoever wrote the text.
 */
test('no page in either language contradicts the shop’s promises', async ({ request }) => {
  test.setTimeout(180_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = new Set(
    [...sitemap.matchAll(/<(?:loc|xhtml:link[^>]*href=")([^<"]+)/g)].map((m) => new URL(m[1]!.replace(/^>/, '')).pathname),
  )
  for (const path of ['/payments/accepted', '/payments/cancelled', '/payments/process-payment', '/herroepen']) {
    urls.add(path)
    urls.add(`/en${path}`)
  }
  expect(urls.has('/en/wijnwijzer/wijn-bij-kaas')).toBe(true)
  expect(urls.size).toBeGreaterThan(150)

  const problems: string[] = []
  const read: Record<string, string> = {}
  for (const path of urls) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    read[path] = readableText(await res.text())
    for (const c of findContradictions(read[path])) problems.push(`${path}: ${c.why}\n    “${c.sentence}”`)
  }
  // The crawl reads what a visitor reads: the home page's promises, rendered from the rules.
  expect(read['/']).toContain('Gratis verzending boven € 75')
  expect(read['/en']).toContain('Free shipping above € 75')
  expect(problems, problems.join('\n')).toEqual([])
})

/**
 * Prints what a shop database holds, as one JSON line, for tests that run the start in a child
 * process (first-start.test.ts). Reads DATABASE_URL; with LOGIN_EMAIL and LOGIN_PASSWORD it also
 * says whether that login works; with ACT=merchant-edits it first deletes every wine and renames the shop. Run: node --conditions=production --import tsx tests/integration/support/shop-facts.ts
 */
import { getPayload, type CollectionSlug } from 'payload'

async function main(): Promise<void> {
  const { default: config } = await import('../../../src/payload.config')
  const payload = await getPayload({ config })
  if (process.env.ACT === 'merchant-edits') {
    // A merchant who removes the demo wines and renames the shop.
    await payload.delete({ collection: 'products', where: { id: { exists: true } }, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site', data: { shopName: 'Wijnhuis Proef' }, overrideAccess: true })
  }
  const count = async (collection: CollectionSlug) => (await payload.count({ collection, overrideAccess: true })).totalDocs
  const slugs = async (collection: 'pages' | 'articles') =>
    (await payload.find({ collection, limit: 1000, depth: 0, overrideAccess: true, pagination: false, draft: false })).docs
      .map((d) => d.slug)
      .sort()
  const users = (await payload.find({ collection: 'users', limit: 100, depth: 0, overrideAccess: true })).docs.map((u) => u.email)
  const site = await payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: true })
  const install = await payload.findGlobal({ slug: 'shop-install', depth: 0, overrideAccess: true })
  let login: boolean | undefined
  if (process.env.LOGIN_EMAIL) {
    login = await payload
      .login({ collection: 'users', data: { email: process.env.LOGIN_EMAIL, password: process.env.LOGIN_PASSWORD ?? '' } })
      .then((r) => Boolean(r.user))
      .catch(() => false)
  }
  const facts = {
    products: await count('products'),
    media: await count('media'),
    faqs: await count('faqs'),
    articles: await slugs('articles'),
    pages: await slugs('pages'),
    users,
    shopName: site.shopName,
    install: { demo: install.demo ?? false, seeded: Boolean(install.seededAt), started: Boolean(install.seedStartedAt) },
    login,
  }
  console.log(`FACTS ${JSON.stringify(facts)}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)

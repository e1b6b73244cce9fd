/**
 * Foundation §2: anonymous visitors read only published catalog and content, never users or
 * anything personal, through Payload's REST API and through GraphQL; editors cannot create users
 * or change roles. Positive controls (staff do see the drafts) keep the negative checks honest.
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { DRAFT_MARK, CONTACT_EMAIL, EAN, TRADE_EMAIL, USERS } from './support/fixtures'
import { graphql, login, rest } from './support/payload-http'
import { dbSuite } from './support/suite'

const PERSONAL = [USERS.admin.email, USERS.editor.email, USERS.shop.email, CONTACT_EMAIL, TRADE_EMAIL, 'hash', 'salt']

let payload: Payload
let editorToken: string
let shopToken: string
let adminToken: string
const ids: Record<string, number | string> = {}

dbSuite('access control', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
    const one = async (collection: 'products' | 'users' | 'contact-messages' | 'trade-enquiries' | 'articles' | 'pages', where: object) =>
      (await payload.find({ collection, where: where as never, draft: true, limit: 1 })).docs[0]!.id
    ids.draftProduct = await one('products', { ean: { equals: EAN.conceptWijn } })
    ids.sancerre = await one('products', { ean: { equals: EAN.sancerre } })
    ids.admin = await one('users', { email: { equals: USERS.admin.email } })
    ids.editor = await one('users', { email: { equals: USERS.editor.email } })
    ids.contact = await one('contact-messages', { email: { equals: CONTACT_EMAIL } })
    ids.trade = await one('trade-enquiries', { email: { equals: TRADE_EMAIL } })
    ids.draftArticle = await one('articles', { slug: { equals: 'concept-artikel' } })
    ids.draftPage = await one('pages', { slug: { equals: 'concept-pagina' } })
    editorToken = await login(USERS.editor.email, USERS.editor.password)
    shopToken = await login(USERS.shop.email, USERS.shop.password)
    adminToken = await login(USERS.admin.email, USERS.admin.password)
  })

  const expectNothingPersonal = (text: string) => {
    for (const secret of PERSONAL) expect(text).not.toContain(secret)
  }

  it('REST: anonymous visitors cannot list or open users, contact messages or trade enquiries', async () => {
    for (const path of [
      'users',
      `users/${ids.admin}`,
      `users/${ids.editor}`,
      'contact-messages',
      `contact-messages/${ids.contact}`,
      'trade-enquiries',
      `trade-enquiries/${ids.trade}`,
      'users?where[email][like]=test',
      'contact-messages?draft=true&depth=2',
    ]) {
      const answer = await rest('GET', path)
      expect(answer.status, path).toBe(403)
      expectNothingPersonal(answer.text)
    }
    const me = await rest('GET', 'users/me')
    expect((me.json as { user: unknown }).user).toBeNull()
    expectNothingPersonal(me.text)
  })

  it('REST: anonymous visitors cannot reach internal collections', async () => {
    for (const path of ['payload-preferences', 'payload-locked-documents', 'payload-migrations']) {
      const answer = await rest('GET', path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expectNothingPersonal(answer.text)
    }
  })

  it('REST: anonymous visitors never see drafts of products, articles or pages', async () => {
    for (const path of [
      'products',
      'products?draft=true',
      'products?draft=true&limit=100',
      `products/${ids.draftProduct}`,
      `products/${ids.draftProduct}?draft=true`,
      `products/${ids.sancerre}?draft=true`,
      'products/versions',
      `products/versions?where[parent][equals]=${ids.sancerre}`,
      'articles?draft=true',
      `articles/${ids.draftArticle}?draft=true`,
      'articles/versions',
      'pages?draft=true',
      `pages/${ids.draftPage}?draft=true`,
      'pages/versions',
      'pages?where[slug][equals]=concept-pagina&draft=true',
    ]) {
      const answer = await rest('GET', path)
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.text, path).not.toContain(DRAFT_MARK)
    }
    expect((await rest('GET', `products/${ids.draftProduct}`)).status).toBe(404)
  })

  it('REST: anonymous visitors read published products, content and the globals', async () => {
    const products = await rest('GET', 'products?limit=100')
    expect(products.status).toBe(200)
    const names = (products.json as { docs: { name: string }[] }).docs.map((d) => d.name)
    expect(names).toContain('Rioja Crianza')
    expect(names).toContain('Barolo')
    expect(names).toContain('Sancerre')
    expect((await rest('GET', `products/${ids.sancerre}`)).json).toMatchObject({ name: 'Sancerre', stock: 6 })
    expect(((await rest('GET', 'articles')).json as { docs: { slug: string }[] }).docs.map((d) => d.slug)).toEqual(['wijn-bij-kaas'])
    expect(((await rest('GET', 'pages')).json as { docs: { slug: string }[] }).docs.map((d) => d.slug)).toEqual(['over-ons'])
    for (const slug of ['site', 'navigation', 'footer', 'home']) expect((await rest('GET', `globals/${slug}`)).status, slug).toBe(200)
    expect((await rest('GET', 'globals/site')).json).toMatchObject({ shopName: 'Kelder & Kurk', kvk: '87654321' })
  })

  it('REST: anonymous visitors cannot write anything', async () => {
    const before = await counts()
    const attempts: [Parameters<typeof rest>[0], string, object][] = [
      ['POST', 'users', { email: 'inbreker@voorbeeld.nl', password: 'geheim-wachtwoord', roles: ['admin'] }],
      ['POST', 'products', { name: 'Nep', ean: EAN.riojaCrianza }],
      ['POST', 'contact-messages', { name: 'x', email: 'x@y.nl', message: 'spam' }],
      ['POST', 'trade-enquiries', { name: 'x', email: 'x@y.nl', company: 'x', message: 'spam' }],
      ['PATCH', `products/${ids.sancerre}`, { price: 1 }],
      ['PATCH', `users/${ids.admin}`, { roles: ['editor'] }],
      ['DELETE', `products/${ids.sancerre}`, {}],
      ['POST', 'globals/site', { shopName: 'Gehackt' }],
    ]
    for (const [method, path, body] of attempts) {
      const answer = await rest(method, path, { body })
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, `${method} ${path}`).toBeLessThan(500)
    }
    expect(await counts()).toEqual(before)
    expect((await payload.findGlobal({ slug: 'site' })).shopName).toBe('Kelder & Kurk')
  })

  it('GraphQL: anonymous visitors get no users, submissions or drafts', async () => {
    for (const query of [
      '{ Users { docs { email roles } } }',
      `{ User(id: ${JSON.stringify(ids.admin)}) { email } }`,
      '{ ContactMessages { docs { email message } } }',
      '{ TradeEnquiries { docs { email company } } }',
      '{ meUser { user { email } } }',
      '{ Products(draft: true, limit: 100) { docs { name ean stock } } }',
      `{ Product(id: ${JSON.stringify(ids.draftProduct)}, draft: true) { name } }`,
      `{ Product(id: ${JSON.stringify(ids.sancerre)}, draft: true) { name stock } }`,
      '{ versionsProducts { docs { version { name } } } }',
      '{ Articles(draft: true) { docs { title summary } } }',
      '{ versionsArticles { docs { version { title } } } }',
      '{ Pages(draft: true) { docs { title intro } } }',
    ]) {
      const answer = await graphql(query)
      expect(answer.status, query).toBeLessThan(500)
      expectNothingPersonal(answer.text)
      expect(answer.text, query).not.toContain(DRAFT_MARK)
    }
  })

  it('GraphQL: anonymous visitors read published products and the globals', async () => {
    const answer = await graphql('{ Products(limit: 100) { docs { name ean } } Site { shopName kvk } Home { hero { heading } } }')
    expect(answer.status).toBe(200)
    const data = (answer.json as { data: { Products: { docs: { name: string }[] }; Site: { shopName: string } } }).data
    expect(data.Products.docs.map((d) => d.name)).toEqual(expect.arrayContaining(['Rioja Crianza', 'Sancerre', 'Barolo']))
    expect(data.Site.shopName).toBe('Kelder & Kurk')
  })

  it('GraphQL: anonymous visitors cannot create users or submissions', async () => {
    const before = await counts()
    for (const mutation of [
      'mutation { createUser(data: { email: "inbreker@voorbeeld.nl", password: "geheim-wachtwoord", roles: admin }) { id } }',
      'mutation { createContactMessage(data: { name: "x", email: "x@y.nl", message: "spam" }) { id } }',
      `mutation { updateProduct(id: ${JSON.stringify(ids.sancerre)}, data: { price: 1 }) { price } }`,
    ]) {
      const answer = await graphql(mutation)
      expect(answer.status).toBeLessThan(500)
      expect((answer.json as { errors?: unknown[] }).errors?.length, mutation).toBeGreaterThan(0)
    }
    expect(await counts()).toEqual(before)
  })

  it('staff do see the drafts (so the checks above are not vacuous)', async () => {
    expect((await rest('GET', 'products?draft=true&limit=100', { token: editorToken })).text).toContain(DRAFT_MARK)
    expect((await graphql('{ Articles(draft: true) { docs { title } } }', { token: editorToken })).text).toContain(DRAFT_MARK)
    // Form submissions are the shop role's (tests/integration/role-matrix.test.ts has every role and collection).
    expect((await rest('GET', 'contact-messages', { token: shopToken })).text).toContain(CONTACT_EMAIL)
  })

  it('an editor cannot create users, change roles or touch other accounts', async () => {
    const usersBefore = (await payload.count({ collection: 'users' })).totalDocs
    const create = await rest('POST', 'users', {
      token: editorToken,
      body: { email: 'nieuw@test.kelderenkurk.nl', password: 'wachtwoord-123', roles: ['admin'] },
    })
    expect(create.status).toBe(403)
    const gqlCreate = await graphql(
      'mutation { createUser(data: { email: "nieuw2@test.kelderenkurk.nl", password: "wachtwoord-123", roles: admin }) { id } }',
      { token: editorToken },
    )
    expect((gqlCreate.json as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(usersBefore)

    // Promoting oneself is silently ignored (field-level access); the role stays editor.
    await rest('PATCH', `users/${ids.editor}`, { token: editorToken, body: { roles: ['admin'] } })
    await graphql(`mutation { updateUser(id: ${JSON.stringify(ids.editor)}, data: { roles: admin }) { roles } }`, { token: editorToken })
    expect((await payload.findByID({ collection: 'users', id: ids.editor! })).roles).toEqual(['editor'])

    expect(
      (await rest('PATCH', `users/${ids.admin}`, { token: editorToken, body: { roles: ['editor'], email: 'overgenomen@voorbeeld.nl' } }))
        .status,
    ).toBe(403)
    expect((await rest('DELETE', `users/${ids.admin}`, { token: editorToken })).status).toBe(403)
    const admin = await payload.findByID({ collection: 'users', id: ids.admin! })
    expect(admin).toMatchObject({ email: USERS.admin.email, roles: ['admin'] })

    const visible = (await rest('GET', 'users', { token: editorToken })).json as { docs: { email: string }[] }
    expect(visible.docs.map((d) => d.email)).toEqual([USERS.editor.email])
  })

  it('an admin can create users and set roles (the editor was refused by access, not by accident)', async () => {
    const created = await rest('POST', 'users', {
      token: adminToken,
      body: { email: 'tijdelijk@test.kelderenkurk.nl', password: 'wachtwoord-123', roles: ['editor'] },
    })
    expect(created.status).toBe(201)
    const id = (created.json as { doc: { id: number } }).doc.id
    const promoted = await rest('PATCH', `users/${id}`, { token: adminToken, body: { roles: ['admin'] } })
    expect((promoted.json as { doc: { roles: string[] } }).doc.roles).toEqual(['admin'])
    expect((await rest('DELETE', `users/${id}`, { token: adminToken })).status).toBe(200)
  })

  async function counts() {
    const n = async (collection: 'users' | 'products' | 'contact-messages' | 'trade-enquiries') =>
      (await payload.count({ collection })).totalDocs
    return {
      users: await n('users'),
      products: await n('products'),
      contact: await n('contact-messages'),
      trade: await n('trade-enquiries'),
    }
  }
})

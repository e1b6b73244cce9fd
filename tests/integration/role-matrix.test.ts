/**
 * Issue #13 part 2: the role matrix. One table says, for every collection and global (and the
 * fields whose rule differs from their collection's), which of anonymous / editor / shop / admin
 * may read, create, update and delete. Every cell is tried over REST and over GraphQL, on SQLite
 * and on Postgres (KK_TEST_DB=postgres), against the database itself:
 * - allowed: the read returned the document (with its marked value), the write really happened;
 * - denied: the read returned nothing of it, and the database is exactly as it was.
 * A collection or global without a row fails the coverage test, so the table cannot fall behind.
 */
import { beforeAll, expect, it } from 'vitest'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { inStoreEan } from '../../src/lib/ean'
import { lexical, USERS } from './support/fixtures'
import { graphql, login, rest } from './support/payload-http'
import type { Answer } from './support/http'
import { dbSuite } from './support/suite'

type Actor = 'anonymous' | 'editor' | 'shop' | 'admin'
type Op = 'read' | 'create' | 'update' | 'delete'
const ACTORS: Actor[] = ['anonymous', 'editor', 'shop', 'admin']

const ALL: Actor[] = ['anonymous', 'editor', 'shop', 'admin']
const STAFF: Actor[] = ['editor', 'shop', 'admin']
const EDITORIAL: Actor[] = ['editor', 'admin']
const SHOP: Actor[] = ['shop', 'admin']
const ADMIN: Actor[] = ['admin']
const NOBODY: Actor[] = []

/**
 * THE TABLE. An operation that is missing from a row does not exist for it: globals have only read
 * and update (in REST and GraphQL alike), and a field row is about the one operation whose rule
 * differs from its collection's. `skip` names the cells that cannot be tried, with the reason.
 */
type Row = {
  row: string
  rules: Partial<Record<Op, Actor[]>>
  skip?: { graphql?: Partial<Record<Op, string>>; actors?: Partial<Record<Actor, string>> }
}
const TABLE: Row[] = [
  // Catalog and content: everyone reads what is published, staff read drafts too, editors (and admins) write.
  { row: 'products', rules: { read: ALL, create: EDITORIAL, update: EDITORIAL, delete: EDITORIAL } },
  { row: 'products (draft)', rules: { read: STAFF } },
  { row: 'products.reserved', rules: { update: NOBODY } },
  { row: 'articles', rules: { read: ALL, create: EDITORIAL, update: EDITORIAL, delete: EDITORIAL } },
  { row: 'articles (draft)', rules: { read: STAFF } },
  { row: 'pages', rules: { read: ALL, create: EDITORIAL, update: EDITORIAL, delete: EDITORIAL } },
  { row: 'pages (draft)', rules: { read: STAFF } },
  { row: 'faqs', rules: { read: ALL, create: EDITORIAL, update: EDITORIAL, delete: EDITORIAL } },
  { row: 'faq-categories', rules: { read: ALL, create: EDITORIAL, update: EDITORIAL, delete: EDITORIAL } },
  // Waine's pairing table: the merchant's knowledge, read by the server; nobody else needs it.
  { row: 'dishes', rules: { read: EDITORIAL, create: EDITORIAL, update: EDITORIAL, delete: EDITORIAL } },
  {
    row: 'media',
    rules: { read: ALL, create: EDITORIAL, update: EDITORIAL, delete: EDITORIAL },
    skip: { graphql: { create: 'an upload needs a file; GraphQL has no file input' } },
  },
  // Orders and customer service: the shop role and an admin; legal contents are the server's alone; erasure is the admin's.
  { row: 'orders', rules: { read: SHOP, create: NOBODY, update: SHOP, delete: ADMIN } },
  { row: 'orders (lines, totals, buyer, payment)', rules: { update: NOBODY } },
  { row: 'withdrawals', rules: { read: SHOP, create: NOBODY, update: SHOP, delete: ADMIN } },
  { row: 'withdrawals (contents)', rules: { update: NOBODY } },
  { row: 'contact-messages', rules: { read: SHOP, create: NOBODY, update: SHOP, delete: ADMIN } },
  { row: 'contact-messages (contents)', rules: { update: NOBODY } },
  { row: 'trade-enquiries', rules: { read: SHOP, create: NOBODY, update: SHOP, delete: ADMIN } },
  { row: 'trade-enquiries (contents)', rules: { update: NOBODY } },
  { row: 'payment-events', rules: { read: SHOP, create: NOBODY, update: NOBODY, delete: ADMIN } },
  { row: 'mail-outbox', rules: { read: SHOP, create: NOBODY, update: NOBODY, delete: ADMIN } },
  { row: 'newsletter-subscribers', rules: { read: SHOP, create: NOBODY, update: NOBODY, delete: ADMIN } },
  { row: 'stock-alerts', rules: { read: SHOP, create: NOBODY, update: NOBODY, delete: ADMIN } },
  // Accounts: one's own for everyone with one, every account and every role for an admin.
  { row: 'users (another account)', rules: { read: ADMIN, create: ADMIN, update: ADMIN, delete: ADMIN } },
  { row: 'users (own account)', rules: { read: STAFF, update: STAFF }, skip: { actors: { anonymous: 'a visitor has no account' } } },
  { row: 'users.roles (own account)', rules: { update: ADMIN }, skip: { actors: { anonymous: 'a visitor has no account' } } },
  // Globals.
  { row: 'site', rules: { read: ALL, update: EDITORIAL } },
  { row: 'site.reviews', rules: { read: ALL, update: ADMIN } },
  { row: 'site.checkoutLimits', rules: { read: ADMIN, update: ADMIN } },
  { row: 'home', rules: { read: ALL, update: EDITORIAL } },
  { row: 'navigation', rules: { read: ALL, update: EDITORIAL } },
  { row: 'footer', rules: { read: ALL, update: EDITORIAL } },
  { row: 'cookie-consent', rules: { read: ALL, update: ADMIN } },
  { row: 'shop-install', rules: { read: ADMIN, update: ADMIN } },
  { row: 'shop-install (seed marker)', rules: { update: NOBODY } },
]

/** Payload's own bookkeeping, not part of the role model (checked separately below). */
const INTERNAL = [
  'payload-jobs',
  'payload-jobs-stats',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
  'payload-kv',
  'payload-folders',
]

let payload: Payload
const tokens: Partial<Record<Actor, string>> = {}
const userIds: Partial<Record<Actor, number | string>> = {}
let n = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${++n}`

type Doc = Record<string, unknown> & { id: number | string }
type Id = number | string

/** How a row is tried: its documents, its GraphQL names, what a write sends and what it must change. */
type CollectionProbe = {
  kind: 'collection'
  slug: string
  draft?: boolean
  /** A fresh document (Local API, access overridden); `mark` is a value only it has. */
  make?(mark: string): Promise<Id>
  /** The field that carries the mark (read in REST and GraphQL). */
  markField: string
  /** The document the actor is tried on, and its mark, when it is not a fresh one (one's own account). */
  target?(actor: Actor): { id: Id; mark: string }
  create?(mark: string): { data: Record<string, unknown>; multipart?: boolean }
  /** Find what a create made (Local API). */
  created?(mark: string): Promise<Doc[]>
  update?(mark: string): Record<string, unknown>
  /** Fields compared before and after an update. */
  watch?: string[]
  afterUpdate?(id: Id): Promise<void>
}
type GlobalProbe = {
  kind: 'global'
  slug: string
  /** A distinctive value stored before a read, and the GraphQL selection that reads it. */
  seed(mark: string): Record<string, unknown>
  selection: string
  readValue(doc: Record<string, unknown> | null | undefined): unknown
  markOf(mark: string): unknown
  update(mark: string, current: Record<string, unknown>): Record<string, unknown>
}
type Probe = CollectionProbe | GlobalProbe

let faqCategory: Id
let baseOrder: { id: Id; orderNumber: string }
let png: Buffer

const wine = (mark: string) => ({
  ean: inStoreEan(27, n + 1000),
  name: mark,
  producer: 'Bodega Proef',
  unit: 'fles',
  type: 'Fles 75 cl',
  price: 1000,
  stock: 5,
  colorCode: 'rood',
  countryCode: 'ES',
  region: 'Rioja',
  grapes: ['Tempranillo'],
  alcohol: 13,
  servingTemperature: '16 °C',
  description: 'Proefwijn.',
  tastingNotes: 'Fruitig.',
  taste: { body: 3, sweetness: 1, acidity: 3, tannin: 2 },
})
const article = (mark: string) => ({
  title: mark,
  slug: mark.toLowerCase(),
  category: 'beginners',
  summary: 'S',
  metaDescription: 'M',
  content: lexical('Tekst.'),
})
const order = (mark: string) => ({
  orderNumber: mark,
  status: 'paid',
  locale: 'nl',
  lines: [{ ean: inStoreEan(27, 1), name: 'Proefwijn', unitPrice: 1000, quantity: 1, lineTotal: 1000 }],
  subtotal: 1000,
  shipping: 795,
  total: 1795,
  customerName: 'Koper',
  customerEmail: `${mark}@voorbeeld.nl`.toLowerCase(),
  shippingAddress: 'Dorpsstraat 1',
  provider: 'test',
  sessionId: mark,
})

const dish = (mark: string) => ({
  key: mark.toLowerCase(),
  label: mark,
  advice: 'past een wijn',
  terms: ['matrixgerecht'],
  colors: ['rood' as const],
  traits: { intensity: 3 },
})

const byMark = (collection: string, field: string) => async (mark: string) =>
  (
    await payload.find({
      collection: collection as 'products',
      where: { [field]: { equals: field === 'email' || field === 'to' ? mark.toLowerCase() : mark } },
      draft: true,
      overrideAccess: true,
      depth: 0,
      limit: 10,
    })
  ).docs as unknown as Doc[]
const local = (collection: string) => collection as 'products'

const PROBES: Record<string, Probe> = {
  products: {
    kind: 'collection',
    slug: 'products',
    markField: 'name',
    make: async (mark) => (await payload.create({ collection: 'products', data: { ...wine(mark), _status: 'published' } as never })).id,
    create: (mark) => ({ data: { ...wine(mark), _status: 'published' } }),
    created: byMark('products', 'name'),
    update: (mark) => ({ name: mark, stock: 7 }),
    watch: ['name', 'stock'],
  },
  'products (draft)': {
    kind: 'collection',
    slug: 'products',
    draft: true,
    markField: 'name',
    make: async (mark) =>
      (await payload.create({ collection: 'products', draft: true, data: { ...wine(mark), _status: 'draft' } as never })).id,
  },
  'products.reserved': {
    kind: 'collection',
    slug: 'products',
    markField: 'name',
    make: async (mark) => (await payload.create({ collection: 'products', data: { ...wine(mark), _status: 'published' } as never })).id,
    update: () => ({ reserved: 4 }),
    watch: ['reserved'],
  },
  articles: {
    kind: 'collection',
    slug: 'articles',
    markField: 'title',
    make: async (mark) => (await payload.create({ collection: 'articles', data: { ...article(mark), _status: 'published' } as never })).id,
    create: (mark) => ({ data: { ...article(mark), _status: 'published' } }),
    created: byMark('articles', 'title'),
    update: (mark) => ({ title: mark }),
    watch: ['title'],
  },
  'articles (draft)': {
    kind: 'collection',
    slug: 'articles',
    draft: true,
    markField: 'title',
    make: async (mark) =>
      (await payload.create({ collection: 'articles', draft: true, data: { ...article(mark), _status: 'draft' } as never })).id,
  },
  pages: {
    kind: 'collection',
    slug: 'pages',
    markField: 'title',
    make: async (mark) =>
      (await payload.create({ collection: 'pages', data: { title: mark, slug: mark.toLowerCase(), _status: 'published' } })).id,
    create: (mark) => ({ data: { title: mark, slug: mark.toLowerCase(), _status: 'published' } }),
    created: byMark('pages', 'title'),
    update: (mark) => ({ title: mark }),
    watch: ['title'],
  },
  'pages (draft)': {
    kind: 'collection',
    slug: 'pages',
    draft: true,
    markField: 'title',
    make: async (mark) =>
      (await payload.create({ collection: 'pages', draft: true, data: { title: mark, slug: mark.toLowerCase(), _status: 'draft' } })).id,
  },
  faqs: {
    kind: 'collection',
    slug: 'faqs',
    markField: 'question',
    make: async (mark) =>
      (await payload.create({ collection: 'faqs', data: { question: mark, answer: 'A', category: faqCategory as number } })).id,
    create: (mark) => ({ data: { question: mark, answer: 'A', category: faqCategory } }),
    created: byMark('faqs', 'question'),
    update: (mark) => ({ question: mark }),
    watch: ['question'],
  },
  'faq-categories': {
    kind: 'collection',
    slug: 'faq-categories',
    markField: 'name',
    make: async (mark) => (await payload.create({ collection: 'faq-categories', data: { name: mark, slug: mark.toLowerCase() } })).id,
    create: (mark) => ({ data: { name: mark, slug: mark.toLowerCase() } }),
    created: byMark('faq-categories', 'name'),
    update: (mark) => ({ name: mark }),
    watch: ['name'],
  },
  dishes: {
    kind: 'collection',
    slug: 'dishes',
    markField: 'label',
    make: async (mark) => (await payload.create({ collection: 'dishes', data: dish(mark) })).id,
    create: (mark) => ({ data: dish(mark) }),
    created: byMark('dishes', 'label'),
    update: (mark) => ({ label: mark }),
    watch: ['label'],
  },
  media: {
    kind: 'collection',
    slug: 'media',
    markField: 'alt',
    make: async (mark) =>
      (
        await payload.create({
          collection: 'media',
          data: { alt: mark },
          file: { data: png, mimetype: 'image/png', name: `${mark}.png`, size: png.length },
        })
      ).id,
    create: (mark) => ({ data: { alt: mark }, multipart: true }),
    created: byMark('media', 'alt'),
    update: (mark) => ({ alt: mark }),
    watch: ['alt'],
  },
  orders: {
    kind: 'collection',
    slug: 'orders',
    markField: 'customerEmail',
    make: async (mark) => (await payload.create({ collection: 'orders', data: order(mark) as never })).id,
    create: (mark) => ({ data: order(mark) }),
    created: byMark('orders', 'orderNumber'),
    update: (mark) => ({ note: mark }),
    watch: ['note'],
  },
  'orders (lines, totals, buyer, payment)': {
    kind: 'collection',
    slug: 'orders',
    markField: 'customerEmail',
    make: async (mark) => (await payload.create({ collection: 'orders', data: order(mark) as never })).id,
    update: (mark) => ({
      lines: [{ ean: inStoreEan(27, 2), name: 'Gratis', unitPrice: 1, quantity: 99, lineTotal: 99 }],
      subtotal: 1,
      shipping: 0,
      total: 1,
      customerName: mark,
      customerEmail: `${mark}@evil.example`.toLowerCase(),
      shippingAddress: mark,
      provider: 'stripe',
      paidAt: '2020-01-01T00:00:00.000Z',
      orderNumber: mark,
      locale: 'en',
    }),
    watch: [
      'lines',
      'subtotal',
      'shipping',
      'total',
      'customerName',
      'customerEmail',
      'shippingAddress',
      'provider',
      'paidAt',
      'orderNumber',
      'locale',
    ],
  },
  withdrawals: {
    kind: 'collection',
    slug: 'withdrawals',
    markField: 'email',
    make: async (mark) =>
      (
        await payload.create({
          collection: 'withdrawals',
          data: {
            order: baseOrder.id as number,
            orderNumber: baseOrder.orderNumber,
            email: `${mark}@voorbeeld.nl`.toLowerCase(),
            reason: 'Toch niet.',
          },
        })
      ).id,
    create: (mark) => ({ data: { order: baseOrder.id, orderNumber: baseOrder.orderNumber, email: `${mark}@voorbeeld.nl`.toLowerCase() } }),
    created: async (mark) => byMark('withdrawals', 'email')(`${mark}@voorbeeld.nl`),
    update: () => ({ handled: true }),
    watch: ['handled'],
  },
  'withdrawals (contents)': {
    kind: 'collection',
    slug: 'withdrawals',
    markField: 'email',
    make: async (mark) =>
      (
        await payload.create({
          collection: 'withdrawals',
          data: {
            order: baseOrder.id as number,
            orderNumber: baseOrder.orderNumber,
            email: `${mark}@voorbeeld.nl`.toLowerCase(),
            reason: 'Toch niet.',
          },
        })
      ).id,
    update: (mark) => ({ orderNumber: mark, email: `${mark}@evil.example`.toLowerCase(), reason: mark }),
    watch: ['orderNumber', 'email', 'reason', 'order'],
  },
  ...submissionProbes('contact-messages', { subject: 'Vraag' }),
  ...submissionProbes('trade-enquiries', { company: 'Slijterij', kvk: '12345678', phone: '0101234567' }),
  'payment-events': {
    kind: 'collection',
    slug: 'payment-events',
    markField: 'eventId',
    make: async (mark) =>
      (
        await payload.create({
          collection: 'payment-events',
          data: { eventId: mark, type: 'checkout.session.completed', provider: 'test', order: baseOrder.id as number, outcome: 'paid' },
        })
      ).id,
    create: (mark) => ({ data: { eventId: mark, type: 'checkout.session.completed', provider: 'test' } }),
    created: byMark('payment-events', 'eventId'),
    update: (mark) => ({ eventId: mark, outcome: mark }),
    watch: ['eventId', 'outcome'],
  },
  'mail-outbox': {
    kind: 'collection',
    slug: 'mail-outbox',
    markField: 'subject',
    make: async (mark) =>
      (await payload.create({ collection: 'mail-outbox', data: { to: 'klant@voorbeeld.nl', subject: mark, text: 'Bedankt.' } })).id,
    create: (mark) => ({ data: { to: 'klant@voorbeeld.nl', subject: mark, text: 'Nep.' } }),
    created: byMark('mail-outbox', 'subject'),
    update: (mark) => ({ subject: mark, text: mark }),
    watch: ['subject', 'text'],
  },
  'newsletter-subscribers': {
    kind: 'collection',
    slug: 'newsletter-subscribers',
    markField: 'email',
    make: async (mark) =>
      (
        await payload.create({
          collection: 'newsletter-subscribers',
          data: { email: `${mark}@voorbeeld.nl`.toLowerCase(), status: 'pending', locale: 'nl' },
        })
      ).id,
    create: (mark) => ({ data: { email: `${mark}@voorbeeld.nl`.toLowerCase(), status: 'confirmed' } }),
    created: async (mark) => byMark('newsletter-subscribers', 'email')(`${mark}@voorbeeld.nl`),
    update: (mark) => ({ email: `${mark}@evil.example`.toLowerCase(), status: 'confirmed' }),
    watch: ['email', 'status'],
  },
  'stock-alerts': {
    kind: 'collection',
    slug: 'stock-alerts',
    markField: 'email',
    make: async (mark) =>
      (
        await payload.create({
          collection: 'stock-alerts',
          data: {
            email: `${mark}@voorbeeld.nl`.toLowerCase(),
            product: (await payload.find({ collection: 'products', limit: 1, overrideAccess: true })).docs[0]!.id,
            status: 'pending',
            locale: 'nl',
          },
        })
      ).id,
    create: (mark) => ({ data: { email: `${mark}@voorbeeld.nl`.toLowerCase(), status: 'confirmed' } }),
    created: async (mark) => byMark('stock-alerts', 'email')(`${mark}@voorbeeld.nl`),
    update: (mark) => ({ email: `${mark}@evil.example`.toLowerCase(), status: 'sent' }),
    watch: ['email', 'status'],
  },
  'users (another account)': {
    kind: 'collection',
    slug: 'users',
    markField: 'email',
    make: async (mark) =>
      (
        await payload.create({
          collection: 'users',
          data: { email: `${mark}@test.kelderenkurk.nl`.toLowerCase(), password: 'wachtwoord-123456', roles: ['editor'] },
        })
      ).id,
    create: (mark) => ({ data: { email: `${mark}@test.kelderenkurk.nl`.toLowerCase(), password: 'wachtwoord-123456', roles: ['editor'] } }),
    created: async (mark) => byMark('users', 'email')(`${mark}@test.kelderenkurk.nl`),
    update: (mark) => ({ name: mark, email: `${mark}@evil.example`.toLowerCase() }),
    watch: ['name', 'email'],
  },
  'users (own account)': {
    kind: 'collection',
    slug: 'users',
    markField: 'email',
    target: (actor) => ({ id: userIds[actor]!, mark: USERS[actor as Exclude<Actor, 'anonymous'>].email }),
    update: (mark) => ({ name: mark }),
    watch: ['name'],
  },
  'users.roles (own account)': {
    kind: 'collection',
    slug: 'users',
    markField: 'email',
    target: (actor) => ({ id: userIds[actor]!, mark: USERS[actor as Exclude<Actor, 'anonymous'>].email }),
    // Everyone asks for every role; only an admin's request changes anything.
    update: () => ({ roles: ['admin', 'shop', 'editor'] }),
    watch: ['roles'],
    afterUpdate: async (id) => {
      const actor = (Object.keys(userIds) as Actor[]).find((a) => userIds[a] === id)!
      await payload.update({ collection: 'users', id, data: { roles: USERS[actor as 'admin' | 'editor' | 'shop'].roles } })
    },
  },
  site: globalProbe('site', 'phone', (m) => ({ phone: m })),
  'site.reviews': {
    kind: 'global',
    slug: 'site',
    selection: 'reviews { scriptUrl }',
    seed: (m) => ({ reviews: { enabled: false, scriptUrl: `https://reviews.example/${m}.js` } }),
    readValue: (d) => (d?.reviews as { scriptUrl?: unknown } | null | undefined)?.scriptUrl,
    markOf: (m) => `https://reviews.example/${m}.js`,
    update: (m) => ({ reviews: { enabled: true, scriptUrl: `https://evil.example/${m}.js`, widgetId: m } }),
  },
  'site.checkoutLimits': {
    kind: 'global',
    slug: 'site',
    selection: 'checkoutLimits { maxPerLine maxPerOrder maxOpenPerClient }',
    seed: (m) => ({ checkoutLimits: { maxPerLine: 24, maxPerOrder: 60, maxOpenPerClient: 3 + (Number(m.split('-').pop()) % 50) } }),
    readValue: (d) => (d?.checkoutLimits as { maxOpenPerClient?: unknown } | null | undefined)?.maxOpenPerClient,
    markOf: (m) => 3 + (Number(m.split('-').pop()) % 50),
    update: (m) => ({ checkoutLimits: { maxPerLine: 1000, maxPerOrder: 5000, maxOpenPerClient: 3 + (Number(m.split('-').pop()) % 50) } }),
  },
  home: {
    kind: 'global',
    slug: 'home',
    selection: 'newsletter { heading }',
    seed: (m) => ({ newsletter: { heading: m } }),
    readValue: (d) => (d?.newsletter as { heading?: unknown } | null | undefined)?.heading,
    markOf: (m) => m,
    update: (m) => ({ newsletter: { heading: m } }),
  },
  navigation: {
    kind: 'global',
    slug: 'navigation',
    selection: 'links { label }',
    seed: (m) => ({ links: [{ label: m, href: '/' }] }),
    readValue: (d) => (d?.links as { label?: unknown }[] | null | undefined)?.[0]?.label,
    markOf: (m) => m,
    update: (m) => ({ links: [{ label: m, href: '/wijnen' }] }),
  },
  footer: globalProbe('footer', 'ageNotice', (m) => ({ ageNotice: m })),
  'cookie-consent': {
    kind: 'global',
    slug: 'cookie-consent',
    selection: 'ga4MeasurementId',
    seed: (m) => ({ ga4MeasurementId: `G-${m.replace(/\W/g, '').toUpperCase().slice(-12)}` }),
    readValue: (d) => d?.ga4MeasurementId,
    markOf: (m) => `G-${m.replace(/\W/g, '').toUpperCase().slice(-12)}`,
    update: (m) => ({ ga4MeasurementId: `G-${m.replace(/\W/g, '').toUpperCase().slice(-12)}` }),
  },
  'shop-install': {
    kind: 'global',
    slug: 'shop-install',
    selection: 'privacyReviewed seedVersion',
    seed: (m) => ({ seedVersion: Number(m.split('-').pop()) + 100_000 }),
    readValue: (d) => d?.seedVersion,
    markOf: (m) => Number(m.split('-').pop()) + 100_000,
    // A review tick, not the demo flag: leaving demo mode also needs the go-live checklist (go-live.test.ts).
    update: (_m, current) => ({ privacyReviewed: !current.privacyReviewed }),
  },
  'shop-install (seed marker)': {
    kind: 'global',
    slug: 'shop-install',
    selection: 'seedVersion',
    seed: (m) => ({ seedVersion: Number(m.split('-').pop()) + 100_000 }),
    readValue: (d) => d?.seedVersion,
    markOf: (m) => Number(m.split('-').pop()) + 100_000,
    update: (m) => ({
      seedVersion: Number(m.split('-').pop()) + 200_000,
      seededAt: '2020-01-01T00:00:00.000Z',
      seedStartedAt: '2020-01-01T00:00:00.000Z',
    }),
  },
}

function submissionProbes(slug: 'contact-messages' | 'trade-enquiries', extra: Record<string, string>): Record<string, CollectionProbe> {
  const data = (mark: string) => ({ name: 'Klant', email: `${mark}@voorbeeld.nl`.toLowerCase(), message: 'Een vraag.', ...extra })
  const make = async (mark: string) => (await payload.create({ collection: slug, data: data(mark) as never })).id
  return {
    [slug]: {
      kind: 'collection',
      slug,
      markField: 'email',
      make,
      create: (mark) => ({ data: data(mark) }),
      created: async (mark) => byMark(slug, 'email')(`${mark}@voorbeeld.nl`),
      update: () => ({ handled: true }),
      watch: ['handled'],
    },
    [`${slug} (contents)`]: {
      kind: 'collection',
      slug,
      markField: 'email',
      make,
      update: (mark) => ({
        name: mark,
        email: `${mark}@evil.example`.toLowerCase(),
        message: mark,
        ...Object.fromEntries(Object.keys(extra).map((k) => [k, k === 'kvk' ? '87654321' : mark.slice(0, 30)])),
      }),
      watch: ['name', 'email', 'message', ...Object.keys(extra)],
    },
  }
}

function globalProbe(slug: string, field: string, data: (m: string) => Record<string, unknown>): GlobalProbe {
  return { kind: 'global', slug, selection: field, seed: data, readValue: (d) => d?.[field], markOf: (m) => m, update: data }
}

/** Required fields of a global's GraphQL input, sent as they are stored. */
const GRAPHQL_REQUIRED: Record<string, (current: Record<string, unknown>) => Record<string, unknown>> = {
  site: (c) => {
    const limits = (c.checkoutLimits ?? {}) as Record<string, unknown>
    return {
      shopName: c.shopName,
      checkoutLimits: {
        maxPerLine: limits.maxPerLine ?? 24,
        maxPerOrder: limits.maxPerOrder ?? 60,
        maxOpenPerClient: limits.maxOpenPerClient ?? 3,
      },
    }
  },
  home: (c) => ({ hero: { heading: (c.hero as { heading?: unknown } | undefined)?.heading } }),
}

// ---------------------------------------------------------------------------------------------
// GraphQL names, read from the schema itself.

const pascal = (slug: string) =>
  slug
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
type GqlNames = { single: string; plural: string; createType: string; updateType: string }
const gqlNames: Record<string, GqlNames> = {}
const gqlGlobalType: Record<string, string> = {}

async function loadGraphqlNames() {
  const answer = await graphql(
    '{ __schema { queryType { fields { name } } mutationType { fields { name args { name type { name ofType { name } } } } } } }',
    { token: tokens.admin },
  )
  const schema = (
    answer.json as {
      data: {
        __schema: {
          queryType: { fields: { name: string }[] }
          mutationType: {
            fields: { name: string; args: { name: string; type: { name: string | null; ofType: { name: string | null } | null } }[] }[]
          }
        }
      }
    }
  ).data.__schema
  const queries = new Set(schema.queryType.fields.map((f) => f.name))
  const dataType = (mutation: string) => {
    const arg = schema.mutationType.fields.find((f) => f.name === mutation)?.args.find((a) => a.name === 'data')
    return arg ? `${arg.type.name ?? `${arg.type.ofType?.name}!`}` : ''
  }
  for (const probe of Object.values(PROBES)) {
    if (probe.kind === 'global') {
      gqlGlobalType[probe.slug] = dataType(`update${pascal(probe.slug)}`)
      continue
    }
    // Payload names a collection after its slug, singular and plural (`all…` when they are the same).
    const mutations = new Set(schema.mutationType.fields.map((f) => f.name))
    const whole = pascal(probe.slug)
    const single = [whole.replace(/ies$/, 'y'), whole.replace(/s$/, ''), whole.replace(/es$/, ''), whole].find((c) =>
      mutations.has(`update${c}`),
    )!
    const plural = [whole, `${single}es`, `${single}s`, `all${single}`].find((q) => q !== single && queries.has(q))!
    gqlNames[probe.slug] = { single, plural, createType: dataType(`create${single}`), updateType: dataType(`update${single}`) }
  }
}

// ---------------------------------------------------------------------------------------------
// Trying one cell. Each returns whether the operation took effect (true), or did not (false).

type Protocol = 'REST' | 'GraphQL'
const idOf = (v: unknown) => (v === null || v === undefined ? v : String(v))
const gqlData = (a: Answer) => (a.json as { data?: Record<string, unknown> | null } | undefined)?.data ?? null

async function tryRead(p: CollectionProbe, protocol: Protocol, actor: Actor, id: Id, mark: string): Promise<boolean> {
  const token = tokens[actor]
  const holds = (text: string) => text.toLowerCase().includes(mark.toLowerCase())
  if (protocol === 'REST') {
    const draft = p.draft ? '&draft=true' : ''
    const one = await rest('GET', `${p.slug}/${id}?depth=0${draft}`, { token })
    const list = await rest('GET', `${p.slug}?depth=0&where[id][equals]=${id}${draft}`, { token })
    const gotOne = one.status === 200 && idOf((one.json as Doc).id) === idOf(id) && holds(one.text)
    const gotList =
      list.status === 200 && ((list.json as { docs?: Doc[] }).docs ?? []).some((d) => idOf(d.id) === idOf(id)) && holds(list.text)
    if (gotOne !== gotList) throw new Error(`${p.slug} ${actor}: findByID and find disagree (${one.status} / ${list.status})`)
    if (!gotOne && (holds(one.text) || holds(list.text))) throw new Error(`${p.slug} ${actor}: refused, but the answer holds the document`)
    return gotOne
  }
  const names = gqlNames[p.slug]!
  const draft = p.draft ? ', draft: true' : ''
  const answer = await graphql(
    `{ one: ${names.single}(id: ${JSON.stringify(id)}${draft}) { id ${p.markField} } list: ${names.plural}(where: { id: { equals: ${JSON.stringify(id)} } }${draft}) { docs { id ${p.markField} } } }`,
    { token },
  )
  const data = gqlData(answer)
  const one = data?.one as Doc | null | undefined
  const list = (data?.list as { docs?: Doc[] } | null | undefined)?.docs ?? []
  const gotOne = idOf(one?.id) === idOf(id) && holds(String(one?.[p.markField]))
  const gotList = list.some((d) => idOf(d.id) === idOf(id) && holds(String(d[p.markField])))
  if (gotOne !== gotList) throw new Error(`${p.slug} ${actor} GraphQL: single and list disagree: ${answer.text.slice(0, 300)}`)
  if (!gotOne && holds(answer.text))
    throw new Error(`${p.slug} ${actor} GraphQL: refused, but the answer holds the document: ${answer.text.slice(0, 300)}`)
  return gotOne
}

async function tryCreate(p: CollectionProbe, protocol: Protocol, actor: Actor, mark: string): Promise<boolean> {
  const token = tokens[actor]
  const { data, multipart } = p.create!(mark)
  let answer: Answer
  if (protocol === 'REST') {
    if (multipart) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${mark}.png`)
      form.append('_payload', JSON.stringify(data))
      const encoded = new Response(form)
      const body = new Uint8Array(await encoded.arrayBuffer())
      answer = await rest('POST', p.slug, {
        token,
        body: body as unknown as string,
        headers: { 'content-type': encoded.headers.get('content-type')! },
      })
    } else {
      answer = await rest('POST', p.slug, { token, body: data })
    }
  } else {
    const names = gqlNames[p.slug]!
    answer = await graphql(`mutation ($data: ${names.createType}) { create${names.single}(data: $data) { id } }`, {
      token,
      variables: { data },
    })
  }
  const made = await p.created!(mark)
  for (const doc of made) await payload.delete({ collection: local(p.slug), id: doc.id, overrideAccess: true })
  if (made.length > 0 && protocol === 'REST' && answer.status !== 201)
    throw new Error(`${p.slug} ${actor}: created, but answered ${answer.status}`)
  if (made.length === 0 && protocol === 'REST' && answer.status === 201)
    throw new Error(`${p.slug} ${actor}: answered 201, but nothing was created`)
  if (made.length === 0 && answer.status >= 500)
    throw new Error(`${p.slug} ${actor} ${protocol}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return made.length > 0
}

/** The whole stored document but its `updatedAt` (a refused field still saves the rest). */
const stored = (doc: unknown) => JSON.stringify(doc, (k, v) => (k === 'updatedAt' ? undefined : v))
/** What was sent, as it reads back: array rows get ids on save, so those are left out. */
const sentAs = (sent: unknown, back: unknown): unknown => {
  if (Array.isArray(sent)) return (Array.isArray(back) ? back : []).map((row, i) => sentAs(sent[i] ?? {}, row))
  if (sent && typeof sent === 'object')
    return Object.fromEntries(
      Object.keys(sent).map((k) => [
        k,
        sentAs((sent as Record<string, unknown>)[k], (back as Record<string, unknown> | null | undefined)?.[k]),
      ]),
    )
  return back
}
const withoutIds = (v: unknown) => JSON.stringify(v, (k, x) => (k === 'id' ? undefined : x))

/** Allowed: the change is stored as sent. Denied: nothing changed. Anything in between fails. */
function outcome(what: string, before: string, afterDoc: unknown, data: Record<string, unknown>): boolean {
  if (stored(afterDoc) === before) return false
  const expected = withoutIds(data)
  const got = withoutIds(sentAs(data, afterDoc))
  if (got !== expected) throw new Error(`${what}: changed, but not as sent: ${got} (sent ${expected})`)
  return true
}

async function tryUpdate(p: CollectionProbe, protocol: Protocol, actor: Actor, id: Id, mark: string): Promise<boolean> {
  const token = tokens[actor]
  const read = () => payload.findByID({ collection: local(p.slug), id, overrideAccess: true, depth: 0, draft: p.draft })
  const before = stored(await read())
  // The document was made with `mark`; the update sends a value it does not hold yet.
  const data = p.update!(`${mark}-neu`)
  let answer: Answer
  if (protocol === 'REST') answer = await rest('PATCH', `${p.slug}/${id}`, { token, body: data })
  else {
    const names = gqlNames[p.slug]!
    answer = await graphql(
      `mutation ($data: ${names.updateType}) { update${names.single}(id: ${JSON.stringify(id)}, data: $data) { id } }`,
      { token, variables: { data } },
    )
  }
  const after = await read()
  await p.afterUpdate?.(id)
  if (answer.status >= 500) throw new Error(`${p.slug} ${actor} ${protocol}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return outcome(`${p.slug} ${actor} ${protocol}`, before, after, data)
}

async function tryDelete(p: CollectionProbe, protocol: Protocol, actor: Actor, id: Id): Promise<boolean> {
  const token = tokens[actor]
  let answer: Answer
  if (protocol === 'REST') answer = await rest('DELETE', `${p.slug}/${id}`, { token })
  else answer = await graphql(`mutation { delete${gqlNames[p.slug]!.single}(id: ${JSON.stringify(id)}) { id } }`, { token })
  const left = (await payload.count({ collection: local(p.slug), where: { id: { equals: id } }, overrideAccess: true })).totalDocs
  if (answer.status >= 500) throw new Error(`${p.slug} ${actor} ${protocol}: ${answer.status} ${answer.text.slice(0, 300)}`)
  if (left) await payload.delete({ collection: local(p.slug), id, overrideAccess: true })
  return left === 0
}

async function tryGlobalRead(p: GlobalProbe, protocol: Protocol, actor: Actor, mark: string): Promise<boolean> {
  const token = tokens[actor]
  let value: unknown
  if (protocol === 'REST') {
    const answer = await rest('GET', `globals/${p.slug}?depth=0`, { token })
    value = answer.status === 200 ? p.readValue(answer.json as Record<string, unknown>) : undefined
    if (answer.status !== 200 && answer.text.includes(String(p.markOf(mark))))
      throw new Error(`${p.slug} ${actor}: refused, but the answer holds the value`)
  } else {
    const answer = await graphql(`{ g: ${pascal(p.slug)} { ${p.selection} } }`, { token })
    value = p.readValue(gqlData(answer)?.g as Record<string, unknown> | null)
  }
  return value === p.markOf(mark)
}

async function tryGlobalUpdate(p: GlobalProbe, protocol: Protocol, actor: Actor, mark: string): Promise<boolean> {
  const token = tokens[actor]
  const read = () => payload.findGlobal({ slug: p.slug as 'site', overrideAccess: true, depth: 0 })
  const beforeDoc = await read()
  const before = stored(beforeDoc)
  const data = p.update(mark, beforeDoc as unknown as Record<string, unknown>)
  let answer: Answer
  if (protocol === 'REST') answer = await rest('POST', `globals/${p.slug}`, { token, body: data })
  else {
    // Payload's GraphQL input for a global requires its required fields, whoever may write them.
    const required = GRAPHQL_REQUIRED[p.slug]?.(beforeDoc as unknown as Record<string, unknown>) ?? {}
    answer = await graphql(`mutation ($data: ${gqlGlobalType[p.slug]}) { update${pascal(p.slug)}(data: $data) { updatedAt } }`, {
      token,
      variables: { data: { ...required, ...data } },
    })
    const errors = (answer.json as { errors?: { message: string }[] }).errors ?? []
    if (errors.some((e) => /Variable "\$data"/.test(e.message)))
      throw new Error(`${p.slug}: the GraphQL input is incomplete: ${answer.text.slice(0, 300)}`)
  }
  if (answer.status >= 500) throw new Error(`${p.slug} ${actor} ${protocol}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return outcome(`${p.slug} ${actor} ${protocol}`, before, await read(), data)
}

// ---------------------------------------------------------------------------------------------

dbSuite('roles: the matrix (issue #13)', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#7a1f2b' } })
      .png()
      .toBuffer()
    for (const actor of ['editor', 'shop', 'admin'] as const) {
      tokens[actor] = await login(USERS[actor].email, USERS[actor].password)
      userIds[actor] = (await payload.find({ collection: 'users', where: { email: { equals: USERS[actor].email } }, limit: 1 })).docs[0]!.id
    }
    await payload.updateGlobal({ slug: 'home', data: { hero: { heading: 'Welkom' } } })
    faqCategory = (await payload.create({ collection: 'faq-categories', data: { name: 'Matrix', slug: 'matrix' } })).id
    const base = await payload.create({ collection: 'orders', data: order(unique('KK-MATRIX')) as never })
    baseOrder = { id: base.id, orderNumber: base.orderNumber! }
    await loadGraphqlNames()
  })

  it('has a row for every collection and global of the config', () => {
    const rows = new Set(TABLE.map((r) => PROBES[r.row]?.slug))
    expect(
      TABLE.filter((r) => !PROBES[r.row]).map((r) => r.row),
      'rows without a probe',
    ).toEqual([])
    const collections = payload.config.collections.map((c) => c.slug).filter((s) => !INTERNAL.includes(s))
    const globals = payload.config.globals.map((g) => g.slug).filter((s) => !INTERNAL.includes(s))
    expect(
      [...collections, ...globals].filter((s) => !rows.has(s)),
      'collections or globals missing from the table',
    ).toEqual([])
  })

  it("keeps Payload's internal collections from visitors, and its job queue from everybody", async () => {
    for (const slug of payload.config.collections.map((c) => c.slug).filter((s) => INTERNAL.includes(s))) {
      expect((await rest('GET', slug)).status, slug).toBeGreaterThanOrEqual(400)
    }
    for (const actor of ACTORS) {
      const answer = await rest('GET', 'payload-jobs', { token: tokens[actor] })
      expect(answer.status, actor).toBeGreaterThanOrEqual(400)
    }
  })

  for (const row of TABLE) {
    it(`${row.row}: ${(['read', 'create', 'update', 'delete'] as Op[])
      .filter((op) => row.rules[op])
      .map((op) => `${op} ${row.rules[op]!.join('/') || 'nobody'}`)
      .join(', ')}`, async () => {
      const p = PROBES[row.row]!
      const wrong: string[] = []
      for (const op of ['read', 'create', 'update', 'delete'] as Op[]) {
        const allowed = row.rules[op]
        if (!allowed) continue
        for (const actor of ACTORS) {
          if (row.skip?.actors?.[actor]) continue
          for (const protocol of ['REST', 'GraphQL'] as Protocol[]) {
            if (protocol === 'GraphQL' && row.skip?.graphql?.[op]) continue
            const mark = unique(`Matrix-${actor}`)
            let happened: boolean
            if (p.kind === 'global') {
              if (op === 'read') {
                await payload.updateGlobal({ slug: p.slug as 'site', data: p.seed(mark) as never, overrideAccess: true })
                happened = await tryGlobalRead(p, protocol, actor, mark)
              } else happened = await tryGlobalUpdate(p, protocol, actor, mark)
            } else {
              if (op === 'create') happened = await tryCreate(p, protocol, actor, mark)
              else {
                const doc = p.target ? p.target(actor) : { id: await p.make!(mark), mark }
                if (op === 'read') happened = await tryRead(p, protocol, actor, doc.id, doc.mark)
                else if (op === 'update') happened = await tryUpdate(p, protocol, actor, doc.id, mark)
                else happened = await tryDelete(p, protocol, actor, doc.id)
              }
            }
            if (happened !== allowed.includes(actor))
              wrong.push(
                `${op} by ${actor} over ${protocol}: ${happened ? 'ALLOWED' : 'denied'}, expected ${allowed.includes(actor) ? 'allowed' : 'denied'}`,
              )
          }
        }
      }
      expect(wrong).toEqual([])
    })
  }
})

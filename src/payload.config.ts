import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import sharp from 'sharp'
import { en } from '@payloadcms/translations/languages/en'
import { nl } from '@payloadcms/translations/languages/nl'

import { Users } from './cms/collections/Users'
import { Media } from './cms/collections/Media'
import { Products } from './cms/collections/Products'
import { Articles } from './cms/collections/Articles'
import { Pages } from './cms/collections/Pages'
import { FaqCategories, Faqs } from './cms/collections/Faq'
import { ContactMessages, TradeEnquiries } from './cms/collections/Submissions'
import { Orders } from './cms/collections/Orders'
import { MailOutbox, PaymentEvents, Withdrawals } from './cms/collections/Payments'
import { jobs } from './cms/jobs'
import { mailAdapter } from './features/mail/adapter'
import { CookieConsent, Footer, Home, Navigation, Site } from './cms/globals'
import { ShopInstall } from './cms/globals/shop-install'
import { NewsletterSubscribers } from './cms/collections/NewsletterSubscribers'
import { StockAlerts } from './cms/collections/StockAlerts'
import { Dishes } from './cms/collections/Dishes'
import { env, isPostgresUrl } from './lib/env'
import { guardRequests } from './cms/hooks/request-guards'
import { EmbedBlock } from './cms/blocks/embed'
import { mediaStorage } from './cms/media-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// Refuses a live start with a weak secret or a known password (lib/env.ts) before anything is served.
const config = env()
const databaseUrl = config.DATABASE_URL
const usePostgres = isPostgresUrl(databaseUrl)

/** SQLite (embedded default) or Postgres (`DATABASE_URL=postgres://...`); each has its own migrations. */
const db = usePostgres
  ? postgresAdapter({
      pool: { connectionString: databaseUrl },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  : sqliteAdapter({
      client: { url: databaseUrl },
      // WAL: readers never wait for the writer, and a commit appends to one log instead of
      // rewriting pages with a rollback journal. NORMAL syncs the log at checkpoints, not at every
      // commit: each sync blocked the whole process for a millisecond or more (docs/architecture.md, "Scale").
      wal: { synchronous: config.SQLITE_SYNCHRONOUS },
      // A second connection (a transaction, a CLI) waits for the lock instead of failing at once.
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      push: false,
    })

export default buildConfig({
  serverURL: config.configuredSiteUrl ?? '',
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' | Kelder & Kurk beheer' },
    // Payload's default asks gravatar.com for every user (an e-mail hash to a third party); the admin CSP allows only the shop itself.
    avatar: 'default',
    // The shop's day and, while the shop is the demo, the go-live checklist (issue #15 §2, §5).
    components: { beforeDashboard: ['/cms/dashboard/ShopDayDashboard#ShopDayDashboard', '/cms/go-live/GoLiveDashboard#GoLiveDashboard'] },
  },
  i18n: { supportedLanguages: { nl, en }, fallbackLanguage: 'nl' },
  localization: {
    locales: [
      { code: 'nl', label: 'Nederlands' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'nl',
    fallback: true,
  },
  collections: [
    Products,
    Orders,
    Withdrawals,
    Articles,
    Pages,
    Faqs,
    FaqCategories,
    Dishes,
    Media,
    ContactMessages,
    TradeEnquiries,
    MailOutbox,
    PaymentEvents,
    NewsletterSubscribers,
    StockAlerts,
    Users,
  ].map(guardRequests),
  globals: [Site, Home, Navigation, Footer, CookieConsent, ShopInstall],
  jobs,
  email: mailAdapter(),
  // Rich text may embed a video; the storefront shows it only after consent (features/consent/EmbedBlock).
  editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [EmbedBlock] })] }),
  secret: config.PAYLOAD_SECRET,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  db,
  sharp,
  plugins: [mediaStorage(config)],
  telemetry: false,
})

import { ValidationError, type Field, type GlobalBeforeChangeHook, type GlobalConfig } from 'payload'
import { isAdmin, isAdminField } from '../access'
import { refreshGlobal } from '../hooks/revalidate'
import { goLiveChecklist, openItems } from '../go-live/checklist'
import { goLiveFacts } from '../go-live/facts'

type InstallData = {
  demo?: boolean | null
  termsReviewed?: boolean | null
  termsReviewedAt?: string | null
  termsReviewedBy?: string | null
  privacyReviewed?: boolean | null
  privacyReviewedAt?: string | null
  privacyReviewedBy?: string | null
}

/**
 * Ticking "reviewed" stamps who and when; unticking clears the stamp. The stamp is only ever written
 * here: whatever a request sends for it is replaced by the stored one.
 */
function stampReviews(data: InstallData, previous: InstallData, who: string) {
  for (const doc of ['terms', 'privacy'] as const) {
    const ticked = data[`${doc}Reviewed`] ?? previous[`${doc}Reviewed`]
    const stamp =
      ticked && !previous[`${doc}Reviewed`]
        ? { at: new Date().toISOString(), by: who }
        : ticked
          ? { at: previous[`${doc}ReviewedAt`] ?? null, by: previous[`${doc}ReviewedBy`] ?? null }
          : { at: null, by: null }
    Object.assign(data, { [`${doc}ReviewedAt`]: stamp.at, [`${doc}ReviewedBy`]: stamp.by })
  }
}

/**
 * A person (admin UI or API) leaves demo mode only with the whole go-live checklist green: the demo
 * flag keeps free test payments on, and its notice tells shoppers nothing is real. Server code (the
 * seed, tests) sets the flag directly.
 */
const guardDemoSwitch: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const previous = (originalDoc ?? {}) as InstallData
  const next = data as InstallData
  if (req.user) stampReviews(next, previous, (req.user as { email?: string }).email ?? String(req.user.id))
  if (!req.user || !previous.demo || next.demo !== false) return data
  const open = openItems(goLiveChecklist({ ...(await goLiveFacts(req.payload)), ...reviewsAfter(next) }))
  if (open.length === 0) return data
  throw new ValidationError({
    global: 'shop-install',
    errors: [
      {
        path: 'demo',
        message: `Nog niet klaar om live te gaan. Open: ${open.map((i) => i.label.nl).join(', ')}. Zie de lijst "Live gaan" op het dashboard.`,
      },
    ],
  })
}

/** The review stamps as this save leaves them (stampReviews has set them). */
const reviewsAfter = (d: InstallData) => ({
  termsReviewed: d.termsReviewedAt ? { at: d.termsReviewedAt, by: d.termsReviewedBy ?? '?' } : null,
  privacyReviewed: d.privacyReviewedAt ? { at: d.privacyReviewedAt, by: d.privacyReviewedBy ?? '?' } : null,
})

const readOnly = { readOnly: true } as const
const stampFields = (doc: 'terms' | 'privacy', nl: string, en: string): Field[] => [
  {
    name: `${doc}Reviewed`,
    type: 'checkbox',
    defaultValue: false,
    label: { nl: `${nl} nagekeken en aangepast aan mijn winkel`, en: `${en} reviewed and adapted to my shop` },
  },
  // Written by the hook above only (the stored stamp wins over anything sent).
  {
    name: `${doc}ReviewedAt`,
    type: 'date',
    label: { nl: 'Nagekeken op', en: 'Reviewed on' },
    admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: `${doc}ReviewedBy`, type: 'text', label: { nl: 'Nagekeken door', en: 'Reviewed by' }, admin: readOnly },
]

/**
 * What this database is: seeded once (the marker), and whether it is still the demo shop. Written
 * by the seed (scripts/prepare-db.ts) with access overridden; only an admin reads it and changes the
 * demo flag (leaving demo mode needs the go-live checklist) and the review stamps of the legal texts.
 */
export const ShopInstall: GlobalConfig = {
  slug: 'shop-install',
  label: { nl: 'Installatie', en: 'Installation' },
  admin: { group: { nl: 'Beheer', en: 'Admin' }, hidden: ({ user }) => !(user as { roles?: string[] } | null)?.roles?.includes('admin') },
  access: { read: isAdmin, update: isAdmin },
  // The storefront's demo notice follows the flag.
  hooks: { beforeChange: [guardDemoSwitch], afterChange: [refreshGlobal('global:shop-install')] },
  fields: [
    {
      name: 'demo',
      type: 'checkbox',
      defaultValue: false,
      label: { nl: 'Dit is nog de demowinkel', en: 'This is still the demo shop' },
      admin: {
        description: {
          nl: 'Zolang dit aan staat, ziet elke bezoeker de melding "Demowinkel" en werken de gratis testbetalingen ook in productie. Uitzetten kan pas als de lijst "Live gaan" op het dashboard helemaal groen is.',
          en: 'While this is on, every visitor sees the "Demo shop" notice and free test payments work in production too. It can be turned off once the "Go live" list on the dashboard is all green.',
        },
      },
      access: { update: isAdminField },
    },
    ...stampFields('terms', 'Algemene voorwaarden', 'Terms and conditions'),
    ...stampFields('privacy', 'Privacyverklaring', 'Privacy statement'),
    {
      name: 'seedStartedAt',
      type: 'date',
      label: { nl: 'Demo-inhoud begonnen op', en: 'Demo content started at' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: { update: () => false },
    },
    {
      name: 'seededAt',
      type: 'date',
      label: { nl: 'Demo-inhoud klaar op', en: 'Demo content finished at' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: { update: () => false },
    },
    {
      name: 'seedVersion',
      type: 'number',
      label: { nl: 'Versie van de demo-inhoud (0: een bestaande winkel)', en: 'Demo content version (0: an existing shop)' },
      admin: { readOnly: true },
      access: { update: () => false },
    },
    // Whether the demo admin still has the seeded password (cms/go-live/facts.ts): never shown.
    { name: 'demoAdminKey', type: 'text', admin: { hidden: true }, access: { read: () => false, update: () => false } },
  ],
}

import type { CollectionConfig, Endpoint } from 'payload'
import { hasRole, isAdmin, isShopStaff, nobody, serverOnlyField } from '../access'

/** `"a";"b"` with quotes doubled: the CSV a Dutch spreadsheet opens (semicolons, BOM for UTF-8). */
const csvCell = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`

/**
 * GET /api/newsletter-subscribers/export.csv: every confirmed subscriber (or `?status=all`), for the
 * merchant's mailing service. Shop staff only; the list leaves the shop only this way.
 */
const exportCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'shop', 'admin')) return Response.json({ errors: [{ message: 'Geen toegang' }] }, { status: 403 })
    const all = new URL(req.url ?? 'http://x').searchParams.get('status') === 'all'
    const { docs } = await req.payload.find({
      collection: 'newsletter-subscribers',
      where: all ? {} : { status: { equals: 'confirmed' } },
      limit: 0,
      pagination: false,
      sort: 'email',
      depth: 0,
      overrideAccess: true,
    })
    const rows = [
      ['email', 'status', 'taal', 'aangemeld', 'bevestigd', 'afgemeld'],
      ...docs.map((d) => [d.email, d.status, d.locale, d.requestedAt, d.confirmedAt, d.unsubscribedAt]),
    ]
    const body = `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="nieuwsbrief-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/**
 * Newsletter subscribers with double opt-in (issue #15 §4, AVG art. 7: consent the shop can show):
 * created and changed by the server alone (the sign-up form, the confirmation and unsubscribe
 * pages), read by the shop role and an admin; deleting one (erasure) is for an admin.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: { nl: 'Nieuwsbriefabonnee', en: 'Newsletter subscriber' }, plural: { nl: 'Nieuwsbrief', en: 'Newsletter' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'locale'],
    group: { nl: 'Klanten', en: 'Customers' },
    description: {
      nl: 'Alleen wie de link in de bevestigingsmail aanklikte, krijgt de nieuwsbrief. Exporteren (bevestigd): /api/newsletter-subscribers/export.csv',
      en: 'Only who clicked the link in the confirmation mail gets the newsletter. Export (confirmed): /api/newsletter-subscribers/export.csv',
    },
  },
  access: { read: isShopStaff, create: nobody, update: nobody, delete: isAdmin },
  endpoints: [exportCsv],
  fields: [
    serverOnlyField({ name: 'email', type: 'email', required: true, unique: true, index: true }),
    serverOnlyField({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: { nl: 'Wacht op bevestiging', en: 'Awaiting confirmation' } },
        { value: 'confirmed', label: { nl: 'Bevestigd', en: 'Confirmed' } },
        { value: 'unsubscribed', label: { nl: 'Afgemeld', en: 'Unsubscribed' } },
      ],
    }),
    serverOnlyField({ name: 'locale', type: 'select', required: true, defaultValue: 'nl', options: ['nl', 'en'] }),
    serverOnlyField({
      name: 'requestedAt',
      type: 'date',
      label: { nl: 'Aangemeld op', en: 'Signed up on' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    }),
    serverOnlyField({
      name: 'confirmedAt',
      type: 'date',
      label: { nl: 'Toestemming (bevestigd) op', en: 'Consent (confirmed) on' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    }),
    serverOnlyField({
      name: 'unsubscribedAt',
      type: 'date',
      label: { nl: 'Afgemeld op', en: 'Unsubscribed on' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    }),
    // The words the subscriber agreed to, as the form showed them: the consent on record.
    serverOnlyField({ name: 'consentText', type: 'textarea', label: { nl: 'Tekst van de toestemming', en: 'Consent wording' } }),
    // Raised by every new confirmation mail: a link from an older mail no longer confirms.
    {
      name: 'confirmVersion',
      type: 'number',
      defaultValue: 0,
      admin: { hidden: true },
      access: { read: () => false, create: () => false, update: () => false },
    },
  ],
}

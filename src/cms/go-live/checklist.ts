/**
 * The go-live checklist (issue #15 §2): what a seeded demo shop needs before it takes real money,
 * each item green or red with what to do. Pure: `facts.ts` gathers the facts on the server, the
 * admin dashboard shows the list and leaving demo mode refuses while a required item is red.
 */
import { isPlaceholderId, isValidBtwId, isValidKvk } from '../../lib/dutch-ids'

export type Stamp = { at: string; by: string } | null

export type GoLiveFacts = {
  site: {
    kvk?: string | null
    btwNumber?: string | null
    street?: string | null
    postalCode?: string | null
    city?: string | null
    phone?: string | null
    email?: string | null
  }
  termsReviewed: Stamp
  privacyReviewed: Stamp
  stripe: { secretKey?: string; webhookSecret?: string }
  smtpConfigured: boolean
  /** KK_ALLOW_TEST_PAYMENTS=1: the free test payments stay on whatever the demo flag says. */
  testPaymentsForced: boolean
  demoAdmin: 'gone' | 'changed' | 'unchanged'
  /** The "Over ons" page still holds the seed's writing prompts (in either language). */
  aboutUsIsTemplate: boolean
  /** The privacy statement still has prompts where the carrier, host, mail and review services go. */
  privacyHasPrompts: boolean
}

type Text = { nl: string; en: string }
export type ChecklistItem = { id: string; ok: boolean; label: Text; todo: Text; done?: Text; href: string }

const SETTINGS = '/admin/globals/site'
const INSTALL = '/admin/globals/shop-install'

const POSTCODE = /^[1-9]\d{3} ?[A-Z]{2}$/i
const filled = (v?: string | null) => Boolean(v && v.trim())
const placeholderText = (v?: string | null) => !filled(v) || /voorbeeld|example/i.test(v!)
const realPhone = (v?: string | null) => filled(v) && /\d/.test(v!) && !/^[\s0+()-]*$/.test(v!.replace(/^\+31/, ''))
const realEmail = (v?: string | null) =>
  filled(v) && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v!) && !/\.(example|test|invalid)$|@example\./i.test(v!)

const stamped = (s: Stamp, nl: string, en: string): Text | undefined =>
  s ? { nl: `${nl} op ${s.at.slice(0, 10)} door ${s.by}`, en: `${en} on ${s.at.slice(0, 10)} by ${s.by}` } : undefined

export function goLiveChecklist(f: GoLiveFacts): ChecklistItem[] {
  const { site } = f
  const key = f.stripe.secretKey ?? ''
  return [
    {
      id: 'kvk',
      ok: Boolean(site.kvk && isValidKvk(site.kvk) && !isPlaceholderId(site.kvk)),
      label: { nl: 'KvK-nummer', en: 'Chamber of Commerce (KvK) number' },
      todo: {
        nl: 'Vul je eigen KvK-nummer in (8 cijfers) bij Winkelgegevens.',
        en: 'Enter your own KvK number (8 digits) under Shop details.',
      },
      href: SETTINGS,
    },
    {
      id: 'btw',
      ok: Boolean(site.btwNumber && isValidBtwId(site.btwNumber) && !isPlaceholderId(site.btwNumber)),
      label: { nl: 'Btw-id', en: 'VAT id' },
      todo: {
        nl: 'Vul je btw-id in (NL123456789B01) bij Winkelgegevens; het controlecijfer moet kloppen.',
        en: 'Enter your VAT id (NL123456789B01) under Shop details; its check digit must be right.',
      },
      href: SETTINGS,
    },
    {
      id: 'address',
      ok: !placeholderText(site.street) && !placeholderText(site.city) && POSTCODE.test(site.postalCode?.trim() ?? ''),
      label: { nl: 'Adres', en: 'Address' },
      todo: {
        nl: 'Vul het adres in waar je bereikbaar bent (straat, postcode als 1234 AB, plaats).',
        en: 'Enter the address where you can be reached (street, postcode such as 1234 AB, town).',
      },
      href: SETTINGS,
    },
    {
      id: 'phone',
      ok: realPhone(site.phone),
      label: { nl: 'Telefoonnummer', en: 'Phone number' },
      todo: { nl: 'Vul een telefoonnummer in waarop klanten je bereiken.', en: 'Enter a phone number where customers reach you.' },
      href: SETTINGS,
    },
    {
      id: 'email',
      ok: realEmail(site.email),
      label: { nl: 'E-mailadres', en: 'Email address' },
      todo: {
        nl: 'Vul het e-mailadres van je klantenservice in (niet het voorbeeldadres).',
        en: 'Enter your customer service email address (not the example one).',
      },
      href: SETTINGS,
    },
    {
      id: 'terms',
      ok: Boolean(f.termsReviewed),
      label: { nl: 'Algemene voorwaarden nagekeken', en: 'Terms and conditions reviewed' },
      todo: {
        nl: 'Lees de algemene voorwaarden na, pas ze aan je winkel aan en vink "nagekeken" aan bij Installatie.',
        en: 'Read the terms, adapt them to your shop and tick "reviewed" under Installation.',
      },
      done: stamped(f.termsReviewed, 'Nagekeken', 'Reviewed'),
      href: INSTALL,
    },
    {
      id: 'privacy',
      ok: Boolean(f.privacyReviewed) && !f.privacyHasPrompts,
      label: { nl: 'Privacyverklaring nagekeken', en: 'Privacy statement reviewed' },
      todo: {
        nl: 'Vul in de privacyverklaring je vervoerder, hostingbedrijf, e-maildienst en reviewdienst in (de regels [Schrijf hier …]), lees de rest na en vink "nagekeken" aan bij Installatie.',
        en: 'Fill in your carrier, hosting company, email service and review service in the privacy statement (the [Write here …] lines), read the rest and tick "reviewed" under Installation.',
      },
      done: stamped(f.privacyReviewed, 'Nagekeken', 'Reviewed'),
      href: INSTALL,
    },
    {
      id: 'stripe',
      ok: /^(sk|rk)_live_/.test(key) && filled(f.stripe.webhookSecret),
      label: { nl: 'Stripe live-sleutel en webhookgeheim', en: 'Stripe live key and webhook secret' },
      todo: {
        nl: 'Zet STRIPE_SECRET_KEY (sk_live_…) en STRIPE_WEBHOOK_SECRET in de omgeving van de server en start opnieuw.',
        en: 'Set STRIPE_SECRET_KEY (sk_live_…) and STRIPE_WEBHOOK_SECRET in the server environment and restart.',
      },
      href: '/admin',
    },
    {
      id: 'mail',
      ok: f.smtpConfigured,
      label: { nl: 'E-mail verzenden (SMTP)', en: 'Sending email (SMTP)' },
      todo: {
        nl: 'Zet SMTP_URL in de omgeving: zonder komen bevestigingen alleen in de outbox.',
        en: 'Set SMTP_URL in the environment: without it confirmations only reach the outbox.',
      },
      href: '/admin',
    },
    {
      id: 'demo-admin',
      ok: f.demoAdmin !== 'unchanged',
      label: { nl: 'Demobeheerder weg of nieuw wachtwoord', en: 'Demo admin removed or password changed' },
      todo: {
        nl: 'Maak een eigen beheerder aan en verwijder de demobeheerder, of geef die een nieuw wachtwoord.',
        en: 'Create your own admin and delete the demo admin, or give it a new password.',
      },
      href: '/admin/collections/users',
    },
    {
      id: 'test-payments',
      ok: !f.testPaymentsForced,
      label: { nl: 'Testbetalingen uit', en: 'Test payments off' },
      todo: {
        nl: 'Haal KK_ALLOW_TEST_PAYMENTS uit de omgeving: daarmee betaalt iedereen gratis.',
        en: 'Remove KK_ALLOW_TEST_PAYMENTS from the environment: with it anyone pays nothing.',
      },
      href: '/admin',
    },
    {
      id: 'about-us',
      ok: !f.aboutUsIsTemplate,
      label: { nl: '"Over ons" geschreven', en: '"About us" written' },
      todo: {
        nl: 'Vervang de schrijfaanwijzingen [Schrijf hier …] op de pagina Over ons door je eigen verhaal, in beide talen.',
        en: 'Replace the prompts [Write here …] on the About us page with your own story, in both languages.',
      },
      href: '/admin/collections/pages',
    },
  ]
}

/** Leaving demo mode needs every item: each is a promise to shoppers or a door to free wine. */
export function openItems(items: readonly ChecklistItem[]): ChecklistItem[] {
  return items.filter((i) => !i.ok)
}

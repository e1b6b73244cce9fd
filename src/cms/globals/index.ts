import type { GlobalConfig } from 'payload'
import { anyone, isAdminField, isEditorial } from '../access'
import { refreshGlobal } from '../hooks/revalidate'
import { isHttpsUrl } from '../../lib/review-widget'
import { markCspOriginsStale } from '../../lib/csp-origins'
import { validateBtwField, validateKvkField } from '../../lib/dutch-ids'

export { CookieConsent } from './cookie-consent'

const group = { nl: 'Instellingen', en: 'Settings' }
const base = (slug: string, nl: string, en: string): Pick<GlobalConfig, 'slug' | 'label' | 'access' | 'admin' | 'hooks'> => ({
  slug,
  label: { nl, en },
  // Content settings: an editor (or an admin) edits them; what puts a script on the page or guards the stock is admin-only below.
  access: { read: anyone, update: isEditorial },
  admin: { group },
  hooks: { afterChange: [refreshGlobal(`global:${slug}`)] },
})

const link = [
  { name: 'label', type: 'text', required: true, localized: true },
  { name: 'href', type: 'text', required: true },
] as const

const siteBase = base('site', 'Winkelgegevens', 'Shop details')
export const Site: GlobalConfig = {
  ...siteBase,
  // The review widget's host is in the CSP only while it is on: the proxy reads it again after a save.
  hooks: {
    afterChange: [
      ...(siteBase.hooks?.afterChange ?? []),
      ({ doc }) => {
        markCspOriginsStale()
        return doc
      },
    ],
  },
  fields: [
    { name: 'shopName', type: 'text', required: true, defaultValue: 'Kelder & Kurk' },
    { name: 'tagline', type: 'text', localized: true },
    {
      name: 'kvk',
      type: 'text',
      label: 'KvK-nummer',
      validate: validateKvkField,
      admin: { description: { nl: '8 cijfers', en: '8 digits' } },
    },
    {
      name: 'btwNumber',
      type: 'text',
      label: 'Btw-id',
      validate: validateBtwField,
      admin: {
        description: {
          nl: 'Zoals NL123456789B01 (op je brief van de Belastingdienst)',
          en: 'Such as NL123456789B01 (on your letter from the Dutch tax office)',
        },
      },
    },
    { name: 'street', type: 'text' },
    { name: 'postalCode', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    {
      name: 'socials',
      type: 'array',
      fields: [
        { name: 'network', type: 'select', required: true, options: ['instagram', 'linkedin', 'facebook', 'youtube'] },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      // Caps a single checkout may reserve (SECURITY.md: stock hoarding). Admin-only, read and write:
      // they guard the stock, and a visitor need not know them (the checkout reads them with overrideAccess).
      name: 'checkoutLimits',
      type: 'group',
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
      label: { nl: 'Grenzen per bestelling', en: 'Limits per order' },
      admin: {
        description: {
          nl: 'Een bestelling reserveert de voorraad 30 minuten. Deze grenzen voorkomen dat één bezoeker het assortiment vastzet. Grotere afnemers bestellen via de pagina voor handelaren.',
          en: 'An order reserves stock for 30 minutes. These limits keep one visitor from locking up the range. Large buyers order through the trade page.',
        },
      },
      fields: [
        {
          name: 'maxPerLine',
          type: 'number',
          required: true,
          min: 1,
          max: 1000,
          defaultValue: 24,
          label: { nl: 'Hoogstens stuks per wijn', en: 'Most units per wine' },
        },
        {
          name: 'maxPerOrder',
          type: 'number',
          required: true,
          min: 1,
          max: 5000,
          defaultValue: 60,
          label: { nl: 'Hoogstens stuks per bestelling', en: 'Most units per order' },
        },
        {
          name: 'maxOpenPerClient',
          type: 'number',
          required: true,
          min: 1,
          max: 100,
          defaultValue: 3,
          label: { nl: 'Hoogstens openstaande (onbetaalde) bestellingen per bezoeker', en: 'Most open (unpaid) orders per visitor' },
        },
      ],
    },
    {
      // A third-party review widget (Kiyoh, WebwinkelKeur, Trustpilot, ...): off until configured.
      // Its script runs on every page with the CSP nonce, also while an admin browses the shop, so only
      // an admin sets it (on the server: an editor's REST or GraphQL write leaves it as it was).
      // Everyone reads it: the storefront renders it and the proxy reads its host for the CSP.
      name: 'reviews',
      type: 'group',
      access: { create: isAdminField, update: isAdminField },
      label: { nl: 'Reviewwidget', en: 'Review widget' },
      admin: {
        description: {
          nl: 'Aan met een script-URL (https) van je reviewdienst: het script laadt na de eerste weergave, zonder de pagina op te houden, en de CSP staat alleen die host toe. De badge in de footer linkt naar je reviewpagina.',
          en: "On with your review service's script URL (https): the script loads after the first paint without holding up the page, and the CSP allows only that host. The footer badge links to your review page.",
        },
      },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: { nl: 'Tonen', en: 'Show' } },
        {
          name: 'scriptUrl',
          type: 'text',
          label: { nl: 'Script-URL', en: 'Script URL' },
          validate: (v: unknown) => (!v || isHttpsUrl(v) ? true : 'Gebruik een volledige https-URL.'),
        },
        { name: 'widgetId', type: 'text', label: { nl: 'Winkel- of widget-id', en: 'Shop or widget id' } },
        { name: 'heading', type: 'text', localized: true, label: { nl: 'Kop boven de widget', en: 'Heading above the widget' } },
        {
          name: 'badgeHref',
          type: 'text',
          label: { nl: 'Link van de badge', en: 'Badge link' },
          validate: (v: unknown) => (!v || isHttpsUrl(v) ? true : 'Gebruik een volledige https-URL.'),
        },
        { name: 'badgeLabel', type: 'text', localized: true, label: { nl: 'Tekst van de badge', en: 'Badge text' } },
      ],
    },
  ],
}

export const Navigation: GlobalConfig = {
  ...base('navigation', 'Navigatie', 'Navigation'),
  fields: [{ name: 'links', type: 'array', fields: [...link] }],
}

export const Footer: GlobalConfig = {
  ...base('footer', 'Footer', 'Footer'),
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text', required: true, localized: true },
        { name: 'links', type: 'array', fields: [...link] },
      ],
    },
    { name: 'ageNotice', type: 'text', localized: true, defaultValue: 'Wij verkopen geen alcohol aan personen onder de 18 jaar.' },
  ],
}

export const Home: GlobalConfig = {
  ...base('home', 'Homepagina', 'Home page'),
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'ctaLabel', type: 'text', localized: true },
        { name: 'ctaHref', type: 'text' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'usps',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'text', localized: true },
      ],
    },
    {
      name: 'featured',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 8,
      label: { nl: 'Uitgelichte wijnen', en: 'Featured wines' },
    },
    {
      name: 'newsletter',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
  ],
}

import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '../access'
import { refreshGlobal } from '../hooks/revalidate'

export { CookieConsent } from './cookie-consent'

const group = { nl: 'Instellingen', en: 'Settings' }
const base = (slug: string, nl: string, en: string): Pick<GlobalConfig, 'slug' | 'label' | 'access' | 'admin' | 'hooks'> => ({
  slug,
  label: { nl, en },
  access: { read: anyone, update: isStaff },
  admin: { group },
  hooks: { afterChange: [refreshGlobal(`global:${slug}`)] },
})

const link = [
  { name: 'label', type: 'text', required: true, localized: true },
  { name: 'href', type: 'text', required: true },
] as const

export const Site: GlobalConfig = {
  ...base('site', 'Winkelgegevens', 'Shop details'),
  fields: [
    { name: 'shopName', type: 'text', required: true, defaultValue: 'Kelder & Kurk' },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'kvk', type: 'text', label: 'KvK-nummer' },
    { name: 'btwNumber', type: 'text', label: 'Btw-nummer' },
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
  ],
}

export const Navigation: GlobalConfig = {
  ...base('navigation', 'Navigatie', 'Navigation'),
  fields: [{ name: 'links', type: 'array', fields: [...link] }],
}

export const Footer: GlobalConfig = {
  ...base('footer', 'Footer', 'Footer'),
  fields: [
    { name: 'columns', type: 'array', fields: [{ name: 'heading', type: 'text', required: true, localized: true }, { name: 'links', type: 'array', fields: [...link] }] },
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
    { name: 'usps', type: 'array', maxRows: 6, fields: [{ name: 'title', type: 'text', required: true, localized: true }, { name: 'text', type: 'text', localized: true }] },
    { name: 'featured', type: 'relationship', relationTo: 'products', hasMany: true, maxRows: 8, label: { nl: 'Uitgelichte wijnen', en: 'Featured wines' } },
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

import { markCspOriginsStale } from '../../lib/csp-origins'
import type { Field, GlobalConfig } from 'payload'
import { anyone, isAdmin } from '../access'
import { refreshGlobal } from '../hooks/revalidate'
import { CONSENT_TEXT_KEYS } from '../../features/consent/texts'
import { markAnalyticsStale } from '../../features/consent/analytics-configured'

const textField = (name: string): Field =>
  name === 'bannerDescription' ? { name, type: 'textarea', localized: true } : { name, type: 'text', localized: true }

/**
 * Cookie consent: banner and modal texts, position, the cookie definitions and the GA4 measurement id.
 * Everyone may read it (the storefront shows all of it; the proxy reads the id for the CSP); only an admin edits it,
 * because a cookie's script runs on every page.
 */
export const CookieConsent: GlobalConfig = {
  slug: 'cookie-consent',
  label: { nl: 'Cookietoestemming', en: 'Cookie consent' },
  access: { read: anyone, update: isAdmin },
  admin: { group: { nl: 'Instellingen', en: 'Settings' } },
  // A cookie's script origin is in the storefront's CSP: the proxy reads the settings again after a save.
  hooks: {
    afterChange: [
      refreshGlobal('global:cookie-consent'),
      ({ doc }) => {
        markCspOriginsStale()
        markAnalyticsStale()
        return doc
      },
    ],
  },
  fields: [
    { name: 'texts', type: 'group', fields: CONSENT_TEXT_KEYS.map(textField) },
    {
      name: 'position',
      type: 'select',
      defaultValue: 'bottom-right',
      options: [
        { value: 'bottom-right', label: { nl: 'Rechtsonder', en: 'Bottom right' } },
        { value: 'bottom-left', label: { nl: 'Linksonder', en: 'Bottom left' } },
        { value: 'bottom', label: { nl: 'Onderaan, over de hele breedte', en: 'Bottom, full width' } },
      ],
    },
    {
      name: 'forceOpen',
      type: 'checkbox',
      defaultValue: false,
      label: { nl: 'Instellingen openen zolang er geen toestemming is', en: 'Open the settings while consent is not given' },
    },
    {
      name: 'ga4MeasurementId',
      type: 'text',
      label: { nl: 'GA4-meet-ID', en: 'GA4 measurement ID' },
      admin: {
        description: {
          nl: 'Bijvoorbeeld G-XXXXXXX. Leeg: de omgevingsvariabele GA4_MEASUREMENT_ID, anders geen analytics.',
          en: 'For example G-XXXXXXX. Empty: the GA4_MEASUREMENT_ID environment variable, otherwise no analytics.',
        },
      },
      validate: (value: unknown) => !value || (typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/.test(value)) || 'G-… (GA4)',
    },
    {
      name: 'cookies',
      type: 'array',
      labels: { singular: { nl: 'Cookie', en: 'Cookie' }, plural: { nl: 'Cookies', en: 'Cookies' } },
      fields: [
        {
          name: 'cookieId',
          type: 'text',
          required: true,
          validate: (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(v)) || 'a-z, 0-9, _ en -',
        },
        {
          name: 'group',
          type: 'select',
          required: true,
          defaultValue: 'optional',
          options: [
            { value: 'necessary', label: { nl: 'Noodzakelijk', en: 'Necessary' } },
            { value: 'optional', label: { nl: 'Optioneel', en: 'Optional' } },
          ],
        },
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'description', type: 'textarea', localized: true },
        {
          name: 'targetCookieIds',
          type: 'text',
          hasMany: true,
          admin: {
            description: {
              nl: 'Cookies die bij intrekken worden verwijderd; _ga_* geldt voor elke naam die met _ga_ begint.',
              en: 'Cookies deleted on opt-out; _ga_* matches every name starting with _ga_.',
            },
          },
        },
        {
          name: 'src',
          type: 'text',
          admin: {
            description: {
              nl: 'Script dat na toestemming in <head> komt; {measurementId} wordt het GA4-ID.',
              en: 'Script added to <head> after consent; {measurementId} becomes the GA4 id.',
            },
          },
          validate: (v: unknown) => !v || (typeof v === 'string' && /^(https:\/\/|\/)[^\s"'<>]+$/.test(v)) || 'https://… of /…',
        },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'url', type: 'text', required: true },
            { name: 'label', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
  ],
}

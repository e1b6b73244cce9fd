import type { GlobalConfig } from 'payload'
import { isAdmin, isAdminField } from '../access'

/**
 * What this database is: seeded once (the marker), and whether it is still the demo shop. Written
 * by the seed (scripts/prepare-db.ts) with access overridden; only an admin reads it, and the one
 * thing an admin may change is the demo flag (which keeps the free test payments on in production).
 */
export const ShopInstall: GlobalConfig = {
  slug: 'shop-install',
  label: { nl: 'Installatie', en: 'Installation' },
  admin: { group: { nl: 'Beheer', en: 'Admin' }, hidden: ({ user }) => !(user as { roles?: string[] } | null)?.roles?.includes('admin') },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'demo',
      type: 'checkbox',
      defaultValue: false,
      label: { nl: 'Dit is nog de demowinkel', en: 'This is still the demo shop' },
      admin: {
        description: {
          nl: 'Zolang dit aan staat, werken de gratis testbetalingen ook in productie. Zet het uit voordat je echte klanten ontvangt.',
          en: 'While this is on, free test payments work in production too. Turn it off before real customers arrive.',
        },
      },
      access: { update: isAdminField },
    },
    { name: 'seedStartedAt', type: 'date', label: { nl: 'Demo-inhoud begonnen op', en: 'Demo content started at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } }, access: { update: () => false } },
    { name: 'seededAt', type: 'date', label: { nl: 'Demo-inhoud klaar op', en: 'Demo content finished at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } }, access: { update: () => false } },
    { name: 'seedVersion', type: 'number', label: { nl: 'Versie van de demo-inhoud (0: een bestaande winkel)', en: 'Demo content version (0: an existing shop)' }, admin: { readOnly: true }, access: { update: () => false } },
  ],
}

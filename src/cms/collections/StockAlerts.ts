import type { CollectionConfig } from 'payload'
import { isAdmin, isShopStaff, nobody, serverOnlyField } from '../access'

/**
 * "Mail me als hij er weer is" (issue #19): a sold-out wine's page takes an e-mail address; after the
 * owner confirmed it (double opt-in) the shop mails once when the wine is back in stock. Created and
 * changed by the server only, read by the shop role and an admin; deleting one is for an admin.
 */
export const StockAlerts: CollectionConfig = {
  slug: 'stock-alerts',
  labels: {
    singular: { nl: 'Voorraadmelding', en: 'Back-in-stock alert' },
    plural: { nl: 'Voorraadmeldingen', en: 'Back-in-stock alerts' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'product', 'status', 'confirmedAt', 'sentAt'],
    group: { nl: 'Klanten', en: 'Customers' },
  },
  access: { read: isShopStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    serverOnlyField({ name: 'email', type: 'email', required: true, index: true }),
    serverOnlyField({ name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true }),
    serverOnlyField({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: { nl: 'Wacht op bevestiging', en: 'Awaiting confirmation' } },
        { value: 'confirmed', label: { nl: 'Bevestigd', en: 'Confirmed' } },
        { value: 'sent', label: { nl: 'Gemaild', en: 'Mailed' } },
      ],
    }),
    serverOnlyField({ name: 'locale', type: 'select', required: true, defaultValue: 'nl', options: ['nl', 'en'] }),
    serverOnlyField({ name: 'requestedAt', type: 'date', label: { nl: 'Aangevraagd op', en: 'Requested on' } }),
    serverOnlyField({ name: 'confirmedAt', type: 'date', label: { nl: 'Bevestigd op', en: 'Confirmed on' } }),
    serverOnlyField({ name: 'sentAt', type: 'date', label: { nl: 'Gemaild op', en: 'Mailed on' } }),
    {
      name: 'confirmVersion',
      type: 'number',
      defaultValue: 0,
      admin: { hidden: true },
      access: { read: () => false, create: () => false, update: () => false },
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { isAdmin, isShopStaff, nobody, serverOnlyField } from '../access'

/**
 * What visitors send through the forms. Personal data and a record of what was sent: created by the
 * server alone, read by the shop role and an admin, who tick `handled`; the contents never change,
 * deleting one (GDPR erasure) is for an admin.
 */
const submission = (slug: string, nl: string, en: string, fields: CollectionConfig['fields']): CollectionConfig => ({
  slug,
  labels: { singular: { nl, en }, plural: { nl, en } },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'createdAt'], group: { nl: 'Klanten', en: 'Customers' } },
  access: { read: isShopStaff, create: nobody, update: isShopStaff, delete: isAdmin },
  fields: [
    serverOnlyField({ name: 'name', type: 'text', required: true, maxLength: 120 }),
    serverOnlyField({ name: 'email', type: 'email', required: true }),
    ...fields.map(serverOnlyField),
    serverOnlyField({ name: 'message', type: 'textarea', required: true, maxLength: 5000 }),
    { name: 'handled', type: 'checkbox', defaultValue: false },
  ],
})

export const ContactMessages = submission('contact-messages', 'Contactberichten', 'Contact messages', [
  { name: 'subject', type: 'text', maxLength: 200 },
])

export const TradeEnquiries = submission('trade-enquiries', 'Handelsaanvragen', 'Trade enquiries', [
  { name: 'company', type: 'text', required: true, maxLength: 160 },
  { name: 'kvk', type: 'text', maxLength: 8 },
  { name: 'phone', type: 'text', maxLength: 40 },
])

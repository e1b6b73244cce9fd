import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../access'

/** What visitors send through the forms. Personal data: staff only, created by the server alone. */
const submission = (slug: string, nl: string, en: string, fields: CollectionConfig['fields']): CollectionConfig => ({
  slug,
  labels: { singular: { nl, en }, plural: { nl, en } },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'createdAt'], group: { nl: 'Klanten', en: 'Customers' } },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    ...fields,
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
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

import type { CollectionConfig } from 'payload'
import { isAdmin, isShopStaff, nobody, serverOnlyField } from '../access'

/**
 * Payment provider events already handled (Stripe's event ids, the test provider's own), so that a
 * replayed webhook changes nothing. Written by the server only; the shop role and an admin read them.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: { nl: 'Betaalgebeurtenis', en: 'Payment event' }, plural: { nl: 'Betaalgebeurtenissen', en: 'Payment events' } },
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'order', 'createdAt'],
    group: { nl: 'Winkel', en: 'Shop' },
    hidden: ({ user }) => !user,
  },
  access: { read: isShopStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'provider', type: 'select', required: true, options: ['stripe', 'test'].map((v) => ({ label: v, value: v })) },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'outcome', type: 'text' },
  ],
}

/**
 * Withdrawals (herroepingen) registered through the guest form: a legal record and personal data. The
 * shop role (and an admin) reads them and ticks `handled`; what the buyer sent is never changed,
 * deleting one (GDPR erasure) is for an admin.
 */
export const Withdrawals: CollectionConfig = {
  slug: 'withdrawals',
  labels: { singular: { nl: 'Herroeping', en: 'Withdrawal' }, plural: { nl: 'Herroepingen', en: 'Withdrawals' } },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'name', 'email', 'handled', 'createdAt'],
    group: { nl: 'Klanten', en: 'Customers' },
    description: {
      nl: 'Klanten die hun aankoop herroepen. Neem binnen 14 dagen contact op en betaal terug.',
      en: 'Customers withdrawing from a purchase. Refund within 14 days.',
    },
  },
  access: { read: isShopStaff, create: nobody, update: isShopStaff, delete: isAdmin },
  fields: [
    serverOnlyField({ name: 'order', type: 'relationship', relationTo: 'orders', required: true }),
    serverOnlyField({ name: 'orderNumber', type: 'text', required: true, index: true }),
    serverOnlyField({ name: 'email', type: 'email', required: true }),
    serverOnlyField({ name: 'name', type: 'text', maxLength: 120, label: { nl: 'Naam (zoals opgegeven)', en: 'Name (as given)' } }),
    serverOnlyField({ name: 'reason', type: 'textarea', maxLength: 2000 }),
    { name: 'handled', type: 'checkbox', defaultValue: false },
  ],
}

/**
 * Mail that was not sent over SMTP (no `SMTP_URL`): the shop role and an admin read it here. Password
 * reset mails never land here (features/mail/adapter.ts): their link would hand over the account.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: { nl: 'Uitgaande mail', en: 'Outgoing mail' }, plural: { nl: 'Postvak uit', en: 'Outbox' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: { nl: 'Klanten', en: 'Customers' },
    description: {
      nl: 'Zonder SMTP_URL komen alle mails van de winkel hier terecht in plaats van bij de klant.',
      en: 'Without SMTP_URL every mail of the shop lands here instead of with the customer.',
    },
  },
  access: { read: isShopStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
  ],
}

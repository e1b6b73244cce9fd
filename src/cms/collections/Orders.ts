import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { isAdmin, isShopStaff, nobody, nobodyField, serverOnlyField } from '../access'
import { canMerchantSet, ORDER_STATUSES, type OrderStatus } from '../../features/checkout'

/** Only the server writes these (REST and GraphQL too, whatever the role); in the admin they are read-only. */
const systemOnly = nobodyField
const ro = serverOnlyField

const STATUS_LABELS: Record<OrderStatus, { nl: string; en: string }> = {
  pending: { nl: 'Wacht op betaling', en: 'Awaiting payment' },
  paid: { nl: 'Betaald', en: 'Paid' },
  shipped: { nl: 'Verzonden', en: 'Shipped' },
  delivered: { nl: 'Bezorgd', en: 'Delivered' },
  cancelled: { nl: 'Geannuleerd', en: 'Cancelled' },
  expired: { nl: 'Verlopen', en: 'Expired' },
}

/**
 * A merchant moves a paid order to shipped and delivered; everything else about an order is
 * decided by the checkout and the payment provider (context `system`), so a wrong click in the
 * admin can never mark an order paid or give stock back twice.
 */
const guardStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || context?.system || !originalDoc) return data
  const from = originalDoc.status as OrderStatus
  const to = (data.status ?? from) as OrderStatus
  if (!canMerchantSet(from, to)) {
    throw new ValidationError({
      collection: 'orders',
      errors: [
        {
          path: 'status',
          message: `Een bestelling met status "${STATUS_LABELS[from].nl}" kan niet op "${STATUS_LABELS[to].nl}" worden gezet. Alleen betaald → verzonden → bezorgd kan met de hand.`,
        },
      ],
    })
  }
  const now = new Date().toISOString()
  if (to === 'shipped' && from !== 'shipped') data.shippedAt = now
  if (to === 'delivered' && from !== 'delivered') data.deliveredAt = now
  return data
}

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: { nl: 'Bestelling', en: 'Order' }, plural: { nl: 'Bestellingen', en: 'Orders' } },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'status', 'total', 'customerEmail', 'createdAt'],
    listSearchableFields: ['orderNumber', 'customerEmail', 'customerName'],
    group: { nl: 'Winkel', en: 'Shop' },
    description: {
      nl: 'Bestellingen uit de webwinkel. Bedragen in centen inclusief btw. Zet een betaalde bestelling op "Verzonden" en daarna op "Bezorgd"; filter op status met "Filters".',
      en: 'Orders from the web shop. Amounts in cents incl. VAT. Set a paid order to "Shipped" and then "Delivered"; filter by status with "Filters".',
    },
  },
  defaultSort: '-createdAt',
  // The shop role (and an admin) handles orders: status and note only, every other field is the server's.
  // Deleting one (GDPR erasure) is for an admin.
  access: { read: isShopStaff, create: nobody, update: isShopStaff, delete: isAdmin },
  hooks: { beforeChange: [guardStatus] },
  fields: [
    ro({ name: 'orderNumber', type: 'text', unique: true, index: true, label: { nl: 'Bestelnummer', en: 'Order number' } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    ro({
      name: 'locale',
      type: 'select',
      defaultValue: 'nl',
      options: ['nl', 'en'].map((v) => ({ label: v, value: v })),
      admin: { position: 'sidebar' },
    }),
    {
      name: 'lines',
      type: 'array',
      label: { nl: 'Regels', en: 'Lines' },
      access: { update: systemOnly, create: systemOnly },
      admin: { readOnly: true },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'ean', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'type', type: 'text' },
        { name: 'unitPrice', type: 'number', required: true, label: { nl: 'Stukprijs (centen)', en: 'Unit price (cents)' } },
        { name: 'quantity', type: 'number', required: true, label: { nl: 'Aantal', en: 'Quantity' } },
        { name: 'lineTotal', type: 'number', required: true, label: { nl: 'Regeltotaal (centen)', en: 'Line total (cents)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        ro({ name: 'subtotal', type: 'number', required: true, label: { nl: 'Subtotaal (centen)', en: 'Subtotal (cents)' } }),
        ro({ name: 'shipping', type: 'number', required: true, label: { nl: 'Verzendkosten (centen)', en: 'Shipping (cents)' } }),
        ro({ name: 'total', type: 'number', required: true, label: { nl: 'Totaal incl. btw (centen)', en: 'Total incl. VAT (cents)' } }),
      ],
    },
    {
      type: 'collapsible',
      label: { nl: 'Klant en bezorgadres', en: 'Customer and delivery address' },
      fields: [
        {
          type: 'row',
          fields: [
            ro({ name: 'customerName', type: 'text', label: { nl: 'Naam', en: 'Name' } }),
            ro({ name: 'customerEmail', type: 'email', index: true, label: { nl: 'E-mail', en: 'E-mail' } }),
          ],
        },
        ro({ name: 'shippingAddress', type: 'textarea', label: { nl: 'Bezorgadres', en: 'Delivery address' } }),
      ],
    },
    {
      type: 'collapsible',
      label: { nl: 'Betaling', en: 'Payment' },
      fields: [
        {
          type: 'row',
          fields: [
            ro({
              name: 'provider',
              type: 'select',
              options: [
                { label: 'Stripe', value: 'stripe' },
                { label: { nl: 'Testbetaling', en: 'Test payment' }, value: 'test' },
              ],
            }),
            ro({ name: 'sessionId', type: 'text', unique: true, index: true, label: { nl: 'Betaalsessie', en: 'Payment session' } }),
          ],
        },
        {
          type: 'row',
          fields: [
            ro({
              name: 'expiresAt',
              type: 'date',
              index: true,
              label: { nl: 'Reservering vervalt', en: 'Reservation expires' },
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            }),
            ro({
              name: 'paidAt',
              type: 'date',
              label: { nl: 'Betaald op', en: 'Paid at' },
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            }),
            ro({
              name: 'closedAt',
              type: 'date',
              label: { nl: 'Vrijgegeven op', en: 'Released at' },
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'shippedAt',
          type: 'date',
          label: { nl: 'Verzonden op', en: 'Shipped at' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          access: { update: systemOnly, create: systemOnly },
        },
        {
          name: 'deliveredAt',
          type: 'date',
          label: { nl: 'Bezorgd op', en: 'Delivered at' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          access: { update: systemOnly, create: systemOnly },
        },
        ro({
          name: 'confirmationSentAt',
          type: 'date',
          label: { nl: 'Bevestiging gemaild', en: 'Confirmation mailed' },
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        }),
      ],
    },
    // Who placed it, as a keyed hash of the client address (never the address itself): caps open checkouts per client.
    {
      name: 'clientKey',
      type: 'text',
      index: true,
      access: { read: () => false, update: systemOnly, create: systemOnly },
      admin: { hidden: true },
    },
    // The guest order page's secret: never shown, never returned by the API.
    {
      name: 'accessToken',
      type: 'text',
      index: true,
      access: { read: () => false, update: systemOnly, create: systemOnly },
      admin: { hidden: true },
    },
    { name: 'note', type: 'textarea', label: { nl: 'Notitie', en: 'Note' }, maxLength: 2000 },
  ],
}

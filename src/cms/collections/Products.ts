import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { bottlePrice } from '../../lib/bottles'
import { isValidEan13 } from '../../lib/ean'
import { isEditorial, nobodyField, publishedOrStaff } from '../access'
import { refreshTags } from '../hooks/revalidate'
import { discountPercentProblem, MAX_DISCOUNT_PERCENT } from '../../features/pricing'
import { COLOR_CODES, LISTINGS_TAG, PAIRINGS, productPrice, productTag, RECOMMENDATIONS_TAG } from '../../features/catalog'

/** What the wine sells for after the save, from the incoming values or, where none came, the stored ones. */
function salePriceOf(incoming: Record<string, unknown>, stored: Record<string, unknown> | undefined): number | undefined {
  const price = incoming.price ?? stored?.price
  const discountPercent = 'discountPercent' in incoming ? incoming.discountPercent : stored?.discountPercent
  if (typeof price !== 'number') return undefined
  return productPrice({
    ean: String(incoming.ean ?? stored?.ean ?? ''),
    price,
    discountPercent: typeof discountPercent === 'number' ? discountPercent : null,
  }).price
}

function bottlePriceOf(incoming: Record<string, unknown>, stored: Record<string, unknown> | undefined): number | undefined {
  const price = salePriceOf(incoming, stored)
  if (price === undefined) return undefined
  const unit = incoming.unit ?? stored?.unit
  const type = incoming.type ?? stored?.type
  return bottlePrice(price, typeof unit === 'string' ? unit : null, typeof type === 'string' ? type : null)
}

/** For sale: published, with bottles not held by open checkouts. */
const forSale = (doc: Record<string, unknown> | undefined) =>
  doc?._status === 'published' && Number(doc.stock ?? 0) - Number(doc.reserved ?? 0) > 0

/**
 * A save refreshes that wine (its page and the pages that show it) and the listings, not every
 * product page. Which wines are recommended where is chosen again when the range changes.
 */
/**
 * Back for sale (not for sale → for sale): the confirmed back-in-stock alerts for this wine get their
 * one mail (features/stock-alerts; a released reservation does the same from checkout). Read in this
 * save's transaction. A failure is logged; the save itself stands.
 */
const mailBackForSale: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || forSale(previousDoc) || !forSale(doc)) return doc
  const { notifyIfBackForSale } = await import('../../features/stock-alerts/service')
  await notifyIfBackForSale([doc.id], { req }).catch((error) => console.error('[stock-alert] back-for-sale mail failed', error))
  return doc
}

const refreshWine: CollectionAfterChangeHook = ({ doc, previousDoc, operation }) => {
  const eans = new Set([doc.ean, previousDoc?.ean].filter((e): e is string => typeof e === 'string'))
  const rangeChanged = operation === 'create' || doc._status !== previousDoc?._status || doc.ean !== previousDoc?.ean
  refreshTags([...[...eans].map(productTag), LISTINGS_TAG, ...(rangeChanged ? [RECOMMENDATIONS_TAG] : [])])
  return doc
}

const refreshDeletedWine: CollectionAfterDeleteHook = ({ doc }) => {
  refreshTags([productTag(doc.ean), LISTINGS_TAG, RECOMMENDATIONS_TAG])
  return doc
}

const score = (name: string, nl: string, en: string) =>
  ({
    name,
    type: 'number',
    label: { nl, en },
    min: 1,
    max: 5,
    required: true,
    defaultValue: 3,
    admin: { step: 1, width: '25%' },
  }) as const

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: { nl: 'Wijn', en: 'Wine' }, plural: { nl: 'Wijnen', en: 'Wines' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'ean', 'colorCode', 'price', 'discountPercent', 'stock', 'reserved', '_status'],
    group: { nl: 'Winkel', en: 'Shop' },
    description: { nl: 'Prijzen in centen inclusief btw (1295 = € 12,95).', en: 'Prices in cents incl. VAT (1295 = € 12.95).' },
  },
  access: { read: publishedOrStaff, create: isEditorial, update: isEditorial, delete: isEditorial },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [refreshWine, mailBackForSale], afterDelete: [refreshDeletedWine] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'ean',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'EAN-13',
      validate: (value: unknown) => (isValidEan13(value) ? true : 'Geen geldige EAN-13 (13 cijfers met juist controlecijfer).'),
    },
    { name: 'producer', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'unit',
          type: 'select',
          required: true,
          defaultValue: 'fles',
          options: [
            { label: { nl: 'Fles', en: 'Bottle' }, value: 'fles' },
            { label: { nl: 'Doos', en: 'Box' }, value: 'doos' },
          ],
        },
        {
          name: 'type',
          type: 'text',
          required: true,
          localized: true,
          label: { nl: 'Eenheid', en: 'Unit label' },
          admin: { description: { nl: 'Bijv. "Fles 75 cl" of "Doos 6 × 75 cl".', en: 'E.g. "Bottle 75 cl".' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 1,
          max: 10_000_000,
          label: { nl: 'Prijs (centen, incl. btw)', en: 'Price (cents, incl. VAT)' },
          validate: (v: unknown) =>
            Number.isInteger(v) && (v as number) > 0 ? true : 'Prijs moet een positief geheel aantal centen zijn.',
        },
        {
          name: 'stock',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          label: { nl: 'Voorraad (op de plank)', en: 'Stock (on hand)' },
          validate: (v: unknown) =>
            Number.isInteger(v) && (v as number) >= 0 ? true : 'Voorraad moet een geheel getal van 0 of meer zijn.',
        },
        {
          name: 'reserved',
          type: 'number',
          defaultValue: 0,
          label: { nl: 'Gereserveerd', en: 'Reserved' },
          // Written only by the checkout (one atomic SQL update per line); an editor sees it, never sets it.
          access: { create: nobodyField, update: nobodyField },
          admin: {
            readOnly: true,
            description: {
              nl: 'Flessen in lopende betalingen. Te koop = voorraad − gereserveerd.',
              en: 'Bottles in open checkouts. For sale = stock − reserved.',
            },
          },
        },
        {
          name: 'discountPercent',
          type: 'number',
          min: 0,
          max: MAX_DISCOUNT_PERCENT,
          label: { nl: 'Korting (%)', en: 'Discount (%)' },
          admin: {
            step: 1,
            description: {
              nl: 'Leeg of 0 = geen korting. Hoogstens 25% (Alcoholwet art. 2a); de oude prijs wordt doorgestreept getoond.',
              en: 'Empty or 0 = no discount. At most 25% (Dutch Alcohol Act art. 2a); the old price is shown struck through.',
            },
          },
          // The same rule as every price the shop shows: an editor cannot save 30.
          validate: (v: unknown) => (v === null || v === undefined ? true : (discountPercentProblem(v) ?? true)),
        },
      ],
    },
    {
      name: 'salePrice',
      type: 'number',
      index: true,
      label: { nl: 'Verkoopprijs (centen)', en: 'Sale price (cents)' },
      // Stored so the catalog can filter and sort by what a shopper pays in the database; always
      // recomputed from price and discount by the one pricing rule, never typed by an editor.
      admin: { hidden: true, readOnly: true },
      hooks: { beforeChange: [({ siblingData, originalDoc }) => salePriceOf(siblingData, originalDoc)] },
    },
    {
      name: 'bottlePrice',
      type: 'number',
      index: true,
      label: { nl: 'Prijs per fles (centen)', en: 'Price per bottle (cents)' },
      // A box is filtered and sorted by what one bottle costs (issue #19): derived from the sale
      // price and the unit label ("Doos 6 × 75 cl"), never typed by an editor.
      admin: { hidden: true, readOnly: true },
      hooks: { beforeChange: [({ siblingData, originalDoc }) => bottlePriceOf(siblingData, originalDoc)] },
    },
    {
      type: 'row',
      fields: [
        { name: 'colorCode', type: 'select', required: true, index: true, options: COLOR_CODES.map((c) => ({ label: c, value: c })) },
        {
          name: 'countryCode',
          type: 'text',
          required: true,
          index: true,
          minLength: 2,
          maxLength: 2,
          admin: { description: 'ISO 3166-1 alpha-2, bijv. FR' },
        },
        { name: 'region', type: 'text', required: true },
      ],
    },
    { name: 'grapes', type: 'text', hasMany: true, required: true },
    {
      type: 'row',
      fields: [
        { name: 'vintage', type: 'number', min: 1900, max: 2100 },
        { name: 'alcohol', type: 'number', required: true, min: 0, max: 25, label: { nl: 'Alcohol (% vol)', en: 'Alcohol (% vol)' } },
        { name: 'servingTemperature', type: 'text', required: true, label: { nl: 'Schenktemperatuur', en: 'Serving temperature' } },
      ],
    },
    { name: 'pairings', type: 'select', hasMany: true, options: PAIRINGS.map((p) => ({ label: p, value: p })) },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', required: true, localized: true, label: { nl: 'Omschrijving', en: 'Description' } },
    { name: 'tastingNotes', type: 'textarea', required: true, localized: true, label: { nl: 'Proefnotitie', en: 'Tasting notes' } },
    {
      name: 'taste',
      type: 'group',
      label: { nl: 'Smaakprofiel', en: 'Taste profile' },
      fields: [
        {
          type: 'row',
          fields: [
            score('body', 'Body', 'Body'),
            score('sweetness', 'Zoetheid', 'Sweetness'),
            score('acidity', 'Zuurgraad', 'Acidity'),
            score('tannin', 'Tannine', 'Tannin'),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'organic', type: 'checkbox', defaultValue: false, label: { nl: 'Biologisch', en: 'Organic' } },
        { name: 'vegan', type: 'checkbox', defaultValue: false, label: { nl: 'Vegan', en: 'Vegan' } },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { isEditorial, publishedOrStaff } from '../access'
import { refreshCollection, refreshCollectionOnDelete } from '../hooks/revalidate'

/** Content pages: over-ons, voor-handelaren, algemene-voorwaarden, privacy-policy, contact, payment result pages. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { nl: 'Pagina', en: 'Page' }, plural: { nl: "Pagina's", en: 'Pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'], group: { nl: 'Inhoud', en: 'Content' } },
  access: { read: publishedOrStaff, create: isEditorial, update: isEditorial, delete: isEditorial },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [refreshCollection('pages')], afterDelete: [refreshCollectionOnDelete('pages')] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'metaDescription', type: 'textarea', localized: true, maxLength: 170 },
    { name: 'content', type: 'richText', localized: true },
  ],
}

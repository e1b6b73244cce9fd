import type { CollectionConfig } from 'payload'
import { isEditorial, publishedOrStaff } from '../access'
import { refreshCollection, refreshCollectionOnDelete } from '../hooks/revalidate'
import { ARTICLE_CATEGORIES } from '../../features/guide/slugs'

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { nl: 'Wijnwijzer-artikel', en: 'Guide article' }, plural: { nl: 'Wijnwijzer', en: 'Wine guide' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'category', '_status'], group: { nl: 'Inhoud', en: 'Content' } },
  access: { read: publishedOrStaff, create: isEditorial, update: isEditorial, delete: isEditorial },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [refreshCollection('articles')], afterDelete: [refreshCollectionOnDelete('articles')] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) ? true : 'Alleen kleine letters, cijfers en streepjes.',
    },
    { name: 'category', type: 'select', required: true, options: ARTICLE_CATEGORIES.map((c) => ({ label: c, value: c })) },
    { name: 'summary', type: 'textarea', required: true, localized: true, label: { nl: 'Samenvatting', en: 'Summary' } },
    { name: 'metaDescription', type: 'textarea', required: true, localized: true, maxLength: 170 },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', required: true, localized: true },
    {
      name: 'readingMinutes',
      type: 'number',
      min: 1,
      admin: { position: 'sidebar', description: { nl: 'Leestijd in minuten', en: 'Reading time in minutes' } },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: { nl: 'Wijnen uit de shop', en: 'Wines from the shop' },
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      label: { nl: 'Gerelateerde artikelen', en: 'Related articles' },
    },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ],
}

import type { CollectionConfig } from 'payload'
import { anyone, isEditorial } from '../access'
import { refreshCollection, refreshCollectionOnDelete } from '../hooks/revalidate'

const refresh = { afterChange: [refreshCollection('faq')], afterDelete: [refreshCollectionOnDelete('faq')] }

export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  labels: { singular: { nl: 'FAQ-categorie', en: 'FAQ category' }, plural: { nl: 'FAQ-categorieën', en: 'FAQ categories' } },
  admin: { useAsTitle: 'name', group: { nl: 'Inhoud', en: 'Content' } },
  access: { read: anyone, create: isEditorial, update: isEditorial, delete: isEditorial },
  hooks: refresh,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: { nl: 'Vraag', en: 'Question' }, plural: { nl: 'Veelgestelde vragen', en: 'FAQ' } },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'order'], group: { nl: 'Inhoud', en: 'Content' } },
  access: { read: anyone, create: isEditorial, update: isEditorial, delete: isEditorial },
  hooks: refresh,
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    { name: 'category', type: 'relationship', relationTo: 'faq-categories', required: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { anyone, isEditorial } from '../access'
import { env } from '../../lib/env'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { nl: 'Afbeelding', en: 'Media' }, plural: { nl: 'Afbeeldingen', en: 'Media' } },
  access: { read: anyone, create: isEditorial, update: isEditorial, delete: isEditorial },
  admin: { group: { nl: 'Inhoud', en: 'Content' } },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumb', width: 320, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1024, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}

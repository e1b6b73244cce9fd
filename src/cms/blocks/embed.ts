import type { Block } from 'payload'
import { isEmbedUrl } from '../../features/consent/embed'

/**
 * Embedded content from another site (a video) inside rich text. The storefront shows it only after
 * consent for functional cookies (features/consent/EmbedBlock, EmbedFrame); until then a placeholder with a button.
 */
export const EmbedBlock: Block = {
  slug: 'embed',
  labels: { singular: { nl: 'Ingesloten video', en: 'Embedded video' }, plural: { nl: 'Ingesloten video’s', en: 'Embedded videos' } },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      admin: {
        description: {
          nl: 'https://www.youtube-nocookie.com/embed/… of https://player.vimeo.com/video/…',
          en: 'https://www.youtube-nocookie.com/embed/… or https://player.vimeo.com/video/…',
        },
      },
      validate: (value: unknown) => isEmbedUrl(value) || 'youtube-nocookie.com/embed/… | player.vimeo.com/video/…',
    },
    { name: 'title', type: 'text', required: true, label: { nl: 'Titel (voor schermlezers)', en: 'Title (for screen readers)' } },
  ],
}

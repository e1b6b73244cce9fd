import type { Access } from 'payload'

/** Public, non-personal content (FAQ, media, globals). */
export const anyone: Access = () => true

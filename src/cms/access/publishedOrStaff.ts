import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff read everything (drafts too); visitors only what is published. */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'shop', 'editor') ? true : { _status: { equals: 'published' } }

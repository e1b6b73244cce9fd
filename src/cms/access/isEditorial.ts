import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Content and catalog (wines, stock, articles, pages, FAQ, media, the content settings): `editor`, and an admin. */
export const isEditorial: Access = ({ req }) => hasRole(req.user, 'editor', 'admin')
export const isEditorialField: FieldAccess = ({ req }) => hasRole(req.user, 'editor', 'admin')

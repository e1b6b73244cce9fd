import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Users, settings, and anything that puts a script on the page. */
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

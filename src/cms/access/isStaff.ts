import type { Access } from 'payload'
import { hasRole } from './roles'

/** Any staff account with a role (admin, shop or editor). */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'shop', 'editor')

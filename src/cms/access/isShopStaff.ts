import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Orders and customer service: the `shop` role, and an admin. */
export const isShopStaff: Access = ({ req }) => hasRole(req.user, 'shop', 'admin')
export const isShopStaffField: FieldAccess = ({ req }) => hasRole(req.user, 'shop', 'admin')

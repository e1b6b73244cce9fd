import type { Access } from 'payload'
import { hasRole } from './roles'

/** A user reads and edits only their own account unless admin. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}

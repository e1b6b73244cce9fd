import type { Access, FieldAccess } from 'payload'

type Role = 'admin' | 'editor'

function rolesOf(user: unknown): Role[] {
  const roles = (user as { roles?: unknown } | null)?.roles
  return Array.isArray(roles) ? (roles as Role[]) : []
}

/** Any logged-in CMS user (admin or editor). */
export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isAdmin: Access = ({ req }) => rolesOf(req.user).includes('admin')
export const isAdminField: FieldAccess = ({ req }) => rolesOf(req.user).includes('admin')

/** Staff read everything (drafts too); visitors only what is published. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Public, non-personal content (FAQ, media, globals). */
export const anyone: Access = () => true

/** A user reads and edits only their own account unless admin. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (rolesOf(req.user).includes('admin')) return true
  return { id: { equals: req.user.id } }
}

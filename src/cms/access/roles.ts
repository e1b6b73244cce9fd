/** The three staff roles (README "The admin", docs/security-roles.md). */
export type Role = 'admin' | 'shop' | 'editor'

/** The roles of a request's user; none for a visitor or anything that is not a staff account. */
export function rolesOf(user: unknown): Role[] {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) ? roles.filter((r): r is Role => r === 'admin' || r === 'shop' || r === 'editor') : []
}

export const hasRole = (user: unknown, ...wanted: Role[]): boolean => rolesOf(user).some((r) => wanted.includes(r))

import type { Access, FieldAccess } from 'payload'

/**
 * Written by the shop's own server code only (Local API with overrideAccess): nobody, not even an
 * admin, writes it through REST, GraphQL or the admin.
 */
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false

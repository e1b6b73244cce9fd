import type { Field } from 'payload'
import { nobodyField } from './nobody'

/**
 * A field only the shop's server code writes: refused on create and update through REST, GraphQL and
 * the admin for every role (Payload then keeps the stored value), and shown read-only in the admin.
 * Legal records (orders, withdrawals, form submissions) are made of these.
 */
export const serverOnlyField = <F extends Field>(field: F): F =>
  ({
    ...field,
    access: { ...(('access' in field && field.access) || {}), create: nobodyField, update: nobodyField },
    admin: { ...(field.admin ?? {}), readOnly: true },
  }) as F

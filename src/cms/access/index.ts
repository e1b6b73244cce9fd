/**
 * Access rules, one small named function per file (docs/security-roles.md has the table). They
 * apply to REST, GraphQL and the admin alike; the shop's own server code uses the Local API with
 * overrideAccess and is not bound by them.
 */
export { rolesOf, hasRole, type Role } from './roles'
export { isAdmin, isAdminField } from './isAdmin'
export { isShopStaff, isShopStaffField } from './isShopStaff'
export { isEditorial, isEditorialField } from './isEditorial'
export { isStaff } from './isStaff'
export { publishedOrStaff } from './publishedOrStaff'
export { anyone } from './anyone'
export { nobody, nobodyField } from './nobody'
export { adminOrSelf } from './adminOrSelf'
export { serverOnlyField } from './serverOnlyField'

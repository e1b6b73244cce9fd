/**
 * The catalog with filters, search or a page number (`/?kleur=rood`), rendered per request: the
 * proxy sends a home page request with a query string here (lib/query-pages.ts).
 */
export { default, generateMetadata } from '../page'

export {
  PAGE_PATHS,
  LEGAL_SLUGS,
  isLegalSlug,
  PAYMENT_PAGE_SLUGS,
  INDEXABLE_PAGE_SLUGS,
  pagePath,
  type PageSlug,
  type LegalSlug,
} from './paths'
export { localizeHref, internalDocHref } from './links'
export { groupFaq, faqPageJsonLd, faqAnchor, type FaqGroup, type FaqItem, type FaqCategory } from './faq'
export { breadcrumbJsonLd, type Crumb } from './breadcrumbs'
export { RichText } from './RichText'
export { ContentImage } from './ContentImage'
export { Breadcrumbs } from './Breadcrumbs'
export { PageHeader } from './PageHeader'
export { CmsPage } from './CmsPage'
export { JsonLd } from './JsonLd'
export { FaqList } from './FaqList'
export { getPage, getPageStamps, getFaq, type ContentPage } from './queries'
export { PaymentResult, ProgressIndicator } from './PaymentResult'
export { paymentPageMetadata, loadPaymentPage } from './payment-page'
export { sitemapEntries, type SitemapPath } from './sitemap'

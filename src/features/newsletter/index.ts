/** The newsletter: double opt-in sign-up, confirmation and unsubscribe (server), and the sign-up form. */
export { NewsletterSignup } from './NewsletterSignup'
export { confirmNewsletter, unsubscribeNewsletter } from './actions'
export { NewsletterLinkPage, LINK_PAGE_METADATA } from './LinkPage'
export { newsletterToken as signedLinkToken, tokenIsValid as signedLinkIsValid, tokenSubscriberId as signedLinkId } from './tokens'

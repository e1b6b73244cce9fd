/**
 * Pages that carry a secret in their URL: the payment pages (a checkout session), the guest order
 * page (its access token), the newsletter's confirm and unsubscribe links and a back-in-stock alert's
 * confirmation link. No third party may see them: no analytics, no review widget, no embedded
 * player is loaded there, and their CSP allows no host but the shop's own. Pure.
 */
const PRIVATE = /^(?:\/(?:nl|en))?\/(?:payments|bestelling|nieuwsbrief\/(?:bevestigen|afmelden)|voorraadmelding\/bevestigen)(?:\/|$)/

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE.test(pathname)
}

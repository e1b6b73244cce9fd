/** The confirmation mail of the newsletter, from the `newsletter.mail` messages. Pure. */
import { messagesOf } from '../../lib/messages'
import { MESSAGES } from '../../messages'

export type NewsletterMail = { subject: string; text: string; html: string }

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function confirmationMail(input: {
  locale: 'nl' | 'en'
  shopName: string
  confirmUrl: string
  unsubscribeUrl: string
}): NewsletterMail {
  const t = messagesOf(MESSAGES[input.locale].newsletter.mail, input.locale)
  const shop = input.shopName
  const paragraphs = [
    t('hello'),
    t('body', { shop }),
    input.confirmUrl,
    t('notYou'),
    t('unsubscribe', { url: input.unsubscribeUrl }),
    t('bye', { shop }),
  ]
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:system-ui,sans-serif;color:#2b1d1d;line-height:1.5">${paragraphs
    .map((p) => (p === input.confirmUrl ? `<p><a href="${esc(p)}">${esc(p)}</a></p>` : `<p>${esc(p).replace(/\n/g, '<br>')}</p>`))
    .join('')}</body></html>`
  return { subject: t('subject', { shop }), text: paragraphs.join('\n\n'), html }
}

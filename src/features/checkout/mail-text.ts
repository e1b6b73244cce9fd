/** The shop's mails (nl, en), their texts from src/messages/{nl,en}/orderMail.json. Pure: data in, subject/text/html out. */
import { formatCents } from '../../lib/money'
import { icuMessage } from '../../lib/messages'
import enMail from '../../messages/en/orderMail.json'
import nlMail from '../../messages/nl/orderMail.json'
import { intlLocale } from '../../lib/locale-tags'

export type MailLine = { name: string; type?: string | null; quantity: number; lineTotal: number }
export type OrderMail = {
  locale: 'nl' | 'en'
  shopName: string
  orderNumber: string
  customerName?: string | null
  lines: MailLine[]
  subtotal: number
  shipping: number
  total: number
  orderUrl: string
  withdrawUrl: string
}
export type Mail = { subject: string; text: string; html: string }

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

type Locale = 'nl' | 'en'
type Texts = typeof nlMail

/** Every text of the mails in one language, each compiled once (src/messages/{nl,en}/orderMail.json). */
function textsFor(locale: Locale, texts: Texts) {
  const m = (text: string) => icuMessage(text, locale)
  const helloNamed = m(texts.order.helloNamed)
  return {
    order: {
      subject: m(texts.order.subject),
      hello: (name?: string | null) => (name ? helloNamed({ name }) : texts.order.hello),
      intro: m(texts.order.intro),
      subtotal: texts.order.subtotal,
      shipping: texts.order.shipping,
      free: texts.order.free,
      total: texts.order.total,
      delivery: texts.order.delivery,
      view: texts.order.view,
      withdraw: m(texts.order.withdraw),
      bye: m(texts.order.bye),
    },
    withdrawal: {
      subject: m(texts.withdrawal.subject),
      hello: texts.withdrawal.hello,
      received: m(texts.withdrawal.received),
      returnWine: texts.withdrawal.returnWine,
      bye: m(texts.withdrawal.bye),
    },
    refused: {
      subject: m(texts.withdrawalRefused.subject),
      'not-paid': m(texts.withdrawalRefused.notPaid),
      'too-late': m(texts.withdrawalRefused.tooLate),
      questions: texts.withdrawalRefused.questions,
    },
  }
}
const T = { nl: textsFor('nl', nlMail), en: textsFor('en', enMail) }

export function orderConfirmationMail(m: OrderMail): Mail {
  const t = T[m.locale].order
  const money = (c: number) => formatCents(c)
  const rows = m.lines.map((l) => ({ label: `${l.quantity} × ${l.name}${l.type ? ` (${l.type})` : ''}`, amount: money(l.lineTotal) }))
  const sums = [
    { label: t.subtotal, amount: money(m.subtotal) },
    { label: t.shipping, amount: m.shipping ? money(m.shipping) : t.free },
    { label: t.total, amount: money(m.total) },
  ]
  const text = [
    t.hello(m.customerName),
    '',
    t.intro({ orderNumber: m.orderNumber }),
    '',
    ...rows.map((r) => `${r.label}: ${r.amount}`),
    '',
    ...sums.map((r) => `${r.label}: ${r.amount}`),
    '',
    t.delivery,
    '',
    `${t.view}: ${m.orderUrl}`,
    t.withdraw({ url: m.withdrawUrl }),
    '',
    t.bye({ shop: m.shopName }),
  ].join('\n')
  const tr = (r: { label: string; amount: string }, bold = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${bold ? '<strong>' : ''}${esc(r.label)}${bold ? '</strong>' : ''}</td><td style="padding:4px 0;text-align:right">${bold ? '<strong>' : ''}${esc(r.amount)}${bold ? '</strong>' : ''}</td></tr>`
  const html = `<!doctype html><html lang="${m.locale}"><body style="font-family:system-ui,sans-serif;color:#2b1d1d;line-height:1.5">
<p>${esc(t.hello(m.customerName))}</p>
<p>${esc(t.intro({ orderNumber: m.orderNumber }))}</p>
<table style="border-collapse:collapse">${rows.map((r) => tr(r)).join('')}${sums.map((r, i) => tr(r, i === sums.length - 1)).join('')}</table>
<p>${esc(t.delivery)}</p>
<p><a href="${esc(m.orderUrl)}">${esc(t.view)}</a></p>
<p>${esc(t.withdraw({ url: m.withdrawUrl }))}</p>
<p>${esc(t.bye({ shop: m.shopName })).replace('\n', '<br>')}</p>
</body></html>`
  return { subject: t.subject({ orderNumber: m.orderNumber, shop: m.shopName }), text, html }
}

/** A short mail of plain paragraphs: the text as written, the HTML one paragraph per line. */
function paragraphMail(locale: 'nl' | 'en', subject: string, body: string[]): Mail {
  const text = body.join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#2b1d1d;line-height:1.5">${body
    .filter((l) => l !== '')
    .map((l) => `<p>${esc(l).replace('\n', '<br>')}</p>`)
    .join('')}</body></html>`
  return { subject, text, html }
}

export type WithdrawalMail = { locale: 'nl' | 'en'; shopName: string; orderNumber: string; receivedAt: Date }

export function withdrawalConfirmationMail(m: WithdrawalMail): Mail {
  const when = m.receivedAt.toLocaleString(intlLocale(m.locale), {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  })
  const t = T[m.locale].withdrawal
  const subject = t.subject({ orderNumber: m.orderNumber })
  const body = [t.hello, '', t.received({ when, orderNumber: m.orderNumber }), t.returnWine, '', t.bye({ shop: m.shopName })]
  return paragraphMail(m.locale, subject, body)
}

export type WithdrawalRefusalMail = { locale: 'nl' | 'en'; shopName: string; orderNumber: string; reason: 'not-paid' | 'too-late' }

/** To the buyer's own address only: why a withdrawal of their order could not be registered (the page says nothing). */
export function withdrawalRefusalMail(m: WithdrawalRefusalMail): Mail {
  const t = T[m.locale].refused
  const bye = T[m.locale].withdrawal
  const body = [bye.hello, '', t[m.reason]({ orderNumber: m.orderNumber }), t.questions, '', bye.bye({ shop: m.shopName })]
  const subject = t.subject({ orderNumber: m.orderNumber })
  return paragraphMail(m.locale, subject, body)
}

/** The texts of the shop's mails (nl, en). Pure: data in, subject/text/html out. */
import { formatCents } from '../../lib/money'

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

const T = {
  nl: {
    subject: (n: string, shop: string) => `Bedankt voor je bestelling ${n} bij ${shop}`,
    hello: (name?: string | null) => (name ? `Beste ${name},` : 'Hallo,'),
    intro: (n: string) => `We hebben je betaling ontvangen. Dit is je bestelling ${n}:`,
    subtotal: 'Subtotaal',
    shipping: 'Verzendkosten',
    free: 'Gratis',
    total: 'Totaalprijs (inclusief btw)',
    delivery:
      'Bij de bezorging controleert de bezorger je leeftijd: laat je identiteitsbewijs zien. We bezorgen alcohol niet bij de buren; ben je niet thuis, dan proberen we het opnieuw.',
    view: 'Je bestelling bekijken',
    withdraw: (url: string) => `Bedenk je je? Je kunt je aankoop binnen 14 dagen na ontvangst herroepen via ${url}.`,
    bye: (shop: string) => `Proost!\n${shop}`,
  },
  en: {
    subject: (n: string, shop: string) => `Thank you for your order ${n} at ${shop}`,
    hello: (name?: string | null) => (name ? `Dear ${name},` : 'Hello,'),
    intro: (n: string) => `We have received your payment. This is your order ${n}:`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total (including VAT)',
    delivery:
      'The courier checks your age at delivery: please show your ID. We never leave alcohol with the neighbours; if you are out, we will try again.',
    view: 'View your order',
    withdraw: (url: string) => `Changed your mind? You can withdraw from your purchase within 14 days of receipt at ${url}.`,
    bye: (shop: string) => `Cheers!\n${shop}`,
  },
}

export function orderConfirmationMail(m: OrderMail): Mail {
  const t = T[m.locale]
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
    t.intro(m.orderNumber),
    '',
    ...rows.map((r) => `${r.label}: ${r.amount}`),
    '',
    ...sums.map((r) => `${r.label}: ${r.amount}`),
    '',
    t.delivery,
    '',
    `${t.view}: ${m.orderUrl}`,
    t.withdraw(m.withdrawUrl),
    '',
    t.bye(m.shopName),
  ].join('\n')
  const tr = (r: { label: string; amount: string }, bold = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${bold ? '<strong>' : ''}${esc(r.label)}${bold ? '</strong>' : ''}</td><td style="padding:4px 0;text-align:right">${bold ? '<strong>' : ''}${esc(r.amount)}${bold ? '</strong>' : ''}</td></tr>`
  const html = `<!doctype html><html lang="${m.locale}"><body style="font-family:system-ui,sans-serif;color:#2b1d1d;line-height:1.5">
<p>${esc(t.hello(m.customerName))}</p>
<p>${esc(t.intro(m.orderNumber))}</p>
<table style="border-collapse:collapse">${rows.map((r) => tr(r)).join('')}${sums.map((r, i) => tr(r, i === sums.length - 1)).join('')}</table>
<p>${esc(t.delivery)}</p>
<p><a href="${esc(m.orderUrl)}">${esc(t.view)}</a></p>
<p>${esc(t.withdraw(m.withdrawUrl))}</p>
<p>${esc(t.bye(m.shopName)).replace('\n', '<br>')}</p>
</body></html>`
  return { subject: t.subject(m.orderNumber, m.shopName), text, html }
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
  const when = m.receivedAt.toLocaleString(m.locale === 'nl' ? 'nl-NL' : 'en-GB', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  })
  const nl = m.locale === 'nl'
  const subject = nl
    ? `Je herroeping van bestelling ${m.orderNumber} is ontvangen`
    : `We received your withdrawal from order ${m.orderNumber}`
  const body = nl
    ? [
        'Hallo,',
        '',
        `Op ${when} hebben we je herroeping van bestelling ${m.orderNumber} ontvangen.`,
        'Stuur de wijn binnen 14 dagen ongeopend terug. We betalen het volledige bedrag, inclusief de standaard verzendkosten, binnen 14 dagen terug; we nemen contact met je op over het terugsturen.',
        '',
        `Groet,\n${m.shopName}`,
      ]
    : [
        'Hello,',
        '',
        `On ${when} we received your withdrawal from order ${m.orderNumber}.`,
        'Please return the wine unopened within 14 days. We refund the full amount, including standard shipping, within 14 days; we will contact you about the return.',
        '',
        `Kind regards,\n${m.shopName}`,
      ]
  return paragraphMail(m.locale, subject, body)
}

export type WithdrawalRefusalMail = { locale: 'nl' | 'en'; shopName: string; orderNumber: string; reason: 'not-paid' | 'too-late' }

/** To the buyer's own address only: why a withdrawal of their order could not be registered (the page says nothing). */
export function withdrawalRefusalMail(m: WithdrawalRefusalMail): Mail {
  const nl = m.locale === 'nl'
  const subject = nl ? `Je herroeping van bestelling ${m.orderNumber}` : `Your withdrawal from order ${m.orderNumber}`
  const why = {
    'not-paid': nl
      ? `Bestelling ${m.orderNumber} is niet betaald, dus er valt niets te herroepen.`
      : `Order ${m.orderNumber} has not been paid, so there is nothing to withdraw from.`,
    'too-late': nl
      ? `De herroepingstermijn van 14 dagen na ontvangst van bestelling ${m.orderNumber} is voorbij, dus we konden je herroeping niet registreren.`
      : `The 14-day withdrawal period after receipt of order ${m.orderNumber} has ended, so we could not register your withdrawal.`,
  }[m.reason]
  const body = nl
    ? ['Hallo,', '', why, 'Heb je vragen? Beantwoord dan deze e-mail of neem contact met ons op.', '', `Groet,\n${m.shopName}`]
    : ['Hello,', '', why, 'Any questions? Reply to this e-mail or contact us.', '', `Kind regards,\n${m.shopName}`]
  return paragraphMail(m.locale, subject, body)
}

import { getTranslations } from 'next-intl/server'
import { formatCents } from '../../../lib/money'
import type { Order } from '../../../payload-types'

/** The lines and totals of an order, as the buyer sees them on every page after checkout. */
export async function OrderLines({
  order,
  locale,
}: {
  order: Pick<Order, 'lines' | 'subtotal' | 'shipping' | 'total'>
  locale: 'nl' | 'en'
}) {
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return (
    <div className="rounded-xl border border-cork-300 bg-white p-5">
      <ul className="divide-y divide-cork-100">
        {(order.lines ?? []).map((l) => (
          <li key={l.id ?? l.ean} className="flex justify-between gap-4 py-2">
            <span>
              <span className="tabular-nums">{t('lines.quantity', { count: l.quantity })}</span> <span>{l.name}</span>
              {l.type && <span className="block text-sm text-ink/70">{l.type}</span>}
            </span>
            <span className="whitespace-nowrap tabular-nums">{formatCents(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-cork-300 pt-3">
        <div className="flex justify-between gap-4">
          <dt>{t('lines.subtotal')}</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatCents(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('lines.shipping')}</dt>
          <dd className="whitespace-nowrap tabular-nums">{order.shipping ? formatCents(order.shipping) : t('lines.free')}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-semibold">
          <dt>{t('lines.total')}</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatCents(order.total)}</dd>
        </div>
      </dl>
    </div>
  )
}

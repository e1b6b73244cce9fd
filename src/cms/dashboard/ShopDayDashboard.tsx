import type { Payload } from 'payload'
import { formatCents } from '../../lib/money'
import { hasRole } from '../access'
import { shopDayFacts } from './facts'

type Props = { payload: Payload; user?: unknown; i18n?: { language?: string } }

const q = (where: Record<string, string>) =>
  `?${Object.entries(where)
    .map(([k, v]) => `where${k}=${encodeURIComponent(v)}`)
    .join('&')}`

/**
 * The shop's day at the top of the admin (issue #15 §5), for the shop role and an admin: what waits
 * (orders to ship, withdrawals with their refund deadline, messages), what runs out, and revenue of
 * today and this week. Each figure links to its filtered list. Rendered on the server; the admin
 * makes no outside request for it.
 */
export async function ShopDayDashboard({ payload, user, i18n }: Props) {
  if (!hasRole(user, 'shop', 'admin')) return null
  const nl = i18n?.language !== 'en'
  const f = await shopDayFacts(payload)
  const date = (d: Date) => d.toLocaleDateString(nl ? 'nl-NL' : 'en-GB', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long' })
  const tiles: { id: string; label: string; value: string; note?: string; href: string; urgent?: boolean }[] = [
    {
      id: 'to-ship',
      label: nl ? 'Betaald, te verzenden' : 'Paid, to ship',
      value: String(f.toShip),
      href: `/admin/collections/orders${q({ '[status][equals]': 'paid' })}`,
      urgent: f.toShip > 0,
    },
    {
      id: 'withdrawals',
      label: nl ? 'Open herroepingen' : 'Open withdrawals',
      value: String(f.openWithdrawals),
      note: f.nextRefundDeadline
        ? nl
          ? `eerste terugbetaling uiterlijk ${date(f.nextRefundDeadline)}`
          : `first refund due ${date(f.nextRefundDeadline)}`
        : undefined,
      href: `/admin/collections/withdrawals${q({ '[handled][not_equals]': 'true' })}`,
      urgent: f.openWithdrawals > 0,
    },
    {
      id: 'low-stock',
      label: nl ? 'Bijna op (5 of minder)' : 'Running low (5 or fewer)',
      value: String(f.lowStock),
      href: `/admin/collections/products${q({ '[stock][less_than_equal]': '5', '[stock][greater_than]': '0' })}`,
    },
    {
      id: 'sold-out',
      label: nl ? 'Uitverkocht' : 'Sold out',
      value: String(f.soldOut),
      href: `/admin/collections/products${q({ '[stock][less_than_equal]': '0' })}`,
    },
    {
      id: 'contact',
      label: nl ? 'Nieuwe contactberichten' : 'New contact messages',
      value: String(f.newContactMessages),
      href: `/admin/collections/contact-messages${q({ '[handled][not_equals]': 'true' })}`,
    },
    {
      id: 'trade',
      label: nl ? 'Nieuwe handelsaanvragen' : 'New trade enquiries',
      value: String(f.newTradeEnquiries),
      href: `/admin/collections/trade-enquiries${q({ '[handled][not_equals]': 'true' })}`,
    },
    {
      id: 'revenue-today',
      label: nl ? 'Omzet vandaag' : 'Revenue today',
      value: formatCents(f.revenueToday),
      note: nl
        ? `${f.ordersToday} ${f.ordersToday === 1 ? 'bestelling' : 'bestellingen'}, incl. btw`
        : `${f.ordersToday} ${f.ordersToday === 1 ? 'order' : 'orders'}, incl. VAT`,
      href: `/admin/collections/orders${q({ '[status][in]': 'paid,shipped,delivered' })}`,
    },
    {
      id: 'revenue-week',
      label: nl ? 'Omzet deze week' : 'Revenue this week',
      value: formatCents(f.revenueWeek),
      note: nl ? 'sinds maandag, incl. btw' : 'since Monday, incl. VAT',
      href: `/admin/collections/orders${q({ '[status][in]': 'paid,shipped,delivered' })}`,
    },
  ]
  return (
    <section aria-labelledby="shop-day-title" style={{ marginBottom: 32 }}>
      <h2 id="shop-day-title" style={{ margin: '0 0 12px' }}>
        {nl ? 'Vandaag in de winkel' : 'Today in the shop'}
      </h2>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {tiles.map((t) => (
          <li key={t.id} data-shop-day={t.id}>
            <a
              href={t.href}
              style={{
                display: 'block',
                height: '100%',
                padding: '14px 16px',
                borderRadius: 8,
                border: `1px solid ${t.urgent ? '#b42318' : 'var(--theme-elevation-150)'}`,
                textDecoration: 'none',
                color: 'inherit',
              }}
            >
              <span style={{ display: 'block', fontSize: 13 }}>{t.label}</span>
              <strong style={{ display: 'block', fontSize: 26, marginTop: 4 }} data-value>
                {t.value}
              </strong>
              {t.note && <span style={{ display: 'block', fontSize: 12, marginTop: 4 }}>{t.note}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

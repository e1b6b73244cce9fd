'use client'
import { useEffect } from 'react'
import { useTranslations } from '@/i18n/client'
import { autoDismissAfter, type ShownNotification } from './rules'
import { useNotifications } from './store'

const TONE: Record<ShownNotification['type'], string> = {
  error: 'border-red-700 bg-red-50 text-red-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  info: 'border-wine-700 bg-cork-50 text-ink',
  success: 'border-green-700 bg-green-50 text-green-950',
}

function Item({ n }: { n: ShownNotification }) {
  const t = useTranslations('common')
  const dismiss = useNotifications((s) => s.dismiss)
  useEffect(() => {
    const ms = autoDismissAfter(n)
    if (ms === null) return
    const id = window.setTimeout(() => dismiss(n.id), ms)
    return () => window.clearTimeout(id)
  }, [n, dismiss])
  return (
    <li
      role={n.type === 'error' || n.type === 'warning' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border-l-4 px-4 py-3 shadow-md ${TONE[n.type]}`}
    >
      <p className="flex-1 text-sm leading-relaxed">{n.message}</p>
      {n.dismissible && (
        <button
          type="button"
          onClick={() => dismiss(n.id)}
          aria-label={t('dismissNotification')}
          className="-m-1 rounded-full p-1 text-lg leading-none opacity-70 hover:opacity-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  )
}

/**
 * The shop's notifications. `inline` renders them in the flow (inside the cart drawer, which is a
 * modal: anything outside it would sit under the top layer); otherwise fixed at the top right.
 */
export function NotificationList({ inline = false }: { inline?: boolean }) {
  const list = useNotifications((s) => s.list)
  if (list.length === 0) return null
  return (
    <ul className={inline ? 'mt-4 space-y-2' : 'fixed inset-x-4 top-20 z-50 ml-auto max-w-sm space-y-2 sm:right-6 sm:left-auto'}>
      {list.map((n) => (
        <Item key={n.id} n={n} />
      ))}
    </ul>
  )
}

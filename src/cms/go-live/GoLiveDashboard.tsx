import type { Payload } from 'payload'
import { goLiveChecklist, openItems } from './checklist'
import { goLiveFacts } from './facts'

type Props = { payload: Payload; user?: { roles?: string[] | null } | null; i18n?: { language?: string } }

const GREEN = '#1f7a3a'
const RED = '#b42318'

/**
 * "Live gaan" on the admin's dashboard (issue #15 §2), for admins while the shop is the demo: each
 * item green or red with what to do and where. The same list guards the demo switch (shop-install).
 */
export async function GoLiveDashboard({ payload, user, i18n }: Props) {
  if (!user?.roles?.includes('admin')) return null
  const install = await payload.findGlobal({ slug: 'shop-install', depth: 0, overrideAccess: true, select: { demo: true } })
  if (!install.demo) return null
  const lang = i18n?.language === 'en' ? 'en' : 'nl'
  const items = goLiveChecklist(await goLiveFacts(payload))
  const open = openItems(items).length
  const text =
    lang === 'nl'
      ? {
          title: 'Live gaan',
          intro:
            'Dit is nog de demowinkel: bezoekers zien de melding "Demowinkel" en testbetalingen zijn gratis. Uit demomodus gaan kan als alles groen is (Beheer → Installatie).',
          count: `${items.length - open} van ${items.length} klaar`,
          go: 'Regelen',
        }
      : {
          title: 'Go live',
          intro:
            'This is still the demo shop: visitors see the "Demo shop" notice and test payments are free. Leaving demo mode is possible once everything is green (Admin → Installation).',
          count: `${items.length - open} of ${items.length} done`,
          go: 'Fix',
        }
  return (
    <section
      aria-labelledby="go-live-title"
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '20px 24px', marginBottom: 32 }}
    >
      <h2 id="go-live-title" style={{ margin: 0 }}>
        {text.title} <span style={{ fontSize: 14, fontWeight: 400 }}>({text.count})</span>
      </h2>
      <p style={{ marginTop: 8 }}>{text.intro}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {items.map((item) => (
          <li key={item.id} data-go-live={item.id} data-ok={item.ok} style={{ display: 'flex', gap: 12, alignItems: 'baseline' }}>
            <span aria-hidden="true" style={{ color: item.ok ? GREEN : RED, fontWeight: 700, width: 16 }}>
              {item.ok ? '✓' : '✗'}
            </span>
            <span style={{ flex: 1 }}>
              <strong>{item.label[lang]}</strong>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {item.ok ? (lang === 'nl' ? ' (klaar)' : ' (done)') : lang === 'nl' ? ' (nog te doen)' : ' (to do)'}
              </span>
              {': '}
              {item.ok ? (item.done?.[lang] ?? (lang === 'nl' ? 'in orde' : 'done')) : item.todo[lang]}
            </span>
            {!item.ok && (
              <a href={item.href} style={{ whiteSpace: 'nowrap' }}>
                {text.go}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

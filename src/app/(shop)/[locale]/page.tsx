import { payload } from '@/lib/payload'
import { formatCents } from '@/lib/money'

export default async function HomePage() {
  const p = await payload()
  const { docs } = await p.find({ collection: 'products', limit: 12, depth: 0 })
  return (
    <main>
      <h1>Kelder &amp; Kurk</h1>
      <ul>{docs.map((d) => <li key={d.id}>{d.name} {formatCents(d.price)}</li>)}</ul>
    </main>
  )
}

/** Title and lead of a content page. */
export function PageHeader({ title, intro }: { title: string; intro?: string | null }) {
  return (
    <header className="max-w-3xl">
      <h1 className="font-serif text-3xl font-semibold leading-tight text-wine-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-4 text-lg leading-relaxed text-ink/80 sm:text-xl">{intro}</p>}
    </header>
  )
}

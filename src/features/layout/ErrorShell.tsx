/** Spec "Error shell": `Oeps..`, the line under it, and a way back to the shop (404 and fatal errors). */
export function ErrorShell({
  title,
  text,
  back,
  home,
  detail,
  children,
}: {
  title: string
  text: string
  back: string
  home: string
  detail?: string
  children?: React.ReactNode
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <svg
        viewBox="0 0 64 64"
        className="h-20 w-20 text-wine-700"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 8h24l-2 16a10 10 0 0 1-20 0z" />
        <path d="M32 34v16m-8 6h16" />
        <path d="M46 44c4 2 8 6 10 12" className="text-cork-600" stroke="currentColor" />
      </svg>
      <h1 className="mt-6 font-serif text-4xl font-semibold text-wine-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-ink/80">{text}</p>
      {detail && <p className="mt-2 break-all font-mono text-sm text-ink/70">{detail}</p>}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <a href={home} className="rounded-full bg-wine-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-wine-900">
          {back}
        </a>
        {children}
      </div>
    </div>
  )
}

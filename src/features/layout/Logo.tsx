/** The shop's mark: a cork over a glass, drawn inline (no request, no layout shift). */
export function LogoMark({ className = 'h-9 w-9', tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  // On the dark footer the colours swap, so the mark keeps its contrast.
  const [disc, glass] =
    tone === 'dark' ? ['var(--color-wine-700)', 'var(--color-cork-50)'] : ['var(--color-cork-50)', 'var(--color-wine-700)']
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill={disc} />
      <path d="M13 11h14l-1.2 7.5a5.8 5.8 0 0 1-11.6 0z" fill={glass} />
      <path d="M14.3 15.5h11.4l-.5 3a5.2 5.2 0 0 1-10.4 0z" fill="var(--color-wine-500)" />
      <path d="M20 24.3V30m-4 .5h8" stroke={glass} strokeWidth="1.8" strokeLinecap="round" />
      <rect x="17.5" y="5" width="5" height="6.5" rx="1.2" fill="var(--color-cork-300)" />
    </svg>
  )
}

export function Logo({ shopName, tone = 'dark' }: { shopName: string; tone?: 'dark' | 'light' }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark tone={tone} />
      <span className={`font-serif text-xl font-semibold tracking-tight ${tone === 'dark' ? 'text-wine-900' : 'text-cork-50'}`}>
        {shopName}
      </span>
    </span>
  )
}

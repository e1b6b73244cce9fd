/** Waine's avatar: a sommelier's face with a wine-glass bow tie, drawn inline (no image request). */
export function WaineAvatar({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#f3e6d3" />
      <path d="M12 58c2-11 10-16 20-16s18 5 20 16a32 32 0 0 1-40 0z" fill="#6e1b2e" />
      <path d="M27 44l5 5 5-5-5-2z" fill="#f7efe2" />
      <circle cx="32" cy="27" r="11" fill="#e9c7a3" />
      <path d="M21 25c0-8 5-12 11-12s11 4 11 12c-3-4-7-5-11-5s-8 1-11 5z" fill="#3b2a20" />
      <circle cx="28" cy="28" r="1.4" fill="#3b2a20" />
      <circle cx="36" cy="28" r="1.4" fill="#3b2a20" />
      <path d="M28.5 32.5q3.5 2.5 7 0" stroke="#3b2a20" strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </svg>
  )
}

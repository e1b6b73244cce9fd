/** Small inline icons for the footer (no icon font, no request). */
export function SocialIcon({ network }: { network: string }) {
  const common = { viewBox: '0 0 24 24', className: 'h-5 w-5', 'aria-hidden': true, focusable: false } as const
  switch (network) {
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      )
    case 'linkedin':
      return (
        <svg {...common} fill="currentColor">
          <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z" />
        </svg>
      )
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.3-3.8 3.8v2.4H8v3h2.5V21z" />
        </svg>
      )
    default:
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
        </svg>
      )
  }
}

export const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  youtube: 'YouTube',
}

/** An 18+ notice mark in the style of the Dutch NIX18 campaign, drawn inline. */
export function Nix18Logo({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 120 48" className="h-12 w-auto" role="img" aria-label={label}>
      <rect x="1" y="1" width="118" height="46" rx="8" fill="#fff" stroke="#1f1a17" strokeWidth="2" />
      <text x="14" y="33" fontFamily="Arial, Helvetica, sans-serif" fontWeight="900" fontSize="24" fill="#1f1a17" letterSpacing="-0.5">
        NIX
      </text>
      <circle cx="86" cy="24" r="17" fill="#1f1a17" />
      <text x="86" y="32" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="900" fontSize="21" fill="#fff">
        18
      </text>
    </svg>
  )
}

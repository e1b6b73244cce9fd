import type { CmsImage } from '../../lib/cms-image'
import { shopImages } from '../../lib/images/shop'

/** The home page's opening: heading (the page's h1), text and a call to action, with the CMS image or a drawn still life. */
export function HomeHero({
  heading,
  text,
  cta,
  href,
  image,
}: {
  heading: string
  text?: string | null
  cta?: string | null
  href: string
  image: CmsImage | null
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-wine-900 via-wine-700 to-wine-500 text-cork-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.15fr_1fr] md:py-16 lg:py-20">
        <div>
          <h1 className="font-serif text-4xl font-semibold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">{heading}</h1>
          {text && <p className="mt-5 max-w-xl text-lg leading-relaxed text-cork-100/90 sm:text-xl">{text}</p>}
          {cta && (
            <a
              href={href}
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-cork-50 px-7 py-3.5 text-lg font-semibold text-wine-900 shadow-lg shadow-wine-900/30 transition-colors hover:bg-white"
            >
              {cta}
              <span aria-hidden="true">→</span>
            </a>
          )}
        </div>
        <div className="hidden justify-center md:flex">
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the srcset is built by lib/images (preset `hero`: a 1 px slot below md).
            <img
              {...shopImages.attrs(image.url, { preset: 'hero', width: image.width, height: image.height })}
              alt={image.alt}
              fetchPriority="high"
              className="h-auto max-h-96 w-full rounded-3xl object-cover shadow-2xl"
            />
          ) : (
            <HeroArt />
          )}
        </div>
      </div>
    </section>
  )
}

/** Bottles and a glass, drawn inline: decoration only. */
function HeroArt() {
  return (
    <svg viewBox="0 0 360 300" className="h-auto w-full max-w-sm" aria-hidden="true" focusable="false">
      <ellipse cx="180" cy="284" rx="160" ry="12" fill="#000" opacity="0.18" />
      <g>
        <rect x="70" y="20" width="26" height="60" rx="6" fill="#2a0a12" />
        <rect x="72" y="8" width="22" height="18" rx="4" fill="var(--color-cork-300)" />
        <path d="M60 110c0-20 12-30 23-36h0c11 6 23 16 23 36v166a8 8 0 0 1-8 8H68a8 8 0 0 1-8-8z" fill="#2a0a12" />
        <rect x="64" y="160" width="38" height="64" rx="4" fill="var(--color-cork-50)" />
        <rect x="70" y="176" width="26" height="3" fill="var(--color-wine-700)" />
        <rect x="70" y="186" width="20" height="2" fill="var(--color-cork-600)" />
      </g>
      <g>
        <rect x="134" y="36" width="24" height="56" rx="6" fill="#d9c77b" opacity="0.9" />
        <rect x="136" y="24" width="20" height="16" rx="4" fill="var(--color-cork-300)" />
        <path d="M124 120c0-18 11-28 22-34h0c11 6 22 16 22 34v156a8 8 0 0 1-8 8h-28a8 8 0 0 1-8-8z" fill="#e4d48f" />
        <rect x="128" y="170" width="36" height="58" rx="4" fill="#fff" />
        <rect x="134" y="184" width="24" height="3" fill="var(--color-wine-700)" />
      </g>
      <g>
        <path d="M230 120h76l-6 58a32 32 0 0 1-64 0z" fill="#ffffff" opacity="0.2" stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
        <path d="M236 150h64l-3 28a29 29 0 0 1-58 0z" fill="var(--color-wine-500)" />
        <path d="M268 210v62m-26 10h52" stroke="#fff" strokeOpacity="0.75" strokeWidth="4" strokeLinecap="round" />
      </g>
      <circle cx="318" cy="60" r="26" fill="var(--color-cork-300)" opacity="0.35" />
      <circle cx="30" cy="90" r="14" fill="var(--color-cork-300)" opacity="0.25" />
    </svg>
  )
}

import type { BannerPosition, ConsentTexts } from './config'
import { askConsent as ask } from './events'

const PLACE: Record<BannerPosition, string> = {
  'bottom-right': 'inset-x-3 bottom-3 sm:left-auto sm:right-6 sm:bottom-6 sm:w-[27rem]',
  'bottom-left': 'inset-x-3 bottom-3 sm:right-auto sm:left-6 sm:bottom-6 sm:w-[27rem]',
  bottom: 'inset-x-3 bottom-3 sm:inset-x-6 sm:bottom-6 sm:mx-auto sm:max-w-4xl',
}

/**
 * The banner (spec §2). Fixed, so it shifts nothing; server-rendered for a first visitor. Refusing
 * ("Alleen noodzakelijk") looks exactly like accepting: same size, same colour, side by side.
 * A server component: its buttons only name their action, ConsentRoot handles the click (so none of
 * this markup ships as JavaScript).
 */
export function ConsentBanner({ texts, position }: { texts: ConsentTexts; position: BannerPosition }) {
  const choice = 'rounded-full bg-wine-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-wine-900'
  return (
    <section
      aria-labelledby="cookies-titel"
      className={`consent-banner fixed z-50 rounded-2xl bg-white p-5 text-ink shadow-2xl shadow-wine-900/25 ring-1 ring-cork-300/70 ${PLACE[position]}`}
    >
      <h2 id="cookies-titel" className="font-serif text-lg font-semibold text-wine-900">
        {texts.bannerTitle}
      </h2>
      <p className="mt-1.5 max-h-[30dvh] overflow-y-auto text-sm leading-relaxed text-ink/85">{texts.bannerDescription}</p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className={choice} {...ask('accept')}>
          {texts.accept}
        </button>
        <button type="button" className={choice} {...ask('necessary')}>
          {texts.decline}
        </button>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        className="mt-2 w-full rounded-full px-4 py-2 text-sm font-semibold text-wine-700 underline underline-offset-4 hover:bg-wine-50"
        {...ask('manage')}
      >
        {texts.manageCookies}
      </button>
    </section>
  )
}

/** After consent: reopens the settings (spec §2). Bottom left, away from Waine and the cart button. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      {...ask('manage')}
      className="consent-settings-button fixed bottom-4 left-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-wine-700 shadow-lg shadow-wine-900/20 ring-1 ring-cork-300 hover:bg-wine-50 sm:left-6"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12.3A9 9 0 1 1 11.7 3a3 3 0 0 0 3.8 3.8 3 3 0 0 0 3.7 3.7 3 3 0 0 0 1.8 1.8Z" />
        <circle cx="8.5" cy="10" r="1" fill="currentColor" />
        <circle cx="14" cy="15" r="1" fill="currentColor" />
        <circle cx="9" cy="15.5" r="1" fill="currentColor" />
      </svg>
    </button>
  )
}

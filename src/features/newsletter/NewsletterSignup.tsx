import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { localizedPath } from '../../lib/seo'
import { signUpForNewsletter } from './actions'

type Props = {
  locale: Locale
  /** `block`: the home page and /nieuwsbrief; `footer`: compact, on dark. Also keeps ids apart when both are on a page. */
  variant: 'block' | 'footer'
  heading?: string | null
  text?: string | null
}

/**
 * The newsletter sign-up: e-mail, the 18+ tick and one button, posted to a server action. A plain
 * form in a server component: it works without JavaScript and adds none to the page.
 */
export async function NewsletterSignup({ locale, variant, heading, text }: Props) {
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const id = `nieuwsbrief-${variant}`
  const footer = variant === 'footer'
  const input = footer
    ? 'mt-1 block w-full rounded-md border border-cork-300/40 bg-white/10 px-3 py-2 text-cork-50 placeholder:text-cork-300/70 outline-none focus-visible:ring-2 focus-visible:ring-cork-300'
    : 'mt-1 block w-full rounded-md border border-cork-300 bg-white px-3 py-2 text-base text-ink shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-wine-500'
  return (
    <section aria-labelledby={`${id}-titel`} className={footer ? '' : 'rounded-2xl bg-cork-100 p-6 ring-1 ring-cork-300/50 sm:p-8'}>
      <h2
        id={`${id}-titel`}
        className={
          footer
            ? 'text-sm font-semibold uppercase tracking-wider text-cork-300'
            : 'font-serif text-2xl font-semibold text-wine-900 sm:text-3xl'
        }
      >
        {heading || t('heading')}
      </h2>
      <p className={footer ? 'mt-2 text-sm text-cork-100/90' : 'mt-2 text-ink/80'}>{text || t('intro')}</p>
      <form action={signUpForNewsletter} className={`mt-4 grid gap-3 ${footer ? '' : 'sm:grid-cols-[1fr_auto] sm:items-end'}`}>
        <input type="hidden" name="locale" value={locale} />
        <div>
          <label htmlFor={`${id}-email`} className={footer ? 'block text-sm text-cork-100' : 'block font-medium'}>
            {t('email')}
            {/* In the footer the form sits next to the page's own forms: its name says which one it is. */}
            {footer && <span className="sr-only"> {t('emailFooterSuffix')}</span>}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            className={input}
          />
        </div>
        <button
          type="submit"
          className={`inline-flex items-center justify-center rounded-full px-6 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${
            footer
              ? 'bg-cork-100 text-wine-900 hover:bg-white focus-visible:outline-cork-100'
              : 'bg-wine-700 text-white hover:bg-wine-900 focus-visible:outline-wine-700'
          }`}
        >
          {t('submit')}
        </button>
        <label className={`flex items-start gap-2 text-sm ${footer ? 'text-cork-100' : ''} sm:col-span-full`}>
          <input name="adult" type="checkbox" value="ja" required className="mt-0.5 h-4 w-4 accent-wine-700" />
          <span>{t('adult')}</span>
        </label>
        {/* Honeypot: hidden from people and assistive technology, tempting for bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p className={`text-xs ${footer ? 'text-cork-300' : 'text-ink/70'} sm:col-span-full`}>
          {t('smallPrint')}
          {/* The footer links the privacy statement already. */}
          {!footer && (
            <>
              {' '}
              <a href={localizedPath('/legal/privacy-policy', locale)} className="underline">
                {t('privacy')}
              </a>
            </>
          )}
        </p>
      </form>
    </section>
  )
}

'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from '@/i18n/client'
import { answerHtml } from './markdown'
import {
  canSend,
  contextOf,
  HINT_DELAY_MS,
  HINT_STORAGE_KEY,
  hintAllowed,
  MAX_QUESTION_LENGTH,
  outcomeOf,
  SOMMELIER_NAME,
  type ChatMessage,
} from './rules'
import { WaineAvatar } from './WaineAvatar'

/**
 * Waine's chat (spec §2 "Chat widget", ui-contract "Sommelier chat"): avatar button bottom-right,
 * a hint bubble 3.5 s after load, a small non-modal chat window. Answers are markdown, rendered and
 * sanitised in `answerHtml`; the user's own text is shown as plain text.
 */
function remembered(): string | null {
  try {
    return window.localStorage.getItem(HINT_STORAGE_KEY)
  } catch {
    return null
  }
}

export default function ChatWidget() {
  const t = useTranslations('sommelier')
  const locale = useLocale()
  const name = SOMMELIER_NAME
  const [open, setOpen] = useState(false)
  // Decided at mount (the widget mounts in the browser only, on idle): once per visitor, and not on
  // pages where the hint would cover what a buyer reads or fills in (rules.ts#hintAllowed).
  const [hint, setHint] = useState<'waiting' | 'shown' | 'gone'>(() =>
    typeof window !== 'undefined' && hintAllowed(window.location.pathname, remembered()) ? 'waiting' : 'gone',
  )
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ role: 'assistant', text: t('greeting') }])
  const [question, setQuestion] = useState('')
  const [pending, setPending] = useState(false)
  const [technicalError, setTechnicalError] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const log = useRef<HTMLDivElement>(null)
  const launcher = useRef<HTMLButtonElement>(null)

  const pathname = usePathname()
  // The hint appears 3.5 s after the page loaded (not after this idle-time mount).
  useEffect(() => {
    const id = window.setTimeout(() => setHint((h) => (h === 'waiting' ? 'shown' : h)), Math.max(0, HINT_DELAY_MS - performance.now()))
    return () => window.clearTimeout(id)
  }, [])
  // After a client navigation to such a page, a hint that is showing is not drawn there.
  const hintVisible = hint === 'shown' && !open && hintAllowed(pathname, null)

  const hintGone = () => {
    setHint('gone')
    try {
      window.localStorage.setItem(HINT_STORAGE_KEY, 'gone')
    } catch {
      // No storage (private mode): the hint may come back on the next visit.
    }
  }

  // Focus goes to the question box when the chat opens and again once a reply is in (the box is
  // enabled only after that render, so this waits for the commit instead of a timer).
  useEffect(() => {
    if (open && !pending) input.current?.focus()
  }, [open, pending])

  // While Waine types, the end of the log shows; a new answer is shown from its start (issue #19: a
  // long answer read from the bottom up, suggestion 3 first, on a phone).
  useEffect(() => {
    const box = log.current
    if (!box) return
    const answers = box.querySelectorAll<HTMLElement>('.chat-answer')
    const last = answers[answers.length - 1]
    if (!pending && messages.length > 1 && messages[messages.length - 1]?.role === 'assistant' && last)
      box.scrollTo({ top: last.offsetTop - box.offsetTop - 8 })
    else box.scrollTo({ top: box.scrollHeight })
  }, [messages, pending])

  const openChat = () => {
    setOpen(true)
    hintGone()
  }
  const closeChat = () => {
    setOpen(false)
    launcher.current?.focus()
  }

  async function send(e?: FormEvent) {
    e?.preventDefault()
    if (!canSend(question, pending)) return
    const text = question.trim().slice(0, MAX_QUESTION_LENGTH)
    const conversation = contextOf(messages)
    setMessages((m) => [...m, { role: 'user', text }])
    setQuestion('')
    setPending(true)
    setTechnicalError('')
    try {
      const res = await fetch(`/api/ask-waine${locale === 'nl' ? '' : `?locale=${locale}`}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: text, conversation }),
      })
      const outcome = outcomeOf(res.status, await res.json().catch(() => null))
      if (outcome.kind === 'failed') throw new Error(`ask-waine answered ${res.status}`)
      setMessages((m) => [...m, { role: 'assistant', text: outcome.kind === 'answer' ? outcome.text : t('noAnswer') }])
    } catch (error) {
      console.error('[Waine]', error)
      setMessages((m) => [...m, { role: 'assistant', text: t('failed') }])
      setTechnicalError(t('technical'))
    } finally {
      setPending(false)
    }
  }

  return (
    // data-hint: the hint's state, for tests that must know the widget decided (waiting, shown, gone).
    <div className="chat-widget fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 sm:right-6" data-hint={hint}>
      {open && (
        <section
          role="dialog"
          aria-label={t('title', { name })}
          aria-describedby="waine-ondertitel"
          onKeyDown={(e) => e.key === 'Escape' && closeChat()}
          className="flex h-[min(34rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl shadow-wine-900/25 ring-1 ring-cork-300/60 max-sm:fixed max-sm:inset-0 max-sm:h-dvh max-sm:w-full max-sm:rounded-none"
        >
          <header className="flex items-center gap-3 bg-wine-900 px-4 py-3 text-cork-50">
            <WaineAvatar className="h-10 w-10 shrink-0" />
            <div className="min-w-0 flex-1">
              <h2 className="font-serif text-lg font-semibold leading-tight">{t('title', { name })}</h2>
              <p id="waine-ondertitel" className="text-sm text-cork-100/85">
                {t('subtitle')}
              </p>
            </div>
            <button
              type="button"
              onClick={closeChat}
              aria-label={t('close')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </header>
          <p className="border-b border-cork-100 bg-cork-50 px-4 py-1.5 text-xs text-ink/70">{t('aiNotice', { name })}</p>
          {/* Tapping a wine or an article in an answer closes the chat, so the page it opens is in view. */}
          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-label={t('conversation')}
            onClick={(e) => (e.target as Element).closest('a[href^="/"]') && setOpen(false)}
            className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
          >
            {messages.map((m, i) =>
              m.role === 'assistant' ? (
                <div
                  key={i}
                  className="chat-answer max-w-[90%] rounded-2xl rounded-tl-sm bg-cork-50 px-3.5 py-2.5 text-[0.95rem] leading-relaxed text-ink"
                  dangerouslySetInnerHTML={{ __html: answerHtml(m.text) }}
                />
              ) : (
                <p
                  key={i}
                  className="ml-auto max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-tr-sm bg-wine-700 px-3.5 py-2.5 text-[0.95rem] text-white"
                >
                  {m.text}
                </p>
              ),
            )}
            {pending && (
              <p className="text-sm italic text-ink/70" role="status">
                {t('typing')}
              </p>
            )}
          </div>
          {technicalError && (
            <p role="alert" className="px-4 pb-1 text-xs text-wine-700">
              {technicalError}
            </p>
          )}
          <form onSubmit={send} className="flex gap-2 border-t border-cork-100 p-3">
            <input
              ref={input}
              type="text"
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              disabled={pending}
              maxLength={MAX_QUESTION_LENGTH}
              aria-label={t('input')}
              placeholder={t('placeholder')}
              autoComplete="off"
              className="min-w-0 flex-1 rounded-full border border-cork-300 bg-white px-4 py-2.5 text-[0.95rem] outline-none focus:border-wine-700 focus:ring-2 focus:ring-wine-700/20 disabled:bg-cork-50"
            />
            <button
              type="submit"
              disabled={pending}
              className="rounded-full bg-wine-700 px-4 py-2.5 font-semibold text-white hover:bg-wine-900 disabled:bg-ink/30"
            >
              {t('send')}
            </button>
          </form>
        </section>
      )}

      {hintVisible && (
        // Absolutely placed above the button: its arrival moves nothing on the page (no layout shift).
        <div className="absolute bottom-[calc(100%+0.75rem)] right-0 flex w-max max-w-[min(18rem,calc(100vw-6rem))] items-start gap-2 rounded-2xl rounded-br-sm bg-white py-3 pl-4 pr-2 text-[0.95rem] text-ink shadow-lg ring-1 ring-cork-300/60">
          <button type="button" onClick={openChat} className="text-left hover:text-wine-700">
            {t('hint', { name })}
          </button>
          <button
            type="button"
            onClick={hintGone}
            aria-label={t('dismissHint')}
            className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-ink/70 hover:bg-cork-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      )}

      <button
        ref={launcher}
        type="button"
        onClick={() => (open ? closeChat() : openChat())}
        aria-expanded={open}
        aria-label={t('title', { name })}
        className={`inline-flex h-16 w-16 items-center justify-center rounded-full bg-wine-900 shadow-lg shadow-wine-900/30 ring-4 ring-white transition-transform hover:scale-105 ${open ? 'max-sm:hidden' : ''}`}
      >
        <WaineAvatar className="h-14 w-14" />
      </button>
    </div>
  )
}

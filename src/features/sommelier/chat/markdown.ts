/**
 * Waine's answers: markdown rendered by `marked`, then sanitised by DOMPurify to the allow-list of
 * spec §5 (text and table tags; attributes href, target, rel, class, title, aria-label). Links are
 * styled as buttons; links that leave the shop open in a new tab. Browser only (DOMPurify needs a DOM).
 */
import DOMPurify from 'dompurify'
import { marked } from 'marked'
import { localizedShopHref } from './rules'

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'span',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
]
export const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'title', 'aria-label']

export const LINK_BUTTON_CLASS = 'chat-link-button'

let hooked = false
function addLinkHook() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return
    const href = node.getAttribute('href') ?? ''
    node.setAttribute('class', LINK_BUTTON_CLASS)
    // The shop's own links follow the page's language (<html lang>).
    if (href.startsWith('/')) node.setAttribute('href', localizedShopHref(href, document.documentElement.lang))
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else {
      node.removeAttribute('target')
    }
  })
}

/** Safe HTML for one answer. Anything outside the allow-list (scripts, handlers, javascript: links) is dropped. */
export function answerHtml(markdown: string): string {
  addLinkHook()
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true }) as string
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  })
}

/**
 * Which embedded content the shop accepts: the privacy-enhanced players of YouTube and Vimeo only,
 * the hosts the CSP's frame-src names (lib/security-headers.ts). Pure.
 */
import { EMBED_FRAME_HOSTS } from '../../lib/security-headers'

const PATHS: Record<string, RegExp> = {
  'https://www.youtube-nocookie.com': /^\/embed\/[\w-]{6,20}$/,
  'https://player.vimeo.com': /^\/video\/\d{4,12}$/,
}

export function isEmbedUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    const pattern = EMBED_FRAME_HOSTS.includes(url.origin) ? PATHS[url.origin] : undefined
    return Boolean(pattern?.test(url.pathname)) && !url.username && !url.password
  } catch {
    return false
  }
}

/** The host a visitor is told about in the placeholder. */
export const embedHost = (url: string) => new URL(url).hostname.replace(/^www\./, '')

import type { ConsentConfig } from './config'

/**
 * The consent settings for a page with a secret in its URL (lib/private-pages.ts): the visitor can
 * still see and change the choice, but no script loads there (no Google tag, no cookie's `src`), so
 * no third party ever sees the URL. Pure.
 */
export function withoutThirdPartyScripts(config: ConsentConfig): ConsentConfig {
  return { ...config, measurementId: null, cookies: config.cookies.map((cookie) => ({ ...cookie, src: undefined })) }
}

/**
 * Which of the shop's wines a bold text in an article names (issue #19, "no dead ends"). Pure: no
 * Payload, Next or React.
 *
 * The rule: a bold text names a wine when, with case, accents, punctuation and extra spaces ignored,
 * it is the wine's whole name in the page's language (on an English page also its Dutch name),
 * optionally with the wine's own producer before or after it and its own vintage at either end
 * ("Sancerre", "Sancerre 2023", "Domaine Henri Vaudelet Sancerre"). A part of a name is not a match:
 * "Albariño" (a grape) does not name "Albariño Rías Baixas", nor "Tokaji aszú" "Tokaji Aszú 5
 * Puttonyos"; nor does another vintage ("Sancerre 2019" when the shop sells the 2023). A name two
 * wines share links neither, unless the producer or vintage in the text tells them apart.
 */
import { normalizeSearch } from './article'

type Locale = 'nl' | 'en'

/** What the lookup needs of a published wine: small enough to cache for the whole range. */
export type WineNames = { ean: string; name: Record<Locale, string>; producer: string; vintage: number | null }

type Candidate = { ean: string; producer: string; vintage: number | null }

/** A wine name as it is compared: lower case, no accents or punctuation, single spaces. */
export const wineNameKey = (text: string): string => normalizeSearch(text).replace(/\s+/g, ' ')

/** Finds the EAN of the wine a bold text names, or null. */
export type WineLinkIndex = { find(text: string): string | null }

function addTo(map: Map<string, Candidate[]>, name: string, wine: WineNames) {
  const key = wineNameKey(name)
  if (!key) return
  const list = map.get(key) ?? []
  if (!list.some((c) => c.ean === wine.ean)) list.push({ ean: wine.ean, producer: wineNameKey(wine.producer), vintage: wine.vintage })
  map.set(key, list)
}

/**
 * Builds the lookup for one page language from the published wines. Names in the page's language
 * come first; on an English page a Dutch name only counts when no English name is the same text.
 */
export function wineLinkIndex(wines: readonly WineNames[], locale: Locale): WineLinkIndex {
  const own = new Map<string, Candidate[]>()
  const dutch = new Map<string, Candidate[]>()
  for (const w of wines) {
    addTo(own, w.name[locale], w)
    if (locale !== 'nl') addTo(dutch, w.name.nl, w)
  }
  const named = (key: string) => own.get(key) ?? dutch.get(key)
  const only = (list: Candidate[] | undefined) => (list?.length === 1 ? list[0]!.ean : null)

  return {
    find(text) {
      const key = wineNameKey(text)
      if (!key || !/\p{L}/u.test(key)) return null
      const exact = named(key)
      if (exact) return only(exact)

      // The vintage at either end, then the producer before or after the name.
      const words = key.split(' ')
      let vintage: number | null = null
      if (/^\d{4}$/.test(words.at(-1)!)) vintage = Number(words.pop())
      else if (/^\d{4}$/.test(words[0]!)) vintage = Number(words.shift())
      const fits = (c: Candidate, producer: string | null) =>
        (vintage === null || c.vintage === vintage) && (producer === null || c.producer === producer)
      const found = new Set<string>()
      const consider = (name: string, producer: string | null) => {
        for (const c of named(name) ?? []) if (fits(c, producer)) found.add(c.ean)
      }
      if (vintage !== null) consider(words.join(' '), null)
      for (let i = 1; i < words.length; i++) {
        const head = words.slice(0, i).join(' ')
        const tail = words.slice(i).join(' ')
        consider(tail, head) // "Domaine Henri Vaudelet Sancerre"
        consider(head, tail) // "Sancerre Domaine Henri Vaudelet"
      }
      return found.size === 1 ? [...found][0]! : null
    },
  }
}

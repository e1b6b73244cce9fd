import { describe, expect, it } from 'vitest'
import { decodeTwinKey, encodeTwinKey, publicPathOfTwin, queryTwinPath } from './query-pages'

/** A stand-in for the catalog's canonical form: keeps `kleur` and `zoek`, drops the rest. */
const catalogKey = (search: string) => {
  const sp = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const k of ['zoek', 'kleur']) if (sp.get(k)) kept.set(k, sp.get(k)!)
  return kept.toString()
}
const twin = (pathname: string, search: string) => queryTwinPath(pathname, search, catalogKey)

describe('pages with a query string: the plain cached page or its twin', () => {
  it('sends the catalog with a query to the twin of its canonical query, in either language', () => {
    expect(twin('/', '?kleur=rood')).toBe(`/nl/met-zoekvraag/catalogus/${encodeTwinKey('kleur=rood')}`)
    expect(twin('/', '?utm_source=x&kleur=rood')).toBe(twin('/', '?kleur=rood'))
    expect(twin('/en/', '?zoek=châteauneuf du pape')).toBe(`/en/met-zoekvraag/catalogus/${encodeTwinKey('zoek=ch%C3%A2teauneuf+du+pape')}`)
  })

  it('sends the guide with a query to its per-request twin, query kept', () => {
    expect(twin('/wijnwijzer', '?q=kaas')).toBe('/nl/met-zoekvraag/wijnwijzer?q=kaas')
    expect(twin('/en/wijnwijzer', '?q=cheese')).toBe('/en/met-zoekvraag/wijnwijzer?q=cheese')
  })

  it('leaves the plain pages (cached) and every other page alone', () => {
    expect(twin('/', '')).toBeNull()
    expect(twin('/', '?')).toBeNull()
    // Nothing the catalog reads: the plain home page.
    expect(twin('/', '?utm_source=nieuwsbrief')).toBeNull()
    expect(twin('/wijnwijzer', '')).toBeNull()
    expect(twin('/wijnwijzer/wijn-bij-kaas', '?q=x')).toBeNull()
    expect(twin('/producten/2100000002061', '?utm_source=x')).toBeNull()
    expect(twin('/english', '?q=x')).toBeNull()
  })

  it('carries any text through the path unchanged', () => {
    for (const query of ['zoek=ros%C3%A9+%2F+%3F+%23', 'kleur=rood%2Cwit&page=3', ''])
      expect(decodeTwinKey(encodeTwinKey(query))).toBe(query)
    expect(encodeTwinKey('zoek=a/b?c#d')).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  it('sends a visitor who types a twin’s own URL to the public page', () => {
    expect(publicPathOfTwin('/met-zoekvraag')).toBe('/')
    expect(publicPathOfTwin(`/met-zoekvraag/catalogus/${encodeTwinKey('kleur=rood')}`)).toBe('/')
    expect(publicPathOfTwin('/met-zoekvraag/wijnwijzer')).toBe('/wijnwijzer')
    expect(publicPathOfTwin('/en/met-zoekvraag/catalogus/x')).toBe('/en')
    expect(publicPathOfTwin('/en/met-zoekvraag/wijnwijzer')).toBe('/en/wijnwijzer')
    expect(publicPathOfTwin('/nl/met-zoekvraag')).toBe('/')
    expect(publicPathOfTwin('/wijnwijzer')).toBeNull()
    expect(publicPathOfTwin('/met-zoekvraagx')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { publicPathOfTwin, queryTwinPath } from './query-pages'

describe('pages with a query string: the cached page or its per-request twin', () => {
  it('sends the catalog and the guide with a query to their twin, in either language', () => {
    expect(queryTwinPath('/', '?kleur=rood')).toBe('/nl/met-zoekvraag')
    expect(queryTwinPath('/en', '?land=IT&page=2')).toBe('/en/met-zoekvraag')
    expect(queryTwinPath('/en/', '?zoek=rioja')).toBe('/en/met-zoekvraag')
    expect(queryTwinPath('/wijnwijzer', '?q=kaas')).toBe('/nl/met-zoekvraag/wijnwijzer')
    expect(queryTwinPath('/en/wijnwijzer', '?q=cheese')).toBe('/en/met-zoekvraag/wijnwijzer')
  })

  it('leaves the plain pages (cached) and every other page alone', () => {
    expect(queryTwinPath('/', '')).toBeNull()
    expect(queryTwinPath('/', '?')).toBeNull()
    expect(queryTwinPath('/wijnwijzer', '')).toBeNull()
    expect(queryTwinPath('/wijnwijzer/wijn-bij-kaas', '?q=x')).toBeNull()
    expect(queryTwinPath('/producten/2100000002061', '?utm_source=x')).toBeNull()
    expect(queryTwinPath('/english', '?q=x')).toBeNull()
  })

  it('sends a visitor who types a twin’s own URL to the public page', () => {
    expect(publicPathOfTwin('/met-zoekvraag')).toBe('/')
    expect(publicPathOfTwin('/met-zoekvraag/wijnwijzer')).toBe('/wijnwijzer')
    expect(publicPathOfTwin('/en/met-zoekvraag')).toBe('/en')
    expect(publicPathOfTwin('/en/met-zoekvraag/wijnwijzer')).toBe('/en/wijnwijzer')
    expect(publicPathOfTwin('/nl/met-zoekvraag')).toBe('/')
    expect(publicPathOfTwin('/wijnwijzer')).toBeNull()
    expect(publicPathOfTwin('/met-zoekvraagx')).toBeNull()
  })
})

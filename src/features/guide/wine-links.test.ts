import { describe, expect, it } from 'vitest'
import { wineLinkIndex, wineNameKey, type WineNames } from './wine-links'
import { ARTICLES } from '../../cms/seed/content/articles'
import { WINES } from '../../cms/seed/wines'
import { demoEan } from '../../cms/seed/ean'

const wine = (ean: string, nl: string, en = nl, producer = 'Domaine Test', vintage: number | null = 2023): WineNames => ({
  ean,
  name: { nl, en },
  producer,
  vintage,
})

describe('wineNameKey', () => {
  it('ignores case, accents, punctuation and extra spaces', () => {
    expect(wineNameKey('  Pedro   Ximénez ')).toBe('pedro ximenez')
    expect(wineNameKey('Moscato d’Asti')).toBe(wineNameKey("moscato d'Asti"))
    expect(wineNameKey('Beaujolais-Villages:')).toBe('beaujolais villages')
  })
})

describe('wineLinkIndex', () => {
  const range = [
    wine('1', 'Sancerre', 'Sancerre', 'Domaine Henri Vaudelet', 2023),
    wine('2', 'Tawny Port 10 jaar', 'Tawny Port 10 Years Old', 'Quinta da Serra Alta', null),
    wine('3', 'Albariño Rías Baixas'),
    wine('4', 'Pedro Ximénez', 'Pedro Ximénez', 'Bodegas Albero Blanco', null),
    wine('5', 'Chianti Classico', 'Chianti Classico', 'Fattoria A', 2021),
    wine('6', 'Chianti Classico', 'Chianti Classico', 'Fattoria B', 2020),
  ]
  const nl = wineLinkIndex(range, 'nl')
  const en = wineLinkIndex(range, 'en')

  it('matches a whole name, whatever the case, accents and spacing', () => {
    expect(nl.find('Sancerre')).toBe('1')
    expect(nl.find('SANCERRE')).toBe('1')
    expect(nl.find('pedro  ximenez')).toBe('4')
    expect(nl.find('Sancerre:')).toBe('1')
  })

  it('does not match part of a name, a longer text or any bold word', () => {
    expect(nl.find('Albariño')).toBeNull()
    expect(nl.find('Tawny Port')).toBeNull()
    expect(nl.find('Sancerre uit de Loire')).toBeNull()
    expect(nl.find('Droog:')).toBeNull()
    expect(nl.find('')).toBeNull()
    expect(nl.find('2023')).toBeNull()
  })

  it('uses the page language, and on an English page the Dutch name too', () => {
    expect(nl.find('Tawny Port 10 jaar')).toBe('2')
    expect(nl.find('Tawny Port 10 Years Old')).toBeNull()
    expect(en.find('Tawny Port 10 Years Old')).toBe('2')
    expect(en.find('tawny port 10 jaar')).toBe('2')
  })

  it("accepts the wine's own producer and vintage around the name, not another vintage", () => {
    expect(nl.find('Sancerre 2023')).toBe('1')
    expect(nl.find('2023 Sancerre')).toBe('1')
    expect(nl.find('Domaine Henri Vaudelet Sancerre')).toBe('1')
    expect(nl.find('Sancerre, Domaine Henri Vaudelet 2023')).toBe('1')
    expect(nl.find('Sancerre 2019')).toBeNull()
    expect(nl.find('Domaine Autre Sancerre')).toBeNull()
  })

  it('links a name two wines share only when producer or vintage tells them apart', () => {
    expect(nl.find('Chianti Classico')).toBeNull()
    expect(nl.find('Chianti Classico 2020')).toBe('6')
    expect(nl.find('Fattoria A Chianti Classico')).toBe('5')
  })

  it("prefers the page language's name over another wine's Dutch name", () => {
    const index = wineLinkIndex([wine('a', 'Chablis', 'Chablis (EN)'), wine('b', 'Chablis', 'Chablis')], 'en')
    expect(index.find('Chablis')).toBe('b')
  })
})

/** The bold texts of a markdown body, in order. */
const boldIn = (markdown: string) => [...markdown.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!)

describe('the seeded articles link the seeded wines they name in bold', () => {
  const range: WineNames[] = WINES.map((w) => ({ ean: demoEan(w), name: w.name, producer: w.producer, vintage: w.vintage }))
  const nameOf = new Map(WINES.map((w) => [demoEan(w), w.name.nl]))
  const linked = (locale: 'nl' | 'en') => {
    const index = wineLinkIndex(range, locale)
    return Object.fromEntries(
      ARTICLES.map(
        (a) =>
          [
            a.slug,
            boldIn(a.body[locale])
              .flatMap((text) => index.find(text) ?? [])
              .map((ean) => nameOf.get(ean)),
          ] as const,
      ).filter(([, wines]) => wines.length > 0),
    )
  }

  it.each(['nl', 'en'] as const)('%s', (locale) => {
    expect(linked(locale)).toEqual({
      'goede-witte-wijn': ['Sancerre', 'Chablis'],
      'wijn-bij-dessert': ['Sauternes', 'Pedro Ximénez', "Moscato d'Asti", "Moscato d'Asti"],
      'wijn-bij-pasta': ["Montepulciano d'Abruzzo", 'Chianti Classico', 'Valpolicella Ripasso'],
      'witte-wijn-bij-vis': ['Picpoul de Pinet', 'Vinho Verde'],
    })
  })
})

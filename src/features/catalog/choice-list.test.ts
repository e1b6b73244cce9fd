import { describe, expect, it } from 'vitest'
import { choiceList, COMMON_SHOWN, type Choice } from './choice-list'

const choice = (label: string, common: number, count = common, checked = false): Choice => ({
  value: label.toLowerCase(),
  label,
  count,
  common,
  checked,
})

describe('a long filter list', () => {
  it('shows a short list whole, by name', () => {
    const { common, rest } = choiceList([choice('Wit', 2), choice('Rood', 9), choice('Dessert', 1)])
    expect(common.map((c) => c.label)).toEqual(['Dessert', 'Rood', 'Wit'])
    expect(rest).toEqual([])
  })

  it('shows the values most wines have first, the rest by name behind them', () => {
    const grapes = [
      'Merlot:9',
      'Syrah:7',
      'Tempranillo:6',
      'Chardonnay:8',
      'Aglianico:1',
      'Zweigelt:1',
      'Nebbiolo:3',
      'Riesling:5',
      'Gamay:2',
      'Pinot Noir:4',
    ]
    const { common, rest } = choiceList(grapes.map((g) => choice(g.split(':')[0]!, Number(g.split(':')[1]))))
    expect(common.map((c) => c.label)).toEqual(['Merlot', 'Chardonnay', 'Syrah', 'Tempranillo', 'Riesling', 'Pinot Noir'])
    expect(common).toHaveLength(COMMON_SHOWN)
    expect(rest.map((c) => c.label)).toEqual(['Aglianico', 'Gamay', 'Nebbiolo', 'Zweigelt'])
  })

  it('judges what is common on the whole range, so ticking another filter does not reshuffle the list', () => {
    const many = Array.from({ length: 12 }, (_, i) => choice(`Druif ${String(i).padStart(2, '0')}`, 20 - i, i === 11 ? 5 : 0))
    // The rarest grape is the only one left among the red wines: it stays behind "Alle …".
    expect(choiceList(many).rest.map((c) => c.label)).toContain('Druif 11')
  })
})

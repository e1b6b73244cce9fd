import { describe, expect, it } from 'vitest'
import { lexicalToText } from './lexical-text'

const text = (t: string) => ({ type: 'text', text: t, version: 1 })
describe('lexicalToText', () => {
  it('turns blocks into lines and keeps inline text together', () => {
    const doc = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', children: [text('Bewaren')] },
          {
            type: 'paragraph',
            children: [
              text('Leg de fles '),
              { type: 'text', text: 'liggend', format: 1 },
              text('.'),
              { type: 'linebreak' },
              text('Koel en donker.'),
            ],
          },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [text('Eén')] },
              { type: 'listitem', children: [text('Twee')] },
            ],
          },
        ],
      },
    }
    expect(lexicalToText(doc)).toBe('Bewaren\nLeg de fles liggend. Koel en donker.\nEén\nTwee')
  })
  it('copes with nothing useful', () => {
    expect(lexicalToText(null)).toBe('')
    expect(lexicalToText({ root: { children: 'nope' } })).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { findContradictions } from './promise-check'
import { formatCutoff, formatPromiseAmount, formatWorkingDays, PROMISES, promiseValues } from './promises'

const flagged = (text: string) => findContradictions(text).map((c) => c.promise)

describe('the promises as texts', () => {
  it('writes amounts, the cut-off and working days as prose does', () => {
    expect(formatPromiseAmount(PROMISES.shipping.freeAboveCents)).toBe('€ 75')
    expect(formatPromiseAmount(PROMISES.shipping.costCents)).toBe('€ 7,95')
    expect(formatCutoff('nl')).toBe('16.00 uur')
    expect(formatCutoff('en')).toBe('4 pm')
    expect(formatWorkingDays(2, 'nl')).toBe('twee werkdagen')
    expect(formatWorkingDays(1, 'en')).toBe('one working day')
    expect(promiseValues('nl')).toMatchObject({ freeShippingAbove: '€ 75', shippingCost: '€ 7,95', replyWithin: 'twee werkdagen' })
  })
})

describe('findContradictions', () => {
  it('flags a free-shipping limit that includes € 75, in Dutch and English', () => {
    expect(flagged('Gratis verzending vanaf € 75')).toEqual(['shipping'])
    expect(flagged('Gratis verzending bij bestellingen van € 75 of meer.')).toEqual(['shipping'])
    expect(flagged('Free shipping from € 75')).toEqual(['shipping'])
    expect(flagged('Orders of € 75 or more ship for free.')).toEqual(['shipping'])
  })

  it('accepts the limit stated as it is: free above € 75, € 75 itself pays', () => {
    expect(flagged('Gratis verzending boven € 75')).toEqual([])
    expect(flagged('Voor een bestelling tot en met € 75 betaal je € 7,95 verzendkosten. Boven € 75 is de verzending gratis.')).toEqual([])
    expect(flagged('Free shipping above € 75. Below that € 7,95 per order.')).toEqual([])
    expect(flagged('Bestel je voor meer dan € 75, dan is de verzending gratis.')).toEqual([])
  })

  it('flags another limit or another shipping cost', () => {
    expect(flagged('Gratis verzending boven € 50')).toEqual(['shipping'])
    expect(flagged('Voor kleine bestellingen betaal je € 6,95 verzendkosten.')).toEqual(['shipping'])
  })

  it('leaves a sentence with prices but no shipping alone', () => {
    expect(flagged('Boven de € 25 betaal je vaak ook voor naam en zeldzaamheid.')).toEqual([])
    expect(flagged('Doos 6 × 75 cl € 34,95')).toEqual([])
  })

  it('flags another cut-off time and "tomorrow"', () => {
    expect(flagged('Vóór 17.00 uur besteld, dezelfde dag verstuurd.')).toContain('delivery')
    expect(flagged('Order before 5 pm.')).toContain('delivery')
    expect(flagged('Vóór 16.00 uur besteld, morgen in huis.')).toEqual(['delivery'])
    expect(flagged('Order before 4 pm, delivered tomorrow.')).toEqual(['delivery'])
    expect(flagged('Op een werkdag vóór 16.00 uur besteld en betaald: de volgende werkdag in huis.')).toEqual([])
    expect(flagged('Order on a working day before 4 pm and we send it the same day.')).toEqual([])
    expect(flagged('Bestel voor 2 flessen of meer.')).toEqual([])
  })

  it('flags a number of working days for delivery, and another reply time', () => {
    expect(flagged('We versturen betaalde bestellingen meestal binnen 2 werkdagen.')).toEqual(['deliveryDays'])
    expect(flagged('We reageren binnen één werkdag.')).toEqual(['customerService'])
    expect(flagged('E-mail: winkel@example.nl. We antwoorden binnen 1 werkdag.')).toEqual(['customerService'])
    expect(flagged('We reageren binnen twee werkdagen.')).toEqual([])
    expect(flagged('We will get back to you within two working days.')).toEqual([])
    expect(flagged('We reply within 3 business days.')).toEqual(['customerService'])
  })

  it('flags an ID check only for who looks young, and free returns', () => {
    expect(flagged('De bezorger vraagt om een legitimatiebewijs als je jonger dan 25 lijkt.')).toEqual(['idCheckAtDelivery'])
    expect(flagged('The courier asks for ID if you look younger than 25.')).toEqual(['idCheckAtDelivery'])
    expect(flagged('De bezorger vraagt altijd om een geldig legitimatiebewijs.')).toEqual([])
    expect(flagged('Gratis retourneren binnen 14 dagen.')).toEqual(['returns'])
    expect(flagged('Gratis retour binnen 14 dagen.')).toEqual(['returns'])
    expect(flagged('Free returns within 14 days.')).toEqual(['returns'])
  })
})

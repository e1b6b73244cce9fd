import { describe, expect, it } from 'vitest'
import { asRecord, echoValues, formText, isHoneypotFilled, sentText, validateContact, validateTrade, validateWithdrawal } from './schemas'

const contact = { name: 'Anna de Vries', email: 'anna@example.nl', subject: 'Levering', message: 'Wanneer wordt mijn bestelling bezorgd?' }
const trade = {
  company: 'Wijnbar De Kurk',
  kvk: '81234567',
  name: 'Anna de Vries',
  email: 'anna@dekurk.nl',
  phone: '030 123 45 67',
  message: 'Wij zoeken een huiswijn.',
}

describe('contact form validation', () => {
  it('accepts a complete message and trims the fields', () => {
    const r = validateContact({ ...contact, name: '  Anna de Vries  ' })
    expect(r).toEqual({ ok: true, data: contact })
  })

  it('allows an empty subject', () => {
    const r = validateContact({ ...contact, subject: '' })
    expect(r.ok && r.data.subject).toBe('')
  })

  it('gives one Dutch message per field that is wrong', () => {
    const r = validateContact({ name: '', email: 'geen-email', message: 'kort' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.state.status).toBe('invalid')
    expect(r.state.message).toBe('Controleer de gemarkeerde velden en probeer het opnieuw.')
    expect(r.state.errors).toEqual({
      name: 'Vul je naam in.',
      email: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
      message: 'Je bericht is te kort: schrijf minimaal 10 tekens.',
    })
  })

  it('says "required" rather than "invalid" for an empty e-mail address', () => {
    const r = validateContact({ ...contact, email: '   ' })
    expect(!r.ok && r.state.errors.email).toBe('Vul je e-mailadres in.')
  })

  it('answers in English under /en', () => {
    const r = validateContact({ ...contact, email: 'x' }, 'en')
    expect(!r.ok && r.state.errors.email).toBe('Please enter a valid email address, for example name@example.com.')
  })

  it('rejects text that is too long', () => {
    const r = validateContact({ ...contact, name: 'a'.repeat(121), message: 'b'.repeat(5001), subject: 'c'.repeat(201) })
    expect(!r.ok && r.state.errors).toEqual({
      name: 'Je naam mag maximaal 120 tekens lang zijn.',
      subject: 'Het onderwerp mag maximaal 200 tekens lang zijn.',
      message: 'Je bericht mag maximaal 5000 tekens lang zijn.',
    })
  })

  it('treats values of the wrong type as missing, never throws', () => {
    for (const input of [null, undefined, 42, 'tekst', [], [contact], { name: 5, email: {}, message: ['x'] }]) {
      const r = validateContact(input)
      expect(r.ok).toBe(false)
    }
    const r = validateContact({ name: 5, email: {}, message: ['x'] })
    expect(!r.ok && Object.keys(r.state.errors).sort()).toEqual(['email', 'message', 'name'])
  })

  it('strips control characters', () => {
    const r = validateContact({ ...contact, name: 'Anna\u0000 de\u0007 Vries' })
    expect(r.ok && r.data.name).toBe('Anna de Vries')
  })

  it('ignores unknown and prototype keys', () => {
    const hostile = JSON.parse(
      `{"__proto__": {"admin": true}, "constructor": 1, "name": "Anna", "email": "a@b.nl", "message": "Een bericht van genoeg tekens"}`,
    )
    const r = validateContact(hostile)
    expect(r.ok && r.data).toEqual({ name: 'Anna', email: 'a@b.nl', subject: '', message: 'Een bericht van genoeg tekens' })
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })

  it('reads FormData as well as plain objects', () => {
    const fd = new FormData()
    for (const [k, v] of Object.entries(contact)) fd.set(k, v)
    expect(validateContact(fd).ok).toBe(true)
    fd.set('email', new Blob(['x']))
    expect(validateContact(fd).ok).toBe(false)
  })
})

describe('trade enquiry validation', () => {
  it('accepts a complete enquiry', () => {
    expect(validateTrade(trade)).toEqual({ ok: true, data: trade })
  })

  it('makes KvK and phone optional', () => {
    const r = validateTrade({ ...trade, kvk: '', phone: '' })
    expect(r.ok && [r.data.kvk, r.data.phone]).toEqual(['', ''])
  })

  it('normalises a KvK number typed with spaces or dots', () => {
    expect(validateTrade({ ...trade, kvk: '8123 4567' })).toMatchObject({ ok: true, data: { kvk: '81234567' } })
    expect(validateTrade({ ...trade, kvk: '81.23.45.67' })).toMatchObject({ ok: true, data: { kvk: '81234567' } })
  })

  it('rejects a KvK number that is not 8 digits', () => {
    for (const kvk of ['1234567', '123456789', '8123456a', 'KVK12345']) {
      const r = validateTrade({ ...trade, kvk })
      expect(!r.ok && r.state.errors.kvk).toBe('Een KvK-nummer bestaat uit precies 8 cijfers.')
    }
  })

  it('checks the phone number loosely: separators fine, letters and too few digits not', () => {
    expect(validateTrade({ ...trade, phone: '+31 (0)30-123 45 67' }).ok).toBe(true)
    expect(validateTrade({ ...trade, phone: '06-12345678' }).ok).toBe(true)
    for (const phone of ['12345', 'bel me', '030 123 45 67 ext. 2', '+31 30 123456789012345']) {
      const r = validateTrade({ ...trade, phone })
      expect(!r.ok && r.state.errors.phone, phone).toMatch(/telefoonnummer/)
    }
  })

  it('requires company, name, e-mail and message', () => {
    const r = validateTrade({})
    expect(!r.ok && Object.keys(r.state.errors).sort()).toEqual(['company', 'email', 'message', 'name'])
    expect(!r.ok && r.state.errors.company).toBe('Vul de naam van je bedrijf in.')
  })

  it('echoes what was typed back into the form (strings only)', () => {
    const r = validateTrade({ ...trade, kvk: '12', phone: 31 })
    expect(!r.ok && r.state.values).toEqual({
      company: trade.company,
      kvk: '12',
      name: trade.name,
      email: trade.email,
      message: trade.message,
    })
  })
})

describe('form helpers', () => {
  it('detects a filled honeypot', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true)
    expect(isHoneypotFilled({ website: '' })).toBe(false)
    expect(isHoneypotFilled({})).toBe(false)
  })

  it('turns anything into a record', () => {
    expect(asRecord(null)).toEqual({})
    expect(asRecord([1, 2])).toEqual({})
    expect(asRecord('x')).toEqual({})
    expect(asRecord({ a: 1 })).toEqual({ a: 1 })
  })

  it('cuts echoed values to a sane length', () => {
    expect(echoValues({ name: 'x'.repeat(10_000) }, ['name']).name).toHaveLength(5000)
  })

  it('puts the wait time in the rate-limit message', () => {
    expect(formText('nl', 'limited', { seconds: 42 })).toBe(
      'Je hebt te veel berichten kort na elkaar verstuurd. Probeer het over 42 seconden opnieuw.',
    )
    expect(formText('en', 'limited', { seconds: 5 })).toContain('5 seconds')
    expect(sentText('nl', 'contact')).toMatch(/^Bedankt voor je bericht! We reageren binnen \S.+\.$/)
    expect(sentText('en', 'trade')).not.toContain('{')
  })
})

describe('validateWithdrawal (Directive 2023/2673: name, contract, e-mail)', () => {
  it('asks for the name, order number and e-mail, and keeps the reason optional', () => {
    const refused = validateWithdrawal({ orderNumber: 'KK-2026-000123', email: 'eva@voorbeeld.nl' }, 'nl')
    expect(refused.ok).toBe(false)
    if (!refused.ok && refused.state.status === 'invalid') expect(refused.state.errors).toEqual({ name: 'Vul je naam in.' })
    const accepted = validateWithdrawal({ name: ' Eva Janssen ', orderNumber: 'kk-2026-000123', email: 'eva@voorbeeld.nl' }, 'nl')
    expect(accepted).toMatchObject({ ok: true, data: { name: 'Eva Janssen', orderNumber: 'KK-2026-000123', reason: '' } })
  })
})

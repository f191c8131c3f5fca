import { describe, expect, it } from 'vitest'
import { makeRegisterSchema } from '@galata/contract'
import { buildBirthDate, normalizeDatePart } from './birth-date'

describe('birth date from day, month and year (spec §3)', () => {
  it('builds year-month-day from complete parts', () => {
    expect(buildBirthDate({ birthDateDay: '01', birthDateMonth: '01', birthDateYear: '1970' })).toBe(
      '1970-01-01',
    )
    expect(buildBirthDate({ birthDateDay: '29', birthDateMonth: '02', birthDateYear: '2000' })).toBe(
      '2000-02-29',
    )
  })

  it('writes a one-digit day or month with its zero', () => {
    expect(buildBirthDate({ birthDateDay: '7', birthDateMonth: '3', birthDateYear: '1990' })).toBe(
      '1990-03-07',
    )
    expect(normalizeDatePart('birthDateDay', '7')).toBe('07')
    expect(normalizeDatePart('birthDateMonth', '12')).toBe('12')
    expect(normalizeDatePart('birthDateDay', '0')).toBe('0')
    expect(normalizeDatePart('birthDateDay', '')).toBe('')
  })

  it('keeps digits only and never more than the box holds', () => {
    expect(normalizeDatePart('birthDateDay', '1a2b3')).toBe('12')
    expect(normalizeDatePart('birthDateYear', '19901')).toBe('1990')
    expect(normalizeDatePart('birthDateYear', '199')).toBe('199')
  })

  it('is null until every part is complete', () => {
    expect(buildBirthDate({ birthDateDay: '', birthDateMonth: '01', birthDateYear: '1990' })).toBeNull()
    expect(buildBirthDate({ birthDateDay: '01', birthDateMonth: '01', birthDateYear: '199' })).toBeNull()
  })

  it('agrees with the contract, which refuses an impossible date and a player under 18', () => {
    const schema = makeRegisterSchema(new Date('2026-06-15T12:00:00Z'))
    const base = {
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayse1990',
      email: 'ayse@example.com',
      phone: '905321234567',
      password: 'Tulip-1453',
      password2: 'Tulip-1453',
      ageConfirmed: true,
      termsAccepted: true,
    }
    const parse = (day: string, month: string, year: string) => {
      const parts = { birthDateDay: day, birthDateMonth: month, birthDateYear: year }
      const result = schema.safeParse({ ...base, ...parts, birthDate: buildBirthDate(parts) ?? undefined })
      return result.success ? 'ok' : result.error.issues.map((i) => i.message).join(',')
    }
    expect(parse('15', '06', '2008')).toBe('ok')
    expect(parse('16', '06', '2008')).toBe('underage')
    expect(parse('31', '02', '1990')).toBe('invalid_date')
  })
})

import { describe, expect, it } from 'vitest'
import { formatCalendarDate, maskEmail } from './format'

describe('account details formatting', () => {
  it('hides most of the e-mail name and keeps the domain', () => {
    expect(maskEmail('ayse.nur@example.com')).toBe('ay***@example.com')
    expect(maskEmail('ab@example.com')).toBe('a***@example.com')
    expect(maskEmail('a@x.io')).toBe('a***@x.io')
    expect(maskEmail(null)).toBe('')
    expect(maskEmail('not-an-email')).toBe('not-an-email')
  })

  it('shows a birth date as a calendar date in the language, never shifted by a time zone', () => {
    expect(formatCalendarDate('1990-01-07', 'tr')).toBe('7.Oca.1990')
    expect(formatCalendarDate('1990-01-07', 'en')).toBe('7.Jan.1990')
    expect(formatCalendarDate('1990-12-31T00:00:00.000Z', 'en')).toBe('31.Dec.1990')
    expect(formatCalendarDate(null, 'tr')).toBe('')
  })
})

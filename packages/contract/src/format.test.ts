import { describe, expect, it } from 'vitest'
import {
  fillText,
  formatDate,
  formatKurus,
  formatMoney,
  formatMultiplier,
  formatNumber,
  formatPercent,
  parseDecimal,
  pluralCategory,
} from './format.js'

describe('money', () => {
  it('writes lira with ₺ first in both languages, two decimals by default', () => {
    expect(formatKurus(123456n, 'tr')).toBe('₺1.234,56')
    expect(formatKurus(123456n, 'en')).toBe('₺1,234.56')
    expect(formatMoney(1234.56, 'tr')).toBe('₺1.234,56')
    expect(formatMoney(1234.56, 'en')).toBe('₺1,234.56')
    expect(formatMoney(50, 'tr')).toBe('₺50,00')
    expect(formatKurus(5, 'en')).toBe('₺0.05')
    expect(formatKurus(0n, 'tr')).toBe('₺0,00')
  })

  it('drops the decimals of a whole amount in marketing text only', () => {
    expect(formatKurus(500000n, 'tr', { whole: true })).toBe('₺5.000')
    expect(formatKurus(500000n, 'en', { whole: true })).toBe('₺5,000')
    expect(formatKurus(1250, 'tr', { whole: true })).toBe('₺12,50')
    expect(formatMoney(50, 'tr', { whole: true })).toBe('₺50')
  })

  it('puts the minus before the ₺, the same way in both languages', () => {
    expect(formatKurus(-1250n, 'tr')).toBe('−₺12,50')
    expect(formatKurus(-1250n, 'en')).toBe('−₺12.50')
    expect(formatMoney(-12.5, 'en')).toBe('−₺12.50')
    expect(formatMoney(10, 'tr', { signed: true })).toBe('+₺10,00')
    expect(formatMoney(0, 'tr', { signed: true })).toBe('₺0,00')
  })

  it('keeps every digit of a big amount', () => {
    expect(formatKurus(123456789012345678n, 'tr')).toBe('₺1.234.567.890.123.456,78')
    expect(formatKurus(123456789012345678n, 'en')).toBe('₺1,234,567,890,123,456.78')
    expect(formatMoney(1_000_000_000.1, 'tr')).toBe('₺1.000.000.000,10')
  })

  it('rounds major units to the kuruş (floating point never shows)', () => {
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('₺0.30')
    expect(formatMoney(Number.NaN, 'tr')).toBe('₺0,00')
  })
})

describe('numbers, percentages, multipliers', () => {
  it('localises numbers', () => {
    expect(formatNumber(1234.5, 'tr')).toBe('1.234,5')
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(10, 'tr', { decimals: 2 })).toBe('10,00')
    expect(formatNumber(4.5, 'tr', { decimals: 1 })).toBe('4,5')
    expect(formatNumber(-3, 'en')).toBe('−3')
    expect(formatNumber(-0.001, 'en')).toBe('0')
  })

  it('puts the percent sign first in Turkish, last in English', () => {
    expect(formatPercent(49.5, 'tr', { decimals: 2 })).toBe('%49,50')
    expect(formatPercent(49.5, 'en', { decimals: 2 })).toBe('49.50%')
    expect(formatPercent(10, 'tr')).toBe('%10')
    expect(formatPercent(12.5, 'en')).toBe('12.5%')
  })

  it('writes multipliers with two decimals and ×', () => {
    expect(formatMultiplier(2, 'tr')).toBe('2,00×')
    expect(formatMultiplier(2, 'en')).toBe('2.00×')
    expect(formatMultiplier(1234.567, 'tr')).toBe('1.234,57×')
  })
})

describe('reading a typed number back', () => {
  it('reads what formatNumber writes, in both languages', () => {
    expect(parseDecimal('10,00', 'tr')).toBe(10)
    expect(parseDecimal('1.234,5', 'tr')).toBe(1234.5)
    expect(parseDecimal('12.5', 'tr')).toBe(12.5)
    expect(parseDecimal('1.000', 'tr')).toBe(1000)
    expect(parseDecimal('1,234.5', 'en')).toBe(1234.5)
    expect(parseDecimal('0.005', 'en')).toBe(0.005)
    expect(parseDecimal('₺ 5', 'tr')).toBe(5)
    expect(parseDecimal('', 'tr')).toBeNull()
    expect(parseDecimal('abc', 'en')).toBeNull()
    for (const v of [0.1, 2, 10, 1234.56, 10000])
      for (const locale of ['tr', 'en'] as const)
        expect(parseDecimal(formatNumber(v, locale, { decimals: 2 }), locale)).toBe(v)
  })
})

describe('dates: d.MMM.yy HH:mm in Türkiye time', () => {
  it('writes an instant in Istanbul time whatever the zone of the machine', () => {
    // 09:46 UTC is 12:46 TSİ.
    expect(formatDate('2026-11-25T09:46:00Z', 'tr')).toBe('25.Kas.26 12:46')
    expect(formatDate('2026-11-25T09:46:00Z', 'en')).toBe('25.Nov.26 12:46')
    expect(formatDate(new Date('2026-06-01T11:03:09Z'), 'tr', { seconds: true })).toBe('1.Haz.26 14:03:09')
    // The API's zoneless stamps are UTC (spec §3).
    expect(formatDate('2026-11-25 09:46:00', 'tr')).toBe('25.Kas.26 12:46')
  })

  it('moves to the next day and year at midnight Istanbul time, not UTC (no DST since 2016)', () => {
    // 21:30 UTC on 31 December is 00:30 on 1 January in Istanbul.
    expect(formatDate('2026-12-31T21:30:00Z', 'en')).toBe('1.Jan.27 00:30')
    expect(formatDate('2026-12-31T20:59:00Z', 'tr')).toBe('31.Ara.26 23:59')
    // Summer and winter are the same offset (UTC+3).
    expect(formatDate('2026-07-15T12:00:00Z', 'en')).toBe('15.Jul.26 15:00')
    expect(formatDate('2026-01-15T12:00:00Z', 'en')).toBe('15.Jan.26 15:00')
  })

  it('has a day-only variant and leaves a calendar day unshifted', () => {
    expect(formatDate('2026-12-31T21:30:00Z', 'tr', { time: false })).toBe('1.Oca.27')
    expect(formatDate('1990-01-07', 'tr', { time: false, fullYear: true })).toBe('7.Oca.1990')
    expect(formatDate('1990-09-07', 'en', { time: false, fullYear: true })).toBe('7.Sep.1990')
  })

  it('writes nothing for nothing or nonsense', () => {
    expect(formatDate(null, 'tr')).toBe('')
    expect(formatDate('', 'tr')).toBe('')
    expect(formatDate('yesterday', 'en')).toBe('')
  })
})

describe('plurals', () => {
  const unread = {
    tr: '{count, plural, other {# okunmamış bildirim}}',
    en: '{count, plural, one {# unread notification} other {# unread notifications}}',
  }

  it('chooses one or other by the language’s rules', () => {
    expect(pluralCategory(1, 'en')).toBe('one')
    expect(pluralCategory(2, 'en')).toBe('other')
    expect(fillText(unread.en, { count: 1 }, 'en')).toBe('1 unread notification')
    expect(fillText(unread.en, { count: 0 }, 'en')).toBe('0 unread notifications')
    expect(fillText(unread.en, { count: 1234 }, 'en')).toBe('1,234 unread notifications')
  })

  it('keeps the Turkish noun singular after every number', () => {
    expect(fillText(unread.tr, { count: 1 }, 'tr')).toBe('1 okunmamış bildirim')
    expect(fillText(unread.tr, { count: 5 }, 'tr')).toBe('5 okunmamış bildirim')
    expect(fillText(unread.tr, { count: 1234 }, 'tr')).toBe('1.234 okunmamış bildirim')
  })

  it('fills placeholders inside and around a plural block, and takes an exact =0', () => {
    const s = 'Game {id}: {n, plural, =0 {no players} one {# player, {who}} other {# players, {who}}}.'
    expect(fillText(s, { id: 7, n: 1, who: 'you' }, 'en')).toBe('Game 7: 1 player, you.')
    expect(fillText(s, { id: 7, n: 3, who: 'you' }, 'en')).toBe('Game 7: 3 players, you.')
    expect(fillText(s, { id: 7, n: 0, who: 'you' }, 'en')).toBe('Game 7: no players.')
  })

  it('fills plain placeholders as before; unknown ones stay or go as asked', () => {
    expect(fillText('{n} of {total}', { n: 1, total: 5 }, 'en')).toBe('1 of 5')
    expect(fillText('Hello {name}', {}, 'en')).toBe('Hello {name}')
    expect(fillText('Hello {name}', {}, 'en', { missing: 'empty' })).toBe('Hello ')
  })

  it('leaves a malformed block as written', () => {
    expect(fillText('{n, plural, one {# x}}', { n: 1 }, 'en')).toBe('{n, plural, one {# x}}')
    expect(fillText('{n, plural, other {# x}', { n: 1 }, 'en')).toBe('{n, plural, other {# x}')
  })
})

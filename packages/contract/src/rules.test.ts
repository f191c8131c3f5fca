import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amount, hasAtMostDecimals, isCalendarDate, isValidPersonName, personName } from './rules.js'
import { errorsOf } from './test-helpers.js'

const turkishLetters = [...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ']
const word = fc
  .array(fc.constantFrom(...turkishLetters), { minLength: 1, maxLength: 12 })
  .map((l) => l.join(''))

describe('name rule (spec §5: letters only, single spaces between words)', () => {
  it('refuses any string with a double space (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const value = `${before}  ${after}`
        expect(isValidPersonName(value)).toBe(false)
        expect(personName().safeParse(value).success).toBe(false)
      }),
    )
  })

  it('accepts any words of Turkish letters joined by single spaces, within the length (property)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const value = words.join(' ')
        fc.pre(value.length >= 2 && value.length <= 100)
        expect(isValidPersonName(value)).toBe(true)
        expect(errorsOf(personName(), value)).toEqual({})
      }),
    )
  })

  it('refuses any leading or trailing space (property)', () => {
    fc.assert(
      fc.property(word, fc.constantFrom(' ', '\u00a0', '\t'), fc.boolean(), (name, space, atStart) => {
        const value = atStart ? `${space}${name}` : `${name}${space}`
        expect(personName().safeParse(value).success).toBe(false)
      }),
    )
  })

  it('refuses digits and punctuation anywhere (property)', () => {
    fc.assert(
      fc.property(word, fc.constantFrom(...'0123456789.-_\'"!?@#<>'), word, (a, bad, b) => {
        expect(errorsOf(personName(), `${a}${bad}${b}`)).toEqual({ _: 'letters_only' })
      }),
    )
  })

  it('accepts Turkish letters written with a combining dot (İ as I + U+0307)', () => {
    expect(isValidPersonName('I\u0307lkay')).toBe(true)
  })
})

describe('amounts (SECURITY.md: negative, NaN and sub-kuruş amounts refused)', () => {
  it('refuses every negative amount (property)', () => {
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (value) => {
        expect(amount().safeParse(value).success).toBe(false)
      }),
    )
  })

  it('accepts every whole number of kuruş (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), (minor) => {
        expect(amount().safeParse(minor / 100).success).toBe(true)
      }),
    )
  })

  it('refuses NaN, infinities and a third decimal', () => {
    expect(errorsOf(amount(), Number.NaN)).toEqual({ _: 'invalid_number' })
    expect(errorsOf(amount(), Number.NEGATIVE_INFINITY)).toEqual({ _: 'invalid_number' })
    expect(errorsOf(amount(), 1.005)).toEqual({ _: 'too_many_decimals' })
    expect(hasAtMostDecimals(0.305, 2)).toBe(false)
    expect(hasAtMostDecimals(19.99, 2)).toBe(true)
    expect(hasAtMostDecimals(19.99 * 3, 2)).toBe(true)
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true)
  })
})

describe('calendar dates', () => {
  it('knows leap years and month lengths', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true)
    expect(isCalendarDate(2023, 2, 29)).toBe(false)
    expect(isCalendarDate(1900, 2, 29)).toBe(false)
    expect(isCalendarDate(2000, 2, 29)).toBe(true)
    expect(isCalendarDate(2024, 4, 31)).toBe(false)
    expect(isCalendarDate(2024, 13, 1)).toBe(false)
    expect(isCalendarDate(2024, 1, 0)).toBe(false)
    expect(isCalendarDate(50, 1, 1)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  caretAfterDigits,
  formatCode,
  formatFullPhone,
  formatNationalPhone,
  isCompletePhone,
  nationalDigits,
  phoneValueToDisplay,
  toPhoneValue,
} from './mask'

describe('phone mask (spec §5: ten digits after a fixed 90)', () => {
  it('groups the national digits as they are typed', () => {
    expect(formatNationalPhone('')).toBe('')
    expect(formatNationalPhone('5')).toBe('(5')
    expect(formatNationalPhone('532')).toBe('(532')
    expect(formatNationalPhone('5321')).toBe('(532) 1')
    expect(formatNationalPhone('532123')).toBe('(532) 123')
    expect(formatNationalPhone('5321234')).toBe('(532) 123 4')
    expect(formatNationalPhone('532123456')).toBe('(532) 123 45 6')
    expect(formatNationalPhone('5321234567')).toBe('(532) 123 45 67')
  })

  it('reads pasted numbers with +90, 90 or a trunk 0, and cuts at ten digits', () => {
    expect(nationalDigits('+90 532 123 45 67')).toBe('5321234567')
    expect(nationalDigits('905321234567')).toBe('5321234567')
    expect(nationalDigits('0532 123 45 67')).toBe('5321234567')
    expect(nationalDigits('(532) 123-45-67')).toBe('5321234567')
    expect(nationalDigits('53212345678')).toBe('5321234567')
    expect(nationalDigits('abc')).toBe('')
  })

  it('keeps digits with the prefix, and nothing for an empty box', () => {
    expect(toPhoneValue('(532) 123 45 67')).toBe('905321234567')
    expect(toPhoneValue('(532) 1')).toBe('905321')
    expect(toPhoneValue('')).toBe('')
    expect(toPhoneValue('(')).toBe('')
  })

  it('shows a kept value, even a partial one, without its prefix', () => {
    expect(phoneValueToDisplay('905321234567')).toBe('(532) 123 45 67')
    expect(phoneValueToDisplay('90532123')).toBe('(532) 123')
    expect(phoneValueToDisplay('05321234567')).toBe('(532) 123 45 67')
    expect(phoneValueToDisplay(null)).toBe('')
    expect(formatFullPhone('905321234567')).toBe('+90 (532) 123 45 67')
    expect(formatFullPhone('')).toBe('')
  })

  it('is complete only with 90 and exactly ten digits', () => {
    expect(isCompletePhone('905321234567')).toBe(true)
    expect(isCompletePhone('90532123456')).toBe(false)
    expect(isCompletePhone('9053212345678')).toBe(false)
    expect(isCompletePhone('5321234567')).toBe(false)
    expect(isCompletePhone(undefined)).toBe(false)
  })

  it('round-trips: what is shown parses back to the same value', () => {
    for (const value of ['90', '905', '90532', '905321', '9053212', '905321234567']) {
      expect(toPhoneValue(phoneValueToDisplay(value))).toBe(value === '90' ? '' : value)
    }
  })
})

describe('SMS code mask (000-000)', () => {
  it('splits six digits in two groups and drops anything else', () => {
    expect(formatCode('')).toBe('')
    expect(formatCode('123')).toBe('123')
    expect(formatCode('1234')).toBe('123-4')
    expect(formatCode('123456')).toBe('123-456')
    expect(formatCode('12a3-45 6789')).toBe('123-456')
  })
})

describe('caret after re-masking', () => {
  it('lands after the same count of digits', () => {
    expect(caretAfterDigits('(532) 123 45 67', 0)).toBe(1)
    expect(caretAfterDigits('(532) 123 45 67', 3)).toBe(4)
    expect(caretAfterDigits('(532) 123 45 67', 4)).toBe(7)
    expect(caretAfterDigits('(532) 123 45 67', 10)).toBe(15)
    expect(caretAfterDigits('123-456', 3)).toBe(3)
    expect(caretAfterDigits('123-456', 4)).toBe(5)
    expect(caretAfterDigits('', 2)).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { errorCatalog, errorMessage } from './errors.js'

describe('errorMessage', () => {
  it('names the limits when the refusal carries them (docs/content.md)', () => {
    expect(errorMessage('AMOUNT_OUT_OF_RANGE', 'tr', { min: 50, max: 50_000 })).toBe(
      'Bu yöntemle en az ₺50, en fazla ₺50.000 işlem yapabilirsiniz. Lütfen bu aralıkta bir tutar girin.',
    )
    expect(errorMessage('AMOUNT_OUT_OF_RANGE', 'en', { min: 12.5, max: 1000 })).toBe(
      'This method takes at least ₺12.50 and at most ₺1,000. Please enter an amount in this range.',
    )
    expect(errorMessage('BET_OUT_OF_RANGE', 'tr', { min: 0.1, max: 10_000 })).toContain(
      'en az ₺0,10, en fazla ₺10.000',
    )
  })

  it('falls back to the general message without the figures', () => {
    expect(errorMessage('AMOUNT_OUT_OF_RANGE', 'en')).toBe(errorCatalog.AMOUNT_OUT_OF_RANGE.message.en)
    expect(errorMessage('AMOUNT_OUT_OF_RANGE', 'tr', { min: 50 })).toBe(
      errorCatalog.AMOUNT_OUT_OF_RANGE.message.tr,
    )
    expect(errorMessage('INSUFFICIENT_FUNDS', 'tr', { min: 1, max: 2 })).toBe(
      errorCatalog.INSUFFICIENT_FUNDS.message.tr,
    )
  })

  it('every message says what to do, without exclamation marks', () => {
    for (const [code, entry] of Object.entries(errorCatalog))
      for (const text of [entry.message.tr, entry.message.en]) expect(text, code).not.toContain('!')
  })
})

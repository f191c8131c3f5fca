import { describe, expect, it } from 'vitest'
import { parseSets } from './event-route'
import { parseAmount } from './risk-route'

describe('the trading forms read what a trader types', () => {
  it('amounts either way, empty as no limit, anything else as NaN', () => {
    expect(parseAmount('')).toBeNull()
    expect(parseAmount(' 1500 ')).toBe(1500)
    expect(parseAmount('1.500,50')).toBe(1500.5)
    expect(parseAmount('1500.50')).toBe(1500.5)
    expect(parseAmount('0,5')).toBe(0.5)
    expect(parseAmount('-3')).toBeNaN()
    expect(parseAmount('12a')).toBeNaN()
  })
  it('tennis sets as "6-4 3-6 7-6", with commas or spaces', () => {
    expect(parseSets('6-4 3-6 7-6')).toEqual([
      [6, 4],
      [3, 6],
      [7, 6],
    ])
    expect(parseSets('6-4, 6–3')).toEqual([
      [6, 4],
      [6, 3],
    ])
    expect(parseSets('')).toBeNull()
    expect(parseSets('6-4 six')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { parseAmount, parseMinutes, splitDuration } from './amount'

describe('parseAmount', () => {
  it('reads Turkish writing', () => {
    expect(parseAmount('1.500', 'tr')).toBe(1500)
    expect(parseAmount('1.500,50', 'tr')).toBe(1500.5)
    expect(parseAmount('250,5', 'tr')).toBe(250.5)
    expect(parseAmount('₺ 2.000', 'tr')).toBe(2000)
    expect(parseAmount('1.000.000', 'tr')).toBe(1_000_000)
    expect(parseAmount('300 TL', 'tr')).toBe(300)
  })
  it('reads English writing', () => {
    expect(parseAmount('1,500', 'en')).toBe(1500)
    expect(parseAmount('1,500.50', 'en')).toBe(1500.5)
    expect(parseAmount('1.5', 'en')).toBe(1.5)
    expect(parseAmount('1.500', 'en')).toBe(1.5)
    expect(parseAmount('2,000,000', 'en')).toBe(2_000_000)
    expect(parseAmount('10.555', 'en')).toBeNull()
    expect(parseAmount('10.555', 'tr')).toBe(10_555)
  })
  it('refuses what is not an amount above 0 with at most two decimals', () => {
    for (const bad of ['', 'abc', '0', '0,00', '-5', '1,2,3', '1.2.3', '1e3', '12,345.6.7'])
      expect(parseAmount(bad, 'tr'), bad).toBeNull()
  })
})

describe('parseMinutes and splitDuration', () => {
  it('takes whole minutes only', () => {
    expect(parseMinutes(' 90 ')).toBe(90)
    expect(parseMinutes('0')).toBeNull()
    expect(parseMinutes('1.5')).toBeNull()
  })
  it('splits seconds into hours and minutes', () => {
    expect(splitDuration(3725)).toEqual({ h: 1, m: 2 })
    expect(splitDuration(59)).toEqual({ h: 0, m: 0 })
  })
})

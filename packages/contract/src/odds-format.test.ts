import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOdds, fromAmerican, fromFractional, toAmerican, toFractional } from './odds-format.js'

describe('odds formats', () => {
  it('converts the book examples both ways', () => {
    expect(toFractional(2.5)).toBe('6/4')
    expect(toFractional(2.0)).toBe('1/1')
    expect(toFractional(1.5)).toBe('1/2')
    expect(toFractional(11)).toBe('10/1')
    expect(fromFractional('6/4')).toBe(2.5)
    expect(fromFractional('1/3')).toBe(1.33)
    expect(toAmerican(2.5)).toBe(150)
    expect(toAmerican(1.5)).toBe(-200)
    expect(fromAmerican(150)).toBe(2.5)
    expect(fromAmerican(-200)).toBe(1.5)
    expect(() => fromAmerican(50)).toThrow()
    expect(() => fromFractional('1:2')).toThrow()
  })

  it('round-trips every decimal price through American within a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 50_000 }), (h) => {
        const d = h / 100
        expect(Math.abs(fromAmerican(toAmerican(d)) - d)).toBeLessThanOrEqual(0.01 + 1e-9)
      }),
    )
  })

  it('round-trips every table fraction exactly and picks the nearest one', () => {
    for (const f of ['1/100', '8/13', '10/11', '11/10', '6/4', '85/40', '100/1'])
      expect(toFractional(1 + Number(f.split('/')[0]) / Number(f.split('/')[1]))).toBe(f)
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 50_000 }), (h) => {
        const d = h / 100
        const back = fromFractional(toFractional(d))
        // The table is dense where prices are dense: never more than 15% away in (D − 1).
        expect(Math.abs(back - d) / (d - 1)).toBeLessThan(0.15)
      }),
    )
  })

  it('writes a decimal comma in Turkish', () => {
    expect(formatOdds(1.85, 'decimal', 'tr')).toBe('1,85')
    expect(formatOdds(1.85, 'decimal', 'en')).toBe('1.85')
    expect(formatOdds(3, 'american', 'tr')).toBe('+200')
    expect(formatOdds(1.85, 'fractional', 'en')).toBe('17/20')
  })
})

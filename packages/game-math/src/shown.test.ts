import { describe, expect, it } from 'vitest'
import { fixedText, minorToLira, multiplierE4Text, stakeMinor } from './shown.js'

describe('shown amounts', () => {
  it('writes fixed-point integers exactly', () => {
    expect(fixedText(12_345n, 4)).toBe('1.2345')
    expect(fixedText(5n, 4)).toBe('0.0005')
    expect(fixedText(-150n, 2)).toBe('-1.50')
    expect(fixedText(7n, 0)).toBe('7')
    expect(multiplierE4Text(10_000n)).toBe('1.0000×')
    expect(multiplierE4Text(247_500_000n)).toBe('24750.0000×')
  })

  it('reads a typed stake as the server does and gives kuruş back as lira', () => {
    expect(stakeMinor(0.1)).toBe(10n)
    expect(stakeMinor(9999.99)).toBe(999_999n)
    expect(stakeMinor(0.29)).toBe(29n)
    expect(minorToLira(999_999n)).toBe(9999.99)
  })
})

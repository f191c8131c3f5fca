import { describe, expect, it } from 'vitest'
import { DEFAULTS, LIMITS, REALTIME, TOAST, badgeText } from './constants.js'
import { PROVIDER_LOGOS } from './enums.js'

describe('constants of spec §9', () => {
  it('shows the unread count up to 8 and 9+ from 9', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(1)).toBe('1')
    expect(badgeText(8)).toBe('8')
    expect(badgeText(9)).toBe('9+')
    expect(badgeText(120)).toBe('9+')
  })

  it('keeps the figures the spec names', () => {
    expect(DEFAULTS).toMatchObject({ countryId: 235, currencyId: 1, phonePrefix: '90', topWinnersCount: 40 })
    expect(TOAST.durationMs.loading).toBe(30_000)
    expect(REALTIME.reconnectDelaysMs).toEqual([0, 2_000, 10_000, 30_000])
    expect(LIMITS.callback.contactsMax).toBe(5)
    expect(PROVIDER_LOGOS).toHaveLength(12)
  })

  it('never lets a registered password be too long to log in with', () => {
    expect(LIMITS.register.passwordMax).toBeLessThanOrEqual(LIMITS.login.passwordMax)
    expect(LIMITS.recovery.passwordMax).toBeLessThanOrEqual(LIMITS.login.passwordMax)
    expect(LIMITS.changePassword.passwordMax).toBeLessThanOrEqual(LIMITS.login.passwordMax)
  })
})

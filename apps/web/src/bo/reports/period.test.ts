import { describe, expect, it } from 'vitest'
import { presetRange, todayAt } from './period'

// docs/backoffice.md "Reports": quick ranges are Istanbul calendar days (UTC+3).
describe('the report screen’s quick ranges', () => {
  // 21:30 UTC on 31 March is already 1 April in Istanbul.
  const now = Date.parse('2026-03-31T21:30:00Z')

  it('takes today in Istanbul, not in UTC', () => {
    expect(todayAt(now)).toBe('2026-04-01')
    expect(todayAt(Date.parse('2026-03-31T20:59:59Z'))).toBe('2026-03-31')
  })

  it('answers yesterday, the last seven days and this month', () => {
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-03-31', to: '2026-03-31' })
    expect(presetRange('last7', now)).toEqual({ from: '2026-03-26', to: '2026-04-01' })
    expect(presetRange('month', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' })
    expect(presetRange('yesterday', Date.parse('2026-01-01T10:00:00Z'))).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    })
  })
})

import { describe, expect, it } from 'vitest'
import type { PendingAction } from '@galata/contract'
import { translate } from '../i18n/i18n'
import { describeAction, reasonLabel, span } from './describe'

// Pending actions in words (docs/backoffice.md "Four eyes screens").
const base: PendingAction = {
  id: 7,
  kind: 'correction',
  playerId: 3,
  payload: { balance: 'cash', amount: -12.5 },
  reason: 'duplicate_credit',
  note: 'n',
  status: 'pending',
  maker: { kind: 'staff', id: '2', role: 'finance' },
  checker: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  expiresAt: '2026-11-30T08:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  result: null,
}
const money = (lira: number) => `${lira.toFixed(2)} TL`

describe('a pending action in words', () => {
  for (const locale of ['tr', 'en'] as const) {
    const t = (key: Parameters<typeof translate>[1], v?: Record<string, string | number>) =>
      translate(locale, key, v)
    it(`names a correction's direction, balance and amount (${locale})`, () => {
      const debit = describeAction(base, t, money)
      expect(debit).toContain('12.50 TL')
      expect(debit).toContain(locale === 'tr' ? 'düş' : 'Take')
      const credit = describeAction({ ...base, payload: { balance: 'bonus', amount: 5 } }, t, money)
      expect(credit).toContain(locale === 'tr' ? 'Bonus bakiyesine' : 'Add 5.00 TL to the Bonus')
    })
    it(`describes a bonus grant and labels the reason (${locale})`, () => {
      const grant = { ...base, kind: 'bonus_grant' as const, reason: 'vip' }
      expect(
        describeAction({ ...grant, payload: { amount: 100, wageringMultiplier: 5, validDays: 7 } }, t, money),
      ).toMatch(/100\.00 TL.*5.*7/)
      expect(reasonLabel(grant, locale)).toBe(locale === 'tr' ? 'VIP ayrıcalığı' : 'VIP benefit')
      expect(reasonLabel(base, locale)).toMatch(locale === 'tr' ? /Mükerrer/ : /Duplicate/)
      expect(reasonLabel({ ...base, kind: 'exclusion_lift', reason: 'player_request' }, locale)).toBe(
        'player_request',
      )
    })
    it(`spans minutes and hours (${locale})`, () => {
      expect(span(5 * 60_000 + 10, t)).toBe(locale === 'tr' ? '5 dk' : '5 min')
      expect(span(-1, t)).toBe(locale === 'tr' ? '0 dk' : '0 min')
      expect(span((3 * 60 + 12) * 60_000, t)).toBe(locale === 'tr' ? '3 sa 12 dk' : '3 h 12 min')
    })
  }
})

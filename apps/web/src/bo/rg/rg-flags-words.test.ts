import { describe, expect, it } from 'vitest'
import type { RgFlag } from '@galata/contract'
import { translate } from '../i18n/i18n'
import { age } from '../dashboard/dashboard-route'
import { flagDetails } from './rg-flags-route'

// docs/backoffice.md "The dashboard and RG flags screens": ages and a flag's details in words.

const words = (locale: 'tr' | 'en') => ({
  locale,
  setLocale: () => {},
  t: (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(locale, key, values),
  dateTime: (iso: string | null) => iso ?? '—',
  money: (lira: number) => `${lira} TRY`,
})

const flag = (rule: RgFlag['rule'], details: Record<string, unknown>): RgFlag => ({
  id: 7,
  playerId: 42,
  username: 'deniz',
  rule,
  details,
  raisedAt: '2026-11-29T08:00:00.000Z',
  status: 'open',
  reviewedBy: null,
  reviewedAt: null,
  note: null,
})

describe('console words', () => {
  it('says an age to its two largest units', () => {
    const { t } = words('tr')
    expect(age(30, t)).toBe('1 dakikadan az')
    expect(age(125 * 60, t)).toBe('2 sa 5 dk')
    expect(age(2 * 86_400 + 3600, words('en').t)).toBe('2 d 1 h')
    expect(age(86_400, words('en').t)).toBe('1 d')
  })

  it("says each rule's details in both languages", () => {
    const en = words('en')
    expect(
      flagDetails(flag('limit_hits', { hits: 3, codes: ['DEPOSIT_LIMIT', 'LOSS_LIMIT'], last: 'L' }), en),
    ).toBe('Refused by their own limits 3 times in 7 days (deposit limit, loss limit); the last at L.')
    expect(flagDetails(flag('long_session', { minutes: 250, startedAt: 'S' }), en)).toBe(
      'A session begun S lasted 4 h 10 min.',
    )
    expect(
      flagDetails(flag('deposit_surge', { last7Days: 6000, previous28DaysWeekly: 0 }), words('tr')),
    ).toBe('Son 7 günün yatırımları 6000 TRY; önceki 28 günün haftalık ortalaması 0 TRY.')
    expect(flagDetails(flag('reversed_withdrawal', { paymentId: 9, amount: 250, at: 'A' }), en)).toBe(
      'Withdrawal 9 of 250 TRY went back to the balance at A.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { RgState } from '@galata/contract'
import { depositAllowance, quickAmounts } from './dynamic-payment-dialog'

/*
 * The deposit dialog's chips and allowance (docs/wallet.md "Pending deposits"): a chip is offered
 * only within the method's limits and what the tightest deposit limit leaves.
 */

type Limit = RgState['limits'][number]
const limit = (over: Partial<Limit>): Limit =>
  ({
    kind: 'deposit',
    period: 'day',
    amount: 1000,
    used: 0,
    remaining: 1000,
    resetsAt: null,
    pending: null,
    ...over,
  }) as Limit

describe('quickAmounts', () => {
  it('offers ₺100, ₺250, ₺500 and ₺1.000 within the method’s limits', () => {
    expect(quickAmounts(100, 20_000, null)).toEqual([100, 250, 500, 1000])
    expect(quickAmounts(250, 50_000, null)).toEqual([250, 500, 1000])
    expect(quickAmounts(50, 400, null)).toEqual([100, 250])
    expect(quickAmounts(null, null, null)).toEqual([100, 250, 500, 1000])
  })

  it('leaves out what the deposit limit no longer allows', () => {
    expect(quickAmounts(100, 20_000, 600)).toEqual([100, 250, 500])
    expect(quickAmounts(100, 20_000, 50)).toEqual([])
  })
})

describe('depositAllowance', () => {
  it('is the tightest deposit limit’s remainder, and null without one', () => {
    expect(depositAllowance(undefined)).toBeNull()
    const state = {
      limits: [
        limit({ period: 'day', remaining: 700, resetsAt: '2026-11-29T10:00:00.000Z' }),
        limit({ period: 'week', remaining: 400, resetsAt: '2026-12-03T10:00:00.000Z' }),
        limit({ kind: 'loss', remaining: 10 }),
      ],
    } as unknown as RgState
    expect(depositAllowance(state)).toEqual({ remaining: 400, resetsAt: '2026-12-03T10:00:00.000Z' })
    expect(depositAllowance({ limits: [limit({ kind: 'wager' })] } as unknown as RgState)).toBeNull()
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  betCount,
  betsOf,
  checkSlip,
  maxStakeForPayout,
  NAMED_SYSTEMS,
  potentialPayout,
  settleTicket,
  type LegResult,
  type Slip,
  type SlipLeg,
} from './bet-math.js'

const leg = (eventId: string, odds: number, extra: Partial<SlipLeg> = {}): SlipLeg => ({
  eventId,
  oddsMilli: Math.round(odds * 1000),
  mbs: 1,
  ...extra,
})
const r = (...results: LegResult[]) => results.map((result) => ({ result }))

describe('settlement algebra', () => {
  it('pays 60.00 on 10 at 2.00 × 1.50 × 3.00 with the middle leg void (90.00 without)', () => {
    const slip: Slip = { kind: 'combo', legs: [leg('a', 2), leg('b', 1.5), leg('c', 3)] }
    expect(potentialPayout(slip, 1000n)).toBe(9000n)
    expect(settleTicket(slip, 1000n, r('won', 'void', 'won'))).toEqual({ status: 'won', payout: 6000n })
    expect(settleTicket(slip, 1000n, r('won', 'pending', 'lost'))).toEqual({ status: 'lost', payout: 0n })
    expect(settleTicket(slip, 1000n, r('won', 'pending', 'won')).status).toBe('open')
  })

  it('settles quarter lines half-won and half-lost', () => {
    // 100 on home −0.75 at 1.90, won by exactly one: half at 1.90, half refunded → 145.00.
    const s: Slip = { kind: 'single', legs: [leg('a', 1.9)] }
    expect(settleTicket(s, 10_000n, r('half_won'))).toEqual({ status: 'won', payout: 14_500n })
    // 100 on home −0.25 at 1.90 and a draw: half lost, half refunded → 50.00.
    expect(settleTicket(s, 10_000n, r('half_lost')).payout).toBe(5_000n)
    expect(settleTicket(s, 10_000n, r('void'))).toEqual({ status: 'void', payout: 10_000n })
  })

  it('splits a dead heat', () => {
    const s: Slip = { kind: 'single', legs: [leg('a', 5)] }
    expect(settleTicket(s, 1000n, [{ result: 'won', deadHeat: { num: 1, den: 2 } }]).payout).toBe(2500n)
  })

  it('a 3/4 system stakes 4 units and pays only the winning treble when one leg loses', () => {
    const slip: Slip = {
      kind: 'system',
      legs: [leg('a', 2), leg('b', 1.5), leg('c', 3), leg('d', 2.5)],
      sizes: [3],
    }
    expect(betCount(slip)).toBe(4)
    expect(settleTicket(slip, 4000n, r('won', 'won', 'won', 'lost'))).toEqual({
      status: 'won',
      payout: 9000n,
    })
    expect(settleTicket(slip, 4000n, r('won', 'lost', 'won', 'lost'))).toEqual({ status: 'lost', payout: 0n })
  })

  it('counts the bets of every named system and bankers join every combination', () => {
    const expected = {
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      canadian: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      superHeinz: 120,
      goliath: 247,
    }
    for (const [name, def] of Object.entries(NAMED_SYSTEMS)) {
      const slip: Slip = {
        kind: 'system',
        legs: Array.from({ length: def.legs }, (_, i) => leg(`e${i}`, 2)),
        sizes: [...def.sizes],
      }
      expect(betCount(slip)).toBe(expected[name as keyof typeof expected])
      expect(betsOf(slip)).toHaveLength(betCount(slip))
    }
    const banker: Slip = {
      kind: 'system',
      legs: [leg('a', 2, { isBanker: true }), leg('b', 2), leg('c', 2), leg('d', 2)],
      sizes: [1, 2],
    }
    expect(betCount(banker)).toBe(6)
    expect(betsOf(banker).every((b) => b.includes(0))).toBe(true)
  })

  it('refuses bad slips: same event, 31 legs, MBS, silly systems', () => {
    expect(checkSlip({ kind: 'combo', legs: [leg('a', 2), leg('a', 3)] })).toBe('COMBO_SAME_EVENT')
    expect(checkSlip({ kind: 'combo', legs: Array.from({ length: 31 }, (_, i) => leg(`e${i}`, 1.1)) })).toBe(
      'TOO_MANY_LEGS',
    )
    expect(
      checkSlip({ kind: 'combo', legs: Array.from({ length: 30 }, (_, i) => leg(`e${i}`, 1.1)) }),
    ).toBeNull()
    expect(checkSlip({ kind: 'combo', legs: [leg('a', 2, { mbs: 3 }), leg('b', 2)] })).toBe('MBS_NOT_MET')
    expect(checkSlip({ kind: 'single', legs: [leg('a', 2, { mbs: 2 })] })).toBe('MBS_NOT_MET')
    const sys = (sizes: number[], mbs = 1): Slip => ({
      kind: 'system',
      legs: [leg('a', 2, { mbs }), leg('b', 2), leg('c', 2), leg('d', 2)],
      sizes,
    })
    expect(checkSlip(sys([2, 3]))).toBeNull()
    expect(checkSlip(sys([2], 3))).toBe('MBS_NOT_MET')
    expect(checkSlip(sys([4]))).toBe('SYSTEM_INVALID')
    expect(checkSlip(sys([5]))).toBe('SYSTEM_INVALID')
  })

  it('finds the largest stake that fits the maximum payout', () => {
    const slip: Slip = { kind: 'combo', legs: [leg('a', 3.33), leg('b', 7.77)] }
    const cap = 5_000_000n
    const s = maxStakeForPayout(slip, cap)
    expect(potentialPayout(slip, s)).toBeLessThanOrEqual(cap)
    expect(potentialPayout(slip, s + 1n)).toBeGreaterThan(cap)
  })
})

describe('settlement properties', () => {
  const results = fc.constantFrom<LegResult>('won', 'lost', 'void', 'half_won', 'half_lost')
  const slips = fc
    .array(fc.tuple(fc.integer({ min: 1010, max: 20_000 }), results), { minLength: 1, maxLength: 8 })
    .chain((ls) =>
      fc
        .oneof(
          fc.constant<Slip>({
            kind: 'combo',
            legs: ls.map(([o], i) => ({ eventId: `e${i}`, oddsMilli: o, mbs: 1 })),
          }),
          fc.integer({ min: 1, max: Math.max(1, ls.length - 1) }).map<Slip>((k) => ({
            kind: 'system',
            legs: ls.map(([o], i) => ({ eventId: `e${i}`, oddsMilli: o, mbs: 1 })),
            sizes: [k],
          })),
        )
        .filter((slip) => checkSlip(slip) === null)
        .map((slip) => ({ slip, rs: ls.map(([, res]) => ({ result: res })) })),
    )

  it('never pays above the cap nor above the potential payout, and all-void returns the stake', () => {
    fc.assert(
      fc.property(
        slips,
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.bigInt({ min: 1n, max: 50_000_000n }),
        ({ slip, rs }, units, cap) => {
          const stake = units * BigInt(betCount(slip))
          // A cap is on winnings: it is never below the stake, so a refund is always whole.
          cap = cap < stake ? stake : cap
          const settled = settleTicket(slip, stake, rs, cap)
          expect(settled.payout).toBeLessThanOrEqual(cap)
          expect(settled.payout).toBeLessThanOrEqual(potentialPayout(slip, stake))
          expect(settled.payout).toBeGreaterThanOrEqual(0n)
          const voided = settleTicket(
            slip,
            stake,
            rs.map(() => ({ result: 'void' as const })),
          )
          expect(voided).toEqual({ status: 'void', payout: stake })
        },
      ),
      { numRuns: 200 },
    )
  })
})

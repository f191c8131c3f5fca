import { describe, expect, it } from 'vitest'
import { RECON_PROVIDERS } from '@galata/contract'
import { REPORT_FORMATS, type ReportLine } from '@galata/testkit'
import { compareDay, type OurTransaction } from './reconciliation.compare.js'
import { REPORT_PARSERS, ReportFormatError } from './reconciliation.parsers.js'

/*
 * docs/providers.md "Reconciliation": each provider's report, as the simulator writes it, reads back
 * into the same canonical lines (kuruş through providerAmount); a report off its format is refused
 * whole; and the comparison finds each kind of difference, and nothing on matching sides.
 */

const at = '2026-11-29T10:00:00.000Z'
const lines: ReportLine[] = [
  {
    transactionId: 'b-1',
    refId: null,
    roundId: 'r-1',
    gameCode: 'g',
    user: '7',
    kind: 'bet',
    amount: 1_050,
    at,
  },
  {
    transactionId: 'w-1',
    refId: 'b-1',
    roundId: 'r-1',
    gameCode: 'g',
    user: '7',
    kind: 'win',
    amount: 0,
    at,
  },
  {
    transactionId: 'x-1',
    refId: 'b-2',
    roundId: 'r-2',
    gameCode: 'g',
    user: '7',
    kind: 'rollback',
    amount: 5,
    at,
  },
]

describe('each provider’s report format reads back', () => {
  for (const provider of RECON_PROVIDERS)
    it(provider, () => {
      const read = REPORT_PARSERS[provider](REPORT_FORMATS[provider]!(lines).body)
      expect(read).toEqual([
        { txId: 'b-1', type: 'bet', amount: 1_050n, roundId: 'r-1', at: new Date(at) },
        { txId: 'w-1', type: 'win', amount: 0n, roundId: 'r-1', at: new Date(at) },
        // EGT lists a cancel under the cancelled Withdraw's id; we book it as `{id}/cancel`.
        {
          txId: provider === 'egt' ? 'b-2/cancel' : 'x-1',
          type: 'rollback',
          amount: 5n,
          roundId: 'r-2',
          at: new Date(at),
        },
      ])
    })

  it('books the floor of a Hub88 credit below a kuruş, and refuses what is off the format', () => {
    const body = (amount: unknown, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        transactions: [
          {
            transaction_uuid: 'w',
            round: 'r',
            type: 'win',
            amount,
            currency: 'TRY',
            created_at: at,
            ...extra,
          },
        ],
      })
    expect(REPORT_PARSERS.hub88(body(1_999))[0]!.amount).toBe(1n)
    expect(REPORT_PARSERS.hub88(body(7))[0]!.amount).toBe(0n)
    for (const bad of [
      body(-1),
      body(1.5),
      body('100'),
      body(100, { currency: 'EUR' }),
      body(1, { type: 'x' }),
      '{',
      '[]',
    ])
      expect(() => REPORT_PARSERS.hub88(bad)).toThrow(ReportFormatError)
    const csv = (row: string) => `transaction_id,round_id,game_code,type,amount,currency,time\r\n${row}\r\n`
    expect(REPORT_PARSERS.digitain(csv(`t,r,g,bet,1.005,TRY,${at}`))[0]!.amount).toBe(100n)
    for (const bad of [
      csv(`t,r,g,bet,-1.00,TRY,${at}`),
      csv(`t,r,g,wager,1.00,TRY,${at}`),
      csv(`t,r,g,bet,1e3,TRY,${at}`),
      csv(`t,r,g,bet,1.00,TRY,yesterday`),
      csv(`,r,g,bet,1.00,TRY,${at}`),
      csv(`t,r,g,bet,1.00,TRY`),
      'id,round\r\n',
    ])
      expect(() => REPORT_PARSERS.digitain(bad)).toThrow(ReportFormatError)
  })
})

describe('compareDay', () => {
  const when = new Date(at)
  const ours = (
    txId: string,
    op: OurTransaction['op'],
    posted: bigint,
    status = 'applied',
  ): OurTransaction => ({
    txId,
    op,
    status,
    playerId: 7,
    roundId: 'r',
    posted,
    at: when,
  })
  const theirs = (txId: string, type: 'bet' | 'win' | 'rollback', amount: bigint) => ({
    txId,
    type,
    amount,
    roundId: 'r',
    at: when,
  })

  it('finds nothing when both sides agree (a rollback by its kind only, a refused bet on neither)', () => {
    expect(
      compareDay(
        [theirs('b', 'bet', 100n), theirs('w', 'win', 0n), theirs('x', 'rollback', 100n)],
        [
          ours('b', 'bet', 100n, 'settled'),
          ours('w', 'win', 0n),
          ours('x', 'rollback', 0n, 'tombstone'),
          ours('t', 'bet', 0n, 'cancelled'),
        ],
      ),
    ).toEqual([])
  })

  it('names each kind of difference', () => {
    const found = compareDay(
      [
        theirs('gone', 'bet', 100n),
        theirs('b', 'bet', 100n),
        theirs('w', 'win', 300n),
        theirs('t', 'bet', 100n),
        theirs('late', 'win', 50n),
      ],
      [
        ours('b', 'win', 100n),
        ours('w', 'win', 200n),
        ours('t', 'bet', 0n, 'cancelled'),
        ours('mine', 'bet', 100n, 'open'),
      ],
      [ours('late', 'win', 50n)],
    )
    expect(found.map((d) => [d.kind, d.txId])).toEqual([
      ['missing_ours', 'gone'],
      ['type_differs', 'b'],
      ['amount_differs', 'w'],
      ['tombstone', 't'],
      ['missing_theirs', 'mine'],
    ])
    expect(found[2]).toMatchObject({ theirAmount: 300n, ourAmount: 200n, playerId: 7 })
  })
})

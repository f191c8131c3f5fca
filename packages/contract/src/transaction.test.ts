import { describe, expect, it } from 'vitest'
import { errorsOf, expectCases, expectValid, parseOk } from './test-helpers.js'
import {
  financialItemSchema,
  financialQuerySchema,
  gameHistoryQuerySchema,
  playerRoundId,
  topWinnerSchema,
  topWinnersQuerySchema,
} from './transaction.js'

describe('transaction/topwinners (spec §7: isLive false, count 40)', () => {
  it('defaults to the spec values and caps the count at 40', () => {
    expect(parseOk(topWinnersQuerySchema, {})).toEqual({ isLive: false, count: 40 })
    expectValid(topWinnersQuerySchema, { isLive: false, count: 40 }, [
      ['count', 1],
      ['isLive', true],
    ])
    expectCases(topWinnersQuerySchema, { isLive: false, count: 40 }, [
      ['count', 41, 'too_big'],
      ['count', 0, 'too_small'],
      ['count', 10.5, 'not_integer'],
      ['isLive', 0, 'invalid_type'],
      ['currency', 'TRY', 'unknown_key'],
    ])
  })

  it('parses a winner with and without a picture', () => {
    const winner = { game: 'Sweet Bonanza', name: 'Ah***', amount: 1250.5, currencySymbol: '₺', image: null }
    expect(topWinnerSchema.parse(winner)).toEqual(winner)
    expect(topWinnerSchema.parse({ ...winner, image: '/g.png' })).toEqual({ ...winner, image: '/g.png' })
  })
})

describe('transaction/financial and transaction/games', () => {
  it('financial filters by type, pages and bounds dates', () => {
    expect(parseOk(financialQuerySchema, {})).toEqual({ transactionType: 0, skip: 0, take: 20 })
    const valid = { transactionType: 1, skip: 0, take: 20, from: '2026-01-01', to: '2026-01-31T23:59:59Z' }
    expect(parseOk(financialQuerySchema, valid)).toEqual(valid)
    expectValid(financialQuerySchema, valid, [
      ['transactionType', 2],
      ['transactionType', 0],
      ['from', '2026-01-31'],
    ])
    expectCases(financialQuerySchema, valid, [
      ['transactionType', 3, 'invalid_option'],
      ['transactionType', '1', 'invalid_option'],
      ['take', 101, 'too_big'],
      ['skip', -5, 'too_small'],
      ['from', 'yesterday', 'invalid_date'],
      ['from', '2026-02-30', 'invalid_date'],
      ['to', '2025-12-31', 'invalid_range'],
      ['status', 1, 'unknown_key'],
    ])
  })

  it('games pages and bounds dates', () => {
    expect(parseOk(gameHistoryQuerySchema, { skip: 20 })).toEqual({ skip: 20, take: 20 })
    expect(errorsOf(gameHistoryQuerySchema, { from: '2026-03-01', to: '2026-02-01' })).toEqual({
      to: 'invalid_range',
    })
    expect(errorsOf(gameHistoryQuerySchema, { transactionType: 1 })).toEqual({
      transactionType: 'unknown_key',
    })
  })

  it('parses a financial history row', () => {
    const row = {
      id: 9,
      transactionType: 1,
      amount: 500,
      currencySymbol: '₺',
      status: 2,
      processStatus: 1,
      method: 'Havale/EFT',
      createdAt: '2026-05-10T09:30:00Z',
      note: null,
    }
    expect(financialItemSchema.parse(row)).toEqual(row)
    expect(financialItemSchema.safeParse({ ...row, status: 7 }).success).toBe(false)
  })
})

describe('playerRoundId: a round id as the player reads it', () => {
  it('drops the studio’s internal prefixes of shared rounds, and nothing else', () => {
    expect(playerRoundId('table:1234')).toBe('1234')
    expect(playerRoundId('aviator:56')).toBe('56')
    expect(playerRoundId('789')).toBe('789')
    // A provider's own round id stays as the provider wrote it.
    expect(playerRoundId('table:abc')).toBe('table:abc')
    expect(playerRoundId('r-table:1')).toBe('r-table:1')
  })
})

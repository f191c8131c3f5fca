import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  clearSlip,
  removeSelection,
  slipStore,
  toggleSelection,
  updateOdds,
  type SlipSelection,
} from './slip-store'

const sel = (outcomeId: number, eventId: number, odds = 2): SlipSelection => ({
  outcomeId,
  eventId,
  event: `Ev ${eventId}`,
  market: 'Maç sonucu',
  outcome: '1',
  odds,
  mbs: 1,
})

// The web project shares a worker's module registry (docs/testing.md): another file may leave a
// selection in the store, so each test starts from an empty slip too.
beforeEach(clearSlip)
afterEach(clearSlip)

describe('the bet slip store', () => {
  it('adds, replaces within a market and removes a selection', () => {
    toggleSelection(sel(1, 10), [1, 2, 3])
    expect(slipStore.get().selections.map((s) => s.outcomeId)).toEqual([1])
    toggleSelection(sel(2, 10), [1, 2, 3])
    expect(slipStore.get().selections.map((s) => s.outcomeId)).toEqual([2])
    toggleSelection(sel(2, 10), [1, 2, 3])
    expect(slipStore.get().selections).toEqual([])
  })

  it('turns to Kombine at two selections and back to Tek Maç at one', () => {
    toggleSelection(sel(1, 10), [1])
    expect(slipStore.get().tab).toBe('single')
    toggleSelection(sel(5, 11), [5])
    expect(slipStore.get().tab).toBe('combo')
    removeSelection(5)
    expect(slipStore.get().tab).toBe('single')
  })

  it('takes the new prices of an ODDS_CHANGED answer', () => {
    toggleSelection(sel(1, 10, 2), [1])
    updateOdds([{ outcomeId: 1, odds: 1.9 }])
    expect(slipStore.get().selections[0]!.odds).toBe(1.9)
  })
})

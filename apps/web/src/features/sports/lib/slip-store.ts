import type { BetPlacement, SportsTicket } from '@galata/contract'
import { createStore } from '../../../shared/store/create-store'

/** One selection on the slip, with what the slip needs to show it without another request. */
export interface SlipSelection {
  outcomeId: number
  eventId: number
  /** "Home - Away" as the list showed it. */
  event: string
  market: string
  outcome: string
  /** The price the player saw (the odds-change policy compares it with the current one). */
  odds: number
  /** Minimum events a slip with this selection must hold (MBS). */
  mbs: number
  /**
   * A boosted price (docs/sportsbook.md "Boosted odds"): `odds` is the boost's, `was` the book's. A
   * single carries the boost's id; a combination takes the book's price.
   */
  boost?: { id: number; was: number; maxStake: number }
  /**
   * A bet builder (docs/sportsbook.md "Bet builder on the web"): its selections of one match, one
   * leg at one price; `outcomeId` is the first of them, `outcome` their names together.
   */
  builder?: { outcomeIds: number[]; names: string[] }
}

export type SlipTab = 'single' | 'combo' | 'system'

interface SlipState {
  selections: SlipSelection[]
  tab: SlipTab
  stake: number | null
  policy: BetPlacement['oddsChange']
  /** Sistem: the selections every combination holds, and the combination sizes over the rest. */
  bankers: number[]
  sizes: number[]
  /**
   * The freebet chosen to stake the slip (docs/sportsbook.md "Sports promotions"), or null: the
   * stake is then the freebet's whole amount.
   */
  freebetId: number | null
  /** The bottom sheet on phones. */
  open: boolean
  /**
   * Live bets placed `pending` (docs/sportsbook.md "Live bets"), each with when its delay ends on
   * this device's clock. They live here, not in the slip's component, because the event page swaps
   * its layout when the match's status changes (in play → ended) and the slip is mounted again: the
   * player must still see how the book decided.
   */
  live: { ticket: SportsTicket; endsAt: string }[]
}

/** The bet slip lives outside any page: the list, the event page and the sheet share it. */
export const slipStore = createStore<SlipState>({
  selections: [],
  tab: 'single',
  stake: 10,
  policy: 'none',
  bankers: [],
  sizes: [],
  freebetId: null,
  open: false,
  live: [],
})

export const useSlip = slipStore.useStore

/** A click on odds: adds the selection, replaces another outcome of the same market, or removes it. */
export function toggleSelection(sel: SlipSelection, marketOutcomeIds: readonly number[]) {
  slipStore.set((s) => {
    // A bet builder on the slip is its own leg: a price's toggle never takes it off.
    if (s.selections.some((x) => !x.builder && x.outcomeId === sel.outcomeId))
      return withTab(
        s.selections.filter((x) => x.builder || x.outcomeId !== sel.outcomeId),
        s.tab,
      )
    const rest = s.selections.filter((x) => x.builder || !marketOutcomeIds.includes(x.outcomeId))
    return withTab([...rest, sel], s.tab)
  })
}

/** A bet builder onto the slip as one leg, in place of an earlier builder of the same match. */
export function addBuilder(sel: SlipSelection & { builder: NonNullable<SlipSelection['builder']> }) {
  slipStore.set((s) =>
    withTab([...s.selections.filter((x) => !(x.builder && x.eventId === sel.eventId)), sel], s.tab),
  )
}

/** Whether this outcome is on the slip as a selection of its own (not inside a bet builder). */
export const isPicked = (selections: readonly SlipSelection[], outcomeId: number) =>
  selections.some((x) => !x.builder && x.outcomeId === outcomeId)

/** The API's leg of a slip selection: an outcome, or a bet builder of one match. */
export function legOf(s: SlipSelection, inCombination = false): BetPlacement['legs'][number] {
  // A boost is a single's price; a combination takes the book's (docs/sportsbook.md "Boosted odds").
  const odds = inCombination && s.boost ? s.boost.was : s.odds
  return s.builder
    ? { builder: { eventId: s.eventId, outcomeIds: s.builder.outcomeIds }, odds }
    : { outcomeId: s.outcomeId, odds }
}

/** Two selections make a kombine the natural choice; back to one, a single. */
function withTab(selections: SlipSelection[], tab: SlipTab): Partial<SlipState> {
  if (selections.length <= 1) return { selections, tab: 'single' }
  if (tab === 'single' && selections.length === 2) return { selections, tab: 'combo' }
  return { selections, tab }
}

/** Takes a selection off the slip (`builder`: the bet builder whose first selection it is). */
export function removeSelection(outcomeId: number, builder = false) {
  slipStore.set((s) => ({
    ...withTab(
      s.selections.filter((x) => x.outcomeId !== outcomeId || Boolean(x.builder) !== builder),
      s.tab,
    ),
    bankers: s.bankers.filter((b) => b !== outcomeId),
  }))
}

/** The live bets just placed, their countdowns starting now (an empty list forgets the last ones). */
export function showLiveBets(tickets: readonly SportsTicket[]) {
  const now = Date.now()
  slipStore.set({
    live: tickets.map((ticket) => {
      // The server's own delay (acceptAt − placedAt), so a skewed device clock does not change it.
      const delayMs = ticket.acceptAt ? Date.parse(ticket.acceptAt) - Date.parse(ticket.placedAt) : 0
      return { ticket, endsAt: new Date(now + delayMs).toISOString() }
    }),
  })
}

export function clearSlip() {
  slipStore.set({ selections: [], tab: 'single', bankers: [], sizes: [], freebetId: null })
}

/** Sistem: a banker joins every combination. */
export function toggleBanker(outcomeId: number) {
  slipStore.set((s) => ({
    bankers: s.bankers.includes(outcomeId)
      ? s.bankers.filter((b) => b !== outcomeId)
      : [...s.bankers, outcomeId],
  }))
}

/** Sistem: a combination size ("2/4") on or off. */
export function toggleSize(k: number) {
  slipStore.set((s) => ({
    sizes: s.sizes.includes(k) ? s.sizes.filter((x) => x !== k) : [...s.sizes, k].sort((a, b) => a - b),
  }))
}

/** New prices from the server (ODDS_CHANGED's data.legs, or a refetch). */
export function updateOdds(legs: readonly { outcomeId: number; odds: number }[]) {
  slipStore.set((s) => ({
    selections: s.selections.map((x) => {
      const leg = legs.find((l) => l.outcomeId === x.outcomeId)
      return leg ? { ...x, odds: leg.odds } : x
    }),
  }))
}

/**
 * A coupon in one tap — an operator's ready coupon or a shared code opened (docs/sportsbook.md
 * "Ready coupons", "Coupon codes"): its open selections replace what is on the slip, at today's
 * prices, as a kombine when there are two or more.
 */
export function loadCoupon(selections: readonly SlipSelection[]) {
  slipStore.set({ ...withTab([...selections], 'combo'), bankers: [], sizes: [], open: true })
}

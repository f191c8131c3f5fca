import type { ReconDifferenceKind, ReconLineType } from '@galata/contract'
import type { ReconLine } from './reconciliation.parsers.js'

/*
 * The comparison of one provider's day (docs/providers.md "Reconciliation"): their lines against our
 * provider transactions, matched by transaction id. Ours counts what the ledger posted, not what the
 * provider-transaction row says, so a posting lost or altered shows. A rollback's amount is the bet's
 * (PROVIDERS.md: only bets are rolled back, for their exact amount): the bet's line decides, and a
 * rollback is compared by its kind only.
 */

export interface OurTransaction {
  txId: string
  op: ReconLineType
  /** provider_transactions.status (`cancelled`: a bet held as a tombstone). */
  status: string
  playerId: number
  roundId: string
  /** Kuruş moved on the player's accounts by its ledger posting (0 when there is none). */
  posted: bigint
  at: Date
}

export interface Difference {
  kind: ReconDifferenceKind
  txId: string
  roundId: string | null
  playerId: number | null
  theirType: ReconLineType | null
  ourType: ReconLineType | null
  theirAmount: bigint | null
  ourAmount: bigint | null
  theirAt: Date | null
  ourAt: Date | null
}

/**
 * What the provider should list of ours: every rollback (each was answered OK), every win, and the
 * bets that took money (not a tombstoned bet, which we refused).
 */
export function isBooked(ours: OurTransaction): boolean {
  return !(ours.op === 'bet' && ours.status === 'cancelled')
}

/**
 * Their lines of the day against ours: `ourDay` are our transactions created that day, `ourOthers`
 * those of their lines found outside it (a call answered across midnight). Differences in their
 * report's order, then ours missing from theirs in time order.
 */
export function compareDay(
  theirs: readonly ReconLine[],
  ourDay: readonly OurTransaction[],
  ourOthers: readonly OurTransaction[] = [],
): Difference[] {
  const ours = new Map([...ourOthers, ...ourDay].map((o) => [o.txId, o]))
  const listed = new Set<string>()
  const out: Difference[] = []
  for (const line of theirs) {
    if (listed.has(line.txId)) continue
    listed.add(line.txId)
    const o = ours.get(line.txId)
    const both = (kind: ReconDifferenceKind): Difference => ({
      kind,
      txId: line.txId,
      roundId: o?.roundId ?? line.roundId,
      playerId: o?.playerId ?? null,
      theirType: line.type,
      ourType: o?.op ?? null,
      theirAmount: line.amount,
      ourAmount: o ? o.posted : null,
      theirAt: line.at,
      ourAt: o?.at ?? null,
    })
    if (!o) out.push(both('missing_ours'))
    else if (line.type === 'bet' && o.op === 'bet' && !isBooked(o)) out.push(both('tombstone'))
    else if (o.op !== line.type) out.push(both('type_differs'))
    else if (line.type !== 'rollback' && o.posted !== line.amount) out.push(both('amount_differs'))
  }
  for (const o of [...ourDay].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (listed.has(o.txId) || !isBooked(o)) continue
    out.push({
      kind: 'missing_theirs',
      txId: o.txId,
      roundId: o.roundId,
      playerId: o.playerId,
      theirType: null,
      ourType: o.op,
      theirAmount: null,
      ourAmount: o.posted,
      theirAt: null,
      ourAt: o.at,
    })
  }
  return out
}

import type { RoundStatus } from '@galata/contract'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { BoRoundSource } from '../rounds/index.js'
import { cashOutPayout, crashPointE2, sha256Hex, terminalHash } from './aviator.chain.js'
import * as q from './aviator.queries.js'
import { AVIATOR_GAME, type AviatorDeps } from './aviator.service.js'

/*
 * Sky Aviator on the console's tables and rounds screen (docs/backoffice.md "Tables and rounds"), in
 * the engine's shapes: the round now with its bets and stake, the last rounds with the revealed
 * hash and crash point, and the fairness recomputation of docs/casino.md "Fairness". The round's
 * hash stays secret until it ends, for staff too: before that the screen shows SHA-256 of it, which
 * is the previous round's hash (or the chain's published terminal hash), already public.
 */

/** The engine's words for Aviator's phases: betting is open, the flight reveals, the crash settles. */
const STATUS: Record<q.RoundRow['phase'], RoundStatus> = {
  betting: 'open',
  flying: 'revealing',
  crashed: 'settled',
  void: 'void',
}

const isEnded = (r: q.RoundRow) => r.phase === 'crashed' || r.phase === 'void'

/**
 * Sky Aviator's source; `broadcast` publishes on its hub topic (the page's), where the switch tells
 * open pages `table.closed`/`table.opened` so they show or hide the notice without a reload.
 */
export const aviatorRoundSource = (broadcast: AviatorDeps['broadcast']): BoRoundSource => ({
  code: AVIATOR_GAME,
  kind: 'crash',

  async switched(isOpen: boolean, at: number) {
    await broadcast({ t: isOpen ? 'table.opened' : 'table.closed', now: at })
  },

  async current(db: DbOrTx) {
    const round = await q.latestRound(db)
    if (!round || isEnded(round)) return null
    const f = (await q.roundsFigures(db, [round.id])).get(round.id)
    return {
      roundId: round.id,
      status: STATUS[round.phase],
      opensAt: round.createdAt.getTime(),
      closesAt: round.bettingEndsAt.getTime(),
      commit: sha256Hex(round.hash),
      bets: f?.bets ?? 0,
      players: f?.players ?? 0,
      stake: f?.stake ?? 0n,
    }
  },

  async ended(db: DbOrTx, take: number) {
    const rounds = await q.endedRounds(db, take)
    const figures = await q.roundsFigures(
      db,
      rounds.map((r) => r.id),
    )
    return rounds.map((r) => {
      const f = figures.get(r.id)
      return {
        roundId: r.id,
        status: STATUS[r.phase],
        opensAt: r.createdAt.getTime(),
        closesAt: r.bettingEndsAt.getTime(),
        settledAt: r.endedAt?.getTime() ?? null,
        commit: sha256Hex(r.hash),
        // Ended rounds only: their hash is public already (the chips, the crash event, verify).
        serverSeed: r.hash,
        closeValue: null,
        fairnessMode: 'hash_chain' as const,
        bets: f?.bets ?? 0,
        stake: f?.stake ?? 0n,
        paid: f?.paid ?? 0n,
        result: { crash: r.crashE2 / 100, chainId: r.chainId, chainIndex: r.chainIndex },
      }
    })
  },

  /**
   * The public check (POST …/galata-aviator/verify) and the payouts: the hash walks back to its
   * chain's published terminal hash in `chainIndex` hashings, the crash point follows from the hash,
   * and every bet was paid what its cash-out at or below the crash earns (a loss nothing, a void
   * round's bets refunded).
   */
  async verify(db: DbOrTx, roundId: number) {
    const round = await q.findRound(db, roundId)
    if (!round) throw new AppError('NOT_FOUND')
    if (!isEnded(round)) throw new AppError('ROUND_NOT_REVEALED')
    const chain = await q.findChain(db, round.chainId)
    const commitMatches = !!chain && terminalHash(round.hash, round.chainIndex) === chain.terminalHash
    const resultMatches = crashPointE2(round.hash) === round.crashE2
    const bets = await q.allRoundBets(db, round.id)
    const payoutsMatch = bets.every((b) => {
      if (round.phase === 'void') return b.status === 'refunded' || b.status === 'won'
      if (b.status === 'won')
        return (
          b.cashoutE2 !== null &&
          b.cashoutE2 <= round.crashE2 &&
          b.payout === cashOutPayout(b.stake, b.cashoutE2)
        )
      if (b.status === 'lost')
        return (b.payout ?? 0n) === 0n && (b.autoCashoutE2 === null || b.autoCashoutE2 > round.crashE2)
      return false
    })
    return {
      roundId: round.id,
      gameCode: AVIATOR_GAME,
      commitMatches,
      closeValueMatches: null,
      resultMatches,
      payoutsMatch,
      verified: commitMatches && resultMatches && payoutsMatch,
      publicUrl: null,
    }
  },
})

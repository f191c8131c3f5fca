import type { Tx } from '../../../db/client.js'
import { AppError } from '../../../lib/app-error.js'
import { toMinor } from '../../wallet/index.js'
import { fairFloats, payoutOf } from '../fair.js'
import { MINES_TILES, minePositions, minesMultiplierE4 } from '@galata/game-math/mines'
import type { GameSession } from '../game-session.js'
import * as q from '../originals.queries.js'
import {
  type OriginalsDeps,
  type Pending,
  pendingOf,
  placeBet,
  settle,
  decide,
  answer,
  playableBalance,
} from '../rounds.js'

/*
 * Galata Mines: the round stays open between clicks; every click locks the round row, and the move
 * that ends it decides it (`state.pending`) before the win is paid (docs/casino.md "Money").
 */

function minesOf(seed: q.SeedRow, nonce: number, mines: number): number[] {
  return minePositions(fairFloats(seed.serverSeed, seed.clientSeed, nonce, MINES_TILES - 1), mines)
}

export async function startMines(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; mines: number },
) {
  const stake = toMinor(input.stake)
  // One open round at a time: its seed must stay secret until it is settled. Checked here for a
  // quick answer, and again inside the bet's transaction, where it decides.
  if (await q.findOpenRound(deps.db, claims.playerId, 'galata-mines')) throw new AppError('ROUND_IN_PROGRESS')
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-mines',
    stake,
    params: { mines: input.mines },
    state: { revealed: [] },
    oneOpenRound: true,
  })
  return answer(deps, claims, placed.round, placed.balance, placed.seed)
}

export async function lockMinesRound(tx: Tx, playerId: number, roundId: number) {
  const round = await q.lockOpenRound(tx, playerId, roundId)
  if (!round || round.gameCode !== 'galata-mines') throw new AppError('ROUND_NOT_ACTIVE')
  const seed = await q.findSeed(tx, round.seedId)
  if (!seed) throw new Error('mines round without its seed')
  const mines = Number(round.params.mines)
  const revealed = ((round.state.revealed as number[] | undefined) ?? []).slice()
  return { round, seed, mines, revealed, positions: minesOf(seed, round.nonce, mines) }
}

export function cashOutPending(l: Awaited<ReturnType<typeof lockMinesRound>>): Pending {
  const multiplierE4 = minesMultiplierE4(l.mines, l.revealed.length)
  return {
    kind: 'win',
    payout: String(payoutOf(l.round.stake, multiplierE4)),
    result: { mines: l.positions, revealed: l.revealed, multiplier: Number(multiplierE4) / 10_000 },
  }
}

/**
 * One mines move under the round's row lock. A move that ends the round (a mine, the last safe
 * tile, a cash-out) only decides it there (`state.pending`) and commits; the win is then paid by
 * its own wallet transaction, and a crash in between is finished by the recovery job.
 */
async function minesMove(
  deps: OriginalsDeps,
  claims: GameSession,
  roundId: number,
  move: (l: Awaited<ReturnType<typeof lockMinesRound>>, tx: Tx) => Promise<Pending | null>,
) {
  const step = await deps.db.transaction(async (tx) => {
    const l = await lockMinesRound(tx, claims.playerId, roundId)
    const seed = { ...l.seed, nonce: l.round.nonce }
    // Decided before (its payment was interrupted): nothing is playable any more, just pay it.
    if (pendingOf(l.round)) return { round: l.round, seed, settle: true }
    const pending = await move(l, tx)
    if (!pending) return { round: l.round, seed, settle: false }
    return { round: await decide(tx, l.round, pending), seed, settle: true }
  })
  if (!step.settle) {
    const balance = await playableBalance(deps.db, claims.playerId)
    return answer(deps, claims, step.round, balance, step.seed)
  }
  const settled = await settle(deps, step.round)
  return answer(deps, claims, settled.round, settled.balance, step.seed)
}

export async function revealMine(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { roundId: number; tile: number },
) {
  return minesMove(deps, claims, input.roundId, async (l, tx) => {
    if (l.revealed.includes(input.tile)) return null
    if (l.positions.includes(input.tile))
      return {
        kind: 'win',
        payout: '0',
        result: { mines: l.positions, revealed: l.revealed, hit: input.tile, multiplier: 0 },
      }
    l.revealed.push(input.tile)
    const state = {
      revealed: l.revealed,
      multiplier: Number(minesMultiplierE4(l.mines, l.revealed.length)) / 10_000,
    }
    await q.updateRoundState(tx, l.round.id, state)
    l.round.state = state
    // Every safe tile found: nothing is left to risk, so the round cashes out by itself.
    if (l.revealed.length === MINES_TILES - l.mines) return cashOutPending(l)
    return null
  })
}

export async function cashOutMines(deps: OriginalsDeps, claims: GameSession, input: { roundId: number }) {
  return minesMove(deps, claims, input.roundId, async (l) => {
    if (l.revealed.length === 0) throw new AppError('VALIDATION_FAILED', { roundId: 'required' })
    return cashOutPending(l)
  })
}

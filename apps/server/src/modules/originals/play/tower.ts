import type { Tx } from '../../../db/client.js'
import { AppError } from '../../../lib/app-error.js'
import { toMinor } from '../../wallet/index.js'
import { fairFloatStream, payoutOf } from '../fair.js'
import {
  TOWER_DOORS,
  TOWER_FLOORS,
  isTowerDifficulty,
  towerMultiplierE4,
  towerTrap,
  type TowerDifficulty,
} from '@galata/game-math/tower'
import type { GameSession } from '../game-session.js'
import * as q from '../originals.queries.js'
import {
  type OriginalsDeps,
  type Pending,
  answer,
  decide,
  pendingOf,
  placeBet,
  playableBalance,
  settle,
} from '../rounds.js'

/*
 * Galata Tower: a multi-step round like hi-lo. The open round stores only the doors the player
 * opened; every move locks the round row and replays the traps from the seeds (floor i = float i),
 * so the row never holds a trap the player has not met. The move that ends it (the trap, a
 * cash-out, the top floor) decides it under the lock; the win is paid in its own money transaction
 * and a crash between the two is finished by the recovery job.
 */

export type TowerAction = 'pick' | 'cashout'

const trapsOf = (serverSeed: string, clientSeed: string, nonce: number, difficulty: TowerDifficulty) => {
  const stream = fairFloatStream(serverSeed, clientSeed, nonce)
  return Array.from({ length: TOWER_FLOORS }, (_, i) => towerTrap(stream(i), difficulty))
}

export async function startTower(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; difficulty: string },
) {
  const { difficulty } = input
  if (!isTowerDifficulty(difficulty))
    throw new AppError('VALIDATION_FAILED', { difficulty: 'invalid_option' })
  const stake = toMinor(input.stake)
  if (await q.findOpenRound(deps.db, claims.playerId, 'galata-tower')) throw new AppError('ROUND_IN_PROGRESS')
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-tower',
    stake,
    params: { difficulty },
    state: { picks: [], multiplier: 1 },
    oneOpenRound: true,
  })
  return answer(deps, claims, placed.round, placed.balance, placed.seed)
}

async function lockTowerRound(tx: Tx, playerId: number, roundId: number) {
  const round = await q.lockOpenRound(tx, playerId, roundId)
  if (!round || round.gameCode !== 'galata-tower') throw new AppError('ROUND_NOT_ACTIVE')
  const seed = await q.findSeed(tx, round.seedId)
  if (!seed) throw new Error('tower round without its seed')
  const difficulty = (round.params as { difficulty: TowerDifficulty }).difficulty
  const traps = trapsOf(seed.serverSeed, seed.clientSeed, round.nonce, difficulty)
  const picks = ((round.state.picks as number[] | undefined) ?? []).slice()
  return { round, seed, difficulty, traps, picks }
}

type Locked = Awaited<ReturnType<typeof lockTowerRound>>

function cashOut(l: Locked): Pending {
  const e4 = towerMultiplierE4(l.difficulty, l.picks.length)
  return {
    kind: 'win',
    payout: String(payoutOf(l.round.stake, e4)),
    result: { picks: l.picks, traps: l.traps, multiplier: Number(e4) / 10_000 },
  }
}

async function move(
  tx: Tx,
  l: Locked,
  action: TowerAction,
  door: number | undefined,
): Promise<Pending | null> {
  if (action === 'cashout') {
    if (l.picks.length === 0) throw new AppError('VALIDATION_FAILED', { action: 'invalid_option' })
    return cashOut(l)
  }
  if (door === undefined || door >= TOWER_DOORS[l.difficulty])
    throw new AppError('VALIDATION_FAILED', { door: 'invalid_option' })
  const floor = l.picks.length
  l.picks.push(door)
  if (l.traps[floor] === door)
    return { kind: 'win', payout: '0', result: { picks: l.picks, traps: l.traps, multiplier: 0 } }
  if (l.picks.length >= TOWER_FLOORS) return cashOut(l)
  const state = {
    picks: l.picks,
    multiplier: Number(towerMultiplierE4(l.difficulty, l.picks.length)) / 10_000,
  }
  await q.updateRoundState(tx, l.round.id, state)
  l.round.state = state
  return null
}

export async function towerAction(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { roundId: number; action: TowerAction; door?: number | undefined },
) {
  const step = await deps.db.transaction(async (tx) => {
    const l = await lockTowerRound(tx, claims.playerId, input.roundId)
    const seed = { ...l.seed, nonce: l.round.nonce }
    if (pendingOf(l.round)) return { round: l.round, seed, settle: true }
    const pending = await move(tx, l, input.action, input.door)
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

/** The recovery job's decision for a tower round left open: cash out the floors climbed, or refund. */
export async function abandonTower(tx: Tx, round: q.RoundRow): Promise<q.RoundRow> {
  const l = await lockTowerRound(tx, round.playerId, round.id)
  const pending: Pending =
    l.picks.length > 0
      ? cashOut(l)
      : { kind: 'refund', payout: String(round.stake), result: { refunded: true, picks: [], traps: l.traps } }
  return decide(tx, l.round, pending)
}

/** verify.ts: the trap door of every floor for a difficulty. */
export function towerTrapsOf(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  difficulty: TowerDifficulty,
) {
  return trapsOf(serverSeed, clientSeed, nonce, difficulty)
}

import type { Tx } from '../../../db/client.js'
import { AppError } from '../../../lib/app-error.js'
import { toMinor } from '../../wallet/index.js'
import { fairFloatStream, payoutOf } from '../fair.js'
import {
  HILO_MAX_CARDS,
  HILO_MAX_MULTIPLIER_E4,
  hiloCard,
  hiloMultiplierE4,
  hiloRank,
  hiloReplay,
  hiloWinningRanks,
  hiloWins,
  type HiloGuess,
} from '@galata/game-math/hilo'
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
 * Galata Hi-Lo: a multi-step round like mines. The round stays open between guesses; every move
 * locks the round row and replays the state from the seeds (card i = float i), so the open round
 * never stores a card the player has not seen. The move that ends it (a wrong guess, a cash-out, the
 * 10 000× cap) decides it (`state.pending`) under the lock, then the win is paid in its own money
 * transaction; a crash between the two is finished by the recovery job or the next state read.
 */

export type HiloAction = HiloGuess | 'skip' | 'cashout'
type Moves = (HiloGuess | 'skip')[]

const cardOf = (seed: q.SeedRow, nonce: number) => {
  const stream = fairFloatStream(seed.serverSeed, seed.clientSeed, nonce)
  return (i: number) => hiloCard(stream(i))
}

export async function startHilo(deps: OriginalsDeps, claims: GameSession, input: { stake: number }) {
  const stake = toMinor(input.stake)
  if (await q.findOpenRound(deps.db, claims.playerId, 'galata-hilo')) throw new AppError('ROUND_IN_PROGRESS')
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-hilo',
    stake,
    params: {},
    // The first card is dealt from the seeds in the bet's transaction, where the round's nonce is fixed.
    stateOf: (seed) => ({ cards: [cardOf(seed, seed.nonce)(0)], moves: [], multiplier: 1 }),
    oneOpenRound: true,
  })
  return answer(deps, claims, placed.round, placed.balance, placed.seed)
}

export async function lockHiloRound(tx: Tx, playerId: number, roundId: number) {
  const round = await q.lockOpenRound(tx, playerId, roundId)
  if (!round || round.gameCode !== 'galata-hilo') throw new AppError('ROUND_NOT_ACTIVE')
  const seed = await q.findSeed(tx, round.seedId)
  if (!seed) throw new Error('hi-lo round without its seed')
  const card = cardOf(seed, round.nonce)
  const moves = ((round.state.moves as Moves | undefined) ?? []).slice()
  // The cards are the seeds' (never trusted from the row): card 0, then one per move.
  const cards = Array.from({ length: moves.length + 1 }, (_, i) => card(i))
  return { round, seed, card, moves, cards }
}

type Locked = Awaited<ReturnType<typeof lockHiloRound>>

export function hiloCashOut(l: Locked): Pending {
  const { winning } = hiloReplay(l.cards, l.moves)
  const e4 = hiloMultiplierE4(winning)
  return {
    kind: 'win',
    payout: String(payoutOf(l.round.stake, e4)),
    result: { cards: l.cards, moves: l.moves, multiplier: Number(e4) / 10_000 },
  }
}

/** The move under the round's lock: a state update, or the decision that ends the round. */
async function move(tx: Tx, l: Locked, action: HiloAction): Promise<Pending | null> {
  const { winning } = hiloReplay(l.cards, l.moves)
  if (action === 'cashout') {
    if (winning.length === 0) throw new AppError('VALIDATION_FAILED', { action: 'invalid_option' })
    return hiloCashOut(l)
  }
  if (l.cards.length >= HILO_MAX_CARDS && action === 'skip')
    throw new AppError('VALIDATION_FAILED', { action: 'too_many_items' })
  const current = hiloRank(l.cards[l.cards.length - 1]!)
  const next = l.card(l.cards.length)
  l.cards.push(next)
  l.moves.push(action)
  if (action !== 'skip') {
    if (!hiloWins(current, action, hiloRank(next)))
      return { kind: 'win', payout: '0', result: { cards: l.cards, moves: l.moves, multiplier: 0 } }
    winning.push(hiloWinningRanks(current, action))
  }
  const e4 = hiloMultiplierE4(winning)
  const state = { cards: l.cards, moves: l.moves, multiplier: Number(e4) / 10_000 }
  await q.updateRoundState(tx, l.round.id, state)
  l.round.state = state
  // At the cap nothing more can be won: the round cashes out by itself.
  if (e4 >= HILO_MAX_MULTIPLIER_E4) return hiloCashOut(l)
  return null
}

export async function hiloAction(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { roundId: number; action: HiloAction },
) {
  const step = await deps.db.transaction(async (tx) => {
    const l = await lockHiloRound(tx, claims.playerId, input.roundId)
    const seed = { ...l.seed, nonce: l.round.nonce }
    if (pendingOf(l.round)) return { round: l.round, seed, settle: true }
    const pending = await move(tx, l, input.action)
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

/** The recovery job's decision for a hi-lo round left open: cash out what was won, or refund. */
export async function abandonHilo(tx: Tx, round: q.RoundRow): Promise<q.RoundRow> {
  const l = await lockHiloRound(tx, round.playerId, round.id)
  const pending: Pending =
    hiloReplay(l.cards, l.moves).winning.length > 0
      ? hiloCashOut(l)
      : { kind: 'refund', payout: String(round.stake), result: { refunded: true, cards: l.cards } }
  return decide(tx, l.round, pending)
}

/** verify.ts: the first 24 cards of a round (index 0 is the first card shown). */
export function hiloCardsOf(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const stream = fairFloatStream(serverSeed, clientSeed, nonce)
  return Array.from({ length: 24 }, (_, i) => hiloCard(stream(i)))
}

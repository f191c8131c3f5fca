import type { Tx } from '../../../db/client.js'
import { AppError } from '../../../lib/app-error.js'
import { findProviderGame, recordGameHistory } from '../../casino/index.js'
import { moneyTransaction, toMajor, toMinor } from '../../wallet/index.js'
import { fairFloatStream } from '../fair.js'
import {
  act,
  blackjackPayout,
  deal,
  lazyShoe,
  legalActions,
  settle as settleBlackjack,
  type BjAction,
  type BjState,
  type Shoe,
} from '@galata/game-math/blackjack'
import type { GameSession } from '../game-session.js'
import * as q from '../originals.queries.js'
import * as wallet from '../originals.wallet.js'
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

// Galata Blackjack: a round stays open between the player's decisions, like mines. The bet's
// transaction writes the round undealt (`state` {}); the deal is a pure function of the seeds, so
// dealing at the first look at the round (this request, or a later one after a crash) is the same.

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const SUITS = ['♠', '♥', '♦', '♣']

/** A card as the verify page prints it (rank and suit). */
export function cardLabel(card: number): string {
  return RANKS[card % 13]! + SUITS[Math.floor(card / 13) % 4]!
}

export function shoeOf(serverSeed: string, clientSeed: string, nonce: number): Shoe {
  return lazyShoe(fairFloatStream(serverSeed, clientSeed, nonce))
}

/** What the round row keeps (and shows) of a blackjack state: nothing the player has not seen. */
function bjStateJson(s: BjState): Record<string, unknown> {
  return {
    hands: s.hands,
    dealer: s.dealer,
    active: s.active,
    next: s.next,
    finished: s.finished,
    actions: legalActions(s),
  }
}

interface LockedBlackjack {
  round: q.RoundRow
  seed: q.SeedRow
  shoe: Shoe
  state: BjState
  baseStake: bigint
}

async function lockBlackjackRound(tx: Tx, playerId: number, roundId: number): Promise<LockedBlackjack> {
  const round = await q.lockOpenRound(tx, playerId, roundId)
  if (!round || round.gameCode !== 'galata-blackjack') throw new AppError('ROUND_NOT_ACTIVE')
  const seed = await q.findSeed(tx, round.seedId)
  if (!seed) throw new Error('blackjack round without its seed')
  const shoe = shoeOf(seed.serverSeed, seed.clientSeed, round.nonce)
  const saved = round.state as unknown as Partial<BjState>
  const state: BjState = Array.isArray(saved.hands)
    ? {
        hands: saved.hands,
        dealer: saved.dealer ?? [],
        active: saved.active ?? 0,
        next: saved.next ?? 4,
        finished: saved.finished ?? false,
      }
    : deal(shoe)
  return {
    round,
    seed: { ...seed, nonce: round.nonce },
    shoe,
    state,
    baseStake: toMinor(Number(round.params.stake)),
  }
}

function blackjackPending(l: LockedBlackjack, state: BjState): Pending {
  const s = settleBlackjack(state)
  return {
    kind: 'win',
    payout: String(blackjackPayout(l.baseStake, s)),
    result: {
      dealer: state.dealer,
      hands: state.hands.map((h) => h.cards),
      outcomes: s.outcomes,
      multiplier: s.returnHalves / 2,
    },
  }
}

/** Writes the new state, or decides the round when it is over (the win is paid after the commit). */
async function storeBlackjack(tx: Tx, l: LockedBlackjack, state: BjState) {
  const round = { ...l.round, state: bjStateJson(state) }
  if (state.finished) return { round: await decide(tx, round, blackjackPending(l, state)), settle: true }
  await q.updateRoundState(tx, round.id, round.state)
  return { round, settle: false }
}

async function blackjackReply(
  deps: OriginalsDeps,
  claims: GameSession,
  step: { round: q.RoundRow; seed: q.SeedRow; settle: boolean },
) {
  if (!step.settle) {
    const balance = await playableBalance(deps.db, claims.playerId)
    return answer(deps, claims, step.round, balance, step.seed)
  }
  const settled = await settle(deps, step.round)
  return answer(deps, claims, settled.round, settled.balance, step.seed)
}

/** A move that moves no money (the deal, hit, stand) under the round's row lock. */
async function blackjackMove(
  deps: OriginalsDeps,
  claims: GameSession,
  roundId: number,
  action: BjAction | null,
) {
  const step = await deps.db.transaction(async (tx) => {
    const l = await lockBlackjackRound(tx, claims.playerId, roundId)
    if (pendingOf(l.round)) return { round: l.round, seed: l.seed, settle: true }
    if (action && !legalActions(l.state).includes(action))
      throw new AppError('VALIDATION_FAILED', { action: 'invalid_option' })
    const state = action ? act(l.state, l.shoe, action) : l.state
    return { ...(await storeBlackjack(tx, l, state)), seed: l.seed }
  })
  return blackjackReply(deps, claims, step)
}

export async function startBlackjack(deps: OriginalsDeps, claims: GameSession, input: { stake: number }) {
  const stake = toMinor(input.stake)
  if (await q.findOpenRound(deps.db, claims.playerId, 'galata-blackjack'))
    throw new AppError('ROUND_IN_PROGRESS')
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-blackjack',
    stake,
    params: { stake: toMajor(stake) },
    state: {},
    oneOpenRound: true,
  })
  return blackjackMove(deps, claims, placed.round.id, null)
}

export async function blackjackAction(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { roundId: number; action: BjAction },
) {
  if (input.action === 'hit' || input.action === 'stand')
    return blackjackMove(deps, claims, input.roundId, input.action)
  // Double and split stake one more base stake: the wallet's bet and the move in one money
  // transaction, so the card is dealt exactly when the money was taken.
  const open = await q.findOpenRound(deps.db, claims.playerId, 'galata-blackjack')
  if (!open || open.id !== input.roundId) throw new AppError('ROUND_NOT_ACTIVE')
  const active = Number((open.state as { active?: number }).active ?? 0)
  const txId = input.action === 'split' ? `bet:${open.id}:split` : `bet:${open.id}:double:${active}`
  const baseStake = toMinor(Number(open.params.stake))
  const game = await findProviderGame(deps.db, 'galata', 'galata-blackjack')
  if (!game) throw new AppError('GAME_NOT_FOUND')
  const step = await moneyTransaction(deps, async (m) => {
    const moved = await wallet.bet(m, {
      playerId: claims.playerId,
      txId,
      roundId: String(open.id),
      gameCode: 'galata-blackjack',
      amount: baseStake,
    })
    if (moved.replayed) return null
    const l = await lockBlackjackRound(m.tx, claims.playerId, input.roundId)
    if (pendingOf(l.round) || l.state.active !== active || !legalActions(l.state).includes(input.action))
      throw new AppError('VALIDATION_FAILED', { action: 'invalid_option' })
    l.round = { ...l.round, stake: l.round.stake + baseStake }
    await q.updateRoundStake(m.tx, l.round.id, l.round.stake)
    await recordGameHistory(m.tx, [
      {
        playerId: claims.playerId,
        gameId: game.id,
        kind: 'bet',
        amount: baseStake,
        roundId: String(l.round.id),
        txId,
        ledgerTransactionId: moved.ledgerTransactionId,
        balanceAfter: moved.balance,
      },
    ])
    return { ...(await storeBlackjack(m.tx, l, act(l.state, l.shoe, input.action))), seed: l.seed }
  })
  // A replayed bet (a double click) moved nothing: answer the round as it stands.
  if (!step) return blackjackMove(deps, claims, input.roundId, null)
  return blackjackReply(deps, claims, step)
}

/** The sweeper's decision for an abandoned blackjack round: every unfinished hand stands. */
export async function abandonBlackjack(tx: Tx, round: q.RoundRow): Promise<q.RoundRow> {
  const l = await lockBlackjackRound(tx, round.playerId, round.id)
  let state = l.state
  while (!state.finished) state = act(state, l.shoe, 'stand')
  return decide(tx, { ...l.round, state: bjStateJson(state) }, blackjackPending(l, state))
}

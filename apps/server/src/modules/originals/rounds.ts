import {
  ORIGINALS_INSTANT_GAMES,
  type OriginalsPlay,
  type OriginalsRound,
  type OriginalsSeed,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { findProviderGame, recordGameHistory, type GameHistoryLine } from '../casino/index.js'
import { getBalances, moneyTransaction, toMajor, type MoneyTx } from '../wallet/index.js'
import { hashServerSeed, newClientSeed, newServerSeed } from './fair.js'
import { SLOT_GAMES, type SlotGame } from '@galata/game-math/slots/games'
import { renewGameToken, type GameSession } from './game-session.js'
import * as q from './originals.queries.js'
import { STAKE_MAX, STAKE_MIN } from './originals.schemas.js'
import * as wallet from './originals.wallet.js'

/*
 * The rounds core of Galata Originals (docs/casino.md, PROVIDERS.md): the games, the seed pair, the round
 * views and the money around a round. Money moves only through the wallet's canonical commands
 * (originals.wallet.ts), in money transactions opened here: the bet's transaction also raises the
 * nonce and writes the round (single-step games with their outcome already decided, in
 * `state.pending`); the win's transaction closes the round (`UPDATE … WHERE status = 'open'`). A
 * slot spin settles at once: its bet, win, round and history lines are one transaction
 * (`playAtOnce`), so there is nothing to recover between them. A decided round whose payment never
 * committed is paid by the recovery job (recovery.ts) or when the player reopens the game, exactly
 * once: the wallet's txId `win:{round}` decides.
 *
 * The round-money pattern of the games (play/): single-step games call `placeBet` with `outcome`
 * and then `settle` (or `playAtOnce` when the round settles at once); multi-step games place
 * without `outcome`, `decide` under the round's lock when the round ends, then `settle` after that
 * commits.
 */

export interface OriginalsDeps {
  db: Db
  clock: Clock
  secret: string
  /** The wallet publishes balance and bonus events here after each commit. */
  events: EventBus<AppEvents>
}

/**
 * docs/casino.md: plinko, keno, limbo (single-step, play/instant.ts) and hi-lo (multi-step, play/hilo.ts).
 */
export const INSTANT_GAMES = ORIGINALS_INSTANT_GAMES
export type InstantGame = (typeof INSTANT_GAMES)[number]
export const isInstantGame = (code: string): code is InstantGame =>
  (INSTANT_GAMES as readonly string[]).includes(code)

export const ORIGINAL_GAMES = [
  'galata-dice',
  'galata-mines',
  'galata-roulette',
  'galata-blackjack',
  ...SLOT_GAMES,
  ...INSTANT_GAMES,
] as const
export type OriginalGame =
  'galata-dice' | 'galata-mines' | 'galata-roulette' | 'galata-blackjack' | SlotGame | InstantGame

export function isOriginalGame(code: string): code is OriginalGame {
  return (ORIGINAL_GAMES as readonly string[]).includes(code)
}

export const renewToken = renewGameToken

export async function ensureSeed(db: Db | Tx, playerId: number): Promise<q.SeedRow> {
  const found = await q.findActiveSeed(db, playerId)
  if (found) return found
  const serverSeed = newServerSeed()
  await q.insertSeedIfNone(db, {
    playerId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: newClientSeed(),
  })
  const seed = await q.findActiveSeed(db, playerId)
  if (!seed) throw new Error('no active seed after insert')
  return seed
}

export function seedView(seed: q.SeedRow): OriginalsSeed {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce }
}
// ---------------------------------------------------------------------------------------------
// Views

/** The round as the API shows it: the contract's schema (packages/contract/src/originals.ts). */
export type RoundView = OriginalsRound

export function roundView(r: q.RoundRow): RoundView {
  return {
    roundId: r.id,
    game: r.gameCode,
    status: r.status,
    stake: toMajor(r.stake),
    payout: r.payout === null ? null : toMajor(r.payout),
    multiplier: r.payout === null ? null : Number((r.payout * 10_000n) / r.stake) / 10_000,
    nonce: r.nonce,
    params: r.params,
    // While a round is open its state never reveals more than the player has uncovered; a decided
    // but unpaid outcome (`pending`) shows once the round is closed, as its result.
    state: Object.fromEntries(Object.entries(r.state).filter(([key]) => key !== 'pending')),
    result: r.result ?? null,
    createdAt: r.createdAt.toISOString(),
  }
}
// ---------------------------------------------------------------------------------------------
// Money around a round

export function checkStake(stake: bigint): void {
  if (stake < STAKE_MIN || stake > STAKE_MAX)
    throw new AppError('BET_OUT_OF_RANGE', undefined, { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) })
}

/** An outcome decided but not yet paid: kept in the open round's `state.pending` (docs/casino.md). */
export interface Pending {
  /** `win` pays `payout` (0 closes a lost round); `refund` returns the stake. */
  kind: 'win' | 'refund'
  /** Kuruş, as a string (JSON has no bigint). */
  payout: string
  result: Record<string, unknown>
}

export function pendingOf(round: q.RoundRow): Pending | null {
  const p = round.state.pending as Pending | undefined
  return p && (p.kind === 'win' || p.kind === 'refund') ? p : null
}

/** A single-step game's outcome, computed from the round's seed pair and nonce. */
export type RoundOutcome = (seed: q.SeedRow) => { payout: bigint; result: Record<string, unknown> }

export interface Placed {
  round: q.RoundRow
  /** The seed pair with this round's nonce. */
  seed: q.SeedRow
  gameId: number
  /** Cash + bonus right after the stake was taken, kuruş. */
  balance: bigint
}

export interface Placing {
  playerId: number
  game: string
  stake: bigint
  params: Record<string, unknown>
  /** Single-step games: the outcome, decided with the debit. */
  outcome?: RoundOutcome
  /** Multi-step games: the round's first state. */
  state?: Record<string, unknown>
  /** Multi-step games whose first state comes from the seeds (hi-lo's first card): used over `state`. */
  stateOf?: (seed: q.SeedRow) => Record<string, unknown>
  /** Refuse when the player already has an open round of this game (mines). */
  oneOpenRound?: boolean
}

/** Before a round's transaction: the stake's range, the game, the seed pair and the round's id. */
export async function prepareRound(deps: OriginalsDeps, p: Placing): Promise<{ gameId: number; id: number }> {
  checkStake(p.stake)
  const game = await findProviderGame(deps.db, 'galata', p.game)
  if (!game?.status) throw new AppError('GAME_NOT_FOUND')
  await ensureSeed(deps.db, p.playerId)
  return { gameId: game.id, id: await q.nextRoundId(deps.db) }
}

/**
 * The stake of round `id` in money transaction `m`: the wallet's bet, then the nonce raised (the
 * player's accounts are locked by now, so the player's bets queue here one at a time). Answers the
 * seed pair with this round's nonce and the bet's history line, for the caller to write with its own.
 */
export async function takeStake(m: MoneyTx, gameId: number, id: number, p: Placing) {
  const moved = await wallet.bet(m, {
    playerId: p.playerId,
    txId: `bet:${id}`,
    roundId: String(id),
    gameCode: p.game,
    amount: p.stake,
  })
  // The round id is fresh: a replay would be a bet that committed without its round.
  if (moved.replayed) throw new Error(`bet:${id} replayed before its round existed`)
  const taken = await q.takeNonce(m.tx, p.playerId)
  if (!taken) throw new Error('active seed vanished')
  if (p.oneOpenRound && (await q.findOpenRound(m.tx, p.playerId, p.game)))
    throw new AppError('ROUND_IN_PROGRESS')
  const line: GameHistoryLine = {
    playerId: p.playerId,
    gameId,
    kind: 'bet',
    amount: p.stake,
    roundId: String(id),
    txId: `bet:${id}`,
    ledgerTransactionId: moved.ledgerTransactionId,
    balanceAfter: moved.balance,
  }
  // The nonce before the raise is this round's: the first bet on a seed pair uses nonce 0.
  const seed = { ...taken, nonce: taken.nonce - 1 }
  /** The round row's fields fixed by its stake (the caller adds state, status and times). */
  const row = {
    id,
    playerId: p.playerId,
    gameCode: p.game,
    seedId: taken.id,
    nonce: seed.nonce,
    stake: p.stake,
    params: p.params,
  }
  return { moved, seed, row, line }
}

/**
 * Takes the stake through the wallet's canonical bet and, in the same money transaction, raises the
 * nonce, decides a single-step round's outcome and writes the round and its history line. So a
 * round exists exactly when its stake was taken, the nonce moves only with a debit, and a
 * single-step round is born with its outcome in `state.pending`: whoever pays it (this request, or
 * the recovery job after a crash) pays the same amount, once.
 */
export async function placeBet(deps: OriginalsDeps, p: Placing): Promise<Placed> {
  const { gameId, id } = await prepareRound(deps, p)
  return moneyTransaction(deps, async (m) => {
    const stake = await takeStake(m, gameId, id, p)
    let state = p.stateOf ? p.stateOf(stake.seed) : (p.state ?? {})
    if (p.outcome) {
      const o = p.outcome(stake.seed)
      state = { pending: { kind: 'win', payout: String(o.payout), result: o.result } satisfies Pending }
    }
    const round = await q.insertRound(m.tx, {
      ...stake.row,
      state,
      status: 'open',
      // The app clock, like the wallet's rows: the recovery job ages rounds by this clock.
      createdAt: new Date(deps.clock.now()),
    })
    await recordGameHistory(m.tx, [stake.line])
    return { round, seed: stake.seed, gameId, balance: stake.moved.balance + stake.moved.bonusBalance }
  })
}

/**
 * A single-step round that settles at once (a slot spin): the bet, the outcome, the win, the round
 * (born settled) and both history lines in one money transaction. It commits whole or not at all,
 * so no decided-but-unpaid state exists for it; the wallet's txIds (`bet:` / `win:{round}`) keep
 * it exactly once like every other round.
 */
export async function playAtOnce(
  deps: OriginalsDeps,
  p: Placing & { outcome: RoundOutcome },
): Promise<{ round: q.RoundRow; seed: q.SeedRow; balance: bigint }> {
  const { gameId, id } = await prepareRound(deps, p)
  return moneyTransaction(deps, async (m) => {
    const stake = await takeStake(m, gameId, id, p)
    const o = p.outcome(stake.seed)
    const txId = `win:${id}`
    const won = await wallet.win(m, {
      playerId: p.playerId,
      txId,
      roundId: String(id),
      gameCode: p.game,
      amount: o.payout,
      refTxId: `bet:${id}`,
    })
    const at = new Date(deps.clock.now())
    const round = await q.insertRound(m.tx, {
      ...stake.row,
      state: {},
      status: 'settled',
      payout: o.payout,
      result: o.result,
      createdAt: at,
      settledAt: at,
    })
    await recordGameHistory(m.tx, [
      stake.line,
      {
        ...stake.line,
        kind: 'win',
        amount: o.payout,
        txId,
        ledgerTransactionId: won.ledgerTransactionId,
        balanceAfter: won.balance,
      },
    ])
    return { round, seed: stake.seed, balance: won.balance + won.bonusBalance }
  })
}

/**
 * Pays a decided round (`state.pending`) through the wallet's canonical win or refund, and closes
 * the round in the same transaction (`UPDATE … WHERE status = 'open'`). The wallet's txId
 * (`win:{round}` / `refund:{round}`) makes it exactly once: a second caller — the request racing
 * the recovery job, a retry — gets the stored answer and touches nothing. Answers the closed round
 * and cash + bonus afterwards.
 */
export async function settle(
  deps: OriginalsDeps,
  round: q.RoundRow,
): Promise<{ round: q.RoundRow; balance: bigint }> {
  const pending = pendingOf(round)
  if (!pending) throw new Error(`round ${round.id} has no decided outcome`)
  const at = new Date(deps.clock.now())
  const payout = BigInt(pending.payout)
  const status = pending.kind === 'refund' ? 'refunded' : 'settled'
  const kind = pending.kind === 'refund' ? 'refund' : 'win'
  const txId = `${kind}:${round.id}`
  const move: wallet.WalletMove = {
    playerId: round.playerId,
    txId,
    roundId: String(round.id),
    gameCode: round.gameCode,
    amount: payout,
    refTxId: `bet:${round.id}`,
  }
  const moved = await moneyTransaction(deps, async (m) => {
    const moved = pending.kind === 'refund' ? await wallet.refund(m, move) : await wallet.win(m, move)
    // A replay (someone else paid it first) touches nothing more.
    if (moved.replayed) return moved
    if (!(await q.closeRound(m.tx, round.id, { status, payout, result: pending.result, at })))
      throw new AppError('ROUND_NOT_ACTIVE')
    if (payout === 0n || moved.ledgerTransactionId === null) return moved
    const game = await findProviderGame(m.tx, 'galata', round.gameCode)
    if (!game) throw new Error(`round ${round.id}: game ${round.gameCode} vanished`)
    await recordGameHistory(m.tx, [
      {
        playerId: round.playerId,
        gameId: game.id,
        kind,
        amount: payout,
        roundId: String(round.id),
        txId,
        ledgerTransactionId: moved.ledgerTransactionId,
        balanceAfter: moved.balance,
      },
    ])
    return moved
  })
  return {
    round: { ...round, status, payout, result: pending.result, settledAt: at },
    balance: moved.balance + moved.bonusBalance,
  }
}

/** Decides an open round, under its row lock and once; `settle` pays it afterwards. */
export async function decide(tx: Tx, round: q.RoundRow, pending: Pending): Promise<q.RoundRow> {
  const state = { ...round.state, pending }
  if (!(await q.setPending(tx, round.id, state))) throw new AppError('ROUND_NOT_ACTIVE')
  return { ...round, state }
}

/**
 * The round-money pattern for other Originals (slots, blackjack): single-step games call
 * `placeRoundBet` with `outcome` and then `settleRound`; multi-step games place without `outcome`,
 * `decideRound` under the round's lock when the round ends, then `settleRound` after that commits.

/** Pays every decided-but-unpaid round of a player (a crash between steps), e.g. when the game reopens. */
export async function settlePendingOf(deps: OriginalsDeps, playerId: number): Promise<void> {
  for (const round of await q.pendingRounds(deps.db, 10, playerId)) await settleQuietly(deps, round)
}

/** `settle`, where a round someone else closed meanwhile is simply done. */
export async function settleQuietly(deps: OriginalsDeps, round: q.RoundRow): Promise<boolean> {
  try {
    await settle(deps, round)
    return true
  } catch (err) {
    if (err instanceof AppError && err.code === 'ROUND_NOT_ACTIVE') return false
    throw err
  }
}

export function answer(
  deps: OriginalsDeps,
  claims: GameSession,
  round: q.RoundRow,
  balance: bigint,
  seed: q.SeedRow,
): OriginalsPlay {
  return {
    token: renewToken(deps, claims),
    round: roundView(round),
    balance: toMajor(balance),
    seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce + 1 },
  }
}
export async function playableBalance(db: Db | Tx, playerId: number): Promise<bigint> {
  const b = await getBalances(db, playerId)
  return b.cash + b.bonus
}

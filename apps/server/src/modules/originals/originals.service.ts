import type { Db, Tx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { findProviderGame, recordGameHistory, type GameHistoryLine } from '../casino/index.js'
import { getBalances, moneyTransaction, toMajor, toMinor, type MoneyTx } from '../wallet/index.js'
import {
  fairFloatStream,
  fairFloats,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
  payoutOf,
} from './fair.js'
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
} from './games/blackjack.js'
import { diceMultiplierE4, diceRoll, diceWins, isValidDiceBet, type DiceDirection } from './games/dice.js'
import { MINES_TILES, minePositions, minesMultiplierE4 } from './games/mines.js'
import { isLegalRouletteBet, rouletteReturn, spin, type RouletteBet } from './games/roulette.js'
import { LINE_COUNT, playRound, slotPayout, type SpinResult } from './games/slots/engine.js'
import { isSlotGame, SLOT_GAMES, slotTheme, type SlotGame } from './games/slots/themes.js'
import { openGameSession, renewGameToken, type GameSession } from './game-session.js'
import * as q from './originals.queries.js'
import { STAKE_MAX, STAKE_MIN } from './originals.schemas.js'
import * as wallet from './originals.wallet.js'

/*
 * Galata Originals (issue 6, PROVIDERS.md). Money moves only through the wallet's canonical
 * commands (originals.wallet.ts), in money transactions this module opens: the bet's transaction
 * also raises the nonce and writes the round (single-step games with their outcome already decided,
 * in `state.pending`); the win's transaction closes the round (`UPDATE … WHERE status = 'open'`).
 * A slot spin settles at once: its bet, win, round and history lines are one transaction
 * (`playAtOnce`), so there is nothing to recover between them.
 * Mines keeps its round open between clicks; every click locks the round row, and the move that
 * ends it decides it (`state.pending`) before the win is paid. A decided round whose payment never
 * committed is paid by `settleAbandonedRounds` (boot) or when the player reopens the game, exactly
 * once: the wallet's txId `win:{round}` decides.
 */

export interface OriginalsDeps {
  db: Db
  clock: Clock
  secret: string
  /** The wallet publishes balance and bonus events here after each commit. */
  events: EventBus<AppEvents>
}

export const ORIGINAL_GAMES = [
  'galata-dice',
  'galata-mines',
  'galata-roulette',
  'galata-blackjack',
  ...SLOT_GAMES,
] as const
export type OriginalGame = 'galata-dice' | 'galata-mines' | 'galata-roulette' | 'galata-blackjack' | SlotGame

export function isOriginalGame(code: string): code is OriginalGame {
  return (ORIGINAL_GAMES as readonly string[]).includes(code)
}

/** An open mines round nobody touched for this long is settled by the sweeper (docs/casino.md). */
export const ABANDONED_ROUND_MS = 24 * 3600_000

// ---------------------------------------------------------------------------------------------
// Session

/** The game token of a call, opened against its session (game-session.ts); GAME_SESSION_EXPIRED otherwise. */
export function authenticate(deps: OriginalsDeps, token: unknown, game: OriginalGame): Promise<GameSession> {
  return openGameSession(deps, token, game)
}

const renewToken = renewGameToken

async function ensureSeed(db: Db | Tx, playerId: number): Promise<q.SeedRow> {
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

function seedView(seed: q.SeedRow) {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce }
}

// ---------------------------------------------------------------------------------------------
// Views

export interface RoundView {
  roundId: number
  game: string
  status: string
  stake: number
  payout: number | null
  /** Payout ÷ stake, for the recent-rounds list. */
  multiplier: number | null
  nonce: number
  params: Record<string, unknown>
  state: Record<string, unknown>
  result: Record<string, unknown> | null
  createdAt: string
}

function roundView(r: q.RoundRow): RoundView {
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

/** GET state: balance, the seed pair (hash only), the open round, the recent rounds. */
export async function gameState(deps: OriginalsDeps, claims: GameSession) {
  const seed = await ensureSeed(deps.db, claims.playerId)
  // A round whose win was interrupted (a crash between the bet and the win) is paid now.
  await settlePendingOf(deps, claims.playerId)
  const open = await q.findOpenRound(deps.db, claims.playerId, claims.gameCode)
  const recent = await q.recentRounds(deps.db, claims.playerId, claims.gameCode, 12)
  return {
    token: renewToken(deps, claims),
    // What the player can stake: cash first, then bonus money (docs/wallet.md).
    balance: toMajor(await playableBalance(deps.db, claims.playerId)),
    seed: seedView(seed),
    openRound: open ? roundView(open) : null,
    recent: recent.map(roundView),
    limits: { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) },
  }
}

// ---------------------------------------------------------------------------------------------
// Money around a round

function checkStake(stake: bigint): void {
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

function pendingOf(round: q.RoundRow): Pending | null {
  const p = round.state.pending as Pending | undefined
  return p && (p.kind === 'win' || p.kind === 'refund') ? p : null
}

/** A single-step game's outcome, computed from the round's seed pair and nonce. */
export type RoundOutcome = (seed: q.SeedRow) => { payout: bigint; result: Record<string, unknown> }

interface Placed {
  round: q.RoundRow
  /** The seed pair with this round's nonce. */
  seed: q.SeedRow
  gameId: number
  /** Cash + bonus right after the stake was taken, kuruş. */
  balance: bigint
}

interface Placing {
  playerId: number
  game: string
  stake: bigint
  params: Record<string, unknown>
  /** Single-step games: the outcome, decided with the debit. */
  outcome?: RoundOutcome
  /** Multi-step games: the round's first state. */
  state?: Record<string, unknown>
  /** Refuse when the player already has an open round of this game (mines). */
  oneOpenRound?: boolean
}

/** Before a round's transaction: the stake's range, the game, the seed pair and the round's id. */
async function prepareRound(deps: OriginalsDeps, p: Placing): Promise<{ gameId: number; id: number }> {
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
async function takeStake(m: MoneyTx, gameId: number, id: number, p: Placing) {
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
  return { moved, seedId: taken.id, seed: { ...taken, nonce: taken.nonce - 1 }, line }
}

/**
 * Takes the stake through the wallet's canonical bet and, in the same money transaction, raises the
 * nonce, decides a single-step round's outcome and writes the round and its history line. So a
 * round exists exactly when its stake was taken, the nonce moves only with a debit, and a
 * single-step round is born with its outcome in `state.pending`: whoever pays it (this request, or
 * the recovery job after a crash) pays the same amount, once.
 */
async function placeBet(deps: OriginalsDeps, p: Placing): Promise<Placed> {
  const { gameId, id } = await prepareRound(deps, p)
  return moneyTransaction(deps, async (m) => {
    const stake = await takeStake(m, gameId, id, p)
    let state = p.state ?? {}
    if (p.outcome) {
      const o = p.outcome(stake.seed)
      state = { pending: { kind: 'win', payout: String(o.payout), result: o.result } satisfies Pending }
    }
    const round = await q.insertRound(m.tx, {
      id,
      playerId: p.playerId,
      gameCode: p.game,
      seedId: stake.seedId,
      nonce: stake.seed.nonce,
      stake: p.stake,
      params: p.params,
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
async function playAtOnce(
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
      id,
      playerId: p.playerId,
      gameCode: p.game,
      seedId: stake.seedId,
      nonce: stake.seed.nonce,
      stake: p.stake,
      params: p.params,
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
async function settle(
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
async function decide(tx: Tx, round: q.RoundRow, pending: Pending): Promise<q.RoundRow> {
  const state = { ...round.state, pending }
  if (!(await q.setPending(tx, round.id, state))) throw new AppError('ROUND_NOT_ACTIVE')
  return { ...round, state }
}

/**
 * The round-money pattern for other Originals (slots, blackjack): single-step games call
 * `placeRoundBet` with `outcome` and then `settleRound`; multi-step games place without `outcome`,
 * `decideRound` under the round's lock when the round ends, then `settleRound` after that commits.
 */
export { placeBet as placeRoundBet, decide as decideRound, settle as settleRound }

/** Pays every decided-but-unpaid round of a player (a crash between steps), e.g. when the game reopens. */
async function settlePendingOf(deps: OriginalsDeps, playerId: number): Promise<void> {
  for (const round of await q.pendingRounds(deps.db, 10, playerId)) await settleQuietly(deps, round)
}

/** `settle`, where a round someone else closed meanwhile is simply done. */
async function settleQuietly(deps: OriginalsDeps, round: q.RoundRow): Promise<boolean> {
  try {
    await settle(deps, round)
    return true
  } catch (err) {
    if (err instanceof AppError && err.code === 'ROUND_NOT_ACTIVE') return false
    throw err
  }
}

function answer(
  deps: OriginalsDeps,
  claims: GameSession,
  round: q.RoundRow,
  balance: bigint,
  seed: q.SeedRow,
) {
  return {
    token: renewToken(deps, claims),
    round: roundView(round),
    balance: toMajor(balance),
    seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce + 1 },
  }
}

// ---------------------------------------------------------------------------------------------
// Dice

export async function playDice(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; target: number; direction: DiceDirection },
) {
  const bet = { target: Number(toMinor(input.target)), direction: input.direction }
  if (!isValidDiceBet(bet)) throw new AppError('VALIDATION_FAILED', { target: 'invalid_option' })
  const stake = toMinor(input.stake)
  const multiplierE4 = diceMultiplierE4(bet)
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-dice',
    stake,
    params: { target: bet.target, direction: bet.direction },
    outcome: (seed) => {
      const [f] = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, 1)
      const roll = diceRoll(f!)
      const isWin = diceWins(bet, roll)
      return {
        payout: isWin ? payoutOf(stake, multiplierE4) : 0n,
        result: { roll, isWin, multiplier: Number(multiplierE4) / 10_000 },
      }
    },
  })
  const settled = await settle(deps, placed.round)
  return answer(deps, claims, settled.round, settled.balance, placed.seed)
}

// ---------------------------------------------------------------------------------------------
// Roulette

export async function playRoulette(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { bets: { numbers: number[]; amount: number }[] },
) {
  const bets: RouletteBet[] = input.bets.map((b) => ({ numbers: b.numbers, amount: toMinor(b.amount) }))
  if (bets.some((b) => !isLegalRouletteBet(b.numbers)))
    throw new AppError('VALIDATION_FAILED', { bets: 'invalid_option' })
  if (bets.some((b) => b.amount < STAKE_MIN))
    throw new AppError('BET_OUT_OF_RANGE', undefined, { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) })
  const stake = bets.reduce((s, b) => s + b.amount, 0n)
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-roulette',
    stake,
    params: { bets: bets.map((b) => ({ numbers: b.numbers, amount: toMajor(b.amount) })) },
    outcome: (seed) => {
      const [f] = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, 1)
      const number = spin(f!)
      return { payout: rouletteReturn(bets, number), result: { number } }
    },
  })
  const settled = await settle(deps, placed.round)
  return answer(deps, claims, settled.round, settled.balance, placed.seed)
}

// ---------------------------------------------------------------------------------------------
// Mines

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

async function lockMinesRound(tx: Tx, playerId: number, roundId: number) {
  const round = await q.lockOpenRound(tx, playerId, roundId)
  if (!round || round.gameCode !== 'galata-mines') throw new AppError('ROUND_NOT_ACTIVE')
  const seed = await q.findSeed(tx, round.seedId)
  if (!seed) throw new Error('mines round without its seed')
  const mines = Number(round.params.mines)
  const revealed = ((round.state.revealed as number[] | undefined) ?? []).slice()
  return { round, seed, mines, revealed, positions: minesOf(seed, round.nonce, mines) }
}

function cashOutPending(l: Awaited<ReturnType<typeof lockMinesRound>>): Pending {
  const multiplierE4 = minesMultiplierE4(l.mines, l.revealed.length)
  return {
    kind: 'win',
    payout: String(payoutOf(l.round.stake, multiplierE4)),
    result: { mines: l.positions, revealed: l.revealed, multiplier: Number(multiplierE4) / 10_000 },
  }
}

async function playableBalance(db: Db | Tx, playerId: number): Promise<bigint> {
  const b = await getBalances(db, playerId)
  return b.cash + b.bonus
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

// ---------------------------------------------------------------------------------------------
// Slots: the paid spin and every free spin it leads to are one single-step round.

function spinView(s: SpinResult) {
  return { stops: s.stops, grid: s.grid, lines: s.lines, scatters: s.scatters, credits: s.credits }
}

export async function playSlot(
  deps: OriginalsDeps,
  claims: GameSession,
  game: SlotGame,
  input: { stake: number },
) {
  const stake = toMinor(input.stake)
  const theme = slotTheme(game)
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game,
    stake,
    params: {},
    outcome: (seed) => {
      const round = playRound(theme, fairFloatStream(seed.serverSeed, seed.clientSeed, seed.nonce))
      return {
        payout: slotPayout(stake, round.credits),
        result: {
          base: spinView(round.base),
          free: round.free.map(spinView),
          freeMultiplier: theme.freeSpins.multiplier,
          credits: round.credits,
          multiplier: round.credits / LINE_COUNT,
        },
      }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}

// ---------------------------------------------------------------------------------------------
// Blackjack: a round stays open between the player's decisions, like mines. The bet's
// transaction writes the round undealt (`state` {}); the deal is a pure function of the seeds, so
// dealing at the first look at the round (this request, or a later one after a crash) is the same.

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const SUITS = ['♠', '♥', '♦', '♣']

/** A card as the verify page prints it (rank and suit). */
export function cardLabel(card: number): string {
  return RANKS[card % 13]! + SUITS[Math.floor(card / 13) % 4]!
}

function shoeOf(serverSeed: string, clientSeed: string, nonce: number): Shoe {
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
async function abandonBlackjack(tx: Tx, round: q.RoundRow): Promise<q.RoundRow> {
  const l = await lockBlackjackRound(tx, round.playerId, round.id)
  let state = l.state
  while (!state.finished) state = act(state, l.shoe, 'stand')
  return decide(tx, { ...l.round, state: bjStateJson(state) }, blackjackPending(l, state))
}

/**
 * The recovery job (at boot, safe on several instances at once):
 * 1. rounds whose outcome was decided but whose win or refund never committed (a crash between the
 *    bet's and the win's transactions) are paid, exactly once (the wallet's txId decides);
 * 2. mines rounds left open for a day (the browser closed, the player never came back) are cashed
 *    out at the multiplier reached, or refunded when no tile was uncovered; blackjack rounds stand on
 *    every unfinished hand and the dealer plays out, so no stake waits for ever.
 * Answers how many rounds it closed.
 */
export async function settleAbandonedRounds(deps: OriginalsDeps): Promise<number> {
  let closed = 0
  for (const round of await q.pendingRounds(deps.db, 500)) if (await settleQuietly(deps, round)) closed++

  const before = new Date(deps.clock.now() - ABANDONED_ROUND_MS)
  for (const r of await q.staleOpenRounds(deps.db, before, 100)) {
    const decided = await deps.db.transaction(async (tx) => {
      const round = await q.lockOpenRound(tx, r.playerId, r.id)
      if (!round) return null
      if (pendingOf(round)) return round
      // A blackjack round left mid-hand: every unfinished hand stands, the dealer plays out.
      if (round.gameCode === 'galata-blackjack') return abandonBlackjack(tx, round)
      // Mines and blackjack keep rounds open between requests; any other is decided at its bet.
      if (round.gameCode !== 'galata-mines') return null
      const l = await lockMinesRound(tx, r.playerId, r.id)
      const pending: Pending =
        l.revealed.length > 0
          ? cashOutPending(l)
          : { kind: 'refund', payout: String(round.stake), result: { refunded: true } }
      return decide(tx, round, pending)
    })
    if (decided && (await settleQuietly(deps, decided))) closed++
  }
  return closed
}

// ---------------------------------------------------------------------------------------------
// Seeds and verification

export async function rotateSeed(deps: OriginalsDeps, claims: GameSession, clientSeed: string) {
  return deps.db.transaction(async (tx) => {
    await ensureSeed(tx, claims.playerId)
    // Lock the active seed (the same lock a bet takes) before looking for open rounds.
    const current = await q.takeNonce(tx, claims.playerId)
    if (!current) throw new Error('active seed vanished')
    if (await q.findOpenRound(tx, claims.playerId)) throw new AppError('ROUND_IN_PROGRESS')
    await q.revealSeed(tx, current.id, new Date(deps.clock.now()))
    const serverSeed = newServerSeed()
    await q.insertSeedIfNone(tx, {
      playerId: claims.playerId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
    })
    const next = await q.findActiveSeed(tx, claims.playerId)
    if (!next) throw new Error('no seed after rotation')
    return {
      token: renewToken(deps, claims),
      previous: {
        serverSeed: current.serverSeed,
        serverSeedHash: current.serverSeedHash,
        clientSeed: current.clientSeed,
        // The lock above raised it once more; the bets made used 0 … nonce − 2.
        nonce: current.nonce - 1,
      },
      seed: seedView(next),
    }
  })
}

/** Recomputes a round from revealed seeds: anyone may call it, nothing secret is involved. */
export function verifyRound(input: {
  game: OriginalGame
  serverSeed: string
  clientSeed: string
  nonce: number
  mines?: number | undefined
}) {
  const serverSeedHash = hashServerSeed(input.serverSeed)
  if (isSlotGame(input.game)) {
    const round = playRound(
      slotTheme(input.game),
      fairFloatStream(input.serverSeed, input.clientSeed, input.nonce),
    )
    return {
      serverSeedHash,
      stops: round.base.stops,
      grid: round.base.grid,
      freeSpins: round.free.map((f) => f.stops),
      credits: round.credits,
      multiplier: round.credits / LINE_COUNT,
    }
  }
  switch (input.game) {
    case 'galata-blackjack': {
      const shoe = shoeOf(input.serverSeed, input.clientSeed, input.nonce)
      return { serverSeedHash, shoe: Array.from({ length: 24 }, (_, i) => cardLabel(shoe(i))) }
    }
    case 'galata-dice': {
      const [f] = fairFloats(input.serverSeed, input.clientSeed, input.nonce, 1)
      return { serverSeedHash, roll: diceRoll(f!) / 100 }
    }
    case 'galata-roulette': {
      const [f] = fairFloats(input.serverSeed, input.clientSeed, input.nonce, 1)
      return { serverSeedHash, number: spin(f!) }
    }
    case 'galata-mines': {
      const mines = input.mines ?? 3
      return {
        serverSeedHash,
        mines: minePositions(
          fairFloats(input.serverSeed, input.clientSeed, input.nonce, MINES_TILES - 1),
          mines,
        ),
      }
    }
  }
}

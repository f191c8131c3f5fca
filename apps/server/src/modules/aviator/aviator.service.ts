import {
  AVIATOR_BET_SLOTS,
  type AviatorBetAnswer,
  type AviatorBetView,
  type AviatorCashoutAnswer,
  type AviatorHistory,
  type AviatorMyBet,
  type AviatorRound,
  type AviatorRoundOutcome,
  type AviatorState,
  type AviatorVerifyAnswer,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import {
  STAKE_MAX,
  STAKE_MIN,
  openGameSession,
  renewGameToken,
  type GameSession,
} from '../originals/index.js'
import { maskName } from '../casino/index.js'
import {
  TABLE_LEASE_MS,
  gameId as catalogueId,
  giveBack,
  isTableOpen,
  historyLine,
  payReturn,
  takeStake,
  type BetMoney,
  type WalletAnswer,
} from '../rounds/index.js'
import { getBalances, moneyTransaction, toMajor, toMinor } from '../wallet/index.js'
import {
  CRASH_CAP_E2,
  GROWTH_K,
  cashOutPayout,
  crashPointE2,
  flightAt,
  sha256Hex,
  terminalHash,
} from './aviator.chain.js'
import * as q from './aviator.queries.js'

/*
 * Sky Aviator on the shared-round engine (docs/casino.md "Sky Aviator", docs/rounds.md "Sky
 * Aviator"). One round at a time for everybody: betting (BETTING_MS) → flying (until the crash point
 * of the round's chain hash) → crashed → pause (PAUSE_MS) → the next round. Exactly one instance
 * runs the round (aviator.loop.ts, on the engine's loop and its lease, docs/leases.md); the
 * others only serve bets and cash-outs, which any instance can decide alone because the flight is a
 * pure function of the take-off time in the database and the clock.
 *
 * Money: the engine's moves of one bet (rounds.money.ts): each bet is the wallet's canonical bet;
 * its settlement, whoever does it (a cash-out, an auto cash-out, the crash, a refund), is the one win
 * or rollback of that bet. The win's txId is the same for a cash-out and a loss, so the wallet's
 * idempotency admits exactly one of them, and the bet row changes status inside the same database
 * transaction as the money.
 */

export const AVIATOR_GAME = 'galata-aviator'
/** Hub topic watched by the game page's connection; command of its NotifyMessage. */
export const AVIATOR_TOPIC = 'galata-aviator'
export const AVIATOR_HUB_COMMAND = 'Aviator'

export const BETTING_MS = 6_000
export const PAUSE_MS = 3_000
export const TICK_MS = 100
/** The engine's default lease time of a game's loop (LEASE_MS, docs/leases.md). */
export const LEASE_MS = TABLE_LEASE_MS
export const DEFAULT_CHAIN_LENGTH = 10_000
/** Lowest auto cash-out: 1.01×. */
export const AUTO_MIN_E2 = 101

export interface AviatorDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
  secret: string
  /** Sends one round event to every page watching (all instances, through the hub's fan-out). */
  broadcast: (message: AviatorEvent) => Promise<void>
  log?: { error: (obj: unknown, msg: string) => void; info?: (obj: unknown, msg: string) => void }
  /** The loop's lease time (LEASE_MS, docs/leases.md "Timings"). */
  leaseMs?: number
}

export type AviatorEvent = Record<string, unknown> & { t: string }

/**
 * The wallet keys of one bet. The first panel's keep the form they had before a player could hold
 * two bets a round (so bets placed then settle with the same keys); the second's carry its slot.
 */
const txIds = (roundId: number, playerId: number, slot: number) => {
  const base = slot === 1 ? `aviator:${roundId}:${playerId}` : `aviator:${roundId}:${playerId}:${slot}`
  return {
    round: `aviator:${roundId}`,
    bet: `${base}:bet`,
    win: `${base}:win`,
    refund: `${base}:refund`,
  }
}

/** Hundredths (the stored multipliers) → the multiplier; null stays null. */
export function e2(v: number): number
export function e2(v: number | null): number | null
export function e2(v: number | null): number | null {
  return v === null ? null : v / 100
}

/** The bet's money on the engine: its player, the game's catalogue id and its wallet keys. */
async function moneyOf(
  deps: AviatorDeps,
  bet: { roundId: number; playerId: number; slot: number },
): Promise<BetMoney> {
  return {
    playerId: bet.playerId,
    gameCode: AVIATOR_GAME,
    gameId: await catalogueId(deps.db, AVIATOR_GAME),
    ids: txIds(bet.roundId, bet.playerId, bet.slot),
  }
}

// ---------------------------------------------------------------------------------------------
// Views

function betView(b: q.BetWithName): AviatorBetView {
  return {
    id: b.id,
    slot: b.slot,
    name: maskName(b.username),
    stake: toMajor(b.stake),
    autoCashout: e2(b.autoCashoutE2),
    status: b.status,
    cashout: e2(b.cashoutE2),
    payout: b.payout === null ? null : toMajor(b.payout),
  }
}

/** The round's outcome once it ended (crashed or void): secret before, so null while it runs. */
export function outcomeOf(r: q.RoundRow): AviatorRoundOutcome | null {
  if (r.phase !== 'crashed' && r.phase !== 'void') return null
  return { crash: r.phase === 'crashed' ? e2(r.crashE2) : null, hash: r.hash }
}

export function roundView(r: q.RoundRow, now: number): AviatorRound {
  const outcome = outcomeOf(r)
  const flight =
    r.phase === 'flying' && r.flightStartedAt ? flightAt(r.crashE2, now - r.flightStartedAt.getTime()) : null
  return {
    id: r.id,
    chainId: r.chainId,
    chainIndex: r.chainIndex,
    phase: r.phase,
    bettingEndsAt: r.bettingEndsAt.getTime(),
    flightStartedAt: r.flightStartedAt?.getTime() ?? null,
    multiplier: flight ? e2(flight.multiplierE2) : null,
    // Secret until the round ended: the crash point and the hash that proves it.
    crash: outcome?.crash ?? null,
    hash: outcome?.hash ?? null,
  }
}

/** A chip of the ended rounds' strip (`endedRounds` lists only crashed and void rounds). */
function historyView(r: q.RoundRow): AviatorHistory {
  return { id: r.id, phase: r.phase, crash: outcomeOf(r)?.crash ?? null, hash: r.hash }
}

// ---------------------------------------------------------------------------------------------
// Settlement of one bet (the loop and the player's cash-out alike)

/** What the player can stake: cash + bonus (as every Originals answer shows it). */
type Settled = { balance: bigint; replayed: boolean }

/** Pays a bet at `multiplierE2`; ROUND_NOT_ACTIVE when it was settled otherwise first. */
export async function payBet(deps: AviatorDeps, bet: q.BetWithName, multiplierE2: number): Promise<Settled> {
  const who = await moneyOf(deps, bet)
  const payout = cashOutPayout(bet.stake, multiplierE2)
  try {
    const answer = await moneyTransaction(deps, async (m) => {
      const a = await payReturn(m, who, payout)
      // A replay moved nothing now: its bet row and history line were written the first time.
      if (a.replayed) return a
      const at = new Date(deps.clock.now())
      if (
        !(await q.closeBet(m.tx, bet.id, { status: 'won', cashoutE2: multiplierE2, payout, settledAt: at }))
      )
        throw new AppError('ROUND_NOT_ACTIVE')
      await historyLine(m, who, 'win', payout, a)
      return a
    })
    return { balance: answer.balance + answer.bonusBalance, replayed: answer.replayed }
  } catch (err) {
    // The bet was already closed by a different settlement (the crash, another cash-out, a refund).
    if (err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'BET_ROLLED_BACK'))
      throw new AppError('ROUND_NOT_ACTIVE')
    throw err
  }
}

/** Closes a losing bet with a zero win (the wallet closes the bet for rollbacks). */
async function loseBet(deps: AviatorDeps, bet: q.BetWithName): Promise<void> {
  const who = await moneyOf(deps, bet)
  await moneyTransaction(deps, async (m) => {
    const a = await payReturn(m, who, 0n)
    if (a.replayed) return
    await q.closeBet(m.tx, bet.id, {
      status: 'lost',
      cashoutE2: null,
      payout: 0n,
      settledAt: new Date(deps.clock.now()),
    })
  })
}

/** Gives a bet of a void round its stake back (a no-op when it was already paid). */
async function refundBet(deps: AviatorDeps, bet: q.BetWithName): Promise<void> {
  const who = await moneyOf(deps, bet)
  await moneyTransaction(deps, async (m) => {
    const a = await giveBack(m, who)
    if (a.replayed || a.status !== 'rolled_back') return
    await q.closeBet(m.tx, bet.id, {
      status: 'refunded',
      cashoutE2: null,
      payout: bet.stake,
      settledAt: new Date(deps.clock.now()),
    })
    await historyLine(m, who, 'refund', bet.stake, a)
  })
}

/**
 * A self-exclusion or time-out began (docs/player-protection.md "The exclusion register"): the
 * player's bets in a round still in its betting phase are refunded at once and leave the round.
 * Under the round's share lock the take-off (an update of that row) waits for the refund, or came
 * first and the bet stands; the bet row is locked and must still be open, and the refund's txId is
 * the bet's one refund key, so a race with the take-off, a void or a second event pays once. A bet
 * in a round already flying stands and is settled as any other (cash-out, auto cash-out, crash).
 * Answers how many were refunded.
 */
export async function refundBetsBeforeTakeOff(deps: AviatorDeps, playerId: number): Promise<number> {
  let refunded = 0
  for (const candidate of await q.openBetsBeforeTakeOff(deps.db, playerId)) {
    const who = await moneyOf(deps, candidate)
    const done = await moneyTransaction(deps, async (m) => {
      const round = await q.lockRoundForBet(m.tx, candidate.roundId)
      if (round?.phase !== 'betting') return false
      const bet = await q.lockOpenBet(m.tx, candidate.id)
      if (!bet) return false
      const a = await giveBack(m, who)
      if (a.replayed || a.status !== 'rolled_back') return false
      if (
        !(await q.closeBet(m.tx, bet.id, {
          status: 'refunded',
          cashoutE2: null,
          payout: bet.stake,
          settledAt: new Date(deps.clock.now()),
        }))
      )
        throw new AppError('ROUND_NOT_ACTIVE')
      await historyLine(m, who, 'refund', bet.stake, a)
      return true
    })
    if (done) refunded += 1
  }
  return refunded
}

/** Settles one open bet of a round that ended; errors of one bet never stop the others. */
export async function settleEnded(
  deps: AviatorDeps,
  bet: q.BetWithName,
  round: { phase: string; crashE2: number },
) {
  try {
    if (round.phase === 'void') return await refundBet(deps, bet)
    if (bet.autoCashoutE2 !== null && bet.autoCashoutE2 <= round.crashE2)
      return void (await payBet(deps, bet, bet.autoCashoutE2))
    await loseBet(deps, bet)
  } catch (err) {
    if (err instanceof AppError && err.code === 'ROUND_NOT_ACTIVE') return
    deps.log?.error({ err, betId: bet.id }, 'aviator: settling a bet failed; the sweeper retries')
  }
}

// ---------------------------------------------------------------------------------------------
// The player's commands

/** The page's game token, opened against its session (game-session.ts); GAME_SESSION_EXPIRED otherwise. */
export function authenticate(deps: AviatorDeps, token: unknown): Promise<GameSession> {
  return openGameSession(deps, token, AVIATOR_GAME)
}

const renewToken = renewGameToken

async function playableBalance(deps: AviatorDeps, playerId: number): Promise<number> {
  const b = await getBalances(deps.db, playerId)
  return toMajor(b.cash + b.bonus)
}

async function myBets(deps: AviatorDeps, playerId: number): Promise<AviatorMyBet[]> {
  return (await q.playerBets(deps.db, playerId, 12)).map((b) => ({
    roundId: b.roundId,
    slot: b.slot,
    stake: toMajor(b.stake),
    autoCashout: e2(b.autoCashoutE2),
    status: b.status,
    cashout: e2(b.cashoutE2),
    payout: b.payout === null ? null : toMajor(b.payout),
    crash: b.phase === 'crashed' ? e2(b.crashE2) : null,
    createdAt: b.createdAt.toISOString(),
  }))
}

/** Everything the page needs to join the running round. */
export async function aviatorState(deps: AviatorDeps, claims: GameSession): Promise<AviatorState> {
  const now = deps.clock.now()
  const round = await q.latestRound(deps.db)
  const chain = round ? await q.findChain(deps.db, round.chainId) : await q.latestChain(deps.db)
  const mine = round ? await q.playerRoundBets(deps.db, round.id, claims.playerId) : []
  return {
    token: renewToken(deps, claims),
    now,
    balance: await playableBalance(deps, claims.playerId),
    round: round ? roundView(round, now) : null,
    bets: round ? (await q.roundBets(deps.db, round.id)).map(betView) : [],
    myBets: mine.map(betView),
    history: (await q.endedRounds(deps.db, 24)).map(historyView),
    recent: await myBets(deps, claims.playerId),
    chain: chain ? { id: chain.id, terminalHash: chain.terminalHash, length: chain.length } : null,
    limits: {
      min: toMajor(STAKE_MIN),
      max: toMajor(STAKE_MAX),
      autoMin: e2(AUTO_MIN_E2),
      autoMax: e2(CRASH_CAP_E2),
    },
    k: GROWTH_K,
    timings: { betting: BETTING_MS, pause: PAUSE_MS },
    tableClosed: !(await isTableOpen(deps.db, AVIATOR_GAME)),
  }
}

/**
 * A bet on a panel that already holds one (a replay of the same bet is answered as placed, by the
 * wallet's idempotency): BET_LIMIT_REACHED once both panels hold a bet, a third bet of the round;
 * ROUND_IN_PROGRESS while the other panel is still free.
 */
async function slotTaken(deps: AviatorDeps, roundId: number, playerId: number): Promise<AppError> {
  const held = await q.playerRoundBets(deps.db, roundId, playerId)
  return held.length >= AVIATOR_BET_SLOTS
    ? new AppError('BET_LIMIT_REACHED', undefined, { max: AVIATOR_BET_SLOTS })
    : new AppError('ROUND_IN_PROGRESS')
}

export async function placeAviatorBet(
  deps: AviatorDeps,
  claims: GameSession,
  input: { roundId: number; stake: number; autoCashout?: number | undefined; slot?: number | undefined },
): Promise<AviatorBetAnswer> {
  const slot = input.slot ?? 1
  const stake = toMinor(input.stake)
  if (stake < STAKE_MIN || stake > STAKE_MAX)
    throw new AppError('BET_OUT_OF_RANGE', undefined, { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) })
  const autoE2 = input.autoCashout === undefined ? null : Math.round(input.autoCashout * 100)
  if (autoE2 !== null && (autoE2 < AUTO_MIN_E2 || autoE2 > CRASH_CAP_E2))
    throw new AppError('VALIDATION_FAILED', { autoCashout: 'out_of_range' })
  const round = await q.findRound(deps.db, input.roundId)
  if (!round) throw new AppError('ROUND_NOT_ACTIVE')
  const now = deps.clock.now()
  if (round.phase !== 'betting' || now >= round.bettingEndsAt.getTime()) throw new AppError('BETTING_CLOSED')
  // Closed from the console (docs/backoffice.md "Tables and rounds"): no new bet, before any money
  // moves; the rounds fly on and bets already placed cash out and settle as usual.
  if (!(await isTableOpen(deps.db, AVIATOR_GAME))) throw new AppError('TABLE_CLOSED')
  const who = await moneyOf(deps, { roundId: round.id, playerId: claims.playerId, slot })
  let answer: WalletAnswer
  try {
    answer = await moneyTransaction(deps, async (m) => {
      const a = await takeStake(m, who, stake)
      if (a.replayed) return a
      // Locked for share: the take-off (an update of this row) waits for this bet, or came first.
      const locked = await q.lockRoundForBet(m.tx, round.id)
      if (locked?.phase !== 'betting' || deps.clock.now() >= locked.bettingEndsAt.getTime())
        throw new AppError('BETTING_CLOSED')
      // Read again in the bet's transaction, so a close committed meanwhile wins.
      if (!(await isTableOpen(m.tx, AVIATOR_GAME))) throw new AppError('TABLE_CLOSED')
      const bet = await q.insertBet(m.tx, {
        roundId: round.id,
        playerId: claims.playerId,
        slot,
        stake,
        autoCashoutE2: autoE2,
        status: 'open',
        createdAt: new Date(deps.clock.now()),
      })
      if (!bet) throw await slotTaken(deps, round.id, claims.playerId)
      return a
    })
  } catch (err) {
    // Same txId, other stake: this panel already bet in this round.
    if (err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'BET_ROLLED_BACK'))
      throw await slotTaken(deps, round.id, claims.playerId)
    throw err
  }
  const bet = await q.findBet(deps.db, round.id, claims.playerId, slot)
  if (bet && !answer.replayed) await deps.broadcast({ t: 'bet', roundId: round.id, bet: betView(bet) })
  return {
    token: renewToken(deps, claims),
    balance: toMajor(answer.balance + answer.bonusBalance),
    myBet: bet ? betView(bet) : null,
  }
}

export async function cashOutAviator(
  deps: AviatorDeps,
  claims: GameSession,
  input: { roundId: number; slot?: number | undefined },
): Promise<AviatorCashoutAnswer> {
  // The server's clock decides the multiplier, never the page.
  const now = deps.clock.now()
  const round = await q.findRound(deps.db, input.roundId)
  const bet = round ? await q.findBet(deps.db, round.id, claims.playerId, input.slot ?? 1) : null
  if (!round || !bet || bet.status !== 'open' || round.phase !== 'flying' || !round.flightStartedAt)
    throw new AppError('ROUND_NOT_ACTIVE')
  const f = flightAt(round.crashE2, now - round.flightStartedAt.getTime())
  if (f.crashed) throw new AppError('ROUND_NOT_ACTIVE')
  // An auto cash-out the plane already passed pays its own multiplier (it would have fired first).
  const multiplierE2 =
    bet.autoCashoutE2 !== null && bet.autoCashoutE2 <= f.multiplierE2 ? bet.autoCashoutE2 : f.multiplierE2
  const paid = await payBet(deps, bet, multiplierE2)
  const payout = cashOutPayout(bet.stake, multiplierE2)
  if (!paid.replayed)
    await deps.broadcast({
      t: 'cashout',
      roundId: round.id,
      betId: bet.id,
      name: maskName(bet.username),
      multiplier: e2(multiplierE2),
      payout: toMajor(payout),
    })
  return {
    token: renewToken(deps, claims),
    balance: toMajor(paid.balance),
    multiplier: e2(multiplierE2),
    payout: toMajor(payout),
  }
}

/**
 * Recomputes a round from its revealed hash (anyone may call it): the crash point, the hash of
 * the round before it (SHA-256 of this one), and, when the chain is known, whether it walks back
 * to the published terminal hash.
 */
export async function verifyAviator(db: Db, input: { hash: string }): Promise<AviatorVerifyAnswer> {
  const hash = input.hash.toLowerCase()
  const crash = crashPointE2(hash) / 100
  const previousHash = sha256Hex(hash)
  const round = await q.findRoundByHash(db, hash)
  const ended = round && (round.phase === 'crashed' || round.phase === 'void')
  const chain = ended ? await q.findChain(db, round.chainId) : null
  return {
    hash,
    crash,
    previousHash,
    round: ended
      ? { id: round.id, chainId: round.chainId, chainIndex: round.chainIndex, phase: round.phase }
      : null,
    terminalHash: chain?.terminalHash ?? null,
    // Round r of a chain reaches the terminal hash after r hashings.
    reachesTerminal: chain && round ? terminalHash(hash, round.chainIndex) === chain.terminalHash : null,
  }
}

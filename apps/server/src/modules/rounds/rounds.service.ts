import type {
  RoundBetAnswer,
  RoundBetViewOf,
  RoundCurrentOf,
  RoundHistoryItemOf,
  RoundState,
  RoundVerifyOf,
} from '@galata/contract'
import type { Db, DbOrTx, Tx } from '../../db/client.js'
import { isLeaseLost } from '../../lib/lease.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { findProviderGame } from '../casino/index.js'
import { getBalances, moneyTransaction, toMajor, toMinor } from '../wallet/index.js'
import { openGameSession, renewGameToken, type GameSession } from '../originals/index.js'
import { STAKE_MAX, STAKE_MIN } from '../originals/index.js'
import { tableOf } from './registry.js'
import type { Outcome, TableDef } from './table-def.js'
import { actionLine, byStep, decisionReturn } from './rounds.decisions.js'
import {
  giveBack,
  historyLine,
  payReturn,
  takeStake,
  type BetMoney,
  type WalletAnswer,
} from './rounds.money.js'
import { betLine, betWords, closeValueOf, roundWords, sha256Hex } from './rounds.fair.js'
import * as q from './rounds.queries.js'
import {
  beaconRandomness,
  beaconRoundAfter,
  QUICKNET,
  verifyBeaconSignature,
  type BeaconSource,
} from './rounds.beacon.js'

/*
 * The shared-round engine's rounds and money (docs/shared-rounds.md). A round: scheduled (its seed
 * committed) → open (bets by server time, opensAt ≤ now < closesAt) → closed (guarded update; the
 * close value and the outcome are computed from stored inputs only) → revealing (steps on the
 * table's hub topic) → settled (every bet one win, zero for a loss), or void (every bet refunded
 * once). Bets and settlements go through the wallet's canonical commands in money transactions;
 * each bet is idempotent per (round, player, client bet id), each settlement per bet (its txIds).
 */

export interface TablesDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
  secret: string
  /** Real time ÷ this (ROUNDS_SPEED): the e2e server runs tables fast. */
  speed: number
  /** A table's own speed when it differs (the bingo rooms: ROUNDS_SPEED × BINGO_SPEED). */
  speedFor?: (def: TableDef) => number
  /** The public beacon (ROUNDS_BEACON_URL); absent: every round closes with the embedded value. */
  beacon?: BeaconSource
  /** Sends one event to every page watching the table. */
  broadcast: (game: string, message: TableEvent) => Promise<void>
  log?: { error: (obj: unknown, msg: string) => void; info?: (obj: unknown, msg: string) => void }
  /**
   * Set by the loop for its own pass (rounds.loop.ts): the lease's fence, checked inside every
   * transaction the loop writes in (docs/leases.md "The fenced writes"). Absent for a player's
   * request, which runs on every instance.
   */
  fence?: (tx: Tx) => Promise<void>
  /** The loop's lease time (LEASE_MS, docs/leases.md "Timings"). */
  leaseMs?: number
}

/** One write of the loop: behind the lease's fence in a transaction of its own when there is one. */
export function loopWrite<T>(
  deps: Pick<TablesDeps, 'db' | 'fence'>,
  write: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  const { fence } = deps
  if (!fence) return write(deps.db)
  return deps.db.transaction(async (tx) => {
    await fence(tx)
    return write(tx)
  })
}

export type TableEvent = Record<string, unknown> & { t: string }

/** The hub: NotifyMessage(TABLE_HUB_COMMAND, json) on the topic `table:{game}`. */
export const TABLE_HUB_COMMAND = 'Table'
export const tableTopic = (game: string) => `${tableOf(game)?.topicPrefix ?? 'table'}:${game}`

/** Draws listed ahead in `GET …/current` (`schedule`). */
export const SCHEDULE_AHEAD = 5

/** A round whose close was missed by this much (no instance ran the table) is void, not drawn late. */
export const VOID_AFTER_MS = 120_000

export const txIds = (roundId: number, playerId: number, clientBetId: string) => {
  const base = `table:${roundId}:${playerId}:${clientBetId}`
  return { round: `table:${roundId}`, bet: `${base}:bet`, win: `${base}:win`, refund: `${base}:refund` }
}

export function scaledTimings(def: TableDef, speed: number) {
  const s = (ms: number) => Math.max(1, Math.round(ms / speed))
  const betting = s(def.timings.betting)
  const reveal = s(def.timings.reveal)
  const result = s(def.timings.result)
  // A decision phase (blackjack, poker) sits between the close and the reveal: `steps` windows.
  const window = def.decisions ? s(def.decisions.window) : 0
  const decide = def.decisions ? window * def.decisions.steps : 0
  return { betting, decide, window, reveal, result, period: betting + decide + reveal + result }
}

/** A table's timings at the speed the server runs it. */
export function timingsOf(deps: Pick<TablesDeps, 'speed' | 'speedFor'>, def: TableDef) {
  return scaledTimings(def, deps.speedFor?.(def) ?? deps.speed)
}

/** The slot (epoch-aligned) that contains `now`: its opening time. */
export function slotStart(period: number, now: number): number {
  return Math.floor(now / period) * period
}

const gameIds = new WeakMap<Db, Map<string, number>>()
export async function gameId(db: Db, code: string): Promise<number> {
  const cached = gameIds.get(db)?.get(code)
  if (cached !== undefined) return cached
  const game = await findProviderGame(db, 'galata', code)
  if (!game) throw new AppError('GAME_NOT_FOUND')
  if (!gameIds.has(db)) gameIds.set(db, new Map())
  gameIds.get(db)!.set(code, game.id)
  return game.id
}

export function requireTable(code: string): TableDef {
  const def = tableOf(code)
  if (!def) throw new AppError('GAME_NOT_FOUND')
  return def
}

// ---------------------------------------------------------------------------------------------
// Outcome: a pure function of the stored inputs

export function outcomeOf(
  game: string,
  roundId: number,
  serverSeed: string,
  closeValue: string,
  /**
   * For a table whose outcome depends on its bets (bingo): the accepted bets and the pool at the close,
   * and, when verifying an ended round, the outcome stored at its close.
   */
  withBets?: { bets: readonly q.BetRow[]; pool: bigint; stored?: Outcome | null },
): Outcome {
  const def = requireTable(game)
  const words = roundWords(serverSeed, game, roundId, closeValue)
  if (!def.drawRound) return def.draw(words, roundId)
  return def.drawRound(words, {
    roundId,
    bets: withBets?.bets ?? [],
    betWords: (betId) => betWords(serverSeed, game, roundId, betId),
    pool: withBets?.pool ?? 0n,
    stored: withBets?.stored ?? null,
  })
}

/** The bet's return on an outcome (kuruş, stake included). */
export function betReturn(def: TableDef, bet: q.BetRow, outcome: Outcome): bigint {
  if (def.betReturn) return def.betReturn(bet, outcome)
  return bet.spots.reduce((sum, s) => sum + def.spotReturn(s.spot, BigInt(s.amount), outcome), 0n)
}

/** JSON with object keys sorted: jsonb stores keys in its own order, so outcomes compare by content. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

// ---------------------------------------------------------------------------------------------
// Views

function resultVisible(r: q.RoundRow, def: TableDef, deps: TablesDeps, now: number): boolean {
  if (r.status === 'settled') return true
  if (r.status !== 'revealing') return false
  const t = timingsOf(deps, def)
  return now >= r.closesAt.getTime() + t.decide + t.reveal * (def.resultAt(1000) / 1000)
}

function betView(b: q.BetRow, outcome: Outcome | null): RoundBetViewOf {
  return {
    id: b.id,
    roundId: b.roundId,
    clientBetId: b.clientBetId,
    bets: b.spots.map((s) => ({ spot: s.spot, amount: toMajor(BigInt(s.amount)) })),
    stake: toMajor(b.stake),
    status: b.status,
    payout: b.payout === null ? null : toMajor(b.payout),
    result: b.status === 'open' ? null : outcome,
    createdAt: b.createdAt.getTime(),
  }
}

export async function currentRound(deps: TablesDeps, game: string): Promise<RoundCurrentOf> {
  const def = requireTable(game)
  const now = deps.clock.now()
  const at = new Date(now)
  const round = (await q.latestOpened(deps.db, game, at)) ?? (await q.nextScheduled(deps.db, game, at))
  const next = await q.nextScheduled(
    deps.db,
    game,
    round ? new Date(Math.max(now, round.opensAt.getTime())) : at,
  )
  const totals = round ? await q.roundTotals(deps.db, round.id) : { players: 0, total: 0n }
  const t = scaledTimings(def, deps.speed)
  // Epoch-aligned slots: the published schedule (the slots to open after now) is known ahead;
  // rounds are created one slot ahead.
  const firstNext = slotStart(t.period, now) + t.period
  const last = await q.endedRounds(deps.db, game, 12)
  return {
    roundId: round?.id ?? null,
    status: round?.status ?? null,
    commit: round?.commit ?? null,
    opensAt: round?.opensAt.getTime() ?? null,
    closesAt: round?.closesAt.getTime() ?? null,
    revealEndsAt: round?.revealEndsAt.getTime() ?? null,
    ...(def.fixture ? { fixture: round ? def.fixture(round.id) : null } : {}),
    result: round && resultVisible(round, def, deps, now) ? (round.outcome ?? null) : null,
    players: totals.players,
    totalBets: toMajor(totals.total),
    next: next
      ? {
          roundId: next.id,
          commit: next.commit,
          opensAt: next.opensAt.getTime(),
          closesAt: next.closesAt.getTime(),
          ...(def.fixture ? { fixture: def.fixture(next.id) } : {}),
        }
      : null,
    fairness: deps.beacon
      ? {
          mode: 'beacon',
          chain: QUICKNET.chainHash,
          beaconRound: round ? beaconRoundAfter(round.closesAt.getTime()) : null,
        }
      : { mode: 'embedded', chain: null, beaconRound: null },
    lastResults: last.map((r) => ({
      roundId: r.id,
      status: r.status,
      result: r.status === 'settled' ? (r.outcome ?? null) : null,
    })),
    schedule: Array.from({ length: SCHEDULE_AHEAD }, (_, k) => ({
      opensAt: firstNext + k * t.period,
      closesAt: firstNext + k * t.period + t.betting,
    })),
    now,
    tableClosed: !(await q.isTableOpen(deps.db, game)),
  }
}

export async function roundHistory(
  deps: TablesDeps,
  game: string,
  take: number,
): Promise<{ items: RoundHistoryItemOf[] }> {
  requireTable(game)
  const rows = await q.endedRounds(deps.db, game, take)
  return {
    items: rows.map((r) => ({
      roundId: r.id,
      status: r.status,
      commit: r.commit,
      serverSeed: r.serverSeed,
      closeValue: r.closeValue,
      fairnessMode: r.fairnessMode,
      beaconRound: r.beaconRound,
      beaconSignature: r.beaconSignature,
      beaconFallback: r.beaconFallback,
      result: r.status === 'settled' ? (r.outcome ?? null) : null,
      opensAt: r.opensAt.getTime(),
      closesAt: r.closesAt.getTime(),
      settledAt: r.settledAt?.getTime() ?? null,
    })),
  }
}

/** Recomputes an ended round from its revealed seed and its stored bets (anyone may call it). */
export async function verifyTableRound(db: Db, roundId: number): Promise<RoundVerifyOf> {
  const r = await q.findRound(db, roundId)
  if (!r) throw new AppError('NOT_FOUND')
  if (r.status !== 'settled' && r.status !== 'void') throw new AppError('ROUND_NOT_REVEALED')
  const bets = await q.roundBets(db, r.id)
  const lines = bets.map(betLine)
  const recomputedClose = closeValueOf(r.gameCode, r.id, r.commit, lines)
  const def = requireTable(r.gameCode)
  const pool = def.pool && r.outcome ? def.pool.of(r.outcome) : 0n
  // Beacon mode: the close value is the randomness of the first quicknet round after the close,
  // SHA-256 of a signature that verifies against the chain's public key.
  const beacon =
    r.fairnessMode === 'beacon' && r.beaconRound !== null && r.beaconSignature
      ? {
          round: r.beaconRound,
          signature: r.beaconSignature,
          expectedRound: beaconRoundAfter(r.closesAt.getTime()),
          roundMatches: r.beaconRound === beaconRoundAfter(r.closesAt.getTime()),
          signatureValid: verifyBeaconSignature(r.beaconRound, r.beaconSignature),
          randomnessMatches: beaconRandomness(r.beaconSignature) === r.closeValue,
        }
      : null
  const recomputed = r.closeValue
    ? outcomeOf(r.gameCode, r.id, r.serverSeed, r.closeValue, { bets, pool, stored: r.outcome })
    : null
  // A table with decisions: every bet's return again from the recomputed outcome and its stored actions.
  const decided = def.decisions ? await recomputeDecisions(db, def, r, bets, recomputed) : {}
  return {
    roundId: r.id,
    gameCode: r.gameCode,
    status: r.status,
    commit: r.commit,
    serverSeed: r.serverSeed,
    commitMatches: sha256Hex(r.serverSeed) === r.commit,
    betLines: lines,
    closeValue: r.closeValue,
    closeValueMatches: !r.closeValue
      ? null
      : beacon
        ? beacon.signatureValid && beacon.roundMatches && beacon.randomnessMatches
        : recomputedClose === r.closeValue,
    fairnessMode: r.fairnessMode,
    beacon,
    beaconFallback: r.beaconFallback,
    storedResult: r.outcome ?? null,
    recomputedResult: recomputed,
    matches: recomputed && r.outcome ? canonicalJson(recomputed) === canonicalJson(r.outcome) : null,
    ...decided,
  }
}

async function recomputeDecisions(
  db: Db,
  def: TableDef,
  r: q.RoundRow,
  bets: readonly q.BetRow[],
  outcome: Outcome | null,
): Promise<{ actionLines: string[]; payoutsMatch: boolean | null }> {
  const phase = def.decisions!
  const actions = await q.roundActions(db, r.id)
  if (!outcome || r.status !== 'settled') return { actionLines: actions.map(actionLine), payoutsMatch: null }
  const payoutsMatch = bets.every(
    (b) => b.payout === decisionReturn(phase, b, outcome, byStep(actions.filter((a) => a.betId === b.id))),
  )
  return { actionLines: actions.map(actionLine), payoutsMatch }
}

// ---------------------------------------------------------------------------------------------
// The player's commands (the game page, with its game token)

export function authenticate(deps: TablesDeps, token: unknown, game: string): Promise<GameSession> {
  return openGameSession(deps, token, game)
}

async function playableBalance(deps: TablesDeps, playerId: number): Promise<number> {
  const b = await getBalances(deps.db, playerId)
  return toMajor(b.cash + b.bonus)
}

export async function tableState(deps: TablesDeps, claims: GameSession, game: string): Promise<RoundState> {
  const def = requireTable(game)
  const t = timingsOf(deps, def)
  const mine = await q.playerBets(deps.db, game, claims.playerId, 20)
  return {
    token: renewGameToken(deps, claims),
    balance: await playableBalance(deps, claims.playerId),
    current: await currentRound(deps, game),
    myBets: mine.map((m) => betView(m.bet, m.status === 'settled' ? (m.outcome ?? null) : null)),
    limits: { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) },
    timings: {
      betting: t.betting,
      reveal: t.reveal,
      result: t.result,
      ...(def.decisions ? { decide: { steps: def.decisions.steps, window: t.window } } : {}),
    },
  }
}

async function bettingClosed(deps: TablesDeps, game: string): Promise<never> {
  const next = await q.nextScheduled(deps.db, game, new Date(deps.clock.now()))
  throw new AppError(
    'BETTING_CLOSED',
    undefined,
    next
      ? { next: { roundId: next.id, opensAt: next.opensAt.getTime(), closesAt: next.closesAt.getTime() } }
      : {},
  )
}

/** Bets by the server's clock: from the opening (or, on a table that sells ahead, from creation) to the close. */
export const isBetting = (r: q.RoundRow, now: number) =>
  (r.status === 'scheduled' || r.status === 'open') &&
  (now >= r.opensAt.getTime() || (tableOf(r.gameCode)?.presale ?? 0) > 0) &&
  now < r.closesAt.getTime()

export async function placeTableBet(
  deps: TablesDeps,
  claims: GameSession,
  game: string,
  input: { roundId: number; clientBetId: string; bets: { spot: string; amount: number }[] },
): Promise<RoundBetAnswer> {
  const def = requireTable(game)
  const spots: { spot: string; amount: string }[] = []
  let stake = 0n
  const bad: Record<string, 'invalid_option'> = {}
  input.bets.forEach((b, i) => {
    const chip = toMinor(b.amount)
    const s = def.spotStake(b.spot, chip, input.roundId)
    if (s === null) bad[`bets.${i}.spot`] = 'invalid_option'
    else {
      spots.push({ spot: b.spot, amount: String(chip) })
      stake += s
    }
  })
  if (Object.keys(bad).length > 0) throw new AppError('VALIDATION_FAILED', bad)
  if (stake < STAKE_MIN || stake > STAKE_MAX)
    throw new AppError('BET_OUT_OF_RANGE', undefined, { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) })
  // A table the operator closed takes no new bets (docs/backoffice.md "Tables and rounds").
  const tableOpen = await q.isTableOpen(deps.db, game)
  const round = await q.findRound(deps.db, input.roundId)
  if (!round || round.gameCode !== game) throw new AppError(tableOpen ? 'ROUND_NOT_ACTIVE' : 'TABLE_CLOSED')
  // A retried request whose first try was placed before the round's or the table's close answers
  // that bet (the replay below), never "closed": the client would take a bet that stands for one
  // refused. Looked up only when a close would refuse, so a bet in time costs no extra read.
  const late = !tableOpen || !isBetting(round, deps.clock.now())
  if (late && !(await q.findBet(deps.db, round.id, claims.playerId, input.clientBetId))) {
    if (!tableOpen) throw new AppError('TABLE_CLOSED')
    return bettingClosed(deps, game)
  }
  const who: BetMoney = {
    playerId: claims.playerId,
    gameCode: game,
    gameId: await gameId(deps.db, game),
    ids: txIds(round.id, claims.playerId, input.clientBetId),
  }
  let answer: WalletAnswer
  try {
    answer = await moneyTransaction(deps, async (m) => {
      const a = await takeStake(m, who, stake)
      // The same bet again (a retried request): it was written the first time.
      if (a.replayed) return a
      // Locked for share: the close (an update of this row) waits for this bet, or came first.
      const locked = await q.lockRoundForBet(m.tx, round.id)
      if (!locked || !isBetting(locked, deps.clock.now())) throw new AppError('BETTING_CLOSED')
      // Read again inside the bet's transaction: a close committed since the first read wins.
      if (!(await q.isTableOpen(m.tx, game))) throw new AppError('TABLE_CLOSED')
      const bet = await q.insertBet(m.tx, {
        roundId: round.id,
        playerId: claims.playerId,
        clientBetId: input.clientBetId,
        spots,
        stake,
        status: 'open',
        createdAt: new Date(deps.clock.now()),
      })
      if (!bet) throw new AppError('CONFLICT')
      return a
    })
  } catch (err) {
    if (err instanceof AppError && err.code === 'BETTING_CLOSED') return bettingClosed(deps, game)
    throw err
  }
  const bet = await q.findBet(deps.db, round.id, claims.playerId, input.clientBetId)
  if (!bet) throw new AppError('CONFLICT')
  return {
    token: renewGameToken(deps, claims),
    balance: toMajor(answer.balance + answer.bonusBalance),
    bet: betView(bet, null),
  }
}

// ---------------------------------------------------------------------------------------------
// Settlement, one bet at a time (exactly once each: the wallet's txIds decide)

async function moneyOf(deps: TablesDeps, game: string, bet: q.BetRow): Promise<BetMoney> {
  return {
    playerId: bet.playerId,
    gameCode: game,
    gameId: await gameId(deps.db, game),
    ids: txIds(bet.roundId, bet.playerId, bet.clientBetId),
  }
}

export async function settleBet(
  deps: TablesDeps,
  game: string,
  bet: q.BetRow,
  outcome: Outcome,
): Promise<void> {
  const def = requireTable(game)
  const who = await moneyOf(deps, game, bet)
  await moneyTransaction(deps, async (m) => {
    await deps.fence?.(m.tx)
    let payout: bigint
    if (def.decisions) {
      // The bet row locked first: an action still committing is in, or refused (it locks it too).
      const locked = await q.lockBet(m.tx, bet.id)
      if (!locked || locked.status !== 'open') return
      payout = decisionReturn(def.decisions, bet, outcome, byStep(await q.betActions(m.tx, bet.id)))
    } else payout = betReturn(def, bet, outcome)
    const a = await payReturn(m, who, payout)
    if (a.replayed) return
    const at = new Date(deps.clock.now())
    if (!(await q.closeBet(m.tx, bet.id, { status: payout > 0n ? 'won' : 'lost', payout, settledAt: at })))
      return
    await historyLine(m, who, 'win', payout, a)
  })
}

export async function refundTableBet(
  deps: TablesDeps,
  game: string,
  bet: q.BetRow,
  /** Only while the round still takes bets (held for share, so the close waits for the refund). */
  beforeClose = false,
): Promise<void> {
  const who = await moneyOf(deps, game, bet)
  await moneyTransaction(deps, async (m) => {
    await deps.fence?.(m.tx)
    if (beforeClose) {
      const round = await q.lockRoundForBet(m.tx, bet.roundId)
      if (!round || (round.status !== 'scheduled' && round.status !== 'open')) return
    }
    const a = await giveBack(m, who)
    if (a.replayed || a.status !== 'rolled_back') return
    const at = new Date(deps.clock.now())
    if (!(await q.closeBet(m.tx, bet.id, { status: 'refunded', payout: bet.stake, settledAt: at }))) return
    await historyLine(m, who, 'refund', bet.stake, a)
  })
}

// ---------------------------------------------------------------------------------------------
// Round transitions (the loop calls them; each is a guarded update, so racing loops do each once)

/**
 * The round's close value and how it was decided. Embedded: the hash of the accepted bets. With a
 * beacon configured: the randomness of the first beacon round after the close, checked; null while
 * that round is not yet published (the round stays `closed`, the next tick asks again); the embedded
 * value with the reason once the beacon is late, unreachable past its time or invalid.
 */
async function closeValueFor(
  deps: TablesDeps,
  round: q.RoundRow,
  bets: readonly q.BetRow[],
): Promise<
  | (Pick<q.RoundRow, 'fairnessMode' | 'beaconRound' | 'beaconSignature' | 'beaconFallback'> & {
      closeValue: string
    })
  | null
> {
  const embedded = closeValueOf(round.gameCode, round.id, round.commit, bets.map(betLine))
  if (!deps.beacon)
    return {
      closeValue: embedded,
      fairnessMode: 'embedded',
      beaconRound: null,
      beaconSignature: null,
      beaconFallback: null,
    }
  const beaconRound = beaconRoundAfter(round.closesAt.getTime())
  const answer = await deps.beacon.get(beaconRound, deps.clock.now())
  if (answer.ok)
    return {
      closeValue: answer.beacon.randomness,
      fairnessMode: 'beacon',
      beaconRound,
      beaconSignature: answer.beacon.signature,
      beaconFallback: null,
    }
  if (answer.retry) return null
  deps.log?.info?.({ roundId: round.id, beaconRound, reason: answer.reason }, 'tables: beacon fallback')
  return {
    closeValue: embedded,
    fairnessMode: 'embedded',
    beaconRound,
    beaconSignature: null,
    beaconFallback: answer.reason,
  }
}

/** Closes betting and fixes the outcome from (seed, close value); null when another loop did it. */
export async function closeRound(deps: TablesDeps, round: q.RoundRow): Promise<q.RoundRow | null> {
  // scheduled|open → closed waits for bets holding the row for share, and no bet lands after it.
  const closed =
    round.status === 'closed'
      ? round
      : await loopWrite(deps, (db) => q.moveRound(db, round.id, ['scheduled', 'open'], { status: 'closed' }))
  if (!closed) return null
  const bets = await q.roundBets(deps.db, closed.id)
  const close = await closeValueFor(deps, closed, bets)
  if (!close) return null
  const { closeValue } = close
  const def = requireTable(closed.gameCode)
  if (!def.drawRound) {
    const outcome = outcomeOf(closed.gameCode, closed.id, closed.serverSeed, closeValue)
    return loopWrite(deps, (db) =>
      q.moveRound(db, closed.id, ['closed'], { status: 'revealing', ...close, outcome }),
    )
  }
  // An outcome that depends on the bets and a pool (bingo): the pool is read, the outcome fixed and
  // the pool moved on in one transaction, so each round adds to it once.
  const reveal = timingsOf(deps, def).reveal
  const now = new Date(deps.clock.now())
  return deps.db.transaction(async (tx) => {
    await deps.fence?.(tx)
    const pool = def.pool ? await q.lockPool(tx, closed.gameCode, def.pool.seed, now) : 0n
    const outcome = outcomeOf(closed.gameCode, closed.id, closed.serverSeed, closeValue, { bets, pool })
    const moved = await q.moveRound(tx, closed.id, ['closed'], {
      status: 'revealing',
      ...close,
      outcome,
      ...(def.revealLength
        ? {
            revealEndsAt: new Date(
              closed.closesAt.getTime() + timingsOf(deps, def).decide + def.revealLength(outcome, reveal),
            ),
          }
        : {}),
    })
    if (moved && def.pool) {
      const sales = bets.reduce((sum, b) => sum + b.stake, 0n)
      await q.setPool(tx, closed.gameCode, def.pool.next(pool, outcome, sales), now)
    }
    return moved
  })
}

/** Settles every open bet of a revealed round; the round is settled once none is left. */
export async function settleRound(deps: TablesDeps, round: q.RoundRow): Promise<q.RoundRow | null> {
  const outcome = round.outcome
  if (!outcome) throw new Error(`round ${round.id} has no outcome`)
  let failed = 0
  for (;;) {
    const open = await q.openBets(deps.db, round.id, 200)
    for (const bet of open)
      await settleBet(deps, round.gameCode, bet, outcome).catch((err: unknown) => {
        // A lost lease stops the whole pass (docs/leases.md "Lease lost"), not just this bet.
        if (isLeaseLost(err)) throw err
        failed += 1
        deps.log?.error({ err, betId: bet.id }, 'tables: settling a bet failed; the next step retries')
      })
    if (failed > 0) return null
    if (open.length < 200) break
  }
  return loopWrite(deps, (db) =>
    q.moveRound(db, round.id, ['revealing'], {
      status: 'settled',
      settledAt: new Date(deps.clock.now()),
    }),
  )
}

/**
 * A self-exclusion or time-out began (docs/player-protection.md "The exclusion register"): the
 * player's bets in rounds that have not closed (bingo tickets for games still on sale, table bets of
 * the round taking bets) are refunded at once and leave the game. A round already closed has its
 * outcome fixed and is played out.
 */
export async function refundBetsBeforeClose(deps: TablesDeps, playerId: number): Promise<number> {
  const bets = await q.betsBeforeClose(deps.db, playerId)
  for (const bet of bets) await refundTableBet(deps, bet.gameCode, bet, true)
  return bets.length
}

/** Voids a round that has not been revealed and refunds every bet once (an incident, a missed schedule). */
export async function voidRound(deps: TablesDeps, roundId: number): Promise<q.RoundRow | null> {
  const r = await q.findRound(deps.db, roundId)
  if (!r) return null
  const voided =
    r.status === 'void'
      ? r
      : await loopWrite(deps, (db) =>
          q.moveRound(db, r.id, ['scheduled', 'open', 'closed'], {
            status: 'void',
            settledAt: new Date(deps.clock.now()),
          }),
        )
  if (!voided) return null
  for (;;) {
    const open = await q.openBets(deps.db, voided.id, 200)
    for (const bet of open) await refundTableBet(deps, voided.gameCode, bet)
    if (open.length < 200) break
  }
  return voided
}

import type {
  BingoBuyAnswer,
  BingoGameSummary,
  BingoGameView,
  BingoRoom,
  BingoRoomView,
  BingoState,
  BingoTicket,
} from '@galata/contract'
import { BINGO_GUARANTEE_RULES, BINGO_ROOMS } from '@galata/contract'
import { potOf, salesShareOf } from '@galata/game-math/tables/bingo'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { getBalances, toMajor } from '../wallet/index.js'
import { renewGameToken, type GameSession } from '../originals/index.js'
import { callOrder } from '@galata/game-math/tables/bingo'
import * as q from '../rounds/index.js'
import {
  TABLES,
  betLine,
  betWords,
  closeValueOf,
  outcomeOf,
  placeTableBet,
  roundWords,
  sha256Hex,
  timingsOf,
  type TablesDeps,
  ROOMS,
  patternOf,
  percentOfBp,
  roomOf,
  rulesOf,
  ticketsOf,
  type BingoOutcome,
  type RoomConfig,
} from '../rounds/index.js'

/*
 * Bingo's views and purchases (docs/bingo.md) over the shared-round engine's rows: a game is a
 * `table_rounds` row of the room, a purchase a `table_bets` row whose spots are its strips or cards.
 * The tickets of a purchase are recomputed from the round's seed and the purchase id whenever they
 * are shown (never stored), the calls so far from the stored outcome and the server's clock.
 */

const major = (kurus: string | bigint) => toMajor(BigInt(kurus))

/** JSON with object keys sorted: jsonb stores keys in its own order, so compare outcomes this way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

export function requireRoom(code: string): RoomConfig {
  const room = roomOf(code)
  if (!room) throw new AppError('GAME_NOT_FOUND')
  return room
}

/** Ms between calls at the server's speed. */
export function callEvery(deps: TablesDeps, room: RoomConfig): number {
  return timingsOf(deps, TABLES[room.code]).reveal / room.balls
}

/** How many calls of a revealing game have been made by `now` (the reveal pushes call i at i·every). */
export function callsSoFar(deps: TablesDeps, room: RoomConfig, r: q.RoundRow, now: number): number {
  const g = r.outcome as BingoOutcome | null
  if (!g) return 0
  if (r.status === 'settled') return g.callsMade
  if (r.status !== 'revealing') return 0
  const since = now - r.closesAt.getTime()
  if (since < 0) return 0
  return Math.min(g.callsMade, Math.floor(since / callEvery(deps, room)) + 1)
}

async function summary(deps: TablesDeps, room: RoomConfig, r: q.RoundRow): Promise<BingoGameSummary> {
  const counts = await q.roundCounts(deps.db, r.id)
  const g = r.outcome as BingoOutcome | null
  const tickets = counts.spots * room.ticketsPerStrip
  // Before the close: what the pot would be if sales closed now (minimums included).
  const pot = g ? BigInt(g.pot) : potOf(counts.total, counts.players, tickets, room)
  return {
    gameId: r.id,
    status: r.status,
    startsAt: r.closesAt.getTime(),
    commit: r.commit,
    pattern: patternOf(room, r.id),
    players: counts.players,
    tickets,
    pot: toMajor(pot),
    guaranteed: g?.guaranteed ?? pot > salesShareOf(g ? BigInt(g.sales) : counts.total, room),
  }
}

export async function roomView(deps: TablesDeps, code: BingoRoom): Promise<BingoRoomView> {
  const room = requireRoom(code)
  const now = deps.clock.now()
  const rounds = await q.comingRounds(deps.db, code, 6)
  const liveRow = rounds.find((r) => r.status === 'closed' || r.status === 'revealing') ?? null
  const onSale = rounds.filter(
    (r) => (r.status === 'scheduled' || r.status === 'open') && r.closesAt.getTime() > now,
  )
  const pool = (await q.readPool(deps.db, code)) ?? room.jackpotSeed
  const next = onSale[0] ?? null
  return {
    room: code,
    name: room.name,
    kind: room.balls,
    ticketPrice: toMajor(room.ticketPrice),
    ticketsPerStrip: room.ticketsPerStrip,
    potSharePct: percentOfBp(room.potShareBp),
    guarantee: toMajor(room.guarantee),
    guaranteeMinPlayers: BINGO_GUARANTEE_RULES[code].minPlayers,
    guaranteeMinTickets: BINGO_GUARANTEE_RULES[code].minTickets,
    topUpCapPerPlayer: BINGO_GUARANTEE_RULES[code].topUpCapPerPlayer,
    stageShares: room.stageShares.map((bp, i) => ({
      stage: room.balls === 90 ? ['line', 'twoLines', 'fullHouse'][i]! : 'pattern',
      pct: percentOfBp(bp),
    })),
    jackpot: toMajor(pool),
    jackpotCalls: room.jackpotCalls(next ? patternOf(room, next.id) : null),
    jackpotSlicePct: percentOfBp(room.jackpotSliceBp),
    callMs: callEvery(deps, room),
    live: liveRow ? await summary(deps, room, liveRow) : null,
    next: next ? await summary(deps, room, next) : null,
    upcoming: await Promise.all(onSale.slice(1).map((r) => summary(deps, room, r))),
    now,
    // The tables' switch (docs/backoffice.md "Tables and rounds"): the page says the room is closed.
    tableClosed: !(await q.isTableOpen(deps.db, code)),
  }
}

export async function allRooms(deps: TablesDeps): Promise<{ rooms: BingoRoomView[] }> {
  return { rooms: await Promise.all(BINGO_ROOMS.map((code) => roomView(deps, code))) }
}

/** The purchase's tickets, recomputed from the round's seed and its id. */
export function ticketsOfBet(room: RoomConfig, r: q.RoundRow, bet: q.BetRow): BingoTicket[] {
  return ticketsOf(room, betWords(r.serverSeed, r.gameCode, r.id, bet.id), bet.spots.length).map(
    (grid, index) => ({ gameId: r.id, betId: bet.id, index, grid }),
  )
}

/** The public verify page (apps/games/src/verify), which shows a bingo game's calls and tickets. */
export const verifyUrlOf = (gameId: number) => `/originals/verify?round=${gameId}`

export async function gameView(deps: TablesDeps, id: number): Promise<BingoGameView> {
  const r = await q.findRound(deps.db, id)
  const room = r ? roomOf(r.gameCode) : null
  if (!r || !room) throw new AppError('NOT_FOUND')
  const now = deps.clock.now()
  const g = r.outcome as BingoOutcome | null
  const made = callsSoFar(deps, room, r, now)
  const over = r.status === 'settled' || r.status === 'void'
  const base = await summary(deps, room, r)
  let verification: BingoGameView['verification'] = null
  if (over && r.closeValue && g) {
    const bets = await q.roundBets(deps.db, r.id)
    const lines = bets.map(betLine)
    const recomputed = outcomeOf(r.gameCode, r.id, r.serverSeed, r.closeValue, {
      bets,
      pool: BigInt(g.jackpot.amount),
      stored: r.outcome,
    })
    verification = {
      commitMatches: sha256Hex(r.serverSeed) === r.commit,
      closeValueMatches: closeValueOf(r.gameCode, r.id, r.commit, lines) === r.closeValue,
      outcomeMatches: canonical(recomputed) === canonical(g),
      betLines: lines,
      callOrder: callOrder(roundWords(r.serverSeed, r.gameCode, r.id, r.closeValue), room.balls),
      tickets: bets.flatMap((b) => ticketsOfBet(room, r, b)),
    }
  }
  const winners = (w: { betId: number; index: number; amount: string }[]) =>
    w.map((x) => ({ betId: x.betId, index: x.index, amount: major(x.amount) }))
  return {
    ...base,
    room: room.code,
    kind: room.balls,
    calls: g ? g.calls.slice(0, made) : [],
    stages: g
      ? g.stages
          .filter((s) => s.call !== null && s.call <= made)
          .map((s) => ({ stage: s.stage, call: s.call, prize: major(s.prize), winners: winners(s.winners) }))
      : [],
    jackpot:
      g && made >= g.callsMade
        ? {
            amount: major(g.jackpot.amount),
            calls: g.jackpot.calls,
            won: g.jackpot.won,
            winners: winners(g.jackpot.winners),
          }
        : null,
    serverSeed: over ? r.serverSeed : null,
    closeValue: over ? r.closeValue : null,
    verification,
    verifyUrl: over ? verifyUrlOf(r.id) : null,
    now,
  }
}

async function playableBalance(db: Db, playerId: number): Promise<number> {
  const b = await getBalances(db, playerId)
  return toMajor(b.cash + b.bonus)
}

export async function bingoState(
  deps: TablesDeps,
  claims: GameSession,
  code: BingoRoom,
): Promise<BingoState> {
  const room = requireRoom(code)
  const view = await roomView(deps, code)
  const rounds = await q.comingRounds(deps.db, code, 6)
  // Between games the page shows the last one's result until the next one starts.
  let liveId = view.live?.gameId ?? null
  if (liveId === null) {
    const [last] = await q.endedRounds(deps.db, code, 1)
    if (last) {
      liveId = last.id
      rounds.push(last)
    }
  }
  const bets = await q.playerBetsIn(
    deps.db,
    rounds.map((r) => r.id),
    claims.playerId,
  )
  const tickets = bets.flatMap((b) =>
    ticketsOfBet(
      room,
      rounds.find((r) => r.id === b.roundId)!,
      b,
    ),
  )
  const mine = await q.playerRounds(deps.db, code, claims.playerId, 10)
  return {
    token: renewGameToken(deps, claims),
    balance: await playableBalance(deps.db, claims.playerId),
    room: view,
    live: liveId !== null ? await gameView(deps, liveId) : null,
    tickets,
    myGames: mine.map((m) => ({
      gameId: m.roundId,
      stake: major(m.stake),
      payout: Number(m.open) > 0 || m.payout === null ? null : major(m.payout),
      status: m.status,
    })),
  }
}

export async function buyTickets(
  deps: TablesDeps,
  claims: GameSession,
  code: BingoRoom,
  input: { gameId: number; clientBetId: string; count: number },
): Promise<BingoBuyAnswer> {
  const room = requireRoom(code)
  const answer = await placeTableBet(deps, claims, code, {
    roundId: input.gameId,
    clientBetId: input.clientBetId,
    bets: Array.from({ length: input.count }, () => ({ spot: room.spot, amount: toMajor(room.ticketPrice) })),
  })
  const r = await q.findRound(deps.db, input.gameId)
  const bet = await q.findBet(deps.db, input.gameId, claims.playerId, input.clientBetId)
  if (!r || !bet) throw new AppError('CONFLICT')
  return { token: answer.token, balance: answer.balance, tickets: ticketsOfBet(room, r, bet) }
}

export { ROOMS, rulesOf }

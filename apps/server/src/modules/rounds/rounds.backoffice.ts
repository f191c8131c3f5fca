import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  BINGO_ROOMS,
  TV_ROUND_GAMES,
  VIRTUAL_ROUND_GAMES,
  apiRoutes,
  staffCan,
  successMessages,
  type BoRoundList,
  type BoRoundTables,
  type BoRoundVerify,
  type Locale,
  type RoundTableKind,
  type RoundTableSwitched,
} from '@galata/contract'
import { recordStaffAudit } from '../../lib/audit.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, route } from '../../lib/route.js'
import { toMajor } from '../wallet/index.js'
import { TABLES } from './registry.js'
import type { BoRoundSource } from './rounds.backoffice-source.js'
import {
  TABLE_HUB_COMMAND,
  requireTable,
  tableTopic,
  verifyTableRound,
  type TablesDeps,
} from './rounds.service.js'
import * as q from './rounds.queries.js'

/*
 * The console's "Tables and rounds" (docs/backoffice.md "Tables and rounds"): every table on the
 * engine with its round now, its last ended rounds with their seeds, the fairness recomputation of
 * one round (the same `verifyTableRound` the public API runs), and the switch that closes a table to
 * new bets. Games with their own rounds (Sky Aviator) come in as `BoRoundSource`s with the same shapes.
 * Closing never touches a round: the loop keeps the schedule, a round under way plays out
 * and settles, and only `placeTableBet` reads the switch (TABLE_CLOSED).
 */

/**
 * What the screen needs of the engine: the database, the clock and the tables' hub topics, and the
 * games that keep their own rounds (Sky Aviator), listed after the engine's tables.
 */
export type RoundsBoDeps = Pick<TablesDeps, 'db' | 'clock' | 'broadcast'> & { sources?: BoRoundSource[] }

const sourceOf = (deps: RoundsBoDeps, code: string) => deps.sources?.find((s) => s.code === code) ?? null

/** A code the screen knows: an engine table or a game with its own rounds (else GAME_NOT_FOUND). */
function requireListed(deps: RoundsBoDeps, code: string): BoRoundSource | null {
  const source = sourceOf(deps, code)
  if (!source) requireTable(code)
  return source
}

interface Who {
  id: number
  role: string
  ip: string
  fingerprint: string | null
  /** The member may see stakes, payouts and pots (`rounds.money`). */
  seesMoney: boolean
}

function operatorOf(request: FastifyRequest): Who {
  const o = currentOperator(request)
  return {
    id: o.id,
    role: o.role,
    ip: o.ip,
    fingerprint: o.fingerprint,
    seesMoney: staffCan(o.roles, 'rounds.money'),
  }
}

function kindOf(code: string): RoundTableKind {
  if ((BINGO_ROOMS as readonly string[]).includes(code)) return 'bingo'
  if ((TV_ROUND_GAMES as readonly string[]).includes(code)) return 'tv'
  if ((VIRTUAL_ROUND_GAMES as readonly string[]).includes(code)) return 'virtual'
  return 'table'
}

const money = (who: Who, kurus: bigint) => (who.seesMoney ? toMajor(kurus) : null)

export async function listRoundTables(deps: RoundsBoDeps, who: Who, locale: Locale): Promise<BoRoundTables> {
  const codes = Object.keys(TABLES)
  const sources = deps.sources ?? []
  const now = new Date(deps.clock.now())
  const [states, names] = await Promise.all([
    q.tableStates(deps.db),
    q.studioGameNames(deps.db, [...codes, ...sources.map((s) => s.code)]),
  ])
  const rounds = await Promise.all(
    codes.map(
      async (code) =>
        (await q.latestOpened(deps.db, code, now)) ?? (await q.nextScheduled(deps.db, code, now)),
    ),
  )
  const figures = await q.roundsFigures(
    deps.db,
    rounds.flatMap((r) => (r ? [r.id] : [])),
  )
  const tables = await Promise.all(
    codes.map(async (code, i) => {
      const def = requireTable(code)
      const state = states.find((s) => s.gameCode === code)
      const round = rounds[i]
      const f = round ? figures.get(round.id) : undefined
      const pool = def.pool ? await q.readPool(deps.db, code) : null
      const name = names.get(code)
      return {
        code,
        name: (name && (name[locale] || name.tr)) || code,
        kind: kindOf(code),
        isOpen: state?.isOpen ?? true,
        changedAt: state?.changedBy != null ? state.changedAt.toISOString() : null,
        current: round
          ? {
              roundId: round.id,
              status: round.status,
              opensAt: round.opensAt.getTime(),
              closesAt: round.closesAt.getTime(),
              commit: round.commit,
              bets: f?.bets ?? 0,
              players: f?.players ?? 0,
              stake: money(who, f?.stake ?? 0n),
            }
          : null,
        pot: def.pool ? money(who, pool ?? def.pool.seed) : null,
      }
    }),
  )
  const own = await Promise.all(
    sources.map(async (source) => {
      const state = states.find((s) => s.gameCode === source.code)
      const name = names.get(source.code)
      const round = await source.current(deps.db, now)
      return {
        code: source.code,
        name: (name && (name[locale] || name.tr)) || source.code,
        kind: source.kind,
        isOpen: state?.isOpen ?? true,
        changedAt: state?.changedBy != null ? state.changedAt.toISOString() : null,
        current: round ? { ...round, stake: money(who, round.stake) } : null,
        pot: null,
      }
    }),
  )
  return { tables: [...tables, ...own], showsMoney: who.seesMoney }
}

export async function listTableRounds(
  deps: RoundsBoDeps,
  who: Who,
  game: string,
  take: number,
): Promise<BoRoundList> {
  const source = requireListed(deps, game)
  if (source)
    return {
      showsMoney: who.seesMoney,
      items: (await source.ended(deps.db, take)).map((r) => ({
        ...r,
        stake: money(who, r.stake),
        paid: money(who, r.paid),
      })),
    }
  const rows = await q.endedRounds(deps.db, game, take)
  const figures = await q.roundsFigures(
    deps.db,
    rows.map((r) => r.id),
  )
  return {
    showsMoney: who.seesMoney,
    items: rows.map((r) => {
      const f = figures.get(r.id)
      return {
        roundId: r.id,
        status: r.status,
        opensAt: r.opensAt.getTime(),
        closesAt: r.closesAt.getTime(),
        settledAt: r.settledAt?.getTime() ?? null,
        commit: r.commit,
        // Ended rounds only (endedRounds): their seed is public already.
        serverSeed: r.serverSeed,
        closeValue: r.closeValue,
        fairnessMode: r.fairnessMode,
        bets: f?.bets ?? 0,
        stake: money(who, f?.stake ?? 0n),
        paid: money(who, f?.paid ?? 0n),
        result: r.status === 'settled' ? (r.outcome ?? null) : null,
      }
    }),
  }
}

/** The public recomputation, boiled down to its checks (ROUND_NOT_REVEALED before the round ends). */
export async function verifyForStaff(
  deps: RoundsBoDeps,
  roundId: number,
  game?: string,
): Promise<BoRoundVerify> {
  // A game with its own rounds numbers them itself: `game` says whose round the id is.
  const source = game === undefined ? null : requireListed(deps, game)
  if (source) return source.verify(deps.db, roundId)
  const v = await verifyTableRound(deps.db, roundId)
  const payoutsMatch = v.payoutsMatch ?? null
  const checks = [v.commitMatches, v.closeValueMatches, v.matches, payoutsMatch]
  return {
    roundId: v.roundId,
    gameCode: v.gameCode,
    commitMatches: v.commitMatches,
    closeValueMatches: v.closeValueMatches,
    resultMatches: v.matches,
    payoutsMatch,
    verified: checks.every((c) => c !== false),
    publicUrl: `/api/rounds/verify/${v.roundId}`,
  }
}

/**
 * Opens or closes a table to new bets. The switch and its audit row commit together; a second
 * identical call changes nothing and writes no row. Bets read the switch on their way in.
 */
export async function switchTable(
  deps: RoundsBoDeps,
  who: Who,
  game: string,
  isOpen: boolean,
  note: string | undefined,
): Promise<RoundTableSwitched> {
  const source = requireListed(deps, game)
  const at = new Date(deps.clock.now())
  const text = note?.trim() || null
  const changed = await deps.db.transaction(async (tx) => {
    const state = await q.lockTableState(tx, game, at)
    if (state.isOpen === isOpen) return false
    await q.setTableState(tx, game, { isOpen, changedAt: at, changedBy: who.id, note: text })
    await recordStaffAudit(
      tx,
      who,
      isOpen ? 'backoffice.rounds.table_opened' : 'backoffice.rounds.table_closed',
      { game, note: text },
      at,
    )
    return true
  })
  // The table's pages re-read their state on a round event; this one tells them at once. A game
  // with its own rounds tells its own pages on its own topic.
  if (changed && source) await source.switched(isOpen, at.getTime())
  else if (changed)
    await deps.broadcast(game, { t: isOpen ? 'table.opened' : 'table.closed', now: at.getTime() })
  return { code: game, isOpen, changed }
}

/**
 * backoffice/rounds/* (docs/backoffice.md "Tables and rounds"); each route's permission is its
 * guard's. Mounted with the other modules under /api (where the staff guard lives), not in the
 * tables' plugin; it reaches the tables' pages through the hub like the loop does.
 */
export async function roundsBackofficeRoutes(
  app: FastifyInstance,
  options: { sources?: BoRoundSource[] } = {},
) {
  const deps: RoundsBoDeps = {
    sources: options.sources ?? [],
    db: app.db,
    clock: app.clock,
    broadcast: (game, message) =>
      app.realtime.publish({
        kind: 'topic',
        topic: tableTopic(game),
        command: TABLE_HUB_COMMAND,
        message: JSON.stringify(message),
      }),
  }
  route(app, apiRoutes['backoffice/rounds/tables'], async (request) =>
    ok(await listRoundTables(deps, operatorOf(request), request.locale)),
  )
  route(
    app,
    apiRoutes['backoffice/rounds/tables/:gameCode/rounds'],
    async (request, _reply, { params, query }) =>
      ok(await listTableRounds(deps, operatorOf(request), params.gameCode, query.take)),
  )
  route(app, apiRoutes['backoffice/rounds/verify/:roundId'], async (_request, _reply, { params, query }) =>
    ok(await verifyForStaff(deps, params.roundId, query.game)),
  )
  for (const verb of ['open', 'close'] as const) {
    const isOpen = verb === 'open'
    route(
      app,
      apiRoutes[`backoffice/rounds/tables/:gameCode/${verb}`],
      { bodyLimit: 4096 },
      async (request, _reply, { params, body }) => {
        const result = await switchTable(deps, operatorOf(request), params.gameCode, isOpen, body?.note)
        const message = isOpen ? successMessages.ROUND_TABLE_OPENED : successMessages.ROUND_TABLE_CLOSED
        return ok(result, message[request.locale])
      },
    )
  }
}

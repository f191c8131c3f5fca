/**
 * bench/sportsbook (docs/sportsbook.md): bet placements per second — singles and 3-leg kombines, each what
 * POST /api/sports/bets runs (`placeAnySlip`: after the first bets on an outcome, the one-statement
 * bet with its guard; docs/sportsbook.md "Placement rules") — divided by bench/wallet's ledger postings per second (a
 * 1-kuruş `post`, player cash → provider clearing, in its own money transaction) measured in the
 * same process, same database, same concurrency, alternating rounds. Target ≥ 0.5. Then the
 * settlement of BENCH_SETTLE_TICKETS (10,000) open singles on one event: the world job's pass that
 * finishes the event (result from its seed, every outcome resulted, legs copied) and settles every
 * ticket through the wallet, timed in total and per ticket. Then the ledger checker must pass.
 *
 * Embedded PGlite by default (one connection: the workers queue on it). BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (an admin URL, as bench/wallet takes) runs it on PostgreSQL instead, in a
 * temporary database dropped at the end. BENCH_SECONDS (3), BENCH_ROUNDS (5),
 * BENCH_CONCURRENCY (16), BENCH_SETTLE_TICKETS (10000). Times are printed, never asserted.
 * BENCH_DEFAULT_LIMITS=1 seeds the default liability limits a site's boot writes (docs/sportsbook.md
 * "Risk"), so every placement takes the liability path (straight to it once an outcome's limit is
 * remembered: `firstPath`); without it the book has no limits.
 *
 * The event bus has no listeners here: in the app a won or refunded ticket also becomes a
 * notification and a balance push, which this does not count.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import {
  commitSeed,
  fixtureModel,
  MINUTE_MS,
  newSeed,
  priceFixture,
  scheduleFixtures,
} from '@galata/game-math/sports/index'
import type { BetPlacement } from '@galata/contract'
import { openDatabase, type Database } from '../apps/server/src/db/client.js'
import {
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsOutcomes,
} from '../apps/server/src/db/schema/index.js'
import { systemClock } from '../apps/server/src/lib/clock.js'
import { createEventBus, type AppEvents } from '../apps/server/src/lib/events.js'
import { AppError } from '../apps/server/src/lib/app-error.js'
import {
  checkLedger,
  moneyTransaction,
  post,
  systemAccounts,
} from '../apps/server/src/modules/wallet/index.js'
import {
  readWorld,
  seedDefaultLimits,
  worldPass,
  writeMarkets,
  type SportsDeps,
} from '../apps/server/src/modules/sports/index.js'
// Not part of the module's index: the route (POST /api/sports/bets) calls it; the bench drives the
// service directly, as bench/wallet drives `post`.
import { placeAnySlip } from '../apps/server/src/modules/sports/placement/index.js'
import { fundedBenchPlayers } from './lib/players.js'
import { benchBuilderPricing } from './lib/builder-pricing.js'

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
const SETTLE_TICKETS = Number(process.env.BENCH_SETTLE_TICKETS ?? 10_000)
const PLAYERS = 50
/** Events the placement rounds spread over (a combination takes three different ones). */
const EVENTS = 30

let name: string | null = null
let database: Database
if (adminUrl) {
  name = `galata_sbbench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  database = await openDatabase({ url: url.toString(), poolSize: concurrency + 2 })
} else {
  database = await openDatabase({})
}
const where = database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'
const withDefaultLimits = process.env.BENCH_DEFAULT_LIMITS === '1'
if (withDefaultLimits) await seedDefaultLimits(database.db, new Date())

// Pure computation first, before the database is busy: the bet builder's prices on one core.
{
  const state = await readWorld({ db: database.db, clock: systemClock, speed: 1 })
  benchBuilderPricing(state.world, state.now, seconds)
}

/**
 * CPU time (ms) used so far by this database's server backends, read from /proc (the server runs on
 * this machine in the bench's setting; null when it does not, or on PGlite, whose backend is this
 * process). Only this database's connections: other databases on the server are not counted.
 */
async function serverCpuMs(): Promise<number | null> {
  if (database.kind === 'pglite') return null
  const res = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: Array<{ pid: number }> }
  let ticks = 0
  for (const { pid } of res.rows) {
    try {
      // Fields 14 and 15 (utime, stime) in clock ticks, after the parenthesised command name.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      return null
    }
  }
  return ticks * (1000 / CLOCK_TICKS)
}
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100

/**
 * The server's write-ahead log position in bytes (null on PGlite): every commit waits for its WAL
 * to be flushed, so the bytes an operation writes there are what its commits wait on.
 */
async function walBytes(): Promise<number | null> {
  if (database.kind === 'pglite') return null
  const res = (await database.db.execute(
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as at`,
  )) as unknown as { rows: Array<{ at: string }> }
  return Number(res.rows[0]!.at)
}

interface Measured {
  /** Completions per second. */
  rate: number
  /** CPU ms per completion: this process, and the database's backends (null when unknown). */
  clientCpu: number
  serverCpu: number | null
  /** WAL bytes per completion (null on PGlite). */
  wal: number | null
}

/** Runs `work` on `concurrency` workers for `s` seconds; answers completions per second and CPU. */
async function forSeconds(s: number, work: (worker: number, i: number) => Promise<void>): Promise<Measured> {
  const serverBefore = await serverCpuMs()
  const walBefore = await walBytes()
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const until = Date.now() + s * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = 0; Date.now() < until; i++) {
        await work(w, i)
        done++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const serverAfter = await serverCpuMs()
  const walAfter = await walBytes()
  const n = Math.max(1, done)
  /** A server counter's growth per completion, or null where the counter is not available. */
  const perOp = (before: number | null, after: number | null) =>
    before === null || after === null ? null : (after - before) / n
  return {
    rate: done / elapsed,
    clientCpu: (cpu.user + cpu.system) / 1000 / n,
    serverCpu: perOp(serverBefore, serverAfter),
    wal: perOp(walBefore, walAfter),
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const f0 = (x: number) => x.toFixed(0)

try {
  const db = database.db
  const events = createEventBus<AppEvents>(() => {})
  const money = { db, clock: systemClock, events }
  // Real-time world (speed 1); the job's schedule is not materialised (horizon 0), as in the tests.
  const deps: SportsDeps = {
    db,
    clock: systemClock,
    events,
    speed: 1,
    horizonMs: 0,
    materialiseBatch: 50,
    correctionWindowMs: 0,
  }
  const sys = await systemAccounts(db)

  const funded = await fundedBenchPlayers(db, PLAYERS, 'sb')
  const cash = funded.map((p) => p.cashAccountId)
  const playerIds = funded.map((p) => p.playerId)

  // Football events a day ahead of world time, priced from real fixtures of the world (every
  // market the book offers), so placement reads and locks what it would in production.
  const state = await readWorld(deps)
  const fixtures = scheduleFixtures(state.world, state.now, state.now + 12 * 60 * MINUTE_MS).filter(
    (f) => f.sport === 'football',
  )
  const [comp] = await db
    .insert(sportsCompetitions)
    .values({ key: 'bench-league', sport: 'football', nameTr: 'Bench Ligi', nameEn: 'Bench League' })
    .returning({ id: sportsCompetitions.id })
  async function seedEvent(i: number): Promise<number> {
    const model = fixtureModel(state.world, fixtures[i % fixtures.length]!)
    const seed = newSeed()
    return db.transaction(async (tx) => {
      const [event] = await tx
        .insert(sportsEvents)
        .values({
          fixtureId: `bench-${i}-${randomBytes(4).toString('hex')}`,
          sport: 'football',
          competitionId: comp!.id,
          homeTr: 'Ev',
          homeEn: 'Home',
          awayTr: 'Deplasman',
          awayEn: 'Away',
          startAt: new Date(state.now + 24 * 60 * MINUTE_MS),
          status: 'scheduled',
          seed,
          seedHash: commitSeed(seed),
          model,
        })
        .returning({ id: sportsEvents.id })
      await writeMarkets(tx, event!.id, priceFixture(model))
      return event!.id
    })
  }
  /** The event's outcomes of the given markets (`ou` at 2.5 only), with their odds. */
  async function outcomesOf(eventId: number, keys: string[]) {
    const rows = await db
      .select({ id: sportsOutcomes.id, oddsMilli: sportsOutcomes.oddsMilli })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(
        and(
          eq(sportsMarkets.eventId, eventId),
          inArray(sportsMarkets.key, keys),
          or(ne(sportsMarkets.key, 'ou'), eq(sportsMarkets.line, 2.5)),
        ),
      )
      .orderBy(sportsOutcomes.id)
    return rows.map((r) => ({ outcomeId: r.id, odds: r.oddsMilli / 1000 }))
  }
  const book: Array<Array<{ outcomeId: number; odds: number }>> = []
  for (let i = 0; i < EVENTS; i++) book.push(await outcomesOf(await seedEvent(i), ['1x2']))

  let run = 0
  const refused = new Map<string, number>()
  /** One slip through the service; a refusal is counted (and shown), anything else fails the bench. */
  async function place(worker: number, i: number, kind: 'single' | 'combo', legs: BetPlacement['legs']) {
    const body: BetPlacement = {
      kind,
      legs,
      stake: 1,
      oddsChange: 'any',
      placementKey: `b${run}-${kind}-${worker}-${i}`,
    }
    try {
      await placeAnySlip(deps, playerIds[randomInt(PLAYERS)]!, body)
    } catch (e) {
      if (!(e instanceof AppError)) throw e
      refused.set(e.code, (refused.get(e.code) ?? 0) + 1)
    }
  }
  const pick = (event: number) => book[event]![randomInt(book[event]!.length)]!

  const ledger = () =>
    forSeconds(seconds, async (w, i) => {
      const account = cash[randomInt(PLAYERS)]!
      await moneyTransaction(money, (m) =>
        post(m, {
          idempotencyKey: `bench:${run}:${w}:${i}`,
          kind: 'bet',
          entries: [
            { accountId: account, amount: -1n },
            { accountId: sys.provider_clearing, amount: 1n },
          ],
        }),
      )
    })
  const singles = () => forSeconds(seconds, (w, i) => place(w, i, 'single', [pick(randomInt(EVENTS))]))
  const combos = () =>
    forSeconds(seconds, (w, i) => {
      const chosen = new Set<number>()
      while (chosen.size < 3) chosen.add(randomInt(EVENTS))
      return place(
        w,
        i,
        'combo',
        [...chosen].map((e) => pick(e)),
      )
    })

  // Warm-up: the pool's connections, the JIT, the world row and per-database caches.
  run = -1
  await forSeconds(1, (w, i) => place(w, i, 'single', [pick(randomInt(EVENTS))]))
  await forSeconds(1, async (w, i) => {
    await moneyTransaction(money, (m) =>
      post(m, {
        idempotencyKey: `bench-warm:${w}:${i}`,
        kind: 'bet',
        entries: [
          { accountId: cash[randomInt(PLAYERS)]!, amount: -1n },
          { accountId: sys.provider_clearing, amount: 1n },
        ],
      }),
    )
  })

  const ledgerRuns: Measured[] = []
  const singleRuns: Measured[] = []
  const comboRuns: Measured[] = []
  const singleRatios: number[] = []
  const comboRatios: number[] = []
  for (run = 0; run < rounds; run++) {
    const l = await ledger()
    const s = await singles()
    const c = await combos()
    ledgerRuns.push(l)
    singleRuns.push(s)
    comboRuns.push(c)
    singleRatios.push(s.rate / l.rate)
    comboRatios.push(c.rate / l.rate)
  }
  const list = (xs: number[]) => xs.map((r) => r.toFixed(2)).join(', ')
  const verdict = (r: number) => `${r.toFixed(2)} (target >= 0.5) ${r >= 0.5 ? 'MET' : 'NOT MET'}`
  /** Median rate, and the median CPU per operation of the bench process and of the server. */
  const figures = (runs: Measured[]) => {
    const known = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null)
    const server = known(runs.map((r) => r.serverCpu))
    const wal = known(runs.map((r) => r.wal))
    return (
      `${f0(median(runs.map((r) => r.rate)))}/s, CPU per op: bench process ` +
      `${median(runs.map((r) => r.clientCpu)).toFixed(2)} ms` +
      (server.length ? `, server backends ${median(server).toFixed(2)} ms` : '') +
      (wal.length ? `, WAL ${f0(median(wal))} bytes per op` : '')
    )
  }
  const durability =
    database.kind === 'pglite'
      ? 'embedded PGlite, one connection'
      : (
          (await db.execute(
            sql`select current_setting('synchronous_commit') as sc, current_setting('fsync') as fsync`,
          )) as unknown as { rows: Array<{ sc: string; fsync: string }> }
        ).rows.map((r) => `synchronous_commit=${r.sc}, fsync=${r.fsync}`)[0]
  console.log(
    `sportsbook: ${where}, concurrency ${concurrency}, ${PLAYERS} players, ${EVENTS} events, ${withDefaultLimits ? 'default liability limits' : 'no limits'}`,
  )
  console.log(
    `sportsbook: durability the same on both sides (one database, every posting and every ` +
      `placement a committed transaction): ${durability}`,
  )
  console.log(`sportsbook: wallet ledger postings ${figures(ledgerRuns)} (the baseline)`)
  console.log(`sportsbook: single placements ${figures(singleRuns)}`)
  console.log(`sportsbook: 3-leg kombine placements ${figures(comboRuns)}`)
  console.log(
    `sportsbook: singles ÷ postings ${verdict(median(singleRatios))}, per round ${list(singleRatios)}`,
  )
  console.log(
    `sportsbook: kombine ÷ postings ${verdict(median(comboRatios))}, per round ${list(comboRatios)}`,
  )
  if (refused.size > 0)
    console.log(`sportsbook: refused placements ${[...refused].map(([c, n]) => `${c} ${n}`).join(', ')}`)

  // Settlement: SETTLE_TICKETS open singles on one event (1X2, over/under 2.5, KG), placed through
  // the service, then the job's pass at the final whistle.
  const target = await seedEvent(EVENTS)
  const targetBook = await outcomesOf(target, ['1x2', 'ou', 'btts'])
  refused.clear()
  run = 1000
  let next = 0
  const placing = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = next++; i < SETTLE_TICKETS; i = next++)
        await place(w, i, 'single', [targetBook[randomInt(targetBook.length)]!])
    }),
  )
  const placedS = (performance.now() - placing) / 1000
  const open = async () =>
    Number(
      (
        (await db.execute(sql`select count(distinct t.id)::int as n from sports_tickets t
          join sports_ticket_legs l on l.ticket_id = t.id
         where l.event_id = ${target} and t.status = 'open'`)) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!.n,
    )
  const openBefore = await open()
  console.log(
    `sportsbook: placed ${openBefore} open singles on one event in ${placedS.toFixed(1)} s (${f0(openBefore / placedS)}/s, all on its ${targetBook.length} outcomes)` +
      (refused.size ? `; refused ${[...refused].map(([c, n]) => `${c} ${n}`).join(', ')}` : ''),
  )
  // The whistle as the tests blow it: the event in play and past its end, result from its seed.
  const now = (await readWorld(deps)).now
  await db
    .update(sportsEvents)
    .set({ status: 'live', startAt: new Date(now - 120 * MINUTE_MS), endAt: new Date(now - MINUTE_MS) })
    .where(eq(sportsEvents.id, target))
  const settling = performance.now()
  const cpuBefore = process.cpuUsage()
  const pass = await worldPass(deps, (ticketId, err) => console.error(`sportsbook: ticket ${ticketId}`, err))
  const settleMs = performance.now() - settling
  const cpu = process.cpuUsage(cpuBefore)
  const cpuMs = (cpu.user + cpu.system) / 1000
  const openAfter = await open()
  console.log(
    `sportsbook: settled ${pass.ticketsSettled} tickets on one event in ${(settleMs / 1000).toFixed(1)} s ` +
      `(${(settleMs / Math.max(1, pass.ticketsSettled)).toFixed(2)} ms per ticket, ` +
      `${f0(pass.ticketsSettled / (settleMs / 1000))}/s); open after: ${openAfter}; ` +
      `this process's CPU ${(cpuMs / Math.max(1, pass.ticketsSettled)).toFixed(2)} ms per ticket`,
  )
  if (openAfter !== 0 || pass.finished !== 1) {
    console.error('sportsbook: settlement left tickets open')
    process.exitCode = 1
  }

  const report = await checkLedger(db)
  if (report.ok) {
    console.log(
      `sportsbook: ledger check passed (${report.transactions} transactions, ${report.entries} entries)`,
    )
  } else {
    for (const p of report.problems) console.error(`sportsbook: ${p}`)
    console.error('sportsbook: ledger check FAILED')
    process.exitCode = 1
  }
} finally {
  await database.close()
  if (name && adminUrl) {
    const a = new pg.Client({ connectionString: adminUrl })
    await a.connect()
    await a.query(`drop database if exists ${name} with (force)`)
    await a.end()
  }
}

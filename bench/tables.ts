/**
 * bench/tables (docs/shared-rounds.md): one round of Galata Live Roulette with 2,000 bets by 200 players (1 ₺
 * on red, each through the engine's bet path: the round row locked FOR SHARE, the wallet's bet, the
 * bet row and its game-history line, in one money transaction), against the wallet's bare postings
 * (1 kuruş, player cash → provider clearing, one transaction each) at the same concurrency in the
 * same run: the ratio says what the table adds to a posting. Then the close (the close value over
 * every accepted bet line and the outcome, from stored rows) and the settlement (one wallet `win`
 * per bet, zero for a loss). Runs in a temporary database on TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test); the ledger checker must pass. Last, the hub's delivery
 * of a reveal step to BENCH_SUBSCRIBERS SignalR clients on the table's topic (p50/p99).
 */
import { buildApp } from '../apps/server/src/app.js'
import type { Database } from '../apps/server/src/db/client.js'
import { systemClock, type Clock } from '../apps/server/src/lib/clock.js'
import { createEventBus, type AppEvents } from '../apps/server/src/lib/events.js'
import { seedCatalogue } from '../apps/server/src/modules/casino/index.js'
import { liveRoulette } from '../apps/server/src/modules/rounds/games/live-roulette.js'
import { createTablesLoop } from '../apps/server/src/modules/rounds/rounds.loop.js'
import * as q from '../apps/server/src/modules/rounds/rounds.queries.js'
import {
  TABLE_HUB_COMMAND,
  placeTableBet,
  tableTopic,
  type TablesDeps,
} from '../apps/server/src/modules/rounds/rounds.service.js'
import { createSession } from '../apps/server/src/modules/auth/index.js'
import { signGameToken } from '../apps/server/src/providers/index.js'
import { hubClient, listen, type HubClient } from '../apps/server/src/test/hub.js'
import {
  checkLedger,
  moneyTransaction,
  post,
  systemAccounts,
} from '../apps/server/src/modules/wallet/index.js'
import { benchConfig } from './lib/bench-app.js'
import { fundedBenchPlayers } from './lib/players.js'
import { ms, percentile, withBenchDatabase } from './lib/temp-db.js'

const BETS = Number(process.env.BENCH_BETS ?? 2000)
const PLAYERS = 200
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000)
const REVEALS = Number(process.env.BENCH_REVEALS ?? 5)

/**
 * Hub delivery of a reveal step: the app (hub and tables plugin) on the same database, SUBSCRIBERS
 * SignalR clients (the official client, WebSockets, each with its own session's game token for the
 * roulette table, so the hub puts it on the table's topic), then REVEALS `round.reveal` steps
 * published on `table:galata-live-roulette` as the loop does; a step's delay for a client is from
 * the publish call to its NotifyMessage. Clients run in this process beside the server, so the
 * figures include their own parsing on the same 2 cores (an upper bound).
 */
async function revealDelivery(database: Database, playerIds: readonly number[]) {
  const config = benchConfig(SUBSCRIBERS)
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  const base = await listen(app)
  const game = liveRoulette.code
  const clients: HubClient[] = []
  try {
    for (let start = 0; start < SUBSCRIBERS; start += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, SUBSCRIBERS - start) }, async (_, k) => {
          const playerId = playerIds[(start + k) % playerIds.length]!
          const session = await createSession(
            app.db,
            playerId,
            { ip: '127.0.0.1', userAgent: 'bench', fingerprint: null },
            new Date(),
          )
          const token = signGameToken(
            config.ORIGINALS_SECRET,
            { playerId, gameCode: game, sessionId: session.id },
            Date.now(),
          )
          const c = hubClient(base, token)
          await c.connection.start()
          return c
        }),
      )
      clients.push(...batch)
    }
    const delays: number[] = []
    for (let step = 0; step < REVEALS; step++) {
      const sent = performance.now()
      const arrived = clients.map((c) => {
        const since = c.messages.length
        return c
          .next(TABLE_HUB_COMMAND, since)
          .then(() => delays.push(performance.now() - sent))
          .catch(() => {})
      })
      await app.realtime.publish({
        kind: 'topic',
        topic: tableTopic(game),
        command: TABLE_HUB_COMMAND,
        message: JSON.stringify({
          t: 'round.reveal',
          roundId: 0,
          step: 'ball',
          pocket: step,
          now: Date.now(),
        }),
      })
      await Promise.all(arrived)
      await new Promise((r) => setTimeout(r, 200))
    }
    const expected = SUBSCRIBERS * REVEALS
    console.log(
      `tables: reveal step to ${SUBSCRIBERS} hub subscribers of ${tableTopic(game)}: p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))} (${delays.length}/${expected} deliveries over ${REVEALS} steps)`,
    )
  } finally {
    await Promise.all(clients.map((c) => c.connection.stop().catch(() => {})))
    await app.close()
  }
}

/** `count` jobs over CONCURRENCY workers; returns jobs per second. */
async function rate(count: number, job: (i: number) => Promise<void>): Promise<number> {
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) await job(i)
    }),
  )
  return (count / (performance.now() - start)) * 1000
}

await withBenchDatabase(CONCURRENCY + 2, async (database) => {
  const db = database.db
  await seedCatalogue(db)
  let now = Math.ceil(Date.now() / 300_000) * 300_000 + 1_000
  const clock: Clock = { now: () => now }
  const deps: TablesDeps = {
    db,
    clock,
    events: createEventBus<AppEvents>(() => {}),
    secret: 'bench-secret-bench-secret-bench-secret',
    speed: 1,
    broadcast: async () => {},
  }
  const loop = createTablesLoop(deps, { instanceId: 'bench', tables: [liveRoulette] })
  await loop.tick()
  const [round] = (await q.comingRounds(db, liveRoulette.code, 4)).filter((r) => r.closesAt.getTime() > now)
  if (!round) throw new Error('no round open')
  now = Math.max(now, round.opensAt.getTime() + 1)

  const players = await fundedBenchPlayers(db, PLAYERS, 'table')
  const money = { db, clock: systemClock, events: createEventBus<AppEvents>(() => {}) }
  const sys = await systemAccounts(db)
  const posting = (tag: string) => (i: number) =>
    moneyTransaction(money, (m) =>
      post(m, {
        idempotencyKey: `bench:${tag}:${i}`,
        kind: 'bet',
        entries: [
          { accountId: players[i % PLAYERS]!.cashAccountId, amount: -1n },
          { accountId: sys.provider_clearing, amount: 1n },
        ],
      }),
    ).then(() => {})

  // Postings before and after the bets, so a machine that speeds up or slows down is seen.
  const before = await rate(BETS, posting('a'))
  const bets = await rate(BETS, async (i) => {
    const p = players[i % PLAYERS]!
    await placeTableBet(
      deps,
      {
        playerId: p.playerId,
        gameCode: liveRoulette.code,
        sessionId: 1,
        sessionEndsAt: now + 3_600_000,
      } as never,
      liveRoulette.code,
      { roundId: round.id, clientBetId: `b${i}`, bets: [{ spot: 'red', amount: 1 }] },
    )
  })
  const after = await rate(BETS, posting('b'))
  const postings = (before + after) / 2
  const counts = await q.roundCounts(db, round.id)
  console.log(
    `tables: ${counts.spots} bets by ${counts.players} players: ${bets.toFixed(0)} bets/s; wallet postings ${before.toFixed(0)}/s before, ${after.toFixed(0)}/s after (${CONCURRENCY} at a time)`,
  )
  console.log(`tables: bets ÷ postings ${(bets / postings).toFixed(2)}`)

  // The close: the close value over every bet line, the outcome, both stored (one transaction).
  now = round.closesAt.getTime()
  const closeStart = performance.now()
  await loop.tick()
  const closeMs = performance.now() - closeStart
  const closed = await q.findRound(db, round.id)
  console.log(`tables: close over ${counts.spots} bet lines ${ms(closeMs)} (${closed!.status})`)

  // Settlement: one wallet win per bet (zero for a loss); the round settled once none is open.
  now = closed!.revealEndsAt.getTime() + 1
  const settleStart = performance.now()
  await loop.tick()
  const settleMs = performance.now() - settleStart
  const settled = await q.findRound(db, round.id)
  console.log(
    `tables: settlement of ${BETS} bets ${ms(settleMs)} (${(settleMs / BETS).toFixed(2)} ms a bet, ${settled!.status})`,
  )
  await loop.stop()

  await revealDelivery(
    database,
    players.map((p) => p.playerId),
  )

  const report = await checkLedger(db)
  if (report.ok) console.log(`tables: ledger check passed (${report.transactions} transactions)`)
  else {
    for (const p of report.problems) console.error(`tables: ${p}`)
    console.error('tables: ledger check FAILED')
    process.exitCode = 1
  }
})

/**
 * bench/bingo (docs/bingo.md): a 90-ball room with 5,004 tickets in play (834 strips bought by 200
 * players, one purchase each through the engine's bet path and the wallet). Prints the purchase
 * rate, the close (drawing every ticket and the whole game from the seeds, the jackpot pool moved in
 * its transaction), the call-to-announcement latency (from a loop tick at the call's due time to the
 * call's `round.reveal` broadcast, p50/p99 over the game's calls; the production loop ticks every
 * 250 ms, which adds up to that much on top) and the settlement (one wallet `win` per purchase).
 * Runs in a temporary database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * then the ledger checker must pass.
 */
import type { Clock } from '../apps/server/src/lib/clock.js'
import { createEventBus, type AppEvents } from '../apps/server/src/lib/events.js'
import { seedCatalogue } from '../apps/server/src/modules/casino/index.js'
import { checkLedger } from '../apps/server/src/modules/wallet/index.js'
import { bingo90 } from '../apps/server/src/modules/rounds/games/bingo.js'
import { createTablesLoop } from '../apps/server/src/modules/rounds/rounds.loop.js'
import * as q from '../apps/server/src/modules/rounds/rounds.queries.js'
import {
  placeTableBet,
  timingsOf,
  type TableEvent,
  type TablesDeps,
} from '../apps/server/src/modules/rounds/rounds.service.js'
import { fundedBenchPlayers } from './lib/players.js'
import { ms, percentile as pct, withBenchDatabase } from './lib/temp-db.js'

const STRIPS = 834
const PLAYERS = 200
const CONCURRENCY = 8

await withBenchDatabase(CONCURRENCY + 2, async (database) => {
  const db = database.db
  await seedCatalogue(db)
  let now = Math.ceil(Date.now() / 300_000) * 300_000 + 1_000
  const clock: Clock = { now: () => now }
  const announced = new Map<number, number>()
  const deps: TablesDeps = {
    db,
    clock,
    events: createEventBus<AppEvents>(() => {}),
    secret: 'bench-secret-bench-secret-bench-secret',
    speed: 1,
    broadcast: async (_game, e: TableEvent) => {
      if (e.t === 'round.reveal' && typeof e.n === 'number') announced.set(e.n, performance.now())
    },
  }
  const loop = createTablesLoop(deps, { instanceId: 'bench', tables: [bingo90] })
  await loop.tick()
  const [game] = (await q.comingRounds(db, bingo90.code, 6)).filter((r) => r.closesAt.getTime() > now)
  if (!game) throw new Error('no game on sale')

  const players = await fundedBenchPlayers(db, PLAYERS, 'bingo')
  let next = 0
  const buyStart = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < STRIPS; i = next++) {
        const p = players[i % PLAYERS]!
        await placeTableBet(
          deps,
          {
            playerId: p.playerId,
            gameCode: bingo90.code,
            sessionId: 1,
            sessionEndsAt: now + 3_600_000,
          } as never,
          bingo90.code,
          { roundId: game.id, clientBetId: `s${i}`, bets: [{ spot: 'strip', amount: 0.5 }] },
        )
      }
    }),
  )
  const buyMs = performance.now() - buyStart
  const counts = await q.roundCounts(db, game.id)
  console.log(
    `bingo: ${counts.spots} strips = ${counts.spots * 6} tickets by ${counts.players} players in ${ms(buyMs)} (${((STRIPS / buyMs) * 1000).toFixed(0)} purchases/s, ${CONCURRENCY} at a time)`,
  )

  // The close: every ticket and the whole game drawn from the seeds, in one transaction with the pool.
  now = game.closesAt.getTime()
  const closeStart = performance.now()
  await loop.tick()
  const closeMs = performance.now() - closeStart
  const closed = await q.findRound(db, game.id)
  const outcome = closed!.outcome as {
    callsMade: number
    stages: { stage: string; call: number; winners: unknown[] }[]
  }
  console.log(
    `bingo: close (5,004 tickets drawn, winners found, pool moved) ${ms(closeMs)}; game ends on call ${outcome.callsMade}; ` +
      outcome.stages.map((s) => `${s.stage} call ${s.call} (${s.winners.length} winners)`).join(', '),
  )

  // Each call: a tick at its due time → its broadcast.
  const every = timingsOf(deps, bingo90).reveal / 90
  const latencies: number[] = []
  for (let i = 1; i < outcome.callsMade; i++) {
    now = game.closesAt.getTime() + Math.ceil(i * every)
    const t0 = performance.now()
    await loop.tick()
    const at = announced.get(i + 1)
    if (at !== undefined) latencies.push(at - t0)
  }
  console.log(
    `bingo: call → announcement over ${latencies.length} calls: p50 ${ms(pct(latencies, 50))}, p99 ${ms(pct(latencies, 99))}, max ${ms(Math.max(...latencies))} (+ up to 250 ms tick interval in production)`,
  )

  // Settlement: one wallet win per purchase (zero for a loss), the round settled once none is open.
  now = closed!.revealEndsAt.getTime() + 1
  const settleStart = performance.now()
  await loop.tick()
  const settleMs = performance.now() - settleStart
  const after = await q.findRound(db, game.id)
  console.log(`bingo: settlement of ${STRIPS} purchases ${ms(settleMs)} (${after!.status})`)
  await loop.stop()
  const report = await checkLedger(db)
  if (report.ok) console.log(`bingo: ledger check passed (${report.transactions} transactions)`)
  else {
    for (const p of report.problems) console.error(`bingo: ${p}`)
    console.error('bingo: ledger check FAILED')
    process.exitCode = 1
  }
})

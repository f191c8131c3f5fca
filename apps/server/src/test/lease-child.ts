/*
 * One "instance" of the lease's process test (lib/lease.process.test.ts, docs/leases.md "Tests"):
 * the real lease and the real shared-round loop of one table on a PostgreSQL database, nothing else
 * of the app (a full boot is too slow on a loaded machine). It prints one JSON line per fact the
 * test reads: `ready`, each change of leadership, each round event, each error the loop logs, and on
 * SIGCONT the outcome of a fenced write with the lease it held when it was stopped (the write a pass
 * in flight would make).
 *
 * A line `{"freezeOnPayTo": <player id>}` on stdin arms the freeze in the middle of a settlement:
 * once this instance has paid that player (the wallet's balance event, right after the payout's
 * transaction committed, before the round's next bet is paid), it prints `freezing` and stops itself
 * with SIGSTOP. The test places that player's bet first in a round, so the frozen leader had drawn
 * the outcome, paid one bet and still holds the round's other open bets in its pass; on SIGCONT it
 * goes on to pay the next one, and the fence must refuse it (docs/leases.md "Tests").
 *
 *   tsx src/test/lease-child.ts <database url> <instance id> <lease ms>
 */
import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../db/client.js'
import { systemClock } from '../lib/clock.js'
import { createEventBus, type AppEvents } from '../lib/events.js'
import { isLeaseLost, underLease, type LeaseHold } from '../lib/lease.js'
import { TABLES, createTablesLoop } from '../modules/rounds/index.js'

const [url, instanceId, leaseArg] = process.argv.slice(2)
if (!url || !instanceId || !leaseArg) throw new Error('usage: lease-child <url> <instance id> <lease ms>')
const leaseMs = Number(leaseArg)
const GAME = 'galata-live-roulette'

const say = (line: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify({ at: Date.now(), instance: instanceId, ...line })}\n`)
}

const database = await openDatabase({ url, poolSize: 4 })
const events = createEventBus<AppEvents>(() => {})
let freezeOnPayTo: number | null = null
createInterface({ input: process.stdin }).on('line', (line) => {
  const order = JSON.parse(line) as { freezeOnPayTo?: number }
  if (order.freezeOnPayTo !== undefined) freezeOnPayTo = order.freezeOnPayTo
})
// Emitted synchronously after the payout's commit (wallet/effects.ts), inside the settlement pass.
events.on('wallet.balance_changed', ({ playerId }) => {
  if (playerId !== freezeOnPayTo) return
  freezeOnPayTo = null
  say({ freezing: true, playerId })
  process.kill(process.pid, 'SIGSTOP')
})
const loop = createTablesLoop(
  {
    db: database.db,
    clock: systemClock,
    events,
    secret: 'lease-process-test',
    speed: 20,
    leaseMs,
    broadcast: async (_game, message) => {
      say({ event: message.t, roundId: message.roundId })
    },
    log: {
      error: (obj, msg) => {
        const err = (obj as { err?: unknown }).err
        say({ error: msg, detail: err instanceof Error ? (err.stack ?? String(err)) : String(err ?? '') })
      },
    },
  },
  { instanceId, tables: [TABLES[GAME]] },
)

// The lease as last seen while this instance ran: after a SIGSTOP, the stale one.
let lastHold: LeaseHold | null = null
let leader = false
const watch = setInterval(() => {
  const hold = loop.hold(GAME)
  if (hold) lastHold = hold
  if (loop.isLeader(GAME) !== leader) {
    leader = !leader
    say({ leader, token: hold?.token.toString() ?? null })
  }
}, 20)

process.on('SIGCONT', () => {
  const stale = lastHold
  if (!stale) return say({ late: 'no lease held' })
  void underLease(database.db, stale, (tx) =>
    tx.execute(sql`update table_rounds set status = status where game_code = ${GAME}`),
  ).then(
    () => say({ late: 'written', token: stale.token.toString() }),
    (err: unknown) => say({ late: isLeaseLost(err) ? 'lease lost' : `failed: ${String(err)}` }),
  )
})

process.on('SIGTERM', () => {
  clearInterval(watch)
  void loop
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0))
})

loop.start()
say({ ready: true })

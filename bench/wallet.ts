/**
 * bench/wallet (docs/wallet.md): ledger postings per second (small bets of 1 kuruş across 50 players,
 * player cash → provider clearing, each a full wallet.post in its own transaction: idempotency row,
 * the guarded player balance update, the entries; the clearing account is not locked or updated —
 * docs/wallet.md, hot accounts) divided by pgbench-style single-row update transactions per second
 * on the same PostgreSQL server, same concurrency, same run. Target ≥ 0.5 (docs/wallet.md; it was 0.3).
 *
 * The baseline is pgbench's own built-in "simple-update" transaction (`pgbench -N`): BEGIN; UPDATE
 * one account row; SELECT its balance; INSERT a history row; END — run here through the same
 * driver, one statement per round trip as pgbench sends them. Beside it the bench prints a harsher
 * floor, a bare autocommit `UPDATE … SET balance = balance + 1` (one round trip, no history), and
 * the ratio against that too.
 * Runs in a temporary database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * then the ledger checker must pass.
 */
import { randomBytes, randomInt } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/db/client.js'
import { systemClock } from '../apps/server/src/lib/clock.js'
import { createEventBus, type AppEvents } from '../apps/server/src/lib/events.js'
import {
  checkLedger,
  moneyTransaction,
  post,
  systemAccounts,
} from '../apps/server/src/modules/wallet/index.js'
import { fundedBenchPlayers } from './lib/players.js'

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 2)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
const PLAYERS = 50

const name = `galata_bench_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`create database ${name}`)
await admin.end()
const url = new URL(adminUrl)
url.pathname = `/${name}`
const database = await openDatabase({ url: url.toString(), poolSize: concurrency + 2 })
const raw = new pg.Pool({ connectionString: url.toString(), max: concurrency })

async function forSeconds(s: number, work: (worker: number, i: number) => Promise<void>): Promise<number> {
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
  return done / s
}

try {
  const db = database.db
  // The product path: a money transaction whose balance events are published after the commit.
  const money = { db, clock: systemClock, events: createEventBus<AppEvents>(() => {}) }
  const sys = await systemAccounts(db)
  const cash = (await fundedBenchPlayers(db, PLAYERS, 'bench')).map((p) => p.cashAccountId)
  // pgbench's tables, as many accounts as players (its -N script touches accounts and history).
  await db.execute(sql`create table bench_accounts (aid int primary key, abalance int not null default 0)`)
  await db.execute(sql`insert into bench_accounts (aid) select generate_series(1, ${PLAYERS})`)
  await db.execute(
    sql`create table bench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22))`,
  )

  let run = 0
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
  const simpleUpdate = () =>
    forSeconds(seconds, async () => {
      const aid = 1 + randomInt(PLAYERS)
      const delta = randomInt(-5000, 5001)
      const client = await raw.connect()
      try {
        await client.query('BEGIN')
        await client.query('UPDATE bench_accounts SET abalance = abalance + $1 WHERE aid = $2', [delta, aid])
        await client.query('SELECT abalance FROM bench_accounts WHERE aid = $1', [aid])
        await client.query(
          'INSERT INTO bench_history (tid, bid, aid, delta, mtime) VALUES ($1, $2, $3, $4, CURRENT_TIMESTAMP)',
          [1, 1, aid, delta],
        )
        await client.query('END')
      } finally {
        client.release()
      }
    })
  const bareUpdate = () =>
    forSeconds(seconds, async () => {
      await raw.query('update bench_accounts set abalance = abalance + 1 where aid = $1', [
        1 + randomInt(PLAYERS),
      ])
    })

  // Like with like: both pools open all their connections before the first timed round, so neither
  // side pays connection set-up inside its measurement.
  await forSeconds(1, async () => {
    await Promise.all([raw.query('select 1'), db.execute(sql`select 1`)])
  })
  const ratios: number[] = []
  const bareRatios: number[] = []
  const ledgerTps: number[] = []
  const baseTps: number[] = []
  const bareTps: number[] = []
  for (run = 0; run < rounds; run++) {
    const l = await ledger()
    const b = await simpleUpdate()
    const u = await bareUpdate()
    ledgerTps.push(l)
    baseTps.push(b)
    bareTps.push(u)
    ratios.push(l / b)
    bareRatios.push(l / u)
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  const ratio = median(ratios)
  console.log(
    `wallet: ledger postings ${median(ledgerTps).toFixed(0)}/s (concurrency ${concurrency}, ${PLAYERS} players)`,
  )
  console.log(`wallet: pgbench simple-update (-N) transactions ${median(baseTps).toFixed(0)}/s`)
  console.log(`wallet: bare autocommit single-row UPDATEs ${median(bareTps).toFixed(0)}/s`)
  console.log(`wallet: per-round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`)
  console.log(
    `wallet: ratio against the bare UPDATE ${median(bareRatios).toFixed(2)} (per round ${bareRatios.map((r) => r.toFixed(2)).join(', ')})`,
  )
  console.log(
    `wallet: ratio against pgbench -N ${ratio.toFixed(2)} (target >= 0.5) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`,
  )
  const report = await checkLedger(db)
  if (report.ok) {
    console.log(
      `wallet: ledger check passed (${report.transactions} transactions, ${report.entries} entries)`,
    )
  } else {
    for (const p of report.problems) console.error(`wallet: ${p}`)
    console.error('wallet: ledger check FAILED')
    process.exitCode = 1
  }
} finally {
  await raw.end()
  await database.close()
  const a = new pg.Client({ connectionString: adminUrl })
  await a.connect()
  await a.query(`drop database if exists ${name} with (force)`)
  await a.end()
}

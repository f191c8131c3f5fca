/**
 * bench/backoffice (docs/backoffice.md "Finding a player"): the back office's search box over
 * 100,000 players (each with three sessions) and the player page of a player with 1,000,000 ledger
 * entries, on PostgreSQL. Prints p50/p95/max of each kind of search and of the page; target p95
 * ≤ 50 ms each. Beside them, the same run times a primary-key read of one player, the floor any
 * query here pays (a round trip and a plan), so a slow machine shows as a slow baseline.
 *
 * Rows are written with set-based INSERT … SELECT (generate_series), not through the services: the
 * bench measures the reads. `BENCH_PLAYERS` and `BENCH_LEDGER` scale it down for a quick look.
 */
import { sql } from 'drizzle-orm'
import { queryRows } from '../apps/server/src/db/client.js'
import { readPlayer, searchPlayers } from '../apps/server/src/modules/backoffice/players.service.js'
import { ms, percentile, withBenchDatabase } from './lib/temp-db.js'

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000)
const LEDGER = Number(process.env.BENCH_LEDGER ?? 1_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)

await withBenchDatabase(4, async ({ db }) => {
  const t0 = Date.now()
  // Players: user names `oyuncu{n}`, phones 90530{7 digits}, e-mails, codes; three sessions each
  // from 10.{n}/16 addresses and a device fingerprint per player.
  await db.execute(sql`
    insert into players (username, email, name, surname, phone, usercode, password_hash, created_at)
    select 'oyuncu' || n, 'oyuncu' || n || '@example.com', 'Ad', 'Soyad',
           '90530' || lpad(n::text, 7, '0'), 'G' || lpad(n::text, 8, '0'), 'x', now() - (n || ' seconds')::interval
    from generate_series(1, ${PLAYERS}) n`)
  await db.execute(sql`
    insert into sessions (id, player_id, token_hash, created_at, last_seen_at, expires_at, ip, user_agent, fingerprint)
    select gen_random_uuid(), p.id, md5(p.id || '-' || k), now(), now(), now() + interval '1 day',
           '10.' || (p.id / 65536 % 256) || '.' || (p.id / 256 % 256) || '.' || (p.id % 256),
           'Mozilla/5.0', 'fp-' || md5(p.id::text)
    from players p, generate_series(1, 3) k`)
  // One busy player: 1,000,000 legs on their cash account (half the legs of 500,000 bets and wins).
  const [busy] = await queryRows<{ id: number }>(db, sql`select id from players where username = 'oyuncu1'`)
  const busyId = Number(busy!.id)
  await db.execute(
    sql`insert into accounts (kind, player_id) values ('player_cash', ${busyId}), ('player_bonus', ${busyId}), ('pending_withdrawal', ${busyId})`,
  )
  await db.execute(sql`
    insert into ledger_transactions (idempotency_key, kind, request_hash, reference)
    select 'bench:' || n, case when n % 2 = 0 then 'win' else 'bet' end, 'h', 'round-' || n
    from generate_series(1, ${LEDGER}) n`)
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select t.id, a.id, case when t.kind = 'win' then 100 else -100 end, 1000 + (t.id % 2) * 100
    from ledger_transactions t, accounts a
    where a.player_id = ${busyId} and a.kind = 'player_cash'`)
  await db.execute(sql`analyze`)
  console.log(
    `seeded ${PLAYERS} players, ${PLAYERS * 3} sessions, ${LEDGER} ledger entries in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )

  const pick = (i: number) => 1 + ((i * 7919) % PLAYERS)
  const searches: [string, (i: number) => string][] = [
    ['id', (i) => String(pick(i) + Number(busyId) - 1)],
    ['user name prefix', (i) => `oyuncu${pick(i)}`.slice(0, 9)],
    ['e-mail', (i) => `oyuncu${pick(i)}@example.com`],
    ['phone', (i) => `0530 ${String(pick(i)).padStart(7, '0')}`],
    [
      'IP address',
      (i) => `10.${Math.floor(pick(i) / 65536) % 256}.${Math.floor(pick(i) / 256) % 256}.${pick(i) % 256}`,
    ],
    ['fingerprint', (i) => `fp-${pick(i)}`.padEnd(20, '0')],
  ]
  const time = async (work: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 10; i++) await work(i) // warm the plans and the cache
    const xs: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      await work(i)
      xs.push(performance.now() - start)
    }
    return xs
  }
  const row = (label: string, xs: number[]) =>
    console.log(
      `${label.padEnd(28)} p50 ${ms(percentile(xs, 50)).padStart(9)}  p95 ${ms(percentile(xs, 95)).padStart(9)}  max ${ms(Math.max(...xs)).padStart(9)}`,
    )

  const floor = await time((i) => queryRows(db, sql`select id, username from players where id = ${pick(i)}`))
  row('baseline: one row by id', floor)
  const all: number[] = []
  for (const [label, q] of searches) {
    const xs = await time((i) => searchPlayers(db, q(i), 0, 20))
    all.push(...xs)
    row(`search by ${label}`, xs)
  }
  row('search, every kind', all)
  const operator = {
    kind: 'staff' as const,
    id: 0,
    role: 'admin',
    playerId: null,
    ip: '127.0.0.1',
    fingerprint: null,
  }
  const clock = { now: () => Date.now() }
  const page = await time(() => readPlayer({ db, clock }, operator, busyId))
  row('player page, 1M ledger legs', page)
  const worst = Math.max(percentile(all, 95), percentile(page, 95))
  console.log(`target p95 ≤ 50 ms: ${worst <= 50 ? 'met' : 'NOT met'} (worst p95 ${ms(worst)})`)
})

import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as roulette from '@galata/game-math/tables/roulette'
import { queryRows, type Database } from '../db/client.js'
import { outcomeOf } from '../modules/rounds/index.js'
import { checkLedger, getBalances, toMinor } from '../modules/wallet/index.js'
import { createTestDatabase } from '../test/helper.js'
import { FUNDED_LIRA, startBettor, type PlacedBet } from '../test/lease-bettor.js'

/*
 * The lease across real processes (docs/leases.md "Tests"): two instances of the shared-round loop
 * of one table (src/test/lease-child.ts) on one PostgreSQL database, while players bet in every round
 * through the engine's bet service (src/test/lease-bettor.ts). The leader is frozen with SIGSTOP in
 * the middle of paying a round whose outcome it drew; the other takes over within the lease time and
 * finishes that round from the stored outcome; the frozen one, resumed, goes on paying and the fence
 * refuses it. No round is settled twice or drawn twice, every bet is paid exactly once (or closed at
 * zero), the balances are the stakes and payouts worked out here, and the ledger checks out. PGlite
 * is one process's database: there is no second instance to take over, so the test runs on
 * PostgreSQL only.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const GAME = 'galata-live-roulette'
const CHILD = fileURLToPath(new URL('../test/lease-child.ts', import.meta.url))
const LEASE_MS = 1_500
/**
 * The takeover comes within the lease (renewed half-way, so at most LEASE_MS after the freeze) plus
 * the follower's one-second retry, plus, when the leader froze inside a fenced transaction, the
 * server ending that transaction after LEASE_MS idle; the rest is room for a loaded machine.
 */
const TAKEOVER_BOUND_MS = 2 * LEASE_MS + 1_000 + 6_000

interface Line {
  at: number
  instance: string
  ready?: boolean
  leader?: boolean
  token?: string | null
  event?: string
  roundId?: number
  late?: string
  error?: string
  detail?: string
  freezing?: boolean
}

interface Instance {
  id: string
  child: ChildProcess
  lines: Line[]
}

const children: ChildProcess[] = []
/** Set before the test stops its instances: any exit before that fails the wait at once. */
let stopping = false
let database: Database
let url: string
let drop: () => Promise<void>
let stopBetting: (() => Promise<void>) | undefined

beforeAll(async () => {
  if (!onPostgres) return
  const created = await createTestDatabase('seeded')
  database = created.database
  url = created.url!
  drop = created.drop
}, 120_000)

afterAll(async () => {
  await stopBetting?.().catch(() => {})
  for (const child of children) {
    if (child.exitCode !== null) continue
    child.kill('SIGCONT')
    child.kill('SIGKILL')
  }
  await drop?.()
})

function start(id: string): Instance {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, url, id, String(LEASE_MS)], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  children.push(child)
  const instance: Instance = { id, child, lines: [] }
  let buffered = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8')
    const lines = buffered.split('\n')
    buffered = lines.pop()!
    for (const line of lines) if (line.startsWith('{')) instance.lines.push(JSON.parse(line) as Line)
  })
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${id}] ${chunk.toString('utf8')}`))
  return instance
}

async function until<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const died = children.find((c) => c.exitCode !== null || c.signalCode !== null)
    if (died && !stopping)
      throw new Error(`an instance exited (${died.exitCode ?? died.signalCode}) waiting for ${what}`)
    const found = await probe()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const leadership = (i: Instance) => i.lines.filter((l) => l.leader !== undefined).at(-1)?.leader === true
const settled = (i: Instance, after = 0) =>
  i.lines.filter((l) => l.event === 'round.settled' && l.at >= after).map((l) => l.roundId!)
const errors = (i: Instance, after = 0) =>
  i.lines.filter((l) => l.error && l.at >= after).map((l) => l.error!)
/** The process state letter of /proc/<pid>/stat: `T` while stopped by a signal. */
const processState = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0]

interface BetRow {
  id: number
  roundId: number
  playerId: number
  clientBetId: string
  status: string
  stake: string
  payout: string | null
}
const betsOf = (roundIds: readonly number[]) =>
  queryRows<BetRow>(
    database.db,
    sql`select id::int as id, round_id::int as "roundId", player_id::int as "playerId",
          client_bet_id as "clientBetId", status, stake::text as stake, payout::text as payout
        from table_bets where round_id in (${sql.join(
          roundIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  )

/** What a placed bet returns on `pocket`, worked out here from the roulette maths (kuruş). */
const returnOf = (bet: PlacedBet, pocket: number) =>
  bet.spots.reduce((sum, s) => sum + roulette.spotReturn(s.spot, toMinor(s.amount), pocket), 0n)
const stakeOf = (bet: PlacedBet) =>
  bet.spots.reduce((sum, s) => sum + roulette.spotStake(s.spot, toMinor(s.amount))!, 0n)

describe.skipIf(!onPostgres)('the lease across processes (PostgreSQL; PGlite has one process)', () => {
  it('a leader frozen mid-payout is replaced within the lease time; its late payout is refused; nothing is done or paid twice', async () => {
    const a = start('lease-a')
    const b = start('lease-b')
    const bettor = await startBettor(database.db, GAME)
    stopBetting = () => bettor.stop()
    // Generous: two TypeScript processes starting on a machine other sessions share.
    await until(
      'both instances ready',
      () => a.lines.some((l) => l.ready) && b.lines.some((l) => l.ready),
      180_000,
    )
    const leader = await until('a leader', () => [a, b].find(leadership), 30_000)
    const follower = leader === a ? b : a
    const hasBets = (roundId: number) => bettor.placed.some((p) => p.roundId === roundId)
    await until('a round with bets settled by the leader', () => settled(leader).some(hasBets), 60_000)

    // Freeze the leader right after it paid the first bet of a round: the outcome is drawn and
    // stored, the round's other bets are open and already read into its settlement pass.
    const heldToken = Number(leader.lines.filter((l) => l.leader === true).at(-1)!.token)
    leader.child.stdin!.write(`${JSON.stringify({ freezeOnPayTo: bettor.freezePlayer })}\n`)
    bettor.arm()
    const freezing = await until(
      'the leader frozen mid-payout',
      () => leader.lines.find((l) => l.freezing),
      30_000,
    )
    const frozenAt = freezing.at
    // The child prints `freezing` before it stops itself: the line can arrive first.
    await until('the leader stopped', () => processState(leader.child.pid!) === 'T', 5_000)
    const frozenRound = bettor.freezeRound()!
    const [atFreeze] = await queryRows<{ status: string; outcome: { pocket: number } | null }>(
      database.db,
      sql`select status, outcome from table_rounds where id = ${frozenRound}`,
    )
    expect(atFreeze!.status).toBe('revealing')
    expect(atFreeze!.outcome).not.toBeNull()
    const frozenBets = await betsOf([frozenRound])
    expect(frozenBets[0]).toMatchObject({ playerId: bettor.freezePlayer, status: 'won' })
    const leftOpen = frozenBets.filter((bet) => bet.status === 'open')
    expect(leftOpen.length).toBeGreaterThan(0)
    expect(leftOpen.length).toBe(frozenBets.length - 1)

    await until('the takeover', () => leadership(follower), TAKEOVER_BOUND_MS + 5_000)
    const takeover = follower.lines.filter((l) => l.leader === true).at(-1)!
    const tookOverAt = takeover.at
    const takeoverMs = tookOverAt - frozenAt
    expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS)
    // The takeover raised the token: the frozen leader's writes now fail the fence.
    expect(Number(takeover.token)).toBe(heldToken + 1)
    // The new leader finishes the frozen round from its stored outcome, then plays on with bets.
    await until(
      'the frozen round settled by the new leader',
      () => settled(follower).includes(frozenRound),
      30_000,
    )
    await until(
      'a later round with bets settled by the new leader',
      () => settled(follower, tookOverAt).some((id) => id > frozenRound && hasBets(id)),
      30_000,
    )

    const resumedAt = Date.now()
    leader.child.kill('SIGCONT')
    // Its pass goes on paying the frozen round's next bet: the fence refuses that payout (the
    // refusal's stack is the bet's settlement, not a later write of the pass) and the pass stops.
    const refused = await until(
      'the resumed payout refused',
      () => leader.lines.find((l) => l.error === 'tables: lease lost, pass stopped' && l.at >= resumedAt),
      30_000,
    )
    expect(refused.detail).toMatch(/^LeaseLostError: lease galata-live-roulette lost/)
    expect(refused.detail).toMatch(/at async settleBet /)
    const late = await until('the late write', () => leader.lines.find((l) => l.late), 30_000)
    expect(late.late).toBe('lease lost')
    await until('the old leader follows', () => !leadership(leader), 30_000)
    // Let both run on a while: the old leader must not write again.
    await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS))
    expect(settled(leader, resumedAt)).toEqual([])

    await bettor.stop()
    const betRounds = [...new Set(bettor.placed.map((p) => p.roundId))]
    await until(
      'every bet settled',
      async () => (await betsOf(betRounds)).every((bet) => bet.status !== 'open'),
      30_000,
    )
    stopping = true
    // The old leader first, so it cannot take the lease back while the new one releases it.
    for (const i of [leader, follower]) {
      const exited = new Promise((resolve) => i.child.once('exit', resolve))
      i.child.kill('SIGTERM')
      await exited
    }
    // Nothing failed but the refused pass (a failed settlement would be retried, and could hide a
    // payment made twice behind a replay).
    expect([...errors(a), ...errors(b)]).toEqual(['tables: lease lost, pass stopped'])

    // No round settled twice: each settled round announced once, by one instance.
    const announced = [...settled(a), ...settled(b)]
    expect(new Set(announced).size).toBe(announced.length)
    const rounds = await queryRows<{
      id: number
      status: string
      serverSeed: string
      closeValue: string | null
      outcome: { pocket: number } | null
    }>(
      database.db,
      sql`select id::int as id, status, server_seed as "serverSeed", close_value as "closeValue", outcome
          from table_rounds where game_code = ${GAME}`,
    )
    const settledInDb = rounds.filter((r) => r.status === 'settled').map((r) => r.id)
    for (const id of announced) expect(settledInDb).toContain(id)
    // One round per slot, none left half-done by the frozen leader past the void rule.
    const slots = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from table_rounds group by game_code, opens_at having count(*) > 1`,
    )
    expect(slots).toEqual([])

    // One outcome per round: the one stored at the close (the frozen round's, as the frozen leader
    // drew it), the only one its seed and close value give.
    const byId = new Map(rounds.map((r) => [r.id, r]))
    for (const id of betRounds) {
      const r = byId.get(id)!
      expect(r.status).toBe('settled')
      expect(r.outcome).toEqual(outcomeOf(GAME, r.id, r.serverSeed, r.closeValue!))
    }
    expect(byId.get(frozenRound)!.outcome).toEqual(atFreeze!.outcome)

    // Every bet settled exactly once, at the return worked out here: won with a payout, or lost at
    // zero; none refunded, none left open.
    const stored = await betsOf(betRounds)
    expect(stored).toHaveLength(bettor.placed.length)
    const expected = new Map<number, bigint>()
    const wallet = await queryRows<{ txId: string; op: string; amount: string; posted: boolean }>(
      database.db,
      sql`select tx_id as "txId", op, amount::text as amount, ledger_transaction_id is not null as posted
          from provider_transactions where provider = 'galata' and tx_id like 'table:%'`,
    )
    const winKeys: string[] = []
    for (const placed of bettor.placed) {
      const row = stored.find((s) => s.roundId === placed.roundId && s.clientBetId === placed.clientBetId)!
      const payout = returnOf(placed, byId.get(placed.roundId)!.outcome!.pocket)
      expect(row).toMatchObject({
        playerId: placed.playerId,
        status: payout > 0n ? 'won' : 'lost',
        stake: String(stakeOf(placed)),
        payout: String(payout),
      })
      const base = `table:${placed.roundId}:${placed.playerId}:${placed.clientBetId}`
      if (payout > 0n) winKeys.push(`galata:${base}:win`)
      // One stake taken, one win closing the bet (a posting only when it pays), no refund.
      expect(wallet.filter((w) => w.txId.startsWith(`${base}:`))).toEqual(
        expect.arrayContaining([
          { txId: `${base}:bet`, op: 'bet', amount: String(stakeOf(placed)), posted: true },
          { txId: `${base}:win`, op: 'win', amount: String(payout), posted: payout > 0n },
        ]),
      )
      expect(wallet.filter((w) => w.txId.startsWith(`${base}:`))).toHaveLength(2)
      expected.set(
        placed.playerId,
        (expected.get(placed.playerId) ?? toMinor(FUNDED_LIRA)) - stakeOf(placed) + payout,
      )
    }
    expect(wallet.filter((w) => w.op === 'rollback')).toEqual([])
    // One win posting per winning bet in the ledger itself, none for a losing one.
    const winPostings = await queryRows<{ key: string }>(
      database.db,
      sql`select idempotency_key as key from ledger_transactions
          where kind = 'win' and idempotency_key like 'galata:table:%'`,
    )
    expect(winPostings.map((w) => w.key).sort()).toEqual(winKeys.sort())
    // The balances are the stakes and payouts, and the ledger (every stake, every payout) balances.
    for (const [playerId, cash] of expected)
      expect(await getBalances(database.db, playerId)).toMatchObject({ cash, bonus: 0n })
    expect((await checkLedger(database.db)).ok).toBe(true)
    const [lease] = await queryRows<{ holder: string; token: string }>(
      database.db,
      sql`select holder, token::text as token from leases where name = ${GAME}`,
    )
    expect(lease).toMatchObject({ holder: follower.id, token: String(heldToken + 1) })
    console.info(
      `lease process test: takeover ${takeoverMs} ms after the freeze (lease ${LEASE_MS} ms); ` +
        `${bettor.placed.length} bets in ${betRounds.length} rounds, ${winKeys.length} paid, ` +
        `${leftOpen.length} open in the frozen round, ` +
        `${bettor.placed.filter((p) => p.at > frozenAt && p.at < tookOverAt).length} placed between the freeze and the takeover, ` +
        `${bettor.late} refused as late`,
    )
  }, 420_000)
})

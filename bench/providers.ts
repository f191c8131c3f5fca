/**
 * bench/providers (docs/providers.md "Benchmark"): provider callbacks per second per adapter against
 * the wallet's postings, in the same run. One app (embedded PGlite; BENCH_DATABASE_URL, an admin URL,
 * runs it on PostgreSQL in a temporary database dropped at the end) with every adapter configured,
 * BENCH_PLAYERS (50) funded players with a live session and a game token per provider. Per adapter,
 * alternating rounds of BENCH_SECONDS (3) × BENCH_ROUNDS (3) at BENCH_CONCURRENCY (16):
 *
 * - callbacks: rounds of a bet of 1 lira and its win of 0.50, each an HTTP call to the real endpoint
 *   signed by the testkit's client as that provider signs (bench/lib/provider-dialects.ts), sent
 *   from a load process of its own (bench/lib/provider-load.ts);
 * - postings (the baseline): the same rounds straight through the provider wallet service the route
 *   calls (`applyWalletCommand`, Digitain's items `applyWalletBatch`), with the very commands the
 *   adapter parses from such a call, in this process: everything but HTTP, signatures and parsing.
 *
 * Prints per adapter callbacks/s, postings/s, their ratio (the median of the rounds'; target ≥ 0.7)
 * and p50/p95 of each side's calls; then the ledger must check and every call must have booked one
 * provider transaction, or the bench exits non-zero. BENCH_ONLY=hub88,egt runs some adapters.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { Agent } from 'node:http'
import { loadavg } from 'node:os'
import { count, eq } from 'drizzle-orm'
import { gameProviders, games, providerTransactions } from '../apps/server/src/db/schema/index.js'
import { AppError } from '../apps/server/src/lib/app-error.js'
import { createSession } from '../apps/server/src/modules/auth/index.js'
import { checkLedger } from '../apps/server/src/modules/wallet/index.js'
// Not part of the module's index (the route calls them): the baseline calls what the route calls.
import {
  applyWalletBatch,
  applyWalletCommand,
} from '../apps/server/src/modules/provider-wallet/provider-wallet.service.js'
import {
  DIGITAIN_TOKEN_TTL_MS,
  EGT_TOKEN_TTL_MS,
  EVERYMATRIX_TOKEN_TTL_MS,
  HUB88_TOKEN_TTL_MS,
  SOFTGAMINGS_TOKEN_TTL_MS,
  digitainTokenSecret,
  egtTokenSecret,
  everyMatrixTokenSecret,
  hub88TokenSecret,
  providerRegistry,
  signGameToken,
  softgamingsTokenSecret,
  type ProviderWallet,
  type WalletBatch,
  type WalletCommand,
} from '../apps/server/src/providers/index.js'
import { startBenchApp } from './lib/bench-app.js'
import { fundedBenchPlayers } from './lib/players.js'
import {
  BENCH_GAME,
  BENCH_PROVIDERS,
  dialectClient,
  drive,
  httpSend,
  liveRounds,
  providerSettings,
  roundIds,
  type BenchProvider,
  type DialectClient,
  type DialectPlayer,
  type Driven,
  type RoundIds,
} from './lib/provider-dialects.js'
import type { LoadRun } from './lib/provider-load.js'
import { createBenchDatabase, ms, percentile } from './lib/temp-db.js'

const adminUrl = process.env.BENCH_DATABASE_URL
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50)
const TARGET = 0.7
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
const providers = BENCH_PROVIDERS.filter((p) => !only || only.includes(p))

const TOKENS: Record<BenchProvider, { secret: (originals: string) => string; ttlMs: number }> = {
  hub88: { secret: hub88TokenSecret, ttlMs: HUB88_TOKEN_TTL_MS },
  softgamings: { secret: softgamingsTokenSecret, ttlMs: SOFTGAMINGS_TOKEN_TTL_MS },
  egt: { secret: egtTokenSecret, ttlMs: EGT_TOKEN_TTL_MS },
  digitain: { secret: digitainTokenSecret, ttlMs: DIGITAIN_TOKEN_TTL_MS },
  everymatrix: { secret: everyMatrixTokenSecret, ttlMs: EVERYMATRIX_TOKEN_TTL_MS },
}

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
const hub88Keys = keyPair()
const ourKeys = keyPair()
const hub88Side = { hub88PrivateKey: hub88Keys.privateKey, operatorPublicKey: ourKeys.publicKey }

const temporary = adminUrl ? await createBenchDatabase(adminUrl) : null
const { app, port } = await startBenchApp(0, {
  // Nothing but the callbacks and the baseline on the cores: no sports world, no simulator, no limiter.
  SPORTS_JOB: 'off',
  PROVIDER_SIMULATOR: 'off',
  RATE_LIMIT_MAX: '1000000000',
  ...providerSettings({ hub88PublicKey: hub88Keys.publicKey, operatorPrivateKey: ourKeys.privateKey }),
  ...(temporary ? { DATABASE_URL: temporary.url } : {}),
})
const base = `http://127.0.0.1:${port}`

let load: ChildProcess | null = null
process.on('exit', () => load?.kill('SIGKILL'))

/** A call as the adapter reads it: the command, or Digitain's batch of items. */
type Parsed = { batch: WalletBatch } | { command: WalletCommand }

/** What the route does with a verified body before it applies it: the adapter's parse (provider-wallet.routes.ts). */
function parse(wallet: ProviderWallet, path: string, headers: Record<string, string>, body: string): Parsed {
  const raw = Buffer.from(body, 'utf8')
  const action = path.slice(1)
  const h = headers as IncomingHttpHeaders
  const batch = wallet.parseBatch?.(raw, h, action) ?? null
  return batch ? { batch } : { command: wallet.parse(raw, h, action) }
}

/** `value` with the template round's ids replaced by `ids` in every string. */
function renew<T>(value: T, from: RoundIds, ids: RoundIds): T {
  if (typeof value === 'string') {
    let s: string = value
    for (const k of ['bet', 'win', 'round'] as const) s = s.split(from[k]).join(ids[k])
    return s as T
  }
  if (Array.isArray(value)) return value.map((v: unknown) => renew(v, from, ids)) as T
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renew(v, from, ids)])) as T
  return value
}

/**
 * The baseline's client: each player's bet and win as the adapter parsed them from the client's
 * own request (recorded, never sent), renewed with the round's ids and applied by the service.
 */
async function baselineClient(provider: BenchProvider, players: DialectPlayer[]): Promise<DialectClient> {
  const wallet = providerRegistry(app.config)[provider]!.wallet!
  const deps = { db: app.db, clock: app.clock, events: app.events }
  const template = roundIds('QQQQQQQQQQQQQQQQQQQQQQQQ')
  const recorded: { last: Parsed | null } = { last: null }
  const client = dialectClient(
    provider,
    (path, headers, body) => {
      recorded.last = parse(wallet, path, headers, body)
      return Promise.resolve({ status: 200, headers: {}, body: '{}' })
    },
    hub88Side,
  )
  const calls = new Map<number, { bet: Parsed; win: Parsed }>()
  for (const p of players) {
    await client.bet(p, template)
    const bet = recorded.last!
    await client.win(p, template)
    calls.set(p.playerId, { bet, win: recorded.last! })
  }
  const apply = async (call: Parsed): Promise<string | null> => {
    try {
      if ('command' in call) {
        await applyWalletCommand(deps, provider, wallet, call.command)
        return null
      }
      const refused = (await applyWalletBatch(deps, provider, wallet, call.batch)).find((o) => !o.ok)
      return refused && !refused.ok ? `refused ${refused.refusal.code}` : null
    } catch (error) {
      if (error instanceof AppError) return `refused ${error.code}`
      throw error
    }
  }
  return {
    bet: (p, ids) => apply(renew(calls.get(p.playerId)!.bet, template, ids)),
    win: (p, ids) => apply(renew(calls.get(p.playerId)!.win, template, ids)),
  }
}

function startLoad(): Promise<ChildProcess> {
  const child = fork(new URL('./lib/provider-load.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the load process exited (${code}) before it was ready`)))
    child.on('message', (m: { op: string }) => {
      if (m.op === 'ready') resolve(child)
    })
  })
}

/**
 * A side's run, with the CPU this process (the site, and on PGlite its database) spent per call,
 * what the idle site spends meanwhile included (its tables' and Sky Aviator's loops, `idleCpu`).
 */
type Side = Driven & { siteCpuPerCall: number; builtLive?: number }

/** The site's CPU per second with nothing sent to it (ms/s), measured once before the runs. */
let idleCpu = 0

/** Runs `work` and answers its result with the site's CPU per call. */
async function measured(work: () => Promise<Driven>): Promise<Side> {
  const cpu = process.cpuUsage()
  const driven = await work()
  const used = process.cpuUsage(cpu)
  return {
    ...driven,
    siteCpuPerCall: (used.user + used.system) / 1000 / Math.max(1, driven.latencies.length),
  }
}

/** One run of the load process over HTTP (`cpuPerCall` is then the load process's own). */
function overHttp(run: Omit<LoadRun, 'op' | 'base' | 'hub88' | 'concurrency'>): Promise<Side> {
  return measured(
    () =>
      new Promise<Driven>((resolve, reject) => {
        const on = (m: { op: string; message?: string } & Driven) => {
          if (m.op !== 'done' && m.op !== 'failed') return
          load!.off('message', on)
          if (m.op === 'failed') reject(new Error(`load process: ${m.message}`))
          else resolve(m)
        }
        load!.on('message', on)
        load!.send({ op: 'run', base, hub88: hub88Side, concurrency, ...run } satisfies LoadRun)
      }),
  )
}

/** One run of the baseline, here. */
const direct = (players: DialectPlayer[], client: DialectClient, s: number) =>
  measured(() => drive(s, concurrency, liveRounds(players, client)))

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
/** Calls per second: a round is two calls (the bet and its win). */
const perSecond = (d: Driven) => (2 * d.rounds) / d.seconds

/** Throws on any refused call: a bench of refusals measures nothing. */
function accepted(side: string, d: Side): Side {
  if (d.failures > 0) throw new Error(`${side}: ${d.failures} calls refused, the first: ${d.firstFailure}`)
  return d
}

interface Figures {
  provider: BenchProvider
  callbacks: number
  postings: number
  ratio: number
  ratios: number[]
  /** Over HTTP: the load process's CPU per call, and the rounds it had to sign inside the timed runs. */
  http: Summary & { loadCpu: number; builtLive: number }
  direct: Summary
}

/** A side's latencies over its rounds, and the site's CPU per call (median of the rounds). */
interface Summary {
  p50: number
  p95: number
  siteCpu: number
}

function summary(sides: Side[]): Summary {
  const latencies = sides.flatMap((d) => d.latencies)
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    siteCpu: median(sides.map((d) => d.siteCpuPerCall)),
  }
}

let failed = false
try {
  const { db } = app
  const now = Date.now()
  for (const provider of providers) {
    const [row] = await db.select().from(gameProviders).where(eq(gameProviders.code, provider))
    await db
      .insert(games)
      .values({
        providerId: row!.id,
        gameCode: BENCH_GAME[provider],
        name: { tr: 'Bench', en: 'Bench' },
        studio: 'Bench',
        ...(provider === 'softgamings' ? { system: 998 } : {}),
      })
      .onConflictDoNothing()
  }
  const funded = await fundedBenchPlayers(db, PLAYERS, 'pv')
  const sessions = await Promise.all(
    funded.map((p) =>
      createSession(
        db,
        p.playerId,
        { ip: '127.0.0.1', userAgent: 'bench', fingerprint: null },
        new Date(now),
      ),
    ),
  )
  const playersOf = (provider: BenchProvider): DialectPlayer[] =>
    funded.map((p, i) => ({
      playerId: p.playerId,
      token: signGameToken(
        TOKENS[provider].secret(app.config.ORIGINALS_SECRET),
        { playerId: p.playerId, gameCode: BENCH_GAME[provider], sessionId: sessions[i]!.id },
        now,
        Number.POSITIVE_INFINITY,
        TOKENS[provider].ttlMs,
      ),
    }))
  load = await startLoad()
  const idleFrom = process.cpuUsage()
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const idleUsed = process.cpuUsage(idleFrom)
  idleCpu = (idleUsed.user + idleUsed.system) / 1000 / 3
  console.log(
    `providers: ${temporary ? 'PostgreSQL' : 'PGlite (embedded)'}, ${PLAYERS} players, concurrency ${concurrency}, ` +
      `${rounds} rounds × ${seconds} s a side, a round = bet 1 TL + win 0.50 TL; load average ${loadavg()[0]!.toFixed(1)}; ` +
      `the idle site uses ${idleCpu.toFixed(0)} ms of CPU a second (counted in the site CPU per call below)`,
  )

  const figures: Figures[] = []
  for (const provider of providers) {
    const players = playersOf(provider)
    // EGT's game opens with Authenticate, which binds its session to our token (over HTTP, untimed).
    const opener = dialectClient(
      provider,
      httpSend(base, provider, new Agent({ keepAlive: true })),
      hub88Side,
    )
    if (opener.open)
      for (const p of players) {
        const why = await opener.open(p)
        if (why) throw new Error(`${provider}: open refused: ${why}`)
      }
    const service = await baselineClient(provider, players)
    const calls = { http: [] as Side[], direct: [] as Side[] }
    // A second of each side first: connections opened, code compiled; counted in the ledger check only.
    const warm = [
      accepted(
        `${provider} warm-up over HTTP`,
        await overHttp({ provider, players, seconds: 1, prepared: 0 }),
      ),
      accepted(`${provider} warm-up direct`, await direct(players, service, 1)),
    ]
    // Enough signed rounds for a timed run at twice the faster side's warm-up rate (more are built live).
    const prepared = Math.ceil(2 * seconds * Math.max(...warm.map((d) => d.rounds / d.seconds))) + concurrency
    for (let r = 0; r < rounds; r++) {
      calls.http.push(
        accepted(`${provider} over HTTP`, await overHttp({ provider, players, seconds, prepared })),
      )
      calls.direct.push(accepted(`${provider} direct`, await direct(players, service, seconds)))
    }
    const ratios = calls.http.map((h, r) => perSecond(h) / perSecond(calls.direct[r]!))
    const f: Figures = {
      provider,
      callbacks: median(calls.http.map(perSecond)),
      postings: median(calls.direct.map(perSecond)),
      ratio: median(ratios),
      ratios,
      http: {
        ...summary(calls.http),
        loadCpu: median(calls.http.map((d) => d.cpuPerCall)),
        builtLive: calls.http.reduce((n, d) => n + (d.builtLive ?? 0), 0),
      },
      direct: summary(calls.direct),
    }
    figures.push(f)
    console.log(
      `${provider}: callbacks ${f.callbacks.toFixed(0)}/s (p50 ${ms(f.http.p50)}, p95 ${ms(f.http.p95)}; ` +
        `site CPU ${ms(f.http.siteCpu)}, load process CPU ${ms(f.http.loadCpu)} per call, ` +
        `${f.http.builtLive} rounds signed while timed), ` +
        `postings ${f.postings.toFixed(0)}/s (p50 ${ms(f.direct.p50)}, p95 ${ms(f.direct.p95)}; ` +
        `site CPU ${ms(f.direct.siteCpu)} per call); ratio ${f.ratio.toFixed(2)} ` +
        `(per round ${ratios.map((x) => x.toFixed(2)).join(', ')}; target >= ${TARGET}) ${f.ratio >= TARGET ? 'MET' : 'NOT MET'}`,
    )

    // The ledger after the run: Σ entries = balances, and one provider transaction per call made.
    const report = await checkLedger(db)
    const made = 2 * [...warm, ...calls.http, ...calls.direct].reduce((n, d) => n + d.rounds, 0)
    const [booked] = await db
      .select({ n: count() })
      .from(providerTransactions)
      .where(eq(providerTransactions.provider, provider))
    if (!report.ok || booked!.n !== made) {
      for (const p of report.problems) console.error(`${provider}: ${p}`)
      console.error(`${provider}: ledger check FAILED (${booked!.n} provider transactions for ${made} calls)`)
      failed = true
    } else
      console.log(
        `${provider}: ledger check passed (${report.transactions} transactions, ${report.entries} entries; ${made} calls, ${booked!.n} provider transactions)`,
      )
  }

  console.log(
    '\n| adapter | callbacks/s | postings/s | ratio (rounds) | callback p50 / p95 | posting p50 / p95 | site CPU per callback / posting |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- |')
  for (const f of figures)
    console.log(
      `| ${f.provider} | ${f.callbacks.toFixed(0)} | ${f.postings.toFixed(0)} | ${f.ratio.toFixed(2)} (${f.ratios.map((x) => x.toFixed(2)).join(', ')}) | ` +
        `${ms(f.http.p50)} / ${ms(f.http.p95)} | ${ms(f.direct.p50)} / ${ms(f.direct.p95)} | ${ms(f.http.siteCpu)} / ${ms(f.direct.siteCpu)} |`,
    )
} finally {
  load?.send({ op: 'stop' })
  await app.close()
  await temporary?.drop()
}
if (failed) process.exitCode = 1

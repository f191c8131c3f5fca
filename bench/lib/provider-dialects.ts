/**
 * The five wallet dialects as bench/providers plays them (docs/providers.md "Benchmark"): a round is
 * a bet of 1 lira and its win of 0.50, each sent through the testkit's client of that provider,
 * signed as the provider signs (RSA for Hub88, HMAC for SoftGamings and Digitain, credentials in the
 * body for EGT's XML and EveryMatrix). The load process sends them over HTTP; the bench itself sends
 * them into a recording transport and parses them with the adapter, for its baseline's commands.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { request, type Agent } from 'node:http'
import {
  DigitainClient,
  EgtClient,
  EveryMatrixClient,
  Hub88Client,
  SoftGamingsClient,
  type EgtGame,
} from '@galata/testkit'

export const BENCH_PROVIDERS = ['hub88', 'softgamings', 'egt', 'digitain', 'everymatrix'] as const
export type BenchProvider = (typeof BENCH_PROVIDERS)[number]

/** A player as the provider knows it: our id and the game token launch would have handed over. */
export interface DialectPlayer {
  playerId: number
  token: string
}

/** One round's ids (letters and digits, 32 at most: every dialect's id rule allows them). */
export interface RoundIds {
  bet: string
  win: string
  round: string
}

/** The RSA keys of Hub88's side of the bench: Hub88's private key signs, our public key checks. */
export interface Hub88Side {
  hub88PrivateKey: string
  operatorPublicKey: string
}

export type Send = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}>

/** A round's two callbacks, each answering null when accepted, else what came back. */
export interface DialectClient {
  bet(p: DialectPlayer, ids: RoundIds): Promise<string | null>
  win(p: DialectPlayer, ids: RoundIds): Promise<string | null>
  /** EGT's first call of a game, which binds its session to our token (docs/providers.md "EGT"). */
  open?(p: DialectPlayer): Promise<string | null>
}

/** The game each provider's rounds play, listed in its catalogue by the bench. */
export const BENCH_GAME: Record<BenchProvider, string> = {
  hub88: 'bench_hub88',
  softgamings: 'bench_softgamings',
  egt: '9001',
  digitain: 'bench-digitain',
  everymatrix: 'bench-everymatrix',
}

const SOFTGAMINGS_SECRET = 'bench-onewallet-secret-0123456789'
const EGT = { username: 'egt-bench', password: 'egt-bench-password', portalCode: 'BenchTRY' }
const DIGITAIN = { operatorId: 'BENCH01', key: 'bench-digitain-key-0123456789' }
const EVERYMATRIX = { login: 'em-bench', password: 'em-bench-password-0123' }

/** The app's settings for the five adapters; the launch urls are never called by the bench. */
export function providerSettings(keys: { hub88PublicKey: string; operatorPrivateKey: string }) {
  const nowhere = 'http://127.0.0.1:9'
  return {
    HUB88_OPERATOR_ID: '4242',
    HUB88_PUBLIC_KEY: keys.hub88PublicKey,
    HUB88_PRIVATE_KEY: keys.operatorPrivateKey,
    HUB88_API_URL: nowhere,
    SOFTGAMINGS_API_URL: nowhere,
    SOFTGAMINGS_API_KEY: 'bench-key',
    SOFTGAMINGS_API_PASSWORD: 'bench-password',
    SOFTGAMINGS_SERVER_IP: '127.0.0.1',
    SOFTGAMINGS_HMAC_SECRET: SOFTGAMINGS_SECRET,
    EGT_USERNAME: EGT.username,
    EGT_PASSWORD: EGT.password,
    EGT_PORTAL_CODE: EGT.portalCode,
    EGT_API_URL: nowhere,
    DIGITAIN_OPERATOR_ID: DIGITAIN.operatorId,
    DIGITAIN_SECRET_KEY: DIGITAIN.key,
    DIGITAIN_API_URL: nowhere,
    EVERYMATRIX_OPERATOR_ID: '2077',
    EVERYMATRIX_LOGIN: EVERYMATRIX.login,
    EVERYMATRIX_PASSWORD: EVERYMATRIX.password,
    EVERYMATRIX_LAUNCH_URL: nowhere,
  }
}

/** Null when `accepted`, else the status and the start of the body. */
const verdict = (accepted: boolean, r: { status: number; raw: string }) =>
  accepted ? null : `HTTP ${r.status}: ${r.raw.slice(0, 300)}`

const egtGame = (p: DialectPlayer): EgtGame => ({
  playerId: String(p.playerId),
  sessionId: `egt-bench-${p.playerId}`,
  gameId: BENCH_GAME.egt,
})

/** The client of `provider` over `send` (paths relative to /api/providers/{provider}). */
export function dialectClient(provider: BenchProvider, send: Send, hub88: Hub88Side): DialectClient {
  switch (provider) {
    case 'hub88': {
      const c = new Hub88Client({
        hub88PrivateKey: hub88.hub88PrivateKey,
        operatorPublicKey: hub88.operatorPublicKey,
        transport: send,
      })
      const ok = (r: Awaited<ReturnType<Hub88Client['send']>>) =>
        verdict(r.body.status === 'RS_OK' && r.signed === true, r)
      const base = (p: DialectPlayer, ids: RoundIds) => ({
        user: String(p.playerId),
        token: p.token,
        round: ids.round,
        game_code: BENCH_GAME.hub88,
      })
      // Units: 100,000 per lira (docs/providers.md "Hub88").
      return {
        bet: async (p, ids) =>
          ok(await c.bet({ ...base(p, ids), transaction_uuid: ids.bet, amount: 100_000 })),
        win: async (p, ids) =>
          ok(
            await c.win({
              ...base(p, ids),
              transaction_uuid: ids.win,
              reference_transaction_uuid: ids.bet,
              amount: 50_000,
            }),
          ),
      }
    }
    case 'softgamings': {
      const c = new SoftGamingsClient({
        secret: SOFTGAMINGS_SECRET,
        transport: (h, b) => send('/onewallet', h, b),
      })
      const ok = (r: Awaited<ReturnType<SoftGamingsClient['send']>>) =>
        verdict(r.body.status === 'OK' && r.signed, r)
      const base = (p: DialectPlayer, ids: RoundIds) => ({
        userid: `galata_${p.playerId}`,
        i_extparam: p.token,
        i_gameid: ids.round,
      })
      // Decimal lira as text; a credit names its round, not the debit (docs/providers.md "SoftGamings").
      return {
        bet: async (p, ids) => ok(await c.debit({ ...base(p, ids), tid: ids.bet, amount: '1.00' })),
        win: async (p, ids) => ok(await c.credit({ ...base(p, ids), tid: ids.win, amount: '0.50' })),
      }
    }
    case 'egt': {
      const c = new EgtClient({ ...EGT, transport: (action, h, b) => send(`/${action}`, h, b) })
      const ok = (r: Awaited<ReturnType<EgtClient['send']>>) => verdict(r.body.ErrorCode === '1000', r)
      // Kuruş; a Deposit names its round (GameNumber), not the Withdraw (docs/providers.md "EGT").
      return {
        open: async (p) => ok(await c.authenticate(egtGame(p), p.token)),
        bet: async (p, ids) =>
          ok(await c.withdraw(egtGame(p), { transferId: ids.bet, gameNumber: ids.round, amount: 100 })),
        win: async (p, ids) =>
          ok(await c.deposit(egtGame(p), { transferId: ids.win, gameNumber: ids.round, amount: 50 })),
      }
    }
    case 'digitain': {
      const c = new DigitainClient({ ...DIGITAIN, transport: send })
      const ok = (r: Awaited<ReturnType<DigitainClient['send']>>) =>
        verdict(r.body.errorCode === 1 && r.body.items?.[0]?.errorCode === 1 && r.signed, r)
      const base = (p: DialectPlayer, ids: RoundIds) => ({
        token: p.token,
        playerId: String(p.playerId),
        roundId: ids.round,
        gameId: BENCH_GAME.digitain,
      })
      // Decimal lira as JSON numbers; one item per call (docs/providers.md "Digitain").
      return {
        bet: async (p, ids) => ok(await c.bet({ ...base(p, ids), txId: ids.bet, betAmount: 1 })),
        win: async (p, ids) =>
          ok(await c.win({ ...base(p, ids), txId: ids.win, betTxId: ids.bet, winAmount: 0.5 })),
      }
    }
    case 'everymatrix': {
      const c = new EveryMatrixClient({ ...EVERYMATRIX, transport: (h, b) => send('/ApiRequest', h, b) })
      const ok = (r: Awaited<ReturnType<EveryMatrixClient['send']>>) => verdict(r.body.ReturnCode === 0, r)
      const base = (p: DialectPlayer, ids: RoundIds) => ({
        SessionId: p.token,
        ExternalUserId: String(p.playerId),
        RoundId: ids.round,
        EMGameId: BENCH_GAME.everymatrix,
      })
      // Decimal lira; a result names its round (docs/providers.md "EveryMatrix").
      return {
        bet: async (p, ids) => ok(await c.wager({ ...base(p, ids), TransactionId: ids.bet, Amount: 1 })),
        win: async (p, ids) => ok(await c.result({ ...base(p, ids), TransactionId: ids.win, Amount: 0.5 })),
      }
    }
  }
}

/**
 * Sends over HTTP to the site at `base` on `agent`'s keep-alive connections: node:http rather than
 * fetch, whose own CPU per call (a few ms on the loaded machine) would weigh in the load process.
 */
export function httpSend(base: string, provider: BenchProvider, agent: Agent): Send {
  return (path, headers, body) =>
    new Promise((resolve, reject) => {
      const bytes = Buffer.from(body, 'utf8')
      const req = request(
        `${base}/api/providers/${provider}${path}`,
        { method: 'POST', agent, headers: { ...headers, 'content-length': String(bytes.length) } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          )
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(bytes)
    })
}

/** A round's ids around `suffix` (fresh by default): the bet, its win and their round. */
export function roundIds(suffix: string = randomBytes(12).toString('hex')): RoundIds {
  return { bet: `b${suffix}`, win: `w${suffix}`, round: `r${suffix}` }
}

export interface Driven {
  rounds: number
  seconds: number
  /** Every call's time, bets and wins alike, in ms. */
  latencies: number[]
  failures: number
  firstFailure: string | null
  /** CPU time this process used per call, in ms. */
  cpuPerCall: number
}

/** A round to play: its bet, then its win, each answering null when accepted. */
export interface Round {
  bet(): Promise<string | null>
  win(): Promise<string | null>
}

/** Rounds of `client` for a player drawn at random, with fresh ids. */
export function liveRounds(players: readonly DialectPlayer[], client: DialectClient): () => Round {
  return () => {
    const p = players[randomInt(players.length)]!
    const ids = roundIds()
    return { bet: () => client.bet(p, ids), win: () => client.win(p, ids) }
  }
}

/**
 * `next()`'s rounds, a bet and then its win, on `concurrency` loops for `seconds`: the load process
 * drives the HTTP calls with it, the bench its baseline, alike.
 */
export async function drive(seconds: number, concurrency: number, next: () => Round): Promise<Driven> {
  const out: Driven = { rounds: 0, seconds: 0, latencies: [], failures: 0, firstFailure: null, cpuPerCall: 0 }
  const timed = async (call: () => Promise<string | null>) => {
    const t = performance.now()
    const why = await call()
    out.latencies.push(performance.now() - t)
    if (why === null) return
    out.failures++
    out.firstFailure ??= why
  }
  const cpu = process.cpuUsage()
  const started = performance.now()
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const round = next()
        await timed(() => round.bet())
        await timed(() => round.win())
        out.rounds++
      }
    }),
  )
  out.seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  out.cpuPerCall = (used.user + used.system) / 1000 / Math.max(1, out.latencies.length)
  return out
}

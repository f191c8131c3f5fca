import { randomBytes, randomUUID } from 'node:crypto'
import {
  DigitainClient,
  digitainSigned,
  digitainTimestampOf,
  signDigitainMessage,
  type DigitainPath,
  type DigitainReply,
  type DigitainTransport,
} from '../providers/digitain.js'
import { simGame } from './games.js'
import type { SimCall, SimDialect, SimFault, SimRoundReport, SimSession } from './dialect.js'
import { backgroundRetries, failureOf, walletPost } from './wallet-calls.js'

/*
 * Digitain's side (docs/providers.md "Digitain" and "Simulator"): its game-session call
 * (`POST /creategamesession`, signed as every Digitain message is, answered `{errorCode: 1, url}`),
 * and the wallet callbacks it sends the operator with the testkit's client: JSON signed with
 * HMAC-SHA256(key, timestamp + operatorId), amounts in decimal lira, several items per money call.
 * An instant round is one atomic `betwin`. Digitain publishes no retry or timeout rules: the ones
 * here are our assumption (docs/providers.md "Simulator", Digitain's rules).
 */

/** Digitain's timeout on a wallet call (assumed; a demo site raises it, providers/simulator.ts). */
export const DIGITAIN_CALL_TIMEOUT_MS = 3_000
/** Sends of a `betwin` or a `win` that got no answer, the first included (assumed). */
const RESEND_ATTEMPTS = 3
const REFUND_ATTEMPTS = 100
const REFUND_BACKOFF_MAX_MS = 60_000
const OK = 1
/** Codes that say why a bet was refused, in the page's words: 6 low balance, 5 blocked or a limit. */
const REFUSAL: Record<number, 'funds' | 'limit'> = { 6: 'funds', 5: 'limit' }

export interface DigitainDialectOptions {
  operatorId: string
  /** The HMAC key Digitain and the operator share. */
  key: string
  /** The operator's wallet base url, `{site}/api/providers/digitain`; read at each call (known after listen). */
  walletUrl: () => string | null
  timeoutMs?: number
  onError?: (err: unknown) => void
}

/** Digitain's demo games in the simulator. */
const GAMES: readonly string[] = ['sim-crystal-wheel']

/** Kuruş as Digitain's decimal lira, written from the digits (no float arithmetic on money). */
export function digitainLira(kurus: number): number {
  const digits = String(kurus).padStart(3, '0')
  return Number(`${digits.slice(0, -2)}.${digits.slice(-2)}`)
}

/** Digitain's decimal lira as whole kuruş, read from the number's digits (a fraction of a kuruş is dropped). */
export function kurusOfDigitain(lira: number): number {
  const [whole, fraction = ''] = String(lira).split('.')
  return Number(`${whole}${`${fraction}00`.slice(0, 2)}`)
}

type Outcome = { reply: DigitainReply } | { failure: 'timeout' | 'network' | 'unsigned' | `http ${number}` }

export function digitainDialect(o: DigitainDialectOptions): SimDialect {
  const timeoutMs = o.timeoutMs ?? DIGITAIN_CALL_TIMEOUT_MS
  const retries = backgroundRetries({
    attempts: REFUND_ATTEMPTS,
    maxWaitMs: REFUND_BACKOFF_MAX_MS,
    ...(o.onError ? { onError: o.onError } : {}),
  })
  const transport: DigitainTransport = walletPost(o.walletUrl, timeoutMs)
  const client = new DigitainClient({ operatorId: o.operatorId, key: o.key, transport })

  /** One call; an answer whose signature does not check is a failure like any other. */
  async function call(send: () => Promise<DigitainReply>): Promise<Outcome> {
    try {
      const reply = await send()
      if (reply.status !== 200) return { failure: `http ${reply.status}` }
      // A refusal of the call's signature is answered signed with the operator's key all the same.
      if (!reply.signed) return { failure: 'unsigned' }
      return { reply }
    } catch (err) {
      return { failure: failureOf(err) }
    }
  }

  /** The errorCode of item `n` (a refusal of the whole call has no items: its own code). */
  const codeOf = (out: Outcome, n = 0): number | null => {
    if (!('reply' in out)) return null
    const item = out.reply.body.items?.[n]
    return item ? item.errorCode : out.reply.body.errorCode
  }
  const statusOf = (out: Outcome, n = 0) => ('reply' in out ? String(codeOf(out, n)) : out.failure)
  const kurus = (out: Outcome, n = 0): number | null => {
    if (!('reply' in out)) return null
    const balance = out.reply.body.items?.[n]?.balance ?? out.reply.body.balance
    return typeof balance === 'number' ? kurusOfDigitain(balance) : null
  }

  /** A `betwin` or `win`, sent again with the same txId while it gets no answer (assumed rule). */
  async function resend(
    path: DigitainPath,
    txId: string,
    calls: SimCall[],
    send: () => Promise<DigitainReply>,
    dropFirst: boolean,
  ) {
    let out: Outcome = { failure: 'network' }
    for (let attempt = 1; attempt <= RESEND_ATTEMPTS; attempt++) {
      out = await call(send)
      // The timeout fault drops the first answer as if it never came, so the call goes again.
      if (dropFirst && attempt === 1) {
        calls.push({ path, transactionId: txId, status: 'timeout' })
        continue
      }
      calls.push({ path, transactionId: txId, status: statusOf(out) })
      if ('reply' in out || out.failure === 'unsigned' || out.failure.startsWith('http 4')) break
    }
    return out
  }

  /** A refund owed: sent now, and again with a growing back-off while it does not answer 1. */
  async function refund(session: SimSession, betId: string, roundId: string, calls: SimCall[]) {
    const refundId = randomUUID()
    const send = () =>
      call(() =>
        client.refund({
          txId: refundId,
          originalTxId: betId,
          token: session.token,
          playerId: session.user,
          roundId,
          gameId: session.gameCode,
        }),
      )
    const first = await send()
    calls.push({ path: '/refund', transactionId: refundId, status: statusOf(first) })
    if (codeOf(first) !== OK) retries.retry(async () => codeOf(await send()) === OK)
    return first
  }

  async function balanceOf(session: SimSession): Promise<number | null> {
    const out = await call(() => client.getBalance(session.token, session.user, session.gameCode))
    return codeOf(out) === OK ? kurus(out) : null
  }

  /** The report of a round whose bet did not go through: refused (a signed refusal), or refunded (no answer). */
  async function unsettled(
    session: SimSession,
    betId: string,
    roundId: string,
    out: Outcome,
    calls: SimCall[],
  ): Promise<SimRoundReport> {
    const code = codeOf(out)
    if (code !== null) {
      // A signed refusal wrote nothing: Digitain owes no refund for it (assumed rule).
      const refusal = REFUSAL[code]
      const state = code === 14 ? 'cancelled' : 'refused'
      // A refusal of the whole call carries no balance: the page asks for it.
      const balance = kurus(out) ?? (await balanceOf(session))
      return { state, status: String(code), ...(refusal ? { reason: refusal } : {}), balance, calls }
    }
    const refunded = await refund(session, betId, roundId, calls)
    return { state: 'cancelled', status: statusOf(out), balance: kurus(refunded), calls }
  }

  return {
    provider: 'digitain',
    label: 'Digitain',
    games: GAMES,
    launchPath: '/creategamesession',

    acceptLaunch(raw: Buffer) {
      // Digitain answers HTTP 200 with its errorCode, refusals included.
      const refuse = (errorCode: number) => ({ ok: false as const, status: 200, body: { errorCode } })
      let b: Record<string, unknown>
      try {
        const json: unknown = JSON.parse(raw.toString('utf8'))
        if (typeof json !== 'object' || json === null || Array.isArray(json)) return refuse(17)
        b = json as Record<string, unknown>
      } catch {
        return refuse(17)
      }
      if (b.operatorId !== o.operatorId) return refuse(15)
      if (!digitainSigned(b, o.operatorId, o.key)) return refuse(12)
      const game = typeof b.gameId === 'string' && GAMES.includes(b.gameId) ? simGame(b.gameId) : undefined
      if (!game) return refuse(11)
      if (b.currencyId !== 'TRY') return refuse(16)
      const lobby = typeof b.lobbyUrl === 'string' && /^https?:\/\//.test(b.lobbyUrl) ? b.lobbyUrl : null
      if (typeof b.playerId !== 'string' || typeof b.token !== 'string' || !lobby) return refuse(17)
      return {
        ok: true,
        session: {
          provider: 'digitain',
          user: b.playerId,
          token: b.token,
          gameCode: game.code,
          lang: b.language === 'en' ? 'en' : 'tr',
          lobbyUrl: lobby,
        },
      }
    },

    launchReply(url) {
      const timestamp = digitainTimestampOf(Date.now())
      return {
        timestamp,
        signature: signDigitainMessage(o.key, timestamp, o.operatorId),
        errorCode: OK,
        url,
      }
    },

    balance: balanceOf,

    async playRound(session, { roundId, stake, win }, fault: SimFault | null): Promise<SimRoundReport> {
      const calls: SimCall[] = []
      const betId = randomUUID()
      const common = {
        token: session.token,
        playerId: session.user,
        roundId,
        gameId: session.gameCode,
      }

      // An instant round is one atomic betwin: the bet and its win booked together or neither.
      if (fault !== 'win-twice' && fault !== 'unknown-round-win' && fault !== 'rollback-before-bet') {
        // The bad-signature fault signs with a key the operator has never seen.
        const signing = fault === 'bad-signature' ? { signature: randomBytes(32).toString('hex') } : {}
        const item = { ...common, txId: betId, betAmount: digitainLira(stake), winAmount: digitainLira(win) }
        const send = () => client.betwin(item, signing)
        const out = await resend('/betwin', betId, calls, send, fault === 'timeout-retry')
        if (codeOf(out) !== OK) return unsettled(session, betId, roundId, out, calls)
        return { state: 'settled', status: statusOf(out), balance: kurus(out), calls }
      }

      // The faults about a bet's refund or its win play the round in two steps, `bet` then `win`,
      // as Digitain does for a round settled after the bet.
      if (fault === 'rollback-before-bet') await refund(session, betId, roundId, calls)
      const bet = await call(() => client.bet({ ...common, txId: betId, betAmount: digitainLira(stake) }))
      calls.push({ path: '/bet', transactionId: betId, status: statusOf(bet) })
      if (codeOf(bet) !== OK) return unsettled(session, betId, roundId, bet, calls)

      const winId = randomUUID()
      const real = { ...common, txId: winId, betTxId: betId, winAmount: digitainLira(win) }
      let out: Outcome
      if (fault === 'unknown-round-win') {
        // One batch: a win for a bet the operator never saw beside the real one; each item answers alone.
        const strayId = randomUUID()
        const stray = {
          ...common,
          roundId: randomUUID(),
          txId: strayId,
          betTxId: randomUUID(),
          winAmount: digitainLira(stake),
        }
        out = await resend('/win', winId, [], () => client.win(stray, real), false)
        calls.push({ path: '/win', transactionId: strayId, status: statusOf(out, 0) })
        calls.push({ path: '/win', transactionId: winId, status: statusOf(out, 1) })
        return {
          state: codeOf(out, 1) === OK ? 'settled' : 'refused',
          status: statusOf(out, 1),
          balance: kurus(out, 1) ?? kurus(bet),
          calls,
        }
      }
      out = await resend('/win', winId, calls, () => client.win(real), false)
      if (fault === 'win-twice') {
        out = await call(() => client.win(real))
        calls.push({ path: '/win', transactionId: winId, status: statusOf(out) })
      }
      return {
        state: codeOf(out) === OK ? 'settled' : 'refused',
        status: statusOf(out),
        balance: kurus(out) ?? kurus(bet),
        calls,
      }
    },

    close: retries.close,
  }
}

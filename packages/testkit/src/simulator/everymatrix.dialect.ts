import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import {
  EveryMatrixClient,
  type EveryMatrixReply,
  type EveryMatrixTransport,
  type EveryMatrixTx,
} from '../providers/everymatrix.js'
import { simGame } from './games.js'
import { outcomeOf, owedCalls, roundLog, sendClosing, type SimOutcome } from './calls.js'
import type { SimCall, SimDialect, SimFault, SimLaunch, SimRoundReport } from './dialect.js'

/*
 * EveryMatrix CasinoEngine's side (docs/providers.md "EveryMatrix" and "Simulator"). Its launch is
 * no call: the operator builds a loader url, `{launch url}/Loader/Start/{operator id}/{game}?_sid=…
 * &language=…&funMode=false&casinolobbyurl=…`, which the player's browser opens; the loader starts the
 * session with GetAccount on `_sid` (the operator's answer names the player) and redirects to the
 * game page. The round's money goes as `ApiRequest` WalletDebit / WalletCredit calls, LoginName and
 * Password in the body, amounts in decimal lira. EveryMatrix publishes no retry rules; the ones
 * here are assumed (docs/providers.md "Simulator"), on Hub88's model: a wager whose outcome is
 * unknown (a timeout, a network or HTTP failure, 101, 107, 108) is refunded by a WalletCredit
 * rollback; a clear refusal (102–104, 106, 109–111) is not; a result is retried on a timeout or a
 * failure; a rollback is retried with a growing back-off until it lands.
 */

/** EveryMatrix's timeout on a wallet call (not published: assumed, as Hub88's order of magnitude). */
export const EVERYMATRIX_CALL_TIMEOUT_MS = 2_000
const RESULT_ATTEMPTS = 3
const ROLLBACK_ATTEMPTS = 500
const ROLLBACK_BACKOFF_MS = 500
const ROLLBACK_BACKOFF_MAX_MS = 60_000
const OK = 0
/** Refusals that say the wager moved nothing: it is not rolled back (assumed). */
const NO_ROLLBACK = new Set([102, 103, 104, 106, 109, 110, 111])
const REASON: Record<number, 'funds' | 'limit'> = { 104: 'funds', 109: 'limit', 110: 'limit', 111: 'limit' }

export interface EveryMatrixDialectOptions {
  /** The operator id the loader url names (EVERYMATRIX_OPERATOR_ID). */
  operatorId: string
  /** The operator's wallet credentials EveryMatrix sends (EVERYMATRIX_LOGIN / _PASSWORD). */
  login: string
  password: string
  /** The operator's wallet url, `{site}/api/providers/everymatrix/ApiRequest`; read at each call. */
  walletUrl: () => string | null
  timeoutMs?: number
  onError?: (err: unknown) => void
}

/** EveryMatrix's demo games in the simulator. */
const GAMES: readonly string[] = ['sim-bosphorus-wheel']

type Outcome = SimOutcome<EveryMatrixReply>

const LOADER_TEXT = {
  tr: { title: 'Oyun açılamadı', body: 'Bu oyun şu anda açılamıyor. Lütfen lobiye dönüp tekrar deneyin.' },
  en: {
    title: 'The game could not be opened',
    body: 'This game cannot be opened now. Please go back and try again.',
  },
}

/** Kuruş → EveryMatrix's decimal lira, from the digits (never through a float division). */
export function everyMatrixAmount(kurus: number): number {
  const digits = String(kurus).padStart(3, '0')
  return Number(`${digits.slice(0, -2)}.${digits.slice(-2)}`)
}

/** EveryMatrix's decimal lira (two decimals at most, as the operator answers) → kuruş; null if absent. */
const kurusOf = (lira: unknown) =>
  typeof lira === 'number' && Number.isFinite(lira) ? Math.round(lira * 100) : null

export function everyMatrixDialect(o: EveryMatrixDialectOptions): SimDialect {
  const timeoutMs = o.timeoutMs ?? EVERYMATRIX_CALL_TIMEOUT_MS

  const transport: EveryMatrixTransport = async (headers, body) => {
    const url = o.walletUrl()
    if (!url) throw new Error('the operator wallet url is not known yet')
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) })
    return { status: res.status, body: await res.text() }
  }
  const client = new EveryMatrixClient({ login: o.login, password: o.password, transport })
  // The bad-signature fault: EveryMatrix's credentials are its signature; a password never issued.
  const stranger = new EveryMatrixClient({
    login: o.login,
    password: randomBytes(18).toString('base64url'),
    transport,
  })

  /** One call; an answer that is not EveryMatrix's JSON is a failure like a timeout. */
  const call = (send: () => Promise<EveryMatrixReply>) =>
    outcomeOf(send, (reply) =>
      reply.status !== 200
        ? `http ${reply.status}`
        : typeof reply.body.ReturnCode !== 'number'
          ? 'http 200'
          : null,
    )
  const codeOf = (out: Outcome) => ('reply' in out ? out.reply.body.ReturnCode : null)
  const statusOf = (out: Outcome) => ('reply' in out ? String(out.reply.body.ReturnCode) : out.failure)
  const balanceOf = (out: Outcome) => ('reply' in out ? kurusOf(out.reply.body.Balance) : null)

  const owed = owedCalls({
    attempts: ROLLBACK_ATTEMPTS,
    backoffMs: ROLLBACK_BACKOFF_MS,
    backoffMaxMs: ROLLBACK_BACKOFF_MAX_MS,
    onError: o.onError,
  })
  /** A refund of the wager owed: sent now, and again with a growing back-off until it answers 0. */
  const rollBack = (tx: EveryMatrixTx, wagerId: string, calls: SimCall[]) => {
    const rollbackId = randomUUID()
    return owed.send(
      calls,
      {
        path: 'WalletCredit/rollback',
        transactionId: rollbackId,
        send: () =>
          call(() =>
            client.rollback({ ...tx, TransactionId: rollbackId, RollbackTransactionId: wagerId, Amount: 0 }),
          ),
        statusOf,
      },
      (out) => codeOf(out) === OK,
    )
  }

  const refuse = (status: number, lang: 'tr' | 'en', code: string): SimLaunch => {
    const t = LOADER_TEXT[lang]
    return {
      ok: false,
      status,
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${t.title}</title></head><body><main><h1>${t.title}</h1><p>${t.body} (${code})</p></main></body></html>`,
    }
  }

  return {
    provider: 'everymatrix',
    label: 'EveryMatrix',
    games: GAMES,
    launchPath: /^\/Loader\/Start\//,
    launchMethod: 'GET',
    launchContentType: 'text/html; charset=utf-8',

    async acceptLaunch(_raw: Buffer, _headers: IncomingHttpHeaders, url: URL) {
      const q = url.searchParams
      const lang = q.get('language') === 'en' ? 'en' : 'tr'
      const [operatorId, gameCode, ...rest] = url.pathname
        .slice('/Loader/Start/'.length)
        .split('/')
        .map(decodeURIComponent)
      if (operatorId !== o.operatorId || rest.length > 0) return refuse(404, lang, 'operator')
      const game = gameCode && GAMES.includes(gameCode) ? simGame(gameCode) : undefined
      if (!game) return refuse(404, lang, 'game')
      // Fun mode plays no money of the operator's: the simulator offers real play only.
      if (q.get('funMode') !== 'false') return refuse(400, lang, 'funMode')
      const lobby = q.get('casinolobbyurl') ?? ''
      const sid = q.get('_sid') ?? ''
      if (!/^https?:\/\//.test(lobby) || !sid) return refuse(400, lang, 'parameters')
      // The session starts with GetAccount on the token: the operator names its player, or refuses.
      const account = await call(() => client.getAccount(sid))
      const user = 'reply' in account ? account.reply.body.ExternalUserId : undefined
      if (codeOf(account) !== OK || typeof user !== 'string' || !user)
        return refuse(403, lang, statusOf(account))
      return {
        ok: true,
        session: { provider: 'everymatrix', user, token: sid, gameCode: game.code, lang, lobbyUrl: lobby },
      }
    },

    async balance(session) {
      const out = await call(() => client.getBalance(session.token, session.user))
      return codeOf(out) === OK ? balanceOf(out) : null
    },

    async playRound(session, { roundId, stake, win }, fault: SimFault | null): Promise<SimRoundReport> {
      const calls: SimCall[] = []
      const wagerId = randomUUID()
      const tx = {
        SessionId: session.token,
        ExternalUserId: session.user,
        RoundId: roundId,
        EMGameId: session.gameCode,
        Currency: 'TRY',
      }
      const { record, log } = roundLog(calls, statusOf)

      // A rollback arriving before its wager: the operator keeps a tombstone and refuses the wager.
      if (fault === 'rollback-before-bet') await rollBack(tx, wagerId, calls)

      const sender = fault === 'bad-signature' ? stranger : client
      const wager = log(
        'WalletDebit/wager',
        wagerId,
        await call(() => sender.wager({ ...tx, TransactionId: wagerId, Amount: everyMatrixAmount(stake) })),
      )
      const wagerCode = codeOf(wager)
      if (wagerCode !== OK) {
        const reason = wagerCode === null ? undefined : REASON[wagerCode]
        const refusal = { status: statusOf(wager), ...(reason ? { reason } : {}) }
        if (wagerCode !== null && NO_ROLLBACK.has(wagerCode))
          return { state: 'refused', ...refusal, balance: balanceOf(wager), calls }
        const rolled = await rollBack(tx, wagerId, calls)
        return { state: 'cancelled', ...refusal, balance: balanceOf(rolled) ?? balanceOf(wager), calls }
      }

      // A result for a round the operator never saw: it must answer 108 and book nothing.
      if (fault === 'unknown-round-win') {
        const strayId = randomUUID()
        log(
          'WalletCredit/result',
          strayId,
          await call(() =>
            client.result({
              ...tx,
              RoundId: randomUUID(),
              TransactionId: strayId,
              Amount: everyMatrixAmount(stake),
            }),
          ),
        )
      }

      // The result closes the round (0 for a loss), sent again on a timeout or a failure.
      const resultId = randomUUID()
      const out = await sendClosing(
        () => call(() => client.result({ ...tx, TransactionId: resultId, Amount: everyMatrixAmount(win) })),
        (attempt) => record('WalletCredit/result', resultId, attempt),
        fault,
        RESULT_ATTEMPTS,
      )
      return {
        state: codeOf(out) === OK ? 'settled' : 'refused',
        status: statusOf(out),
        balance: balanceOf(out) ?? balanceOf(wager),
        calls,
      }
    },

    close: () => owed.close(),
  }
}

import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import {
  HUB88_SIGNATURE,
  Hub88Client,
  verifyHub88Body,
  type Hub88Path,
  type Hub88Reply,
  type Hub88Transport,
} from '../providers/hub88.js'
import { simGame } from './games.js'
import type { SimCall, SimDialect, SimFault, SimRoundReport, SimSession } from './dialect.js'
import { backgroundRetries, failureOf, walletPost } from './wallet-calls.js'
import { sendClosing, type SimOutcome } from './calls.js'

/*
 * Hub88's side (docs/providers.md "Hub88" and "Simulator"): its operator API's launch call
 * (`/operator/generic/v2/game/url`, signed by the operator), and the wallet callbacks it sends the
 * operator, signed with Hub88's key, amounts ×100,000 per lira. Its retry rules (research
 * §2.3): a bet that times out or answers anything but RS_OK is rolled back, except
 * RS_ERROR_NOT_ENOUGH_MONEY and RS_ERROR_LIMIT_REACHED; a win is retried on a timeout or a network
 * failure; a rollback is retried with a growing back-off until it lands (up to 500 times).
 */

export const HUB88_UNITS_PER_KURUS = 1_000
/** Hub88's timeout on a wallet call (the 1 s quoted in public code; research §2.3, unverified). */
export const HUB88_CALL_TIMEOUT_MS = 1_000
const WIN_ATTEMPTS = 3
const ROLLBACK_ATTEMPTS = 500
const ROLLBACK_BACKOFF_MAX_MS = 60_000
/** Refusals after which Hub88 does not roll the bet back (research §2.3). */
const NO_ROLLBACK = new Set(['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED'])

export interface Hub88DialectOptions {
  operatorId: number
  /** Hub88's private key: signs the wallet callbacks. */
  hub88PrivateKey: string | KeyObject
  /** The operator's public key: checks its launch calls and its answers. */
  operatorPublicKey: string | KeyObject
  /** The operator's wallet base url, `{site}/api/providers/hub88`; read at each call (known after listen). */
  walletUrl: () => string | null
  timeoutMs?: number
  onError?: (err: unknown) => void
}

/** Hub88's demo games in the simulator. */
const GAMES: readonly string[] = ['sim-star-fruits', 'sim-high-low', 'sim-lucky-wheel']

type Outcome = SimOutcome<Hub88Reply>

export function hub88Dialect(o: Hub88DialectOptions): SimDialect {
  const timeoutMs = o.timeoutMs ?? HUB88_CALL_TIMEOUT_MS
  const retries = backgroundRetries({
    attempts: ROLLBACK_ATTEMPTS,
    maxWaitMs: ROLLBACK_BACKOFF_MAX_MS,
    ...(o.onError ? { onError: o.onError } : {}),
  })
  const transport: Hub88Transport = walletPost(o.walletUrl, timeoutMs)
  const client = new Hub88Client({
    hub88PrivateKey: o.hub88PrivateKey,
    operatorPublicKey: o.operatorPublicKey,
    transport,
  })
  // The bad-signature fault signs with a key the operator has never seen.
  let strangerClient: Hub88Client | null = null
  const stranger = () =>
    (strangerClient ??= new Hub88Client({
      hub88PrivateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
      operatorPublicKey: o.operatorPublicKey,
      transport,
    }))

  /** One call; a reply whose signature does not check is a failure like any other (Hub88 trusts none). */
  async function call(send: () => Promise<Hub88Reply>): Promise<Outcome> {
    try {
      const reply = await send()
      if (reply.status !== 200) return { failure: `http ${reply.status}` }
      if (reply.signed === false) return { failure: 'http 200' }
      return { reply }
    } catch (err) {
      return { failure: failureOf(err) }
    }
  }

  const statusOf = (out: Outcome) => ('reply' in out ? out.reply.body.status : out.failure)
  /** A money call as the round report lists it (dialect.ts `SimCall`): booked when Hub88 saw RS_OK. */
  const moneyCall = (
    path: Hub88Path,
    transactionId: string,
    out: Outcome,
    money: { kind: 'bet' | 'win' | 'rollback'; amount: number; refId?: string },
  ): SimCall => ({
    path,
    transactionId,
    status: statusOf(out),
    ...money,
    at: new Date().toISOString(),
    booked: statusOf(out) === 'RS_OK',
  })
  const kurus = (out: Outcome) =>
    'reply' in out && typeof out.reply.body.balance === 'number'
      ? Math.floor(out.reply.body.balance / HUB88_UNITS_PER_KURUS)
      : null

  /** A rollback owed: sent now, and again with a growing back-off while it does not answer RS_OK. */
  async function rollBack(
    session: SimSession,
    betId: string,
    stake: number,
    round: string,
    calls: SimCall[],
  ) {
    const rollbackId = randomUUID()
    const send = () =>
      call(() =>
        client.rollback({
          user: session.user,
          token: session.token,
          transaction_uuid: rollbackId,
          reference_transaction_uuid: betId,
          round,
          game_code: session.gameCode,
        }),
      )
    const rollbackCall = (out: Outcome) =>
      moneyCall('/transaction/rollback', rollbackId, out, { kind: 'rollback', amount: stake, refId: betId })
    const first = await send()
    calls.push(rollbackCall(first))
    // A late rollback that lands joins its round's calls: the day's report lists it.
    if (statusOf(first) !== 'RS_OK')
      retries.retry(async () => {
        const out = await send()
        if (statusOf(out) !== 'RS_OK') return false
        calls.push(rollbackCall(out))
        return true
      })
    return first
  }

  return {
    provider: 'hub88',
    label: 'Hub88',
    games: GAMES,
    launchPath: '/operator/generic/v2/game/url',

    acceptLaunch(raw: Buffer, headers: IncomingHttpHeaders) {
      const signature = headers[HUB88_SIGNATURE]
      if (typeof signature !== 'string' || !verifyHub88Body(o.operatorPublicKey, raw, signature))
        return { ok: false, status: 401, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } }
      let b: Record<string, unknown>
      try {
        b = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
      } catch {
        return { ok: false, status: 400, body: { status: 'RS_ERROR_WRONG_SYNTAX' } }
      }
      if (b.operator_id !== o.operatorId)
        return { ok: false, status: 400, body: { status: 'RS_ERROR_INVALID_PARTNER' } }
      const game =
        typeof b.game_code === 'string' && GAMES.includes(b.game_code) ? simGame(b.game_code) : undefined
      if (!game) return { ok: false, status: 400, body: { status: 'RS_ERROR_INVALID_GAME' } }
      if (b.currency !== 'TRY') return { ok: false, status: 400, body: { status: 'RS_ERROR_WRONG_CURRENCY' } }
      const lobby = typeof b.lobby_url === 'string' && /^https?:\/\//.test(b.lobby_url) ? b.lobby_url : null
      if (typeof b.user !== 'string' || typeof b.token !== 'string' || !lobby)
        return { ok: false, status: 400, body: { status: 'RS_ERROR_WRONG_TYPES' } }
      return {
        ok: true,
        session: {
          provider: 'hub88',
          user: b.user,
          token: b.token,
          gameCode: game.code,
          lang: b.lang === 'en' ? 'en' : 'tr',
          lobbyUrl: lobby,
        },
      }
    },

    launchReply: (url) => ({ url }),

    async balance(session) {
      const out = await call(() => client.balance(session.user, session.token, session.gameCode))
      return statusOf(out) === 'RS_OK' ? kurus(out) : null
    },

    async playRound(session, { roundId, stake, win }, fault: SimFault | null): Promise<SimRoundReport> {
      const calls: SimCall[] = []
      const betId = randomUUID()
      const tx = { user: session.user, token: session.token, round: roundId, game_code: session.gameCode }
      const log = (
        path: Hub88Path,
        transactionId: string,
        out: Outcome,
        money: { kind: 'bet' | 'win'; amount: number; refId?: string },
      ) => {
        calls.push(moneyCall(path, transactionId, out, money))
        return out
      }

      // A rollback arriving before its bet: the operator keeps a tombstone and must refuse the bet.
      if (fault === 'rollback-before-bet') await rollBack(session, betId, stake, roundId, calls)

      const betSender = fault === 'bad-signature' ? stranger() : client
      const bet = log(
        '/transaction/bet',
        betId,
        await call(() =>
          betSender.bet({ ...tx, transaction_uuid: betId, amount: stake * HUB88_UNITS_PER_KURUS }),
        ),
        { kind: 'bet', amount: stake },
      )
      const betStatus = statusOf(bet)
      if (betStatus !== 'RS_OK') {
        if (NO_ROLLBACK.has(betStatus))
          return {
            state: 'refused',
            status: betStatus,
            reason: betStatus === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 'funds' : 'limit',
            balance: kurus(bet),
            calls,
          }
        const rolled = await rollBack(session, betId, stake, roundId, calls)
        return { state: 'cancelled', status: betStatus, balance: kurus(rolled) ?? kurus(bet), calls }
      }

      // A win for a round the operator never saw: it must answer RS_ERROR_TRANSACTION_DOES_NOT_EXIST.
      if (fault === 'unknown-round-win') {
        const strayId = randomUUID()
        log(
          '/transaction/win',
          strayId,
          await call(() =>
            client.win({
              ...tx,
              round: randomUUID(),
              transaction_uuid: strayId,
              reference_transaction_uuid: randomUUID(),
              amount: stake * HUB88_UNITS_PER_KURUS,
            }),
          ),
          { kind: 'win', amount: stake },
        )
      }

      // The win closes the round (amount 0 for a loss), retried on a timeout or a network failure.
      const winId = randomUUID()
      const sendWin = () =>
        call(() =>
          client.win({
            ...tx,
            transaction_uuid: winId,
            reference_transaction_uuid: betId,
            amount: win * HUB88_UNITS_PER_KURUS,
            round_closed: true,
          }),
        )
      const winCall = { kind: 'win', amount: win, refId: betId } as const
      const out = await sendClosing(
        sendWin,
        (attempt) => {
          const entry = moneyCall('/transaction/win', winId, attempt, winCall)
          calls.push(entry)
          return entry
        },
        fault,
        WIN_ATTEMPTS,
      )
      const status = statusOf(out)
      // A late rollback of the settled round's bet (Hub88 sends one when its own record of the bet
      // timed out): the operator answers RS_OK and reverses nothing (docs/providers.md "Hub88").
      if (fault === 'rollback-after-win' && status === 'RS_OK') {
        const late = await rollBack(session, betId, stake, roundId, calls)
        return { state: 'settled', status, balance: kurus(late) ?? kurus(out) ?? kurus(bet), calls }
      }
      return {
        state: status === 'RS_OK' ? 'settled' : 'refused',
        status,
        balance: kurus(out) ?? kurus(bet),
        calls,
      }
    },

    close: retries.close,
  }
}

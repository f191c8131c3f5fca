import { randomUUID } from 'node:crypto'
import {
  EGT_GAME_URL_PATH,
  EgtClient,
  fetchTransport,
  gameUrlAnswer,
  gameUrlRefusal,
  readGameUrlRequest,
  type EgtCredentials,
  type EgtGame,
  type EgtReply,
} from '../providers/egt.js'
import { simGame } from './games.js'
import type { SimCall, SimDialect, SimFault, SimRoundReport, SimSession } from './dialect.js'
import { outcomeOf, owedCalls, roundLog, sendClosing, type SimOutcome } from './calls.js'

/*
 * EGT Interactive's side (docs/providers.md "EGT" and "Simulator"): its game server's launch call
 * (`POST /GetGameUrl`, XML with the operator's UserName, Password and PortalCode, checked by the
 * testkit's reader as its stand-in does), and the XML wallet calls EGT sends the operator with its
 * credentials in the body, amounts in kuruş (EGT's minor units). A game first authenticates with
 * the launch's DefenceCode under a SessionId of EGT's own, then names only that SessionId.
 *
 * EGT publishes no retry or timeout rules: these are assumed, modelled on Hub88's (research §2.3)
 * and on EGT's status codes (docs/providers.md "Simulator", EGT). A round is one WithdrawAndDeposit
 * (bet and win, both or neither) unless a fault needs the two steps, Withdraw then Deposit. A bet
 * (either call) that gets no answer or is answered anything but 1000 / 1100 is cancelled (`Deposit`
 * ROUND_CANCEL with its TransferId), except 3100 (funds or an expired session) and 3300–3500
 * (limits), which took nothing; the call that closes the round (WithdrawAndDeposit, Deposit) is
 * retried on a timeout, a network failure or a 5xx; a cancel that does not land is retried with a
 * growing back-off.
 */

/** EGT's timeout on a wallet call (assumed: none is published). */
export const EGT_CALL_TIMEOUT_MS = 3_000
const DEPOSIT_ATTEMPTS = 3
const CANCEL_ATTEMPTS = 500
const CANCEL_BACKOFF_MS = 500
const CANCEL_BACKOFF_MAX_MS = 60_000
/** EGT's successes: 1000 OK, and 1100 DUPLICATE (the call was done before; docs/providers.md "EGT"). */
const DONE = new Set(['1000', '1100'])
/** Refusals of a Withdraw that took nothing, so no cancel is owed (funds or expired, limits). */
const NO_CANCEL = new Set(['3100', '3300', '3400', '3500'])

export interface EgtDialectOptions {
  /** The operator's EGT credentials: its launch calls must carry them, and EGT's calls carry them. */
  credentials: EgtCredentials
  /** The operator's wallet base url, `{site}/api/providers/egt`; read at each call (known after listen). */
  walletUrl: () => string | null
  timeoutMs?: number
  onError?: (err: unknown) => void
}

/** EGT's demo game in the simulator. */
const GAMES: readonly string[] = ['sim-tulip-wheel']

type Outcome = SimOutcome<EgtReply>

/** EGT's game session for one launch: its own SessionId, bound once Authenticate answered 1000. */
interface EgtSession {
  game: EgtGame
  bound: boolean
}

export function egtDialect(o: EgtDialectOptions): SimDialect {
  const transport = fetchTransport(o.walletUrl, { timeoutMs: o.timeoutMs ?? EGT_CALL_TIMEOUT_MS })
  const client = new EgtClient({ ...o.credentials, transport })
  // The bad-signature fault: EGT signs nothing, so a Withdraw carrying a password the operator never gave.
  const stranger = new EgtClient({ ...o.credentials, password: randomUUID(), transport })
  // Keyed by the server's session object: forgotten with it.
  const sessions = new WeakMap<SimSession, EgtSession>()
  const owed = owedCalls({
    attempts: CANCEL_ATTEMPTS,
    backoffMs: CANCEL_BACKOFF_MS,
    backoffMaxMs: CANCEL_BACKOFF_MAX_MS,
    onError: o.onError,
  })

  const egtSession = (session: SimSession) => {
    let s = sessions.get(session)
    if (!s) {
      s = {
        game: { playerId: session.user, sessionId: `egt-${randomUUID()}`, gameId: session.gameCode },
        bound: false,
      }
      sessions.set(session, s)
    }
    return s
  }

  /** One call; an answer that is not EGT's XML is a failure like any other. */
  const call = (send: () => Promise<EgtReply>) =>
    outcomeOf(send, (reply) =>
      reply.status !== 200 || reply.body.root === '' ? (`http ${reply.status}` as const) : null,
    )

  const codeOf = (out: Outcome) => ('reply' in out ? (out.reply.body.ErrorCode ?? '') : null)
  const done = (out: Outcome) => DONE.has(codeOf(out) ?? '')
  const statusOf = (out: Outcome) =>
    'reply' in out
      ? `${out.reply.body.ErrorCode ?? '?'} ${out.reply.body.ErrorMessage ?? ''}`.trim()
      : out.failure
  const kurus = (out: Outcome) => {
    const balance = 'reply' in out ? out.reply.body.Balance : undefined
    return balance !== undefined && /^[0-9]{1,15}$/.test(balance) ? Number(balance) : null
  }

  /** The game's first call authenticates (binding EGT's SessionId to the DefenceCode); later ones ask the balance. */
  async function open(session: SimSession): Promise<Outcome> {
    const s = egtSession(session)
    if (s.bound) return call(() => client.balance(s.game))
    const out = await call(() => client.authenticate(s.game, session.token))
    if (codeOf(out) === '1000') s.bound = true
    return out
  }

  /** A cancel owed: sent now, and again with a growing back-off while it is not done. */
  const cancel = (s: EgtSession, betId: string, round: string, stake: number, calls: SimCall[]) =>
    owed.send(
      calls,
      {
        path: '/Deposit ROUND_CANCEL',
        transactionId: betId,
        send: () =>
          call(() =>
            client.deposit(s.game, {
              transferId: betId,
              gameNumber: round,
              amount: stake,
              reason: 'ROUND_CANCEL',
            }),
          ),
        statusOf,
      },
      done,
    )

  /**
   * A bet (Withdraw or WithdrawAndDeposit) not done: a refusal that took nothing (funds, an expired
   * session, a limit) stands; any other outcome is unknown, so the bet is cancelled.
   */
  async function unsettled(
    s: EgtSession,
    betId: string,
    round: string,
    stake: number,
    bet: Outcome,
    calls: SimCall[],
  ): Promise<SimRoundReport> {
    const betCode = codeOf(bet)
    if (betCode !== null && NO_CANCEL.has(betCode)) {
      const balance = kurus(bet)
      // 3100 is both "insufficient funds" and "expired": the balance it carries tells them apart.
      const refusal = betCode !== '3100' ? 'limit' : balance !== null && balance < stake ? 'funds' : undefined
      return {
        state: 'refused',
        status: statusOf(bet),
        balance,
        calls,
        ...(refusal ? { reason: refusal } : {}),
      }
    }
    const cancelled = await cancel(s, betId, round, stake, calls)
    return { state: 'cancelled', status: statusOf(bet), balance: kurus(cancelled) ?? kurus(bet), calls }
  }

  return {
    provider: 'egt',
    label: 'EGT',
    games: GAMES,
    launchPath: EGT_GAME_URL_PATH,
    launchContentType: 'application/xml; charset=utf-8',

    acceptLaunch(raw: Buffer) {
      // EGT answers every call HTTP 200, refusals with ErrorCode 3000.
      const refuse = (message?: string) => ({
        ok: false as const,
        status: 200,
        body: gameUrlRefusal(message),
      })
      const { fields, authorised } = readGameUrlRequest(raw.toString('utf8'), o.credentials)
      if (!authorised) return refuse()
      const game = fields.GameId && GAMES.includes(fields.GameId) ? simGame(fields.GameId) : undefined
      if (!game) return refuse('Unknown game')
      const lobby = fields.CloseUrl && /^https?:\/\//.test(fields.CloseUrl) ? fields.CloseUrl : null
      if (!fields.PlayerId || !fields.DefenceCode || !lobby) return refuse('Invalid input')
      return {
        ok: true,
        session: {
          provider: 'egt',
          user: fields.PlayerId,
          token: fields.DefenceCode,
          gameCode: game.code,
          lang: fields.Language === 'en' ? 'en' : 'tr',
          lobbyUrl: lobby,
        },
      }
    },

    launchReply: (url) => gameUrlAnswer(url),

    async balance(session) {
      const out = await open(session)
      return codeOf(out) === '1000' ? kurus(out) : null
    },

    async playRound(session, { roundId, stake, win }, fault: SimFault | null): Promise<SimRoundReport> {
      const calls: SimCall[] = []
      const s = egtSession(session)
      const { record, log } = roundLog(calls, statusOf)
      // A page that never asked its balance: the game authenticates before its first bet.
      if (!s.bound) {
        const auth = log('/Authenticate', s.game.sessionId, await open(session))
        if (codeOf(auth) !== '1000') return { state: 'refused', status: statusOf(auth), balance: null, calls }
      }

      const betId = randomUUID()
      // An instant round is one WithdrawAndDeposit: the stake and its win (0 for a loss) booked
      // together or neither, sent again with its TransferId while it gets no answer. The faults about
      // a win or a cancel play the round in two steps, Withdraw then Deposit.
      if (fault === null || fault === 'timeout-retry') {
        const out = await sendClosing(
          () =>
            call(() =>
              client.withdrawAndDeposit(s.game, {
                transferId: betId,
                gameNumber: roundId,
                amount: stake,
                winAmount: win,
              }),
            ),
          (attempt) => record('/WithdrawAndDeposit', betId, attempt),
          fault,
          DEPOSIT_ATTEMPTS,
        )
        if (!done(out)) return unsettled(s, betId, roundId, stake, out, calls)
        return { state: 'settled', status: statusOf(out), balance: kurus(out), calls }
      }

      // A cancel arriving before its Withdraw: the operator keeps a tombstone and must refuse the bet.
      if (fault === 'rollback-before-bet') await cancel(s, betId, roundId, stake, calls)

      const sender = fault === 'bad-signature' ? stranger : client
      const bet = log(
        '/Withdraw',
        betId,
        await call(() => sender.withdraw(s.game, { transferId: betId, gameNumber: roundId, amount: stake })),
      )
      if (!done(bet)) return unsettled(s, betId, roundId, stake, bet, calls)

      // A Deposit for a round the operator never saw: it must answer 3000 "Bet was not placed".
      if (fault === 'unknown-round-win') {
        const strayId = randomUUID()
        log(
          '/Deposit',
          strayId,
          await call(() =>
            client.deposit(s.game, { transferId: strayId, gameNumber: randomUUID(), amount: stake }),
          ),
        )
      }

      // The Deposit (ROUND_END) closes the round, Amount 0 for a loss; retried with the same
      // TransferId on a timeout, a network failure or a 5xx.
      const winId = randomUUID()
      const out = await sendClosing(
        () => call(() => client.deposit(s.game, { transferId: winId, gameNumber: roundId, amount: win })),
        (attempt) => record('/Deposit', winId, attempt),
        fault,
        DEPOSIT_ATTEMPTS,
      )
      return {
        state: done(out) ? 'settled' : 'refused',
        status: statusOf(out),
        balance: kurus(out) ?? kurus(bet),
        calls,
      }
    },

    close: () => owed.close(),
  }
}

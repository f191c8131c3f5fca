import { randomBytes } from 'node:crypto'
import {
  SoftGamingsClient,
  fundistAuthHtmlHashed,
  fundistAuthHtmlKey,
  type FundistApiCredentials,
  type SoftGamingsReply,
  type SoftGamingsTransport,
} from '../providers/softgamings.js'
import { simGame } from './games.js'
import { retryLater } from './wallet-calls.js'
import { roundLog, sendClosing, type SimOutcome } from './calls.js'
import type { SimCall, SimDialect, SimFault, SimRoundReport, SimSession } from './dialect.js'

/*
 * SoftGamings's side (docs/providers.md "SoftGamings" and "Simulator"): Fundist's API launch call
 * (`GET /System/Api/{KEY}/User/AuthHTML/`, md5 `Hash` checked as the testkit's stand-in checks it),
 * answered `1,<html>` whose script frames the game page; and the OneWallet callbacks to the
 * operator's one url, hmac-signed with the shared secret, amounts as decimal strings in lira.
 * Fundist's retry rules and timeouts are not public; the ones here are assumed (docs/providers.md
 * "Simulator"): a debit with no signed answer, or refused for anything but funds, a limit or a
 * blocked player, is cancelled (a credit naming it in `i_rollback`), and the cancel is retried with
 * a growing back-off until it lands; a credit is retried, same `tid`, on a timeout, a network failure
 * or a 5xx. A settled round ends with its `roundinfo`.
 */

/** Fundist's timeout on a OneWallet call (not public; assumed). */
export const SOFTGAMINGS_CALL_TIMEOUT_MS = 10_000
const CREDIT_ATTEMPTS = 3
const CANCEL_ATTEMPTS = 500
const CANCEL_BACKOFF_MS = 500
const CANCEL_BACKOFF_MAX_MS = 60_000
/** Refusals after which the debit moved nothing and is not cancelled (docs/providers.md "SoftGamings"). */
const NO_CANCEL = new Set(['Insufficient funds', 'Limit reached', 'User blocked'])
/** The refusals the page words for the player. */
const REASON: Record<string, 'funds' | 'limit'> = { 'Insufficient funds': 'funds', 'Limit reached': 'limit' }
/** The `System` the simulator's games are launched under (Fundist's merchant id; ours to pick). */
export const SIM_SOFTGAMINGS_SYSTEM = 9100
/** Fundist's `{code},{message}` refusal lines, as the testkit's stand-in answers them. */
const REFUSED = {
  request: '34,Invalid Request',
  hash: '15,Wrong hash',
  game: '21,Game is not available',
} as const

const GAMES: readonly string[] = ['sim-golden-compass']

/** What the game page's frame says while it loads, in the launch's language. */
const LOADING = { tr: 'Oyun yükleniyor…', en: 'Loading the game…' } as const

export interface SoftGamingsDialectOptions {
  /** Our operator's Fundist API credentials: the launch's `Hash` is checked with them. */
  api: FundistApiCredentials
  /** The OneWallet secret shared with the operator. */
  hmacSecret: string
  /** The operator's OneWallet url, `{site}/api/providers/softgamings/onewallet`; read at each call. */
  walletUrl: () => string | null
  /**
   * The operator's site, which a Fundist launch does not name: the game page's lobby. The launch's
   * script puts the page on the host the player reached the site by.
   */
  siteUrl: () => string | null
  timeoutMs?: number
  onError?: (err: unknown) => void
}

type Outcome = SimOutcome<SoftGamingsReply>

/** Kuruş → Fundist's decimal lira ("12.50"), as text. */
export function fundistAmount(kurus: number): string {
  const digits = String(kurus).padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** Fundist's decimal lira → kuruş, or null when it is not a plain amount with at most two decimals. */
function kurusOf(text: string | undefined): number | null {
  const m = text === undefined ? null : /^([0-9]{1,15})(?:\.([0-9]{1,2}))?$/.exec(text)
  return m ? Number(`${m[1]}${(m[2] ?? '').padEnd(2, '0')}`) : null
}

/** The launch answer: markup (a frame's box and its loading line), then the script that frames the page. */
function launchHtml(gameUrl: string, title: string, lang: 'tr' | 'en'): string {
  const data = JSON.stringify({ url: gameUrl, title }).replace(/</g, '\\u003c')
  return (
    `<div id="sim-softgamings" style="position:fixed;inset:0;background:#12142a;color:#f5f1e8;font:16px system-ui,sans-serif">` +
    `<p id="sim-softgamings-loading" style="margin:16px">${LOADING[lang]}</p></div>` +
    `<script>(function(){var d=${data};var box=document.getElementById('sim-softgamings');` +
    // The page on this simulator's port, at the host the site was reached by (the frame's base).
    `var site=new URL(document.baseURI);var u=new URL(d.url);u.hostname=site.hostname;` +
    `var f=document.createElement('iframe');f.src=u.href;f.title=d.title;f.allow='autoplay; fullscreen';` +
    `f.style.cssText='border:0;width:100%;height:100%;display:block';` +
    `f.onload=function(){var l=document.getElementById('sim-softgamings-loading');if(l)l.remove()};box.appendChild(f);` +
    // The page's exit and balance messages, passed on to the site's play window.
    `addEventListener('message',function(e){if(e.source!==f.contentWindow||!e.data||typeof e.data.type!=='string')return;` +
    `if(parent!==window)parent.postMessage({type:e.data.type},site.origin)})})()</script>`
  )
}

export function softGamingsDialect(o: SoftGamingsDialectOptions): SimDialect {
  const timeoutMs = o.timeoutMs ?? SOFTGAMINGS_CALL_TIMEOUT_MS
  // The first resend waits twice the back-off, as Hub88's cancel does.
  const later = retryLater({
    attempts: CANCEL_ATTEMPTS,
    firstWaitMs: 2 * CANCEL_BACKOFF_MS,
    maxWaitMs: CANCEL_BACKOFF_MAX_MS,
    onError: o.onError,
  })

  const transport: SoftGamingsTransport = async (headers, body) => {
    const url = o.walletUrl()
    if (!url) throw new Error('the operator wallet url is not known yet')
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) })
    const replyHeaders: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      replyHeaders[name] = value
    })
    return { status: res.status, headers: replyHeaders, body: await res.text() }
  }
  const client = new SoftGamingsClient({ secret: o.hmacSecret, transport })

  /** One call; an answer whose hmac does not check is a failure like any other. */
  async function call(send: () => Promise<SoftGamingsReply>): Promise<Outcome> {
    try {
      const reply = await send()
      if (reply.status !== 200) return { failure: `http ${reply.status}` }
      if (!reply.signed) return { failure: 'http 200' }
      return { reply }
    } catch (err) {
      const name = (err as { name?: string }).name
      return { failure: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' }
    }
  }

  const statusOf = (out: Outcome) =>
    'reply' in out ? (out.reply.body.status ?? out.reply.body.error ?? 'no status') : out.failure
  const kurus = (out: Outcome) => ('reply' in out ? kurusOf(out.reply.body.balance) : null)

  const common = (session: SimSession, round: string) => ({
    userid: session.user,
    i_extparam: session.token,
    i_gameid: round,
    i_gamedesc: `${SIM_SOFTGAMINGS_SYSTEM}:${session.gameCode}`,
  })

  /** A cancel owed for `debitTid`: sent now, and again with a growing back-off until it answers OK. */
  async function cancel(
    session: SimSession,
    debitTid: string,
    round: string,
    stake: string,
    calls: SimCall[],
  ) {
    const tid = randomBytes(16).toString('hex')
    const send = () =>
      call(() =>
        client.rollback('credit', { ...common(session, round), tid, amount: stake, i_rollback: debitTid }),
      )
    const first = await send()
    calls.push({ path: 'credit (cancel)', transactionId: tid, status: statusOf(first) })
    if (statusOf(first) !== 'OK') later.retry(async () => statusOf(await send()) === 'OK')
    return first
  }

  return {
    provider: 'softgamings',
    label: 'SoftGamings',
    games: GAMES,
    system: SIM_SOFTGAMINGS_SYSTEM,
    launchPath: /^\/System\/Api\/[^/]+\/User\/AuthHTML\/?$/,
    launchMethod: 'GET',
    launchContentType: 'text/html; charset=utf-8',

    acceptLaunch(_raw, _headers, url) {
      const q = Object.fromEntries(url.searchParams.entries())
      // Fundist answers its refusals as `{code},{message}` lines with HTTP 200.
      const refuse = (line: string) => ({ ok: false as const, status: 200, body: line })
      if (fundistAuthHtmlKey(url.pathname) !== o.api.apiKey || !fundistAuthHtmlHashed(o.api, q))
        return refuse(REFUSED.hash)
      const game = q.Page && GAMES.includes(q.Page) ? simGame(q.Page) : undefined
      if (!game || q.System !== String(SIM_SOFTGAMINGS_SYSTEM)) return refuse(REFUSED.game)
      const site = o.siteUrl()
      if (!q.Login || !q.ExtParam || q.Currency !== 'TRY' || !site) return refuse(REFUSED.request)
      return {
        ok: true,
        session: {
          provider: 'softgamings',
          user: q.Login,
          token: q.ExtParam,
          gameCode: game.code,
          lang: q.Language === 'en' ? 'en' : 'tr',
          lobbyUrl: site,
        },
      }
    },

    launchReply: (gameUrl, session) =>
      `1,${launchHtml(gameUrl, simGame(session.gameCode)!.name[session.lang], session.lang)}`,

    async balance(session) {
      const out = await call(() => client.balance({ userid: session.user, i_extparam: session.token }))
      return statusOf(out) === 'OK' ? kurus(out) : null
    },

    async playRound(session, { roundId, stake, win }, fault: SimFault | null): Promise<SimRoundReport> {
      const calls: SimCall[] = []
      // Fundist's ids are alphanumeric, 32 characters at most.
      const round = roundId.replace(/-/g, '')
      const debitTid = randomBytes(16).toString('hex')
      const stakeText = fundistAmount(stake)
      const { record, log } = roundLog(calls, statusOf)

      // A cancel arriving before its debit: the operator keeps a tombstone and must refuse the debit.
      if (fault === 'rollback-before-bet') await cancel(session, debitTid, round, stakeText, calls)

      const debitTx = { ...common(session, round), tid: debitTid, amount: stakeText }
      // The bad-signature fault sends the debit with an hmac the shared secret never made.
      const forged = fault === 'bad-signature' ? { hmac: randomBytes(32).toString('hex') } : {}
      const debit = log('debit', debitTid, await call(() => client.debit(debitTx, forged)))
      const debitStatus = statusOf(debit)
      if (debitStatus !== 'OK') {
        if (NO_CANCEL.has(debitStatus)) {
          const reason = REASON[debitStatus]
          return {
            state: 'refused',
            status: debitStatus,
            balance: kurus(debit),
            calls,
            ...(reason ? { reason } : {}),
          }
        }
        const cancelled = await cancel(session, debitTid, round, stakeText, calls)
        return { state: 'cancelled', status: debitStatus, balance: kurus(cancelled) ?? kurus(debit), calls }
      }

      // A credit for a round the operator never saw: it must answer `No debit for this round`.
      if (fault === 'unknown-round-win') {
        const strayTid = randomBytes(16).toString('hex')
        const strayRound = randomBytes(16).toString('hex')
        log(
          'credit',
          strayTid,
          await call(() =>
            client.credit({ ...common(session, strayRound), tid: strayTid, amount: stakeText }),
          ),
        )
      }

      // The credit closes the round (0.00 for a loss), retried with its tid on a timeout, a network
      // failure or a 5xx.
      const creditTid = randomBytes(16).toString('hex')
      const sendCredit = () =>
        call(() => client.credit({ ...common(session, round), tid: creditTid, amount: fundistAmount(win) }))
      const out = await sendClosing(
        sendCredit,
        (attempt) => record('credit', creditTid, attempt),
        fault,
        CREDIT_ATTEMPTS,
      )
      const status = statusOf(out)
      if (status === 'OK') {
        // The finished round's summary: acknowledged, nothing booked (docs/providers.md "SoftGamings").
        const actions = [
          { action: 'debit', amount: stakeText, tid: debitTid },
          { action: 'credit', amount: fundistAmount(win), tid: creditTid },
        ]
        log('roundinfo', round, await call(() => client.roundinfo(session.user, round, actions)))
      }
      return {
        state: status === 'OK' ? 'settled' : 'refused',
        status,
        balance: kurus(out) ?? kurus(debit),
        calls,
      }
    },

    close: later.close,
  }
}

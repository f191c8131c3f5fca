import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * SoftGamings (Fundist OneWallet) as the operator sees it (docs/providers.md "SoftGamings"), for the
 * contract suite and the provider simulator: a client that sends the OneWallet callbacks
 * signed as Fundist signs them (`hmac` = HMAC-SHA256(key = SHA-256(secret) raw, message = the other
 * fields' values sorted by key, concatenated)) and checks the operator's signed answers, and a
 * stand-in of Fundist's API (`User/AuthHTML`) that checks the operator's md5 `Hash` (the same check
 * the simulator's SoftGamings dialect makes). It depends on nothing of the server, so a simulator
 * process can import it.
 */

export interface SoftGamingsAnswer {
  status?: string
  error?: string
  balance?: string
  tid?: string
  hmac?: string
}

/** One HTTP exchange: how the client reaches the operator's one OneWallet url. */
export type SoftGamingsTransport = (
  headers: Record<string, string>,
  body: string,
) => Promise<{
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}>

export interface SoftGamingsReply {
  status: number
  raw: string
  /** The parsed body (an empty object when it is not JSON). */
  body: SoftGamingsAnswer
  /** Whether the answer's `hmac` checks with the shared secret. */
  signed: boolean
}

function signedText(key: string, value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (value === true) return '1'
  if (key === 'actions' && Array.isArray(value))
    return value
      .map((item) =>
        typeof item === 'object' && item !== null
          ? Object.keys(item)
              .sort()
              .map((k) => signedText(k, (item as Record<string, unknown>)[k]))
              .join('')
          : '',
      )
      .join('')
  return ''
}

/** Fundist's hmac of a message (all fields but `hmac`), lowercase hex. */
export function softGamingsHmac(secret: string, message: Record<string, unknown>): string {
  const text = Object.keys(message)
    .filter((k) => k !== 'hmac')
    .sort()
    .map((k) => signedText(k, message[k]))
    .join('')
  const key = createHash('sha256').update(secret, 'utf8').digest()
  return createHmac('sha256', key).update(text, 'utf8').digest('hex')
}

/** A transport over HTTP to the operator's OneWallet url (…/api/providers/softgamings/onewallet). */
export function fetchTransport(url: string): SoftGamingsTransport {
  return async (headers, body) => {
    const res = await fetch(url, { method: 'POST', headers, body })
    // forEach, not Object.fromEntries: DOM's Headers type (which the web's tsconfig brings) is not iterable.
    const replyHeaders: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      replyHeaders[name] = value
    })
    return { status: res.status, headers: replyHeaders, body: await res.text() }
  }
}

export interface SoftGamingsClientOptions {
  /** The OneWallet secret shared with the operator. */
  secret: string
  transport: SoftGamingsTransport
}

/** A debit or credit as Fundist sends it; amounts are decimal strings in lira. */
export interface SoftGamingsTx {
  userid: string
  tid: string
  amount: string
  i_gameid: string
  i_extparam?: string | undefined
  i_gamedesc?: string
  currency?: string
  [extra: string]: unknown
}

/** Sends Fundist's OneWallet callbacks. `raw` sends bytes as given; `hmac` overrides (null: none). */
export class SoftGamingsClient {
  constructor(private readonly o: SoftGamingsClientOptions) {}

  async send(
    body: Record<string, unknown> | null,
    opts: { raw?: string; hmac?: string | null } = {},
  ): Promise<SoftGamingsReply> {
    let raw = opts.raw
    if (raw === undefined) {
      const message = { ...(body ?? {}) }
      delete message.hmac
      const hmac = opts.hmac === undefined ? softGamingsHmac(this.o.secret, message) : opts.hmac
      raw = JSON.stringify(hmac === null ? message : { ...message, hmac })
    }
    const res = await this.o.transport({ 'content-type': 'application/json' }, raw)
    let parsed: SoftGamingsAnswer
    try {
      parsed = JSON.parse(res.body) as SoftGamingsAnswer
    } catch {
      parsed = {}
    }
    const signed =
      typeof parsed.hmac === 'string' &&
      parsed.hmac === softGamingsHmac(this.o.secret, parsed as Record<string, unknown>)
    return { status: res.status, raw: res.body, body: parsed, signed }
  }

  /** `raw` bytes signed as they are: the hmac of the object they parse to is added by hand. */
  signed(body: Record<string, unknown>): Record<string, unknown> {
    return { ...body, hmac: softGamingsHmac(this.o.secret, body) }
  }

  ping() {
    return this.send({ type: 'ping' })
  }

  balance(b: { userid: string; i_extparam?: string | undefined; currency?: string; i_gamedesc?: string }) {
    return this.send({ type: 'balance', currency: 'TRY', i_gamedesc: '998:game', ...b })
  }

  /** A debit (a bet) with the optional fields an operator must ignore; `opts` as send's. */
  debit(tx: SoftGamingsTx, opts: { hmac?: string | null } = {}) {
    return this.send(
      {
        type: 'debit',
        currency: 'TRY',
        i_gamedesc: '998:game',
        i_actionid: randomBytes(6).toString('hex'),
        round_start: true,
        game_extra: '',
        ...tx,
      },
      opts,
    )
  }

  /** A credit (a win) for the round `i_gameid`. */
  credit(tx: SoftGamingsTx) {
    return this.send({
      type: 'credit',
      currency: 'TRY',
      i_gamedesc: '998:game',
      i_actionid: randomBytes(6).toString('hex'),
      round_ended: true,
      ...tx,
    })
  }

  /** A rollback: a credit (reversing a debit) or a debit (reversing a credit) naming `i_rollback`. */
  rollback(type: 'credit' | 'debit', tx: SoftGamingsTx & { i_rollback: string }) {
    return this.send({
      type,
      currency: 'TRY',
      i_gamedesc: '998:game',
      i_actionid: randomBytes(6).toString('hex'),
      subtype: 'cancel',
      ...tx,
    })
  }

  roundinfo(userid: string, gameid: string, actions: Record<string, string>[]) {
    return this.send({ type: 'roundinfo', userid, gameid, i_gamedesc: '998:game', actions })
  }
}

// ---------------------------------------------------------------------------------------------
// Fundist's API, as a stand-in: `GET /System/Api/{KEY}/User/AuthHTML/?…`

export interface FundistApiCredentials {
  apiKey: string
  apiPassword: string
  /** The operator's server address, part of every hash. */
  serverIp: string
}

export interface FundistApi {
  url: string
  /** Every AuthHTML call received, with its query and whether its Hash checked. */
  requests: { query: Record<string, string>; hashed: boolean }[]
  /** 'ok' answers the game; 'refuse' a Fundist error line; 'fail' HTTP 500. */
  mode: 'ok' | 'refuse' | 'fail'
  close(): Promise<void>
}

/** The HTML Fundist answers: markup, then the script that starts the game. */
export function fundistGameHtml(system: string, page: string, extParam: string): string {
  return (
    `<div id="fundist-game" data-system="${system}" data-page="${page}">Fundist ${page}</div>` +
    `<script>document.getElementById('fundist-game').dataset.ready = ${JSON.stringify(extParam.length > 0)}</script>`
  )
}

/**
 * Answers `1,<html>` to an AuthHTML call whose Hash checks (md5 of
 * `User/AuthHTML/{IP}/{TID}/{KEY}/{Login}/{Password}/{System}/{PWD}`), Fundist's `{code},{message}`
 * error line otherwise, on 127.0.0.1 at a free port.
 */
const AUTH_HTML_PATH = /^\/System\/Api\/([^/]+)\/User\/AuthHTML\/?$/

/** The API key in a `User/AuthHTML` call's path, or null when the path is no such call. */
export function fundistAuthHtmlKey(pathname: string): string | null {
  const m = AUTH_HTML_PATH.exec(pathname)
  if (!m) return null
  try {
    return decodeURIComponent(m[1]!)
  } catch {
    return null
  }
}

/**
 * Whether a `User/AuthHTML` call's `Hash` checks: md5 of
 * `User/AuthHTML/{IP}/{TID}/{KEY}/{Login}/{Password}/{System}/{PWD}` with the operator's credentials.
 */
export function fundistAuthHtmlHashed(c: FundistApiCredentials, query: Record<string, string>): boolean {
  const expected = createHash('md5')
    .update(
      `User/AuthHTML/${c.serverIp}/${query.TID ?? ''}/${c.apiKey}/${query.Login ?? ''}/${query.Password ?? ''}/${query.System ?? ''}/${c.apiPassword}`,
    )
    .digest('hex')
  return query.Hash === expected
}

export async function startFundistApi(c: FundistApiCredentials): Promise<FundistApi> {
  const api: Omit<FundistApi, 'url' | 'close'> = { requests: [], mode: 'ok' }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fundist.test')
    const query = Object.fromEntries(url.searchParams.entries())
    const hashed = fundistAuthHtmlHashed(c, query)
    const key = fundistAuthHtmlKey(url.pathname)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (req.method !== 'GET' || key === null) return void res.writeHead(404).end('34,Invalid Request')
    api.requests.push({ query, hashed })
    if (api.mode === 'fail') return void res.writeHead(500).end('Internal error')
    if (api.mode === 'refuse') return void res.writeHead(200).end('21,Game is not available')
    if (key !== c.apiKey || !hashed) return void res.writeHead(200).end('15,Wrong hash')
    res.writeHead(200).end(`1,${fundistGameHtml(query.System ?? '', query.Page ?? '', query.ExtParam ?? '')}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

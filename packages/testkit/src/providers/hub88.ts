import { createPrivateKey, createPublicKey, randomUUID, sign, verify, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * Hub88 as the operator sees it (docs/providers.md "Hub88"), for the contract suite and the coming
 * provider simulator: a client that sends the wallet callbacks signed the way Hub88 signs them
 * (`X-Hub88-Signature: base64(RSA-SHA256(raw body))` with Hub88's private key) and checks the
 * operator's signed answers, and a stand-in of Hub88's operator API (`game/url`) that checks the
 * operator's signature. It depends on nothing of the server, so a simulator process can import it.
 */

export const HUB88_SIGNATURE = 'x-hub88-signature'

export type Hub88Path =
  '/user/info' | '/user/balance' | '/transaction/bet' | '/transaction/win' | '/transaction/rollback'

export interface Hub88Answer {
  user: string
  status: string
  request_uuid: string
  currency: string
  balance: number
}

/** One HTTP exchange: how the client reaches the operator (fetch to a url, or a test app's inject). */
export type Hub88Transport = (
  path: Hub88Path,
  headers: Record<string, string>,
  body: string,
) => Promise<{
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}>

export interface Hub88Reply {
  status: number
  raw: string
  /** The parsed body (an empty object when it is not JSON). */
  body: Hub88Answer
  /** Whether the operator's signature checks with its public key (null when no key was given). */
  signed: boolean | null
}

const keyOf = <K extends 'public' | 'private'>(kind: K, k: string | KeyObject): KeyObject =>
  typeof k !== 'string' ? k : kind === 'public' ? createPublicKey(k) : createPrivateKey(k)

export function signHub88Body(privateKey: string | KeyObject, body: string | Buffer): string {
  return sign('RSA-SHA256', Buffer.from(body), keyOf('private', privateKey)).toString('base64')
}

export function verifyHub88Body(
  publicKey: string | KeyObject,
  body: string | Buffer,
  signature: string,
): boolean {
  try {
    return verify(
      'RSA-SHA256',
      Buffer.from(body),
      keyOf('public', publicKey),
      Buffer.from(signature, 'base64'),
    )
  } catch {
    return false
  }
}

/** A transport over HTTP to the operator's callback base url (…/api/providers/hub88). */
export function fetchTransport(baseUrl: string): Hub88Transport {
  return async (path, headers, body) => {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, { method: 'POST', headers, body })
    // forEach, not Object.fromEntries: DOM's Headers type (which the web's tsconfig brings) is not iterable.
    const replyHeaders: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      replyHeaders[name] = value
    })
    return { status: res.status, headers: replyHeaders, body: await res.text() }
  }
}

export interface Hub88ClientOptions {
  /** Hub88's private key: signs the callbacks. */
  hub88PrivateKey: string | KeyObject
  /** The operator's public key: checks its answers. */
  operatorPublicKey?: string | KeyObject
  transport: Hub88Transport
}

export interface Hub88Tx {
  user: string
  token?: string | undefined
  transaction_uuid: string
  round: string
  game_code: string
  currency?: string
  amount: number | string
  round_closed?: boolean
  [extra: string]: unknown
}

/** Sends Hub88's wallet callbacks. `raw` sends bytes as given; `signature` overrides (null: none). */
export class Hub88Client {
  private readonly o: Hub88ClientOptions
  constructor(o: Hub88ClientOptions) {
    // The keys parsed once: a PEM parsed per call costs more than the RSA check itself.
    this.o = {
      ...o,
      hub88PrivateKey: keyOf('private', o.hub88PrivateKey),
      ...(o.operatorPublicKey === undefined
        ? {}
        : { operatorPublicKey: keyOf('public', o.operatorPublicKey) }),
    }
  }

  async send(
    path: Hub88Path,
    body: Record<string, unknown> | null,
    opts: { raw?: string; signature?: string | null } = {},
  ): Promise<Hub88Reply> {
    const raw = opts.raw ?? JSON.stringify(body)
    const signature =
      opts.signature === undefined ? signHub88Body(this.o.hub88PrivateKey, raw) : opts.signature
    const res = await this.o.transport(
      path,
      { 'content-type': 'application/json', ...(signature === null ? {} : { [HUB88_SIGNATURE]: signature }) },
      raw,
    )
    let parsed: Hub88Answer
    try {
      parsed = JSON.parse(res.body) as Hub88Answer
    } catch {
      parsed = {} as Hub88Answer
    }
    const header = res.headers[HUB88_SIGNATURE]
    const signed = this.o.operatorPublicKey
      ? typeof header === 'string' && verifyHub88Body(this.o.operatorPublicKey, res.body, header)
      : null
    return { status: res.status, raw: res.body, body: parsed, signed }
  }

  info(user: string, token: string) {
    return this.send('/user/info', { user, token, request_uuid: randomUUID() })
  }

  balance(user: string, token: string, gameCode?: string) {
    return this.send('/user/balance', {
      user,
      token,
      request_uuid: randomUUID(),
      ...(gameCode ? { game_code: gameCode } : {}),
    })
  }

  /** A bet as Hub88 sends it, with the optional fields an operator must ignore or accept. */
  bet(tx: Hub88Tx, requestUuid: string = randomUUID()) {
    return this.send('/transaction/bet', {
      supplier_transaction_id: `sup-${tx.transaction_uuid}`,
      round_closed: false,
      reward_uuid: null,
      is_free: false,
      is_aggregated: false,
      bet: 'spin',
      meta: {},
      currency: 'TRY',
      ...tx,
      request_uuid: requestUuid,
    })
  }

  win(tx: Hub88Tx & { reference_transaction_uuid: string }, requestUuid: string = randomUUID()) {
    return this.send('/transaction/win', {
      supplier_transaction_id: `sup-${tx.transaction_uuid}`,
      round_closed: true,
      reward_uuid: null,
      is_free: false,
      is_aggregated: false,
      bet: 'spin',
      meta: {},
      currency: 'TRY',
      ...tx,
      request_uuid: requestUuid,
    })
  }

  rollback(
    tx: {
      user: string
      transaction_uuid: string
      reference_transaction_uuid: string
      round: string
      game_code: string
      token?: string
    },
    requestUuid: string = randomUUID(),
  ) {
    return this.send('/transaction/rollback', {
      ...tx,
      round_closed: true,
      meta: {},
      request_uuid: requestUuid,
    })
  }
}

// ---------------------------------------------------------------------------------------------
// Hub88's operator API, as a stand-in: `POST /operator/generic/v2/game/url`

export interface Hub88OperatorApi {
  url: string
  /** Every game-url request received, with whether its signature checked. */
  requests: { body: Record<string, unknown>; signed: boolean }[]
  close(): Promise<void>
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Answers `{url}` to a game-url request signed with the operator's key, 401 `RS_ERROR_INVALID_SIGNATURE`
 * otherwise (as Hub88 does), on 127.0.0.1 at a free port.
 */
export async function startHub88OperatorApi(
  operatorPublicKey: string | KeyObject,
): Promise<Hub88OperatorApi> {
  const requests: Hub88OperatorApi['requests'] = []
  const server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      const header = req.headers[HUB88_SIGNATURE]
      const signed = typeof header === 'string' && verifyHub88Body(operatorPublicKey, raw, header)
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
      } catch {
        // Not JSON: recorded as an empty body, answered below like any other.
      }
      requests.push({ body, signed })
      res.setHeader('content-type', 'application/json')
      if (req.method !== 'POST' || req.url !== '/operator/generic/v2/game/url')
        return void res.writeHead(404).end('{}')
      if (!signed) return void res.writeHead(401).end('{"status":"RS_ERROR_INVALID_SIGNATURE"}')
      const game = encodeURIComponent(String(body.game_code))
      res.writeHead(200).end(
        JSON.stringify({
          url: `https://games.hub88.test/${game}?token=${encodeURIComponent(String(body.token))}&platform=${String(body.platform)}`,
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * Digitain RGS as the operator sees it (docs/providers.md "Digitain"), for the contract suite and
 * the provider simulator: a client that sends the wallet callbacks as Digitain does (JSON with
 * `operatorId`, `timestamp` = yyyyMMddHHmmss UTC and `signature` = hex HMAC-SHA256(key, timestamp +
 * operatorId)) and checks the operator's answers carry the same kind of signature, and a stand-in
 * of the game-session call launch makes. It depends on nothing of the server.
 */

export type DigitainPath =
  '/authenticate' | '/getbalance' | '/refreshtoken' | '/bet' | '/win' | '/betwin' | '/refund' | '/amend'

export interface DigitainItemAnswer {
  errorCode: number
  balance?: number
  externalTxId?: string
  info?: unknown
  betInfo?: unknown
  winInfo?: unknown
  metadata?: unknown
}

export interface DigitainAnswer {
  timestamp: string
  signature: string
  errorCode: number
  balance?: number
  playerId?: string
  token?: string
  currencyId?: string
  items?: DigitainItemAnswer[]
  [extra: string]: unknown
}

export type DigitainTransport = (
  path: DigitainPath,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: string }>

export interface DigitainReply {
  status: number
  raw: string
  body: DigitainAnswer
  /** Whether the answer's signature checks with the shared key. */
  signed: boolean
}

export function digitainTimestampOf(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

export function signDigitainMessage(key: string, timestamp: string, operatorId: string): string {
  return createHmac('sha256', key).update(`${timestamp}${operatorId}`).digest('hex')
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Whether a message's `operatorId`, `timestamp` and `signature` are those of this operator and key
 * (the check the game-session stand-in and the simulator make of the operator's launch call).
 */
export function digitainSigned(body: Record<string, unknown>, operatorId: string, key: string): boolean {
  return (
    body.operatorId === operatorId &&
    typeof body.timestamp === 'string' &&
    typeof body.signature === 'string' &&
    sameHex(body.signature, signDigitainMessage(key, body.timestamp, operatorId))
  )
}

export interface DigitainClientOptions {
  operatorId: string
  key: string
  transport: DigitainTransport
  /** The clock the timestamps are written from (Date.now by default). */
  now?: () => number
}

export interface DigitainSendOptions {
  /** Bytes sent as given (no signing fields added). */
  raw?: string
  /** Overrides: a timestamp, a signature, an operator id (null leaves the field out). */
  timestamp?: string | null
  signature?: string | null
  operatorId?: string | null
}

/** Sends Digitain's wallet callbacks, signed as Digitain signs them. */
export class DigitainClient {
  constructor(private readonly o: DigitainClientOptions) {}

  /** The three signing fields for now (or for a given timestamp). */
  signing(timestamp: string = digitainTimestampOf((this.o.now ?? Date.now)())) {
    return {
      operatorId: this.o.operatorId,
      timestamp,
      signature: signDigitainMessage(this.o.key, timestamp, this.o.operatorId),
    }
  }

  async send(
    path: DigitainPath,
    body: Record<string, unknown> | null,
    opts: DigitainSendOptions = {},
  ): Promise<DigitainReply> {
    let raw = opts.raw
    if (raw === undefined) {
      const s = this.signing(opts.timestamp ?? undefined)
      const fields: Record<string, unknown> = { ...s }
      if (opts.signature !== undefined) fields.signature = opts.signature
      if (opts.operatorId !== undefined) fields.operatorId = opts.operatorId
      if (opts.timestamp === null) delete fields.timestamp
      for (const k of Object.keys(fields)) if (fields[k] === null) delete fields[k]
      raw = JSON.stringify({ ...fields, ...body })
    }
    const res = await this.o.transport(path, { 'content-type': 'application/json' }, raw)
    let parsed: DigitainAnswer
    try {
      parsed = JSON.parse(res.body) as DigitainAnswer
    } catch {
      parsed = {} as DigitainAnswer
    }
    const signed =
      typeof parsed.timestamp === 'string' &&
      typeof parsed.signature === 'string' &&
      sameHex(parsed.signature, signDigitainMessage(this.o.key, parsed.timestamp, this.o.operatorId))
    return { status: res.status, raw: res.body, body: parsed, signed }
  }

  authenticate(token: string) {
    return this.send('/authenticate', { token })
  }

  getBalance(token: string, playerId: string, gameId?: string, currencyId = 'TRY') {
    return this.send('/getbalance', { token, playerId, currencyId, ...(gameId ? { gameId } : {}) })
  }

  refreshToken(token: string, changeToken = false) {
    return this.send('/refreshtoken', { token, changeToken })
  }

  /** A money call with its items (amounts as JSON numbers, or raw decimal text via `send`). */
  items(
    path: '/bet' | '/win' | '/betwin' | '/refund' | '/amend',
    items: Record<string, unknown>[],
    allOrNone = false,
    opts: DigitainSendOptions = {},
  ) {
    return this.send(path, { providerId: 1, allOrNone, items }, opts)
  }

  bet(item: Record<string, unknown>, allOrNone = false) {
    return this.items(
      '/bet',
      [{ info: randomUUID(), currencyId: 'TRY', operationType: 1, ...item }],
      allOrNone,
    )
  }

  /** One `/win` call with one item per win, each answered on its own. */
  win(...wins: Record<string, unknown>[]) {
    return this.items(
      '/win',
      wins.map((item) => ({ info: randomUUID(), currencyId: 'TRY', operationType: 2, ...item })),
    )
  }

  betwin(item: Record<string, unknown>, opts: DigitainSendOptions = {}) {
    return this.items(
      '/betwin',
      [{ betInfo: 'b', winInfo: 'w', currencyId: 'TRY', betOperationType: 1, winOperationType: 2, ...item }],
      false,
      opts,
    )
  }

  refund(item: Record<string, unknown>) {
    return this.items('/refund', [{ info: randomUUID(), currencyId: 'TRY', holdEarlyRefund: false, ...item }])
  }
}

// ---------------------------------------------------------------------------------------------
// Digitain's game-session call, as a stand-in: `POST /creategamesession`

export interface DigitainApi {
  url: string
  requests: { body: Record<string, unknown>; signed: boolean }[]
  /** 'ok' answers a url; 'down' answers HTTP 503; 'refuse' answers errorCode 12. */
  mode: 'ok' | 'down' | 'refuse'
  close(): Promise<void>
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Answers `{errorCode: 1, url}` to a signed game-session request, on 127.0.0.1 at a free port. */
export async function startDigitainApi(operatorId: string, key: string): Promise<DigitainApi> {
  const api: DigitainApi = {
    url: '',
    requests: [],
    mode: 'ok',
    close: () => Promise.resolve(),
  }
  const server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
      } catch {
        // Not JSON: recorded as an empty body, refused below.
      }
      const signed = digitainSigned(body, operatorId, key)
      api.requests.push({ body, signed })
      res.setHeader('content-type', 'application/json')
      if (req.method !== 'POST' || req.url !== '/creategamesession') return void res.writeHead(404).end('{}')
      if (api.mode === 'down') return void res.writeHead(503).end('')
      if (!signed || api.mode === 'refuse') return void res.writeHead(200).end('{"errorCode":12}')
      const game = encodeURIComponent(String(body.gameId))
      res.writeHead(200).end(
        JSON.stringify({
          errorCode: 1,
          url: `https://rgs.digitain.test/${game}?token=${encodeURIComponent(String(body.token))}&device=${String(body.deviceType)}`,
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  api.url = `http://127.0.0.1:${port}`
  api.close = () => new Promise((resolve) => server.close(() => resolve()))
  return api
}

import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * EGT Interactive as the operator sees it (docs/providers.md "EGT"), for the contract suite and the
 * provider simulator: a client that sends EGT's wallet calls as flat XML with EGT's UserName and
 * Password in the body and reads the operator's XML answers, and a stand-in of EGT's game server
 * (`GetGameUrl`) that checks those credentials. It depends on nothing of the server, so a simulator
 * process can import it (hence its own small XML reader and writer).
 */

export type EgtAction = 'Authenticate' | 'GetPlayerBalance' | 'Withdraw' | 'Deposit' | 'WithdrawAndDeposit'

export interface EgtAnswer {
  /** The answer's root element, e.g. `WithdrawResponse`. */
  root: string
  ErrorCode?: string
  ErrorMessage?: string
  Balance?: string
  CasinoTransferId?: string
  [field: string]: string | undefined
}

export interface EgtReply {
  status: number
  contentType: string
  raw: string
  /** The answer's fields (only `root: ''` when it is not flat XML). */
  body: EgtAnswer
}

/** One HTTP exchange: how the client reaches the operator (fetch to a url, or a test app's inject). */
export type EgtTransport = (
  action: EgtAction | string,
  headers: Record<string, string>,
  body: string,
) => Promise<{
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
}>

const escapeXml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A flat XML document as EGT sends one: the declaration, the root, one child per field. */
export function egtXml(root: string, fields: Record<string, string | number | bigint | undefined>): string {
  const children = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `  <${k}>${escapeXml(String(v))}</${k}>`)
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>\n<${root}>\n${children}\n</${root}>`
}

/** Reads a flat XML answer (root and text children); null when it is not one. */
export function readEgtXml(text: string): EgtAnswer | null {
  const s = text.replace(/^<\?xml[^>]*\?>/, '').trim()
  const root = /^<([A-Za-z_][\w.-]*)>([\s\S]*)<\/\1>$/.exec(s)
  if (!root) return null
  const answer: EgtAnswer = { root: root[1]! }
  const unescape = (v: string) =>
    v
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
  for (const m of root[2]!.matchAll(/<([A-Za-z_][\w.-]*)>([^<]*)<\/\1>/g)) answer[m[1]!] = unescape(m[2]!)
  return answer
}

/**
 * A transport over HTTP to the operator's callback base url (…/api/providers/egt), read at each call
 * when given as a function (a simulator learns the site's address after it starts); `timeoutMs`
 * gives up on an answer as EGT does (an AbortSignal timeout).
 */
export function fetchTransport(
  baseUrl: string | (() => string | null),
  opts: { timeoutMs?: number } = {},
): EgtTransport {
  return async (action, headers, body) => {
    const base = typeof baseUrl === 'string' ? baseUrl : baseUrl()
    if (!base) throw new Error('the operator wallet url is not known yet')
    const res = await fetch(`${base.replace(/\/+$/, '')}/${action}`, {
      method: 'POST',
      headers,
      body,
      ...(opts.timeoutMs ? { signal: AbortSignal.timeout(opts.timeoutMs) } : {}),
    })
    const replyHeaders: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      replyHeaders[name] = value
    })
    return { status: res.status, headers: replyHeaders, body: await res.text() }
  }
}

/** EGT's credentials for one operator: what its calls carry, and what its game server expects. */
export interface EgtCredentials {
  username: string
  password: string
  portalCode: string
}

export interface EgtClientOptions extends EgtCredentials {
  transport: EgtTransport
}

/** A player's game as EGT knows it: who, EGT's own session id, the game. */
export interface EgtGame {
  playerId: string
  sessionId: string
  gameId: string
}

export interface EgtTransfer {
  transferId?: string
  gameNumber: string
  amount: number | string | bigint
  reason?: string
  [extra: string]: unknown
}

/** Sends EGT's wallet calls. `raw` sends bytes as given; `fields` adds or overrides (undefined: removes). */
export class EgtClient {
  constructor(private readonly o: EgtClientOptions) {}

  private base(game: EgtGame) {
    return {
      UserName: this.o.username,
      Password: this.o.password,
      PlayerId: game.playerId,
      PortalCode: this.o.portalCode,
      SessionId: game.sessionId,
    }
  }

  async send(
    action: EgtAction | string,
    fields: Record<string, string | number | bigint | undefined> | null,
    opts: { raw?: string } = {},
  ): Promise<EgtReply> {
    const raw = opts.raw ?? egtXml(`${action}Request`, fields ?? {})
    const res = await this.o.transport(action, { 'content-type': 'text/xml; charset=utf-8' }, raw)
    const contentType = String(res.headers['content-type'] ?? '')
    return { status: res.status, contentType, raw: res.body, body: readEgtXml(res.body) ?? { root: '' } }
  }

  /** The game's first call: our DefenceCode (the launch's token) for EGT's new SessionId. */
  authenticate(game: EgtGame, defenceCode: string, extra: Record<string, string | undefined> = {}) {
    return this.send('Authenticate', { ...this.base(game), DefenceCode: defenceCode, ...extra })
  }

  balance(game: EgtGame, extra: Record<string, string | undefined> = {}) {
    return this.send('GetPlayerBalance', {
      ...this.base(game),
      Currency: this.o.portalCode.slice(-3),
      GameId: game.gameId,
      ...extra,
    })
  }

  private transfer(game: EgtGame, t: EgtTransfer, reason: string) {
    const { transferId, gameNumber, amount, reason: r, ...extra } = t
    return {
      ...this.base(game),
      TransferId: transferId ?? randomUUID(),
      GameId: game.gameId,
      GameNumber: gameNumber,
      Amount: String(amount),
      Currency: this.o.portalCode.slice(-3),
      Reason: r ?? reason,
      ...(extra as Record<string, string | undefined>),
    }
  }

  /** A bet (ROUND_BEGIN). */
  withdraw(game: EgtGame, t: EgtTransfer) {
    return this.send('Withdraw', this.transfer(game, t, 'ROUND_BEGIN'))
  }

  /** A win (ROUND_END), a jackpot (JACKPOT_END) or a cancel (ROUND_CANCEL, TransferId = the Withdraw's). */
  deposit(game: EgtGame, t: EgtTransfer) {
    return this.send('Deposit', this.transfer(game, t, 'ROUND_END'))
  }

  /** A bet and its win in one call. */
  withdrawAndDeposit(game: EgtGame, t: EgtTransfer & { winAmount: number | string | bigint }) {
    const { winAmount, ...rest } = t
    return this.send('WithdrawAndDeposit', {
      ...this.transfer(game, rest, 'ROUND_END'),
      WinAmount: String(winAmount),
    })
  }
}

// ---------------------------------------------------------------------------------------------
// EGT's game server, as a stand-in: `POST /GetGameUrl`

/** The path of the game-url call on EGT's game server (docs/providers.md "EGT", launch). */
export const EGT_GAME_URL_PATH = '/GetGameUrl'

/**
 * A `GetGameUrlRequest` as EGT's game server reads it: its fields, and whether it carries the
 * operator's credentials (UserName, Password and PortalCode all equal). Used by the stand-in below
 * and by the simulator's EGT dialect.
 */
export function readGameUrlRequest(
  raw: string,
  credentials: EgtCredentials,
): { fields: EgtAnswer; authorised: boolean } {
  const fields = readEgtXml(raw) ?? { root: '' }
  const authorised =
    fields.UserName === credentials.username &&
    fields.Password === credentials.password &&
    fields.PortalCode === credentials.portalCode
  return { fields, authorised }
}

/** EGT's answer carrying the game's url (ErrorCode 1000). */
export const gameUrlAnswer = (gameUrl: string) =>
  egtXml('GetGameUrlResponse', { ErrorCode: 1000, ErrorMessage: 'OK', GameUrl: gameUrl })

/** EGT's refusal of a game-url request (ErrorCode 3000, HTTP 200 as every answer of EGT's). */
export const gameUrlRefusal = (message = 'Authentication failed') =>
  egtXml('GetGameUrlResponse', { ErrorCode: 3000, ErrorMessage: message })

export interface EgtGameServer {
  url: string
  /** Every game-url request received, with whether its credentials checked. */
  requests: { fields: EgtAnswer; authorised: boolean }[]
  close(): Promise<void>
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Answers `<GetGameUrlResponse>` with ErrorCode 1000 and a GameUrl to a request carrying the
 * operator's credentials, ErrorCode 3000 otherwise, on 127.0.0.1 at a free port.
 */
export async function startEgtGameServer(credentials: EgtCredentials): Promise<EgtGameServer> {
  const requests: EgtGameServer['requests'] = []
  const server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      const request = readGameUrlRequest(raw, credentials)
      const { fields } = request
      requests.push(request)
      res.setHeader('content-type', 'application/xml; charset=utf-8')
      if (req.method !== 'POST' || req.url !== EGT_GAME_URL_PATH) return void res.writeHead(404).end('')
      if (!request.authorised) return void res.writeHead(200).end(gameUrlRefusal())
      const query = new URLSearchParams({
        defenceCode: fields.DefenceCode ?? '',
        playerId: fields.PlayerId ?? '',
        lang: fields.Language ?? '',
        client: fields.Client ?? '',
      })
      res
        .writeHead(200)
        .end(
          gameUrlAnswer(
            `https://games.egt.test/${encodeURIComponent(fields.GameId ?? '')}?${query.toString()}`,
          ),
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

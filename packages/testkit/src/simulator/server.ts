import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  SIM_FAULTS,
  type SimDialect,
  type SimFault,
  type SimRoundReport,
  type SimSession,
} from './dialect.js'
import { SIM_GAMES, drawRound, gameArtwork, simGame, slotGlyph } from './games.js'
import { PAGE_CSS, PAGE_JS, describeOutcome, gamePage, roundMessage } from './page.js'
import { REPORT_FAULTS, ReportBook, unseenRoundCalls, type ReportFault } from './reports.js'

/*
 * The aggregator simulator's HTTP side (docs/providers.md "Simulator"): each dialect's launch call,
 * the game pages the launches point at, the rounds those pages play (money through the dialect),
 * the demo catalogue, the fault switch, and each provider's daily round report (reports.ts). It knows
 * nothing of the operator but its urls and keys.
 */

/** How long the simulator keeps an idle keep-alive connection open (nginx's default is 75 s). */
export const SIM_KEEP_ALIVE_MS = 65_000

export interface SimulatorOptions {
  dialects: SimDialect[]
  /** 0: a free port. */
  port?: number
  host?: string
  /** The clock of the reports' days (tests move it); Date.now by default. */
  now?: () => number
}

export interface CatalogueEntry {
  provider: string
  code: string
  name: { tr: string; en: string }
  category: string
  rtpBp: number
  volatility: string
  /** Our artwork, as a data: URI. */
  image: string
  /** The provider's merchant id its launch names (SoftGamings' `System`), when it has one. */
  system?: number
}

export interface RoundLogEntry extends SimRoundReport {
  provider: string
  roundId: string
  gameCode: string
  stake: number
  win: number
  fault: SimFault | ReportFault | null
}

export interface Simulator {
  url: string
  port: number
  /** Faults armed for the coming rounds, oldest first. */
  faults: (SimFault | ReportFault)[]
  rounds: RoundLogEntry[]
  close(): Promise<void>
}

/** A launched game stays playable this long, as long as Hub88 keeps the launch's token. */
const SESSION_TTL_MS = 12 * 60 * 60_000
const MAX_SESSIONS = 10_000
const MAX_ROUNDS_KEPT = 500
const MAX_BODY = 64 * 1024

async function bodyOf(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json; charset=utf-8',
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...extra,
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // The page runs only its own script and talks only to this origin; any site may frame it (the
    // operator's play window).
    'content-security-policy':
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'",
  })
  res.end(typeof body === 'string' ? body : JSON.stringify(body))
}

export async function startSimulator(o: SimulatorOptions): Promise<Simulator> {
  const sessions = new Map<string, SimSession & { at: number; busy: boolean }>()
  const launchOf = (method: string | undefined, path: string) =>
    o.dialects.find(
      (d) =>
        (d.launchMethod ?? 'POST') === method &&
        (typeof d.launchPath === 'string' ? d.launchPath === path : d.launchPath.test(path)),
    )
  const byProvider = new Map(o.dialects.map((d) => [d.provider, d]))
  const faults: (SimFault | ReportFault)[] = []
  const known: readonly string[] = [...SIM_FAULTS, ...REPORT_FAULTS]
  const rounds: RoundLogEntry[] = []
  const book = new ReportBook(o.now)
  let port = 0

  const catalogue = (): CatalogueEntry[] =>
    o.dialects.flatMap((d) =>
      SIM_GAMES.filter((g) => d.games.includes(g.code)).map((g) => ({
        provider: d.provider,
        code: g.code,
        name: g.name,
        category: g.category,
        rtpBp: g.rtpBp,
        volatility: g.volatility,
        image: gameArtwork(g),
        ...(d.system === undefined ? {} : { system: d.system }),
      })),
    )

  const sessionOf = (id: string) => {
    const s = sessions.get(id)
    if (!s || Date.now() - s.at > SESSION_TTL_MS) return null
    return s
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator')
    const path = url.pathname
    const dialect = launchOf(req.method, path)
    if (dialect) {
      const type = dialect.launchContentType
      const raw = await bodyOf(req)
      if (!raw) return send(res, 413, type ? 'Request too large' : { status: 'RS_ERROR_WRONG_SYNTAX' }, type)
      const accepted = await dialect.acceptLaunch(raw, req.headers, url)
      if (!accepted.ok) return send(res, accepted.status, accepted.body, type)
      const id = randomUUID()
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!)
      const session = { ...accepted.session, id, at: Date.now(), busy: false }
      sessions.set(id, session)
      // A loader the player's browser opened: on to the page, on this same origin.
      if (!dialect.launchReply) {
        res.writeHead(302, { location: `/play/${id}`, 'cache-control': 'no-store' })
        return res.end()
      }
      // The page is on this process's port, at the host the player reached the site by.
      const lobby = new URL(accepted.session.lobbyUrl)
      const gameUrl = `${lobby.protocol}//${lobby.hostname}:${port}/play/${id}`
      return send(res, 200, dialect.launchReply(gameUrl, session), type)
    }
    if (req.method === 'GET' && path === '/catalogue') return send(res, 200, catalogue())
    if (req.method === 'GET' && path === '/play.js')
      return send(res, 200, PAGE_JS, 'text/javascript; charset=utf-8')
    if (req.method === 'GET' && path === '/play.css')
      return send(res, 200, PAGE_CSS, 'text/css; charset=utf-8')
    if (path === '/faults') {
      if (req.method === 'GET') return send(res, 200, { armed: faults, known })
      if (req.method === 'POST') {
        let fault: unknown
        try {
          fault = (JSON.parse((await bodyOf(req))?.toString('utf8') ?? '') as { fault?: unknown }).fault
        } catch {
          fault = undefined
        }
        if (typeof fault !== 'string' || !known.includes(fault))
          return send(res, 400, { message: `fault: one of ${known.join(', ')}` })
        faults.push(fault as SimFault | ReportFault)
        return send(res, 200, { armed: faults })
      }
    }
    if (req.method === 'GET' && path === '/rounds') return send(res, 200, rounds)
    // The provider's round report of one UTC day (docs/providers.md "Reconciliation").
    if (req.method === 'GET' && path === '/reports/rounds') {
      const provider = url.searchParams.get('provider') ?? ''
      if (!byProvider.has(provider))
        return send(res, 404, { message: `provider: one of ${[...byProvider.keys()].join(', ')}` })
      const answer = book.report(provider, url.searchParams.get('date') ?? '')
      if (!answer.ok) return send(res, answer.status, { message: answer.message })
      return send(res, 200, answer.file.body, answer.file.contentType)
    }

    const play = /^\/play\/([0-9a-f-]{36})(\/state|\/round)?$/.exec(path)
    const session = play ? sessionOf(play[1]!) : null
    if (!play || !session) return send(res, 404, { message: 'not found' })
    const game = simGame(session.gameCode)!
    const provider = byProvider.get(session.provider)!
    if (req.method === 'GET' && !play[2])
      return send(res, 200, gamePage(session, game, provider.label), 'text/html; charset=utf-8')
    // A page framed inside a provider's sandboxed HTML (SoftGamings) has an opaque origin: its
    // calls to this origin are cross-origin, so they are allowed from any (the session id is the key).
    const cors = { 'access-control-allow-origin': '*' }
    if (req.method === 'OPTIONS' && play[2] === '/round')
      return send(res, 204, '', undefined, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      })
    if (req.method === 'GET' && play[2] === '/state')
      return send(res, 200, { balance: await provider.balance(session) }, undefined, cors)
    if (req.method !== 'POST' || play[2] !== '/round') return send(res, 404, { message: 'not found' })

    let input: { stake?: unknown; choice?: unknown }
    try {
      input = JSON.parse((await bodyOf(req))?.toString('utf8') ?? '') as typeof input
    } catch {
      return send(res, 400, { message: 'JSON' }, undefined, cors)
    }
    const stake = Number(input.stake)
    if (!game.stakes.includes(stake))
      return send(res, 400, { message: `stake: one of ${game.stakes.join(', ')}` }, undefined, cors)
    if (session.busy) return send(res, 409, { message: 'a round is being played' }, undefined, cors)
    session.busy = true
    try {
      const draw = drawRound(game, stake, input.choice === 'low' ? 'low' : 'high')
      const roundId = randomUUID()
      const fault = faults.shift() ?? null
      const report: SimRoundReport =
        fault === 'unseen-round'
          ? {
              state: 'settled',
              status: 'unseen',
              balance: null,
              calls: unseenRoundCalls({ stake, win: draw.win, betId: randomUUID(), winId: randomUUID() }),
            }
          : await provider.playRound(session, { roundId, stake, win: draw.win }, fault)
      rounds.push({
        ...report,
        provider: session.provider,
        roundId,
        gameCode: game.code,
        stake,
        win: draw.win,
        fault,
      })
      if (rounds.length > MAX_ROUNDS_KEPT) rounds.shift()
      book.record({
        provider: session.provider,
        roundId,
        gameCode: game.code,
        user: session.user,
        calls: report.calls,
      })
      const settled = report.state === 'settled'
      return send(
        res,
        200,
        {
          roundId,
          state: report.state,
          status: report.status,
          stake,
          win: settled ? draw.win : 0,
          // What the round did to the balance: the game says it, the site's balance must show it.
          net: settled ? draw.win - stake : 0,
          balance: report.balance,
          outcome: settled ? describeOutcome(draw.outcome, session.lang) : null,
          glyphs: settled && draw.outcome.kind === 'slot' ? draw.outcome.reels.map(slotGlyph) : null,
          message: roundMessage(report, draw.win, session.lang),
          fault,
        },
        undefined,
        cors,
      )
    } finally {
      session.busy = false
    }
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { message: String((err as Error)?.message ?? err) })
    })
  })
  // An idle keep-alive connection stays open well past its clients' own idle close (the chaos
  // run's agent drops one after 4 s, fetch after 4-5 s). At Node's default of 5 s, a client whose
  // timers ran a second late on a loaded machine sent its next round on a connection this server
  // was closing, and got ECONNRESET: 184 of one run's 258 failures outside faults
  // (docs/operations.md "The chaos run"). Headers must be allowed longer than an idle connection.
  server.keepAliveTimeout = SIM_KEEP_ALIVE_MS
  server.headersTimeout = SIM_KEEP_ALIVE_MS + 1_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    faults,
    rounds,
    close: async () => {
      for (const d of o.dialects) d.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

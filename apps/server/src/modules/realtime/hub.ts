import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { isPublicTopic, pickLocale, type Locale } from '@galata/contract'
import * as signalr from './signalr.js'

/** Who a hub connection belongs to, from its `access_token` (see realtime.plugin.ts). */
export interface HubIdentity {
  playerId: number
  /** The session behind the socket (a game token's too): revoking it closes the socket. */
  sessionId: string
  /**
   * `session`: the site's own socket (a session token), which gets the player's private pushes.
   * `game`: a game page's socket (a game token, Sky Aviator), which gets its `topics` and nothing
   * else: it is never indexed under its player (docs/security.md).
   * `public`: a socket without a token (a visitor watching live odds, docs/realtime.md): it hears only the
   * public topics it subscribed to; `playerId` 0 and `sessionId` '' are never indexed.
   * `staff`: a back-office member's socket (`staff=1` in the URL and a staff session token,
   * docs/backoffice.md "The dashboard"): it hears its staff `topics` only, never a player's push
   * nor a broadcast to players; `playerId` 0, `sessionId` the staff session's.
   */
  kind: 'session' | 'game' | 'public' | 'staff'
  /** The game's shared rounds this socket watches, sent with `sendTopic`. */
  topics?: readonly string[]
  /**
   * Topics beyond the public ones this socket may `Subscribe` to: a staff member's by their roles
   * (an event's trading topic with `sports.view`, docs/backoffice.md "Trading").
   */
  mayJoin?: (topic: string) => boolean
  /**
   * When the session ends as far as known at connect (epoch ms, the app's clock). The keep-alive
   * pass asks again (`recheck`) once it has passed: a session in use has moved its idle end on.
   */
  endsAt: number
}

interface Connection extends HubIdentity {
  id: string
  socket: WebSocket
  /** The upgraded TCP connection under `socket`: ended right after a close frame (see `end`). */
  raw: Duplex
  /** The client address the per-address cap counts it under. */
  address: string
  /** A recheck of its session is running (one at a time). */
  checking: boolean
  /** Every topic it hears: its identity's and the public ones it subscribed to. */
  subscribed: Set<string>
  /** Language of the texts pushed to it (`locale` query, else tr), like `x-locale` on a request. */
  locale: Locale
  fingerprint: string | null
  /** performance.now() of the last record the client sent: 30 s of silence closes it. */
  lastHeard: number
  ready: boolean
}

export interface HubOptions {
  path: string
  /** How often the server pings (spec §9: keep-alive 15 s, so the client's 30 s timeout never fires). */
  keepAliveMs: number
  /** Silence from a client after which the server closes it (spec §9: 30 s). */
  timeoutMs: number
  log: FastifyBaseLogger
  /** `staff`: the URL asked for a staff socket (`staff=1`), so only a staff session token may hold. */
  authenticate: (token: string, options: { staff: boolean }) => Promise<HubIdentity | null>
  /**
   * Asked when a socket's `endsAt` has passed: the session's new end, or null when it may no
   * longer keep the socket (expired, revoked, the player no longer active).
   */
  recheck: (identity: HubIdentity) => Promise<number | null>
  /** "Now" for session ends and upgrade windows: the app's clock, which tests move. */
  now: () => number
  limits: HubLimits
  /** Behind a proxy the client address is the first of X-Forwarded-For (as Fastify's trustProxy). */
  trustProxy: boolean
}

/**
 * Caps against one client holding the hub's memory or its token lookups (docs/security.md). Refused
 * upgrades get HTTP 429 and no socket. Figures and why: docs/realtime.md.
 */
export interface HubLimits {
  socketsPerSession: number
  socketsPerAddress: number
  upgradesPerAddressPerMinute: number
  /** Public topics one socket may hold at once (`Subscribe` beyond it is refused). */
  topicsPerConnection: number
}

/** A text for each language, or one text for all. */
export type HubText = string | Record<Locale, string>

export interface Hub {
  /** Handles an HTTP upgrade when it is for the hub; answers false to leave it to others. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean
  /** `NotifyMessage(command, message)` to every connection of these players on this instance. */
  send(
    playerIds: Iterable<number>,
    command: string,
    message: HubText | ((c: HubIdentity & { locale: Locale }) => string),
  ): number
  /** The same message to every connection on this instance (built once per language). */
  sendAll(command: string, message: HubText): number
  /** The same message to every connection on this instance that watches `topic`. */
  sendTopic(topic: string, command: string, message: string): number
  /** How many ready connections on this instance watch `topic`. */
  watching(topic: string): number
  /** The topics starting with `prefix` that a ready connection on this instance watches. */
  topicsWatched(prefix: string): string[]
  /** Ends these sessions' connections with a close record that forbids reconnecting. */
  closeSessions(sessionIds: readonly string[], reason: string): number
  /**
   * The keep-alive pass now (the timer runs it every `keepAliveMs`): pings, silent clients closed,
   * sessions past their end rechecked. Resolves when this pass's rechecks are done (tests).
   */
  sweep(): Promise<void>
  stats(): { connections: number; players: number }
  /**
   * The shutdown signal (docs/operations.md "Graceful shutdown"): every socket gets its close record
   * with `allowReconnect: true` now, and every upgrade from now on is refused 503 at once, so a
   * balancer passes the reconnect to another instance. Synchronous; once only.
   */
  goodbye(): void
  /** `goodbye`, then the WebSocket server closes. */
  close(): Promise<void>
}

const MAX_RECORD_BYTES = 32 * 1024

/** An upgrade refused by a closing instance: another instance answers at once. */
const CLOSING_RETRY = 'Retry-After: 1\r\n'

export function createHub(options: HubOptions): Hub {
  const { log } = options
  // clientTracking off: the hub keeps its own indexes; perMessageDeflate off keeps a socket small.
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: MAX_RECORD_BYTES,
  })
  const all = new Set<Connection>()
  const byPlayer = new Map<number, Set<Connection>>()
  const bySession = new Map<string, Set<Connection>>()
  const byTopic = new Map<string, Set<Connection>>()
  /** Sockets open or being authenticated, per client address. */
  const perAddress = new Map<string, number>()
  /** Upgrade attempts per client address in the current one-minute window. */
  const upgrades = new Map<string, { since: number; count: number }>()
  const { limits } = options
  let closing = false

  const index = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => {
    let set = map.get(key)
    if (!set) map.set(key, (set = new Set()))
    set.add(c)
  }
  const unindex = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => {
    const set = map.get(key)
    if (!set) return
    set.delete(c)
    if (set.size === 0) map.delete(key)
  }

  const release = (address: string) => {
    const n = (perAddress.get(address) ?? 1) - 1
    if (n > 0) perAddress.set(address, n)
    else perAddress.delete(address)
  }

  function forget(c: Connection) {
    if (!all.delete(c)) return
    release(c.address)
    if (c.kind === 'session') unindex(byPlayer, c.playerId, c)
    if (c.kind !== 'public') unindex(bySession, c.sessionId, c)
    for (const topic of c.subscribed) unindex(byTopic, topic, c)
  }

  /**
   * The hub's two server methods (docs/realtime.md): `Subscribe(topic)` / `Unsubscribe(topic)`, public
   * topics only (the contract's patterns), at most `topicsPerConnection` at once. A topic the
   * socket holds from its identity (a game's round) is not the client's to drop.
   */
  function serverMethod(c: Connection, target: unknown, args: unknown): string | null {
    const topic = Array.isArray(args) && args.length === 1 ? (args[0] as unknown) : undefined
    if (target !== 'Subscribe' && target !== 'Unsubscribe') return `Unknown hub method '${String(target)}'.`
    if (typeof topic !== 'string' || topic.length > 100) return 'Not a public topic.'
    if (!isPublicTopic(topic) && !c.mayJoin?.(topic)) return 'Not a public topic.'
    if (target === 'Subscribe') {
      if (c.subscribed.has(topic)) return null
      const own = c.topics?.length ?? 0
      if (c.subscribed.size - own >= limits.topicsPerConnection) return 'Too many subscriptions.'
      c.subscribed.add(topic)
      index(byTopic, topic, c)
    } else if (!c.topics?.includes(topic)) {
      c.subscribed.delete(topic)
      unindex(byTopic, topic, c)
    }
    return null
  }

  /**
   * Ends a socket with its close record, then the close frame, then the end of the TCP connection
   * (FIN) at once: the client sees the close without waiting for this process to read its answer
   * to the close frame, which a loaded or stopping instance reads late. Corked, so the two frames
   * leave in one write (`end` uncorks). A peer that never closes its side is cut after a second.
   * `record` is the close record already built (the shutdown's goodbye builds one for all).
   */
  function end(c: Connection, error: string | null, allowReconnect: boolean, record?: string) {
    forget(c)
    if (c.socket.readyState === c.socket.OPEN) {
      c.raw.cork()
      c.socket.send(record ?? signalr.closeMessage(error, allowReconnect))
      c.socket.close(1000)
      c.raw.end()
    }
    setTimeout(() => c.socket.terminate(), 1000).unref()
  }

  function write(c: Connection, frame: string) {
    // A client that stopped reading (bufferAmount past spec §9's 100 kB) is dropped, not buffered forever.
    if (c.socket.bufferedAmount > 100_000) return end(c, 'Client is not reading.', true)
    c.socket.send(frame)
  }

  function onMessage(c: Connection, data: RawData, isBinary: boolean) {
    c.lastHeard = performance.now()
    if (isBinary) return end(c, 'Binary frames are not supported by the json protocol.', false)
    const records = signalr.splitRecords(data.toString())
    for (const text of records) {
      if (!c.ready) {
        const hs = signalr.readHandshake(text)
        if (!hs.ok) {
          c.socket.send(signalr.handshakeError(hs.error))
          return end(c, null, false)
        }
        c.ready = true
        c.socket.send(signalr.HANDSHAKE_OK)
        continue
      }
      const record = signalr.readRecord(text)
      if (!record) return end(c, 'Invalid message.', false)
      if (record.type === signalr.MessageType.Close) return end(c, null, false)
      // Subscribe / Unsubscribe; a call that expects an answer gets its completion, the rest none.
      if (record.type === signalr.MessageType.Invocation) {
        const error = serverMethod(c, record.target, record.arguments)
        if (typeof record.invocationId === 'string')
          c.socket.send(
            error === null
              ? signalr.completionResult(record.invocationId)
              : signalr.completionError(record.invocationId, error),
          )
      } else if (
        record.type === signalr.MessageType.StreamInvocation &&
        typeof record.invocationId === 'string'
      )
        c.socket.send(signalr.completionError(record.invocationId, 'Streams are not supported.'))
    }
  }

  /** Asks whether a socket's session still holds; closes the socket when it does not. */
  async function recheck(c: Connection) {
    c.checking = true
    try {
      const endsAt = await options.recheck(c)
      // A revocation seen by the recheck may have closed it already (the session.revoked event).
      if (endsAt === null) {
        if (all.has(c)) end(c, 'Session ended.', false)
      } else c.endsAt = endsAt
    } catch (err) {
      log.error({ err, connection: c.id }, 'hub session recheck failed')
    } finally {
      c.checking = false
    }
  }

  // One pass for every connection (not a timer per socket): pings, the server-side timeout, and the
  // end of each socket's session (docs/security.md: a socket never outlives its session).
  function sweep(): Promise<void> {
    const now = performance.now()
    const clock = options.now()
    const checks: Promise<void>[] = []
    for (const c of all) {
      if (now - c.lastHeard > options.timeoutMs)
        end(c, 'Server timeout elapsed without receiving a message from the client.', true)
      else {
        if (c.endsAt <= clock && !c.checking) checks.push(recheck(c))
        if (c.ready) write(c, signalr.PING)
      }
    }
    for (const [address, w] of upgrades) if (clock - w.since >= 60_000) upgrades.delete(address)
    return Promise.all(checks).then(() => {})
  }
  const timer = setInterval(() => void sweep(), options.keepAliveMs)
  timer.unref()

  function refuse(socket: Duplex, status: number, text: string, extra = '') {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${extra}Content-Length: 0\r\n\r\n`)
  }

  function addressOf(request: IncomingMessage): string {
    if (options.trustProxy) {
      const forwarded = request.headers['x-forwarded-for']
      const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
      if (first) return first
    }
    return request.socket.remoteAddress ?? 'unknown'
  }

  /** Counts an upgrade attempt in its address's one-minute window; false once over the limit. */
  function admitUpgrade(address: string): boolean {
    const now = options.now()
    const w = upgrades.get(address)
    if (!w || now - w.since >= 60_000) {
      upgrades.set(address, { since: now, count: 1 })
      return true
    }
    w.count++
    return w.count <= limits.upgradesPerAddressPerMinute
  }

  function tokenOf(request: IncomingMessage, url: URL): string | null {
    const query = url.searchParams.get('access_token')
    if (query) return query
    // The official client in Node sends the token as a header instead of in the URL.
    const header = request.headers.authorization
    const m = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null
    return m?.[1] ?? null
  }

  function accept(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    // Limits first, before any token lookup: a flood from one address costs a map lookup each.
    const address = addressOf(request)
    if (!admitUpgrade(address)) return refuse(socket, 429, 'Too Many Requests', 'Retry-After: 60\r\n')
    if ((perAddress.get(address) ?? 0) >= limits.socketsPerAddress)
      return refuse(socket, 429, 'Too Many Requests')
    const token = tokenOf(request, url)
    const staff = url.searchParams.get('staff') === '1'
    // A staff socket needs a staff token: without one it is not a visitor's socket either.
    if (staff && token === null) return refuse(socket, 401, 'Unauthorized')
    // No token at all: a visitor's socket for public topics (docs/realtime.md). A token that does not hold
    // (forged, revoked, expired) is still 401, so a client learns that its session ended.
    if (token !== null && token.length > 256) return refuse(socket, 401, 'Unauthorized')
    const fingerprint = url.searchParams.get('fingerprint')?.slice(0, 128) || null
    const locale = pickLocale(url.searchParams.get('locale') ?? undefined)
    // The address's slot is held from here (while the token is looked up) until the socket ends.
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
    const visitor: HubIdentity = { kind: 'public', playerId: 0, sessionId: '', endsAt: Infinity }
    ;(token === null ? Promise.resolve(visitor) : options.authenticate(token, { staff }))
      .then((who) => {
        // The instance began to close during the lookup: refused like any upgrade from then on.
        if (closing) {
          release(address)
          return refuse(socket, 503, 'Service Unavailable', CLOSING_RETRY)
        }
        if (!who) {
          release(address)
          return refuse(socket, 401, 'Unauthorized')
        }
        if (who.kind !== 'public' && (bySession.get(who.sessionId)?.size ?? 0) >= limits.socketsPerSession) {
          release(address)
          return refuse(socket, 429, 'Too Many Requests')
        }
        // ws completes the upgrade and calls back synchronously, so no other upgrade of this
        // session lands between the count above and the indexing below.
        let upgraded = false
        wss.handleUpgrade(request, socket, head, (ws) => {
          upgraded = true
          const c: Connection = {
            ...who,
            id: randomUUID(),
            socket: ws,
            raw: socket,
            address,
            checking: false,
            subscribed: new Set(who.topics ?? []),
            locale,
            fingerprint,
            lastHeard: performance.now(),
            ready: false,
          }
          all.add(c)
          // A game page's socket hears its topics only, never its player's private pushes.
          if (c.kind === 'session') index(byPlayer, c.playerId, c)
          if (c.kind !== 'public') index(bySession, c.sessionId, c)
          for (const topic of c.subscribed) index(byTopic, topic, c)
          // The fingerprint is recorded with the connection, the same signal sessions and audit rows keep.
          log.info(
            { connection: c.id, kind: c.kind, playerId: c.playerId, sessionId: c.sessionId, fingerprint },
            'hub connected',
          )
          ws.on('message', (data, isBinary) => onMessage(c, data, isBinary))
          ws.on('close', () => forget(c))
          ws.on('error', () => forget(c))
        })
        // A client gone while its token was looked up gets no socket: its slot is free again.
        if (!upgraded) release(address)
      })
      .catch((err: unknown) => {
        release(address)
        log.error({ err }, 'hub authentication failed')
        refuse(socket, 503, 'Service Unavailable')
      })
  }

  function goodbye() {
    if (closing) return
    closing = true
    clearInterval(timer)
    const started = performance.now()
    // Shutting down is not the player's fault: the client may reconnect to another instance. One
    // record for all, and one synchronous pass: every frame is written before anything else of
    // the stopping instance runs (batches would let its other work delay the last sockets).
    const record = signalr.closeMessage('Server is shutting down.', true)
    const sockets = all.size
    for (const c of [...all]) end(c, null, true, record)
    log.info({ sockets, ms: Math.round(performance.now() - started) }, 'hub: every socket told to reconnect')
  }

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://hub.invalid')
      if (url.pathname !== options.path) return false
      // Closing: refused before any limit or token lookup, so the balancer passes the upgrade on to
      // another instance at once (nginx's `proxy_next_upstream http_503`, docs/operations.md).
      if (closing) refuse(socket, 503, 'Service Unavailable', CLOSING_RETRY)
      else accept(request, socket, head, url)
      return true
    },
    send(playerIds, command, message) {
      let sent = 0
      for (const id of playerIds) {
        for (const c of byPlayer.get(id) ?? []) {
          if (!c.ready) continue
          const text =
            typeof message === 'function'
              ? message(c)
              : typeof message === 'string'
                ? message
                : message[c.locale]
          write(c, signalr.invocation('NotifyMessage', [command, text]))
          sent++
        }
      }
      return sent
    },
    sendAll(command, message) {
      const frames = new Map<Locale, string>()
      let sent = 0
      for (const c of all) {
        if (!c.ready || c.kind !== 'session') continue
        let frame = frames.get(c.locale)
        if (!frame) {
          frame = signalr.invocation('NotifyMessage', [
            command,
            typeof message === 'string' ? message : message[c.locale],
          ])
          frames.set(c.locale, frame)
        }
        write(c, frame)
        sent++
      }
      return sent
    },
    sendTopic(topic, command, message) {
      const watchers = byTopic.get(topic)
      if (!watchers) return 0
      const frame = signalr.invocation('NotifyMessage', [command, message])
      let sent = 0
      for (const c of [...watchers]) {
        if (!c.ready) continue
        write(c, frame)
        sent++
      }
      return sent
    },
    topicsWatched(prefix) {
      const found: string[] = []
      for (const [topic, watchers] of byTopic) {
        if (!topic.startsWith(prefix)) continue
        for (const c of watchers)
          if (c.ready) {
            found.push(topic)
            break
          }
      }
      return found
    },
    watching(topic) {
      let n = 0
      for (const c of byTopic.get(topic) ?? []) if (c.ready) n++
      return n
    },
    closeSessions(sessionIds, reason) {
      let closed = 0
      for (const id of sessionIds) {
        for (const c of [...(bySession.get(id) ?? [])]) {
          end(c, reason, false)
          closed++
        }
      }
      return closed
    },
    sweep,
    stats: () => ({ connections: all.size, players: byPlayer.size }),
    goodbye,
    async close() {
      goodbye()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}

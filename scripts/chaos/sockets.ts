/**
 * The chaos run's hub clients (docs/scaling.md "The chaos run"): visitors on the public sports topics
 * and players on their own private connection, spread over the instances by the balancer. They
 * speak SignalR's JSON protocol over a bare WebSocket (the official client would cost a process
 * per few thousand sockets; the frames are the same, docs/realtime.md) and, like the official
 * client's automatic reconnect, come back at once when a connection drops, then after 2 s, 10 s, 30 s
 * (the site's own `REALTIME.reconnectDelaysMs`). Like the official client in a browser, which sets
 * no time-out of its own on the HTTP upgrade and then waits `serverTimeoutMs` for the hub's
 * handshake, a client waits up to `serverTimeoutMs` for its upgrade: a shorter bound of its own made
 * a loaded instance's slow upgrades time out, wait a retry delay and be made again.
 * A close record that allows reconnecting (a stopping instance's goodbye) is followed as the official
 * client follows it: the socket is dropped and opened again at once, without waiting for the close
 * handshake, which a loaded instance answers late.
 *
 * Each private frame naming a ticket is checked against the tickets the run placed: a
 * `CashoutOffer` for another player's ticket is a leak.
 */
import { randomInt } from 'node:crypto'
import { REALTIME } from '@galata/contract'
import WebSocket from 'ws'
import { lastUpstream } from './failures.js'

const RS = '\u001e'
const RETRY_MS = REALTIME.reconnectDelaysMs

/** A close record (type 7) that lets the client reconnect: `"allowReconnect":true`. */
function reconnectAllowed(frame: string): boolean {
  try {
    return (JSON.parse(frame) as { allowReconnect?: unknown }).allowReconnect === true
  } catch {
    return false
  }
}

/**
 * The `n`th client's own source address in 127.0.0.0/8 (all of it is this machine's loopback), as
 * each player's device has its own address. From one address, every new connection to the one
 * balancer address and port makes the kernel search a free port among some 20,000 taken ones, and
 * a child's reconnect storm spent seconds in those `connect` calls (docs/operations.md "The run's
 * own processes"). 127.0.0.1 itself is left to the stack's own connections.
 */
export function sourceAddress(n: number): string {
  return `127.${1 + ((n >> 16) % 254)}.${(n >> 8) & 255}.${n & 255}`
}

export interface HubClient {
  url: string
  /** The player's user name for a private connection; null for a visitor. */
  owner: string | null
  topic: string | null
}

/** Where one client's connection is, for following the clients of one instance through its fault. */
interface Place {
  /** The instance of the open connection (nginx's `X-Upstream` on the upgrade), or of the last one. */
  upstream: string | null
  /** Epoch ms of the open connection's handshake; null while the client is down. */
  openedAt: number | null
  /** Epoch ms of the HTTP upgrade of the connection under way or open; null before one. */
  upgradedAt: number | null
  /** When the last open connection dropped, and from which instance. */
  closedAt: number | null
  closedFrom: string | null
  /** The client's own loopback address (`sourceAddress`), given at its first connection. */
  source: string
}

/** The clients that were on an instance when its fault began, and how long each took to be back. */
export interface Track {
  key: string
  clients: number
  /** Milliseconds from the fault's start to each client's next handshake, of those back. */
  backMs: number[]
  /** From the fault's start to each client's drop, and to the HTTP upgrade of its next connection. */
  dropMs: number[]
  upgradeMs: number[]
}

export class HubCrowd {
  private readonly sockets = new Map<HubClient, WebSocket | null>()
  private readonly places = new Map<HubClient, Place>()
  private readonly tracks: {
    key: string
    since: number
    pending: Set<HubClient>
    backMs: number[]
    dropMs: number[]
    upgradeMs: number[]
    upgraded: Set<HubClient>
    clients: number
  }[] = []
  /** Handshakes that failed, by why (`Unexpected server response: 503`, a time-out, a reset). */
  readonly connectFailures = new Map<string, number>()
  private open = 0
  private total = 0
  private stopped = false
  private keepAlive: NodeJS.Timeout | null = null
  leaks = 0
  frames = 0
  /** Close records that allowed reconnecting (an instance's goodbye), each followed at once. */
  goodbyes = 0

  /** `owners` of ticket ids the run placed, for the leak check. */
  constructor(private readonly ticketOwner: (ticketId: number) => string | undefined) {}

  get openCount(): number {
    return this.open
  }

  get size(): number {
    return this.sockets.size
  }

  /**
   * When the last client came back and every one was open again (epoch ms), null while some are
   * not: the "hub clients back after" of a fault is read from it (docs/operations.md "The chaos run").
   */
  allOpenAt: number | null = null

  /**
   * Starts following the clients whose connection was on `upstream` at `since` (epoch ms; the
   * fault's signal): each is back at its next handshake, on any instance (docs/operations.md "The
   * chaos run": "its instance's hub clients back after").
   */
  track(key: string, upstream: string, since: number): void {
    const t = {
      key,
      since,
      pending: new Set<HubClient>(),
      backMs: [] as number[],
      dropMs: [] as number[],
      upgradeMs: [] as number[],
      upgraded: new Set<HubClient>(),
      clients: 0,
    }
    for (const [client, p] of this.places) {
      const wasThere =
        (p.upstream === upstream && p.openedAt !== null && p.openedAt <= since) ||
        (p.closedFrom === upstream && p.closedAt !== null && p.closedAt >= since)
      if (!wasThere) continue
      t.clients++
      // A child busy with the drops may read this message after some clients are on their way back.
      if (p.closedFrom === upstream && p.closedAt !== null && p.closedAt >= since) {
        t.dropMs.push(p.closedAt - since)
        if (p.upgradedAt !== null && p.upgradedAt > p.closedAt) {
          t.upgraded.add(client)
          t.upgradeMs.push(p.upgradedAt - since)
        }
      }
      // Already dropped and back by the time this arrives: its handshake is the one counted.
      if (p.openedAt !== null && p.openedAt > since) t.backMs.push(p.openedAt - since)
      else t.pending.add(client)
    }
    this.tracks.push(t)
  }

  trackFigures(): Track[] {
    return this.tracks.map((t) => ({
      key: t.key,
      clients: t.clients,
      backMs: t.backMs,
      dropMs: t.dropMs,
      upgradeMs: t.upgradeMs,
    }))
  }

  /** Opens `clients` in batches of `batch`, waiting for each batch's handshakes. */
  async start(clients: HubClient[], batch = 250): Promise<void> {
    this.total = clients.length
    // The hub closes a client silent for 30 s: ping like the official client, from the first
    // socket on (opening 20,000 takes minutes, and the first ones must not be dropped meanwhile).
    this.keepAlive = setInterval(() => {
      for (const ws of this.sockets.values())
        if (ws?.readyState === WebSocket.OPEN) ws.send(`{"type":6}${RS}`)
    }, 15_000)
    for (let i = 0; i < clients.length && !this.stopped; i += batch) {
      await Promise.all(clients.slice(i, i + batch).map((c) => this.connect(c, 0)))
    }
  }

  private connect(client: HubClient, attempt: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return resolve()
      const place = this.places.get(client) ?? {
        upstream: null,
        openedAt: null,
        upgradedAt: null,
        closedAt: null,
        closedFrom: null,
        source: sourceAddress(this.places.size),
      }
      this.places.set(client, place)
      const ws = new WebSocket(client.url, {
        perMessageDeflate: false,
        handshakeTimeout: REALTIME.serverTimeoutMs,
        localAddress: place.source,
      })
      this.sockets.set(client, ws)
      let upstream: string | null = null
      let failure: string | null = null
      let handshaken = false
      ws.once('upgrade', (res) => (upstream = lastUpstream(res.headers['x-upstream'])))
      const retry = () => {
        const wasOpen = handshaken
        if (wasOpen) {
          this.open--
          this.allOpenAt = null
          place.closedAt = Date.now()
          place.closedFrom = place.upstream
          place.openedAt = null
          for (const t of this.tracks) if (t.pending.has(client)) t.dropMs.push(place.closedAt - t.since)
        } else {
          const why = failure ?? 'closed before the handshake'
          this.connectFailures.set(why, (this.connectFailures.get(why) ?? 0) + 1)
        }
        handshaken = false
        resolve()
        if (this.stopped) return
        const next = wasOpen ? 0 : attempt + 1
        const wait = RETRY_MS[Math.min(next, RETRY_MS.length - 1)]! + randomInt(0, 250)
        setTimeout(() => void this.connect(client, next), wait)
      }
      ws.once('open', () => {
        place.upgradedAt = Date.now()
        // Where a tracked client's way back goes: its drop, this upgrade, the hub's handshake.
        for (const t of this.tracks)
          if (t.pending.has(client) && place.openedAt === null && !t.upgraded.has(client)) {
            t.upgraded.add(client)
            t.upgradeMs.push(Date.now() - t.since)
          }
        ws.send(`{"protocol":"json","version":1}${RS}`)
      })
      ws.on('message', (data) => {
        const text = data.toString()
        for (const frame of text.split(RS)) {
          if (!frame) continue
          if (!handshaken) {
            if (frame.startsWith('{}')) {
              handshaken = true
              this.open++
              place.upstream = upstream
              place.openedAt = Date.now()
              for (const t of this.tracks)
                if (t.pending.delete(client)) t.backMs.push(place.openedAt - t.since)
              if (this.open >= this.total) this.allOpenAt = Date.now()
              if (client.topic)
                ws.send(JSON.stringify({ type: 1, target: 'Subscribe', arguments: [client.topic] }) + RS)
              resolve()
            }
            continue
          }
          this.frames++
          if (frame.startsWith('{"type":7') && reconnectAllowed(frame)) {
            this.goodbyes++
            ws.terminate()
            return
          }
          this.check(client, frame)
        }
      })
      ws.once('close', retry)
      ws.once('error', (e: Error & { code?: string }) => {
        failure = /handshake has timed out/i.test(e.message) ? 'handshake time-out' : (e.code ?? e.message)
        ws.terminate()
      })
    })
  }

  private check(client: HubClient, frame: string): void {
    if (!frame.includes('CashoutOffer')) return
    try {
      const msg = JSON.parse(frame) as { target?: string; arguments?: unknown[] }
      if (msg.target !== 'CashoutOffer') return
      const body = (
        typeof msg.arguments?.[0] === 'string' ? JSON.parse(msg.arguments[0]) : msg.arguments?.[0]
      ) as {
        ticketId?: number
      }
      const owner = body?.ticketId === undefined ? undefined : this.ticketOwner(body.ticketId)
      if (client.owner === null || (owner !== undefined && owner !== client.owner)) this.leaks++
    } catch {
      // A frame the check cannot read is not a leak it can prove.
    }
  }

  stop(): void {
    this.stopped = true
    if (this.keepAlive) clearInterval(this.keepAlive)
    for (const ws of this.sockets.values()) ws?.terminate()
  }
}

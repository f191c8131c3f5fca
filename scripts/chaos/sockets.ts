/**
 * The chaos run's hub clients (docs/scaling.md "The chaos run"): visitors on the public sports topics
 * and players on their own private connection, spread over the instances by the balancer. They
 * speak SignalR's JSON protocol over a bare WebSocket (the official client would cost a process
 * per few thousand sockets; the frames are the same, docs/realtime.md) and, like the official
 * client's automatic reconnect, come back at once when a connection drops, then after 2 s, 10 s, 30 s.
 * A close record that allows reconnecting (a stopping instance's goodbye) is followed as the official
 * client follows it: the socket is dropped and opened again at once, without waiting for the close
 * handshake, which a loaded instance answers late.
 *
 * Each private frame naming a ticket is checked against the tickets the run placed: a
 * `CashoutOffer` for another player's ticket is a leak.
 */
import { randomInt } from 'node:crypto'
import WebSocket from 'ws'

const RS = '\u001e'
const RETRY_MS = [0, 2_000, 10_000, 30_000]

/** A close record (type 7) that lets the client reconnect: `"allowReconnect":true`. */
function reconnectAllowed(frame: string): boolean {
  try {
    return (JSON.parse(frame) as { allowReconnect?: unknown }).allowReconnect === true
  } catch {
    return false
  }
}

export interface HubClient {
  url: string
  /** The player's user name for a private connection; null for a visitor. */
  owner: string | null
  topic: string | null
}

export class HubCrowd {
  private readonly sockets = new Map<HubClient, WebSocket | null>()
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
      const ws = new WebSocket(client.url, { perMessageDeflate: false, handshakeTimeout: 10_000 })
      this.sockets.set(client, ws)
      let handshaken = false
      const retry = () => {
        const wasOpen = handshaken
        if (wasOpen) this.open--
        if (wasOpen) this.allOpenAt = null
        handshaken = false
        resolve()
        if (this.stopped) return
        const next = wasOpen ? 0 : attempt + 1
        const wait = RETRY_MS[Math.min(next, RETRY_MS.length - 1)]! + randomInt(0, 250)
        setTimeout(() => void this.connect(client, next), wait)
      }
      ws.once('open', () => ws.send(`{"protocol":"json","version":1}${RS}`))
      ws.on('message', (data) => {
        const text = data.toString()
        for (const frame of text.split(RS)) {
          if (!frame) continue
          if (!handshaken) {
            if (frame.startsWith('{}')) {
              handshaken = true
              this.open++
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
      ws.once('error', () => ws.terminate())
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

import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { REALTIME } from '@galata/contract'

/** Listens on a free local port (the hub needs a real HTTP server); answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/**
 * A raw upgrade to the hub of `base` (http://…) with `query`: status 101 when a socket opened, else
 * the HTTP status it was refused with and its Retry-After, -1 on a network error. The socket goes
 * into `keep`, which the test terminates at its end.
 */
export function hubUpgrade(
  base: string,
  query: string,
  keep: WebSocket[],
  headers?: Record<string, string>,
): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${REALTIME.hubPath}?${query}`, { headers })
    keep.push(ws)
    ws.on('unexpected-response', (_req, res) =>
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
    )
    ws.on('open', () => resolve({ status: 101 }))
    ws.on('error', () => resolve({ status: -1 }))
  })
}

export interface HubClient {
  connection: HubConnection
  /** Every `NotifyMessage(command, message)` received, in order. */
  messages: { command: string; message: string }[]
  /** Resolves with the next message of this command (or one already received after `since`). */
  next(command: string, since?: number): Promise<{ command: string; message: string }>
  closed: Promise<Error | undefined>
}

/**
 * The official client as the web app builds it (spec §7): negotiation skipped, WebSockets only,
 * the session token as access token, the reconnect delays of spec §9.
 */
export function hubClient(base: string, token: string, query = 'fingerprint=test-fp'): HubClient {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}${REALTIME.hubPath}?${query}`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .withAutomaticReconnect([...REALTIME.reconnectDelaysMs])
    .configureLogging(LogLevel.None)
    .build()
  const messages: { command: string; message: string }[] = []
  const waiters: {
    command: string
    since: number
    resolve: (m: { command: string; message: string }) => void
  }[] = []
  connection.on('NotifyMessage', (command: string, message: string) => {
    messages.push({ command, message })
    for (const w of [...waiters]) {
      if (w.command === command && messages.length > w.since) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve({ command, message })
      }
    }
  })
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose((err) => resolve(err)))
  return {
    connection,
    messages,
    closed,
    next(command, since = messages.length) {
      const hit = messages.slice(since).find((m) => m.command === command)
      if (hit) return Promise.resolve(hit)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${command} within 5 s`)), 5000)
        waiters.push({
          command,
          since,
          resolve: (m) => {
            clearTimeout(timer)
            resolve(m)
          },
        })
      })
    },
  }
}

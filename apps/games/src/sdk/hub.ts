import type { Locale } from './page'
import type { GameSession } from './session'

/*
 * A live game's connection to the site's hub (docs/realtime.md, docs/casino.md "Live over the
 * hub"): the SignalR JSON protocol on a plain WebSocket at /hub/frnotify on the page's own origin,
 * authenticated with the game token (the hub accepts a token of a live game and subscribes the
 * socket to that game's topic only). Handshake, a ping every 10 s, reconnection with back-off (with
 * the latest renewed token) and, while disconnected, a poll every 1.5 s so the round still moves.
 * Events arrive as `NotifyMessage(kind, json)`; a malformed one is skipped.
 */

const RS = '\u001e'

interface HubRecord {
  type?: number
  error?: string
  allowReconnect?: boolean
  target?: string
  arguments?: string[]
}

export interface HubOptions<E> {
  session: GameSession
  locale: Locale
  /** The first argument of the game's `NotifyMessage` (`Aviator`). */
  kind: string
  /** One event of the game (its JSON parsed). */
  onEvent: (event: E) => void
  /** Re-reads the game's state: after the handshake, every 1.5 s while offline, once at the end. */
  resync: () => void
  /** The socket closed and will be retried (show "offline"). */
  onOffline?: () => void
}

/** Connects now and keeps connected until the hub ends the session (then one last `resync`). */
export function connectHub<E>(o: HubOptions<E>) {
  let ws: WebSocket | null = null
  let retry = 0
  let poller: ReturnType<typeof setInterval> | 0 = 0
  // The hub ended the session (logout, password change, expiry: allowReconnect false, docs/security.md).
  let ended = false
  const stopPolling = () => {
    clearInterval(poller)
    poller = 0
  }

  function connect() {
    const url =
      (location.protocol === 'https:' ? 'wss://' : 'ws://') +
      location.host +
      '/hub/frnotify?access_token=' +
      encodeURIComponent(o.session.token()) +
      '&locale=' +
      o.locale
    const socket = new WebSocket(url)
    ws = socket
    socket.onopen = () => socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RS)
    socket.onmessage = (msg) => {
      for (const part of String(msg.data).split(RS)) {
        if (!part) continue
        let rec: HubRecord
        try {
          rec = JSON.parse(part) as HubRecord
        } catch {
          continue
        }
        if (rec.type === undefined && !rec.error) {
          // Handshake answered: live from now on; catch up on what happened meanwhile.
          retry = 0
          stopPolling()
          o.resync()
          continue
        }
        if (rec.type === 7 && rec.allowReconnect === false) {
          ended = true
          continue
        }
        if (
          rec.type === 1 &&
          rec.target === 'NotifyMessage' &&
          rec.arguments &&
          rec.arguments[0] === o.kind
        ) {
          let event: E
          try {
            event = JSON.parse(rec.arguments[1]!) as E
          } catch {
            // A malformed event is skipped; the next state read repairs the view.
            continue
          }
          o.onEvent(event)
        }
      }
    }
    socket.onclose = () => {
      if (ended) {
        // No retries and no polling: one state read answers 401 and shows "session expired".
        stopPolling()
        o.resync()
        return
      }
      o.onOffline?.()
      // Until the hub is back the page polls, so the round still moves on screen.
      if (!poller) poller = setInterval(o.resync, 1500)
      setTimeout(connect, Math.min(30000, 1000 * 2 ** retry++))
    }
  }

  setInterval(() => {
    if (ws && ws.readyState === 1) ws.send(JSON.stringify({ type: 6 }) + RS)
  }, 10000)
  // The socket carries the game token, so it waits for the launch url's exchange (session.ts).
  void o.session.ready.then(connect)
}

import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr'
import { REALTIME } from '@galata/contract'
import { boLocale } from '../i18n/i18n'
import { readToken } from './client'

/**
 * The console's socket on the hub (docs/backoffice.md "The console (/bo)"): the official SignalR
 * client on the same hub as the player site, `staff=1` with the staff token. `onUp` runs each time
 * the socket is up, after a reconnect too (a new socket holds no topic it asked for before);
 * `onDown` while it is reconnecting or down. A socket refused, failed or given up is opened again
 * `retryMs` later. A socket the page already let go of (React's second mount in development) says
 * nothing. Answers the stop; without a staff token nothing is opened.
 */
export function openStaffHub({
  retryMs,
  onMessage,
  onUp,
  onDown,
}: {
  retryMs: number
  onMessage: (command: unknown, message: unknown) => void
  onUp: (invoke: (method: string, ...args: unknown[]) => Promise<unknown>) => void
  onDown: () => void
}): () => void {
  if (!readToken()) return () => undefined
  const url = new URL(REALTIME.hubPath, window.location.origin)
  url.searchParams.set('staff', '1')
  url.searchParams.set('locale', boLocale)
  const c = new HubConnectionBuilder()
    .withUrl(url.toString(), {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => readToken() ?? '',
    })
    .withAutomaticReconnect([...REALTIME.reconnectDelaysMs])
    .withServerTimeout(REALTIME.serverTimeoutMs)
    .withKeepAliveInterval(REALTIME.keepAliveIntervalMs)
    .configureLogging(LogLevel.None)
    .build()
  let stopped = false
  c.on(REALTIME.clientMethod, (command: unknown, message: unknown) => {
    if (!stopped) onMessage(command, message)
  })
  let retry: ReturnType<typeof setTimeout> | undefined
  const down = () => {
    if (stopped) return
    onDown()
    clearTimeout(retry)
    retry = setTimeout(begin, retryMs)
  }
  const up = () => {
    if (!stopped && c.state === HubConnectionState.Connected)
      onUp((method, ...args) => c.invoke(method, ...args))
  }
  const begin = () => {
    if (stopped || c.state !== HubConnectionState.Disconnected) return
    c.start().then(up).catch(down)
  }
  c.onreconnecting(() => {
    if (!stopped) onDown()
  })
  c.onreconnected(up)
  c.onclose(down)
  begin()
  return () => {
    stopped = true
    clearTimeout(retry)
    void c.stop()
  }
}

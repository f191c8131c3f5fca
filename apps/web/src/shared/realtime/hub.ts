import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr'
import { HubCommand, REALTIME, type RealtimeState } from '@galata/contract'
import { getFingerprint } from '../fingerprint'
import { currentLocale } from '../i18n/locale'
import { createStore } from '../store/create-store'

/*
 * The one real-time connection of the page (spec §4, §7, §9): the official SignalR client, negotiation
 * skipped, WebSockets only, the stored token as access token. Incoming `NotifyMessage(command,
 * message)` calls go to the listeners of that command; connection events are forwarded the same way
 * as `error`, `disconnect` and `reconnected` with the connection id (or error text) as the message.
 */

type Listener = (message: string) => void

export const realtimeStore = createStore<{ state: RealtimeState }>({ state: 'disconnected' })
export const useRealtimeState = () => realtimeStore.useStore((s) => s.state)

const listeners = new Map<string, Set<Listener>>()
let connection: HubConnection | null = null

function setState(state: RealtimeState) {
  if (realtimeStore.get().state !== state) realtimeStore.set({ state })
}

function dispatch(command: string, message: string) {
  for (const listener of listeners.get(command) ?? []) {
    try {
      listener(message)
    } catch (err) {
      console.error('realtime listener failed', command, err)
    }
  }
}

/** Subscribes to one command; answers the unsubscribe. */
export function onHubCommand(command: string, listener: Listener): () => void {
  let set = listeners.get(command)
  if (!set) listeners.set(command, (set = new Set()))
  set.add(listener)
  return () => set.delete(listener)
}

function hubUrl(): string {
  // `./hub/frnotify` against <base href="/"> like `./api/`; the fingerprint and language ride along.
  const url = new URL(`.${REALTIME.hubPath}`, document.baseURI)
  url.searchParams.set('fingerprint', getFingerprint())
  url.searchParams.set('locale', currentLocale)
  return url.toString()
}

/** Opens the connection for this token (once; a second call while open does nothing). */
export function startRealtime(token: () => string | null): void {
  if (connection) return
  const c = new HubConnectionBuilder()
    .withUrl(hubUrl(), {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token() ?? '',
    })
    .withAutomaticReconnect([...REALTIME.reconnectDelaysMs])
    .withServerTimeout(REALTIME.serverTimeoutMs)
    .withKeepAliveInterval(REALTIME.keepAliveIntervalMs)
    .configureLogging(LogLevel.None)
    .build()
  connection = c
  c.on(REALTIME.clientMethod, (command: unknown, message: unknown) => {
    if (typeof command === 'string')
      dispatch(command, typeof message === 'string' ? message : JSON.stringify(message))
  })
  c.onreconnecting((err) => {
    setState('reconnecting')
    dispatch(HubCommand.Disconnect, err?.message ?? '')
  })
  c.onreconnected((id) => {
    setState('connected')
    dispatch(HubCommand.Reconnected, id ?? '')
  })
  c.onclose((err) => {
    if (connection === c) connection = null
    setState('disconnected')
    dispatch(HubCommand.Disconnect, err?.message ?? c.connectionId ?? '')
  })
  setState('connecting')
  c.start()
    .then(() => setState(c.state === HubConnectionState.Connected ? 'connected' : realtimeStore.get().state))
    .catch((err: unknown) => {
      // Spec §8: a start error is forwarded as the command `error`.
      if (connection === c) connection = null
      setState('disconnected')
      dispatch(HubCommand.Error, err instanceof Error ? err.message : String(err))
    })
}

export function stopRealtime(): void {
  const c = connection
  if (!c) return
  connection = null
  setState('disconnecting')
  void c.stop().finally(() => setState('disconnected'))
}

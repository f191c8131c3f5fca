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
 * skipped, WebSockets only, the stored token as access token — or, for a visitor on a live page, no
 * token at all (the hub's public socket, which hears only the public topics it subscribes to). Incoming `NotifyMessage(command,
 * message)` calls go to the listeners of that command; connection events are forwarded the same way
 * as `error`, `disconnect` and `reconnected` with the connection id (or error text) as the message.
 */

type Listener = (message: string) => void

export const realtimeStore = createStore<{ state: RealtimeState }>({ state: 'disconnected' })
export const useRealtimeState = () => realtimeStore.useStore((s) => s.state)

const listeners = new Map<string, Set<Listener>>()
let connection: HubConnection | null = null
/** What the open connection was opened as: a player's (with its token) or a visitor's (none). */
let connectedAs: 'session' | 'visitor' | null = null
/** Set by startRealtime while a player is logged in; null for a visitor. */
let sessionToken: (() => string | null) | null = null
/** Public topics (docs/realtime.md) the page listens to, with how many listeners hold each. */
const topics = new Map<string, number>()

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

/**
 * Opens the player's connection with this token (spec §4). A visitor's connection opened for public
 * topics is replaced by it, so the player's private messages arrive from then on.
 */
export function startRealtime(token: () => string | null): void {
  sessionToken = token
  if (connectedAs === 'session') return
  reopen()
}

/** Ends the player's connection; a page still watching public topics goes on as a visitor. */
export function stopRealtime(): void {
  sessionToken = null
  reopen()
}

/**
 * Listens to a public topic (`sports:live`, `sports:event:{id}`; the hub's `Subscribe`). A visitor
 * without a session gets a connection without a token (the hub hears only public topics on it).
 * Answers the release; the topic is unsubscribed once its last listener lets go. After a reconnect
 * every topic is subscribed again and `Reconnected` tells the pages to refetch their snapshot.
 */
export function subscribeTopic(topic: string): () => void {
  const held = topics.get(topic) ?? 0
  topics.set(topic, held + 1)
  if (held === 0) {
    if (!connection) reopen()
    else if (connection.state === HubConnectionState.Connected) invoke('Subscribe', topic)
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (topics.get(topic) ?? 1) - 1
    if (left > 0) return void topics.set(topic, left)
    topics.delete(topic)
    if (connection?.state === HubConnectionState.Connected) invoke('Unsubscribe', topic)
    // A visitor's socket with nothing left to hear closes, a moment later: moving from the live
    // list to an event page releases the list's topics just before the page takes its own.
    if (connectedAs === 'visitor' && topics.size === 0)
      setTimeout(() => {
        if (connectedAs === 'visitor' && topics.size === 0) reopen()
      }, VISITOR_IDLE_CLOSE_MS)
  }
}

const VISITOR_IDLE_CLOSE_MS = 5_000

function invoke(method: 'Subscribe' | 'Unsubscribe', topic: string) {
  // A refused topic (not public, over the cap) answers an error; the page keeps its REST snapshot.
  connection?.invoke(method, topic).catch(() => undefined)
}

function subscribeAll(c: HubConnection) {
  for (const topic of topics.keys()) c.invoke('Subscribe', topic).catch(() => undefined)
}

/** Closes what is open and opens what is wanted now: the player's socket, a visitor's, or none. */
function reopen() {
  const want = sessionToken ? 'session' : topics.size > 0 ? 'visitor' : null
  if (connection && connectedAs === want) return
  const old = connection
  connection = null
  connectedAs = null
  if (old) {
    setState('disconnecting')
    void old.stop().finally(() => {
      if (!connection) setState('disconnected')
    })
  }
  if (want) open(want)
}

function open(kind: 'session' | 'visitor') {
  const token = sessionToken
  const c = new HubConnectionBuilder()
    .withUrl(hubUrl(), {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      // A visitor's socket sends no token at all (an empty one is not sent by the client).
      ...(kind === 'session' && token ? { accessTokenFactory: () => token() ?? '' } : {}),
    })
    .withAutomaticReconnect([...REALTIME.reconnectDelaysMs])
    .withServerTimeout(REALTIME.serverTimeoutMs)
    .withKeepAliveInterval(REALTIME.keepAliveIntervalMs)
    .configureLogging(LogLevel.None)
    .build()
  connection = c
  connectedAs = kind
  c.on(REALTIME.clientMethod, (command: unknown, message: unknown) => {
    if (typeof command === 'string')
      dispatch(command, typeof message === 'string' ? message : JSON.stringify(message))
  })
  c.onreconnecting((err) => {
    if (connection !== c) return
    setState('reconnecting')
    dispatch(HubCommand.Disconnect, err?.message ?? '')
  })
  c.onreconnected((id) => {
    if (connection !== c) return
    setState('connected')
    subscribeAll(c)
    dispatch(HubCommand.Reconnected, id ?? '')
  })
  c.onclose((err) => {
    if (connection !== c) return
    connection = null
    connectedAs = null
    setState('disconnected')
    dispatch(HubCommand.Disconnect, err?.message ?? c.connectionId ?? '')
  })
  setState('connecting')
  c.start()
    .then(() => {
      if (connection !== c) return
      setState(c.state === HubConnectionState.Connected ? 'connected' : realtimeStore.get().state)
      subscribeAll(c)
    })
    .catch((err: unknown) => {
      // Spec §8: a start error is forwarded as the command `error`.
      if (connection !== c) return
      connection = null
      connectedAs = null
      setState('disconnected')
      dispatch(HubCommand.Error, err instanceof Error ? err.message : String(err))
    })
}

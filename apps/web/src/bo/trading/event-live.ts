import { useEffect, useRef, useState } from 'react'
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr'
import { REALTIME, TradingHubCommand, tradingTopic } from '@galata/contract'
import { readToken } from '../api/client'
import { boLocale } from '../i18n/i18n'

/*
 * An event page's live updates (docs/backoffice.md "Trading", live): the staff socket (the
 * dashboard's, `staff=1` with the staff token) subscribed to the event's staff topic, which the
 * server allows to members who read trading. `TradingChanged` says the page would show something
 * new: `onChange` reads it again. Answers whether the topic is held; while it is not (the hub down,
 * refused, reconnecting) the page polls as before.
 */
/** How long after the socket went down it is opened again. */
const RETRY_MS = 30_000

export function useEventTopic(eventId: number | null, onChange: () => void): boolean {
  const [held, setHeld] = useState(false)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])
  useEffect(() => {
    setHeld(false)
    const token = readToken()
    if (!token || eventId === null) return
    const topic = tradingTopic(eventId)
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
      if (command !== TradingHubCommand.Changed || typeof message !== 'string') return
      try {
        const body = JSON.parse(message) as { eventId?: unknown }
        if (body.eventId === eventId) onChangeRef.current()
      } catch {
        // Not ours to read: ignored.
      }
    })
    let retry: ReturnType<typeof setTimeout> | undefined
    const down = () => {
      if (stopped) return
      setHeld(false)
      clearTimeout(retry)
      retry = setTimeout(begin, RETRY_MS)
    }
    // Subscribed (again after a reconnect, a new socket holds nothing): read once, then on each push.
    const subscribe = () =>
      c
        .invoke('Subscribe', topic)
        .then(() => {
          if (stopped) return
          setHeld(true)
          onChangeRef.current()
        })
        .catch(() => {
          if (!stopped) setHeld(false)
        })
    const begin = () => {
      if (stopped || c.state !== HubConnectionState.Disconnected) return
      c.start()
        .then(() => (stopped ? undefined : subscribe()))
        .catch(down)
    }
    c.onreconnecting(() => {
      if (!stopped) setHeld(false)
    })
    c.onreconnected(() => {
      if (!stopped) void subscribe()
    })
    c.onclose(down)
    begin()
    return () => {
      stopped = true
      clearTimeout(retry)
      void c.stop()
    }
  }, [eventId])
  return held
}

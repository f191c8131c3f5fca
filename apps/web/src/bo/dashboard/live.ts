import { useEffect, useRef, useState } from 'react'
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr'
import { DashboardHubCommand, dashboardSchema, REALTIME, type Dashboard } from '@galata/contract'
import { readToken } from '../api/client'
import { boLocale } from '../i18n/i18n'

/*
 * The dashboard's live figures (docs/backoffice.md "The dashboard" and "The console (/bo)"): the
 * official SignalR client on the same hub as the player site, with the staff token and `staff=1`.
 * The socket holds the `bo:dashboard` topic from its identity and hears `BoDashboard` with the
 * figures as JSON. Answers whether the socket is up; the screen polls while it is not.
 */
/** How long after the socket went down it is opened again. */
const RETRY_MS = 60_000

export function useDashboardLive(onFigures: (figures: Dashboard) => void): boolean {
  const [live, setLive] = useState(false)
  // The newest callback, without reopening the socket when it changes.
  const onFiguresRef = useRef(onFigures)
  useEffect(() => {
    onFiguresRef.current = onFigures
  }, [onFigures])
  useEffect(() => {
    const token = readToken()
    if (!token) return
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
      if (command !== DashboardHubCommand.Figures) return
      let value: unknown = message
      try {
        if (typeof message === 'string') value = JSON.parse(message)
      } catch {
        return
      }
      const parsed = dashboardSchema.safeParse(value)
      if (parsed.success) onFiguresRef.current(parsed.data)
    })
    // A socket this page already let go of (React's second mount in development) says nothing.
    // Refused, failed or given up: the screen polls, and the socket is tried again a minute later.
    let retry: ReturnType<typeof setTimeout> | undefined
    const down = () => {
      if (stopped) return
      setLive(false)
      clearTimeout(retry)
      retry = setTimeout(begin, RETRY_MS)
    }
    const begin = () => {
      if (stopped || c.state !== HubConnectionState.Disconnected) return
      c.start()
        .then(() => {
          if (!stopped) setLive(c.state === HubConnectionState.Connected)
        })
        .catch(down)
    }
    c.onreconnecting(() => {
      if (!stopped) setLive(false)
    })
    c.onreconnected(() => {
      if (!stopped) setLive(true)
    })
    c.onclose(down)
    begin()
    return () => {
      stopped = true
      clearTimeout(retry)
      void c.stop()
    }
  }, [])
  return live
}

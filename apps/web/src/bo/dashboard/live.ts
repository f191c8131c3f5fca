import { useEffect, useRef, useState } from 'react'
import { DashboardHubCommand, dashboardSchema, type Dashboard } from '@galata/contract'
import { openStaffHub } from '../api/staff-hub'

/*
 * The dashboard's live figures (docs/backoffice.md "The dashboard" and "The console (/bo)"): the
 * console's staff socket holds the `bo:dashboard` topic from its identity and hears `BoDashboard`
 * with the figures as JSON. Answers whether the socket is up; the screen polls while it is not.
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
  useEffect(
    () =>
      openStaffHub({
        retryMs: RETRY_MS,
        onMessage: (command, message) => {
          if (command !== DashboardHubCommand.Figures) return
          let value: unknown = message
          try {
            if (typeof message === 'string') value = JSON.parse(message)
          } catch {
            return
          }
          const parsed = dashboardSchema.safeParse(value)
          if (parsed.success) onFiguresRef.current(parsed.data)
        },
        onUp: () => setLive(true),
        onDown: () => setLive(false),
      }),
    [],
  )
  return live
}

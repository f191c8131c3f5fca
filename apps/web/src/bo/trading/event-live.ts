import { useEffect, useRef, useState } from 'react'
import { TradingHubCommand, tradingTopic } from '@galata/contract'
import { openStaffHub } from '../api/staff-hub'

/*
 * An event page's live updates (docs/backoffice.md "Trading", live): the console's staff socket
 * subscribed to the event's staff topic, which the server allows to members who read trading.
 * `TradingChanged` says the page would show something new: `onChange` reads it again. Answers
 * whether the topic is held; while it is not (the hub down, refused, reconnecting) the page polls
 * as before.
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
    if (eventId === null) return
    let gone = false
    const stop = openStaffHub({
      retryMs: RETRY_MS,
      onMessage: (command, message) => {
        if (command !== TradingHubCommand.Changed || typeof message !== 'string') return
        try {
          const body = JSON.parse(message) as { eventId?: unknown }
          if (body.eventId === eventId) onChangeRef.current()
        } catch {
          // Not ours to read: ignored.
        }
      },
      // Subscribed (again after a reconnect): read once, then on each push.
      onUp: (invoke) =>
        void invoke('Subscribe', tradingTopic(eventId))
          .then(() => {
            if (gone) return
            setHeld(true)
            onChangeRef.current()
          })
          .catch(() => {
            if (!gone) setHeld(false)
          }),
      onDown: () => setHeld(false),
    })
    return () => {
      gone = true
      stop()
    }
  }, [eventId])
  return held
}

import { useEffect, useRef, useState } from 'react'
import { TRADING_LIVE_TOPIC, TradingHubCommand, tradingTopic } from '@galata/contract'
import { openStaffHub } from '../api/staff-hub'

/*
 * Trading's live updates (docs/backoffice.md "The event's staff topic", "The live overview"): the
 * console's staff socket subscribed to one of trading's staff topics, which the server allows to
 * members who read trading. The topic's command says the page would show something new: `onChange`
 * reads it again. Answers whether the topic is held; while it is not (the hub down, refused,
 * reconnecting) the page polls as before.
 */
/** How long after the socket went down it is opened again. */
const RETRY_MS = 30_000

/** One staff topic: `topic` (null: none), `command` its push, `ours` whether a push's body is for this page. */
export function useTradingTopic(
  topic: string | null,
  command: string,
  ours: (body: Record<string, unknown>) => boolean,
  onChange: () => void,
): boolean {
  const [held, setHeld] = useState(false)
  const onChangeRef = useRef(onChange)
  const oursRef = useRef(ours)
  useEffect(() => {
    onChangeRef.current = onChange
    oursRef.current = ours
  }, [onChange, ours])
  useEffect(() => {
    setHeld(false)
    if (topic === null) return
    let gone = false
    const stop = openStaffHub({
      retryMs: RETRY_MS,
      onMessage: (heard, message) => {
        if (heard !== command || typeof message !== 'string') return
        try {
          const body = JSON.parse(message) as unknown
          if (body && typeof body === 'object' && oursRef.current(body as Record<string, unknown>))
            onChangeRef.current()
        } catch {
          // Not ours to read: ignored.
        }
      },
      // Subscribed (again after a reconnect): read once, then on each push.
      onUp: (invoke) =>
        void invoke('Subscribe', topic)
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
  }, [topic, command])
  return held
}

/** An event page's topic: `TradingChanged` for this event. */
export function useEventTopic(eventId: number | null, onChange: () => void): boolean {
  return useTradingTopic(
    eventId === null ? null : tradingTopic(eventId),
    TradingHubCommand.Changed,
    (body) => body.eventId === eventId,
    onChange,
  )
}

const anyBody = () => true

/** The live overview's topic: every `TradingLiveChanged` is for it. */
export function useLiveOverviewTopic(onChange: () => void): boolean {
  return useTradingTopic(TRADING_LIVE_TOPIC, TradingHubCommand.LiveChanged, anyBody, onChange)
}

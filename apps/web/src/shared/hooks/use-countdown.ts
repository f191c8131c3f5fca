import { useCallback, useEffect, useRef, useState } from 'react'

/** `59` → `0:59`, `75` → `1:15` (spec §4: "Resend code in 0:59"). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

export interface Countdown {
  /** Whole seconds left; 0 when idle or finished. */
  secondsLeft: number
  running: boolean
  /** (Re)starts from `seconds`. */
  start: (seconds: number) => void
  stop: () => void
}

/**
 * A seconds countdown for resend timers. It counts against the clock (an end time), not by adding
 * up ticks, so a throttled background tab still shows the true time left when it comes back.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const clear = () => {
    if (timer.current !== null) clearInterval(timer.current)
    timer.current = null
  }

  const start = useCallback((seconds: number) => {
    const current = Date.now()
    setNow(current)
    setEndsAt(current + Math.max(0, seconds) * 1000)
  }, [])

  const stop = useCallback(() => setEndsAt(null), [])

  useEffect(() => {
    clear()
    if (endsAt === null) return
    timer.current = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= endsAt) {
        clear()
        setEndsAt(null)
      }
    }, 250)
    return clear
  }, [endsAt])

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))
  return { secondsLeft, running: endsAt !== null && secondsLeft > 0, start, stop }
}

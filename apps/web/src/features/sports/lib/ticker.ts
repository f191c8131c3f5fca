import { useSyncExternalStore } from 'react'

/*
 * One clock for a whole page (docs/sportsbook.md: running match clocks on /livespor and the event page).
 * Every row's clock reads the same second: a single interval runs while anything reads it and
 * stops when the last reader leaves, however many rows a page shows.
 */

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | null = null
let now = Date.now()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (timer === null) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const l of listeners) l()
    }, 1000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer)
      timer = null
    }
  }
}

/** The time now (ms), moving once a second while the component is mounted. */
export function useSecondTick(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  )
}

/** How many readers hold the page's clock now (tests). */
export const tickerState = () => ({ readers: listeners.size, running: timer !== null })

/**
 * The clock minute to show `elapsedMs` after the clock `minute` was read, at `rate` clock minutes
 * per real second; never more than `ahead` minutes past the reading (the next pass corrects it).
 */
export function tickedMinute(minute: number, rate: number, elapsedMs: number, ahead = 5): number {
  if (!(rate > 0) || elapsedMs <= 0) return minute
  return minute + Math.min(ahead, Math.floor((elapsedMs / 1000) * rate))
}

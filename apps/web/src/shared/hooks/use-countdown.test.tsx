import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatCountdown, useCountdown, type Countdown } from './use-countdown'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

describe('formatCountdown (spec §4 "Resend code in 0:59")', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00')
    expect(formatCountdown(59)).toBe('0:59')
    expect(formatCountdown(9)).toBe('0:09')
    expect(formatCountdown(0)).toBe('0:00')
    expect(formatCountdown(-4)).toBe('0:00')
    expect(formatCountdown(58.2)).toBe('0:59')
  })
})

describe('useCountdown', () => {
  let container: HTMLDivElement
  let root: Root
  let latest: Countdown
  function Probe() {
    latest = useCountdown()
    return null
  }

  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() => root.render(<Probe />))
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.useRealTimers()
  })

  it('is idle until started', () => {
    expect(latest.running).toBe(false)
    expect(latest.secondsLeft).toBe(0)
  })

  it('counts 60 s down to zero, then stops', () => {
    act(() => latest.start(60))
    expect(latest.running).toBe(true)
    expect(latest.secondsLeft).toBe(60)
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    expect(latest.secondsLeft).toBe(59)
    act(() => {
      vi.advanceTimersByTime(29_000)
    })
    expect(latest.secondsLeft).toBe(30)
    act(() => {
      vi.advanceTimersByTime(30_000)
    })
    expect(latest.secondsLeft).toBe(0)
    expect(latest.running).toBe(false)
  })

  it('restarts from the full time (a resend resets the timer to 60)', () => {
    act(() => latest.start(60))
    act(() => {
      vi.advanceTimersByTime(45_000)
    })
    expect(latest.secondsLeft).toBe(15)
    act(() => latest.start(60))
    expect(latest.secondsLeft).toBe(60)
  })

  it('follows the clock, not the ticks: a throttled tab still shows the true time left', () => {
    act(() => latest.start(60))
    // The interval did not fire for 40 s (a background tab), then one tick comes.
    act(() => {
      vi.setSystemTime(new Date('2026-01-01T00:00:40Z'))
      vi.advanceTimersByTime(250)
    })
    expect(latest.secondsLeft).toBe(20)
  })

  it('can be stopped', () => {
    act(() => latest.start(30))
    act(() => latest.stop())
    expect(latest.running).toBe(false)
    expect(latest.secondsLeft).toBe(0)
  })
})

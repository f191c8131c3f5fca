import { describe, expect, it } from 'vitest'
import { describeStalls, StallWatch } from './stalls.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the run watching its own loop', () => {
  it('counts a loop held for over a second as one stall, and a free loop as none', async () => {
    const watch = new StallWatch()
    await sleep(300)
    expect(watch.stalls).toEqual([])
    const held = performance.now()
    while (performance.now() - held < 1_300) {
      // The loop is held, as a starved or busy process holds it.
    }
    await sleep(250)
    watch.stop()
    expect(watch.stalls).toHaveLength(1)
    expect(watch.stalls[0]!.ms).toBeGreaterThan(1_000)
  })

  it('says how many, how long in all, and the longest from when', () => {
    expect(describeStalls('hub child 1', [], 0)).toBe('hub child 1: no stall over 1 s')
    const line = describeStalls(
      "the players' process",
      [
        { endedAt: 12_500, ms: 1_500 },
        { endedAt: 40_000, ms: 4_000 },
      ],
      1_000,
    )
    expect(line).toBe("the players' process: 2 stalls over 1 s, 5.5 s in all; the longest 4.0 s from 35 s")
  })
})

import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { startIntervalJob } from './interval-job.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startIntervalJob', () => {
  it('runs passes once the app is ready, never two at once, survives a failing pass, stops on close', async () => {
    const app = Fastify({ logger: false })
    let started = 0
    let running = 0
    let maxRunning = 0
    startIntervalJob(app, {
      name: 'test',
      everyMs: 10,
      run: async () => {
        started++
        running++
        maxRunning = Math.max(maxRunning, running)
        await sleep(35) // longer than the interval: the next ticks must skip
        running--
        if (started === 1) throw new Error('first pass fails')
        return 1
      },
    })
    await sleep(30)
    expect(started).toBe(0) // not before the app is ready
    await app.ready()
    await sleep(200)
    expect(started).toBeGreaterThanOrEqual(2) // the failure did not stop the job
    expect(maxRunning).toBe(1)
    await app.close()
    await sleep(50)
    const after = started
    await sleep(100)
    expect(started).toBe(after)
  })

  it('tells a pass under way to stop when the app closes, and the close waits only for its item', async () => {
    const app = Fastify({ logger: false })
    let done = 0
    let sawStop = false
    startIntervalJob(app, {
      name: 'items',
      everyMs: 10,
      // A pass of 100 items of 20 ms each (2 s), stopping between two of them when told.
      run: async (stop) => {
        for (let i = 0; i < 100; i++) {
          if (stop.aborted) {
            sawStop = true
            break
          }
          await sleep(20)
          done++
        }
        return done
      },
    })
    await app.ready()
    await sleep(100)
    expect(done).toBeGreaterThan(0)
    const closing = performance.now()
    await app.close()
    const ms = performance.now() - closing
    expect(sawStop).toBe(true)
    // The item in hand finishes (20 ms), not the rest of the pass (up to 2 s).
    expect(ms).toBeLessThan(500)
    expect(done).toBeLessThan(100)
    const after = done
    await sleep(60)
    expect(done).toBe(after) // and no pass starts after
  })
})

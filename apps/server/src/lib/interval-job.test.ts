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
})

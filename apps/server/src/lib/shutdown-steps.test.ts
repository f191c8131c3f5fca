import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.js'
import { handleShutdown } from './shutdown.js'

/*
 * docs/operations.md "Graceful shutdown", each step's deadline on a stand-in app (the real server
 * is lib/shutdown.test.ts): the hub's goodbye comes first, at the signal, before the drain and the
 * app's close; connections still open 2 s before SHUTDOWN_TIMEOUT_MS are cut and the rest still
 * closes (exit 1); a close that never ends is stopped at SHUTDOWN_TIMEOUT_MS (exit 1).
 */
const added: { event: 'SIGTERM' | 'SIGINT'; listener: () => void }[] = []
afterEach(() => {
  for (const { event, listener } of added.splice(0)) process.removeListener(event, listener)
})

function standIn(closeApp: (cut: Promise<void>) => Promise<void>) {
  let onCut: () => void = () => {}
  const cut = new Promise<void>((resolve) => (onCut = resolve))
  const events: string[] = []
  const log = { info: () => {}, warn: () => {}, error: () => {} }
  const app = {
    log,
    lifecycle: { draining: false, closing: false },
    server: { closeAllConnections: () => (events.push('cut'), onCut()) },
    realtime: { goodbye: () => void events.push('hub goodbye') },
    close: () => (events.push('app closing'), closeApp(cut).then(() => void events.push('app closed'))),
  } as unknown as FastifyInstance
  const database = { close: async () => void events.push('pools closed') } as unknown as Database
  return { app, database, events }
}

/** Runs the SIGTERM handler `handleShutdown` adds, and answers the exit code with its time. */
function signal(app: FastifyInstance, database: Database, timeoutMs: number, drainMs = 0) {
  const before = new Set([...process.listeners('SIGTERM'), ...process.listeners('SIGINT')])
  const started = Date.now()
  const exited = new Promise<{ code: number; ms: number }>((resolve) =>
    handleShutdown(app, database, {
      drainMs,
      timeoutMs,
      exit: (code) => resolve({ code, ms: Date.now() - started }),
    }),
  )
  for (const event of ['SIGTERM', 'SIGINT'] as const)
    for (const listener of process.listeners(event))
      if (!before.has(listener)) added.push({ event, listener: listener as () => void })
  added.find((a) => a.event === 'SIGTERM')!.listener()
  return exited
}

describe('shutdown steps and their deadlines', () => {
  it('exits 0 at once when everything closes', async () => {
    const { app, database, events } = standIn(async () => {})
    const exit = await signal(app, database, 3_000)
    expect(exit.code).toBe(0)
    expect(exit.ms).toBeLessThan(500)
    expect(events).toEqual(['hub goodbye', 'app closing', 'app closed', 'pools closed'])
    expect(app.lifecycle.draining).toBe(true)
  })

  it('says the hub goodbye at the signal, before the drain and the close', async () => {
    const { app, database, events } = standIn(async () => {})
    const exit = signal(app, database, 3_000, 300)
    // Synchronously in the signal's handler: nothing before it, not even the drain's first tick.
    expect(events).toEqual(['hub goodbye'])
    expect(app.lifecycle.draining).toBe(true)
    expect((await exit).ms).toBeGreaterThanOrEqual(290)
    expect(events).toEqual(['hub goodbye', 'app closing', 'app closed', 'pools closed'])
  })

  it('cuts open connections 2 s before the hard stop, then closes the pools: exit 1', async () => {
    // The server's close ends once its connections are cut, as node's does.
    const { app, database, events } = standIn((cut) => cut)
    const exit = await signal(app, database, 4_000)
    expect(exit.code).toBe(1)
    expect(exit.ms).toBeGreaterThanOrEqual(1_950)
    expect(exit.ms).toBeLessThan(3_000)
    expect(events).toEqual(['hub goodbye', 'app closing', 'cut', 'app closed', 'pools closed'])
  })

  it('stops at SHUTDOWN_TIMEOUT_MS when the close never ends: exit 1', async () => {
    const { app, database, events } = standIn(() => new Promise(() => {}))
    const exit = await signal(app, database, 2_000)
    expect(exit.code).toBe(1)
    expect(exit.ms).toBeGreaterThanOrEqual(1_950)
    expect(exit.ms).toBeLessThan(3_000)
    // Cut at half of a 2 s timeout, which did not end the close.
    expect(events).toEqual(['hub goodbye', 'app closing', 'cut'])
  })
})

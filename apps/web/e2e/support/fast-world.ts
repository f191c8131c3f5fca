import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { e2eServerEnv } from './server-env'

/**
 * The fast-world server: the same site on its own port and database with the sports world's clock
 * at FAST_WORLD_SPEED, so a football match plays in about 22 seconds and a journey can watch its
 * ticket settle. Only sportsbook-settlement.spec.ts, live-betting.spec.ts,
 * backoffice-corrections.spec.ts and sports-featured.spec.ts use it, and it runs
 * only while such a journey does: a world at that speed keeps a core busy (every event materialised, priced in play and
 * settled), which slowed every other journey when it ran for the whole suite. The other journeys
 * bet on the main server's real-time world, where nothing kicks off mid-journey.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const FAST_WORLD_PORT = Number(process.env.E2E_FAST_WORLD_PORT ?? port + 5)

/** The journeys that run a fast world, each on ports of its own. */
export type FastWorldJourney = 'settlement' | 'live' | 'correction' | 'featured'

/**
 * Any two fast-world journeys may run at once on the two workers (desktop and phone, or both
 * journeys of one project), so each (journey, project) has its own port. When two shared one, the
 * second server could not listen, and its journey found the first one's world ready and used it.
 */
export const fastWorldUrl = (journey: FastWorldJourney, project: string) =>
  `http://127.0.0.1:${FAST_WORLD_PORT + FAST_WORLD_OFFSET[journey] + (project === 'mobile' ? 1 : 0)}`

/** Each journey's first port after FAST_WORLD_PORT (the correction journey runs on the desktop only). */
const FAST_WORLD_OFFSET: Record<FastWorldJourney, number> = {
  settlement: 0,
  live: 2,
  correction: 4,
  featured: 6,
}

/**
 * World-minutes per real minute: 300 = five match minutes a second. The job's work grows with the
 * speed, and on PGlite's one connection 600 made the server's answers slow enough to stall a
 * journey on a loaded machine.
 */
export const FAST_WORLD_SPEED = 300

/**
 * Starts the server for `url` on a fresh database and waits until it is ready; answers its stop.
 * `speed` (SPORTS_SPEED) defaults to FAST_WORLD_SPEED; live-betting.spec.ts asks for a slower world
 * so an event stays in play long enough to watch and bet on. `readyWithinMs` (150 s by default) is
 * how long a start may take: the correction journey allows more, as a loaded machine has taken
 * over 120 s.
 */
export async function startFastWorld(
  url: string,
  { speed = FAST_WORLD_SPEED, readyWithinMs = 150_000 }: { speed?: number; readyWithinMs?: number } = {},
): Promise<() => Promise<void>> {
  const serverPort = new URL(url).port
  // A server already answering there is another journey's or a stray one: never test against it.
  if (
    await fetch(`${url}/api/ready`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${serverPort} is taken: a fast-world server is already running there`)
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...e2eServerEnv,
      PORT: serverPort,
      DATA_DIR: join(tmpdir(), `galata-e2e-fast-${serverPort}-${process.pid}`),
      SPORTS_SPEED: String(speed),
      // No journey plays a provider's game on a fast world: one child process fewer to start.
      PROVIDER_SIMULATOR: 'off',
    },
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the fast-world server exited with ${child.exitCode}`)
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    )
    if (ready) return stop
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the fast-world server was not ready within ${readyWithinMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** An event as the sports list gives it, and an outcome as its page does (the journeys' view). */
export interface ListedEvent {
  id: number
  home: string
  away: string
  startAt: string
}
export interface ListedOutcome {
  id: number
  key: string
  odds: number
}

/** An API answer's `data`, after checking it succeeded (the message shows when it did not). */
export async function apiData<T>(res: APIResponse): Promise<T> {
  const body = (await res.json()) as { success: boolean; message: string; data: T }
  expect(body.success, body.message).toBe(true)
  return body.data
}

/**
 * `count` football events of one kick-off at least `leadSeconds` of real time away in the fast
 * world: time for a journey to bet before they start. The first pre-match event kicks off within 45
 * world-minutes of now, so counting from it is safe.
 */
export async function laterEvents(
  request: APIRequestContext,
  { leadSeconds, count }: { leadSeconds: number; count: number },
): Promise<ListedEvent[]> {
  const leadWorldMs = ((leadSeconds * FAST_WORLD_SPEED) / 60) * 60_000
  let found: ListedEvent[] = []
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/events', { data: { sport: 'football', take: 50 } })
        const { items } = await apiData<{ items: ListedEvent[] }>(res)
        if (!items.length) return 0
        const earliest = Date.parse(items[0]!.startAt) + leadWorldMs
        const later = items.filter((e) => Date.parse(e.startAt) >= earliest)
        found = later.filter((e) => e.startAt === later[0]?.startAt).slice(0, count)
        return found.length
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(count)
  return found
}

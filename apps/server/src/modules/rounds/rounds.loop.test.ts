import { describe, expect, it } from 'vitest'
import type { RouletteRoundOutcome } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { useTestApp } from '../../test/helper.js'
import { liveRoulette } from './games/live-roulette.js'
import { createTablesLoop, TABLE_TICK_MS } from './rounds.loop.js'
import { scaledTimings, slotStart, type TableEvent, type TablesDeps } from './rounds.service.js'

/** Selects made on `db` itself (the loop's reads; its writes go through transactions). */
function countingSelects(db: Db): { db: Db; selects: () => number } {
  let selects = 0
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'select') selects++
      return Reflect.get(target, key, receiver) as unknown
    },
  })
  return { db: counted, selects: () => selects }
}

describe('the tables loop reads its rounds when a step is due (docs/rounds.md "The loop")', () => {
  const t = useTestApp()

  it('ticked every 250 ms through two rounds: each step at its first tick, a read a second, not one a tick', async () => {
    const timing = scaledTimings(liveRoulette, 1)
    const events: TableEvent[] = []
    const { db, selects } = countingSelects(t.app.db)
    const deps: TablesDeps = {
      db,
      clock: t.clock,
      events: t.app.events,
      secret: t.config.ORIGINALS_SECRET,
      speed: 1,
      broadcast: async (_game, e) => void events.push(e),
    }
    const loop = createTablesLoop(deps, { instanceId: 'paced', tables: [liveRoulette] })
    // From just before a slot starts, through two whole rounds.
    t.clock.advance(slotStart(timing.period, t.clock.now()) + timing.period - 100 - t.clock.now())
    const ticks = Math.ceil((2 * timing.period + 200) / TABLE_TICK_MS)
    for (let i = 0; i < ticks; i++) {
      await loop.tick()
      t.clock.advance(TABLE_TICK_MS)
    }
    expect(loop.isLeader()).toBe(true)
    await loop.stop()

    const settled = events.filter((e) => e.t === 'round.settled')
    expect(settled.length).toBeGreaterThanOrEqual(2)
    for (const done of settled.slice(0, 2)) {
      const of = events.filter((e) => e.roundId === done.roundId)
      const opened = of.find((e) => e.t === 'round.open')!
      const closesAt = Number(opened.closesAt)
      const opensAt = closesAt - timing.betting
      const revealEndsAt = closesAt + timing.reveal
      // Each step went out at the first tick at or after its time: none waited for a later read.
      const late = (e: TableEvent, due: number) => Number(e.now) - due
      expect(late(opened, opensAt)).toBeGreaterThanOrEqual(0)
      expect(late(opened, opensAt)).toBeLessThan(TABLE_TICK_MS + 50)
      const closed = of.find((e) => e.t === 'round.closed')!
      expect(late(closed, closesAt)).toBeLessThan(TABLE_TICK_MS + 50)
      const reveals = of.filter((e) => e.t === 'round.reveal')
      const steps = liveRoulette.revealSteps(done.result as RouletteRoundOutcome, timing.reveal)
      expect(reveals).toHaveLength(steps.length)
      reveals.forEach((e, k) => {
        expect(late(e, closesAt + steps[k]!.atMs)).toBeGreaterThanOrEqual(0)
        expect(late(e, closesAt + steps[k]!.atMs)).toBeLessThan(TABLE_TICK_MS + 50)
      })
      expect(late(done, revealEndsAt)).toBeGreaterThanOrEqual(0)
      expect(late(done, revealEndsAt)).toBeLessThan(TABLE_TICK_MS + 50)
      // The players' count went out while betting was open, about once a second.
      const stats = of.filter((e) => e.t === 'round.stats')
      expect(stats.length).toBeGreaterThanOrEqual(Math.floor(timing.betting / 1000) - 1)
    }
    // Reading the rounds and both slots at every tick made three selects or more a tick; the stats'
    // totals while betting is open make about one a second.
    expect(selects()).toBeLessThan(ticks / 2)
  })
})

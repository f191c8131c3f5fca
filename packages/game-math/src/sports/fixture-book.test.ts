import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './clock.js'
import { fixtureModel, playFixture, priceFixture, settleOutcome } from './fixture-book.js'
import { bookMargin, MARGIN_BAND_SLACK, MARGINS } from './margin.js'
import { fixtureSeed, scheduleFixtures } from './schedule.js'
import { buildWorld } from './world.js'

const SEED = '5'.repeat(64)
const world = buildWorld(SEED)
const from = Date.UTC(2026, 10, 26)
// Twelve hours of a generated world: every competition plays at least one round.
const fixtures = scheduleFixtures(world, from, from + 12 * 60 * MINUTE_MS)

describe('a generated world’s book', () => {
  it('names football scorers from the right squad', () => {
    const f = fixtures.find((x) => x.sport === 'football')!
    const model = fixtureModel(world, f)
    if (model.sport !== 'football' || !model.squads) throw new Error('football fixtures carry squads')
    const played = playFixture(model, fixtureSeed(SEED, f.id))
    if (played.sport !== 'football') throw new Error('a football fixture plays football')
    for (const e of played.match.events.filter((x) => x.type === 'goal' || x.type === 'yellow'))
      expect(model.squads[e.side!]).toContain(e.player)
  })

  it('prices every market of every fixture inside its margin band, every price ≥ 1.01', () => {
    let markets = 0
    for (const f of fixtures) {
      const priced = priceFixture(fixtureModel(world, f))
      expect(priced.find((m) => m.key === '1x2' || m.key === 'ml')).toBeDefined()
      for (const m of priced) {
        markets++
        const margin = bookMargin(
          m.outcomes.map((o) => o.odds),
          m.winners,
        )
        expect(margin, `${f.id} ${m.key} ${m.line ?? ''}`).toBeGreaterThanOrEqual(MARGINS[m.family] - 1e-9)
        expect(margin, `${f.id} ${m.key} ${m.line ?? ''}`).toBeLessThanOrEqual(
          MARGINS[m.family] + MARGIN_BAND_SLACK,
        )
        for (const o of m.outcomes) {
          expect(o.odds).toBeGreaterThanOrEqual(1.01)
          expect(Number.isInteger(Math.round(o.odds * 100))).toBe(true)
          expect(Math.abs(o.odds * 100 - Math.round(o.odds * 100))).toBeLessThan(1e-9)
        }
      }
    }
    expect(new Set(fixtures.map((f) => f.sport)).size).toBe(7)
    expect(markets).toBeGreaterThan(1000)
  })

  it('plays each fixture from its seed and settles every outcome to exactly the winners', () => {
    for (const f of fixtures.filter((_, i) => i % 6 === 0)) {
      const model = fixtureModel(world, f)
      const seed = fixtureSeed(SEED, f.id)
      const played = playFixture(model, seed)
      expect(playFixture(model, seed)).toEqual(played)
      for (const m of priceFixture(model)) {
        const keys = m.outcomes.map((o) => o.key)
        const results = keys.map((k) => settleOutcome(played, { ...m, outcomeKeys: keys }, k).result)
        const full = results.filter((r) => r === 'won').length
        // Every market settles: as many winners as it has (Asian quarter lines split instead).
        if (m.key === 'ah' || m.key === 'hcp' || m.key === 'tot') expect(results).not.toContain('pending')
        else expect(full, `${f.id} ${m.key} ${m.line ?? ''}`).toBe(m.winners)
      }
    }
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MINUTE_MS, realTime, worldTime } from './clock.js'
import {
  doubleRoundRobin,
  fixtureById,
  fixtureSeed,
  scheduleFixtures,
  SCHEDULE_DAYS_AHEAD,
} from './schedule.js'
import { commitSeed, SeedStream, verifySeed } from './seed-stream.js'
import { buildWorld } from './world.js'

const SEED = 'a'.repeat(64)
const world = buildWorld(SEED)
const DAY = 24 * 60 * MINUTE_MS
const NOW = Date.UTC(2026, 10, 26, 2, 30)

describe('seed stream', () => {
  it('is reproducible from the seed and commits by SHA-256', () => {
    const a = new SeedStream(SEED)
    const b = new SeedStream(SEED)
    const xs = Array.from({ length: 50 }, () => a.next())
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(xs)
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(new SeedStream('b'.repeat(64)).next()).not.toBe(xs[0])
    // sha256 of 32 bytes 0xaa
    expect(commitSeed(SEED)).toMatch(/^[0-9a-f]{64}$/)
    expect(verifySeed(SEED, commitSeed(SEED).toUpperCase())).toBe(true)
    expect(verifySeed('b'.repeat(64), commitSeed(SEED))).toBe(false)
    expect(() => new SeedStream('xyz')).toThrow()
  })

  it('draws integers without modulo bias (every value, roughly even)', () => {
    const s = new SeedStream(SEED)
    const counts = [0, 0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 7000; i++) counts[s.int(7)]!++
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150)
  })
})

describe('world', () => {
  it('is the same for the same seed and carries ratings for every team', () => {
    expect(buildWorld(SEED)).toEqual(world)
    expect(buildWorld('c'.repeat(64))).not.toEqual(world)
    const sports = new Set(world.competitions.map((c) => c.sport))
    for (const s of ['football', 'basketball', 'tennis', 'volleyball', 'hockey', 'cs2', 'lol'])
      expect(sports).toContain(s)
    expect(world.competitions.filter((c) => c.sport === 'football').length).toBeGreaterThanOrEqual(3)
    for (const c of world.competitions.filter((x) => x.sport === 'football')) {
      const names = c.teams.flatMap((t) => t.squad ?? [])
      expect(names).toHaveLength(c.teams.length * 5)
      expect(new Set(names).size).toBe(names.length)
    }
    for (const c of world.competitions)
      for (const t of c.teams) {
        expect(t.name.tr.length).toBeGreaterThan(0)
        expect(Number.isFinite(t.display)).toBe(true)
      }
  })
})

describe('schedule', () => {
  const week = scheduleFixtures(world, NOW, NOW + SCHEDULE_DAYS_AHEAD * DAY)

  it('keeps about seven days of fixtures with stable ids', () => {
    expect(week.length).toBeGreaterThan(500)
    expect(new Set(week.map((f) => f.id)).size).toBe(week.length)
    expect(scheduleFixtures(world, NOW, NOW + SCHEDULE_DAYS_AHEAD * DAY)).toEqual(week)
    // A window that overlaps gives the same fixtures where they overlap.
    const later = scheduleFixtures(world, NOW + DAY, NOW + 2 * DAY)
    const byId = new Map(week.map((f) => [f.id, f]))
    for (const f of later) expect(byId.get(f.id)).toEqual(f)
    for (const f of later.slice(0, 20)) expect(fixtureById(world, f.id)).toEqual(f)
    expect(fixtureSeed(SEED, week[0]!.id)).toBe(fixtureSeed(SEED, week[0]!.id))
    expect(fixtureSeed(SEED, week[0]!.id)).not.toBe(fixtureSeed(SEED, week[1]!.id))
    expect(week.filter((f) => f.sport === 'cs2').every((f) => f.maps?.length === f.bestOf)).toBe(true)
  })

  it('spreads kick-offs over the whole day', () => {
    const hours = new Set(week.map((f) => new Date(f.startAt).getUTCHours()))
    expect(hours.size).toBe(24)
  })

  it('plays a team once per round: never two matches closer than its competition’s round gap', () => {
    const last = new Map<string, number>()
    for (const f of week)
      for (const team of [f.homeKey, f.awayKey]) {
        const prev = last.get(team)
        const gap = world.competitions.find((c) => c.key === f.competitionKey)!.everyMinutes
        if (prev !== undefined) expect(f.startAt - prev).toBeGreaterThanOrEqual(gap * MINUTE_MS)
        last.set(team, f.startAt)
      }
    for (const f of week) expect(f.homeKey).not.toBe(f.awayKey)
    // Each pair meets home and away once per season.
    expect(doubleRoundRobin(8).flat()).toHaveLength(56)
  })

  it('always has at least three football kick-offs within the next 60 world-minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        fc.integer({ min: 0, max: 59_999 }),
        (m, ms) => {
          const t = NOW + m * MINUTE_MS + ms
          const soon = scheduleFixtures(world, t, t + 60 * MINUTE_MS).filter((f) => f.sport === 'football')
          expect(soon.length).toBeGreaterThanOrEqual(3)
          expect(soon.every((f) => f.startAt >= t && f.startAt < t + 60 * MINUTE_MS)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('world clock', () => {
  it('runs the world faster by SPORTS_SPEED and inverts', () => {
    const c = { originMs: NOW, speed: 60 }
    expect(worldTime(NOW, c)).toBe(NOW)
    expect(worldTime(NOW + 1000, c)).toBe(NOW + MINUTE_MS)
    expect(realTime(worldTime(NOW + 12_345, c), c)).toBe(NOW + 12_345)
    expect(worldTime(NOW + 5000, { originMs: NOW, speed: 1 })).toBe(NOW + 5000)
  })
})

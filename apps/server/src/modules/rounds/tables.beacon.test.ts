import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { tableTestKit } from '../../test/tables.js'
import { checkLedger } from '../wallet/index.js'
import { liveRoulette } from './games/live-roulette.js'
import {
  BEACON_LATE_MS,
  beaconRandomness,
  beaconRoundAfter,
  beaconRoundTime,
  verifyBeaconSignature,
} from './rounds.beacon.js'
import { scaledTimings } from './rounds.service.js'
import * as roulette from '@galata/game-math/tables/roulette'

/*
 * Real drand quicknet round 123 as the chain published it (GET {relay}/{chain hash}/public/123; the
 * same vector is drand-verify's quicknet example): the signature verifies against quicknet's public
 * key and its SHA-256 is the round's randomness.
 */
const ROUND_123 = {
  round: 123,
  randomness: 'fb8f7bc29bf24db51871ec8c79f3a1e4bd0557bc0dfcee9ed1d924e69d1c60dc',
  signature:
    'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92',
}

describe('drand quicknet checks', () => {
  it('verifies a real quicknet round and refuses it for another round or altered', () => {
    expect(verifyBeaconSignature(123, ROUND_123.signature)).toBe(true)
    expect(beaconRandomness(ROUND_123.signature)).toBe(ROUND_123.randomness)
    expect(verifyBeaconSignature(124, ROUND_123.signature)).toBe(false)
    const altered = ROUND_123.signature.slice(0, 20) + '0' + ROUND_123.signature.slice(21)
    expect(verifyBeaconSignature(123, altered)).toBe(false)
    expect(verifyBeaconSignature(123, 'zz')).toBe(false)
  })

  it('picks the first beacon round published strictly after the close', () => {
    const t123 = beaconRoundTime(123)
    expect(t123).toBe(1_692_803_733_000)
    expect(beaconRoundAfter(t123 - 1)).toBe(123)
    expect(beaconRoundAfter(t123 - 3000)).toBe(123)
    expect(beaconRoundAfter(t123)).toBe(124)
  })
})

/** A local stand-in for a drand HTTP endpoint: serves round 123, or misbehaves as told. */
let mode: 'ok' | 'down' | 'forged' = 'ok'
const hits: string[] = []
let server: Server
let url = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '')
    const round = Number(/\/public\/(\d+)$/.exec(req.url ?? '')?.[1])
    if (mode === 'down') return void res.writeHead(503).end()
    if (mode === 'forged' && round)
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...ROUND_123, round }))
    if (round === 123)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ROUND_123))
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/52db9ba7`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('shared rounds in public beacon mode (ROUNDS_BEACON_URL, docs/shared-rounds.md)', () => {
  // ROUNDS_SPEED=6: 5 s slots, 2.5 s of bets; the slot opening at 1692803730 s closes at
  // 1692803732.5 s, so its beacon is quicknet round 123 (published at 1692803733 s).
  const t = useTestApp(() => ({ ROUNDS_SPEED: '6', ROUNDS_BEACON_URL: url }))
  const GAME = 'galata-live-roulette'
  const timing = scaledTimings(liveRoulette, 6)
  const kit = tableTestKit(t)
  const { call, at, cashLira: cash } = kit
  // Each step checks the round at one instant (100 ms after the close, 50 ms after a beacon round):
  // the clock stands still between the moves, or a loaded machine runs past the instant meanwhile.
  beforeEach(() => t.clock.pin())
  afterEach(() => t.clock.release())
  const roundRow = async (id: number) =>
    (
      await rows<{ status: string; fairness_mode: string; beacon_fallback: string | null }>(
        t.app,
        sql`select status, fairness_mode, beacon_fallback from table_rounds where id = ${id}`,
      )
    )[0]!

  it('closes with the checked beacon of the first round after the close; verify recomputes it', async () => {
    const p = await kit.player(GAME, 100)
    // The test clock runs on with real time: set it exactly before each step (a loaded machine is slow).
    const jump = async (epochMs: number) => {
      t.clock.advance(epochMs - t.clock.now())
      await kit.tick()
    }
    await jump(1_692_803_730_000 - 5_000 + 100)
    await jump(1_692_803_730_000 + 1)
    const c = await kit.current(GAME)
    expect(c).toMatchObject({ status: 'open', opensAt: 1_692_803_730_000 })
    expect(c.fairness).toMatchObject({ mode: 'beacon', beaconRound: 123 })
    t.clock.advance(1_692_803_730_000 + 1 - t.clock.now())
    const bet = await call('POST', `${GAME}/bet`, p.token(), {
      roundId: c.roundId,
      clientBetId: 'b1',
      bets: [{ spot: 'red', amount: 10 }],
    })
    expect(bet.statusCode, bet.body).toBe(200)

    // Betting closed, the beacon round not yet published: the round waits, closed.
    await at(c.closesAt + 100)
    expect((await roundRow(c.roundId)).status).toBe('closed')
    await at(beaconRoundTime(123) + 50)
    expect(await roundRow(c.roundId)).toMatchObject({ status: 'revealing', fairness_mode: 'beacon' })
    expect(hits).toContain('/52db9ba7/public/123')
    await at(c.closesAt + timing.reveal + 500)

    const v = (await call('GET', `verify/${c.roundId}`)).json().data
    expect(v).toMatchObject({
      status: 'settled',
      fairnessMode: 'beacon',
      closeValue: ROUND_123.randomness,
      closeValueMatches: true,
      commitMatches: true,
      matches: true,
      beaconFallback: null,
      beacon: {
        round: 123,
        expectedRound: 123,
        roundMatches: true,
        signatureValid: true,
        randomnessMatches: true,
      },
    })
    const pocket = v.recomputedResult.pocket as number
    expect(await cash(p.playerId)).toBe(90 + Number(roulette.spotReturn('red', 1000n, pocket)) / 100)
    const item = (await call('GET', `${GAME}/history?take=10`))
      .json()
      .data.items.find((h: { roundId: number }) => h.roundId === c.roundId)
    expect(item).toMatchObject({
      fairnessMode: 'beacon',
      beaconRound: 123,
      beaconSignature: ROUND_123.signature,
      closeValue: ROUND_123.randomness,
    })
  })

  it('an invalid beacon: the round closes at once with the embedded value, the reason stored', async () => {
    mode = 'forged'
    await at(1_692_803_735_000 + 1)
    const c = await kit.current(GAME)
    const r = beaconRoundAfter(c.closesAt)
    await at(beaconRoundTime(r) + 50)
    expect(await roundRow(c.roundId)).toMatchObject({
      status: 'revealing',
      fairness_mode: 'embedded',
      beacon_fallback: 'invalid',
    })
    await at(c.closesAt + timing.reveal + 500)
    const v = (await call('GET', `verify/${c.roundId}`)).json().data
    expect(v).toMatchObject({
      fairnessMode: 'embedded',
      beacon: null,
      beaconFallback: 'invalid',
      closeValueMatches: true,
      matches: true,
    })
  })

  it('an unreachable beacon: the round waits one beacon period, then falls back and records it', async () => {
    mode = 'down'
    await at(1_692_803_740_000 + 1)
    const c = await kit.current(GAME)
    const r = beaconRoundAfter(c.closesAt)
    await at(beaconRoundTime(r) + 100)
    expect((await roundRow(c.roundId)).status).toBe('closed')
    // Past its reveal by then: closed with the embedded value and settled in the same pass.
    await at(beaconRoundTime(r) + BEACON_LATE_MS + 1)
    expect(await roundRow(c.roundId)).toMatchObject({
      fairness_mode: 'embedded',
      beacon_fallback: 'unreachable',
    })
    await at(c.closesAt + timing.reveal + 4_000)
    expect((await call('GET', `verify/${c.roundId}`)).json().data).toMatchObject({
      status: 'settled',
      beaconFallback: 'unreachable',
      closeValueMatches: true,
      matches: true,
    })
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })
})

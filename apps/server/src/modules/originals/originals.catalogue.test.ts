import { describe, expect, it } from 'vitest'
import { ORIGINALS_GAMES, ORIGINALS_SLOT_GAMES } from '@galata/contract'
import { isSlotGame, SLOT_GAMES, slotDef, slotMechanic } from '@galata/game-math/slots/games'
import * as testStream from '@galata/game-math/testing/hmac-floats'
import { originalGameSeeds } from '../casino/index.js'
import { fairFloatStream, fairFloats, hashServerSeed } from './fair.js'
import { ORIGINAL_GAMES } from './rounds.js'

/*
 * What ties the studio's maths (packages/game-math, tested there) to the server: the seeds' float
 * stream, the contract's game lists and the catalogue's seeded games (docs/casino.md).
 */

describe('provably fair primitives', () => {
  it('derives floats in [0,1) deterministically from the seeds', () => {
    const a = fairFloats('a'.repeat(64), 'client', 7, 20)
    expect(a).toEqual(fairFloats('a'.repeat(64), 'client', 7, 20))
    expect(a).not.toEqual(fairFloats('a'.repeat(64), 'client', 8, 20))
    expect(a.every((f) => f >= 0 && f < 1)).toBe(true)
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('is the stream the maths simulations use', () => {
    expect(testStream.fairFloats('b'.repeat(64), 'c', 3, 37)).toEqual(fairFloats('b'.repeat(64), 'c', 3, 37))
    const ours = fairFloatStream('b'.repeat(64), 'c', 3)
    const theirs = testStream.fairFloatStream('b'.repeat(64), 'c', 3)
    for (const i of [0, 7, 8, 40, 9]) expect(theirs(i)).toBe(ours(i))
  })
})

describe('the contract names the same games', () => {
  it('lists the slot games and the Originals games of the maths and the server', () => {
    // The contract's lists parse the verify body (packages/contract/src/originals.ts).
    expect([...ORIGINALS_SLOT_GAMES]).toEqual(SLOT_GAMES)
    expect([...ORIGINALS_GAMES]).toEqual([...ORIGINAL_GAMES])
  })
})

describe('the slot catalogue', () => {
  it('has 20 slots, every mechanic with at least two themes, listed by the contract and seeded', () => {
    expect(SLOT_GAMES).toHaveLength(20)
    expect([...ORIGINALS_SLOT_GAMES]).toEqual(SLOT_GAMES)
    const byMechanic = new Map<string, number>()
    for (const g of SLOT_GAMES) byMechanic.set(slotMechanic(g), (byMechanic.get(slotMechanic(g)) ?? 0) + 1)
    expect(Object.fromEntries(byMechanic)).toEqual({
      lines: 8,
      ways: 3,
      freespins: 3,
      cascade: 3,
      holdwin: 3,
    })
    for (const g of SLOT_GAMES) {
      const seed = originalGameSeeds.find((s) => s.gameCode === g)
      expect(seed, g).toBeDefined()
      expect(seed!.category).toBe('slot')
      expect(seed!.rtpBp).toBe(slotDef(g).rtpBp)
      expect(seed!.volatility).toBe(slotDef(g).theme.volatility)
      expect(seed!.name.tr && seed!.name.en).toBeTruthy()
    }
    // `jackpot` only on games with a named fixed top prize (hold and win's Grand), or a bingo room's
    // progressive jackpot (docs/bingo.md: a full house, or the 75-ball blackout, within 50 calls).
    for (const s of originalGameSeeds.filter((s) => s.tags.includes('jackpot')))
      expect(
        (isSlotGame(s.gameCode) && slotMechanic(s.gameCode) === 'holdwin') ||
          s.gameCode.startsWith('galata-bingo-'),
        s.gameCode,
      ).toBe(true)
    expect(isSlotGame('galata-dice')).toBe(false)
  })
})

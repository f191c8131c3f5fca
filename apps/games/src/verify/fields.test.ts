import { describe, expect, it } from 'vitest'
import { ORIGINALS_GAMES } from '@galata/contract'
import { fieldsOf, gameName, gameOptions, verifyStart } from './fields'

const names = {
  'galata-dice': 'Galata Zar',
  'galata-mines': 'Galata Mayın',
  'galata-live-roulette': 'Galata Canlı Rulet',
}
const seed = 'a'.repeat(64)

describe('the verify page', () => {
  it('lists every seed-verifiable game by its name, never by its code when the catalogue names it', () => {
    const options = gameOptions(names)
    expect(options.map((o) => o.value)).toEqual([...ORIGINALS_GAMES])
    expect(options.slice(0, 2)).toEqual([
      { value: 'galata-dice', label: 'Galata Zar' },
      { value: 'galata-mines', label: 'Galata Mayın' },
    ])
    expect(gameName(names, 'galata-live-roulette')).toBe('Galata Canlı Rulet')
  })

  it('asks only for the inputs the chosen game uses: the mine count for Mines alone', () => {
    expect(fieldsOf('galata-mines')).toEqual(['serverSeed', 'clientSeed', 'nonce', 'mines'])
    for (const game of ORIGINALS_GAMES.filter((g) => g !== 'galata-mines'))
      expect(fieldsOf(game)).toEqual(['serverSeed', 'clientSeed', 'nonce'])
  })

  it('opened from a revealed round: its game and seeds filled in, recomputed at once', () => {
    const start = verifyStart(
      `?lang=tr&game=galata-mines&serverSeed=${seed}&clientSeed=abc%20d&nonce=7&mines=5`,
    )
    expect(start).toEqual({
      game: 'galata-mines',
      serverSeed: seed,
      clientSeed: 'abc d',
      nonce: '7',
      mines: '5',
      round: '',
      runSeeds: true,
    })
  })

  it('opened from a game: that game chosen, nothing to recompute yet; an unknown game falls back', () => {
    expect(verifyStart('?game=galata-limbo')).toMatchObject({
      game: 'galata-limbo',
      nonce: '0',
      runSeeds: false,
    })
    expect(verifyStart('?game=nope&nonce=-1').game).toBe(ORIGINALS_GAMES[0])
    expect(verifyStart('?game=nope&nonce=-1').nonce).toBe('0')
  })

  it('opened from a shared round: that round, not the seed form', () => {
    expect(verifyStart('?round=123&lang=en')).toMatchObject({ round: '123', runSeeds: false })
    expect(verifyStart('?round=table:123').round).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import type { Game } from '@galata/contract'
import { filterGames, tagsOf } from './catalogue'

const game = (gameCode: string, tags: string[]) =>
  ({ gameCode, name: gameCode, tags, systemCategory: 1, mainProviderId: 1, providerName: 'galata' }) as Game

describe('the lobby tag filters', () => {
  const games = [
    game('a', ['originals', 'new']),
    game('b', ['originals', 'jackpot', 'new']),
    game('c', ['originals']),
  ]

  it('offers only the tags some game carries, in the lobby order', () => {
    expect(tagsOf(games)).toEqual(['new', 'jackpot'])
    expect(tagsOf([games[2]!])).toEqual([])
  })

  it('keeps the games with the chosen tag; null keeps every game', () => {
    const base = { search: '', provider: null, categoryIds: null }
    expect(filterGames(games, { ...base, tag: 'jackpot' }).map((g) => g.gameCode)).toEqual(['b'])
    expect(filterGames(games, { ...base, tag: 'new' }).map((g) => g.gameCode)).toEqual(['a', 'b'])
    expect(filterGames(games, { ...base, tag: null })).toHaveLength(3)
  })
})

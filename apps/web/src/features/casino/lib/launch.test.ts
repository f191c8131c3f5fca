import { describe, expect, it } from 'vitest'
import type { Game } from '@galata/contract'
import { decodeGame, encodeGame } from '../../../shared/paths'
import { categoryIdsFor, filterGames, flattenCategoryGames, slugify, type LobbyCategory } from './catalogue'
import { parseLaunchGame, readGameCommand, toLaunchGame, toLaunchTarget } from './launch'

const game = (over: Partial<Game>): Game => ({
  // The studio is the provider filter's key; by default the provider is its own studio.
  studio: over.providerName ?? 'Pragmatic Play',
  id: 1,
  gameCode: 'g1',
  name: 'Sweet Bonanza',
  mainProviderId: 3,
  providerName: 'pragmaticplay',
  systemCategory: 10,
  imageUrl: '',
  isLive: false,
  system: null,
  productId: null,
  tags: [],
  rtp: null,
  volatility: null,
  ...over,
})

describe('play url round trip', () => {
  it('survives base64 encoding with Turkish characters', () => {
    const launch = toLaunchGame(game({ name: 'Şans Çarkı Öğle' }))
    const decoded = parseLaunchGame(decodeGame(encodeGame(launch)))
    expect(decoded).toMatchObject({ gameCode: 'g1', mainProviderId: 3, name: 'Şans Çarkı Öğle' })
  })

  it('refuses a tampered parameter', () => {
    expect(parseLaunchGame(decodeGame('not-base64!!'))).toBeNull()
    expect(parseLaunchGame({ gameCode: '', mainProviderId: 1 })).toBeNull()
    expect(parseLaunchGame({ gameCode: 'x', mainProviderId: -1 })).toBeNull()
  })
})

describe('launch answers', () => {
  const base = 'https://galata.bet/casino/play/x'
  it('frames http(s) and same-site urls with their exact origin', () => {
    expect(toLaunchTarget('https://games.example:8443/launch?t=1', base)).toEqual({
      kind: 'url',
      url: 'https://games.example:8443/launch?t=1',
      origin: 'https://games.example:8443',
    })
    expect(toLaunchTarget('/originals/crash?t=1', base)).toMatchObject({ origin: 'https://galata.bet' })
  })
  it('treats a fragment as HTML and refuses other schemes', () => {
    expect(toLaunchTarget('<div id="g"></div><script src="x"></script>', base)).toMatchObject({
      kind: 'html',
    })
    expect(toLaunchTarget('javascript:alert(1)', base)).toBeNull()
    expect(toLaunchTarget('', base)).toBeNull()
  })
  it('reads the exit and reload commands only', () => {
    expect(readGameCommand('exit')).toBe('exit')
    expect(readGameCommand({ type: 'reload' })).toBe('reload')
    expect(readGameCommand('close')).toBeNull()
    expect(readGameCommand(42)).toBeNull()
  })
})

describe('lobby catalogue', () => {
  const categories: LobbyCategory[] = [
    { id: 1, slug: 'slot', name: 'Slot', slugList: ['slot'], imageUrl: '', parentId: null },
    { id: 2, slug: 'live', name: 'Canlı Casino', slugList: ['live'], imageUrl: '', parentId: null },
    {
      id: 3,
      slug: 'live-roulette',
      name: 'Canlı Rulet',
      slugList: ['live', 'live-roulette'],
      imageUrl: '',
      parentId: 2,
    },
    {
      id: 4,
      slug: 'live-dealer',
      name: 'Krupiye Oyunları',
      slugList: ['live-dealer'],
      imageUrl: '',
      parentId: 2,
    },
  ]

  it('asks for an area with its sub-categories', () => {
    expect(categoryIdsFor(categories, 'live').sort()).toEqual([2, 3, 4])
    expect(categoryIdsFor(categories, 'slot')).toEqual([1])
  })

  it('maps a live filter label to its category', () => {
    expect(categoryIdsFor(categories, slugify('Live Roulette'))).toEqual([3])
    expect(categoryIdsFor(categories, slugify('Live Dealer'))).toEqual([4])
  })

  it('flattens and de-duplicates the category lists', () => {
    const a = game({ gameCode: 'a', systemCategory: 3 })
    const b = game({ gameCode: 'b', systemCategory: 4 })
    expect(
      flattenCategoryGames([
        { systemCategory: 3, games: [a] },
        { systemCategory: 4, games: [b, a] },
      ]),
    ).toEqual([a, b])
    expect(flattenCategoryGames(null)).toEqual([])
  })

  it('filters by search (Turkish-insensitive), provider and live category', () => {
    const games = [
      game({ gameCode: 'a', name: 'Türk Ruleti', systemCategory: 3, providerName: 'evolution' }),
      game({ gameCode: 'b', name: 'Speed Blackjack', systemCategory: 4, providerName: 'Evolution' }),
      game({ gameCode: 'c', name: 'Gates of Olympus', systemCategory: 1, providerName: 'Pragmatic Play' }),
    ]
    const codes = (f: Parameters<typeof filterGames>[1]) => filterGames(games, f).map((g) => g.gameCode)
    expect(codes({ search: 'turk', provider: null, categoryIds: null })).toEqual(['a'])
    expect(codes({ search: '', provider: 'evolution', categoryIds: null })).toEqual(['a', 'b'])
    expect(codes({ search: '', provider: 'pragmaticplay', categoryIds: null })).toEqual(['c'])
    expect(codes({ search: '', provider: null, categoryIds: [3] })).toEqual(['a'])
  })
})

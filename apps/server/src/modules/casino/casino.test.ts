import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { errorCatalog, PROVIDER_ARTWORK, successMessages } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { invalidateContentCache } from '../../lib/content-cache.js'
import { useTestApp } from '../../test/helper.js'
import { HOLD_THEMES } from '@galata/game-math/slots/mechanic-themes'
import { originalGameSeeds } from './casino.seed.js'
import { maskName } from './casino.service.js'

const WEB_PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/public')

describe('casino catalogue, favourites and launch (docs/casino.md)', () => {
  const t = useTestApp()
  const a = () => api(t.app)
  const categoryId = async (slug: string) =>
    (await rows<{ id: number }>(t.app, sql`select id from casino_categories where slug = ${slug}`))[0]!.id

  it('serves the lobby from memory; a game switched off leaves it once the cache is invalidated', async () => {
    const games = await categoryId('games')
    const codes = async () =>
      (
        (await a().post('casino/categorygames', { systemCategory: [games] })).json().data as {
          games: { gameCode: string }[]
        }[]
      )[0]!.games.map((g) => g.gameCode)
    expect(await codes()).toContain('galata-mines')
    await t.app.db.execute(sql`update games set status = false where game_code = 'galata-mines'`)
    // Cached: the same answer until invalidated (an operator write does that; other instances' TTL).
    expect(await codes()).toContain('galata-mines')
    invalidateContentCache()
    expect(await codes()).not.toContain('galata-mines')
    await t.app.db.execute(sql`update games set status = true where game_code = 'galata-mines'`)
    invalidateContentCache()
    expect(await codes()).toContain('galata-mines')
  })

  it('lists as providers only the studios with a game a player can open; the last one switched off removes it', async () => {
    type Provider = { key: string; name: string; logo: string | null; games: number }
    const providers = async () => (await a().get('casino/providers')).json().data as Provider[]
    const listed = originalGameSeeds.length
    expect(await providers()).toEqual([
      {
        key: 'galataoriginals',
        name: 'Galata Originals',
        logo: '/media/providers/galata.svg',
        games: listed,
      },
    ])
    // Two studios of a third-party provider: games switched on and off, the provider configured.
    const slot = await categoryId('slot')
    await t.app.db.execute(
      sql`insert into games (provider_id, game_code, name, studio, category_id, status) values
        (1, 'ext-sweet', '{"tr":"Sweet","en":"Sweet"}', 'Pragmatic Play', ${slot}, true),
        (1, 'ext-dog', '{"tr":"Dog","en":"Dog"}', 'Pragmatic Play', ${slot}, true),
        (1, 'ext-night', '{"tr":"Night","en":"Night"}', 'Moonlit Reels', ${slot}, true),
        (1, 'ext-off', '{"tr":"Off","en":"Off"}', 'Evolution', ${slot}, false),
        (2, 'hub-live', '{"tr":"Live","en":"Live"}', 'NetEnt', ${slot}, true)`,
    )
    invalidateContentCache()
    // Evolution's only game is off, NetEnt's provider (Hub88) is not configured: neither is listed.
    // A studio without a plate of ours has none (the footer sets its name in type).
    expect(await providers()).toEqual([
      expect.objectContaining({ key: 'galataoriginals' }),
      { key: 'pragmaticplay', name: 'Pragmatic Play', logo: '/media/providers/pragmaticplay.svg', games: 2 },
      { key: 'moonlitreels', name: 'Moonlit Reels', logo: null, games: 1 },
    ])
    // One of two games off: still listed; the last one off: gone.
    await t.app.db.execute(sql`update games set status = false where game_code = 'ext-sweet'`)
    invalidateContentCache()
    expect((await providers()).find((p) => p.key === 'pragmaticplay')?.games).toBe(1)
    await t.app.db.execute(sql`update games set status = false where game_code = 'ext-dog'`)
    invalidateContentCache()
    expect((await providers()).map((p) => p.key)).toEqual(['galataoriginals', 'moonlitreels'])
    // Every plate the catalogue can name is our own drawing, present in the web's public folder.
    for (const plate of Object.values(PROVIDER_ARTWORK))
      expect(existsSync(join(WEB_PUBLIC, `media/providers/${plate}.svg`)), plate).toBe(true)
    await t.app.db.execute(sql`delete from games where game_code like 'ext-%' or game_code = 'hub-live'`)
    invalidateContentCache()
  })

  it('lists only launchable games, grouped by the asked categories in their order', async () => {
    const games = await categoryId('games')
    const live = await categoryId('live')
    // A third-party game whose provider is not configured must stay hidden (PROVIDERS.md).
    await t.app.db.execute(
      sql`insert into games (provider_id, game_code, name, studio, category_id) values (2, 'hub-sweet', '{"tr":"Sweet","en":"Sweet"}', 'Pragmatic Play', ${games})`,
    )
    const res = await a().post('casino/categorygames', { systemCategory: [live, games] })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { systemCategory: number; games: { gameCode: string }[] }[]
    expect(data.map((d) => d.systemCategory)).toEqual([live, games])
    expect(data[0]!.games).toEqual([])
    // Every Original listed under Games, in the catalogue's order; the unconfigured provider's game is not.
    expect(data[1]!.games.map((g) => g.gameCode)).toEqual(
      originalGameSeeds
        .filter((g) => g.category === 'games')
        .sort((x, y) => x.sort - y.sort)
        .map((g) => g.gameCode),
    )
    expect(data[1]!.games.map((g) => g.gameCode)).not.toContain('hub-sweet')
    expect(data[1]!.games[0]).toMatchObject({
      mainProviderId: 1,
      providerName: 'galata',
      studio: 'Galata Originals',
      systemCategory: games,
      imageUrl: '/media/games/galata-dice.svg',
      isLive: false,
      rtp: 99,
      volatility: 'low',
      name: 'Galata Zar',
    })
  })

  it('searches by name in either language and pages the result as a list of lists', async () => {
    const en = await a().post(
      'casino/games',
      { live: false, search: 'roulette' },
      { headers: { 'x-locale': 'en' } },
    )
    expect(en.json().data).toEqual([
      [expect.objectContaining({ gameCode: 'galata-roulette', name: 'European Roulette' })],
    ])
    const tr = await a().post('casino/games', { search: 'ZAR' })
    expect(
      tr
        .json()
        .data.flat()
        .map((g: { gameCode: string }) => g.gameCode),
    ).toEqual(['galata-dice'])
    const all = await a().post('casino/games', { search: '', skip: 1, take: 1 })
    expect(all.json().data.flat()).toHaveLength(1)
    // The live category holds the shared-round tables only (docs/shared-rounds.md).
    const live = await a().post('casino/games', { live: true, search: 'galata' })
    expect(
      live
        .json()
        .data.flat()
        .map((g: { gameCode: string }) => g.gameCode),
    ).toEqual([
      'galata-live-roulette',
      'galata-live-baccarat',
      'galata-dragon-tiger',
      'galata-infinite-blackjack',
      'galata-three-card-poker',
    ])
    // LIKE wildcards are text, not patterns.
    expect((await a().post('casino/games', { search: '%' })).json().data).toEqual([])
  })

  it('refuses bad input with a localized 400 and never a 500', async () => {
    const bodies: [string, unknown][] = [
      ['casino/categorygames', { systemCategory: [] }],
      ['casino/categorygames', { systemCategory: ['x'] }],
      ['casino/categorygames', 'not json'],
      ['casino/games', { take: 10_000 }],
      ['casino/games', { search: 5 }],
      ['transaction/topwinners', { count: 41 }],
      ['transaction/topwinners', { count: -1, extra: 1 }],
    ]
    for (const [path, body] of bodies) {
      const res = await a().post(path, body, { headers: { 'x-locale': 'en' } })
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(res.json().success).toBe(false)
    }
  })

  it('keeps favourites per player, toggling with the toasts of spec §4', async () => {
    expect((await a().post('casino/togglefavorite', { code: 'galata-dice', providerId: 1 })).statusCode).toBe(
      401,
    )
    const { token } = await a().register(1)
    const toggle = () =>
      a().post(
        'casino/togglefavorite',
        { code: 'galata-dice', providerId: 1 },
        { token, headers: { 'x-locale': 'en' } },
      )
    const added = await toggle()
    expect(added.json()).toEqual({ success: true, message: successMessages.FAVORITE_ADDED.en, data: null })
    expect((await a().get('casino/favorites', { token })).json().data).toEqual(['galata-dice'])
    expect((await toggle()).json().message).toBe(successMessages.FAVORITE_REMOVED.en)
    expect((await a().get('casino/favorites', { token })).json().data).toEqual([])
    const unknown = await a().post('casino/togglefavorite', { code: 'nope', providerId: 1 }, { token })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('GAME_NOT_FOUND')
  })

  it('launches an Original with a signed token and refuses providers that are not configured', async () => {
    const launch = (body: unknown, token?: string) =>
      a().post('casino/launchurl', body, { ...(token ? { token } : {}), headers: { 'x-locale': 'en' } })
    expect((await launch({ code: 'galata-dice', providerId: 1, isMobile: false })).statusCode).toBe(401)
    const { token } = await a().register(2)
    const res = await launch({ code: 'galata-dice', providerId: 1, isMobile: false }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatch(/^\/originals\/galata-dice\/\?token=[\w-]+\.[\w-]+&lang=en&mobile=0$/)

    expect((await launch({ code: 'missing', providerId: 1, isMobile: true }, token)).json().code).toBe(
      'GAME_NOT_FOUND',
    )
    expect((await launch({ code: 'hub-sweet', providerId: 2, isMobile: true }, token)).json()).toMatchObject({
      success: false,
      code: 'PROVIDER_NOT_CONFIGURED',
      message: errorCatalog.PROVIDER_NOT_CONFIGURED.message.en,
    })
    expect((await launch({ code: 'x', providerId: 99, isMobile: true }, token)).statusCode).toBe(404)
    expect((await launch({ code: 'galata-dice', providerId: 1 }, token)).statusCode).toBe(400)
  })

  it('answers the six provider launch calls of spec §7 with a clear success:false', async () => {
    const { token } = await a().register(3)
    const calls: [string, unknown][] = [
      ['casino/dtlaunchurl', { code: 'g1' }],
      ['casino/emlaunchurl', { code: 'g1', productId: 3 }],
      ['casino/amusnetlaunchurl', { code: 'g1', isMobile: true }],
      [
        'casino/egtlaunchurl',
        { platform: 1, gameCode: 'g1', language: 'tr', lobbyUrl: 'https://galata.example/casino' },
      ],
      [
        'casino/hub88launchurl',
        { platform: 2, gameCode: 'g1', language: 'en', lobbyUrl: 'https://galata.example/casino' },
      ],
      ['casino/softgamingslaunchurl', { system: 998, pageCode: 'g1', isMobile: 1 }],
    ]
    for (const [path, body] of calls) {
      const res = await a().post(path, body, { token })
      expect(res.statusCode, path).toBe(400)
      expect(res.json(), path).toMatchObject({
        success: false,
        code: 'PROVIDER_NOT_CONFIGURED',
        message: errorCatalog.PROVIDER_NOT_CONFIGURED.message.tr,
      })
      const bad = await a().post(path, {}, { token })
      expect(bad.json().code, path).toBe('VALIDATION_FAILED')
    }
  })

  it('shows no Top Winners before any win and an empty game history', async () => {
    const res = await a().post('transaction/topwinners', { isLive: false, count: 40 })
    expect(res.json()).toMatchObject({ success: true, data: [] })
    const { token } = await a().register(4)
    const history = await a().post('transaction/games', { skip: 0, take: 20 }, { token })
    expect(history.json().data).toEqual({ items: [], total: 0 })
    const badRange = await a().post('transaction/games', { from: '2025-02-01', to: '2025-01-01' }, { token })
    expect(badRange.statusCode).toBe(400)
    expect((await a().post('transaction/games', {})).statusCode).toBe(401)
  })

  it('tags the catalogue by its rule: jackpot = a jackpot prize, new = the later games (docs/casino.md), some popular per area', () => {
    const tagged = (tag: string) =>
      originalGameSeeds
        .filter((g) => g.tags.includes(tag))
        .map((g) => g.gameCode)
        .sort()
    // A jackpot tag exactly where the maths has one: hold-and-win's Grand, the bingo rooms' jackpot.
    const withGrand = Object.entries(HOLD_THEMES)
      .filter(([, t]) => t.theme.grand > 0)
      .map(([code]) => code)
    expect(tagged('jackpot')).toEqual([...withGrand, 'galata-bingo-75', 'galata-bingo-90'].sort())
    // New: none of the launch eight or the shared-round tables and virtual sports (docs/shared-rounds.md,
    // docs/virtual-sports.md).
    const launch = ['galata-dice', 'galata-mines', 'galata-roulette', 'galata-aviator', 'galata-blackjack']
    for (const code of [...launch, 'galata-bazaar', 'galata-live-roulette', 'galata-virtual-football'])
      expect(tagged('new')).not.toContain(code)
    expect(tagged('new').length).toBeGreaterThanOrEqual(25)
    expect(tagged('new')).toContain('galata-bingo-90')
    // Popular: some in every area with more than two games, never all of them.
    for (const area of ['slot', 'games', 'live-roulette', 'tvbets']) {
      const inArea = originalGameSeeds.filter((g) => g.category === area)
      expect(
        inArea.some((g) => g.tags.includes('popular')),
        area,
      ).toBe(true)
    }
    expect(tagged('popular').length).toBeLessThan(originalGameSeeds.length / 2)
  })

  it('masks winner names', () => {
    expect(maskName('ayse42')).toBe('ay***')
    expect(maskName('Ş')).toBe('Ş***')
  })
})

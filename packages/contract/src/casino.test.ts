import { describe, expect, it } from 'vitest'
import {
  amusnetLaunchUrlSchema,
  categoryGamesQuerySchema,
  dtLaunchUrlSchema,
  egtLaunchUrlSchema,
  emLaunchUrlSchema,
  gameLaunchDataSchema,
  gamesQuerySchema,
  hub88LaunchUrlSchema,
  launchUrlSchema,
  softGamingsLaunchUrlSchema,
  toggleFavoriteSchema,
} from './casino.js'
import { errorsOf, expectCases, expectValid, parseOk, repeat } from './test-helpers.js'

describe('casino catalogue calls', () => {
  it('casino/games defaults to the Aviator search of spec §7', () => {
    expect(parseOk(gamesQuerySchema, { search: 'Aviator' })).toEqual({
      live: false,
      search: 'Aviator',
      skip: 0,
      take: 5,
    })
    expectValid(gamesQuerySchema, { live: true, search: '', skip: 0, take: 5 }, [['take', 100]])
    expectCases(gamesQuerySchema, { live: true, search: '', skip: 0, take: 5 }, [
      ['live', 'true', 'invalid_type'],
      ['search', repeat('a', 101), 'too_long'],
      ['search', null, 'required'],
      ['skip', -1, 'too_small'],
      ['take', 0, 'too_small'],
      ['take', 101, 'too_big'],
      ['take', 2.5, 'not_integer'],
      ['provider', 'egt', 'unknown_key'],
    ])
  })

  it('casino/categorygames takes a list of category ids', () => {
    expect(parseOk(categoryGamesQuerySchema, { systemCategory: [1, 2] })).toEqual({ systemCategory: [1, 2] })
    expectCases(categoryGamesQuerySchema, { systemCategory: [1] }, [
      ['systemCategory', [], 'required'],
      ['systemCategory', 1, 'invalid_type'],
      ['systemCategory', Array.from({ length: 51 }, (_, i) => i + 1), 'too_many_items'],
    ])
  })

  it('casino/togglefavorite', () => {
    const valid = { code: 'vs20doghouse', providerId: 3 }
    expectValid(toggleFavoriteSchema, valid, [
      ['code', 'evo:lightning-roulette'],
      ['code', '1001'],
    ])
    expectCases(toggleFavoriteSchema, valid, [
      ['code', '', 'required'],
      ['code', 'a b', 'invalid_format'],
      ['code', '<script>', 'invalid_format'],
      ['code', repeat('a', 101), 'too_long'],
      ['providerId', 0, 'too_small'],
      ['providerId', undefined, 'required'],
    ])
  })
})

describe('launch calls (spec §7 payloads)', () => {
  it('casino/launchurl, dtlaunchurl, emlaunchurl, amusnetlaunchurl', () => {
    expect(parseOk(launchUrlSchema, { code: 'g1', providerId: 1, isMobile: false })).toBeTruthy()
    expect(errorsOf(launchUrlSchema, { code: 'g1', providerId: 1, isMobile: 1 })).toEqual({
      isMobile: 'invalid_type',
    })
    expect(parseOk(dtLaunchUrlSchema, { code: 'dt-77' })).toEqual({ code: 'dt-77' })
    expect(errorsOf(dtLaunchUrlSchema, { code: 'dt-77', providerId: 1 })).toEqual({
      providerId: 'unknown_key',
    })
    expectCases(emLaunchUrlSchema, { code: 'em1', productId: 10 }, [
      ['productId', undefined, 'required'],
      ['productId', '10', 'invalid_type'],
    ])
    expectCases(amusnetLaunchUrlSchema, { code: '40-burning-hot', isMobile: true }, [
      ['isMobile', 'true', 'invalid_type'],
      ['code', undefined, 'required'],
    ])
  })

  it('casino/egtlaunchurl and casino/hub88launchurl', () => {
    const valid = {
      platform: 1,
      gameCode: '1001',
      language: 'tr',
      lobbyUrl: 'https://galata.example/casino/slot',
    }
    for (const schema of [egtLaunchUrlSchema, hub88LaunchUrlSchema]) {
      expect(parseOk(schema, valid)).toEqual(valid)
      expectValid(schema, valid, [
        ['platform', 2],
        ['language', 'en'],
        ['lobbyUrl', 'http://localhost:3000/casino/slot'],
      ])
      expectCases(schema, valid, [
        ['platform', 0, 'invalid_option'],
        ['platform', 3, 'invalid_option'],
        ['platform', 'desktop', 'invalid_option'],
        ['language', 'de', 'invalid_option'],
        ['lobbyUrl', 'javascript:alert(1)', 'invalid_url'],
        ['lobbyUrl', 'data:text/html,x', 'invalid_url'],
        ['lobbyUrl', '/casino', 'invalid_url'],
        ['lobbyUrl', `https://galata.example/${repeat('a', 500)}`, 'too_long'],
        ['gameCode', '', 'required'],
        ['code', '1001', 'unknown_key'],
      ])
    }
  })

  it('casino/softgamingslaunchurl sends isMobile as 1 or 0', () => {
    const valid = { system: 998, pageCode: 'sg-5', isMobile: 0 }
    expect(parseOk(softGamingsLaunchUrlSchema, valid)).toEqual(valid)
    expectValid(softGamingsLaunchUrlSchema, valid, [['isMobile', 1]])
    expectCases(softGamingsLaunchUrlSchema, valid, [
      ['isMobile', true, 'invalid_option'],
      ['isMobile', 2, 'invalid_option'],
      ['system', 0, 'too_small'],
      ['pageCode', '', 'required'],
    ])
  })

  it('checks the game launch data decoded from the play address', () => {
    const data = {
      providerName: 'galata',
      gameCode: 'galata-roulette',
      system: null,
      productId: null,
      title: 'Rulet',
    }
    expect(gameLaunchDataSchema.parse(data)).toEqual(data)
    expect(gameLaunchDataSchema.safeParse({ ...data, gameCode: '' }).success).toBe(false)
    expect(gameLaunchDataSchema.safeParse({ ...data, system: '998' }).success).toBe(false)
  })
})

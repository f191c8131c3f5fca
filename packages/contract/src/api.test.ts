import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { apiRoutes, type ApiBody, type ApiPath } from './api.js'
import { errorsOf } from './test-helpers.js'
import { isValidationCode } from './validation-codes.js'

/**
 * The calls of spec §7 with a contract body (the back office's own calls and the studio's game API
 * are tested in the server: originals.test.ts, aviator.test.ts and the route fuzz).
 */
type BodyPath = Exclude<
  { [P in ApiPath]: (typeof apiRoutes)[P]['body'] extends z.ZodType ? P : never }[ApiPath],
  `backoffice/${string}` | `originals/${string}`
>

/** A valid body for every call that takes one; the mapped type fails to compile when a call is missing. */
const samples: { [P in BodyPath]: ApiBody<P> } = {
  'auth/login': { username: 'ayse1990', password: 'secret', remember: true },
  'bonus/claim': { campaignId: 1 },
  'sports/events': { sport: 'football', live: false, skip: 0, take: 20 },
  'sports/bets': {
    kind: 'combo',
    legs: [
      { outcomeId: 1, odds: 1.85 },
      { outcomeId: 7, odds: 2.1 },
    ],
    stake: 10,
    oddsChange: 'none',
    placementKey: 'slip-0001',
  },
  'sports/builder/price': { eventId: 3, outcomeIds: [11, 24, 31] },
  'sports/coupons/share': { legs: [{ outcomeId: 11 }, { outcomeId: 24 }] },
  'sports/settings set': { quickBet: { enabled: true, stake: 25 } },
  'sports/mybets': { status: 'all', skip: 0, take: 20 },
  'sports/bets/:id/cashout accept': {
    offer: 12.5,
    fraction: 0.5,
    acceptChanges: false,
    cashoutKey: 'cashout-0001',
  },
  'sports/bets/:id/autocashout': { threshold: 15 },
  'rounds/:gameCode/bet': { roundId: 1, clientBetId: 'b-1', bets: [{ spot: 'red', amount: 10 }] },
  'rounds/:gameCode/action': { roundId: 1, clientBetId: 'b-1', step: 1, action: 'hit' },
  'bingo/:room/buy': { gameId: 1, clientBetId: 'p-1', count: 2 },
  'sports/favorites set': { competitionId: 3, favorite: true },
  'auth/register': {
    name: 'Ayşe',
    surname: 'Kaya',
    username: 'aysekaya',
    email: 'ayse@example.com',
    phone: '905321234567',
    birthDateDay: '15',
    birthDateMonth: '06',
    birthDateYear: '1990',
    password: 'Tulip-1453',
    password2: 'Tulip-1453',
    ageConfirmed: true,
    termsAccepted: true,
  },
  'auth/sendresetpassword': { username: 'aysekaya' },
  'auth/checkresetcode': { username: 'aysekaya', code: '123456' },
  'auth/changepasswordwithcode': {
    username: 'aysekaya',
    code: '123456',
    password: 'newpass7',
    password2: 'newpass7',
  },
  'customer/updatephone': { step: 2, phone: '905321234567', code: '123456' },
  'customer/readnotification': { id: [1] },
  'customer/notification': { skip: 0, take: 100 },
  'customer/changepassword': { oldPassword: 'oldpass', password: 'newpass7', confirmPassword: 'newpass7' },
  'customer/confirmpassword': { password: 'oldpass' },
  'customer/sessions/revoke': { id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  'customer/sessions/revoke-others': {},
  'customer/consents/marketing': { marketingConsent: true },
  'cms/contentlist': { status: true, categoryId: 1 },
  'cms/callme': {
    name: 'Ayşe Kaya',
    message: 'Please call me',
    contacts: [{ type: 2, contact: '905321234567' }],
  },
  'payment/detail': { id: 1, type: 1 },
  'payment/deposit': { id: 1, target: 'pay', detail: { Amount: 100 } },
  'payment/cancel': { id: 1 },
  'payment/continue': { id: 1 },
  'payment/withdraw': { id: 1, target: 'pay', detail: { Amount: 100, Iban: 'TR330006100519786457841326' } },
  'transaction/topwinners': { isLive: false, count: 40 },
  'transaction/financial': { transactionType: 0, skip: 0, take: 20 },
  'transaction/games': { skip: 0, take: 20 },
  'casino/games': { live: false, search: 'Aviator', skip: 0, take: 5 },
  'casino/categorygames': { systemCategory: [1, 2] },
  'casino/togglefavorite': { code: 'vs20doghouse', providerId: 2 },
  'casino/launchurl': { code: 'vs20doghouse', providerId: 2, isMobile: false },
  'casino/dtlaunchurl': { code: 'dt-1' },
  'casino/emlaunchurl': { code: 'em-1', productId: 3 },
  'casino/amusnetlaunchurl': { code: '40-burning-hot', isMobile: true },
  'casino/egtlaunchurl': {
    platform: 1,
    gameCode: '1001',
    language: 'tr',
    lobbyUrl: 'https://galata.example/',
  },
  'casino/hub88launchurl': {
    platform: 2,
    gameCode: 'hub-1',
    language: 'en',
    lobbyUrl: 'https://galata.example/',
  },
  'casino/softgamingslaunchurl': { system: 998, pageCode: 'sg-1', isMobile: 1 },
  // Player protection (docs/player-protection.md)
  'customer/rg/limits': { kind: 'deposit', period: 'day', amount: 250.5 },
  'customer/rg/limits/confirm': { kind: 'loss', period: 'week' },
  'customer/rg/timeout': { period: '7d' },
  'customer/rg/selfexclusion': { period: 'indefinite' },
  'customer/rg/selfexclusion/lift': {},
  'customer/rg/realitycheck': { minutes: 30 },
  'customer/rg/close': { gamblingRelated: true, selfExclusionPeriod: '1y' },
  'customer/rg/statement': { from: '2026-11-01', to: '2026-11-25' },
}

const bodyRoutes = Object.entries(samples).map(([path, body]) => {
  const schema = apiRoutes[path as BodyPath].body as z.ZodType
  return { path, schema, body: body as Record<string, unknown> }
})

/** True when every issue of a failed parse carries one of our codes explicitly (not a fallback). */
function allCodesExplicit(schema: z.ZodType, value: unknown): boolean {
  const result = schema.safeParse(value)
  if (result.success) return true
  return result.error.issues.every(
    (issue) =>
      issue.code === 'unrecognized_keys' ||
      isValidationCode(issue.message) ||
      (issue.code === 'custom' && isValidationCode(issue.params?.['code'])),
  )
}

describe('every call of spec §7', () => {
  it.each(bodyRoutes)('$path accepts its sample and refuses an unknown key', ({ schema, body }) => {
    expect(errorsOf(schema, body)).toEqual({})
    expect(errorsOf(schema, { ...body, injected: 1 })).toEqual({ injected: 'unknown_key' })
    expect(errorsOf(schema, null)).toEqual({ _: 'required' })
    expect(errorsOf(schema, [])).toEqual({ _: 'invalid_type' })
  })

  // The site's client builds a call's URL from its key (apps/web http.ts `call`): the key is the path
  // under /api/, plus a word after a space when a second call shares the path.
  it('keys every API call by its path', () => {
    for (const [key, route] of Object.entries(apiRoutes)) {
      if (key.startsWith('page:')) continue
      expect(`/api/${key.split(' ')[0]}`, key).toBe(route.path)
    }
  })

  it('answers GETs without a body', () => {
    for (const [path, route] of Object.entries(apiRoutes)) {
      expect(route.method === 'GET', path).toBe(route.body === null)
    }
  })

  it('never throws and always names its own code, whatever the body (property)', () => {
    for (const { path, schema } of bodyRoutes) {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          expect(allCodesExplicit(schema, value), path).toBe(true)
        }),
        { numRuns: 50 },
      )
    }
  })

  it('names its own code when any one field of a valid body is replaced (property)', () => {
    const weird = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        Number.NaN,
        Number.POSITIVE_INFINITY,
        -1,
        -0.001,
        1e308,
        '',
        '   ',
        '\u0000',
        '__proto__',
      ),
    )
    for (const { path, schema, body } of bodyRoutes) {
      const keys = Object.keys(body)
      // An empty body (revoke-others) has no field to replace.
      if (keys.length === 0) continue
      fc.assert(
        fc.property(fc.constantFrom(...keys), weird, (key, value) => {
          expect(allCodesExplicit(schema, { ...body, [key]: value }), `${path}.${key}`).toBe(true)
        }),
        { numRuns: 40 },
      )
    }
  })
})

import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffMember } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'

/*
 * The back office's casino catalogue (docs/backoffice.md "Casino catalogue"): a switch or an order
 * reaches the player's lobby at once (no wait for the content poll), a switched-off game cannot be
 * launched, bad input is a 4xx that changes nothing, and the measured RTP is exact.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000000' })
const a = () => api(t.app)
let content: string
let support: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'], 'catcontent1')).token
  support = (await staffMember(t.app, ['support'], 'catsupport1')).token
})

const categoryId = async (slug: string) =>
  (await rows<{ id: number }>(t.app, sql`select id from casino_categories where slug = ${slug}`))[0]!.id

/** What the player's lobby lists for a category, in order. */
async function lobby(category: number): Promise<string[]> {
  const res = await a().post('casino/categorygames', { systemCategory: [category] })
  return (res.json().data as { games: { gameCode: string }[] }[])[0]!.games.map((g) => g.gameCode)
}

async function searchCodes(search: string, live = false): Promise<string[]> {
  const res = await a().post('casino/games', { search, live, skip: 0, take: 50 })
  return (res.json().data as { gameCode: string }[][]).flat().map((g) => g.gameCode)
}

const bo = (path: string, body?: unknown, token = content) =>
  body === undefined
    ? a().post(`backoffice/${path}`, {}, { token })
    : a().post(`backoffice/${path}`, body, { token })

async function auditCount(): Promise<number> {
  return (await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log`))[0]!.n
}

describe('casino catalogue in the back office', () => {
  it('disables a game: it leaves the lobby, search and favourites at once, launch says it is closed; enabling brings it back', async () => {
    const games = await categoryId('games')
    const { token } = await a().register('catplayer1')
    await a().post('casino/togglefavorite', { code: 'galata-mines', providerId: 1 }, { token })
    const favourites = async () => (await a().get('casino/favorites', { token })).json().data as string[]
    expect(await lobby(games)).toContain('galata-mines')
    expect(await favourites()).toContain('galata-mines')

    const before = await auditCount()
    const off = await bo('casino/games/galata-mines/disable')
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ success: true, data: { isEnabled: false, changed: true } })
    // No invalidation by hand: the write itself drops the lobby's cache.
    expect(await lobby(games)).not.toContain('galata-mines')
    expect(await searchCodes('mines')).not.toContain('galata-mines')
    expect(await favourites()).not.toContain('galata-mines')
    const launch = await a().post(
      'casino/launchurl',
      { code: 'galata-mines', providerId: 1, isMobile: false },
      { token, headers: { 'x-locale': 'en' } },
    )
    expect(launch.statusCode).toBe(403)
    expect(launch.json()).toMatchObject({
      code: 'GAME_DISABLED',
      message: errorCatalog.GAME_DISABLED.message.en,
    })

    // A second disable changes nothing and writes no audit row.
    expect((await bo('casino/games/galata-mines/disable')).json().data).toEqual({
      isEnabled: false,
      changed: false,
    })
    const audit = await rows<{ action: string; detail: { code: string } }>(
      t.app,
      sql`select action, detail from audit_log order by id desc limit 1`,
    )
    expect(audit[0]).toMatchObject({
      action: 'backoffice.catalog.game_disable',
      detail: { code: 'galata-mines' },
    })
    expect(await auditCount()).toBe(before + 1)

    const listed = await a().get('backoffice/casino/games?q=galata-mines', { token: content })
    expect(listed.json().data.items[0]).toMatchObject({ code: 'galata-mines', isEnabled: false })

    expect((await bo('casino/games/galata-mines/enable')).json().data).toEqual({
      isEnabled: true,
      changed: true,
    })
    expect(await lobby(games)).toContain('galata-mines')
    expect(await favourites()).toContain('galata-mines')
    const again = await a().post(
      'casino/launchurl',
      { code: 'galata-mines', providerId: 1, isMobile: false },
      { token },
    )
    expect(again.statusCode).toBe(200)
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
  })

  it('switches a provider off and on: its games leave the lobby and cannot be launched', async () => {
    const games = await categoryId('games')
    const { token } = await a().register('catplayer2')
    expect((await bo('casino/providers/1/disable')).json().data).toEqual({ isEnabled: false, changed: true })
    expect(await lobby(games)).toEqual([])
    const launch = await a().post(
      'casino/launchurl',
      { code: 'galata-dice', providerId: 1, isMobile: false },
      { token },
    )
    expect(launch.json().code).toBe('GAME_DISABLED')
    expect((await bo('casino/providers/1/enable')).json().data).toEqual({ isEnabled: true, changed: true })
    expect(await lobby(games)).toContain('galata-dice')
    expect((await bo('casino/providers/999/enable')).statusCode).toBe(404)
  })

  it('orders a category: the lobby shows the new order at once; a list that is not the category’s games is a 400 that changes nothing', async () => {
    const games = await categoryId('games')
    const current = await lobby(games)
    expect(current.length).toBeGreaterThan(2)
    const moved = [current.at(-1)!, ...current.slice(0, -1)]
    const res = await bo(`casino/categories/${games}/order`, { codes: moved })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ categoryId: games, codes: moved })
    expect(await lobby(games)).toEqual(moved)
    const page = await a().get(`backoffice/casino/games?category=${games}&take=500`, { token: content })
    const items = page.json().data.items as { code: string; position: number }[]
    expect(items.map((g) => g.code)).toEqual(moved)
    expect(items.map((g) => g.position)).toEqual(moved.map((_, i) => i + 1))

    const bad = [
      { codes: moved.slice(1) },
      { codes: [...moved, moved[0]] },
      { codes: [...moved.slice(1), 'galata-nope'] },
      { codes: [...moved.slice(1), 'galata-keno-tv'] },
    ]
    for (const body of bad) {
      const refused = await bo(`casino/categories/${games}/order`, body, content)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, code: 'CATALOG_ORDER_MISMATCH' })
    }
    const missing = await bo(`casino/categories/${games}/order`, { codes: moved.slice(1) }, content)
    expect(missing.json().data).toEqual({ missing: [moved[0]], unknown: [], repeated: [] })
    expect(await lobby(games)).toEqual(moved)
    expect((await bo('casino/categories/999999/order', { codes: ['x'] })).statusCode).toBe(404)
    // Back as it was, for the other tests.
    expect((await bo(`casino/categories/${games}/order`, { codes: current })).statusCode).toBe(200)
  })

  it('measures RTP over the last 30 days in exact sums: stakes net of refunds, wins, rounds', async () => {
    const { usercode } = await a().register('catplayer3')
    const [p] = await rows<{ id: number }>(t.app, sql`select id from players where usercode = ${usercode}`)
    const [g] = await rows<{ id: number }>(t.app, sql`select id from games where game_code = 'galata-plinko'`)
    const now = new Date(t.app.clock.now())
    const old = new Date(t.app.clock.now() - 31 * 24 * 3600_000)
    const line = (type: number, amount: bigint, round: string, tx: string, at: Date) =>
      sql`(${p!.id}, ${g!.id}, ${type}, ${amount.toString()}::bigint, ${round}, ${tx}, 1, 0, ${at.toISOString()})`
    await t.app.db.execute(sql`insert into game_transactions
      (player_id, game_id, type, amount, round_id, tx_id, ledger_transaction_id, balance_after, created_at) values
      ${sql.join(
        [
          line(2, 1_000n, 'r1', 'b1', now),
          line(2, 1_001n, 'r2', 'b2', now),
          line(1, 1_950n, 'r2', 'w2', now),
          line(2, 500n, 'r3', 'b3', now),
          line(3, 500n, 'r3', 'f3', now),
          line(2, 9_999_999n, 'r0', 'b0', old),
        ],
        sql`, `,
      )}`)
    const res = await a().get('backoffice/casino/games?q=galata-plinko', { token: content })
    const item = res.json().data.items[0]
    expect(item).toMatchObject({ code: 'galata-plinko', declaredRtp: expect.any(Number) })
    // 2,001 kuruş staked (500 refunded), 1,950 won: 97.45 % truncated.
    expect(item.measured).toEqual({ stakes: 20.01, wins: 19.5, rounds: 3, rtp: 97.45 })
  })

  it('lists categories and providers for the console; a support member gets 403, an auditor reads but cannot write', async () => {
    const cats = await a().get('backoffice/casino/categories', { token: content })
    expect(cats.statusCode).toBe(200)
    expect(cats.json().data.find((c: { slug: string }) => c.slug === 'games')).toMatchObject({
      games: expect.any(Number),
    })
    expect((await a().get('backoffice/casino/providers', { token: content })).json().data[0]).toMatchObject({
      id: 1,
      code: 'galata',
      isEnabled: true,
    })
    for (const path of ['backoffice/casino/games', 'backoffice/casino/categories']) {
      const res = await a().get(path, { token: support })
      expect(res.statusCode, path).toBe(403)
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' })
    }
    expect((await bo('casino/games/galata-mines/disable', undefined, support)).statusCode).toBe(403)
    const auditor = (await staffMember(t.app, ['auditor'], 'catauditor1')).token
    expect((await a().get('backoffice/casino/games', { token: auditor })).statusCode).toBe(200)
    expect((await bo('casino/games/galata-mines/disable', undefined, auditor)).statusCode).toBe(403)
    const games = await categoryId('games')
    expect(await lobby(games)).toContain('galata-mines')
  })

  it(
    'answers random and near-valid input with a 4xx and changes nothing, never a 5xx',
    { timeout: 300_000 },
    async () => {
      const games = await categoryId('games')
      const state = async () =>
        (
          await rows<{ s: string }>(
            t.app,
            sql`select (select string_agg(game_code || ':' || status || ':' || sort, ',' order by id) from games)
                || (select count(*)::text from audit_log) as s`,
          )
        )[0]!.s
      const weird = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('', ' ', '\u0000', '__proto__', 'x'.repeat(200), '../x', '%00'),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.integer()), { maxLength: 8 }),
        fc.jsonValue(),
      )
      const failures: string[] = []
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            `casino/categories/${games}/order`,
            'casino/categories/abc/order',
            'casino/categories/99999999999999999999/order',
            'casino/games/%20/disable',
            'casino/games/no such/enable',
            'casino/providers/0/disable',
          ),
          fc.oneof(
            fc.record({ codes: weird }),
            fc.dictionary(fc.string({ maxLength: 5 }), weird, { maxKeys: 3 }),
            weird,
          ),
          async (path, body) => {
            const before = await state()
            const res = await t.app.inject({
              method: 'POST',
              url: `/api/backoffice/${path}`,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${content}` },
              payload: JSON.stringify(body),
            })
            if (res.statusCode >= 500) failures.push(`${path} ${res.statusCode} ${res.body.slice(0, 160)}`)
            if (res.statusCode >= 400) expect(await state()).toEqual(before)
            return res.statusCode < 500
          },
        ),
        { numRuns: 120 },
      )
      for (const query of [
        'category=abc',
        'take=0',
        'take=501',
        'skip=-1',
        `q=${'x'.repeat(200)}`,
        'extra=1',
      ]) {
        const res = await a().get(`backoffice/casino/games?${query}`, { token: content })
        expect(res.statusCode, query).toBe(400)
      }
      expect(failures).toEqual([])
    },
  )
})

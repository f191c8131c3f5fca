import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bootstrapSchema, envelopeSchema, uiStrings } from '@galata/contract'
import { createTestDatabase, useTestApp } from '../../../test/helper.js'
import type { Db } from '../../../db/client.js'
import { seedCms } from './seed.js'
import { promotionSeeds } from './promotions.data.js'
import { countryRows, TURKIYE_ID } from './countries.data.js'

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

async function count(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)
  return Number(rowsOf<{ n: number }>(result)[0]?.n)
}

describe('SEED=none', () => {
  const t = useTestApp({ SEED: 'none', RATE_LIMIT_MAX: '5' })

  it('loads only what the site cannot run without', async () => {
    expect(await count(t.app.db, 'languages')).toBe(2)
    expect(await count(t.app.db, 'countries')).toBe(countryRows.length)
    expect(await count(t.app.db, 'cms_categories')).toBe(4)
    expect(await count(t.app.db, 'translations')).toBe(Object.keys(uiStrings).length * 2)
    for (const table of [
      'cms_pages',
      'sliders',
      'popups',
      'video_banners',
      'promotions',
      'casino_categories',
    ])
      expect(await count(t.app.db, table), table).toBe(0)
    for (const table of ['site_options', 'domains', 'settings'])
      expect(await count(t.app.db, table), table).toBe(0)
  })

  it('still answers a valid, empty bootstrap record', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/grouped' })
    expect(res.statusCode).toBe(200)
    const data = envelopeSchema(bootstrapSchema).parse(res.json()).data
    expect(data.languageList).toHaveLength(2)
    expect(data.translationList.length).toBe(Object.keys(uiStrings).length)
    expect(data).toMatchObject({
      siteOption: [],
      domainStatus: { current: '', next: null },
      trialBonusAmount: 0,
      popupImages: null,
      firstPopup: null,
      sliderList: [],
      videoInfo: null,
      casinoCategoryList: [],
      promotions: [],
    })
    expect(data.cms.categories.map((c) => c.content)).toEqual([[], [], [], []])
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/content/1' })).statusCode).toBe(404)

    const form = (await t.app.inject({ method: 'GET', url: '/api/auth/form' })).json()
    expect(form.data.countries[0].id).toBe(TURKIYE_ID)
  })

  it('rate-limits the public routes per address with the JSON envelope', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/cms/categorylist' })).statusCode)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/cms/categorylist',
      headers: { 'x-locale': 'en' },
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
  })

  it('limits the hot answers served from memory at five times the public ceiling, with Retry-After', async () => {
    const ip = '198.51.100.7'
    const statuses = new Set<number>()
    // RATE_LIMIT_MAX is 5 here: 25 bootstrap records a minute per address.
    for (let i = 0; i < 25; i++)
      statuses.add(
        (await t.app.inject({ method: 'GET', url: '/api/cms/grouped', remoteAddress: ip })).statusCode,
      )
    expect([...statuses]).toEqual([200])
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/cms/grouped',
      remoteAddress: ip,
      headers: { 'x-locale': 'en' },
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in a little while.',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/cms/grouped',
      remoteAddress: '198.51.100.8',
    })
    expect(other.statusCode).toBe(200)
  })
})

describe('seedCms', () => {
  it('seeds an empty database exactly once when two instances boot together', async () => {
    // An empty database migrated from nothing, as a new site's (docs/testing.md).
    const { database, drop } = await createTestDatabase('empty')
    try {
      const reports = await Promise.all([seedCms(database.db, 'demo'), seedCms(database.db, 'demo')])
      expect(reports.map((r) => r.loaded).sort()).toEqual(['demo', 'nothing'])
      expect(await count(database.db, 'languages')).toBe(2)
      expect(await count(database.db, 'promotions')).toBe(promotionSeeds.length)
      expect(await count(database.db, 'sliders')).toBeGreaterThanOrEqual(3)
      // Rows with explicit ids moved the serial past them: the next page gets a fresh id.
      const next = await database.db.execute(
        sql`insert into cms_pages (category_id, title, content) values (1, '{"tr":"a","en":"a"}', '{"tr":"","en":""}') returning id`,
      )
      expect(Number(rowsOf<{ id: number }>(next)[0]?.id)).toBeGreaterThan(13)
      // A later demo boot on a database that already has content changes nothing.
      expect((await seedCms(database.db, 'demo')).loaded).toBe('nothing')
    } finally {
      await drop()
    }
  })
})

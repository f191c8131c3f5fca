import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  bootstrapSchema,
  cmsCategorySchema,
  envelopeSchema,
  pageContentSchema,
  promotionSchema,
  registerFormDataSchema,
  staticContentSchema,
  uiStrings,
} from '@galata/contract'
import { z } from 'zod'
import { useTestApp } from '../../test/helper.js'
import { runBootTasks } from '../../boot.js'
import { checkContentVersion, invalidateContentCache, syncTranslations } from './index.js'
import { cmsPages, promotions, siteOptions, translations } from '../../db/schema/index.js'

const CMS_TABLES = [
  'languages',
  'translations',
  'site_options',
  'domains',
  'settings',
  'cms_categories',
  'cms_pages',
  'sliders',
  'popups',
  'video_banners',
  'promotions',
  'casino_categories',
  'countries',
] as const

/** Nothing a browser would run (the full corpus is in lib/sanitize-html.test.ts). */
const EXECUTABLE = /<\s*script|\son[a-z]+\s*=|javascript:|<\s*iframe|\sstyle\s*=/i

describe('cms on the demo content', () => {
  // From scratch, not from the seeded template: this file checks what a new site's first boot
  // migrates and seeds, so that path keeps running in every suite run (docs/testing.md).
  const t = useTestApp({}, { fromScratch: true })

  const get = (url: string, locale?: string) =>
    t.app.inject({ method: 'GET', url, headers: locale ? { 'x-locale': locale } : {} })
  const contentList = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cms/contentlist',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    })

  async function tableCounts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {}
    for (const table of CMS_TABLES) {
      const result = await t.app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)
      // Both drivers (PGlite, node-postgres) answer `{ rows }`.
      out[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)
    }
    return out
  }

  describe('GET /api/cms/grouped', () => {
    it('answers the whole bootstrap record in Turkish by default', async () => {
      const res = await get('/api/cms/grouped')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers['cache-control']).toBe('no-cache')
      const body = envelopeSchema(bootstrapSchema).parse(res.json())
      expect(body.success).toBe(true)
      const data = body.data

      expect(data.languageList.map((l) => l.locale)).toEqual(['tr', 'en'])
      expect(data.languageList[0]).toMatchObject({ name: 'Türkçe', locale: 'tr' })

      const strings = new Map(data.translationList.map((x) => [x.key, x.value]))
      expect(strings.get('common.loading')).toBe('Yükleniyor…')
      expect(strings.size).toBe(Object.keys(uiStrings).length)

      expect(data.siteOption.length).toBeGreaterThan(0)
      for (const option of data.siteOption) {
        expect(option.key).toBe(option.key.toLowerCase())
        expect(option.status).toBe(true)
      }
      const keys = data.siteOption.map((o) => o.key)
      expect(keys).toEqual(
        expect.arrayContaining(['telegram', 'twitter', 'instagram', 'youtube', 'telegram1', 'whatsapp4']),
      )
      // Seeded with status off: must not reach the browser (spec §5).
      expect(keys).not.toContain('facebook')

      expect(data.domainStatus).toEqual({ current: 'galata.bet', next: 'galata2.bet' })
      expect(data.trialBonusAmount).toBe(50)

      expect(data.popupImages?.images).toEqual([
        '/media/popups/first-deposit-sm.svg',
        '/media/popups/first-deposit-lg.svg',
        '/media/popups/first-deposit-md.svg',
      ])
      expect(data.popupImages?.url).toBe('/promotions')
      expect(data.firstPopup?.images[0]).toBe('/media/popups/welcome-sm.svg')
      expect(data.firstPopup?.hash).toMatch(/^[0-9a-f]{64}$/)

      const home = data.sliderList.filter((s) => s.slug === 'home')
      expect(home.map((s) => s.url)).toEqual([
        '/promotions?slug=welcome-bonus',
        '/casino/live',
        '/casino/games',
      ])
      expect(home[0]?.images).toEqual([
        '/media/slides/welcome-sm.webp',
        '/media/slides/welcome-lg.webp',
        '/media/slides/welcome-md.webp',
      ])
      for (const slide of data.sliderList) expect(slide.images).toHaveLength(3)
      expect(new Set(data.sliderList.map((s) => s.slug))).toEqual(new Set(['home', 'casino']))

      expect(data.videoInfo).toEqual({
        url: '/media/video/casino-loop.webm',
        title1: 'Canlı casinonun kalbi Galata’da atıyor',
      })

      // `slug` and `parentId` are extras beyond the contract (which strips them), so read the raw answer.
      const rawCategories = res.json().data.casinoCategoryList as {
        id: number
        slug: string
        imageUrl: string
        parentId: number | null
      }[]
      const bySlug = new Map(rawCategories.map((c) => [c.slug, c]))
      for (const slug of ['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual'])
        expect(bySlug.get(slug)?.imageUrl).toBe(`/media/categories/${slug}.svg`)
      const live = bySlug.get('live')!
      expect(bySlug.get('live-roulette')).toMatchObject({
        name: 'Canlı Rulet',
        parentId: live.id,
        slugList: ['live', 'live-roulette'],
        imageUrl: '/media/categories/placeholder.svg',
      })

      const categories = data.cms.categories
      expect(categories.map((c) => c.id)).toEqual([1, 2, 3, 4])
      expect(categories[0]?.content[0]).toEqual({ id: 1, title: 'Genel Şartlar ve Koşullar' })
      expect(categories[1]?.content.length).toBeGreaterThanOrEqual(2)

      expect(data.promotions.map((p) => p.slug)).toContain('welcome-bonus')
    })

    it('answers in English for x-locale en and in Turkish for an unknown language', async () => {
      const en = envelopeSchema(bootstrapSchema).parse((await get('/api/cms/grouped', 'en')).json()).data
      const strings = new Map(en.translationList.map((x) => [x.key, x.value]))
      expect(strings.get('common.loading')).toBe('Loading…')
      expect(en.videoInfo?.title1).toBe('The heart of live casino beats at Galata')
      expect(en.cms.categories.map((c) => c.name)).toEqual(['Corporate', 'Our Stories', 'Policies', 'Rules'])
      expect(en.cms.categories[0]?.content[0]?.title).toBe('General Terms and Conditions')

      const de = (await get('/api/cms/grouped', 'de')).json()
      expect(de.data.videoInfo.title1).toBe('Canlı casinonun kalbi Galata’da atıyor')
    })

    it('sends the brotli or gzip form a browser asks for, with Vary', async () => {
      const plain = await get('/api/cms/grouped')
      const br = await t.app.inject({
        method: 'GET',
        url: '/api/cms/grouped',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers.vary).toMatch(/accept-encoding/)
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body)
      const gz = await t.app.inject({
        method: 'GET',
        url: '/api/cms/grouped',
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body)
      expect(plain.headers['content-encoding']).toBeUndefined()
    })

    it('serves from memory until content_version moves, then rebuilds with a new ETag', async () => {
      await checkContentVersion(t.app.db)
      const first = await get('/api/cms/grouped')
      expect((await get('/api/cms/grouped')).body).toBe(first.body)
      // Any write to a content table moves content_version (its statement trigger)…
      await t.app.db
        .update(siteOptions)
        .set({ value: 'https://t.me/galata_yeni' })
        .where(sql`${siteOptions.key} = 'telegram'`)
      // …and the watcher's next pass (every second on every instance) drops the cached record.
      await checkContentVersion(t.app.db)
      const next = await get('/api/cms/grouped')
      expect(next.json().data.siteOption.find((o: { key: string }) => o.key === 'telegram').value).toBe(
        'https://t.me/galata_yeni',
      )
      expect(next.headers.etag).not.toBe(first.headers.etag)
    })

    it('answers 304 without a body when the browser holds the same record', async () => {
      const first = await get('/api/cms/grouped')
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/cms/grouped',
        headers: { 'if-none-match': etag, 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
      // The record of the other language is other bytes: its own ETag, a full answer.
      const en = await t.app.inject({
        method: 'GET',
        url: '/api/cms/grouped',
        headers: { 'if-none-match': etag, 'x-locale': 'en' },
      })
      expect(en.statusCode).toBe(200)
      expect(en.headers.etag).not.toBe(etag)
      // A rebuild of unchanged content keeps the bytes and the ETag, so browsers keep their 304s.
      invalidateContentCache()
      expect((await get('/api/cms/grouped')).headers.etag).toBe(etag)
    })

    it('shares one build between concurrent requests', async () => {
      invalidateContentCache()
      const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/cms/grouped', 'en')))
      const bodies = new Set(answers.map((a) => a.body))
      expect(bodies.size).toBe(1)
      expect(answers.every((a) => a.statusCode === 200)).toBe(true)
    })
  })

  describe('GET /api/cms/categorylist', () => {
    it('lists the four footer groups with their pages', async () => {
      const res = await get('/api/cms/categorylist')
      expect(res.statusCode).toBe(200)
      const body = envelopeSchema(z.array(cmsCategorySchema)).parse(res.json())
      expect(body.data.map((c) => c.name)).toEqual(['Kurumsal', 'Hikayelerimiz', 'Politikalar', 'Kurallar'])
      for (const category of body.data) expect(category.content.length).toBeGreaterThan(0)
      const titles = body.data.flatMap((c) => c.content.map((p) => p.title))
      expect(titles).toEqual(
        expect.arrayContaining(['Sorumlu Oyun', 'Gizlilik Politikası', 'Hakkımızda', 'Çerez Politikası']),
      )
    })
  })

  describe('POST /api/cms/contentlist', () => {
    it('lists the pages of a category in the request language', async () => {
      const res = await contentList({ status: true, categoryId: 1 })
      expect(res.statusCode).toBe(200)
      const body = envelopeSchema(z.array(staticContentSchema)).parse(res.json())
      expect(body.data[0]).toEqual({ id: 1, title: 'Genel Şartlar ve Koşullar' })

      const en = (await contentList({ status: true, categoryId: 1 }, { 'x-locale': 'en' })).json()
      expect(en.data[0]).toEqual({ id: 1, title: 'General Terms and Conditions' })

      const stories = (await contentList({ status: true, categoryId: 2 })).json()
      expect(stories.data.length).toBeGreaterThanOrEqual(2)
      expect((await contentList({ status: true, categoryId: 99 })).json().data).toEqual([])
    })

    it('refuses a bad body with 400, field errors and no write', async () => {
      const before = await tableCounts()
      const wrongTypes = await contentList({ status: 'yes', categoryId: 'one' })
      expect(wrongTypes.statusCode).toBe(400)
      expect(wrongTypes.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        errors: { status: expect.any(String), categoryId: expect.any(String) },
      })
      const unknownKey = await contentList({ status: true, categoryId: 1, admin: true })
      expect(unknownKey.statusCode).toBe(400)
      expect(unknownKey.json().success).toBe(false)
      // Raw JSON text, so values JavaScript cannot write as literals (1e309 → Infinity) reach the server.
      for (const categoryId of ['0', '-1', '1.5', '1e309', '"1"', 'null', '9007199254740993', '[1]']) {
        const res = await contentList(`{"status":true,"categoryId":${categoryId}}`)
        expect(res.statusCode, categoryId).toBe(400)
        expect(res.json().success).toBe(false)
      }
      expect(await tableCounts()).toEqual(before)
    })

    it('answers malformed, mistyped and oversized bodies with 400, never 500', async () => {
      const cases: { name: string; payload: string; headers?: Record<string, string> }[] = [
        { name: 'malformed JSON', payload: '{"status": true, "categoryId": ' },
        { name: 'not JSON at all', payload: 'status=true&categoryId=1' },
        { name: 'empty body', payload: '' },
        { name: 'null', payload: 'null' },
        { name: 'an array', payload: '[1,2,3]' },
        { name: 'a string', payload: '"hello"' },
        { name: 'deep nesting', payload: '{"status":' + '['.repeat(200) + ']'.repeat(200) + '}' },
        { name: 'prototype pollution', payload: '{"__proto__":{"admin":true},"status":true,"categoryId":1}' },
        {
          name: 'text/plain',
          payload: '{"status":true,"categoryId":1}',
          headers: { 'content-type': 'text/plain' },
        },
        {
          name: 'oversized',
          payload: JSON.stringify({ status: true, categoryId: 1, pad: 'x'.repeat(5000) }),
        },
      ]
      for (const c of cases) {
        const res = await contentList(c.payload, c.headers)
        expect(res.statusCode, c.name).toBe(400)
        expect(res.json(), c.name).toMatchObject({ success: false })
      }
      const big = await contentList(JSON.stringify({ status: true, categoryId: 1, pad: 'x'.repeat(5000) }))
      expect(big.json().code).toBe('PAYLOAD_TOO_LARGE')
    })
  })

  describe('GET /api/cms/content/:id', () => {
    it('serves /pages/1 as the general terms', async () => {
      const res = await get('/api/cms/content/1')
      expect(res.statusCode).toBe(200)
      const page = envelopeSchema(pageContentSchema).parse(res.json()).data
      expect(page).toMatchObject({ id: 1, title: 'Genel Şartlar ve Koşullar', categoryId: 1 })
      expect(page.content).toContain('18 yaşını doldurmuş')
      expect(page.content).toContain('en az iki hafta önce')
      expect(page.content).toContain('yalnızca bir hesap')
      expect(page.content.length).toBeGreaterThan(5000)

      const en = (await get('/api/cms/content/1', 'en')).json().data
      expect(en.title).toBe('General Terms and Conditions')
      expect(en.content).toContain('at least two weeks')
    })

    it('answers an unknown page with a JSON 404 and a bad id with 400', async () => {
      const missing = await get('/api/cms/content/9999')
      expect(missing.statusCode).toBe(404)
      expect(missing.headers['content-type']).toMatch(/^application\/json/)
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', data: null })
      for (const id of ['abc', '0', '-1', '1e3', '1.5', '99999999999', '%20']) {
        const res = await get(`/api/cms/content/${id}`)
        expect(res.statusCode, id).toBe(400)
        expect(res.json().success).toBe(false)
      }
    })

    it('hides an unpublished page', async () => {
      await t.app.db
        .update(cmsPages)
        .set({ status: false })
        .where(sql`${cmsPages.id} = 13`)
      expect((await get('/api/cms/content/13')).statusCode).toBe(404)
      invalidateContentCache()
      const list = (await contentList({ status: true, categoryId: 2 })).json().data as { id: number }[]
      expect(list.map((p) => p.id)).not.toContain(13)
      await t.app.db
        .update(cmsPages)
        .set({ status: true })
        .where(sql`${cmsPages.id} = 13`)
      invalidateContentCache()
    })

    it('sanitises HTML again when serving, even if a row was written around the sanitiser', async () => {
      await t.app.db
        .update(cmsPages)
        .set({
          content: {
            tr: '<p onclick="alert(1)">Merhaba</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
            en: '<iframe src="https://evil.example"></iframe><p style="x:expression(alert(1))">Hi</p>',
          },
        })
        .where(sql`${cmsPages.id} = 12`)
      const tr = (await get('/api/cms/content/12')).json().data.content as string
      expect(tr).toContain('Merhaba')
      expect(tr).not.toMatch(EXECUTABLE)
      const en = (await get('/api/cms/content/12', 'en')).json().data.content as string
      expect(en).toContain('Hi')
      expect(en).not.toMatch(EXECUTABLE)
    })
  })

  describe('promotions', () => {
    it('lists the demo promotions, one per campaign the engine runs, with sanitised HTML', async () => {
      const res = await get('/api/cms/promotions')
      expect(res.statusCode).toBe(200)
      const list = envelopeSchema(z.array(promotionSchema)).parse(res.json()).data
      // docs/content.md: free spins, the accumulator boost, the reload and refer-a-friend are not run by the
      // engine; the kombine boost and the one-leg refund are seeded switched off.
      expect(list.map((p) => p.slug)).toEqual(['welcome-bonus', 'weekly-cashback', 'sports-freebet'])
      for (const p of list) {
        expect(p.image).toBe(`/media/promotions/${p.slug}.svg`)
        expect(p.description).toContain('<h3>')
        expect(p.description).not.toMatch(EXECUTABLE)
      }
      const en = (await get('/api/cms/promotions', 'en')).json().data
      expect(en[0].title).toBe('Welcome Bonus')
    })

    it('serves one promotion by slug and 404 for an unknown one', async () => {
      const one = await get('/api/cms/promotions/weekly-cashback')
      expect(one.statusCode).toBe(200)
      expect(envelopeSchema(promotionSchema).parse(one.json()).data.title).toBe('Haftalık Kayıp Bonusu')
      expect((await get('/api/cms/promotions/no-such-thing')).statusCode).toBe(404)
      expect((await get('/api/cms/promotions/Bad%20Slug')).statusCode).toBe(400)
    })

    it('sanitises a promotion written around the sanitiser and hides expired ones', async () => {
      await t.app.db.insert(promotions).values({
        slug: 'tainted',
        title: { tr: 'Kirli', en: 'Tainted' },
        image: '/media/promotions/welcome-bonus.svg',
        description: {
          tr: '<h3>Fırsat</h3><svg onload=alert(1)></svg><a href="jav&#x09;ascript:alert(1)">tıkla</a>',
          en: '<h3>Deal</h3><img src="data:image/svg+xml;base64,PHN2Zz4=">',
        },
        sort: 99,
      })
      await t.app.db.insert(promotions).values({
        slug: 'expired',
        title: { tr: 'Bitti', en: 'Over' },
        image: '/media/promotions/welcome-bonus.svg',
        description: { tr: '<p>x</p>', en: '<p>x</p>' },
        endsAt: new Date(Date.now() - 60_000),
      })
      invalidateContentCache()
      const list = (await get('/api/cms/promotions')).json().data as { slug: string; description: string }[]
      const tainted = list.find((p) => p.slug === 'tainted')!
      expect(tainted.description).toContain('<h3>Fırsat</h3>')
      expect(tainted.description).not.toMatch(EXECUTABLE)
      expect(list.map((p) => p.slug)).not.toContain('expired')
      expect((await get('/api/cms/promotions/expired')).statusCode).toBe(404)
      const en = (await get('/api/cms/promotions/tainted', 'en')).json().data.description as string
      expect(en).not.toContain('data:')
    })
  })

  describe('GET /api/auth/form', () => {
    it('lists every country with Türkiye (235) first, then alphabetically in Turkish', async () => {
      const res = await get('/api/auth/form')
      expect(res.statusCode).toBe(200)
      const data = envelopeSchema(registerFormDataSchema).parse(res.json()).data
      expect(data.countries.length).toBeGreaterThanOrEqual(245)
      expect(data.countries[0]).toEqual({ id: 235, name: 'Türkiye' })
      expect(res.json().data.defaultCountryId).toBe(235)
      const rest = data.countries.slice(1).map((c) => c.name)
      expect(rest).toEqual([...rest].sort(new Intl.Collator('tr').compare))
      expect(new Set(data.countries.map((c) => c.id)).size).toBe(data.countries.length)
      // Turkish collation: Ç after C, Ş after S, Ü after U.
      expect(rest.indexOf('Çin')).toBeGreaterThan(rest.indexOf('Cezayir'))
      expect(rest).toContain('Almanya')
    })

    it('names the countries in English for x-locale en', async () => {
      const data = (await get('/api/auth/form', 'en')).json().data
      expect(data.countries[0]).toEqual({ id: 235, name: 'Türkiye' })
      expect(data.countries[1]).toEqual({ id: 1, name: 'Afghanistan' })
      expect(data.countries.map((c: { name: string }) => c.name)).toContain('Germany')
    })
  })

  describe('seeding', () => {
    it('is idempotent: booting again adds no rows', async () => {
      const before = await tableCounts()
      expect(before.languages).toBe(2)
      expect(before.countries).toBeGreaterThanOrEqual(245)
      expect(before.promotions).toBeGreaterThanOrEqual(2)
      await runBootTasks(t.app)
      await runBootTasks(t.app)
      expect(await tableCounts()).toEqual(before)
    })

    it('syncs new UI strings on boot without overwriting an operator edit', async () => {
      const [edited, removed] = Object.keys(uiStrings) as (keyof typeof uiStrings)[]
      await t.app.db
        .update(translations)
        .set({ value: 'Az kaldı…' })
        .where(sql`${translations.locale} = 'tr' and ${translations.key} = ${edited}`)
      // A key missing from the table is what a new key in the contract looks like after a deploy.
      await t.app.db.delete(translations).where(sql`${translations.key} = ${removed}`)

      await runBootTasks(t.app)

      const rows = await t.app.db
        .select()
        .from(translations)
        .where(sql`${translations.key} in (${edited}, ${removed})`)
      const value = (key: string, locale: string) =>
        rows.find((r) => r.key === key && r.locale === locale)?.value
      expect(value(edited!, 'tr')).toBe('Az kaldı…')
      expect(value(edited!, 'en')).toBe(uiStrings[edited!].en)
      expect(value(removed!, 'tr')).toBe(uiStrings[removed!].tr)
      expect(value(removed!, 'en')).toBe(uiStrings[removed!].en)

      const strings = (await get('/api/cms/grouped')).json().data.translationList as {
        key: string
        value: string
      }[]
      expect(strings.find((s) => s.key === edited)?.value).toBe('Az kaldı…')

      const extra = { 'test.brandNew': { tr: 'Yepyeni', en: 'Brand new' } }
      expect(await syncTranslations(t.app.db, extra)).toBe(2)
      expect(await syncTranslations(t.app.db, extra)).toBe(0)
    })
  })
})

import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BackofficePage, BackofficePromotion, Promotion } from '@galata/contract'
import { useTestApp } from '../../test/helper.js'
import { staffMember, injectAs } from '../../test/staff.js'
import { rows } from '../../test/accounts.js'
import { checkContentVersion } from './index.js'

/*
 * Promotions and CMS pages in the back office (docs/backoffice.md "Content": "Promotions and pages:
 * drafts, preview, publish"): a saved edit is a draft no player route serves; a preview token
 * opens it for staff; publishing shows it at once; HTML is sanitised; every write is audited; and a
 * promotion advertising a campaign is shown only while that campaign runs.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })

let content: string
let admin: string
let auditor: string
let support: string
let crm: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'])).token
  admin = (await staffMember(t.app, ['admin'])).token
  auditor = (await staffMember(t.app, ['auditor'])).token
  support = (await staffMember(t.app, ['support'])).token
  crm = (await staffMember(t.app, ['crm'])).token
})

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  body?: unknown,
  locale = 'tr',
) {
  return injectAs(t.app, token, method, url, body, locale)
}

/** What a player reads, after the content-version poll has run. */
async function playerPromotions(locale = 'tr'): Promise<Promotion[]> {
  await checkContentVersion(t.app.db)
  const res = await call('GET', '/api/cms/promotions', null, undefined, locale)
  expect(res.statusCode).toBe(200)
  return res.json<{ data: Promotion[] }>().data
}

async function playerPage(id: number, locale = 'tr') {
  await checkContentVersion(t.app.db)
  return call('GET', `/api/cms/content/${id}`, null, undefined, locale)
}

async function bootstrapPromotions(): Promise<Promotion[]> {
  await checkContentVersion(t.app.db)
  const res = await call('GET', '/api/cms/grouped', null)
  return res.json<{ data: { promotions: Promotion[] } }>().data.promotions
}

const auditCount = async (action: string) =>
  (
    await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log where action = ${action}`)
  )[0]!.n

const staffPromotions = async (token = content) =>
  (await call('GET', '/api/backoffice/cms/promotions', token)).json<{
    data: { items: BackofficePromotion[]; campaigns: { code: string; state: string }[] }
  }>().data

const newPromotion = {
  slug: 'autumn-spins',
  title: { tr: 'Sonbahar dönüşleri', en: 'Autumn spins' },
  description: {
    tr: '<p>Her cuma <strong>bedava dönüş</strong>.</p><script>alert(1)</script>',
    en: '<p onclick="steal()">Free spins <em>every Friday</em>.</p><style>p{}</style>',
  },
  campaign: '',
  image: '/media/promotions/welcome.webp',
}

describe('promotions: drafts, preview, publish', () => {
  let id: number

  it('creates a promotion as a draft that no player sees, sanitised and audited', async () => {
    const res = await call('POST', '/api/backoffice/cms/promotions', content, newPromotion)
    expect(res.statusCode).toBe(200)
    const created = res.json<{ data: BackofficePromotion }>().data
    id = created.id
    expect(created.publishedAt).toBeNull()
    expect(created.live).toBe(false)
    expect(created.draft?.description.tr).toBe('<p>Her cuma <strong>bedava dönüş</strong>.</p>')
    expect(created.draft?.description.en).toBe('<p>Free spins <em>every Friday</em>.</p>')
    expect(JSON.stringify(created)).not.toMatch(/<script|onclick|<style/)
    expect((await playerPromotions()).map((p) => p.slug)).not.toContain('autumn-spins')
    expect((await bootstrapPromotions()).map((p) => p.slug)).not.toContain('autumn-spins')
    expect((await call('GET', '/api/cms/promotions/autumn-spins', null)).statusCode).toBe(404)
    expect(await auditCount('backoffice.promotion.created')).toBe(1)
  })

  it('refuses a slug in use with 409 and changes nothing', async () => {
    const res = await call('POST', '/api/backoffice/cms/promotions', content, newPromotion, 'en')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ success: false })
    expect(res.json<{ message: string }>().message).toMatch(/link name/)
    expect(await auditCount('backoffice.promotion.created')).toBe(1)
  })

  it('previews the draft through a short-lived token, then publishes it at once', async () => {
    const link = await call('POST', '/api/backoffice/cms/preview', content, { kind: 'promotion', id })
    expect(link.statusCode).toBe(200)
    const { url } = link.json<{ data: { url: string } }>().data
    expect(url).toMatch(/^\/promotions\?preview=[A-Za-z0-9_-]{43}$/)
    const token = url.split('=')[1]!
    const preview = await call('GET', `/api/cms/preview/${token}`, null, undefined, 'en')
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['cache-control']).toBe('no-store')
    expect(preview.json()).toMatchObject({
      data: { kind: 'promotion', promotion: { title: 'Autumn spins', slug: 'autumn-spins' } },
    })
    // Only the hash is kept.
    const stored = await rows<{ token_hash: string }>(t.app, sql`select token_hash from cms_previews`)
    expect(stored.map((r) => r.token_hash)).not.toContain(token)

    const pub = await call('POST', `/api/backoffice/cms/promotions/${id}/publish`, content, {})
    expect(pub.statusCode).toBe(200)
    expect(pub.json<{ data: BackofficePromotion }>().data).toMatchObject({ draft: null, live: true })
    const shown = (await playerPromotions('en')).find((p) => p.slug === 'autumn-spins')
    expect(shown?.description).toBe('<p>Free spins <em>every Friday</em>.</p>')
    expect(await auditCount('backoffice.promotion.published')).toBe(1)
    // The link showed a draft; the draft is gone, and so is the link.
    expect((await call('GET', `/api/cms/preview/${token}`, null)).statusCode).toBe(404)
    // Nothing left to publish.
    const again = await call('POST', `/api/backoffice/cms/promotions/${id}/publish`, content, {})
    expect(again.statusCode).toBe(409)
  })

  it('keeps serving the published text while a new draft waits', async () => {
    const draft = {
      title: { tr: 'Sonbahar dönüşleri', en: 'Autumn spins' },
      description: { tr: '<p>Yeni koşullar</p>', en: '<p>New terms</p>' },
      campaign: null,
      image: '/media/promotions/welcome.webp',
    }
    const res = await call('PUT', `/api/backoffice/cms/promotions/${id}`, content, draft)
    expect(res.statusCode).toBe(200)
    expect(res.json<{ data: BackofficePromotion }>().data.draft?.description.en).toBe('<p>New terms</p>')
    const shown = (await playerPromotions('en')).find((p) => p.slug === 'autumn-spins')
    expect(shown?.description).toBe('<p>Free spins <em>every Friday</em>.</p>')
    const single = await call('GET', '/api/cms/promotions/autumn-spins', null, undefined, 'en')
    expect(single.json<{ data: Promotion }>().data.description).not.toMatch(/New terms/)
    expect(await auditCount('backoffice.promotion.drafted')).toBe(1)
  })

  it('switches off and on, and moves, at once', async () => {
    const off = await call('POST', `/api/backoffice/cms/promotions/${id}/status`, content, { status: false })
    expect(off.statusCode).toBe(200)
    expect((await playerPromotions()).map((p) => p.slug)).not.toContain('autumn-spins')
    await call('POST', `/api/backoffice/cms/promotions/${id}/status`, content, { status: true })
    expect((await playerPromotions()).map((p) => p.slug)).toContain('autumn-spins')
    // The order the staff list shows: it holds the promotions whose campaign is off too (the seeded
    // kombine boost), which the player's list leaves out.
    const before = (await staffPromotions()).items.map((p) => p.slug)
    const at = before.indexOf('autumn-spins')
    const moved = await call('POST', `/api/backoffice/cms/promotions/${id}/move`, content, {
      direction: 'up',
    })
    expect(moved.statusCode).toBe(200)
    const after = (await staffPromotions()).items.map((p) => p.slug)
    expect(after.indexOf('autumn-spins')).toBe(at - 1)
    const shown = (await playerPromotions()).map((p) => p.slug)
    expect(shown.indexOf('autumn-spins')).toBeGreaterThan(-1)
    expect(await auditCount('backoffice.promotion.status')).toBe(2)
    expect(await auditCount('backoffice.promotion.moved')).toBe(1)
  })

  it('links a promotion to a campaign; its terms come from the campaign', async () => {
    const draft = {
      title: { tr: 'Haftalık iade', en: 'Weekly cashback' },
      description: { tr: '<p>Giriş</p>', en: '<p>Intro</p>' },
      campaign: 'weekly_cashback',
      image: '/media/promotions/welcome.webp',
    }
    expect((await call('PUT', `/api/backoffice/cms/promotions/${id}`, content, draft)).statusCode).toBe(200)
    const listed = (await staffPromotions()).items.find((p) => p.id === id)!
    expect(listed.draft).toMatchObject({ campaign: 'weekly_cashback', description: { en: '<p>Intro</p>' } })
    await call('POST', `/api/backoffice/cms/promotions/${id}/publish`, content, {})
    const shown = (await playerPromotions('en')).find((p) => p.slug === 'autumn-spins')!
    expect(shown.description).toMatch(/^<p>Intro<\/p>/)
    expect(shown.description).not.toMatch(/\{\{campaign/)
    const unknown = await call('PUT', `/api/backoffice/cms/promotions/${id}`, content, {
      ...draft,
      campaign: 'no_such_campaign',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ errors: { campaign: 'invalid_option' } })
  })
})

describe('a promotion follows its campaign’s dates', () => {
  const cashback = async () => (await playerPromotions()).filter((p) => p.slug === 'weekly-cashback')

  it('is not shown before its campaign starts nor after it ends, in the page and the bootstrap', async () => {
    expect(await cashback()).toHaveLength(1)
    await t.app.db.execute(
      sql`update bonus_campaigns set starts_at = now() + interval '1 day' where code = 'weekly_cashback'`,
    )
    expect(await cashback()).toHaveLength(0)
    expect((await bootstrapPromotions()).map((p) => p.slug)).not.toContain('weekly-cashback')
    expect((await call('GET', '/api/cms/promotions/weekly-cashback', null)).statusCode).toBe(404)
    expect((await staffPromotions()).campaigns.find((c) => c.code === 'weekly_cashback')?.state).toBe(
      'upcoming',
    )
    await t.app.db.execute(
      sql`update bonus_campaigns set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day' where code = 'weekly_cashback'`,
    )
    expect(await cashback()).toHaveLength(0)
    expect((await staffPromotions()).items.find((p) => p.slug === 'weekly-cashback')).toMatchObject({
      live: false,
      campaignState: 'ended',
    })
    await t.app.db.execute(
      sql`update bonus_campaigns set starts_at = null, ends_at = now() + interval '1 day' where code = 'weekly_cashback'`,
    )
    expect(await cashback()).toHaveLength(1)
  })

  it('shows a CRM member’s campaign change in the promotion’s terms', async () => {
    const list = (await call('GET', '/api/backoffice/campaigns', crm)).json<{
      data: { id: number; code: string }[]
    }>().data
    const campaign = list.find((c) => c.code === 'weekly_cashback')!
    const full = (
      await rows<Record<string, unknown>>(t.app, sql`select * from bonus_campaigns where id = ${campaign.id}`)
    )[0]!
    const res = await call('PUT', `/api/backoffice/campaigns/${campaign.id}`, crm, {
      kind: 'cashback',
      title: { tr: 'Haftalık iade', en: 'Weekly cashback' },
      terms: { tr: 'Yeni iade koşulu.', en: 'A new cashback rule.' },
      percent: 15,
      maxBonus: Number(full.max_amount) / 100,
      minBase: Number(full.min_base) / 100,
      wageringMultiplier: full.wagering_multiplier,
      validDays: full.valid_days,
      claimDays: full.claim_days,
      startsAt: null,
      endsAt: null,
    })
    expect(res.statusCode, res.body).toBe(200)
    const shown = (await playerPromotions('en')).find((p) => p.slug === 'weekly-cashback')!
    expect(shown.description).toMatch(/A new cashback rule\./)
    expect(shown.description).toMatch(/15\s?%|%\s?15/)
  })
})

describe('pages: drafts, preview, publish', () => {
  it('saves a sanitised draft that players never see, previews and publishes it', async () => {
    const before = (await playerPage(1, 'en')).json<{ data: { content: string } }>().data.content
    const draft = {
      title: { tr: 'Genel Şartlar', en: 'General Terms' },
      content: {
        tr: '<h2>Yeni bölüm</h2><p>Metin <img src="x" onerror="alert(1)"></p><iframe src="//evil"></iframe>',
        en: '<h2>New section</h2><p style="color:red" onmouseover="x()">Text</p><script>1</script>',
      },
    }
    const res = await call('PUT', '/api/backoffice/cms/pages/1', content, draft)
    expect(res.statusCode).toBe(200)
    const saved = res.json<{ data: BackofficePage }>().data
    expect(saved.draft?.content.en).toBe('<h2>New section</h2><p>Text</p>')
    expect(JSON.stringify(saved.draft)).not.toMatch(/onerror|onmouseover|iframe|script|style=/)
    // Players keep the published page.
    expect((await playerPage(1, 'en')).json<{ data: { content: string } }>().data.content).toBe(before)

    const link = await call('POST', '/api/backoffice/cms/preview', content, {
      kind: 'page',
      id: 1,
      locale: 'en',
    })
    const { url } = link.json<{ data: { url: string } }>().data
    expect(url).toMatch(/^\/pages\/1\?preview=/)
    const preview = await call('GET', `/api/cms/preview/${url.split('=')[1]}`, null, undefined, 'en')
    expect(preview.json()).toMatchObject({
      data: {
        kind: 'page',
        page: { id: 1, title: 'General Terms', content: '<h2>New section</h2><p>Text</p>' },
      },
    })

    expect((await call('POST', '/api/backoffice/cms/pages/1/publish', content)).statusCode).toBe(200)
    const after = (await playerPage(1, 'en')).json<{ data: { title: string; content: string } }>().data
    expect(after).toMatchObject({ title: 'General Terms', content: '<h2>New section</h2><p>Text</p>' })
    expect(await auditCount('backoffice.page.drafted')).toBe(1)
    expect(await auditCount('backoffice.page.published')).toBe(1)
  })

  it('creates a page that stays unseen (page, menu, footer) until published', async () => {
    const list = (await call('GET', '/api/backoffice/cms/pages', auditor)).json<{
      data: { categories: { id: number }[] }
    }>().data
    const categoryId = list.categories[0]!.id
    const res = await call('POST', '/api/backoffice/cms/pages', admin, {
      categoryId,
      title: { tr: 'Yeni sayfa', en: 'New page' },
      content: { tr: '<p>Merhaba</p>', en: '<p>Hello</p>' },
    })
    expect(res.statusCode).toBe(200)
    const page = res.json<{ data: BackofficePage }>().data
    expect((await playerPage(page.id)).statusCode).toBe(404)
    const menu = await call('POST', '/api/cms/contentlist', null, { status: true, categoryId })
    expect(menu.json<{ data: { id: number }[] }>().data.map((p) => p.id)).not.toContain(page.id)
    await call('POST', `/api/backoffice/cms/pages/${page.id}/publish`, admin, {})
    expect((await playerPage(page.id, 'en')).json()).toMatchObject({ data: { title: 'New page' } })
    await call('POST', `/api/backoffice/cms/pages/${page.id}/status`, admin, { status: false })
    expect((await playerPage(page.id)).statusCode).toBe(404)
    expect(await auditCount('backoffice.page.created')).toBe(1)
    expect(await auditCount('backoffice.page.status')).toBe(1)
  })
})

describe('bad input and permissions', () => {
  const validPage = { title: { tr: 'a', en: 'b' }, content: { tr: '<p>x</p>', en: '<p>y</p>' } }
  const cases: [string, 'POST' | 'PUT', string, unknown][] = [
    [
      'page with only script',
      'PUT',
      '/api/backoffice/cms/pages/1',
      { ...validPage, content: { tr: '<script>x</script>', en: '<p>y</p>' } },
    ],
    [
      'page with only style',
      'PUT',
      '/api/backoffice/cms/pages/1',
      { ...validPage, content: { tr: '<p>x</p>', en: '<style>body{}</style>' } },
    ],
    [
      'page missing a language',
      'PUT',
      '/api/backoffice/cms/pages/1',
      { ...validPage, content: { tr: '<p>x</p>' } },
    ],
    ['page unknown key', 'PUT', '/api/backoffice/cms/pages/1', { ...validPage, sneaky: 1 }],
    ['page not found', 'PUT', '/api/backoffice/cms/pages/999999', validPage],
    ['page of an unknown group', 'POST', '/api/backoffice/cms/pages', { ...validPage, categoryId: 99999 }],
    [
      'page title too long',
      'PUT',
      '/api/backoffice/cms/pages/1',
      { ...validPage, title: { tr: 'x'.repeat(121), en: 'b' } },
    ],
    ['page NUL', 'PUT', '/api/backoffice/cms/pages/1', { ...validPage, title: { tr: 'a\u0000', en: 'b' } }],
    ['not JSON', 'PUT', '/api/backoffice/cms/pages/1', '{"title":'],
    ['bad slug', 'POST', '/api/backoffice/cms/promotions', { ...newPromotion, slug: 'Bad Slug!' }],
    [
      'javascript image',
      'POST',
      '/api/backoffice/cms/promotions',
      { ...newPromotion, slug: 'x-js', image: 'javascript:alert(1)' },
    ],
    [
      'protocol-relative image',
      'POST',
      '/api/backoffice/cms/promotions',
      { ...newPromotion, slug: 'x-pr', image: '//evil.example/a.png' },
    ],
    [
      'end before start',
      'POST',
      '/api/backoffice/cms/promotions',
      { ...newPromotion, slug: 'x-dates', startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
    ],
    [
      'description only script, no campaign',
      'POST',
      '/api/backoffice/cms/promotions',
      { ...newPromotion, slug: 'x-empty', description: { tr: '<script>1</script>', en: '<p>ok</p>' } },
    ],
    ['status not boolean', 'POST', '/api/backoffice/cms/promotions/1/status', { status: 'yes' }],
    ['move sideways', 'POST', '/api/backoffice/cms/promotions/1/move', { direction: 'left' }],
    ['preview of nothing', 'POST', '/api/backoffice/cms/preview', { kind: 'page', id: 999999 }],
    ['preview of a banner', 'POST', '/api/backoffice/cms/preview', { kind: 'banner', id: 1 }],
    ['publish with a body', 'POST', '/api/backoffice/cms/pages/1/publish', { force: true }],
  ]
  for (const [name, method, url, body] of cases)
    it(`answers 4xx, never 500, and stores nothing: ${name}`, async () => {
      const audits = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log`)
      const res = await call(method, url, content, body)
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json()).toMatchObject({ success: false })
      const after = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log`)
      expect(after[0]!.n).toBe(audits[0]!.n)
    })

  it('a bad or unknown preview token is 404 and says so in English', async () => {
    expect((await call('GET', '/api/cms/preview/short', null)).statusCode).toBe(400)
    const res = await call('GET', `/api/cms/preview/${'A'.repeat(43)}`, null, undefined, 'en')
    expect(res.statusCode).toBe(404)
    expect(res.json<{ message: string }>().message).toMatch(/expired/)
  })

  it('an expired preview token is refused', async () => {
    const link = await call('POST', '/api/backoffice/cms/preview', content, { kind: 'page', id: 1 })
    const token = link.json<{ data: { url: string } }>().data.url.split('=')[1]!
    await t.app.db.execute(sql`update cms_previews set expires_at = now() - interval '1 second'`)
    expect((await call('GET', `/api/cms/preview/${token}`, null)).statusCode).toBe(404)
  })

  it('support and CRM may not read or write; the auditor reads only', async () => {
    for (const token of [support, crm]) {
      expect((await call('GET', '/api/backoffice/cms/promotions', token)).statusCode).toBe(403)
      expect((await call('GET', '/api/backoffice/cms/pages', token)).statusCode).toBe(403)
      expect((await call('PUT', '/api/backoffice/cms/pages/1', token, validPage)).statusCode).toBe(403)
    }
    expect((await call('GET', '/api/backoffice/cms/promotions', auditor)).statusCode).toBe(200)
    expect((await call('PUT', '/api/backoffice/cms/pages/1', auditor, validPage)).statusCode).toBe(403)
    expect((await call('POST', '/api/backoffice/cms/pages/1/publish', auditor, {})).statusCode).toBe(403)
    expect(
      (await call('POST', '/api/backoffice/cms/preview', auditor, { kind: 'page', id: 1 })).statusCode,
    ).toBe(403)
    expect((await call('GET', '/api/backoffice/cms/pages', null)).statusCode).toBe(401)
  })
})

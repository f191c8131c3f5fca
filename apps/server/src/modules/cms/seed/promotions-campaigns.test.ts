import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { campaignRef, campaignTerms, LOCALES, type CampaignFigures, type Locale } from '@galata/contract'
import { bonusCampaigns, cmsPages, promotions, sliders } from '../../../db/schema/index.js'
import { useTestApp } from '../../../test/helper.js'
import { invalidateContentCache } from '../index.js'
import { promotionSeeds } from './promotions.data.js'
import { COPY_RETRACTIONS, PROMOTION_RETRACTIONS, SLIDE_RETRACTIONS } from './retractions.data.js'
import { BETTING_RULES_REWRITES } from './betting-rules.data.js'
import { cmsPageSeeds } from './pages.data.js'
import { sanitizeHtml } from '../../../lib/sanitize-html.js'
import { seedCms } from './seed.js'
import { sliderSeeds } from './demo.data.js'

/*
 * The copy review (docs/content.md), "one source for offer terms" (docs/content.md): every promotion and home
 * slide shows the name and the figures of the campaign the bonus engine runs, and nothing advertises a
 * campaign that does not exist. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

interface Served {
  slug: string
  title: string
  description: string
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The text outside the generated block: the promotion's own prose must state no figure of its own. */
function prose(html: string, locale: Locale, c: CampaignFigures): string {
  const t = campaignTerms(c, locale)
  let rest = html.replace(escapeHtml(t.headline), '')
  for (const line of t.terms) rest = rest.replace(escapeHtml(line), '')
  return rest
}

/** Seeded switched off: they change what every qualifying kombine pays (campaigns.seed.ts). */
const SEEDED_OFF = ['kombine_boost', 'kupon_iadesi'] as const

const FIGURE = /₺|\bTL\b|\bTRY\b|%\s?\d|\d\s?%|\d+\s?(gün|days?|kat|times)\b/i

describe('promotions and slides are written from the campaigns the engine runs', () => {
  const t = useTestApp()

  async function campaigns(): Promise<Map<string, CampaignFigures>> {
    const rows = await t.app.db.select().from(bonusCampaigns)
    return new Map(rows.map((r) => [r.code, r]))
  }

  /** The campaigns seeded switched off (the kombine boost and the refund), switched on or off. */
  async function switchSeededOff(enabled: boolean) {
    await t.app.db
      .update(bonusCampaigns)
      .set({ enabled })
      .where(inArray(bonusCampaigns.code, [...SEEDED_OFF]))
    invalidateContentCache()
  }

  async function served(locale: Locale): Promise<Served[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cms/promotions',
      headers: { 'x-locale': locale },
    })
    expect(res.statusCode).toBe(200)
    return res.json<{ data: Served[] }>().data
  }

  it('every seeded promotion refers to a campaign that exists', async () => {
    const running = await campaigns()
    for (const seed of promotionSeeds) {
      for (const locale of LOCALES) {
        const code = campaignRef(seed.description[locale])
        expect(code, `${seed.slug} (${locale}) names no campaign`).not.toBeNull()
        expect(
          running.has(code!),
          `${seed.slug} describes campaign ${code}, which the engine does not run`,
        ).toBe(true)
      }
    }
    for (const slide of sliderSeeds) {
      const code = campaignRef(slide.title.tr)
      if (code !== null) expect(running.has(code), `slide refers to ${code}`).toBe(true)
    }
  })

  it('a promotion whose campaign is switched off is not served', async () => {
    for (const locale of LOCALES) {
      const slugs = (await served(locale)).map((p) => p.slug)
      expect(slugs).toContain('sports-freebet')
      expect(slugs).not.toContain('combo-boost')
      expect(slugs).not.toContain('one-leg-short')
    }
  })

  it('serves each promotion with its campaign’s name and every figure of its terms, in both languages', async () => {
    await switchSeededOff(true)
    const running = await campaigns()
    for (const locale of LOCALES) {
      const list = await served(locale)
      expect(list.map((p) => p.slug).sort()).toEqual(promotionSeeds.map((p) => p.slug).sort())
      for (const p of list) {
        const seed = promotionSeeds.find((s) => s.slug === p.slug)!
        const c = running.get(campaignRef(seed.description.tr)!)!
        const terms = campaignTerms(c, locale)
        expect(p.title, `${p.slug} (${locale}) title`).toBe(c.title[locale])
        expect(p.description).not.toContain('{{campaign:')
        expect(p.description).toContain(escapeHtml(terms.headline))
        for (const line of terms.terms)
          expect(p.description, `${p.slug} (${locale})`).toContain(escapeHtml(line))
        expect(
          prose(p.description, locale, c),
          `${p.slug} (${locale}) states a figure of its own`,
        ).not.toMatch(FIGURE)
      }
    }
    // The figures the review found wrong (docs/content.md): 5.000 / 100 / 7 days and 15 % are gone.
    const tr = (await served('tr')).map((p) => p.description).join('\n')
    expect(tr).toContain('En fazla bonus: ₺1.000')
    expect(tr).toContain('En az yatırım: ₺50')
    expect(tr).toContain('%10 kayıp bonusu, en fazla ₺500')
    expect(tr).toContain('TSİ, UTC+3')
    expect(tr).not.toMatch(/5\.000|%15/)
    const en = (await served('en')).map((p) => p.description).join('\n')
    expect(en).toContain('100% bonus on your first deposit, up to ₺1,000')
    expect(en).toContain('Türkiye time, UTC+3')
    await switchSeededOff(false)
  })

  it('a database seeded with the demo before the sports promotions gets them, once', async () => {
    const added = ['sports-freebet', 'combo-boost', 'one-leg-short']
    await t.app.db.delete(promotions).where(inArray(promotions.slug, added))
    expect((await seedCms(t.app.db, 'demo')).promotionsAdded).toBe(3)
    const slugs = (await t.app.db.select({ slug: promotions.slug }).from(promotions)).map((r) => r.slug)
    for (const slug of added) expect(slugs).toContain(slug)
    expect((await seedCms(t.app.db, 'demo')).promotionsAdded).toBe(0)
  })

  it('gives the welcome slide the campaign’s headline', async () => {
    const c = (await campaigns()).get('first_deposit')!
    for (const locale of LOCALES) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/cms/grouped',
        headers: { 'x-locale': locale },
      })
      const slides = res.json<{ data: { sliderList: { slug: string; title: string; url: string }[] } }>().data
        .sliderList
      const welcome = slides.find((s) => s.slug === 'home' && s.url === '/promotions?slug=welcome-bonus')
      expect(welcome?.title).toBe(campaignTerms(c, locale).headline)
      expect(slides.some((s) => s.title.includes('{{'))).toBe(false)
    }
  })

  it('follows a change of the campaign, and stops advertising a campaign that is switched off', async () => {
    await t.app.db
      .update(bonusCampaigns)
      .set({ maxAmount: 75_000n, wageringMultiplier: 25 })
      .where(eq(bonusCampaigns.code, 'first_deposit'))
    invalidateContentCache()
    const welcome = (await served('tr')).find((p) => p.slug === 'welcome-bonus')!
    expect(welcome.description).toContain('En fazla bonus: ₺750')
    expect(welcome.description).toContain('bonus tutarının 25 katı')

    await t.app.db
      .update(bonusCampaigns)
      .set({ enabled: false })
      .where(eq(bonusCampaigns.code, 'first_deposit'))
    invalidateContentCache()
    expect((await served('en')).map((p) => p.slug)).toEqual(['weekly-cashback', 'sports-freebet'])
    const one = await t.app.inject({ method: 'GET', url: '/api/cms/promotions/welcome-bonus' })
    expect(one.statusCode).toBe(404)
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/grouped' })
    const record = res.json<{ data: { sliderList: { url: string }[]; promotions: { slug: string }[] } }>()
      .data
    expect(record.sliderList.some((s) => s.url === '/promotions?slug=welcome-bonus')).toBe(false)
    expect(record.promotions.map((p) => p.slug)).toEqual(['weekly-cashback', 'sports-freebet'])

    await t.app.db
      .update(bonusCampaigns)
      .set({ enabled: true, maxAmount: 100_000n, wageringMultiplier: 20 })
      .where(eq(bonusCampaigns.code, 'first_deposit'))
    invalidateContentCache()
  })
})

describe('a database seeded before the copy pass (docs/content.md)', () => {
  const t = useTestApp()

  it('loses the promotions the engine does not run and gets the campaign texts; an operator’s own stay', async () => {
    // Put back the offers as seeded up to the player-protection work (docs/player-protection.md): the old
    // titles, the retired promotions on.
    const images = '/media/promotions/x.svg'
    for (const r of PROMOTION_RETRACTIONS) {
      const title = r.seededTitles[0]!
      const description = { tr: '<p>Eski metin, 5.000 TL</p>', en: '<p>Old text, 5,000 TRY</p>' }
      const [row] = await t.app.db.select().from(promotions).where(eq(promotions.slug, r.slug))
      if (row)
        await t.app.db
          .update(promotions)
          .set({ title, description, status: true })
          .where(eq(promotions.slug, r.slug))
      else
        await t.app.db.insert(promotions).values({ slug: r.slug, title, description, image: images, sort: 9 })
    }
    // An offer the operator wrote and runs by hand keeps its place.
    await t.app.db
      .update(promotions)
      .set({ title: { tr: 'Bizim Cuma', en: 'Our Friday' } })
      .where(eq(promotions.slug, 'free-spins-friday'))
    for (const s of SLIDE_RETRACTIONS) {
      // The entry matched by digest has no text to seed (one-voice.test.ts covers it).
      if ('sha256' in s.before) continue
      const [seed] = sliderSeeds.filter((x) => x.title.tr === s.after.tr)
      await t.app.db.update(sliders).set({ title: s.before, url: '/old' }).where(eq(sliders.url, seed!.url))
    }

    const report = await seedCms(t.app.db, 'demo')
    // 2 rewritten + 3 retired promotions (the operator's Friday is kept), 2 slides × the carousels they are in.
    expect(report.offersRetracted).toBeGreaterThanOrEqual(2 + 3 + 2)
    const rows = await t.app.db.select().from(promotions)
    const bySlug = new Map(rows.map((r) => [r.slug, r]))
    for (const slug of ['sports-accumulator', 'live-casino-reload', 'refer-a-friend'])
      expect(bySlug.get(slug)!.status, slug).toBe(false)
    expect(bySlug.get('free-spins-friday')!.status).toBe(true)
    for (const seed of promotionSeeds)
      expect(campaignRef(bySlug.get(seed.slug)!.description.tr)).not.toBeNull()
    const slides = await t.app.db.select().from(sliders)
    expect(slides.some((s) => s.title.tr.includes('%50') || s.title.tr.includes('İlk yatırımına'))).toBe(
      false,
    )

    // A second boot has nothing left to do.
    expect((await seedCms(t.app.db, 'demo')).offersRetracted).toBe(0)
  })

  it('has the pages’ passages that named what the site does not have replaced at boot, once', async () => {
    // The sportsbook work (docs/sportsbook.md) then rewrote the Betting Rules page (9) whole: undone first,
    // applied last.
    const chain = [...COPY_RETRACTIONS, ...BETTING_RULES_REWRITES]
    const ids = [...new Set(COPY_RETRACTIONS.map((r) => r.pageId))]
    for (const id of ids) {
      const seed = cmsPageSeeds.find((p) => p.id === id)!
      const old = { ...seed.content }
      for (const r of [...chain].reverse().filter((x) => x.pageId === id)) {
        expect(old[r.locale]).toContain(r.after)
        expect(r.after.includes(r.before), 'a retraction must not match its own result').toBe(false)
        old[r.locale] = old[r.locale].replace(r.after, r.before)
      }
      const stored = { tr: sanitizeHtml(old.tr.trim()), en: sanitizeHtml(old.en.trim()) }
      await t.app.db.update(cmsPages).set({ content: stored }).where(eq(cmsPages.id, id))
    }
    const report = await seedCms(t.app.db, 'demo')
    expect(report.passagesRetracted).toBe(chain.length)
    for (const id of ids) {
      const seed = cmsPageSeeds.find((p) => p.id === id)!
      const [row] = await t.app.db.select().from(cmsPages).where(eq(cmsPages.id, id))
      expect(row!.content.tr).toBe(sanitizeHtml(seed.content.tr.trim()))
      expect(row!.content.en).toBe(sanitizeHtml(seed.content.en.trim()))
    }
    expect((await seedCms(t.app.db, 'demo')).passagesRetracted).toBe(0)
  })
})

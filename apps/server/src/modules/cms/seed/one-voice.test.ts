import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { casinoCategories, cmsCategories, sliders } from '../../../db/schema/index.js'
import { useTestApp } from '../../../test/helper.js'
import { retractSlide, slideTitleDigest } from '../cms.queries.js'
import { ORIGINALS_SLIDE } from './demo.data.js'
import { SLIDE_RETRACTIONS } from './retractions.data.js'
import { seedCms } from './seed.js'

// The early sportsbook slide is matched by the digest of its retired title (retractions.data.ts);
// the test stands it in with a title of its own, matched the same way.
const RETIRED = { tr: 'Eski spor slaytı', en: 'Former sports slide' }
const DIGEST_ENTRY = SLIDE_RETRACTIONS.find((r) => 'sha256' in r.before)!

/*
 * docs/content.md (one voice): what a database seeded before gets at boot. The home slide that announced a
 * sportsbook before it existed becomes the Originals slide (title, link and artwork); the lobby's Bingo
 * and Sanal categories take the menu's names (Tombala, Sanal Sporlar). A row the operator changed is
 * left alone.
 */
describe('a database seeded before the copy pass (docs/content.md)', () => {
  const t = useTestApp()

  it('retires the early sportsbook slide and renames the lobby categories', async () => {
    expect((DIGEST_ENTRY.before as { sha256: string }).sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(DIGEST_ENTRY.after).toEqual(ORIGINALS_SLIDE.title)
    const sportsImages = [
      '/media/slides/sports-sm.webp',
      '/media/slides/sports-lg.webp',
      '/media/slides/sports-md.webp',
    ]
    await t.app.db
      .update(sliders)
      .set({
        title: RETIRED,
        url: '/spor',
        images: sportsImages as [string, string, string],
      })
      .where(eq(sliders.url, ORIGINALS_SLIDE.url))
    await t.app.db
      .update(cmsCategories)
      .set({ name: { tr: 'Kullanım Koşulları', en: 'Terms of Use' } })
      .where(eq(cmsCategories.code, 'terms-of-use'))
    await t.app.db
      .update(casinoCategories)
      .set({ name: { tr: 'Bingo', en: 'Bingo' } })
      .where(eq(casinoCategories.slug, 'bingo'))
    await t.app.db
      .update(casinoCategories)
      .set({ name: { tr: 'Sanal Oyunlar', en: 'Virtual Games' } })
      .where(eq(casinoCategories.slug, 'virtual'))

    const { after, url, images } = DIGEST_ENTRY
    const retired = { sha256: slideTitleDigest(RETIRED) }
    expect(await t.app.db.transaction((tx) => retractSlide(tx, retired, after, url, images))).toBe(1)
    await seedCms(t.app.db, 'demo')
    const slides = await t.app.db.select().from(sliders)
    expect(slides.some((s) => s.title.tr === RETIRED.tr)).toBe(false)
    const originals = slides.find((s) => s.title.tr === ORIGINALS_SLIDE.title.tr)!
    expect(originals.url).toBe('/casino/games')
    expect(originals.images).toEqual(ORIGINALS_SLIDE.images)
    const categories = await t.app.db.select().from(casinoCategories)
    expect(categories.find((c) => c.slug === 'bingo')!.name).toEqual({ tr: 'Tombala', en: 'Bingo' })
    const groups = await t.app.db.select().from(cmsCategories)
    expect(groups.find((c) => c.code === 'terms-of-use')!.name).toEqual({ tr: 'Politikalar', en: 'Policies' })
    // The operator's own name stays.
    expect(categories.find((c) => c.slug === 'virtual')!.name).toEqual({
      tr: 'Sanal Oyunlar',
      en: 'Virtual Games',
    })
    // A second boot changes nothing.
    expect((await seedCms(t.app.db, 'demo')).offersRetracted).toBe(0)
  })

  it('serves the new slide in both languages', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/cms/grouped',
        headers: { 'x-locale': locale },
      })
      const titles = res
        .json<{ data: { sliderList: { title: string }[] } }>()
        .data.sliderList.map((s) => s.title)
      expect(titles).toContain(ORIGINALS_SLIDE.title[locale])
      expect(titles).not.toContain(RETIRED[locale])
    }
  })
})

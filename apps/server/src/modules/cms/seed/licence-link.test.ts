import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cmsPages } from '../../../db/schema/index.js'
import { sanitizeHtml } from '../../../lib/sanitize-html.js'
import { useTestApp } from '../../../test/helper.js'
import { cmsPageSeeds } from './pages.data.js'
import { LICENCE_LINK_RETRACTIONS } from './retractions.data.js'
import { seedCms } from './seed.js'

/*
 * docs/content.md: the general terms (/pages/1) link to the footer's licence block (`#licence`). A database
 * seeded before gets the link at boot, where the sentence is still the seeded one.
 */
const t = useTestApp()

describe('the general terms link to the licence block', () => {
  it('is seeded with the #licence link in both languages', () => {
    const terms = cmsPageSeeds.find((p) => p.id === 1)!
    expect(terms.content.tr).toContain('<a href="#licence">Lisans bilgilerimiz</a>')
    expect(terms.content.en).toContain('<a href="#licence">Our licence details</a>')
  })

  it('is put into a page seeded before, once', async () => {
    const seed = cmsPageSeeds.find((p) => p.id === 1)!
    const old = { ...seed.content }
    for (const r of LICENCE_LINK_RETRACTIONS) {
      expect(r.after.includes(r.before), 'a retraction must not match its own result').toBe(false)
      old[r.locale] = old[r.locale].replace(r.after, r.before)
    }
    const stored = { tr: sanitizeHtml(old.tr.trim()), en: sanitizeHtml(old.en.trim()) }
    await t.app.db.update(cmsPages).set({ content: stored }).where(eq(cmsPages.id, 1))
    expect((await seedCms(t.app.db, 'demo')).passagesRetracted).toBe(LICENCE_LINK_RETRACTIONS.length)
    const [row] = await t.app.db.select().from(cmsPages).where(eq(cmsPages.id, 1))
    expect(row!.content.tr).toBe(sanitizeHtml(seed.content.tr.trim()))
    expect(row!.content.en).toBe(sanitizeHtml(seed.content.en.trim()))
    expect((await seedCms(t.app.db, 'demo')).passagesRetracted).toBe(0)
  })
})

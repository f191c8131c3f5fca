import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cmsPages } from '../../../db/schema/index.js'
import { sanitizeHtml } from '../../../lib/sanitize-html.js'
import { useTestApp } from '../../../test/helper.js'
import { cmsPageSeeds } from './pages.data.js'
import { TOOL_PROMISE_RETRACTIONS, type Retraction } from './retractions.data.js'
import { TOOL_PAGE_REWRITES } from './tool-pages.data.js'
import { BETTING_RULES_REWRITES } from './betting-rules.data.js'
import { seedCms } from './seed.js'

/*
 * First audit item 5 (docs/security.md) said no page may offer a player-protection tool before it
 * exists; the player-protection work (docs/player-protection.md) built
 * them (/dashboard/responsible-gaming) and the copy review (docs/content.md) made the pages describe them. So
 * a page (or a promotion) may name deposit, loss and session limits, reality checks, time-outs and
 * self-exclusion only while that route exists in the web app (the evidence text-vs-product.test.ts also
 * uses), and a page that names one links to the page where the player finds it. The pages are read as a
 * visitor reads them (the served content, in both languages).
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..')
const PATHS = readFileSync(join(ROOT, 'apps/web/src/shared/paths.ts'), 'utf8')
const ROUTER = readFileSync(join(ROOT, 'apps/web/src/app/router.tsx'), 'utf8')
const RG_PAGE = '/dashboard/responsible-gaming'
/** The tools' page is a route of the web router: in paths.ts and registered in router.tsx. */
const toolsExist = PATHS.includes(`'${RG_PAGE}'`) && ROUTER.includes(`'responsible-gaming'`)

const PROMISES: readonly RegExp[] = [
  // English
  /deposit[- ]limit/i,
  /loss[- ]limit/i,
  /session[- ]limit/i,
  /loss and session limits/i,
  /reality[- ]check/i,
  /time[- ]?outs?\b/i,
  /take a (short )?break/i,
  /cool(ing)?[- ]off/i,
  /self[- ]exclu/i,
  /exclude yourself/i,
  /limits? (and|or) time/i,
  /responsible[- ]gaming tools/i,
  // Turkish
  /yatırma limit/i,
  /kayıp (ve oturum )?limit/i,
  /oturum (süresi )?limit/i,
  /gerçeklik kontrol/i,
  /süre hatırlatıcı/i,
  /ara ver/i,
  /uzaklaştır/i,
  /\bmola\b/i,
  /limit ve ara/i,
  /sorumlu oyun araçlar/i,
]

function promisesIn(text: string): string[] {
  return PROMISES.filter((re) => re.test(text)).map((re) => `${re.source} in "${matchAround(text, re)}"`)
}

function matchAround(text: string, re: RegExp): string {
  const m = re.exec(text)
  if (!m) return ''
  return text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')
}

describe('pages name a player-protection tool only while it exists, and link to it', () => {
  const t = useTestApp()

  it('walks every seeded page and promotion in Turkish and English', async () => {
    const found: string[] = []
    let naming = 0
    for (const locale of ['tr', 'en'] as const) {
      const headers = { 'x-locale': locale }
      const grouped = await t.app.inject({ method: 'GET', url: '/api/cms/grouped', headers })
      const record = grouped.json<{
        data: { cms: { categories: { content: { id: number }[] }[] } }
      }>().data
      const ids = record.cms.categories.flatMap((c) => c.content.map((p) => p.id))
      expect(ids.length).toBeGreaterThanOrEqual(13)
      for (const id of ids) {
        const page = await t.app.inject({ method: 'GET', url: `/api/cms/content/${id}`, headers })
        const { title, content } = page.json<{ data: { title: string; content: string } }>().data
        const hits = promisesIn(`${title}\n${content}`)
        if (!hits.length) continue
        naming++
        if (!toolsExist) for (const hit of hits) found.push(`page ${id} (${locale}): ${hit}`)
        else if (!content.includes(`href="${RG_PAGE}"`) && !content.includes('href="/pages/5"'))
          found.push(`page ${id} (${locale}) names a tool but links neither to ${RG_PAGE} nor to /pages/5`)
      }
      const promotions = await t.app.inject({ method: 'GET', url: '/api/cms/promotions', headers })
      const list = promotions.json<{ data: { slug: string; title: string; description: string }[] }>().data
      expect(list.length).toBeGreaterThan(0)
      for (const p of list)
        if (!toolsExist)
          for (const hit of promisesIn(`${p.title}\n${p.description}`))
            found.push(`promotion ${p.slug} (${locale}): ${hit}`)
    }
    expect(found).toEqual([])
    // docs/content.md: the tools exist, and the general terms, the FAQ and Responsible Gaming describe them.
    expect(toolsExist).toBe(true)
    expect(naming).toBeGreaterThanOrEqual(6)
  })

  it('the Responsible Gaming page links to the tools, YEDAM first', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/cms/content/5',
        headers: { 'x-locale': locale },
      })
      const { content } = page.json<{ data: { content: string } }>().data
      expect(content).toContain(`href="${RG_PAGE}"`)
      expect(content).toContain('href="/dashboard/verification"')
      expect(content.indexOf('YEDAM')).toBeLessThan(content.indexOf('Gamblers Anonymous'))
    }
  })
})

/**
 * The page as an earlier seed wrote it: the chain of rewrites undone, newest first
 * (the copy review's texts back to the first audit's, then the first audit's back to the first seed's).
 */
function unretract(
  stored: string,
  locale: 'tr' | 'en',
  pageId: number,
  chain: readonly Retraction[],
): string {
  let content = stored
  for (const r of [...chain].reverse()) {
    if (r.pageId !== pageId || r.locale !== locale) continue
    expect(content, `page ${pageId} ${locale}: ${r.after.slice(0, 60)}`).toContain(r.after)
    content = content.replace(r.after, r.before)
  }
  return content
}

describe('a database seeded before', () => {
  const t = useTestApp()

  it('has the old passages replaced at boot, through each later rewrite; an operator’s page is left alone', async () => {
    // The sportsbook work (docs/sportsbook.md) rewrote the Betting Rules page (9) whole, last in the chain.
    const chain = [...TOOL_PROMISE_RETRACTIONS, ...TOOL_PAGE_REWRITES, ...BETTING_RULES_REWRITES]
    const pageIds = [...new Set(chain.map((r) => r.pageId))]
    for (const id of pageIds) {
      const seed = cmsPageSeeds.find((p) => p.id === id)!
      const old = {
        tr: sanitizeHtml(unretract(seed.content.tr.trim(), 'tr', id, chain)),
        en: sanitizeHtml(unretract(seed.content.en.trim(), 'en', id, chain)),
      }
      await t.app.db.update(cmsPages).set({ content: old }).where(eq(cmsPages.id, id))
    }
    const rewritten = '<p>Our own responsible gaming text, as the operator wrote it.</p>'
    const page6 = (await t.app.db.select().from(cmsPages).where(eq(cmsPages.id, 6)))[0]!
    await t.app.db
      .update(cmsPages)
      .set({ content: { ...page6.content, en: rewritten } })
      .where(eq(cmsPages.id, 6))
    const skipped = chain.filter((r) => r.pageId === 6 && r.locale === 'en').length

    const report = await seedCms(t.app.db, 'demo')
    expect(report.passagesRetracted).toBe(chain.length - skipped)
    for (const id of pageIds) {
      const seed = cmsPageSeeds.find((p) => p.id === id)!
      const [row] = await t.app.db.select().from(cmsPages).where(eq(cmsPages.id, id))
      expect(row!.content.tr, `page ${id} tr`).toBe(sanitizeHtml(seed.content.tr.trim()))
      if (id !== 6) expect(row!.content.en, `page ${id} en`).toBe(sanitizeHtml(seed.content.en.trim()))
      else expect(row!.content.en).toBe(rewritten)
    }
    // A second boot finds nothing left to replace.
    expect((await seedCms(t.app.db, 'demo')).passagesRetracted).toBe(0)
  })
})

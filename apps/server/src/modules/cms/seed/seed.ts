import { LOCALES, uiStrings, type Localized } from '@galata/contract'
import type { Db, Tx } from '../../../db/client.js'
import { sanitizeHtml } from '../../../lib/sanitize-html.js'
import * as q from '../cms.queries.js'
import { popupContentHash } from '../cms.service.js'
import { countryRows } from './countries.data.js'
import {
  CASINO_CATEGORY_RENAMES,
  casinoCategorySeeds,
  domainSeed,
  languageSeeds,
  popupSeeds,
  siteOptionSeeds,
  sliderSeeds,
  TRIAL_BONUS_AMOUNT_KEY,
  trialBonusAmountSeed,
  videoBannerSeed,
  type CasinoCategorySeed,
} from './demo.data.js'
import { CMS_CATEGORY_FORMER_NAMES, cmsCategorySeeds, cmsPageSeeds } from './pages.data.js'
import { promotionSeeds } from './promotions.data.js'
import {
  COPY_RETRACTIONS,
  LICENCE_LINK_RETRACTIONS,
  PROMOTION_RETRACTIONS,
  SLIDE_RETRACTIONS,
  TOOL_PROMISE_RETRACTIONS,
  type Retraction,
} from './retractions.data.js'
import { FORMER_UI_STRING_DEFAULTS } from './string-defaults.data.js'
import { TOOL_PAGE_REWRITES } from './tool-pages.data.js'
import { BETTING_RULES_REWRITES } from './betting-rules.data.js'
import { LIVE_CASINO_RETRACTIONS } from './live-casino.data.js'

export type SeedMode = 'demo' | 'none'

export interface SeedReport {
  /** What was loaded now: nothing (database already set up), the essentials, or essentials and demo. */
  loaded: 'nothing' | 'essentials' | 'demo'
  /** UI strings added by the translation sync (new keys only). */
  translationsAdded: number
  /** docs/content.md: stored UI strings still at a former default, set to today's default. */
  translationsUpdated: number
  /** Passages of earlier demo pages replaced because they promised tools that do not exist yet. */
  passagesRetracted: number
  /** Earlier demo promotions and slides switched off or rewritten (docs/content.md). */
  offersRetracted: number
  /** Demo promotions added since the database was seeded (sports promotions), on one with the demo's. */
  promotionsAdded: number
}

/**
 * Boot-time seeding of content, in one transaction so a crash never leaves half a site:
 *
 * - On an empty database (no language yet) the essentials are loaded whatever SEED says: the
 *   languages, the countries of the registration form and the four CMS categories the footer
 *   lists. Without them the site cannot render its language selector or register anyone.
 * - With SEED=demo the demo content follows: pages, slides, popups, video, promotions, casino
 *   categories, site options, domains and the trial bonus.
 * - On every boot the contract's UI strings are synced: missing keys are inserted, existing ones
 *   (possibly edited by the operator) are left alone.
 *
 * An advisory lock makes instances that boot together on one PostgreSQL take turns, so the
 * empty-database check and the inserts are never interleaved.
 */
export async function seedCms(db: Db, mode: SeedMode): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await q.lockSeeding(tx)
    let loaded: SeedReport['loaded'] = 'nothing'
    if (!(await q.hasAnyLanguage(tx))) {
      await seedEssentials(tx)
      loaded = 'essentials'
      if (mode === 'demo') {
        await seedDemo(tx)
        loaded = 'demo'
      }
    }
    const translationsAdded = await syncTranslations(tx)
    const translationsUpdated = await updateFormerDefaults(tx)
    // In this order: a database from before the first audit passes through its texts to the copy review's
    // (docs/security.md, docs/content.md).
    const passagesRetracted = await retractPassages(tx, [
      ...TOOL_PROMISE_RETRACTIONS,
      ...COPY_RETRACTIONS,
      ...TOOL_PAGE_REWRITES,
      ...LICENCE_LINK_RETRACTIONS,
      // docs/sportsbook.md: the Betting Rules page describes the sportsbook that now runs.
      ...BETTING_RULES_REWRITES,
      // The live tables have an animated host, not studio dealers (live-casino.data.ts).
      ...LIVE_CASINO_RETRACTIONS,
    ])
    const offersRetracted = await retractOffers(tx)
    const promotionsAdded = loaded === 'nothing' ? await addNewPromotions(tx) : 0
    return {
      loaded,
      translationsAdded,
      translationsUpdated,
      passagesRetracted,
      offersRetracted,
      promotionsAdded,
    }
  })
}

/**
 * Replaces, on a database seeded before, each listed passage still stored word for word (docs/security.md:
 * pages must not promise player-protection tools that do not exist yet). A page the operator has
 * rewritten no longer holds the passage and is left alone; a fresh seed already has the new text.
 */
export async function retractPassages(tx: Tx, retractions: readonly Retraction[]): Promise<number> {
  let replaced = 0
  for (const pageId of new Set(retractions.map((r) => r.pageId))) {
    const stored = await q.lockPageContent(tx, pageId)
    if (!stored) continue
    const content = { ...stored }
    let changed = false
    for (const r of retractions) {
      if (r.pageId !== pageId) continue
      // A passage with external links is stored sanitised (target=_blank gained its rel): a whole
      // page (the copy review's Responsible Gaming rewrite, docs/content.md) is looked for in that form too.
      const before = [r.before, sanitizeHtml(r.before)].find((b) => content[r.locale].includes(b))
      if (before === undefined) continue
      // Sanitised again: the new passage may carry links (target=_blank gains its rel).
      content[r.locale] = sanitizeHtml(content[r.locale].replace(before, r.after))
      changed = true
      replaced++
    }
    if (changed) await q.updatePageContent(tx, pageId, content)
  }
  return replaced
}

/**
 * docs/content.md "Promotions come from campaigns": a database seeded with the demo before a seeded
 * promotion existed (the sports promotions) gets it, once; an operator's own slugs and the retired
 * ones are left as they are. One seeded without the demo (no demo promotion at all) gets none.
 */
export async function addNewPromotions(tx: Tx): Promise<number> {
  const slugs = new Set(await q.promotionSlugs(tx))
  if (!promotionSeeds.some((p) => slugs.has(p.slug))) return 0
  const missing = promotionSeeds.filter((p) => !slugs.has(p.slug))
  await q.insertPromotions(tx, missing.map(promotionRow))
  return missing.length
}

const promotionRow = (p: (typeof promotionSeeds)[number]) => ({
  slug: p.slug,
  title: p.title,
  image: `/media/promotions/${p.slug}.svg`,
  description: sanitizeLocalized(p.description),
  sort: p.sort,
})

/**
 * docs/content.md: on a database seeded before, the promotions the engine does not run are switched off, the
 * two it runs get the new text that refers to their campaign, and the home slides lose their own
 * figures. Only rows that still carry their seeded title are touched; an operator's are left alone.
 */
export async function retractOffers(tx: Tx): Promise<number> {
  let changed = 0
  for (const r of PROMOTION_RETRACTIONS) {
    const seed = promotionSeeds.find((p) => p.slug === r.slug)
    const rewrite =
      r.action === 'rewrite' && seed
        ? { title: seed.title, description: sanitizeLocalized(seed.description) }
        : null
    for (const title of r.seededTitles) if (await q.retractPromotion(tx, r.slug, title, rewrite)) changed++
  }
  for (const s of SLIDE_RETRACTIONS) changed += await q.retractSlide(tx, s.before, s.after, s.url, s.images)
  for (const c of CASINO_CATEGORY_RENAMES)
    changed += await q.renameCasinoCategory(tx, c.slug, c.before, c.after)
  for (const c of cmsCategorySeeds) {
    const former = CMS_CATEGORY_FORMER_NAMES[c.code]
    if (former) changed += await q.renameCmsCategory(tx, c.code, former, c.name)
  }
  return changed
}

/** Inserts every missing (locale, key) of the UI strings; returns how many were added. */
export function syncTranslations(
  db: Db | Tx,
  strings: Record<string, Localized> = uiStrings,
): Promise<number> {
  const rows = Object.entries(strings).flatMap(([key, text]) =>
    LOCALES.map((locale) => ({ locale, key, value: text[locale] })),
  )
  return q.insertMissingTranslations(db, rows)
}

/**
 * docs/content.md: a reworded default reaches a database seeded before. A stored string that is still exactly
 * one of its former defaults (`string-defaults.data.ts`) gets today's default; a value the operator
 * edited matches none and stays. Returns how many rows changed (0 on a second boot).
 */
export function updateFormerDefaults(
  db: Db | Tx,
  strings: Record<string, Localized> = uiStrings,
  former: typeof FORMER_UI_STRING_DEFAULTS = FORMER_UI_STRING_DEFAULTS,
): Promise<number> {
  const rows = Object.entries(former).flatMap(([key, byLocale]) =>
    LOCALES.flatMap((locale) => {
      const value = strings[key]?.[locale]
      if (value === undefined) return []
      return (byLocale[locale] ?? []).map((old) => ({ locale, key, former: old, value }))
    }),
  )
  return q.replaceFormerTranslations(db, rows)
}

async function seedEssentials(tx: Tx): Promise<void> {
  await q.insertLanguages(tx, [...languageSeeds])
  await q.insertCountries(
    tx,
    countryRows.map((c) => ({ id: c.id, iso2: c.iso2, phoneCode: c.phoneCode, name: c.name })),
  )
  await q.insertCmsCategories(
    tx,
    cmsCategorySeeds.map((c) => ({ id: c.id, code: c.code, name: c.name, sort: c.sort })),
  )
  await q.syncSerial(tx, 'cms_categories')
}

function sanitizeLocalized(html: Localized): Localized {
  return { tr: sanitizeHtml(html.tr.trim()), en: sanitizeHtml(html.en.trim()) }
}

async function seedDemo(tx: Tx): Promise<void> {
  const categoryIds = new Map(cmsCategorySeeds.map((c) => [c.code, c.id]))
  await q.insertCmsPages(
    tx,
    cmsPageSeeds.map((p) => ({
      // Explicit ids: /pages/1 must be the general terms whatever the sequence did before.
      id: p.id,
      categoryId: categoryIds.get(p.category)!,
      title: p.title,
      content: sanitizeLocalized(p.content),
      sort: p.sort,
    })),
  )
  await q.syncSerial(tx, 'cms_pages')

  await q.insertSliders(tx, [...sliderSeeds])
  await q.insertPopups(
    tx,
    popupSeeds.map((p) => ({ kind: p.kind, images: p.images, url: p.url, contentHash: popupContentHash(p) })),
  )
  await q.insertVideoBanner(tx, { url: videoBannerSeed.url, title: videoBannerSeed.title })
  await q.insertPromotions(tx, promotionSeeds.map(promotionRow))
  for (const category of casinoCategorySeeds) await insertCasinoCategoryTree(tx, category, null)
  await q.insertSiteOptions(
    tx,
    siteOptionSeeds.map((o) => ({ key: o.key.toLowerCase(), value: o.value, status: o.status })),
  )
  await q.upsertDomains(tx, { ...domainSeed })
  await q.insertSetting(tx, TRIAL_BONUS_AMOUNT_KEY, trialBonusAmountSeed)
}

async function insertCasinoCategoryTree(tx: Tx, seed: CasinoCategorySeed, parentId: number | null) {
  const id = await q.insertCasinoCategory(tx, {
    slug: seed.slug,
    name: seed.name,
    slugList: seed.slugList,
    imageUrl: seed.image ? `/media/categories/${seed.slug}.svg` : null,
    parentId,
    sort: seed.sort,
  })
  for (const child of seed.children ?? []) await insertCasinoCategoryTree(tx, child, id)
}

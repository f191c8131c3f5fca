import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { type Tx, type DbOrTx, rowsOf } from '../../db/client.js'
import type { ImageSet } from '../../db/schema/index.js'
import type { SlideTitleMatch } from './seed/retractions.data.js'
import {
  bonusCampaigns,
  casinoCategories,
  cmsCategories,
  cmsPages,
  countries,
  domains,
  footerLists,
  languages,
  popups,
  promotions,
  settings,
  siteOptions,
  sliders,
  translations,
  videoBanners,
  type PopupKind,
} from '../../db/schema/index.js'

// ---------------------------------------------------------------------------------------------
// Reads

export async function hasAnyLanguage(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: languages.id }).from(languages).limit(1)
  return rows.length > 0
}

export function listLanguages(db: DbOrTx) {
  return db
    .select({ id: languages.id, name: languages.name, locale: languages.locale })
    .from(languages)
    .orderBy(asc(languages.sort), asc(languages.id))
}

export function listTranslations(db: DbOrTx, locale: string) {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.locale, locale))
    .orderBy(asc(translations.key))
}

/** Spec §5: the browser uses a site option only when its status is on. */
export function listActiveSiteOptions(db: DbOrTx) {
  return db
    .select({ key: siteOptions.key, value: siteOptions.value, status: siteOptions.status })
    .from(siteOptions)
    .where(eq(siteOptions.status, true))
    .orderBy(asc(siteOptions.key))
}

export async function getDomains(db: DbOrTx) {
  const rows = await db.select({ current: domains.current, next: domains.next }).from(domains).limit(1)
  return rows[0] ?? null
}

export async function getSetting(db: DbOrTx, key: string): Promise<bigint | null> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1)
  return rows[0]?.value ?? null
}

/**
 * The newest active popup of a kind for a visitor of `locale` at `now`: on, for that language or
 * every language, inside its schedule when it has one. Publishing a new one replaces the old
 * without a delete (docs/backoffice.md "Content": popups).
 */
export async function getActivePopup(db: DbOrTx, kind: PopupKind, locale: string, now: Date) {
  const rows = await db
    .select({ images: popups.images, url: popups.url, hash: popups.contentHash, title: popups.title })
    .from(popups)
    .where(
      and(
        eq(popups.kind, kind),
        eq(popups.status, true),
        or(isNull(popups.locale), eq(popups.locale, locale)),
        or(isNull(popups.startsAt), lte(popups.startsAt, now)),
        or(isNull(popups.endsAt), gt(popups.endsAt, now)),
      ),
    )
    .orderBy(desc(popups.id))
    .limit(1)
  return rows[0] ?? null
}

/** The footer's link lists in their order (docs/backoffice.md "Content": footer lists). */
export function listFooterLists(db: DbOrTx) {
  return db
    .select({ title: footerLists.title, links: footerLists.links })
    .from(footerLists)
    .orderBy(asc(footerLists.sort), asc(footerLists.id))
}

/** What a promotion's terms are written from: a campaign's figures (docs/content.md). */
export const campaignFigureColumns = {
  code: bonusCampaigns.code,
  kind: bonusCampaigns.kind,
  title: bonusCampaigns.title,
  percentBp: bonusCampaigns.percentBp,
  maxAmount: bonusCampaigns.maxAmount,
  minBase: bonusCampaigns.minBase,
  wageringMultiplier: bonusCampaigns.wageringMultiplier,
  validDays: bonusCampaigns.validDays,
  claimDays: bonusCampaigns.claimDays,
  terms: bonusCampaigns.terms,
  // The sports campaigns' terms name their least legs and odds (docs/sportsbook.md "Sports promotions").
  minLegs: bonusCampaigns.minLegs,
  minOddsMilli: bonusCampaigns.minOddsMilli,
}

/**
 * The campaigns the bonus engine runs at `now` (enabled rows of the bonuses module's
 * `bonus_campaigns`, inside their optional `starts_at`–`ends_at`, the window a claim is checked
 * against), read here only to write their terms into the promotions and slides that refer to them
 * (docs/content.md; docs/backoffice.md "Content": a promotion is not shown before its campaign
 * starts or after it ends). A read of the table, not a call into the bonuses module: bonuses
 * already imports cms (the trial amount), and a module cycle is not allowed.
 */
export function listEnabledCampaignFigures(db: DbOrTx, now: Date) {
  return db
    .select(campaignFigureColumns)
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.enabled, true),
        or(isNull(bonusCampaigns.startsAt), lte(bonusCampaigns.startsAt, now)),
        or(isNull(bonusCampaigns.endsAt), gt(bonusCampaigns.endsAt, now)),
      ),
    )
}

/**
 * The slides a visitor of `locale` sees at `now`: on, for that language or every language, and
 * inside the schedule when there is one (docs/content.md "Banners from the back office").
 */
export function listActiveSliders(db: DbOrTx, locale: string, now: Date) {
  return db
    .select({
      slug: sliders.slug,
      url: sliders.url,
      target: sliders.target,
      images: sliders.images,
      title: sliders.title,
    })
    .from(sliders)
    .where(
      and(
        eq(sliders.status, true),
        or(isNull(sliders.locale), eq(sliders.locale, locale)),
        or(isNull(sliders.startsAt), lte(sliders.startsAt, now)),
        or(isNull(sliders.endsAt), gt(sliders.endsAt, now)),
      ),
    )
    .orderBy(asc(sliders.slug), asc(sliders.sort), asc(sliders.id))
}

export async function getActiveVideoBanner(db: DbOrTx) {
  const rows = await db
    .select({ url: videoBanners.url, title: videoBanners.title })
    .from(videoBanners)
    .where(eq(videoBanners.status, true))
    .orderBy(desc(videoBanners.id))
    .limit(1)
  return rows[0] ?? null
}

export function listActiveCasinoCategories(db: DbOrTx) {
  return db
    .select({
      id: casinoCategories.id,
      slug: casinoCategories.slug,
      name: casinoCategories.name,
      slugList: casinoCategories.slugList,
      imageUrl: casinoCategories.imageUrl,
      parentId: casinoCategories.parentId,
    })
    .from(casinoCategories)
    .where(eq(casinoCategories.status, true))
    .orderBy(
      sql`${casinoCategories.parentId} nulls first`,
      asc(casinoCategories.sort),
      asc(casinoCategories.id),
    )
}

export function listCmsCategories(db: DbOrTx) {
  return db
    .select({ id: cmsCategories.id, code: cmsCategories.code, name: cmsCategories.name })
    .from(cmsCategories)
    .orderBy(asc(cmsCategories.sort), asc(cmsCategories.id))
}

/** Titles of the published pages, of one category or of all. */
export function listActivePageTitles(db: DbOrTx, categoryId?: number) {
  // A page never published (a new draft) is not served (docs/backoffice.md "Content").
  const published = and(eq(cmsPages.status, true), isNotNull(cmsPages.publishedAt))
  return db
    .select({ id: cmsPages.id, categoryId: cmsPages.categoryId, title: cmsPages.title })
    .from(cmsPages)
    .where(categoryId === undefined ? published : and(published, eq(cmsPages.categoryId, categoryId)))
    .orderBy(asc(cmsPages.categoryId), asc(cmsPages.sort), asc(cmsPages.id))
}

export async function getActivePage(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: cmsPages.id,
      categoryId: cmsPages.categoryId,
      title: cmsPages.title,
      content: cmsPages.content,
    })
    .from(cmsPages)
    .where(and(eq(cmsPages.id, id), eq(cmsPages.status, true), isNotNull(cmsPages.publishedAt)))
    .limit(1)
  return rows[0] ?? null
}

const promotionColumns = {
  id: promotions.id,
  slug: promotions.slug,
  title: promotions.title,
  image: promotions.image,
  description: promotions.description,
}

/** Published (never a draft-only row), on, and inside its optional start/end window at `now`. */
function promotionLive(now: Date) {
  return and(
    eq(promotions.status, true),
    isNotNull(promotions.publishedAt),
    or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  )
}

export function listLivePromotions(db: DbOrTx, now: Date) {
  return db
    .select(promotionColumns)
    .from(promotions)
    .where(promotionLive(now))
    .orderBy(asc(promotions.sort), asc(promotions.id))
}

export async function getLivePromotionBySlug(db: DbOrTx, slug: string, now: Date) {
  const rows = await db
    .select(promotionColumns)
    .from(promotions)
    .where(and(eq(promotions.slug, slug), promotionLive(now)))
    .limit(1)
  return rows[0] ?? null
}

export function listCountries(db: DbOrTx) {
  return db.select({ id: countries.id, name: countries.name, iso2: countries.iso2 }).from(countries)
}

// ---------------------------------------------------------------------------------------------
// Writes (seeding now, the back office later)

/** Only one instance seeds at a time when several boot together on one PostgreSQL. */
const SEED_LOCK_ID = 7_260_002

export async function lockSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
}

/** Rows inserted with explicit ids leave the serial behind; move it past the largest id. */
export async function syncSerial(tx: Tx, table: 'cms_pages' | 'cms_categories'): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
  )
}

export async function insertLanguages(tx: Tx, rows: (typeof languages.$inferInsert)[]) {
  if (rows.length) await tx.insert(languages).values(rows).onConflictDoNothing()
}

/** New keys only: a value the operator edited is never overwritten. Returns how many were added. */
export async function insertMissingTranslations(
  db: DbOrTx,
  rows: { locale: string; key: string; value: string }[],
): Promise<number> {
  let added = 0
  // Bounded batches keep each statement well under PostgreSQL's 65 535 bind parameters.
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000)
    const inserted = await db
      .insert(translations)
      .values(batch)
      .onConflictDoNothing()
      .returning({ key: translations.key })
    added += inserted.length
  }
  return added
}

/**
 * docs/content.md: sets each (locale, key) to its new default where the stored value is still exactly one of
 * its former defaults (one statement for all); returns how many rows changed.
 */
export async function replaceFormerTranslations(
  db: DbOrTx,
  rows: { locale: string; key: string; former: string; value: string }[],
): Promise<number> {
  if (!rows.length) return 0
  const changed = await db.execute(sql`
    UPDATE translations AS t SET value = v.value, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(locale text, key text, former text, value text)
    WHERE t.locale = v.locale AND t.key = v.key AND t.value = v.former
    RETURNING t.key`)
  return rowsOf(changed).length
}

export async function insertCountries(tx: Tx, rows: (typeof countries.$inferInsert)[]) {
  if (rows.length) await tx.insert(countries).values(rows).onConflictDoNothing()
}

export async function insertCmsCategories(tx: Tx, rows: (typeof cmsCategories.$inferInsert)[]) {
  if (rows.length) await tx.insert(cmsCategories).values(rows).onConflictDoNothing()
}

/** A page's stored content in every language, locked for a rewrite (seed/retractions.data.ts). */
export async function lockPageContent(tx: Tx, id: number) {
  const rows = await tx
    .select({ content: cmsPages.content })
    .from(cmsPages)
    .where(eq(cmsPages.id, id))
    .for('update')
  return rows[0]?.content ?? null
}

export async function updatePageContent(tx: Tx, id: number, content: { tr: string; en: string }) {
  await tx.update(cmsPages).set({ content, updatedAt: new Date() }).where(eq(cmsPages.id, id))
}

export async function insertCmsPages(tx: Tx, rows: (typeof cmsPages.$inferInsert)[]) {
  if (rows.length) await tx.insert(cmsPages).values(rows)
}

export async function insertSliders(tx: Tx, rows: (typeof sliders.$inferInsert)[]) {
  if (rows.length) await tx.insert(sliders).values(rows)
}

export async function insertPopups(tx: Tx, rows: (typeof popups.$inferInsert)[]) {
  if (rows.length) await tx.insert(popups).values(rows)
}

export async function insertVideoBanner(tx: Tx, row: typeof videoBanners.$inferInsert) {
  await tx.insert(videoBanners).values(row)
}

/**
 * docs/content.md: switches off, or rewrites, a promotion that still has exactly the title it was seeded
 * with.
 */
export async function retractPromotion(
  tx: Tx,
  slug: string,
  seededTitle: { tr: string; en: string },
  rewrite: { title: { tr: string; en: string }; description: { tr: string; en: string } } | null,
): Promise<boolean> {
  const rows = await tx
    .update(promotions)
    .set(rewrite ?? { status: false })
    .where(
      and(
        eq(promotions.slug, slug),
        sql`${promotions.title} = ${JSON.stringify(seededTitle)}::jsonb`,
        rewrite ? sql`true` : eq(promotions.status, true),
      ),
    )
    .returning({ id: promotions.id })
  return rows.length > 0
}

/** The digest a retired slide title is matched by: SHA-256 of "tr⏎en" (UTF-8), hex. */
export function slideTitleDigest(title: { tr: string; en: string }): string {
  return createHash('sha256').update(`${title.tr}\n${title.en}`).digest('hex')
}

/** docs/content.md: gives a slide that still has exactly its seeded title the new title and link. */
export async function retractSlide(
  tx: Tx,
  before: SlideTitleMatch,
  after: { tr: string; en: string },
  url: string,
  images?: ImageSet,
): Promise<number> {
  const change = images ? { title: after, url, images } : { title: after, url }
  if (!('sha256' in before)) {
    const rows = await tx
      .update(sliders)
      .set(change)
      .where(sql`${sliders.title} = ${JSON.stringify(before)}::jsonb`)
      .returning({ id: sliders.id })
    return rows.length
  }
  // A handful of slides: compare digests here rather than rely on jsonb's text form in SQL.
  const slides = await tx.select({ id: sliders.id, title: sliders.title }).from(sliders)
  const ids = slides.filter((s) => slideTitleDigest(s.title) === before.sha256).map((s) => s.id)
  if (ids.length === 0) return 0
  const rows = await tx
    .update(sliders)
    .set(change)
    .where(inArray(sliders.id, ids))
    .returning({ id: sliders.id })
  return rows.length
}

/** docs/content.md: renames a CMS category that still has its former seeded name; returns rows changed. */
export async function renameCmsCategory(
  tx: Tx,
  code: string,
  before: { tr: string; en: string },
  after: { tr: string; en: string },
): Promise<number> {
  const rows = await tx
    .update(cmsCategories)
    .set({ name: after })
    .where(and(eq(cmsCategories.code, code), sql`${cmsCategories.name} = ${JSON.stringify(before)}::jsonb`))
    .returning({ id: cmsCategories.id })
  return rows.length
}

/** docs/content.md: renames a casino category that still has its seeded name; returns rows changed. */
export async function renameCasinoCategory(
  tx: Tx,
  slug: string,
  before: { tr: string; en: string },
  after: { tr: string; en: string },
): Promise<number> {
  const rows = await tx
    .update(casinoCategories)
    .set({ name: after })
    .where(
      and(eq(casinoCategories.slug, slug), sql`${casinoCategories.name} = ${JSON.stringify(before)}::jsonb`),
    )
    .returning({ id: casinoCategories.id })
  return rows.length
}

export async function promotionSlugs(tx: Tx): Promise<string[]> {
  return (await tx.select({ slug: promotions.slug }).from(promotions)).map((r) => r.slug)
}

export async function insertPromotions(tx: Tx, rows: (typeof promotions.$inferInsert)[]) {
  if (rows.length) await tx.insert(promotions).values(rows)
}

export async function insertCasinoCategory(tx: Tx, row: typeof casinoCategories.$inferInsert) {
  const [inserted] = await tx.insert(casinoCategories).values(row).returning({ id: casinoCategories.id })
  if (!inserted) throw new Error(`casino category ${row.slug} was not inserted`)
  return inserted.id
}

export async function insertSiteOptions(tx: Tx, rows: (typeof siteOptions.$inferInsert)[]) {
  if (rows.length) await tx.insert(siteOptions).values(rows).onConflictDoNothing()
}

export async function upsertDomains(tx: Tx, row: { current: string; next: string | null }) {
  await tx
    .insert(domains)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: domains.id, set: { ...row, updatedAt: sql`now()` } })
}

export async function insertSetting(tx: Tx, key: string, value: bigint) {
  await tx.insert(settings).values({ key, value }).onConflictDoNothing()
}

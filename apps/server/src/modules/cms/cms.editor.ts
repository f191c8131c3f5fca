import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  apiRoutes,
  campaignRef,
  CMS_EDITOR_LIMITS,
  successMessages,
  type BackofficePage,
  type BackofficePromotion,
  type CampaignFigures,
  type PromotionCampaignState,
  type CmsPreview,
  type Locale,
  type Localized,
  type PageCreate,
  type PageDraft,
  type PromotionContent,
  type PromotionCreate,
  type PromotionDraft,
} from '@galata/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import {
  bonusCampaigns,
  cmsCategories,
  cmsPages,
  cmsPreviews,
  promotions,
  type CmsPageDraft,
  type PromotionDraftRow,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordStaffAudit, type StaffActor } from '../../lib/audit.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, route } from '../../lib/route.js'
import { sanitizeHtml } from '../../lib/sanitize-html.js'
import type { DocumentStore } from '../kyc/index.js'
import { imageUploadLimits, mediaStoreFor, readImageUpload, storeImage } from './cms.backoffice.js'
import { campaignFigureColumns } from './cms.queries.js'
import { localize, toPromotion } from './cms.service.js'

/*
 * Promotions and CMS pages in the back office (docs/backoffice.md "Content": "Promotions and pages:
 * drafts, preview, publish"). An edit is saved as the row's `draft`, which no player route reads;
 * "Publish" copies it into the served columns in one transaction, and the content-version trigger
 * drops every instance's cached answers within a second. A preview is a random token, kept as its
 * hash for CMS_EDITOR_LIMITS.previewTtlMs, that opens one draft on the player site's own page.
 * Every HTML text is sanitised by the one allow-list (lib/sanitize-html.ts) before it is stored.
 */

const iso = (d: Date | null) => d?.toISOString() ?? null
const inWindow = (now: Date, startsAt: Date | null, endsAt: Date | null) =>
  (startsAt === null || startsAt <= now) && (endsAt === null || endsAt > now)

/** Sanitised HTML that still says something (an image counts): empty after sanitising is refused. */
function cleanHtml(html: string, field: string, required: boolean): string {
  const clean = sanitizeHtml(html).trim()
  const hasContent = clean.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(clean)
  if (required && !hasContent) throw new AppError('VALIDATION_FAILED', { [field]: 'required' })
  return hasContent ? clean : ''
}

// ---------------------------------------------------------------------------------------------
// Campaigns a promotion may advertise

type CampaignRow = CampaignFigures & { enabled: boolean; startsAt: Date | null; endsAt: Date | null }

async function allCampaigns(db: DbOrTx): Promise<Map<string, CampaignRow>> {
  const rows = await db
    .select({
      ...campaignFigureColumns,
      enabled: bonusCampaigns.enabled,
      startsAt: bonusCampaigns.startsAt,
      endsAt: bonusCampaigns.endsAt,
    })
    .from(bonusCampaigns)
    .orderBy(asc(bonusCampaigns.sort), asc(bonusCampaigns.id))
  return new Map(rows.map((r) => [r.code, r]))
}

/** The same rule as the player's list (cms.queries `listEnabledCampaignFigures`). */
function campaignState(c: CampaignRow | undefined, now: Date): PromotionCampaignState {
  if (!c) return 'missing'
  if (!c.enabled) return 'off'
  if (c.startsAt !== null && c.startsAt > now) return 'upcoming'
  if (c.endsAt !== null && c.endsAt <= now) return 'ended'
  return 'runs'
}

// ---------------------------------------------------------------------------------------------
// Promotions

type PromotionRow = typeof promotions.$inferSelect

/** The campaign reference in its own paragraph, as the seed writes it (docs/content.md). */
const REF_PARAGRAPH =
  /<(?:p|div)>\s*\{\{campaign:[a-z0-9_]{1,64}\}\}\s*<\/(?:p|div)>|\{\{campaign:[a-z0-9_]{1,64}\}\}/g

/** A stored description as the editor shows it: the HTML without the reference, and the campaign. */
function splitDescription(description: Localized): Pick<PromotionContent, 'description' | 'campaign'> {
  const campaign = campaignRef(description.tr) ?? campaignRef(description.en)
  return {
    campaign,
    description: {
      tr: description.tr.replace(REF_PARAGRAPH, '').trim(),
      en: description.en.replace(REF_PARAGRAPH, '').trim(),
    },
  }
}

function storedDescription(edit: PromotionDraft): Localized {
  const ref = edit.campaign ? `<p>{{campaign:${edit.campaign}}}</p>` : ''
  // A typed reference is the campaign field's job: dropped here so a promotion names one campaign.
  const one = (html: string, field: string) =>
    `${cleanHtml(html.replace(REF_PARAGRAPH, ''), field, !edit.campaign)}${ref}`
  return { tr: one(edit.description.tr, 'description.tr'), en: one(edit.description.en, 'description.en') }
}

function promotionContent(draft: PromotionDraftRow): PromotionContent {
  return {
    title: draft.title,
    ...splitDescription(draft.description),
    image: draft.image,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
  }
}

function toBackofficePromotion(
  row: PromotionRow,
  campaigns: Map<string, CampaignRow>,
  now: Date,
): BackofficePromotion {
  const published = promotionContent({
    title: row.title,
    description: row.description,
    image: row.image,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  })
  const state = published.campaign ? campaignState(campaigns.get(published.campaign), now) : null
  return {
    id: row.id,
    slug: row.slug,
    sort: row.sort,
    status: row.status,
    published,
    publishedAt: iso(row.publishedAt),
    draft: row.draft ? promotionContent(row.draft) : null,
    draftAt: iso(row.draftAt),
    live:
      row.status &&
      row.publishedAt !== null &&
      inWindow(now, row.startsAt, row.endsAt) &&
      (state === null || state === 'runs'),
    campaignState: state,
  }
}

function promotionRows(db: DbOrTx) {
  return db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id))
}

export async function listPromotionsForStaff(db: DbOrTx) {
  const now = new Date()
  const campaigns = await allCampaigns(db)
  return {
    items: (await promotionRows(db)).map((r) => toBackofficePromotion(r, campaigns, now)),
    campaigns: [...campaigns.values()].map((c) => ({
      code: c.code,
      title: c.title.tr,
      state: campaignState(c, now),
    })),
  }
}

async function draftRow(db: DbOrTx, edit: PromotionDraft): Promise<PromotionDraftRow> {
  if (edit.campaign !== null && !(await allCampaigns(db)).has(edit.campaign))
    throw new AppError('VALIDATION_FAILED', { campaign: 'invalid_option' })
  return {
    title: edit.title,
    description: storedDescription(edit),
    image: edit.image,
    startsAt: edit.startsAt,
    endsAt: edit.endsAt,
  }
}

async function lockPromotion(tx: DbOrTx, id: number): Promise<PromotionRow> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update')
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

async function answerPromotion(tx: DbOrTx, id: number): Promise<BackofficePromotion> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id))
  return toBackofficePromotion(row!, await allCampaigns(tx), new Date())
}

export async function createPromotion(db: Db, who: StaffActor, edit: PromotionCreate) {
  return db.transaction(async (tx) => {
    const draft = await draftRow(tx, edit)
    const [{ next } = { next: 10 }] = await tx
      .select({ next: sql<number>`coalesce(max(${promotions.sort}), 0)::int + 10` })
      .from(promotions)
    const inserted = await tx
      .insert(promotions)
      .values({
        slug: edit.slug,
        // The served columns must hold something; `published_at` null keeps them unseen.
        title: draft.title,
        description: draft.description,
        image: draft.image,
        startsAt: draft.startsAt ? new Date(draft.startsAt) : null,
        endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
        sort: next,
        status: true,
        publishedAt: null,
        draft,
        draftAt: new Date(),
        draftBy: who.id,
      })
      .onConflictDoNothing({ target: promotions.slug })
      .returning({ id: promotions.id })
    if (inserted.length === 0) throw new AppError('PROMOTION_SLUG_TAKEN', { slug: 'taken' })
    const id = inserted[0]!.id
    await recordStaffAudit(tx, who, 'backoffice.promotion.created', {
      promotionId: id,
      slug: edit.slug,
      draft,
    })
    return answerPromotion(tx, id)
  })
}

export async function savePromotionDraft(db: Db, who: StaffActor, id: number, edit: PromotionDraft) {
  return db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id)
    const draft = await draftRow(tx, edit)
    await tx
      .update(promotions)
      .set({ draft, draftAt: new Date(), draftBy: who.id })
      .where(eq(promotions.id, id))
    await recordStaffAudit(tx, who, 'backoffice.promotion.drafted', {
      promotionId: id,
      slug: before.slug,
      before: before.draft,
      after: draft,
    })
    return answerPromotion(tx, id)
  })
}

export async function publishPromotion(db: Db, who: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id)
    const draft = before.draft
    if (!draft) throw new AppError('CMS_NOTHING_TO_PUBLISH')
    await tx
      .update(promotions)
      .set({
        title: draft.title,
        description: draft.description,
        image: draft.image,
        startsAt: draft.startsAt ? new Date(draft.startsAt) : null,
        endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
        publishedAt: new Date(),
        updatedAt: new Date(),
        draft: null,
        draftAt: null,
        draftBy: null,
      })
      .where(eq(promotions.id, id))
    // A preview link shows a draft; once it is published there is no draft left to show.
    await dropPreviews(tx, 'promotion', id)
    await recordStaffAudit(tx, who, 'backoffice.promotion.published', {
      promotionId: id,
      slug: before.slug,
      before: { title: before.title, description: before.description, image: before.image },
      after: draft,
      draftBy: before.draftBy,
    })
    return answerPromotion(tx, id)
  })
}

export async function setPromotionStatus(db: Db, who: StaffActor, id: number, status: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id)
    await tx.update(promotions).set({ status, updatedAt: new Date() }).where(eq(promotions.id, id))
    await recordStaffAudit(tx, who, 'backoffice.promotion.status', {
      promotionId: id,
      slug: before.slug,
      before: before.status,
      after: status,
    })
    return answerPromotion(tx, id)
  })
}

export async function movePromotion(db: Db, who: StaffActor, id: number, direction: 'up' | 'down') {
  await db.transaction(async (tx) => {
    await lockPromotion(tx, id)
    const rows = await promotionRows(tx)
    const at = rows.findIndex((r) => r.id === id)
    const to = direction === 'up' ? at - 1 : at + 1
    if (to < 0 || to >= rows.length) return
    ;[rows[at], rows[to]] = [rows[to]!, rows[at]!]
    // Renumbered 10, 20, … as the banners are, so two promotions never share a place.
    for (const [i, r] of rows.entries())
      if (r.sort !== (i + 1) * 10)
        await tx
          .update(promotions)
          .set({ sort: (i + 1) * 10 })
          .where(eq(promotions.id, r.id))
    await recordStaffAudit(tx, who, 'backoffice.promotion.moved', {
      promotionId: id,
      direction,
      from: at,
      to,
    })
  })
  return listPromotionsForStaff(db)
}

/**
 * The draft dropped (docs/backoffice.md "Content": discard, delete): the served columns are not
 * touched, so players keep what was published; the draft's preview links go with it.
 */
export async function discardPromotionDraft(db: Db, who: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id)
    if (!before.draft) throw new AppError('CMS_NO_DRAFT')
    await tx
      .update(promotions)
      .set({ draft: null, draftAt: null, draftBy: null })
      .where(eq(promotions.id, id))
    await dropPreviews(tx, 'promotion', id)
    await recordStaffAudit(tx, who, 'backoffice.promotion.draft_discarded', {
      promotionId: id,
      slug: before.slug,
      draft: before.draft,
      draftBy: before.draftBy,
    })
    return answerPromotion(tx, id)
  })
}

/**
 * The promotion removed. The delete moves the content version (statement trigger on `promotions`),
 * so every instance drops its cached promotions page and bootstrap within a second, as for any
 * other content write (docs/content.md "Caching"). Its picture stays in the media store: a cached
 * page may still show it.
 */
export async function deletePromotion(db: Db, who: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id)
    await tx.delete(promotions).where(eq(promotions.id, id))
    await dropPreviews(tx, 'promotion', id)
    await recordStaffAudit(tx, who, 'backoffice.promotion.deleted', {
      promotionId: id,
      slug: before.slug,
      before: {
        title: before.title,
        description: before.description,
        image: before.image,
        status: before.status,
        publishedAt: iso(before.publishedAt),
        draft: before.draft,
      },
    })
  })
  return listPromotionsForStaff(db)
}

/**
 * A promotion's picture, checked and stored as a banner's (PNG/JPEG/WebP by its first bytes, up to
 * BANNER_UPLOAD.maxBytes); answers its public path, which the editor puts in the draft's image.
 */
export async function uploadPromotionImage(db: Db, store: DocumentStore, who: StaffActor, bytes: Buffer) {
  const { path: image, type } = await storeImage(store, bytes)
  await db.transaction((tx) =>
    recordStaffAudit(tx, who, 'backoffice.promotion.image_uploaded', { image, bytes: bytes.length, type }),
  )
  return { image }
}

// ---------------------------------------------------------------------------------------------
// Pages

type PageRow = typeof cmsPages.$inferSelect

function toBackofficePage(row: PageRow): BackofficePage {
  return {
    id: row.id,
    categoryId: row.categoryId,
    sort: row.sort,
    status: row.status,
    published: { title: row.title, content: row.content },
    publishedAt: iso(row.publishedAt),
    draft: row.draft,
    draftAt: iso(row.draftAt),
    live: row.status && row.publishedAt !== null,
  }
}

export async function listPagesForStaff(db: DbOrTx) {
  const rows = await db
    .select()
    .from(cmsPages)
    .orderBy(asc(cmsPages.categoryId), asc(cmsPages.sort), asc(cmsPages.id))
  const categories = await db
    .select({ id: cmsCategories.id, name: cmsCategories.name })
    .from(cmsCategories)
    .orderBy(asc(cmsCategories.sort), asc(cmsCategories.id))
  return { items: rows.map(toBackofficePage), categories }
}

function pageDraft(edit: PageDraft): CmsPageDraft {
  return {
    title: edit.title,
    content: {
      tr: cleanHtml(edit.content.tr, 'content.tr', true),
      en: cleanHtml(edit.content.en, 'content.en', true),
    },
  }
}

async function lockPage(tx: DbOrTx, id: number): Promise<PageRow> {
  const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).for('update')
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

async function answerPage(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id))
  return toBackofficePage(row!)
}

export async function createPage(db: Db, who: StaffActor, edit: PageCreate) {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: cmsCategories.id })
      .from(cmsCategories)
      .where(eq(cmsCategories.id, edit.categoryId))
    if (!category) throw new AppError('VALIDATION_FAILED', { categoryId: 'invalid_option' })
    const draft = pageDraft(edit)
    const [{ next } = { next: 10 }] = await tx
      .select({ next: sql<number>`coalesce(max(${cmsPages.sort}), 0)::int + 10` })
      .from(cmsPages)
      .where(eq(cmsPages.categoryId, edit.categoryId))
    const [row] = await tx
      .insert(cmsPages)
      .values({
        categoryId: edit.categoryId,
        title: draft.title,
        content: draft.content,
        sort: next,
        status: true,
        publishedAt: null,
        draft,
        draftAt: new Date(),
        draftBy: who.id,
      })
      .returning({ id: cmsPages.id })
    await recordStaffAudit(tx, who, 'backoffice.page.created', {
      pageId: row!.id,
      categoryId: edit.categoryId,
      draft,
    })
    return answerPage(tx, row!.id)
  })
}

export async function savePageDraft(db: Db, who: StaffActor, id: number, edit: PageDraft) {
  return db.transaction(async (tx) => {
    const before = await lockPage(tx, id)
    const draft = pageDraft(edit)
    await tx.update(cmsPages).set({ draft, draftAt: new Date(), draftBy: who.id }).where(eq(cmsPages.id, id))
    await recordStaffAudit(tx, who, 'backoffice.page.drafted', {
      pageId: id,
      before: before.draft,
      after: draft,
    })
    return answerPage(tx, id)
  })
}

export async function publishPage(db: Db, who: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockPage(tx, id)
    const draft = before.draft
    if (!draft) throw new AppError('CMS_NOTHING_TO_PUBLISH')
    await tx
      .update(cmsPages)
      .set({
        title: draft.title,
        content: draft.content,
        publishedAt: new Date(),
        updatedAt: new Date(),
        draft: null,
        draftAt: null,
        draftBy: null,
      })
      .where(eq(cmsPages.id, id))
    await dropPreviews(tx, 'page', id)
    await recordStaffAudit(tx, who, 'backoffice.page.published', {
      pageId: id,
      before: { title: before.title, content: before.content },
      after: draft,
      draftBy: before.draftBy,
    })
    return answerPage(tx, id)
  })
}

export async function setPageStatus(db: Db, who: StaffActor, id: number, status: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockPage(tx, id)
    await tx.update(cmsPages).set({ status, updatedAt: new Date() }).where(eq(cmsPages.id, id))
    await recordStaffAudit(tx, who, 'backoffice.page.status', {
      pageId: id,
      before: before.status,
      after: status,
    })
    return answerPage(tx, id)
  })
}

/** The page's draft dropped; the published page stays as it was. */
export async function discardPageDraft(db: Db, who: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockPage(tx, id)
    if (!before.draft) throw new AppError('CMS_NO_DRAFT')
    await tx.update(cmsPages).set({ draft: null, draftAt: null, draftBy: null }).where(eq(cmsPages.id, id))
    await dropPreviews(tx, 'page', id)
    await recordStaffAudit(tx, who, 'backoffice.page.draft_discarded', {
      pageId: id,
      draft: before.draft,
      draftBy: before.draftBy,
    })
    return answerPage(tx, id)
  })
}

/** The page removed; the content version drops the cached page, menus and footer groups at once. */
export async function deletePage(db: Db, who: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockPage(tx, id)
    await tx.delete(cmsPages).where(eq(cmsPages.id, id))
    await dropPreviews(tx, 'page', id)
    await recordStaffAudit(tx, who, 'backoffice.page.deleted', {
      pageId: id,
      before: {
        categoryId: before.categoryId,
        title: before.title,
        content: before.content,
        status: before.status,
        publishedAt: iso(before.publishedAt),
        draft: before.draft,
      },
    })
  })
  return listPagesForStaff(db)
}

// ---------------------------------------------------------------------------------------------
// Preview

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

async function dropPreviews(tx: DbOrTx, kind: 'promotion' | 'page', itemId: number) {
  await tx.delete(cmsPreviews).where(and(eq(cmsPreviews.kind, kind), eq(cmsPreviews.itemId, itemId)))
}

/**
 * A link to the player site's page that renders the draft (or, with no draft, what is published).
 * The token is 32 random bytes, shown once; the table keeps its hash. Expired links are swept here.
 */
export async function createPreview(
  db: Db,
  who: StaffActor,
  request: { kind: 'promotion' | 'page'; id: number; locale: Locale },
) {
  const table = request.kind === 'promotion' ? promotions : cmsPages
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, request.id))
  if (!row) throw new AppError('NOT_FOUND')
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + CMS_EDITOR_LIMITS.previewTtlMs)
  await db.transaction(async (tx) => {
    await tx.delete(cmsPreviews).where(lt(cmsPreviews.expiresAt, now))
    await tx.insert(cmsPreviews).values({
      tokenHash: hashToken(token),
      kind: request.kind,
      itemId: request.id,
      locale: request.locale,
      staffId: who.id,
      expiresAt,
    })
  })
  const url =
    request.kind === 'promotion' ? `/promotions?preview=${token}` : `/pages/${request.id}?preview=${token}`
  return { url, expiresAt: expiresAt.toISOString() }
}

/** The draft behind a live preview token, rendered as the player's own answer would be. */
export async function readPreview(db: Db, token: string, locale: Locale): Promise<CmsPreview> {
  const [link] = await db
    .select()
    .from(cmsPreviews)
    .where(and(eq(cmsPreviews.tokenHash, hashToken(token)), gt(cmsPreviews.expiresAt, new Date())))
  if (!link) throw new AppError('CMS_PREVIEW_EXPIRED')
  if (link.kind === 'page') {
    const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, link.itemId))
    if (!row) throw new AppError('CMS_PREVIEW_EXPIRED')
    const shown = row.draft ?? { title: row.title, content: row.content }
    return {
      kind: 'page',
      page: {
        id: row.id,
        title: localize(shown.title, locale),
        content: sanitizeHtml(localize(shown.content, locale)),
        categoryId: row.categoryId,
      },
    }
  }
  const [row] = await db.select().from(promotions).where(eq(promotions.id, link.itemId))
  if (!row) throw new AppError('CMS_PREVIEW_EXPIRED')
  const shown = row.draft ?? { title: row.title, description: row.description, image: row.image }
  // Every campaign, running or not: the editor sees the terms the promotion will carry.
  const campaigns = await allCampaigns(db)
  const promotion = toPromotion(
    { id: row.id, slug: row.slug, title: shown.title, image: shown.image, description: shown.description },
    locale,
    campaigns,
  )
  if (!promotion) throw new AppError('CMS_PREVIEW_EXPIRED')
  return { kind: 'promotion', promotion }
}

// ---------------------------------------------------------------------------------------------
// Routes

/** Pages are long (a legal text in two languages); the rest is small. */
const PAGE_BODY_LIMIT = 2 * CMS_EDITOR_LIMITS.pageMax * 4 + 4096
const PROMOTION_BODY_LIMIT = 2 * CMS_EDITOR_LIMITS.descriptionMax * 4 + 4096

export async function cmsEditorRoutes(app: FastifyInstance) {
  const saved = (request: FastifyRequest) => successMessages.CMS_DRAFT_SAVED[request.locale]
  const published = (request: FastifyRequest) => successMessages.CMS_PUBLISHED[request.locale]
  const done = (request: FastifyRequest) => successMessages.CMS_SAVED[request.locale]
  const discarded = (request: FastifyRequest) => successMessages.CMS_DRAFT_DISCARDED[request.locale]
  const deleted = (request: FastifyRequest) => successMessages.CMS_DELETED[request.locale]
  const store = mediaStoreFor(app)

  route(app, apiRoutes['backoffice/cms/promotions'], async () => ok(await listPromotionsForStaff(app.db)))
  route(
    app,
    apiRoutes['backoffice/cms/promotions create'],
    { bodyLimit: PROMOTION_BODY_LIMIT },
    async (request, _reply, { body }) =>
      ok(await createPromotion(app.db, currentOperator(request), body), saved(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/promotions/:id'],
    { bodyLimit: PROMOTION_BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await savePromotionDraft(app.db, currentOperator(request), params.id, body), saved(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/promotions/:id/publish'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(await publishPromotion(app.db, currentOperator(request), params.id), published(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/promotions/:id/status'],
    { bodyLimit: 1024 },
    async (request, _reply, { params, body }) =>
      ok(await setPromotionStatus(app.db, currentOperator(request), params.id, body.status), done(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/promotions/:id/move'],
    { bodyLimit: 1024 },
    async (request, _reply, { params, body }) =>
      ok(await movePromotion(app.db, currentOperator(request), params.id, body.direction), done(request)),
  )

  route(
    app,
    apiRoutes['backoffice/cms/promotions/:id/discard'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(await discardPromotionDraft(app.db, currentOperator(request), params.id), discarded(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/promotions/:id/delete'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(await deletePromotion(app.db, currentOperator(request), params.id), deleted(request)),
  )
  // A promotion's picture: multipart in its own scope, read and checked as a banner's.
  await app.register(async (scope) => {
    await scope.register(multipart, imageUploadLimits(0))
    route(scope, apiRoutes['backoffice/cms/promotions/image'], async (request) => {
      const who = currentOperator(request)
      const { bytes } = await readImageUpload(request, [])
      if (!bytes) throw new AppError('BANNER_UPLOAD_INVALID', { file: 'required' })
      return ok(
        await uploadPromotionImage(app.db, store, who, bytes),
        successMessages.CMS_IMAGE_UPLOADED[request.locale],
      )
    })
  })

  route(app, apiRoutes['backoffice/cms/pages'], async () => ok(await listPagesForStaff(app.db)))
  route(
    app,
    apiRoutes['backoffice/cms/pages create'],
    { bodyLimit: PAGE_BODY_LIMIT },
    async (request, _reply, { body }) =>
      ok(await createPage(app.db, currentOperator(request), body), saved(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/pages/:id'],
    { bodyLimit: PAGE_BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await savePageDraft(app.db, currentOperator(request), params.id, body), saved(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/pages/:id/publish'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(await publishPage(app.db, currentOperator(request), params.id), published(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/pages/:id/status'],
    { bodyLimit: 1024 },
    async (request, _reply, { params, body }) =>
      ok(await setPageStatus(app.db, currentOperator(request), params.id, body.status), done(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/pages/:id/discard'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(await discardPageDraft(app.db, currentOperator(request), params.id), discarded(request)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/pages/:id/delete'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(await deletePage(app.db, currentOperator(request), params.id), deleted(request)),
  )
  route(app, apiRoutes['backoffice/cms/preview'], { bodyLimit: 1024 }, async (request, _reply, { body }) =>
    ok(await createPreview(app.db, currentOperator(request), body)),
  )

  const rateLimit = publicRateLimit(app.config)
  route(
    app,
    apiRoutes['cms/preview/:token'],
    { config: { rateLimit } },
    async (request, reply, { params }) => {
      // A draft is for the editor's eyes: never stored by a cache, never indexed.
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      return ok(await readPreview(app.db, params.token, request.locale))
    },
  )
}

import { join } from 'node:path'
import multipart from '@fastify/multipart'
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  apiRoutes,
  BANNER_EXTENSIONS,
  BANNER_SLUG,
  BANNER_UPLOAD,
  bannerFieldsSchema,
  POPUP_UPLOAD,
  popupFieldsSchema,
  SITE_OPTIONS,
  sniffBannerType,
  successMessages,
  uiStrings,
  type BackofficeBanner,
  type BannerContentType,
  type BannerEdit,
  type BannerFields,
  type BackofficeFooterList,
  type BackofficePopup,
  type BackofficeSiteOption,
  type FooterListsEdit,
  type PopupEdit,
  type PopupFields,
  type SiteOptionEdit,
  type UiStringEdit,
  type UiStringRow,
} from '@galata/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { footerLists, popups, siteOptions, sliders, translations } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordStaffAudit, type StaffActor } from '../../lib/audit.js'
import { IMMUTABLE } from '../../lib/cache-control.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, route } from '../../lib/route.js'
import { parseWith } from '../../lib/validate.js'
import { fileStore, newStorageKey, type DocumentStore } from '../kyc/index.js'
import { popupContentHash } from './cms.service.js'

/*
 * Content management in the back office (docs/backoffice.md "Content", docs/content.md "Banners
 * from the back office"): the home carousel's banners and the UI strings. Every write lands in a
 * content table, whose trigger bumps `content_version`, so every instance drops its cached
 * bootstrap within a second (docs/content.md "Caching"); every write is audited.
 */

/** Where banner artwork is served from; the name is the store's random key and the type's extension. */
export const MEDIA_PREFIX = '/media/cms/'
const MEDIA_NAME = /^([0-9a-f]{32})\.(png|jpg|webp)$/
const TYPE_OF_EXTENSION = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const

/**
 * The public media store: KYC's storage abstraction (modules/kyc/kyc.storage.ts) as files under
 * DATA_DIR/media, apart from the private documents. Keys are random and never reused, so an
 * answer may be cached for a year.
 */
export function mediaStoreFor(app: FastifyInstance): DocumentStore {
  return fileStore(join(app.config.DATA_DIR, 'media'))
}

// ---------------------------------------------------------------------------------------------
// Banners

type SliderRow = typeof sliders.$inferSelect

function toBanner(row: SliderRow, now: Date): BackofficeBanner {
  const live =
    row.status && (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now)
  const locale = row.locale === 'tr' || row.locale === 'en' ? row.locale : null
  return {
    id: row.id,
    locale,
    title: locale ? (row.title[locale] ?? '') : row.title.tr,
    link: row.url,
    image: row.images[0],
    sort: row.sort,
    status: row.status,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    live,
  }
}

async function listRows(db: DbOrTx) {
  return db
    .select()
    .from(sliders)
    .where(eq(sliders.slug, BANNER_SLUG))
    .orderBy(asc(sliders.sort), asc(sliders.id))
}

export async function listBanners(db: Db): Promise<BackofficeBanner[]> {
  const now = new Date()
  return (await listRows(db)).map((r) => toBanner(r, now))
}

/** A banner's row fields from the form: one language, so the title is stored under it alone. */
function rowFields(fields: BannerFields) {
  return {
    locale: fields.locale,
    title: { tr: '', en: '', [fields.locale]: fields.title } as SliderRow['title'],
    url: fields.link,
    target: /^https?:/i.test(fields.link) ? '_blank' : '_self',
    sort: fields.sort,
    startsAt: fields.startsAt === null ? null : new Date(fields.startsAt),
    endsAt: fields.endsAt === null ? null : new Date(fields.endsAt),
  }
}

export interface BannerUpload {
  fields: BannerFields
  bytes: Buffer
}

/**
 * An uploaded image's type by its first bytes, within BANNER_UPLOAD's sizes; else the 400 that says
 * why. Every image the console uploads (banners, game artwork) passes here.
 */
export function checkImage(bytes: Buffer): BannerContentType {
  if (bytes.length < BANNER_UPLOAD.minBytes || bytes.length > BANNER_UPLOAD.maxBytes)
    throw new AppError('BANNER_FILE_SIZE', { file: bytes.length ? 'too_big' : 'required' })
  const type = sniffBannerType(bytes.subarray(0, 16))
  if (!type) throw new AppError('BANNER_FILE_TYPE', { file: 'invalid_format' })
  return type
}

/** Checks an image and writes it to the public media store; its public path (under MEDIA_PREFIX). */
export async function storeImage(
  store: DocumentStore,
  bytes: Buffer,
): Promise<{ path: string; type: BannerContentType }> {
  const type = checkImage(bytes)
  const key = newStorageKey()
  await store.put(key, bytes, type)
  return { path: `${MEDIA_PREFIX}${key}.${BANNER_EXTENSIONS[type]}`, type }
}

export async function createBanner(
  db: Db,
  store: DocumentStore,
  who: StaffActor,
  upload: BannerUpload,
): Promise<BackofficeBanner> {
  const { bytes } = upload
  const { path: image, type } = await storeImage(store, bytes)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sliders)
      .values({ slug: BANNER_SLUG, images: [image, image, image], status: true, ...rowFields(upload.fields) })
      .returning()
    await recordStaffAudit(tx, who, 'backoffice.banner.created', {
      bannerId: row!.id,
      image,
      bytes: bytes.length,
      type,
      ...upload.fields,
    })
    return toBanner(row!, new Date())
  })
}

async function bannerRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(sliders)
    .where(and(eq(sliders.id, id), eq(sliders.slug, BANNER_SLUG)))
    .for('update')
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function editBanner(
  db: Db,
  who: StaffActor,
  id: number,
  edit: BannerEdit,
): Promise<BackofficeBanner> {
  return db.transaction(async (tx) => {
    const before = await bannerRow(tx, id)
    const fields = rowFields(edit)
    // A seeded slide (every language) keeps its other language's title.
    const title = before.locale === null ? { ...before.title, [edit.locale]: edit.title } : fields.title
    const locale = before.locale === null ? null : fields.locale
    const [row] = await tx
      .update(sliders)
      .set({ ...fields, locale, title, status: edit.status })
      .where(eq(sliders.id, id))
      .returning()
    await recordStaffAudit(tx, who, 'backoffice.banner.edited', {
      bannerId: id,
      before: toBanner(before, new Date()),
      after: edit,
    })
    return toBanner(row!, new Date())
  })
}

export async function moveBanner(db: Db, who: StaffActor, id: number, direction: 'up' | 'down') {
  await db.transaction(async (tx) => {
    await bannerRow(tx, id)
    const rows = await listRows(tx)
    const at = rows.findIndex((r) => r.id === id)
    const to = direction === 'up' ? at - 1 : at + 1
    if (to < 0 || to >= rows.length) return
    ;[rows[at], rows[to]] = [rows[to]!, rows[at]!]
    // Renumbered 10, 20, … so equal numbers never leave two banners' order to their ids.
    const changed = rows.flatMap((r, i) =>
      r.sort === (i + 1) * 10 ? [] : [{ id: r.id, sort: (i + 1) * 10 }],
    )
    if (changed.length > 0) {
      const cases = sql.join(
        changed.map((c) => sql`when ${c.id} then ${c.sort}::int`),
        sql` `,
      )
      await tx
        .update(sliders)
        .set({ sort: sql`case ${sliders.id} ${cases} end` })
        .where(
          inArray(
            sliders.id,
            changed.map((c) => c.id),
          ),
        )
    }
    await recordStaffAudit(tx, who, 'backoffice.banner.moved', { bannerId: id, direction, from: at, to })
  })
  return listBanners(db)
}

export async function deleteBanner(db: Db, who: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await bannerRow(tx, id)
    await tx.delete(sliders).where(eq(sliders.id, id))
    await recordStaffAudit(tx, who, 'backoffice.banner.deleted', {
      bannerId: id,
      before: toBanner(before, new Date()),
    })
  })
  return listBanners(db)
}

// ---------------------------------------------------------------------------------------------
// UI strings

const isUiKey = (key: string) => Object.hasOwn(uiStrings, key)

export async function listUiStrings(
  db: Db,
  query: { q: string; skip: number; take: number },
): Promise<{ items: UiStringRow[]; total: number }> {
  const term = query.q.trim()
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const matching = db
    .selectDistinct({ key: translations.key })
    .from(translations)
    .where(term ? or(ilike(translations.key, pattern), ilike(translations.value, pattern)) : undefined)
  const keys = (await matching)
    .map((r) => r.key)
    .filter(isUiKey)
    .sort()
  const page = keys.slice(query.skip, query.skip + query.take)
  const rows = page.length ? await db.select().from(translations).where(inArray(translations.key, page)) : []
  const items = page.map((key) => ({
    key,
    tr: rows.find((r) => r.key === key && r.locale === 'tr')?.value ?? '',
    en: rows.find((r) => r.key === key && r.locale === 'en')?.value ?? '',
  }))
  return { items, total: keys.length }
}

export async function editUiString(db: Db, who: StaffActor, edit: UiStringEdit): Promise<UiStringRow> {
  if (!isUiKey(edit.key)) throw new AppError('UI_STRING_UNKNOWN')
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: translations.value })
      .from(translations)
      .where(and(eq(translations.key, edit.key), eq(translations.locale, edit.locale)))
    await tx
      .insert(translations)
      .values({ key: edit.key, locale: edit.locale, value: edit.value })
      .onConflictDoUpdate({
        target: [translations.locale, translations.key],
        set: { value: edit.value, updatedAt: new Date() },
      })
    await recordStaffAudit(tx, who, 'backoffice.ui_string.edited', {
      key: edit.key,
      locale: edit.locale,
      before: before?.value ?? null,
      after: edit.value,
    })
    const rows = await tx.select().from(translations).where(eq(translations.key, edit.key))
    return {
      key: edit.key,
      tr: rows.find((r) => r.locale === 'tr')?.value ?? '',
      en: rows.find((r) => r.locale === 'en')?.value ?? '',
    }
  })
}

// ---------------------------------------------------------------------------------------------
// A banner's artwork replaced (docs/backoffice.md "Content": the banner edit form)

export async function replaceBannerImage(
  db: Db,
  store: DocumentStore,
  who: StaffActor,
  id: number,
  bytes: Buffer,
): Promise<BackofficeBanner> {
  // Checked before anything is stored, so an unknown banner leaves no orphan file either.
  await bannerRow(db, id)
  const { path: image, type } = await storeImage(store, bytes)
  return db.transaction(async (tx) => {
    const before = await bannerRow(tx, id)
    const [row] = await tx
      .update(sliders)
      .set({ images: [image, image, image] })
      .where(eq(sliders.id, id))
      .returning()
    await recordStaffAudit(tx, who, 'backoffice.banner.image_replaced', {
      bannerId: id,
      before: before.images[0],
      image,
      bytes: bytes.length,
      type,
    })
    return toBanner(row!, new Date())
  })
}

// ---------------------------------------------------------------------------------------------
// Popups (docs/backoffice.md "Content": popups and the first-visit popup)

type PopupRow = typeof popups.$inferSelect

const inSchedule = (row: { startsAt: Date | null; endsAt: Date | null }, now: Date) =>
  (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now)

/**
 * The ids the site shows now: per kind and language, the newest row that is on, in its schedule and
 * for that language or every language (the bootstrap's own rule, cms.queries `getActivePopup`).
 */
function showingIds(rows: readonly PopupRow[], now: Date): Set<number> {
  const ids = new Set<number>()
  for (const kind of ['banner', 'first-visit'] as const)
    for (const locale of ['tr', 'en'] as const) {
      const shown = rows
        .filter(
          (r) =>
            r.kind === kind && r.status && (r.locale === null || r.locale === locale) && inSchedule(r, now),
        )
        .sort((a, b) => b.id - a.id)[0]
      if (shown) ids.add(shown.id)
    }
  return ids
}

function toPopup(row: PopupRow, showing: ReadonlySet<number>): BackofficePopup {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale === 'tr' || row.locale === 'en' ? row.locale : null,
    title: row.title,
    link: row.url,
    image: row.images[0],
    status: row.status,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    showing: showing.has(row.id),
  }
}

export async function listPopups(db: DbOrTx): Promise<BackofficePopup[]> {
  const rows = await db.select().from(popups).orderBy(desc(popups.id))
  const showing = showingIds(rows, new Date())
  return rows.map((r) => toPopup(r, showing))
}

export interface PopupUpload {
  fields: PopupFields
  bytes: Buffer
}

const popupRowFields = (fields: Omit<PopupFields, 'kind'>) => ({
  locale: fields.locale,
  title: fields.title,
  url: fields.link,
  startsAt: fields.startsAt === null ? null : new Date(fields.startsAt),
  endsAt: fields.endsAt === null ? null : new Date(fields.endsAt),
})

export async function createPopup(
  db: Db,
  store: DocumentStore,
  who: StaffActor,
  upload: PopupUpload,
): Promise<BackofficePopup> {
  const { path: image, type } = await storeImage(store, upload.bytes)
  const images: [string, string, string] = [image, image, image]
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(popups)
      .values({
        kind: upload.fields.kind,
        images,
        // A new first-visit popup is new content, so a visitor who saw the last one sees this one.
        contentHash: popupContentHash({ images, url: upload.fields.link }),
        status: true,
        ...popupRowFields(upload.fields),
      })
      .returning()
    await recordStaffAudit(tx, who, 'backoffice.popup.created', {
      popupId: inserted!.id,
      image,
      bytes: upload.bytes.length,
      type,
      ...upload.fields,
    })
    return inserted!
  })
  return (await listPopups(db)).find((p) => p.id === row.id)!
}

async function popupRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(popups).where(eq(popups.id, id)).for('update')
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function editPopup(
  db: Db,
  who: StaffActor,
  id: number,
  edit: PopupEdit,
): Promise<BackofficePopup> {
  await db.transaction(async (tx) => {
    const before = await popupRow(tx, id)
    const fields = popupRowFields(edit)
    await tx
      .update(popups)
      .set({
        ...fields,
        // A seeded popup (every language) stays for every language, as a seeded banner does.
        locale: before.locale === null ? null : fields.locale,
        status: edit.status,
        contentHash: popupContentHash({ images: before.images, url: fields.url }),
      })
      .where(eq(popups.id, id))
    const showing = showingIds([before], new Date())
    await recordStaffAudit(tx, who, 'backoffice.popup.edited', {
      popupId: id,
      before: toPopup(before, showing),
      after: edit,
    })
  })
  return (await listPopups(db)).find((p) => p.id === id)!
}

/**
 * A popup's picture replaced (docs/backoffice.md "Content": the popup edit form), as a banner's: the
 * popup is looked up before anything is stored. A new picture is new content, so a first-visit
 * popup gets a new hash and a visitor who closed the last one sees it once.
 */
export async function replacePopupImage(
  db: Db,
  store: DocumentStore,
  who: StaffActor,
  id: number,
  bytes: Buffer,
): Promise<BackofficePopup> {
  await popupRow(db, id)
  const { path: image, type } = await storeImage(store, bytes)
  const images: [string, string, string] = [image, image, image]
  await db.transaction(async (tx) => {
    const before = await popupRow(tx, id)
    await tx
      .update(popups)
      .set({ images, contentHash: popupContentHash({ images, url: before.url }) })
      .where(eq(popups.id, id))
    await recordStaffAudit(tx, who, 'backoffice.popup.image_replaced', {
      popupId: id,
      before: before.images[0],
      image,
      bytes: bytes.length,
      type,
    })
  })
  return (await listPopups(db)).find((p) => p.id === id)!
}

export async function deletePopup(db: Db, who: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const before = await popupRow(tx, id)
    await tx.delete(popups).where(eq(popups.id, id))
    await recordStaffAudit(tx, who, 'backoffice.popup.deleted', {
      popupId: id,
      before: toPopup(before, new Set()),
    })
  })
  return listPopups(db)
}

// ---------------------------------------------------------------------------------------------
// Site options (docs/backoffice.md "Content": site options)

export async function listSiteOptions(db: DbOrTx): Promise<BackofficeSiteOption[]> {
  const rows = await db
    .select()
    .from(siteOptions)
    .where(
      inArray(
        siteOptions.key,
        SITE_OPTIONS.map((o) => o.key),
      ),
    )
  return SITE_OPTIONS.map((o) => {
    const row = rows.find((r) => r.key === o.key)
    return { key: o.key, kind: o.kind, group: o.group, value: row?.value ?? '', status: row?.status ?? false }
  })
}

export async function editSiteOption(
  db: Db,
  who: StaffActor,
  edit: SiteOptionEdit,
): Promise<BackofficeSiteOption[]> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteOptions).where(eq(siteOptions.key, edit.key)).for('update')
    await tx
      .insert(siteOptions)
      .values({ key: edit.key, value: edit.value, status: edit.status })
      .onConflictDoUpdate({
        target: siteOptions.key,
        set: { value: edit.value, status: edit.status, updatedAt: new Date() },
      })
    await recordStaffAudit(tx, who, 'backoffice.site_option.edited', {
      key: edit.key,
      before: before ? { value: before.value, status: before.status } : null,
      after: { value: edit.value, status: edit.status },
    })
  })
  return listSiteOptions(db)
}

// ---------------------------------------------------------------------------------------------
// Footer lists (docs/backoffice.md "Content": footer lists)

export async function listFooter(db: DbOrTx): Promise<BackofficeFooterList[]> {
  const rows = await db
    .select({ title: footerLists.title, links: footerLists.links })
    .from(footerLists)
    .orderBy(asc(footerLists.sort), asc(footerLists.id))
  return rows.map((r) => ({
    title: { tr: r.title.tr, en: r.title.en },
    links: r.links.map((l) => ({ title: { tr: l.title.tr, en: l.title.en }, url: l.url })),
  }))
}

/** Every list replaced in one transaction: the site never sees half a reorder. */
export async function saveFooter(
  db: Db,
  who: StaffActor,
  edit: FooterListsEdit,
): Promise<BackofficeFooterList[]> {
  await db.transaction(async (tx) => {
    // Serialises two saves: the second replaces the first whole, never interleaved with it.
    await tx.execute(sql`lock table ${footerLists} in exclusive mode`)
    const before = await listFooter(tx)
    await tx.delete(footerLists)
    if (edit.lists.length)
      await tx
        .insert(footerLists)
        .values(edit.lists.map((list, i) => ({ sort: (i + 1) * 10, title: list.title, links: list.links })))
    await recordStaffAudit(tx, who, 'backoffice.footer.saved', { before, after: edit.lists })
  })
  return listFooter(db)
}

// ---------------------------------------------------------------------------------------------
// Routes

/** Busboy's own refusals (a file past the limit, too many parts) as our codes; ours pass through. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('BANNER_FILE_SIZE', { file: 'too_big' })
  return new AppError('BANNER_UPLOAD_INVALID')
}

/**
 * The multipart limits of an image upload with `fields` text fields beside its one `file`: what a
 * scope registers `@fastify/multipart` with before an image route (banners, game artwork).
 */
export function imageUploadLimits(fields: number) {
  return {
    limits: {
      fileSize: BANNER_UPLOAD.maxBytes,
      files: 1,
      fields,
      parts: fields + 1,
      fieldNameSize: 16,
      fieldSize: 1024,
      headerPairs: 16,
    },
  }
}

/**
 * The one `file` and the text fields named in `fieldNames` of a multipart image upload; any other
 * part is BANNER_UPLOAD_INVALID. Nothing is stored here.
 */
export async function readImageUpload(
  request: FastifyRequest,
  fieldNames: readonly string[],
): Promise<{ raw: Record<string, unknown>; bytes: Buffer | null }> {
  if (!request.isMultipart()) throw new AppError('BANNER_UPLOAD_INVALID')
  const raw: Record<string, unknown> = {}
  let bytes: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume()
          throw new AppError('BANNER_UPLOAD_INVALID')
        }
        bytes = await part.toBuffer()
      } else if (fieldNames.includes(part.fieldname) && !(part.fieldname in raw)) {
        raw[part.fieldname] = part.value
      } else {
        throw new AppError('BANNER_UPLOAD_INVALID')
      }
    }
  } catch (error) {
    throw uploadError(error)
  }
  return { raw, bytes }
}

/** The upload's file, once its fields have been checked (so a form without one says what else is wrong). */
function requireFile(bytes: Buffer | null): Buffer {
  if (!bytes) throw new AppError('BANNER_UPLOAD_INVALID', { file: 'required' })
  return bytes
}

/** A banner's upload: its fields checked, then the file. */
async function readUpload(request: FastifyRequest): Promise<BannerUpload> {
  const { raw, bytes } = await readImageUpload(request, BANNER_UPLOAD.fields)
  const fields = parseWith(bannerFieldsSchema, raw)
  return { fields, bytes: requireFile(bytes) }
}

/** A popup's upload: the same, with the popup's fields. */
async function readPopupUpload(request: FastifyRequest): Promise<PopupUpload> {
  const { raw, bytes } = await readImageUpload(request, POPUP_UPLOAD.fields)
  const fields = parseWith(popupFieldsSchema, raw)
  return { fields, bytes: requireFile(bytes) }
}

/** The banner artwork at the site root (MEDIA_PREFIX), outside /api: what an `<img>` loads. */
export async function cmsMediaRoutes(app: FastifyInstance) {
  const store = mediaStoreFor(app)
  // Banner artwork, public: random names never reused, so cached for a year.
  route(app, apiRoutes['page:media/cms/:name'], async (request, reply) => {
    const match = MEDIA_NAME.exec((request.params as { name: string }).name)
    const bytes = match ? await store.get(match[1]!) : null
    if (!match || !bytes)
      return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found')
    return reply
      .header(
        'content-type',
        TYPE_OF_EXTENSION[match[2] as keyof typeof TYPE_OF_EXTENSION] satisfies BannerContentType,
      )
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(bytes)
  })
}

export async function cmsBackofficeRoutes(app: FastifyInstance) {
  const store = mediaStoreFor(app)

  route(app, apiRoutes['backoffice/cms/banners'], async () => ok(await listBanners(app.db)))

  await app.register(async (scope) => {
    await scope.register(multipart, imageUploadLimits(BANNER_UPLOAD.fields.length))
    route(scope, apiRoutes['backoffice/cms/banners add'], async (request) => {
      const who = currentOperator(request)
      const upload = await readUpload(request)
      return ok(await createBanner(app.db, store, who, upload), successMessages.BANNER_SAVED[request.locale])
    })
    // Popups and a banner's new artwork: the same reader, the same checks (docs/backoffice.md "Content").
    route(scope, apiRoutes['backoffice/cms/popups add'], async (request) => {
      const who = currentOperator(request)
      const upload = await readPopupUpload(request)
      return ok(await createPopup(app.db, store, who, upload), successMessages.POPUP_SAVED[request.locale])
    })
    route(scope, apiRoutes['backoffice/cms/popups/:id/image'], async (request, _reply, { params }) => {
      const who = currentOperator(request)
      const { bytes } = await readImageUpload(request, [])
      return ok(
        await replacePopupImage(app.db, store, who, params.id, requireFile(bytes)),
        successMessages.POPUP_SAVED[request.locale],
      )
    })
    route(scope, apiRoutes['backoffice/cms/banners/:id/image'], async (request, _reply, { params }) => {
      const who = currentOperator(request)
      const { bytes } = await readImageUpload(request, [])
      return ok(
        await replaceBannerImage(app.db, store, who, params.id, requireFile(bytes)),
        successMessages.BANNER_SAVED[request.locale],
      )
    })
  })

  route(
    app,
    apiRoutes['backoffice/cms/banners/:id'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) =>
      ok(
        await editBanner(app.db, currentOperator(request), params.id, body),
        successMessages.BANNER_SAVED[request.locale],
      ),
  )
  route(
    app,
    apiRoutes['backoffice/cms/banners/:id/move'],
    { bodyLimit: 1024 },
    async (request, _reply, { params, body }) =>
      ok(
        await moveBanner(app.db, currentOperator(request), params.id, body.direction),
        successMessages.BANNER_SAVED[request.locale],
      ),
  )
  route(
    app,
    apiRoutes['backoffice/cms/banners/:id/delete'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(
        await deleteBanner(app.db, currentOperator(request), params.id),
        successMessages.BANNER_SAVED[request.locale],
      ),
  )
  route(app, apiRoutes['backoffice/cms/strings'], async (_request, _reply, { query }) =>
    ok(await listUiStrings(app.db, query)),
  )
  route(
    app,
    apiRoutes['backoffice/cms/strings set'],
    { bodyLimit: 8192 },
    async (request, _reply, { body }) =>
      ok(
        await editUiString(app.db, currentOperator(request), body),
        successMessages.UI_STRING_SAVED[request.locale],
      ),
  )

  route(app, apiRoutes['backoffice/cms/popups'], async () => ok(await listPopups(app.db)))
  route(
    app,
    apiRoutes['backoffice/cms/popups/:id'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) =>
      ok(
        await editPopup(app.db, currentOperator(request), params.id, body),
        successMessages.POPUP_SAVED[request.locale],
      ),
  )
  route(
    app,
    apiRoutes['backoffice/cms/popups/:id/delete'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(
        await deletePopup(app.db, currentOperator(request), params.id),
        successMessages.POPUP_SAVED[request.locale],
      ),
  )
  route(app, apiRoutes['backoffice/cms/options'], async () => ok(await listSiteOptions(app.db)))
  route(
    app,
    apiRoutes['backoffice/cms/options set'],
    { bodyLimit: 4096 },
    async (request, _reply, { body }) =>
      ok(
        await editSiteOption(app.db, currentOperator(request), body),
        successMessages.SITE_OPTION_SAVED[request.locale],
      ),
  )
  route(app, apiRoutes['backoffice/cms/footer'], async () => ok(await listFooter(app.db)))
  route(
    app,
    apiRoutes['backoffice/cms/footer set'],
    { bodyLimit: 64 * 1024 },
    async (request, _reply, { body }) =>
      ok(
        await saveFooter(app.db, currentOperator(request), body),
        successMessages.FOOTER_SAVED[request.locale],
      ),
  )
}

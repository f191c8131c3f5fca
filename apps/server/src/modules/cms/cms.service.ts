import { createHash } from 'node:crypto'
import {
  CAMPAIGN_REF,
  campaignRef,
  campaignTerms,
  campaignTermsHtml,
  type CampaignFigures,
  type Locale,
  type Localized,
  type Licence,
  type SiteMode,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import type { ImageSet } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { precompressJson, type PrecompressedJson } from '../../lib/precompressed.js'
import { ok } from '../../lib/reply.js'
import { sanitizeHtml } from '../../lib/sanitize-html.js'
import { cached } from '../../lib/content-cache.js'
import { toMajor } from '../wallet/index.js'
import * as q from './cms.queries.js'
import { tagManagerIdOf } from './tag-manager.js'
import { TRIAL_BONUS_AMOUNT_KEY } from './seed/demo.data.js'
import { TURKIYE_ID } from './seed/countries.data.js'

/** Shown when a casino category has no image of its own (spec §3). */
export const CASINO_CATEGORY_PLACEHOLDER = '/media/categories/placeholder.svg'

/** A text in the request's language; Turkish when that language is missing (spec §4: tr is the fallback). */
export function localize(text: Partial<Localized> | null | undefined, locale: Locale): string {
  return text?.[locale] || text?.tr || ''
}

/** What the browser remembers to show the first-visit popup once per distinct content (spec §2). */
export function popupContentHash(popup: { images: ImageSet; url: string }): string {
  return createHash('sha256')
    .update(JSON.stringify({ images: popup.images, url: popup.url }))
    .digest('hex')
}

// ---------------------------------------------------------------------------------------------
// Response shapes (see docs/content.md)

export interface StaticContentItem {
  id: number
  title: string
}

export interface CmsCategoryItem {
  id: number
  name: string
  content: StaticContentItem[]
}

export interface CasinoCategoryItem {
  id: number
  slug: string
  name: string
  slugList: string[]
  imageUrl: string
  /** Null for an area (slot, live, …); the live area's id for its sub-categories. */
  parentId: number | null
}

export interface SliderItem {
  url: string
  target: string
  images: ImageSet
  slug: string
  title: string
}

export interface Bootstrap {
  casinoCategoryList: CasinoCategoryItem[]
  languageList: { id: number; name: string; locale: string }[]
  translationList: { key: string; value: string }[]
  siteOption: { key: string; value: string; status: boolean }[]
  domainStatus: { current: string; next: string | null }
  trialBonusAmount: number
  popupImages: { images: ImageSet; url: string; title?: string } | null
  firstPopup: { images: ImageSet; url: string; hash: string; title?: string } | null
  sliderList: SliderItem[]
  videoInfo: { url: string; title1: string } | null
  cms: { categories: CmsCategoryItem[] }
  promotions: Promotion[]
  siteMode: SiteMode
  footerLists: { title: string; links: { title: string; url: string }[] }[]
}

export interface ContentPage {
  id: number
  title: string
  /** Sanitised HTML. */
  content: string
  categoryId: number
}

export interface Promotion {
  id: number
  slug: string
  title: string
  image: string
  /** Sanitised HTML. */
  description: string
}

export interface RegisterForm {
  countries: { id: number; name: string }[]
  defaultCountryId: number
}

// ---------------------------------------------------------------------------------------------
// Bootstrap record

/**
 * The bootstrap record's whole envelope, serialised and compressed once per cache entry rather
 * than per request: it is the hottest answer of the site (every page load) and tens of kilobytes.
 */
/** The trial bonus in kuruş (bootstrap `trialBonusAmount`); 0 when unset, meaning switched off. */
export async function getTrialBonusAmount(db: Db | Tx): Promise<bigint> {
  return (await q.getSetting(db, TRIAL_BONUS_AMOUNT_KEY)) ?? 0n
}

export function getBootstrapResponse(
  db: Db,
  locale: Locale,
  siteMode: SiteMode,
  licence?: Licence,
  gtmId?: string,
  liveChatOrigins?: () => Promise<string[]>,
): Promise<PrecompressedJson> {
  return cached(db, `bootstrap:${locale}`, async (previous) =>
    precompressJson(
      ok(await buildBootstrap(db, locale, siteMode, licence, gtmId, liveChatOrigins)),
      previous,
    ),
  )
}

export async function buildBootstrap(
  db: Db,
  locale: Locale,
  siteMode: SiteMode,
  licence?: Licence,
  /** GTM_ID; the `gtm` site option overrides it (docs/content.md "Tag manager"). */
  gtmId?: string,
  /** The live chat's origins while one is configured (docs/live-chat.md "Cookies"); the app passes them. */
  liveChatOrigins?: () => Promise<string[]>,
): Promise<Bootstrap> {
  const chatHosts = liveChatOrigins ? (await liveChatOrigins()).map((o) => new URL(o).host) : []
  // One read-only snapshot, so a record never mixes content from before and after an edit.
  return db.transaction(
    async (tx) => {
      // Sequential on purpose: a transaction is one connection, which runs one query at a time.
      const categories = await q.listActiveCasinoCategories(tx)
      const languageList = await q.listLanguages(tx)
      const translationList = await q.listTranslations(tx, locale)
      const options = await q.listActiveSiteOptions(tx)
      const domainRow = await q.getDomains(tx)
      const trialBonus = await q.getSetting(tx, TRIAL_BONUS_AMOUNT_KEY)
      const popup = await q.getActivePopup(tx, 'banner', locale, new Date())
      const firstPopup = await q.getActivePopup(tx, 'first-visit', locale, new Date())
      const slides = await q.listActiveSliders(tx, locale, new Date())
      const video = await q.getActiveVideoBanner(tx)
      const categoriesOfPages = await categoriesWithPages(tx, locale)
      const promotionRows = await q.listLivePromotions(tx, new Date())
      const campaigns = await campaignsByCode(tx, new Date())
      const footer = await q.listFooterLists(tx)
      return {
        casinoCategoryList: categories.map((c) => ({
          id: c.id,
          slug: c.slug,
          name: localize(c.name, locale),
          slugList: c.slugList,
          imageUrl: c.imageUrl || CASINO_CATEGORY_PLACEHOLDER,
          parentId: c.parentId,
        })),
        languageList,
        translationList,
        siteOption: options.map((o) => ({ key: o.key.toLowerCase(), value: o.value, status: o.status })),
        domainStatus: { current: domainRow?.current ?? '', next: domainRow?.next ?? null },
        trialBonusAmount: trialBonus === null ? 0 : toMajor(trialBonus),
        popupImages: popup
          ? { images: popup.images, url: popup.url, ...(popup.title ? { title: popup.title } : {}) }
          : null,
        firstPopup: firstPopup
          ? {
              images: firstPopup.images,
              url: firstPopup.url,
              hash: firstPopup.hash,
              ...(firstPopup.title ? { title: firstPopup.title } : {}),
            }
          : null,
        sliderList: slides.flatMap((s) => {
          const title = slideTitle(s.title, locale, campaigns)
          if (title === null) return []
          return [{ url: s.url || '#', target: s.target, images: s.images, slug: s.slug, title }]
        }),
        videoInfo: video ? { url: video.url, title1: localize(video.title, locale) } : null,
        cms: { categories: categoriesOfPages },
        promotions: promotionRows.flatMap((row) => toPromotion(row, locale, campaigns) ?? []),
        // The web shows its "no real money" ribbon from this (docs/security.md, first audit item 4).
        siteMode,
        // The footer's licence block (docs/content.md): configuration, not content.
        ...(licence ? { licence } : {}),
        // The footer's link lists, edited in the console (docs/backoffice.md "Content": footer lists).
        footerLists: footer.map((list) => ({
          title: localize(list.title, locale),
          links: list.links.map((link) => ({ title: localize(link.title, locale), url: link.url })),
        })),
        tagManagerId: tagManagerIdOf(options, gtmId),
        liveChatHosts: chatHosts,
      }
    },
    // Repeatable read gives every statement the same snapshot; read-only never conflicts.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

// ---------------------------------------------------------------------------------------------
// Static pages

async function categoriesWithPages(db: Db | Tx, locale: Locale): Promise<CmsCategoryItem[]> {
  const categories = await q.listCmsCategories(db)
  const pages = await q.listActivePageTitles(db)
  return categories.map((c) => ({
    id: c.id,
    name: localize(c.name, locale),
    content: pages
      .filter((p) => p.categoryId === c.id)
      .map((p) => ({ id: p.id, title: localize(p.title, locale) })),
  }))
}

export function listCategories(db: Db, locale: Locale): Promise<CmsCategoryItem[]> {
  return cached(db, `categories:${locale}`, () => categoriesWithPages(db, locale))
}

/** Published pages of a category; an unknown category is simply empty. */
export function listContent(db: Db, locale: Locale, categoryId: number): Promise<StaticContentItem[]> {
  return cached(db, `content-list:${locale}:${categoryId}`, async () => {
    const pages = await q.listActivePageTitles(db, categoryId)
    return pages.map((p) => ({ id: p.id, title: localize(p.title, locale) }))
  })
}

export async function getContent(db: Db, locale: Locale, id: number): Promise<ContentPage> {
  const page = await q.getActivePage(db, id)
  if (!page) throw new AppError('NOT_FOUND')
  return {
    id: page.id,
    title: localize(page.title, locale),
    // Stored sanitised; sanitised again here so a row edited outside the back office is still safe.
    content: sanitizeHtml(localize(page.content, locale)),
    categoryId: page.categoryId,
  }
}

// ---------------------------------------------------------------------------------------------
// Promotions

type Campaigns = ReadonlyMap<string, CampaignFigures>

/**
 * The campaigns the engine runs at `now`, by code (docs/content.md: promotions and slides are
 * written from them; one not started or already ended is left out, so its promotion is not shown).
 */
export async function campaignsByCode(db: Db | Tx, now: Date): Promise<Campaigns> {
  return new Map((await q.listEnabledCampaignFigures(db, now)).map((c) => [c.code, c]))
}

/**
 * A promotion refers to its campaign with `{{campaign:code}}` in its description (docs/content.md,
 * docs/content.md). Served, it carries the campaign's name as its title and the campaign's terms,
 * written from the campaign's numbers, in place of the reference. A promotion whose campaign does
 * not exist, is switched off, has not started or has ended is not served at all (null): nothing is
 * advertised that cannot be claimed. A promotion without a reference is served as written.
 */
export function toPromotion(
  row: Pick<
    Awaited<ReturnType<typeof q.listLivePromotions>>[number],
    'id' | 'slug' | 'title' | 'image' | 'description'
  >,
  locale: Locale,
  campaigns: Campaigns,
): Promotion | null {
  const description = localize(row.description, locale)
  const code = campaignRef(description) ?? campaignRef(row.description.tr)
  let title = localize(row.title, locale)
  let html = description
  if (code !== null) {
    const campaign = campaigns.get(code)
    if (!campaign) return null
    title = campaignTerms(campaign, locale).name
    html = withCampaignTerms(description, campaignTermsHtml(campaign, locale))
  }
  return { id: row.id, slug: row.slug, title, image: row.image, description: sanitizeHtml(html) }
}

/** The reference, alone in its paragraph or block as the seed writes it, replaced by the terms. */
function withCampaignTerms(html: string, terms: string): string {
  const block = new RegExp(`<(p|div)>\\s*${CAMPAIGN_REF.source}\\s*</\\1>`)
  if (block.test(html)) return html.replace(block, terms)
  return html.includes('{{campaign:') ? html.replace(CAMPAIGN_REF, terms) : `${html}${terms}`
}

/** A slide whose title is `{{campaign:code}}` shows that campaign's headline; none when it is off. */
function slideTitle(title: Localized, locale: Locale, campaigns: Campaigns): string | null {
  const text = localize(title, locale)
  const code = campaignRef(text) ?? campaignRef(title.tr)
  if (code === null) return text
  const campaign = campaigns.get(code)
  return campaign ? campaignTerms(campaign, locale).headline : null
}

export function listPromotions(db: Db, locale: Locale): Promise<Promotion[]> {
  // Cached with its sanitising; the TTL also bounds how late a promotion's start or end shows.
  return cached(db, `promotions:${locale}`, async () => {
    const now = new Date()
    const campaigns = await campaignsByCode(db, now)
    return (await q.listLivePromotions(db, now)).flatMap((row) => toPromotion(row, locale, campaigns) ?? [])
  })
}

export async function getPromotion(db: Db, locale: Locale, slug: string): Promise<Promotion> {
  const now = new Date()
  const row = await q.getLivePromotionBySlug(db, slug, now)
  const promotion = row ? toPromotion(row, locale, await campaignsByCode(db, now)) : null
  if (!promotion) throw new AppError('NOT_FOUND')
  return promotion
}

// ---------------------------------------------------------------------------------------------
// Registration form

const collators: Record<Locale, Intl.Collator> = {
  tr: new Intl.Collator('tr', { sensitivity: 'base' }),
  en: new Intl.Collator('en', { sensitivity: 'base' }),
}

/** Countries in the request's language: Türkiye first (the default, spec §2), then alphabetical. */
export function getRegisterForm(db: Db, locale: Locale): Promise<RegisterForm> {
  return cached(db, `register-form:${locale}`, async () => {
    const rows = await q.listCountries(db)
    const collator = collators[locale]
    const named = rows.map((r) => ({ id: r.id, name: localize(r.name, locale) }))
    named.sort((a, b) => {
      if (a.id === TURKIYE_ID) return -1
      if (b.id === TURKIYE_ID) return 1
      return collator.compare(a.name, b.name)
    })
    return { countries: named, defaultCountryId: TURKIYE_ID }
  })
}

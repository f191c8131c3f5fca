import { z } from 'zod'
import { code, optionalText, strictBody, text } from './rules.js'
import { pageContentSchema, promotionSchema } from './cms.js'

/*
 * Promotions and CMS pages edited in the back office, with drafts, a staff preview and publish
 * (docs/backoffice.md "Content": "Promotions and pages: drafts, preview, publish"). Permissions
 * `content.view` / `content.edit` (staff.ts).
 */

export const CMS_EDITOR_LIMITS = {
  titleMax: 120,
  /** A promotion's terms in one language, as HTML (before sanitising). */
  descriptionMax: 20_000,
  /** A page in one language, as HTML (the longest seeded page is about 30 000 characters). */
  pageMax: 200_000,
  imageMax: 500,
  slugMax: 60,
  sortMax: 9999,
  /** A preview link lives this long: long enough to look, short enough that a leaked link dies. */
  previewTtlMs: 15 * 60_000,
} as const

/** A promotion's link name: lower-case letters, digits and dashes (the `cms/promotions/{slug}` rule). */
const slug = text(3, CMS_EDITOR_LIMITS.slugMax).regex(/^[a-z0-9][a-z0-9-]*$/, code('invalid_format'))

/** A site path (`/media/…`) or an https address: the card's picture. */
const image = text(1, CMS_EDITOR_LIMITS.imageMax).refine(
  (v) => /^\/(?!\/)[^\s\\"'<>]*$/.test(v) || /^https:\/\/[^\s/\\"'<>]+[^\s\\"'<>]*$/i.test(v),
  code('invalid_url'),
)

/** An instant with its offset, or empty/null for no bound. */
const instant = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, ...code('invalid_date') })])
  .transform((v) => (v ? new Date(v).toISOString() : null))

const localized = (max: number, min = 1) => strictBody({ tr: text(min, max), en: text(min, max) })

/** The campaign a promotion advertises (its code), or empty for none. */
const campaignCode = z
  .union([z.literal(''), z.null(), z.string().regex(/^[a-z0-9_]{1,64}$/, code('invalid_option'))])
  .transform((v) => v || null)

const promotionShape = {
  title: localized(CMS_EDITOR_LIMITS.titleMax),
  /** HTML in each language; sanitised by the server (script, style and event handlers dropped). */
  description: strictBody({
    tr: optionalText(CMS_EDITOR_LIMITS.descriptionMax),
    en: optionalText(CMS_EDITOR_LIMITS.descriptionMax),
  }),
  /** Its terms are written from this campaign and it shows only while the campaign runs. */
  campaign: campaignCode.default(null),
  image,
  startsAt: instant.default(null),
  endsAt: instant.default(null),
}

const inOrder = (v: { startsAt: string | null; endsAt: string | null }) =>
  v.startsAt === null || v.endsAt === null || v.startsAt < v.endsAt

/** PUT backoffice/cms/promotions/:id: the draft of a promotion (published by `…/publish`). */
export const promotionDraftSchema = strictBody(promotionShape).refine(inOrder, {
  path: ['endsAt'],
  ...code('invalid_range'),
})
export type PromotionDraft = z.output<typeof promotionDraftSchema>

/** POST backoffice/cms/promotions: a new promotion, a draft until it is published. */
export const promotionCreateSchema = strictBody({ slug, ...promotionShape }).refine(inOrder, {
  path: ['endsAt'],
  ...code('invalid_range'),
})
export type PromotionCreate = z.output<typeof promotionCreateSchema>

/** POST backoffice/cms/pages: a new page in a footer group, a draft until it is published. */
export const pageCreateSchema = strictBody({
  categoryId: z.number({ error: 'invalid_type' }).int(code('not_integer')).min(1, code('too_small')),
  title: localized(CMS_EDITOR_LIMITS.titleMax),
  content: localized(CMS_EDITOR_LIMITS.pageMax),
})
export type PageCreate = z.output<typeof pageCreateSchema>

/** PUT backoffice/cms/pages/:id: the draft of a page in both languages (HTML from the editor). */
export const pageDraftSchema = strictBody({
  title: localized(CMS_EDITOR_LIMITS.titleMax),
  content: localized(CMS_EDITOR_LIMITS.pageMax),
})
export type PageDraft = z.output<typeof pageDraftSchema>

/** POST …/status: shown or not (at once; not a draft). */
export const cmsStatusSchema = strictBody({ status: z.boolean({ error: 'invalid_type' }) })
/** POST …/publish: no fields. */
export const cmsPublishSchema = strictBody({})
/** POST …/discard and …/delete (promotions, pages): no fields. */
export const cmsDiscardSchema = strictBody({})
/** POST backoffice/cms/promotions/:id/move. */
export const cmsMoveSchema = strictBody({ direction: z.enum(['up', 'down'], { error: 'invalid_option' }) })

/** POST backoffice/cms/preview: a short-lived link to the player site's rendering of a draft. */
export const cmsPreviewRequestSchema = strictBody({
  kind: z.enum(['promotion', 'page'], { error: 'invalid_option' }),
  id: z.number({ error: 'invalid_type' }).int(code('not_integer')).min(1, code('too_small')),
  locale: z.enum(['tr', 'en'], { error: 'invalid_option' }).default('tr'),
})
export const cmsPreviewLinkSchema = z.strictObject({
  /** The player site's address that renders the draft (`/promotions?preview=…`, `/pages/3?preview=…`). */
  url: z.string(),
  expiresAt: z.string(),
})

/** POST backoffice/cms/promotions/image: the uploaded picture's public path, for the image field. */
export const promotionImageSchema = z.strictObject({ image: z.string() })

const localizedOut = z.strictObject({ tr: z.string(), en: z.string() })

const promotionContent = z.strictObject({
  title: localizedOut,
  description: localizedOut,
  campaign: z.string().nullable(),
  image: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
})
export type PromotionContent = z.infer<typeof promotionContent>

/** Where a linked campaign stands now: the promotion is served only while it `runs`. */
export const PROMOTION_CAMPAIGN_STATES = ['runs', 'upcoming', 'ended', 'off', 'missing'] as const
export type PromotionCampaignState = (typeof PROMOTION_CAMPAIGN_STATES)[number]

export const backofficePromotionSchema = z.strictObject({
  id: z.number(),
  slug: z.string(),
  sort: z.number(),
  status: z.boolean(),
  /** What players see (or would see, while never published). */
  published: promotionContent,
  publishedAt: z.string().nullable(),
  /** The saved, not yet published edit; null when there is none. */
  draft: promotionContent.nullable(),
  draftAt: z.string().nullable(),
  /** On the promotions page right now. */
  live: z.boolean(),
  campaignState: z.enum(PROMOTION_CAMPAIGN_STATES).nullable(),
})
export type BackofficePromotion = z.infer<typeof backofficePromotionSchema>

export const backofficePromotionsSchema = z.strictObject({
  items: z.array(backofficePromotionSchema),
  /** The campaigns a promotion may advertise (every one, with its state). */
  campaigns: z.array(
    z.strictObject({ code: z.string(), title: z.string(), state: z.enum(PROMOTION_CAMPAIGN_STATES) }),
  ),
})

const pageContent = z.strictObject({ title: localizedOut, content: localizedOut })
export type PageContentDraft = z.infer<typeof pageContent>

export const backofficePageSchema = z.strictObject({
  id: z.number(),
  categoryId: z.number(),
  sort: z.number(),
  status: z.boolean(),
  published: pageContent,
  publishedAt: z.string().nullable(),
  draft: pageContent.nullable(),
  draftAt: z.string().nullable(),
  live: z.boolean(),
})
export type BackofficePage = z.infer<typeof backofficePageSchema>

export const backofficePagesSchema = z.strictObject({
  items: z.array(backofficePageSchema),
  categories: z.array(z.strictObject({ id: z.number(), name: localizedOut })),
})

/** GET cms/preview/:token: the draft as the player site renders it. */
export const cmsPreviewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('promotion'), promotion: promotionSchema }),
  z.object({ kind: z.literal('page'), page: pageContentSchema }),
])
export type CmsPreview = z.infer<typeof cmsPreviewSchema>

/** `cms/preview/{token}`: 43 characters of base64url (32 random bytes). */
export const cmsPreviewParamsSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })

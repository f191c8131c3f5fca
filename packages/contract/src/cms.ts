import { z } from 'zod'
import { DEFAULTS, LIMITS } from './constants.js'
import { casinoCategorySchema } from './casino.js'
import { contactTypeSchema } from './enum-schemas.js'
import { boolean, code, id, meaningfulText, strictBody, typeError } from './rules.js'

// ---------------------------------------------------------------------------------------------
// POST cms/contentlist

export const contentListQuerySchema = strictBody({
  status: boolean().default(true),
  categoryId: id().default(DEFAULTS.staticContentCategoryId),
})
export type ContentListQuery = z.output<typeof contentListQuerySchema>

// ---------------------------------------------------------------------------------------------
// POST cms/callme

/** One way to reach the player: a contact kind and the number or address (5–30 characters). */
export const callMeContactSchema = strictBody({
  type: contactTypeSchema,
  contact: meaningfulText(LIMITS.callback.contactMin, LIMITS.callback.contactMax),
})
export type CallMeContact = z.output<typeof callMeContactSchema>

/**
 * Call-back request (spec §5). Whitespace-only message and contact count as empty, like the name:
 * nobody can call back "     ".
 */
export const callMeSchema = strictBody({
  name: meaningfulText(LIMITS.callback.nameMin, LIMITS.callback.nameMax),
  message: meaningfulText(LIMITS.callback.messageMin, LIMITS.callback.messageMax),
  contacts: z
    .array(callMeContactSchema, { error: typeError() })
    .min(LIMITS.callback.contactsMin, code('contacts_min'))
    .max(LIMITS.callback.contactsMax, code('contacts_max')),
})
export type CallMeRequest = z.output<typeof callMeSchema>

// ---------------------------------------------------------------------------------------------
// Responses

/** A CMS page as a link (spec §3 static content item). */
export const staticContentSchema = z.object({
  id: z.number(),
  title: z.string(),
})
export type StaticContent = z.infer<typeof staticContentSchema>

/** GET cms/categorylist entry: a link group of the footer (Footer, Story, Terms of use, Terms of service). */
export const cmsCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  content: z.array(staticContentSchema),
})
export type CmsCategory = z.infer<typeof cmsCategorySchema>

/** One CMS page (/pages/{id}); `content` is HTML, sanitised by the server and again before rendering. */
export const pageContentSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  categoryId: z.number(),
})
export type PageContent = z.infer<typeof pageContentSchema>

/** A promotion card and its detail dialog. */
export const promotionSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Card and dialog picture URL. */
  image: z.string(),
  /** Terms of the promotion as HTML (sanitised like CMS pages). */
  description: z.string(),
  /** Stable name for links and the slider's `slug` filter. */
  slug: z.string(),
})
export type Promotion = z.infer<typeof promotionSchema>

/** Picture sources by width: [0] default, [1] from 1200 px, [2] from 992 px (spec §3). */
export const responsiveImagesSchema = z.tuple([z.string(), z.string(), z.string()])
export type ResponsiveImages = z.infer<typeof responsiveImagesSchema>

/** A banner carousel slide. */
export const bannerSlideSchema = z.object({
  /** Where a click goes; `#` for a slide that is not a link. */
  url: z.string(),
  /** Link target (`_self`, `_blank`). */
  target: z.string(),
  images: responsiveImagesSchema,
  /** Which carousel shows the slide (the active slider slug of spec §4). */
  slug: z.string(),
  /** Alternative text of the picture, in the request's language. */
  title: z.string().optional(),
})
export type BannerSlide = z.infer<typeof bannerSlideSchema>

/** The popup banner: a click closes it and follows `url` when it is not empty. */
export const popupSchema = z.object({
  images: responsiveImagesSchema,
  url: z.string(),
  /** Alternative text of the picture (a popup from the back office); absent: the site's own words. */
  title: z.string().optional(),
})
export type Popup = z.infer<typeof popupSchema>

/** The first-visit popup: shown once per distinct content, remembered by `hash`. */
export const firstPopupSchema = popupSchema.extend({
  /** Hash of the popup's content; changes whenever an operator edits it. */
  hash: z.string(),
})
export type FirstPopup = z.infer<typeof firstPopupSchema>

/** The casino video banner. */
export const videoInfoSchema = z.object({
  /** Muted, looping background video. */
  url: z.string(),
  /** Title laid over the video. */
  title1: z.string(),
})
export type VideoInfo = z.infer<typeof videoInfoSchema>

export const languageSchema = z.object({
  id: z.number(),
  /** Name in its own language (Türkçe, English). */
  name: z.string(),
  locale: z.string(),
})
export type Language = z.infer<typeof languageSchema>

/** One UI string in the request's language (keys of i18n/ui-strings.ts plus operator additions). */
export const translationSchema = z.object({ key: z.string(), value: z.string() })
export type Translation = z.infer<typeof translationSchema>

/** An operator setting (social links, contact numbers, feature switches). */
export const siteOptionSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** Off means the setting is ignored (spec §5). */
  status: z.boolean(),
})
export type SiteOption = z.infer<typeof siteOptionSchema>

/** The domain-change announcement of the top banner. */
export const domainStatusSchema = z.object({
  /** Domain the site is served from now. */
  current: z.string(),
  /** Domain players should move to; null when no change is announced. */
  next: z.string().nullable(),
})
export type DomainStatus = z.infer<typeof domainStatusSchema>

/** GET cms/grouped: everything a page needs before its first paint, kept in local storage. */
/** The server's SITE_MODE as the web sees it (docs/security.md, first audit item 4). */
export const siteModeSchema = z.enum(['demo', 'live'])
export type SiteMode = z.infer<typeof siteModeSchema>

/**
 * The operator's licence block of the footer (docs/content.md), from the server's configuration
 * (OPERATOR_*, LICENCE_*). `demo`: the values are the demo site's fictional ones.
 */
export const licenceSchema = z.object({
  company: z.string(),
  registrationNumber: z.string(),
  address: z.string(),
  authority: z.string(),
  licenceNumber: z.string(),
  /** The authority's page that confirms the licence; null when the operator gave none. */
  validationUrl: z.string().nullable(),
  demo: z.boolean(),
})
export type Licence = z.infer<typeof licenceSchema>

export const bootstrapSchema = z.object({
  /** Casino categories of the lobbies and filters. */
  casinoCategoryList: z.array(casinoCategorySchema),
  /** Languages the site offers. */
  languageList: z.array(languageSchema),
  /** UI strings in the request's language. */
  translationList: z.array(translationSchema),
  /** Operator settings; only those with `status` on apply. */
  siteOption: z.array(siteOptionSchema),
  domainStatus: domainStatusSchema,
  /** Trial bonus offered after registration; 0 or less hides the offer. */
  trialBonusAmount: z.number(),
  /** Popup banner; null when none is active. */
  popupImages: popupSchema.nullable(),
  /** First-visit popup; null when none is active. */
  firstPopup: firstPopupSchema.nullable(),
  /** Slides of every carousel, filtered by `slug` on the client. */
  sliderList: z.array(bannerSlideSchema),
  /** Casino video banner; null when none is set. */
  videoInfo: videoInfoSchema.nullable(),
  /** Footer link groups. */
  cms: z.object({ categories: z.array(cmsCategorySchema) }),
  /** Active promotions, newest first. */
  promotions: z.array(promotionSchema),
  /**
   * `demo`: the demo payment gateway credits play money, so the site shows a "no real money" ribbon;
   * `live`: nothing. Not in spec §7: added by the first security audit (docs/security.md); absent means live.
   */
  siteMode: siteModeSchema.optional(),
  /** The footer's licence block (docs/content.md; not in spec §7). Absent in a record cached before it. */
  licence: licenceSchema.optional(),
  /**
   * The footer's link lists in their order, in the request's language (docs/backoffice.md
   * "Content": footer lists). Absent in a record cached before them: the site's own lists.
   */
  footerLists: z
    .array(z.object({ title: z.string(), links: z.array(z.object({ title: z.string(), url: z.string() })) }))
    .optional(),
  /**
   * The Google Tag Manager container id in use (docs/content.md "Tag manager"): the `gtm` site
   * option while on, else GTM_ID; null or absent when none. Loaded only after "Accept all".
   */
  tagManagerId: z.string().nullable().optional(),
  /**
   * The live chat's hosts while one is configured (docs/live-chat.md "Cookies"): the Cookie Policy
   * and the cookie notice name it. Empty or absent when none.
   */
  liveChatHosts: z.array(z.string()).optional(),
})
export type Bootstrap = z.infer<typeof bootstrapSchema>

/** The settings that apply: status on, keyed in lower case (spec §5). */
export function activeSiteOptions(options: readonly SiteOption[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const option of options) if (option.status) out[option.key.toLowerCase()] = option.value
  return out
}

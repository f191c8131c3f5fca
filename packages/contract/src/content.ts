import { z } from 'zod'
import { code, optionalText, requiredString, strictBody, text } from './rules.js'
import { CHAT_OPTION_KEYS, CHATWOOT_TOKEN } from './chat.js'

/*
 * Content management in the back office (docs/backoffice.md "Content", docs/content.md "Banners
 * from the back office"): the home carousel's banners and the site's UI strings. Permissions
 * `content.view` / `content.edit` (staff.ts).
 */

/** The carousel the console's banners go to: the home page's (bootstrap `sliderList`, slug `home`). */
export const BANNER_SLUG = 'home'

/** Banner artwork: PNG, JPEG or WebP up to 2 MB, checked by its bytes, never by its name. */
export const BANNER_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  /** Below this a file cannot be an image at all. */
  minBytes: 32,
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
  /** For the file input's `accept`: a hint to the picker only; the server checks the bytes. */
  accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
  /** The multipart fields besides `file` (the route refuses any other). */
  fields: ['locale', 'title', 'link', 'sort', 'startsAt', 'endsAt'] as const,
} as const
export type BannerContentType = (typeof BANNER_UPLOAD.types)[number]

/** The file extension a stored banner gets from its sniffed type (the media route's content type). */
export const BANNER_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const satisfies Record<BannerContentType, string>

/**
 * The type of an image by its first bytes: PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP
 * `RIFF····WEBP`. Null for anything else (an SVG, a GIF, a PDF, text named .png).
 */
export function sniffBannerType(head: Uint8Array): BannerContentType | null {
  const at = (offset: number, sig: readonly number[]) => sig.every((b, i) => head[offset + i] === b)
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp'
  return null
}

export const BANNER_LOCALES = ['tr', 'en'] as const
export const BANNER_TITLE_MAX = 120
export const BANNER_LINK_MAX = 500
export const BANNER_SORT_MAX = 9999

/** A site path (`/casino`), an http(s) address, or `#` (no link). */
const bannerLink = optionalText(BANNER_LINK_MAX)
  .transform((v) => v.trim() || '#')
  .refine(
    (v) => v === '#' || /^\/(?!\/)[^\s\\]*$/.test(v) || /^https?:\/\/[^\s/\\]+[^\s\\]*$/i.test(v),
    code('invalid_url'),
  )

/** An instant with its offset (`2026-12-01T09:00:00Z`), or empty/null for no bound. */
const instant = z
  .union([
    z.literal(''),
    z.null(),
    requiredString().pipe(z.iso.datetime({ offset: true, ...code('invalid_date') })),
  ])
  .transform((v) => (v ? new Date(v).toISOString() : null))

const bannerShape = {
  locale: z.enum(BANNER_LOCALES, { error: 'invalid_option' }),
  title: text(1, BANNER_TITLE_MAX),
  link: bannerLink.default('#'),
  /** Lower first; numbers may repeat (then the older banner first). */
  sort: z.coerce
    .number({ error: 'invalid_number' })
    .int(code('not_integer'))
    .min(0, code('too_small'))
    .max(BANNER_SORT_MAX, code('too_big'))
    .default(0),
  startsAt: instant.default(null),
  endsAt: instant.default(null),
}

const scheduleInOrder = (v: { startsAt: string | null; endsAt: string | null }) =>
  v.startsAt === null || v.endsAt === null || v.startsAt < v.endsAt

/** The fields of a new banner (the multipart route's text fields, as strings). */
export const bannerFieldsSchema = strictBody(bannerShape).refine(scheduleInOrder, {
  path: ['endsAt'],
  ...code('invalid_range'),
})
export type BannerFields = z.output<typeof bannerFieldsSchema>

/** PUT backoffice/cms/banners/:id: the same fields, and whether it is shown at all. */
export const bannerEditSchema = strictBody({
  ...bannerShape,
  status: z.boolean({ error: 'invalid_type' }),
}).refine(scheduleInOrder, { path: ['endsAt'], ...code('invalid_range') })
export type BannerEdit = z.output<typeof bannerEditSchema>

/** POST backoffice/cms/banners/:id/move: one place up or down the carousel. */
export const bannerMoveSchema = strictBody({
  direction: z.enum(['up', 'down'], { error: 'invalid_option' }),
})

/** POST backoffice/cms/banners/:id/delete: no fields (an empty body or `{}`). */
export const bannerDeleteSchema = strictBody({})

export const backofficeBannerSchema = z.strictObject({
  id: z.number(),
  /** The language whose visitors see it; null: every language (the seeded slides). */
  locale: z.enum(BANNER_LOCALES).nullable(),
  title: z.string(),
  link: z.string(),
  image: z.string(),
  sort: z.number(),
  status: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Shown on the home page right now (on, and inside its schedule). */
  live: z.boolean(),
})
export type BackofficeBanner = z.infer<typeof backofficeBannerSchema>

// ---------------------------------------------------------------------------------------------
// UI strings

export const UI_STRING_VALUE_MAX = 2000

/** GET backoffice/cms/strings: a search over keys and both languages' values. */
export const uiStringsQuerySchema = z.strictObject({
  q: optionalText(100).default(''),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
})

export const uiStringRowSchema = z.strictObject({ key: z.string(), tr: z.string(), en: z.string() })
export type UiStringRow = z.infer<typeof uiStringRowSchema>
export const uiStringPageSchema = z.strictObject({ items: z.array(uiStringRowSchema), total: z.number() })

/** POST backoffice/cms/strings: one string in one language. */
export const uiStringEditSchema = strictBody({
  key: text(1, 200),
  locale: z.enum(BANNER_LOCALES, { error: 'invalid_option' }),
  value: text(1, UI_STRING_VALUE_MAX),
})
export type UiStringEdit = z.output<typeof uiStringEditSchema>

// ---------------------------------------------------------------------------------------------
// Popups (docs/backoffice.md "Content": popups and the first-visit popup)

/** `banner`: the popup banner, once per browser session; `first-visit`: once per distinct content. */
export const POPUP_KINDS = ['banner', 'first-visit'] as const
export type PopupKindName = (typeof POPUP_KINDS)[number]

/** Popup artwork: the banners' rules (type by bytes, size); the form's fields besides `file`. */
export const POPUP_UPLOAD = {
  ...BANNER_UPLOAD,
  fields: ['kind', 'locale', 'title', 'link', 'startsAt', 'endsAt'] as const,
} as const

const popupShape = {
  kind: z.enum(POPUP_KINDS, { error: 'invalid_option' }),
  locale: bannerShape.locale,
  /** The picture's alternative text, read by a screen reader on the site. */
  title: bannerShape.title,
  link: bannerShape.link,
  startsAt: bannerShape.startsAt,
  endsAt: bannerShape.endsAt,
}

/** The fields of a new popup (the multipart route's text fields). */
export const popupFieldsSchema = strictBody(popupShape).refine(scheduleInOrder, {
  path: ['endsAt'],
  ...code('invalid_range'),
})
export type PopupFields = z.output<typeof popupFieldsSchema>

/** PUT backoffice/cms/popups/:id: the fields and whether it is on; its kind stays. */
export const popupEditSchema = strictBody({
  locale: popupShape.locale,
  title: popupShape.title,
  link: popupShape.link,
  startsAt: popupShape.startsAt,
  endsAt: popupShape.endsAt,
  status: z.boolean({ error: 'invalid_type' }),
}).refine(scheduleInOrder, { path: ['endsAt'], ...code('invalid_range') })
export type PopupEdit = z.output<typeof popupEditSchema>

export const backofficePopupSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(POPUP_KINDS),
  /** Null: every language (the seeded popups). */
  locale: z.enum(BANNER_LOCALES).nullable(),
  title: z.string(),
  link: z.string(),
  image: z.string(),
  status: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The one of its kind and language the site shows now (the newest that is on and in schedule). */
  showing: z.boolean(),
})
export type BackofficePopup = z.infer<typeof backofficePopupSchema>

// ---------------------------------------------------------------------------------------------
// Banner artwork replaced (docs/backoffice.md "Content": the banner edit form)

/** POST backoffice/cms/banners/:id/image: only `file`. */
export const BANNER_IMAGE_UPLOAD = { ...BANNER_UPLOAD, fields: [] as const } as const

// ---------------------------------------------------------------------------------------------
// Site options (docs/backoffice.md "Content": site options)

/**
 * The options the console edits and what each holds: `url` an http(s) address; `telegram` an
 * address or an @handle; `whatsapp` an address or a phone number; `email` an e-mail address;
 * `token` a Chatwoot website token. The
 * site reads them from the bootstrap's `siteOption` (spec §5: only when on).
 */
export const SITE_OPTIONS = [
  { key: 'telegram', kind: 'url', group: 'social' },
  { key: 'twitter', kind: 'url', group: 'social' },
  { key: 'instagram', kind: 'url', group: 'social' },
  { key: 'youtube', kind: 'url', group: 'social' },
  { key: 'facebook', kind: 'url', group: 'social' },
  { key: 'telegram1', kind: 'telegram', group: 'contact' },
  { key: 'telegram2', kind: 'telegram', group: 'contact' },
  { key: 'whatsapp1', kind: 'whatsapp', group: 'contact' },
  { key: 'whatsapp2', kind: 'whatsapp', group: 'contact' },
  { key: 'whatsapp3', kind: 'whatsapp', group: 'contact' },
  { key: 'whatsapp4', kind: 'whatsapp', group: 'contact' },
  { key: 'email', kind: 'email', group: 'contact' },
  { key: 'livechat', kind: 'url', group: 'chat' },
  // docs/content.md "Tag manager": overrides GTM_ID while on.
  { key: 'gtm', kind: 'gtm', group: 'tags' },
  // Chatwoot's widget (docs/live-chat.md "Settings"): each, when on, overrides its CHATWOOT_* variable.
  { key: CHAT_OPTION_KEYS.baseUrl, kind: 'url', group: 'chat' },
  { key: CHAT_OPTION_KEYS.websiteToken, kind: 'token', group: 'chat' },
  { key: CHAT_OPTION_KEYS.fallbackUrl, kind: 'url', group: 'chat' },
] as const
export type SiteOptionKey = (typeof SITE_OPTIONS)[number]['key']
export type SiteOptionKind = (typeof SITE_OPTIONS)[number]['kind']
export const SITE_OPTION_VALUE_MAX = 500

/**
 * A Google Tag Manager container id (docs/content.md "Tag manager"): `GTM-` and capitals and digits,
 * as the GTM console shows it. The id goes into a script URL, so nothing else is accepted.
 */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/
export const isGtmId = (v: string): boolean => v.length <= 32 && GTM_ID_PATTERN.test(v)

const HTTP_URL = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i
const SITE_OPTION_VALUE: Record<SiteOptionKind, (v: string) => boolean> = {
  url: (v) => HTTP_URL.test(v),
  telegram: (v) => HTTP_URL.test(v) || /^@?[a-z0-9_]{5,32}$/i.test(v),
  whatsapp: (v) => HTTP_URL.test(v) || /^\+?[\d ]{7,20}$/.test(v),
  email: (v) => z.regexes.email.test(v),
  gtm: isGtmId,
  token: (v) => CHATWOOT_TOKEN.test(v),
}

/** Whether `value` fits the option's kind (an empty value fits only an option that is off). */
export function siteOptionValueValid(kind: SiteOptionKind, value: string): boolean {
  return SITE_OPTION_VALUE[kind](value)
}

/** POST backoffice/cms/options: one option's value and whether the site uses it. */
export const siteOptionEditSchema = strictBody({
  key: z.enum(SITE_OPTIONS.map((o) => o.key) as [SiteOptionKey, ...SiteOptionKey[]], {
    error: 'invalid_option',
  }),
  value: optionalText(SITE_OPTION_VALUE_MAX).transform((v) => v.trim()),
  status: z.boolean({ error: 'invalid_type' }),
}).superRefine((v, ctx) => {
  const kind = SITE_OPTIONS.find((o) => o.key === v.key)!.kind
  if (v.value === '' ? v.status : !siteOptionValueValid(kind, v.value))
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message:
        v.value === ''
          ? 'required'
          : kind === 'email'
            ? 'invalid_email'
            : kind === 'gtm'
              ? 'invalid_gtm_id'
              : kind === 'token'
                ? 'invalid_format'
                : 'invalid_url',
    })
})
export type SiteOptionEdit = z.output<typeof siteOptionEditSchema>

export const backofficeSiteOptionSchema = z.strictObject({
  key: z.string(),
  kind: z.enum(['url', 'telegram', 'whatsapp', 'email', 'gtm', 'token']),
  group: z.enum(['social', 'contact', 'chat', 'tags']),
  value: z.string(),
  status: z.boolean(),
})
export type BackofficeSiteOption = z.infer<typeof backofficeSiteOptionSchema>

// ---------------------------------------------------------------------------------------------
// Footer lists (docs/backoffice.md "Content": footer lists)

export const FOOTER_LISTS_MAX = 8
export const FOOTER_LINKS_MAX = 12
export const FOOTER_TITLE_MAX = 60

/** A footer link: a site path (`/casino`) or an http(s) address; never `#`, script or data. */
const footerUrl = text(1, BANNER_LINK_MAX)
  .transform((v) => v.trim())
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || HTTP_URL.test(v), code('invalid_url'))

const bothLanguages = strictBody({
  tr: text(1, FOOTER_TITLE_MAX),
  en: text(1, FOOTER_TITLE_MAX),
})

export const footerLinkSchema = strictBody({ title: bothLanguages, url: footerUrl })
export const footerListSchema = strictBody({
  title: bothLanguages,
  links: z.array(footerLinkSchema, { error: 'invalid_type' }).max(FOOTER_LINKS_MAX, code('too_long')),
})

/** PUT backoffice/cms/footer: every list in its order, each with its links in order (a whole save). */
export const footerListsEditSchema = strictBody({
  lists: z.array(footerListSchema, { error: 'invalid_type' }).max(FOOTER_LISTS_MAX, code('too_long')),
})
export type FooterListsEdit = z.output<typeof footerListsEditSchema>

export const backofficeFooterListSchema = z.strictObject({
  title: z.strictObject({ tr: z.string(), en: z.string() }),
  links: z.array(
    z.strictObject({ title: z.strictObject({ tr: z.string(), en: z.string() }), url: z.string() }),
  ),
})
export type BackofficeFooterList = z.infer<typeof backofficeFooterListSchema>

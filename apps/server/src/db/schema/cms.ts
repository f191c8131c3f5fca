import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Localized } from '@galata/contract'

/**
 * Site content and the bootstrap record (spec §2 banners/content/footer, §3). Text the player reads
 * in more than one language is a jsonb `{tr, en}` (one row per item keeps the ordering, status and
 * images in one place; a missing language falls back to Turkish when served). HTML columns hold
 * content that was sanitised when written; it is sanitised again when served.
 */

/** Responsive image set in the order of spec §3: [default (small), ≥1200 px, ≥992 px]. */
export type ImageSet = [string, string, string]

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** Languages offered in the selector (spec §9: tr default, en). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  locale: text('locale').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
})

/** UI strings per language; seeded from the contract's `uiStrings`, editable by the operator. */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
)

/**
 * Site settings shown to the browser (social links, contacts, live chat…). Spec §5: used only when
 * status is on and keyed in lower case, so the key is forced lower-case by a constraint.
 */
export const siteOptions = pgTable(
  'site_options',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    status: boolean('status').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_options_key_lower', sql`${t.key} = lower(${t.key})`)],
)

/** The current domain and the one the top banner announces (spec §2); a single row. */
export const domains = pgTable(
  'domains',
  {
    id: smallint('id').primaryKey().default(1),
    current: text('current').notNull(),
    next: text('next'),
    updatedAt: updatedAt(),
  },
  (t) => [check('domains_single_row', sql`${t.id} = 1`)],
)

/** Numeric settings. Money settings (e.g. `trial_bonus_amount`) are kuruş (ARCHITECTURE.md, money). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'bigint' }).notNull(),
  updatedAt: updatedAt(),
})

/**
 * One row: a counter that statement triggers on every table the cached content is built from bump
 * on each write, whoever writes (seed, back office, psql). Every instance polls it and drops its
 * cached answers when it moves (docs/content.md "Caching"). Created with its triggers in migration
 * 0034_content_version.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
)

/** Groups of static pages feeding the footer lists and the static-content side menu (spec §3). */
export const cmsCategories = pgTable('cms_categories', {
  id: serial('id').primaryKey(),
  /** Stable machine name (`footer`, `story`, `terms-of-use`, `terms-of-service`): ids may differ per site. */
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
})

/** Static pages served at /pages/{id}; /pages/1 is the general terms (spec §2). */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => cmsCategories.id, { onDelete: 'restrict' }),
    title: jsonb('title').$type<Localized>().notNull(),
    /** Sanitised HTML per language. */
    content: jsonb('content').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Drafts (docs/backoffice.md "Content"): an edit saved in the back office waits here, unseen by
     * players, until it is published into `title`/`content`. `published_at` null: never published
     * (a new page), never served; seeded and older rows get the migration's time.
     */
    draft: jsonb('draft').$type<CmsPageDraft>(),
    draftAt: timestamp('draft_at', { withTimezone: true }),
    draftBy: integer('draft_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('cms_pages_category_idx').on(t.categoryId, t.sort)],
)

export interface CmsPageDraft {
  title: Localized
  content: Localized
}

/** Carousel slides (spec §3 banner slide); the carousel shows the slides of the active slug. */
export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    url: text('url').notNull().default('#'),
    target: text('target').notNull().default('_self'),
    images: jsonb('images').$type<ImageSet>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
    status: boolean('status').notNull().default(true),
    /**
     * Banners from the back office (docs/content.md "Banners from the back office"): the language
     * whose visitors see it (null: every language, as the seeded slides) and an optional schedule.
     */
    locale: text('locale'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sliders_slug_idx').on(t.slug, t.sort)],
)

export const popupKinds = ['banner', 'first-visit'] as const
export type PopupKind = (typeof popupKinds)[number]

/**
 * The popup banner and the first-visit popup (spec §2). The browser shows a first-visit popup once
 * per distinct content, remembered by `content_hash` (sha256 of images and url, set when written).
 */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PopupKind>().notNull(),
    images: jsonb('images').$type<ImageSet>().notNull(),
    url: text('url').notNull().default('#'),
    contentHash: text('content_hash').notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    /**
     * Popups from the back office (docs/backoffice.md "Content"): the language whose visitors see
     * it (null: every language, as the seeded ones), the picture's alternative text (empty: the
     * site's own words) and an optional schedule.
     */
    locale: text('locale'),
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [check('popups_kind', sql`${t.kind} in ('banner', 'first-visit')`)],
)

/** The casino page's background video with its title (spec §3 video info). */
export const videoBanners = pgTable('video_banners', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
})

/** Promotions page and detail dialog (spec §2): image, title, sanitised HTML description. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  image: text('image').notNull(),
  /** Sanitised HTML per language. */
  description: jsonb('description').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
  status: boolean('status').notNull().default(true),
  /** Shown only between these instants when set; null means open-ended. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Drafts as on `cms_pages` (docs/backoffice.md "Content"). */
  draft: jsonb('draft').$type<PromotionDraftRow>(),
  draftAt: timestamp('draft_at', { withTimezone: true }),
  draftBy: integer('draft_by'),
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
})

export interface PromotionDraftRow {
  title: Localized
  /** Sanitised HTML, with the `{{campaign:code}}` reference when it advertises a campaign. */
  description: Localized
  image: string
  startsAt: string | null
  endsAt: string | null
}

/**
 * Staff preview links of a draft (docs/backoffice.md "Content"): the token is shown once and kept
 * only as its SHA-256; it opens one item's draft, read-only, until `expires_at`.
 */
export const cmsPreviews = pgTable(
  'cms_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'promotion' | 'page'>().notNull(),
    itemId: integer('item_id').notNull(),
    locale: text('locale').notNull(),
    staffId: integer('staff_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cms_previews_expires_idx').on(t.expiresAt),
    check('cms_previews_kind', sql`${t.kind} in ('promotion', 'page')`),
  ],
)

/**
 * Casino areas (slot, live, games, …) and, under live, the sub-categories behind the live filter
 * (spec §2 menus). `slug_list` names the casino routes and filters the category appears under
 * (`live`, `live-roulette`, …); the id is what `casino/categorygames` receives as systemCategory.
 */
export const casinoCategories = pgTable(
  'casino_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    slugList: jsonb('slug_list').$type<string[]>().notNull().default([]),
    /** Null or empty: the browser shows the placeholder image (spec §3). */
    imageUrl: text('image_url'),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    foreignKey({
      columns: [t.parentId],
      foreignColumns: [t.id],
      name: 'casino_categories_parent_fk',
    }).onDelete('cascade'),
  ],
)

/**
 * Countries of the registration form (spec §3). Ids are fixed by the data file, not generated,
 * because the client's default country is the stored id 235 (Türkiye).
 */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    name: jsonb('name').$type<Localized>().notNull(),
    iso2: text('iso2').notNull(),
    /** International dialling code without the plus, e.g. `90`. */
    phoneCode: text('phone_code').notNull(),
  },
  (t) => [uniqueIndex('countries_iso2_idx').on(t.iso2)],
)

/**
 * The footer's link lists (docs/backoffice.md "Content": footer lists), in `sort` order, each with
 * its links in order. Saved whole from the console, so a row is a list and its links a jsonb array.
 */
export const footerLists = pgTable('footer_lists', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  links: jsonb('links').$type<{ title: Localized; url: string }[]>().notNull(),
  updatedAt: updatedAt(),
})

import type { Localized } from '@galata/contract'
import type { ImageSet, PopupKind } from '../../../db/schema/index.js'
import { LIVE_DEALER_CATEGORY_RENAME, LIVE_SLIDE } from './live-casino.data.js'

/**
 * Images in the order of spec §3: [default/small, ≥1200 px, ≥992 px]. The carousel slides are WebP
 * renders of their SVGs (scripts/artwork/rasterize.mjs): the hero is the home page's largest paint,
 * and its SVG filters were slow to paint in software (docs/content-ui.md, "LCP").
 */
function imageSet(base: string, ext: 'svg' | 'webp' = 'svg'): ImageSet {
  return [`${base}-sm.${ext}`, `${base}-lg.${ext}`, `${base}-md.${ext}`]
}

export interface LanguageSeed {
  locale: string
  name: string
  sort: number
}

/** Spec §9: Turkish (the default) and English. */
export const languageSeeds: readonly LanguageSeed[] = [
  { locale: 'tr', name: 'Türkçe', sort: 1 },
  { locale: 'en', name: 'English', sort: 2 },
]

export interface SliderSeed {
  slug: string
  url: string
  target: string
  images: ImageSet
  title: Localized
  sort: number
}

/** The third home slide: the studio's own games, which the site runs today (docs/content.md). */
export const ORIGINALS_SLIDE = {
  url: '/casino/games',
  images: imageSet('/media/slides/originals', 'webp'),
  title: {
    tr: 'Galata Originals: kanıtlanabilir adil oyunlar',
    en: 'Galata Originals: provably fair games',
  },
} as const satisfies Pick<SliderSeed, 'url' | 'images' | 'title'>

const homeSlides: SliderSeed[] = [
  {
    slug: 'home',
    url: '/promotions?slug=welcome-bonus',
    target: '_self',
    images: imageSet('/media/slides/welcome', 'webp'),
    // docs/content.md: the served title is the campaign's headline, written from its figures.
    title: { tr: '{{campaign:first_deposit}}', en: '{{campaign:first_deposit}}' },
    sort: 1,
  },
  {
    slug: 'home',
    url: LIVE_SLIDE.url,
    target: '_self',
    images: LIVE_SLIDE.images,
    // What the live tables are: an animated host, no studio (docs/content.md, "What the live casino is").
    title: LIVE_SLIDE.title,
    sort: 2,
  },
  {
    slug: 'home',
    url: ORIGINALS_SLIDE.url,
    target: '_self',
    images: ORIGINALS_SLIDE.images,
    // docs/content.md: a slide about what the site has today, not a promise of a sportsbook to come.
    title: ORIGINALS_SLIDE.title,
    sort: 3,
  },
]

/** The carousel shows the slides of the active slug (spec §4): `home` on the home page, `casino` on casino pages. */
export const sliderSeeds: readonly SliderSeed[] = [
  ...homeSlides,
  { ...homeSlides[1]!, slug: 'casino', sort: 1 },
  { ...homeSlides[0]!, slug: 'casino', sort: 2 },
]

export interface PopupSeed {
  kind: PopupKind
  images: ImageSet
  url: string
}

export const popupSeeds: readonly PopupSeed[] = [
  { kind: 'banner', images: imageSet('/media/popups/first-deposit'), url: '/promotions' },
  { kind: 'first-visit', images: imageSet('/media/popups/welcome'), url: '/promotions' },
]

export const videoBannerSeed = {
  url: '/media/video/casino-loop.webm',
  title: { tr: 'Canlı casinonun kalbi Galata’da atıyor', en: 'The heart of live casino beats at Galata' },
} as const satisfies { url: string; title: Localized }

export interface CasinoCategorySeed {
  slug: string
  name: Localized
  /** Casino routes and filters the category belongs to (the contract's `slugList`). */
  slugList: string[]
  image: boolean
  sort: number
  children?: CasinoCategorySeed[]
}

/**
 * Casino areas of spec §2 (/casino/slot, live, games, bingo, tvbets, plus the Sanal menu entry)
 * and the live sub-categories behind the live filter (All, Roulette, Blackjack, Poker, Baccarat,
 * Dealer → Live Roulette … Live Dealer; the last one's name is "Dealer Games", live-casino.data.ts).
 */
export const casinoCategorySeeds: readonly CasinoCategorySeed[] = [
  {
    slug: 'slot',
    name: { tr: 'Slot', en: 'Slots' },
    slugList: ['slot'],
    image: true,
    sort: 1,
  },
  {
    slug: 'live',
    name: { tr: 'Canlı Casino', en: 'Live Casino' },
    slugList: ['live'],
    image: true,
    sort: 2,
    children: [
      {
        slug: 'live-roulette',
        name: { tr: 'Canlı Rulet', en: 'Live Roulette' },
        slugList: ['live', 'live-roulette'],
        image: false,
        sort: 1,
      },
      {
        slug: 'live-blackjack',
        name: { tr: 'Canlı Blackjack', en: 'Live Blackjack' },
        slugList: ['live', 'live-blackjack'],
        image: false,
        sort: 2,
      },
      {
        slug: 'live-poker',
        name: { tr: 'Canlı Poker', en: 'Live Poker' },
        slugList: ['live', 'live-poker'],
        image: false,
        sort: 3,
      },
      {
        slug: 'live-baccarat',
        name: { tr: 'Canlı Bakara', en: 'Live Baccarat' },
        slugList: ['live', 'live-baccarat'],
        image: false,
        sort: 4,
      },
      {
        slug: 'live-dealer',
        name: LIVE_DEALER_CATEGORY_RENAME.after,
        slugList: ['live', 'live-dealer'],
        image: false,
        sort: 5,
      },
    ],
  },
  {
    slug: 'games',
    name: { tr: 'Oyunlar', en: 'Games' },
    slugList: ['games'],
    image: true,
    sort: 3,
  },
  { slug: 'bingo', name: { tr: 'Tombala', en: 'Bingo' }, slugList: ['bingo'], image: true, sort: 4 },
  { slug: 'tvbets', name: { tr: 'TV Oyunları', en: 'TV Games' }, slugList: ['tvbets'], image: true, sort: 5 },
  {
    slug: 'virtual',
    name: { tr: 'Sanal Sporlar', en: 'Virtual Sports' },
    slugList: ['virtual'],
    image: true,
    sort: 6,
  },
]

/**
 * docs/content.md: lobby categories renamed to the menu's words (Tombala, Sanal Sporlar). A database seeded
 * before gets the new name only while the category still has the name it was seeded with.
 */
export const CASINO_CATEGORY_RENAMES: readonly { slug: string; before: Localized; after: Localized }[] = [
  { slug: 'bingo', before: { tr: 'Bingo', en: 'Bingo' }, after: { tr: 'Tombala', en: 'Bingo' } },
  {
    slug: 'virtual',
    before: { tr: 'Sanal', en: 'Virtual' },
    after: { tr: 'Sanal Sporlar', en: 'Virtual Sports' },
  },
  LIVE_DEALER_CATEGORY_RENAME,
]

export interface SiteOptionSeed {
  key: string
  value: string
  status: boolean
}

/** Spec §2 footer social links and contact block; used by the browser only when status is on (§5). */
export const siteOptionSeeds: readonly SiteOptionSeed[] = [
  { key: 'telegram', value: 'https://t.me/galatacasino', status: true },
  { key: 'twitter', value: 'https://x.com/galatacasino', status: true },
  { key: 'instagram', value: 'https://www.instagram.com/galatacasino', status: true },
  { key: 'youtube', value: 'https://www.youtube.com/@galatacasino', status: true },
  { key: 'telegram1', value: 'https://t.me/galatadestek', status: true },
  { key: 'telegram2', value: 'https://t.me/galatavip', status: true },
  { key: 'whatsapp1', value: 'https://wa.me/905301112233', status: true },
  { key: 'whatsapp2', value: 'https://wa.me/905302223344', status: true },
  { key: 'whatsapp3', value: 'https://wa.me/905303334455', status: true },
  { key: 'whatsapp4', value: 'https://wa.me/905304445566', status: true },
  { key: 'email', value: 'destek@galata.bet', status: true },
  { key: 'livechat', value: 'https://chat.galata.bet/widget.js', status: true },
  // Kept off on purpose: the old Facebook page was closed, and an off option must not reach the browser.
  { key: 'facebook', value: 'https://www.facebook.com/galatacasino', status: false },
]

/** Spec §2: the top banner announces the move from the current domain to the next. */
export const domainSeed = { current: 'galata.bet', next: 'galata2.bet' } as const

/** 50 TRY trial bonus, stored in kuruş (ARCHITECTURE.md, money). */
export const TRIAL_BONUS_AMOUNT_KEY = 'trial_bonus_amount'
export const trialBonusAmountSeed = 5_000n

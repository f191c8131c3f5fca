import type { Localized } from '@galata/contract'
import type { ImageSet } from '../../../db/schema/index.js'
import type { Retraction } from './retractions.data.js'

/*
 * What the live casino is (docs/content.md, "What the live casino is"): the live tables are the
 * Galata Originals' shared rounds with an animated host, and a random number generator decides
 * every result (docs/shared-rounds.md). No studio, no camera, no human dealer. The demo content
 * said otherwise (real and Turkish-speaking dealers, studio streams); the new wording is here with
 * the old one, so a database seeded before gets the new text at boot (seed.ts `retractOffers` and
 * `retractPassages`) wherever the operator has not rewritten it.
 */

/** The live-casino home slide (also the first slide of the casino pages). */
export const LIVE_SLIDE = {
  url: '/casino/live',
  images: [
    '/media/slides/live-casino-sm.webp',
    '/media/slides/live-casino-lg.webp',
    '/media/slides/live-casino-md.webp',
  ] as ImageSet,
  title: {
    tr: 'Canlı casino: animasyonlu sunuculu masalar',
    en: 'Live casino: tables with an animated host',
  },
} as const satisfies { url: string; images: ImageSet; title: Localized }

/** The slide's title as seeded before. */
export const LIVE_SLIDE_FORMER_TITLE: Localized = {
  tr: 'Canlı casinoda Türkçe krupiyeler',
  en: 'Turkish-speaking dealers in live casino',
}

/**
 * The live sub-category behind the lobby's "Krupiye / Dealer" filter (spec §2 keeps the slug
 * `live-dealer`). It holds Dragon Tiger, a card game dealt by the animated host, so its name says
 * "dealer games" rather than "live dealer".
 */
export const LIVE_DEALER_CATEGORY_RENAME = {
  slug: 'live-dealer',
  before: { tr: 'Canlı Krupiye', en: 'Live Dealer' },
  after: { tr: 'Krupiye Oyunları', en: 'Dealer Games' },
} as const satisfies { slug: string; before: Localized; after: Localized }

/** The "Behind the Live Tables" story (page 12): its body, as seeded before and now. */
export const LIVE_TABLES_STORY: Record<'tr' | 'en', { before: string; after: string }> = {
  tr: {
    before: `<p>Canlı casino masalarımızda her kart, her top gerçek zamanlı olarak yayınlanır. Krupiyelerimiz, lisanslı stüdyolarda çok kameralı düzenekle çalışır; her el kayda alınır ve bağımsız denetçiler tarafından incelenir.</p>
<ul>
  <li>Türkçe krupiyeli rulet ve blackjack masaları</li>
  <li>7/24 açık bakara ve poker masaları</li>
  <li>Düşük bahisten VIP limitlere kadar her bütçeye uygun masalar</li>
</ul>`,
    after: `<p>Canlı casino masalarımızı Galata Originals kendisi işletir. Her turu animasyonlu bir sunucu yönetir; kartı, topu ya da çarkı rastgele sayı üreteci belirler. Masalar 7/24 açıktır ve her tur, masadaki tüm oyuncular için aynı anda, yayımlanan bir programla döner.</p>
<p>Her turun sonucu, bahisler açılmadan önce yayımlanan bir SHA-256 taahhüdüne bağlıdır; tur bittiğinde masanın doğrulama sayfasında sonucu kendiniz hesaplayabilirsiniz.</p>
<ul>
  <li>Rulet, bakara ve Ejderha Kaplan masaları</li>
  <li>Sonsuz Blackjack ve Üç Kart Poker: ortak el, kendi kararlarınız</li>
</ul>`,
  },
  en: {
    before: `<p>At our live casino tables every card and every ball is streamed in real time. Our dealers work in licensed studios with multi-camera set-ups; every hand is recorded and reviewed by independent auditors.</p>
<ul>
  <li>Roulette and blackjack tables with Turkish-speaking dealers</li>
  <li>Baccarat and poker tables open 24/7</li>
  <li>Tables for every budget, from low stakes to VIP limits</li>
</ul>`,
    after: `<p>Our live casino tables are run by Galata Originals itself. An animated host runs every round, and a random number generator decides the card, the ball or the wheel. The tables are open 24/7, and each round runs for every player at the table at once, on a published schedule.</p>
<p>Each round’s result is bound to a SHA-256 commitment published before betting opens; once the round is over you can work the result out yourself on the table’s verify page.</p>
<ul>
  <li>Roulette, baccarat and Dragon Tiger tables</li>
  <li>Infinite Blackjack and Three Card Poker: a common hand, your own decisions</li>
</ul>`,
  },
}

export const LIVE_TABLES_STORY_PAGE_ID = 12

/** The story's passages for `retractPassages`. */
export const LIVE_CASINO_RETRACTIONS: readonly Retraction[] = (['tr', 'en'] as const).map((locale) => ({
  pageId: LIVE_TABLES_STORY_PAGE_ID,
  locale,
  ...LIVE_TABLES_STORY[locale],
}))

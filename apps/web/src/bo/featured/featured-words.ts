/*
 * The featured screen's words in Turkish and English (docs/backoffice.md "Featured"), spread into the
 * console's dictionary (i18n/dictionary.ts).
 */
export const featuredWords = {
  'nav.featured': { tr: 'Öne çıkanlar', en: 'Featured' },
  'featured.title': {
    tr: 'Öne çıkanlar, oran artırımları, hazır kuponlar',
    en: 'Featured, odds boosts, ready coupons',
  },
  'featured.intro': {
    tr: 'Ana sayfada ve /spor’da gösterilenler. Seçim numaraları maç sayfasındaki oranların numaralarıdır.',
    en: 'What the home page and /spor show. Selection numbers are the ids of the prices on the event page.',
  },
  'featured.picks': { tr: 'Günün Maçları', en: 'Matches of the day' },
  'featured.picksHint': {
    tr: 'Maç numaraları, virgülle, sırayla (en fazla 6). Boş bırakılırsa en çok oynanan maçlar gösterilir.',
    en: 'Event ids, comma-separated, in order (at most 6). Left empty, the matches with the most stake are shown.',
  },
  'featured.picksSave': { tr: 'Günün Maçlarını kaydet', en: 'Save matches of the day' },
  'featured.boosts': { tr: 'Oran artırımları', en: 'Odds boosts' },
  'featured.boostAdd': { tr: 'Oran artırımı ekle', en: 'Add an odds boost' },
  'featured.outcomeId': { tr: 'Seçim numarası', en: 'Selection id' },
  'featured.builderEventId': {
    tr: 'Maç numarası (Maç Kombini için)',
    en: 'Match id (for a bet builder)',
  },
  'featured.builderOutcomeIds': {
    tr: 'Maç Kombini seçim numaraları (virgülle, 2–6)',
    en: 'Bet builder selection ids (comma-separated, 2–6)',
  },
  'featured.odds': { tr: 'Artırılmış oran', en: 'Boosted price' },
  'featured.endsAt': { tr: 'Bitiş', en: 'Ends' },
  'featured.startsAt': { tr: 'Başlangıç', en: 'Starts' },
  'featured.maxStake': { tr: 'Bahis başına en fazla (₺)', en: 'Max stake a bet (₺)' },
  'featured.liabilityCap': {
    tr: 'Risk sınırı (₺, olası kazanç toplamı)',
    en: 'Liability cap (₺, potential payouts)',
  },
  'featured.liability': { tr: 'Risk', en: 'Liability' },
  'featured.bets': { tr: 'Kupon', en: 'Tickets' },
  'featured.selection': { tr: 'Seçim', en: 'Selection' },
  'featured.price': { tr: 'Oran (eski → yeni)', en: 'Price (was → now)' },
  'featured.state': { tr: 'Durum', en: 'State' },
  'featured.state.scheduled': { tr: 'Başlamadı', en: 'Scheduled' },
  'featured.state.live': { tr: 'Yayında', en: 'Live' },
  'featured.state.ended': { tr: 'Bitti', en: 'Ended' },
  'featured.end': { tr: 'Bitir', en: 'End' },
  'featured.endRow': { tr: '{id} numaralı artırımı bitir', en: 'End boost {id}' },
  'featured.none': { tr: 'Henüz yok.', en: 'None yet.' },
  'featured.coupons': { tr: 'Hazır kuponlar', en: 'Ready coupons' },
  'featured.couponAdd': { tr: 'Hazır kupon ekle', en: 'Add a ready coupon' },
  'featured.titleTr': { tr: 'Başlık (Türkçe)', en: 'Title (Turkish)' },
  'featured.titleEn': { tr: 'Başlık (İngilizce)', en: 'Title (English)' },
  'featured.outcomeIds': {
    tr: 'Seçim numaraları (virgülle, 2–10)',
    en: 'Selection ids (comma-separated, 2–10)',
  },
  'featured.retire': { tr: 'Kaldır', en: 'Retire' },
  'featured.retireRow': { tr: '{title} kuponunu kaldır', en: 'Retire coupon {title}' },
  'featured.retired': { tr: 'Kaldırıldı', en: 'Retired' },
  'featured.gone': { tr: 'bahse kapalı', en: 'closed' },
  'featured.saved': { tr: 'Kaydedildi.', en: 'Saved.' },
} as const

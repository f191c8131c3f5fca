import type { Locale, Localized } from '@galata/contract'

/** The table pages' own strings (shared rounds, docs/shared-rounds.md), merged into the studio's on the page. */
export const tableStrings = {
  hostLabel: {
    tr: 'Animasyonlu sunucu: sonucu rastgele sayı üreteci belirler, stüdyo yayını değildir.',
    en: 'Animated host: a random number generator decides the result; this is not a studio broadcast.',
  },
  phase_scheduled: { tr: 'Tur birazdan başlıyor', en: 'The round starts shortly' },
  phase_open: { tr: 'Bahisleri yapın', en: 'Place your bets' },
  phase_closed: { tr: 'Bahisler kapandı', en: 'Bets are closed' },
  phase_revealing: { tr: 'Çark dönüyor', en: 'The wheel is spinning' },
  phase_settled: { tr: 'Tur sonuçlandı', en: 'Round settled' },
  phase_void: {
    tr: 'Tur iptal edildi; bahisler iade edildi.',
    en: 'The round was void; bets were refunded.',
  },
  secondsLeft: { tr: '{s} sn', en: '{s} s' },
  roundNo: { tr: 'Tur No. {id}', en: 'Round {id}' },
  chip: { tr: 'Çip', en: 'Chip' },
  chipValue: { tr: '{amount} değerinde çip', en: 'Chip of {amount}' },
  placeBets: { tr: 'Bahisleri Onayla', en: 'Confirm Bets' },
  clearBets: { tr: 'Temizle', en: 'Clear' },
  pendingTotal: { tr: 'Seçilen: {amount}', en: 'Selected: {amount}' },
  betAccepted: { tr: 'Bahsiniz alındı: {amount}', en: 'Your bet is in: {amount}' },
  nextRoundOffer: {
    tr: 'Bu turun bahisleri kapandı. Bahsiniz sonraki tur için hazır.',
    en: 'Bets for this round are closed. Your bet is ready for the next round.',
  },
  playersCount: { tr: '{n} oyuncu', en: '{n, plural, one {# player} other {# players}}' },
  totalBets: { tr: 'Toplam bahis: {amount}', en: 'Total bets: {amount}' },
  lastResults: { tr: 'Son sonuçlar', en: 'Last results' },
  myBets: { tr: 'Bahisleriniz', en: 'Your bets' },
  resultPocket: { tr: 'Sonuç: {n}', en: 'Result: {n}' },
  wonAmount: { tr: '{amount} kazandınız', en: 'You won {amount}' },
  lostRound: { tr: 'Bu tur kazanamadınız', en: 'No win this round' },
  refunded: { tr: 'İade edildi', en: 'Refunded' },
  statusOpen: { tr: 'Bekliyor', en: 'Waiting' },
  help: { tr: 'Kurallar', en: 'Rules' },
  close: { tr: 'Kapat', en: 'Close' },
  rulesIntro: {
    tr: 'Tek sıfırlı Avrupa ruleti. Bahisler sunucu saatiyle kapanır; top 0–36 arasındaki 37 cepten birine düşer.',
    en: 'Single-zero European roulette. Bets close by the server’s clock; the ball lands in one of 37 pockets, 0–36.',
  },
  rulesRtp: {
    tr: 'Her bahsin RTP’si %{rtp}: n sayıyı kapsayan bahis, bahis tutarının 36/n katını öder.',
    en: 'Every bet’s RTP is {rtp}%: a bet covering n numbers returns 36/n times its stake.',
  },
  payoutStraight: { tr: 'Tek sayı 35:1', en: 'Straight up 35:1' },
  payoutSplit: { tr: 'İkili (split) 17:1', en: 'Split 17:1' },
  payoutStreet: { tr: 'Sıra (street) 11:1', en: 'Street 11:1' },
  payoutCorner: { tr: 'Köşe (corner) 8:1', en: 'Corner 8:1' },
  payoutLine: { tr: 'Altılı sıra (six line) 5:1', en: 'Six line 5:1' },
  payoutDozen: { tr: 'Düzine ve kolon 2:1', en: 'Dozen and column 2:1' },
  payoutEven: { tr: 'Kırmızı/siyah, tek/çift, 1–18/19–36 1:1', en: 'Red/black, odd/even, 1–18/19–36 1:1' },
  payoutNeighbours: {
    tr: 'Komşular: seçilen sayı ve çarkta iki yanındaki ikişer sayı, her birine bir çip (5 çip), her biri 35:1.',
    en: 'Neighbours: the chosen number and the two either side on the wheel, one chip each (5 chips), each 35:1.',
  },
  rulesFairness: {
    tr: 'Her turun sunucu tohumu bahisler açılmadan önce SHA-256 özetiyle yayımlanır. Sonuç, bu tohum ile bahisler kapandığında alınan tüm bahislerin özetinden hesaplanır; tur bitince tohum açıklanır ve herkes sonucu doğrulayabilir.',
    en: 'Each round’s server seed is published as its SHA-256 before bets open. The result comes from that seed and the hash of every bet accepted when betting closes; when the round ends the seed is revealed and anyone can verify the result.',
  },
  racetrack: { tr: 'Çark pisti (komşular)', en: 'Racetrack (neighbours)' },
  red: { tr: 'Kırmızı', en: 'Red' },
  black: { tr: 'Siyah', en: 'Black' },
  odd: { tr: 'Tek', en: 'Odd' },
  even: { tr: 'Çift', en: 'Even' },
  low: { tr: '1–18', en: '1–18' },
  high: { tr: '19–36', en: '19–36' },
  dozen: { tr: '{n}. düzine', en: 'Dozen {n}' },
  column: { tr: '{n}. kolon', en: 'Column {n}' },
  commitLabel: { tr: 'Sunucu tohumu özeti', en: 'Server seed hash' },
  verifyLink: { tr: 'Turu doğrula', en: 'Verify round' },
} as const satisfies Record<string, Localized>

export function tableStringsFor(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(tableStrings).map(([k, v]) => [k, v[locale]]))
}

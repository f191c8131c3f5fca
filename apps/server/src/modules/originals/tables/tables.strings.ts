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
  returnedAmount: { tr: '{amount} geri ödendi', en: '{amount} returned' },
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

/** Galata Live Baccarat's own strings (apps/games/src/live-baccarat/main.ts reads them). */
export const baccaratStrings = {
  phase_revealing: { tr: 'Kartlar açılıyor', en: 'The cards are being dealt' },
  player: { tr: 'Oyuncu', en: 'Player' },
  banker: { tr: 'Banker', en: 'Banker' },
  tie: { tr: 'Beraberlik', en: 'Tie' },
  playerPair: { tr: 'Oyuncu Çifti', en: 'Player Pair' },
  bankerPair: { tr: 'Banker Çifti', en: 'Banker Pair' },
  letterPlayer: { tr: 'O', en: 'P' },
  letterBanker: { tr: 'B', en: 'B' },
  letterTie: { tr: 'E', en: 'T' },
  handTotal: { tr: '{side}: {n}', en: '{side}: {n}' },
  wins: { tr: '{side} kazandı', en: '{side} wins' },
  tieResult: { tr: 'Beraberlik', en: 'Tie' },
  beadPlate: { tr: 'Boncuk tablosu', en: 'Bead plate' },
  bigRoad: { tr: 'Büyük yol', en: 'Big road' },
  roadsNote: {
    tr: 'Yollar yalnızca geçmiş turları gösterir; her tur yeni karıştırılmış bir desteyle oynanır ve bir sonrakini etkilemez.',
    en: 'The roads only show past rounds; every round is dealt from a freshly shuffled shoe and does not affect the next.',
  },
  rulesIntro: {
    tr: 'Punto Banco bakara, 8 deste. Her tur için deste baştan karıştırılır. Oyuncu ve Banker ikişer kart alır; en yakın 9’a ulaşan kazanır. As 1, 2–9 kendi değeri, 10 ve resimli kartlar 0 sayılır; toplamın yalnızca birler basamağı geçerlidir.',
    en: 'Punto Banco baccarat, 8 decks. The shoe is shuffled afresh for every round. Player and Banker get two cards each; the hand closest to 9 wins. Aces count 1, 2–9 their face value, tens and court cards 0; only the last digit of the total counts.',
  },
  rulesThird: {
    tr: 'Üçüncü kart kuralları sabittir: ilk iki kartta 8 veya 9 (natürel) varsa kimse kart çekmez. Oyuncu 0–5’te çeker, 6–7’de durur. Oyuncu durduysa Banker 0–5’te çeker. Oyuncu çektiyse Banker 0–2’de her zaman; 3’te Oyuncu’nun üçüncü kartı 8 değilse; 4’te 2–7; 5’te 4–7; 6’da 6–7 ise çeker; 7’de durur.',
    en: 'The third-card rules are fixed: with an 8 or 9 in the first two cards (a natural) nobody draws. The Player draws on 0–5 and stands on 6–7. If the Player stood, the Banker draws on 0–5. If the Player drew, the Banker always draws on 0–2; on 3 unless the Player’s third card is an 8; on 4 against 2–7; on 5 against 4–7; on 6 against 6–7; and stands on 7.',
  },
  payoutPlayer: {
    tr: 'Oyuncu 1:1; beraberlikte bahis iade edilir. RTP {rtp}',
    en: 'Player 1:1; the stake comes back on a tie. RTP {rtp}',
  },
  payoutBanker: {
    tr: 'Banker 0,95:1 (%5 komisyon); beraberlikte bahis iade edilir. RTP {rtp}',
    en: 'Banker 0.95:1 (5% commission); the stake comes back on a tie. RTP {rtp}',
  },
  payoutTie: { tr: 'Beraberlik 8:1. RTP {rtp}', en: 'Tie 8:1. RTP {rtp}' },
  payoutPair: {
    tr: 'Oyuncu Çifti ve Banker Çifti 11:1: o tarafın ilk iki kartı aynı değerde (örneğin iki 7 ya da iki papaz). RTP {rtp}',
    en: 'Player Pair and Banker Pair 11:1: that side’s first two cards share a rank (two sevens, two kings). RTP {rtp}',
  },
} as const satisfies Record<string, Localized>

/** Galata Dragon Tiger's own strings (apps/games/src/dragon-tiger/main.ts reads them). */
export const dragonTigerStrings = {
  phase_revealing: { tr: 'Kartlar açılıyor', en: 'The cards are being dealt' },
  dragon: { tr: 'Ejderha', en: 'Dragon' },
  tiger: { tr: 'Kaplan', en: 'Tiger' },
  tie: { tr: 'Beraberlik', en: 'Tie' },
  suitedTie: { tr: 'Tam Beraberlik', en: 'Suited Tie' },
  letterDragon: { tr: 'E', en: 'D' },
  letterTiger: { tr: 'K', en: 'T' },
  letterTie: { tr: '=', en: '=' },
  wins: { tr: '{side} kazandı', en: '{side} wins' },
  tieResult: { tr: 'Beraberlik', en: 'Tie' },
  suitedTieResult: { tr: 'Tam beraberlik', en: 'Suited tie' },
  rulesIntro: {
    tr: '8 desteyle oynanır; her tur için deste baştan karıştırılır. Ejderha’ya ve Kaplan’a birer kart açılır, büyük kart kazanır. As en küçük (1), papaz en büyük (13) karttır; renk ve tür sıralamayı etkilemez.',
    en: 'Played with 8 decks, shuffled afresh for every round. One card goes to Dragon and one to Tiger; the higher card wins. Ace is lowest (1), king highest (13); suits do not rank.',
  },
  payoutDragonTiger: {
    tr: 'Ejderha ve Kaplan 1:1; beraberlikte bahsin yarısı iade edilir. RTP {rtp}',
    en: 'Dragon and Tiger 1:1; on a tie half the stake comes back. RTP {rtp}',
  },
  payoutTie: {
    tr: 'Beraberlik 11:1 (iki kart aynı değerde). RTP {rtp}',
    en: 'Tie 11:1 (both cards of the same rank). RTP {rtp}',
  },
  payoutSuitedTie: {
    tr: 'Tam Beraberlik 50:1 (iki kart aynı değer ve aynı türde, örneğin iki kupa 7). RTP {rtp}',
    en: 'Suited Tie 50:1 (same rank and same suit, e.g. two sevens of hearts). RTP {rtp}',
  },
} as const satisfies Record<string, Localized>

/** Each table's strings over the shared ones. */
const TABLE_STRINGS: Record<string, Record<string, Localized>> = {
  'galata-live-baccarat': baccaratStrings,
  'galata-dragon-tiger': dragonTigerStrings,
}

export function tableStringsFor(locale: Locale, game = 'galata-live-roulette'): Record<string, string> {
  const all = { ...tableStrings, ...TABLE_STRINGS[game] }
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v[locale]]))
}

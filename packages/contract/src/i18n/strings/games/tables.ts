import type { Locale, Localized } from '../../../locale.js'
import { stringsIn } from './strings-in.js'

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
  phase_deciding: { tr: 'Kararınızı verin', en: 'Make your decision' },
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
  /** Instead of "0 players" while a round has no bets yet. */
  firstBet: { tr: 'İlk bahsi siz yapın', en: 'Be the first to bet' },
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
    tr: 'Her turun sunucu tohumu bahisler açılmadan önce SHA-256 özetiyle yayımlanır. Sonuç, bu tohum ile bahisler kapanana kadar var olmayan bir kapanış değerinden hesaplanır: kabul edilen tüm bahislerin özeti ya da masa herkese açık drand işaretini kullanıyorsa kapanıştan sonraki ilk işaret turunun rastgele değeri. Tur bitince tohum açıklanır ve herkes sonucu doğrulayabilir.',
    en: 'Each round’s server seed is published as its SHA-256 before bets open. The result comes from that seed and a close value that does not exist until betting closes: the hash of every accepted bet or, when the table uses the public drand beacon, the randomness of the first beacon round after the close. When the round ends the seed is revealed and anyone can verify the result.',
  },
  fairnessModeLabel: { tr: 'Kapanış değeri', en: 'Close value' },
  modeBeacon: {
    tr: 'Herkese açık drand işareti (quicknet), işaret turu {round}',
    en: 'Public drand beacon (quicknet), beacon round {round}',
  },
  modeEmbedded: {
    tr: 'Gömülü: kabul edilen bahislerin özeti',
    en: 'Embedded: the hash of the accepted bets',
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
  /** The operator closed the table (docs/backoffice.md "Tables and rounds"): no new bets for now. */
  tableClosed: {
    tr: 'Bu masa şu anda kapalı ve yeni bahis almıyor. Süren tur normal şekilde sonuçlanacak.',
    en: 'This table is closed for now and takes no new bets. The round under way will settle as usual.',
  },
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

/** Galata Infinite Blackjack's own strings (apps/games/src/infinite-blackjack/main.ts reads them). */
export const blackjackStrings = {
  phase_revealing: { tr: 'Krupiye elini oynuyor', en: 'The dealer plays the hand' },
  main: { tr: 'Ana bahis', en: 'Main bet' },
  pair: { tr: 'Çift', en: 'Pair' },
  dealer: { tr: 'Krupiye', en: 'Dealer' },
  yourHand: { tr: 'Eliniz', en: 'Your hand' },
  sharedHand: { tr: 'Ortak ilk kartlar', en: 'Shared first cards' },
  handTotal: { tr: 'Toplam {n}', en: 'Total {n}' },
  softTotal: { tr: 'Toplam {n} (yumuşak)', en: 'Total {n} (soft)' },
  hit: { tr: 'Kart İste', en: 'Hit' },
  stand: { tr: 'Dur', en: 'Stand' },
  double: { tr: 'Katla', en: 'Double' },
  decisionStep: { tr: 'Karar {step}/{steps}', en: 'Decision {step} of {steps}' },
  decisionLeft: { tr: 'Karar için {s} sn', en: '{s} s to decide' },
  decisionHint: {
    tr: 'Süre dolarsa masa sizin için durur.',
    en: 'If the time runs out, the table stands for you.',
  },
  decisionTaken: { tr: 'Kararınız: {action}', en: 'Your move: {action}' },
  noDecision: {
    tr: 'Bu turda bahsiniz yok; sonraki tur için bahis yapabilirsiniz.',
    en: 'You have no bet this round; you can bet on the next one.',
  },
  bust: { tr: 'Battı', en: 'Bust' },
  blackjack: { tr: 'Blackjack', en: 'Blackjack' },
  charlie: { tr: 'Altı kart Charlie', en: 'Six-card Charlie' },
  dealerTotal: { tr: 'Krupiye: {n}', en: 'Dealer: {n}' },
  dealerBust: { tr: 'Krupiye battı', en: 'Dealer busts' },
  dealerBlackjack: { tr: 'Krupiye blackjack yaptı', en: 'Dealer blackjack' },
  rulesIntro: {
    tr: 'Sınırsız oyunculu blackjack, 8 deste; her tur için deste baştan karıştırılır. Bütün oyuncular aynı iki ilk kartı alır ve krupiyenin aynı açık kartını görür; herkes kendi elini süre içinde kendisi oynar. Bir adımda kart isteyen herkes aynı sıradaki kartı alır. Krupiyenin ikinci kartı kararlardan sonra açılır; krupiye 16 ve altında kart çeker, yumuşak 17 dahil her 17’de durur.',
    en: 'Blackjack for any number of players, 8 decks, shuffled afresh for every round. Every player gets the same two first cards and sees the same dealer up card; each plays their own hand on the timer. Everyone who hits in a step gets the same next card. The dealer’s second card comes after the decisions; the dealer draws to 16 and stands on every 17, soft 17 included.',
  },
  rulesActions: {
    tr: 'Her adımda kart isteyebilir, durabilir ya da ilk iki kartta katlayabilirsiniz (bahis ikiye katlanır, tek kart gelir). 21’de kart istenmez. Bölme (split) ve sigorta yoktur. Süre dolarsa masa sizin için durur.',
    en: 'In each step you may hit, stand, or double on your first two cards (the stake doubles, one card comes). No hit on 21. There is no splitting and no insurance. If the time runs out, the table stands for you.',
  },
  payoutMain: {
    tr: 'Kazanan el 1:1, blackjack 3:2, beraberlikte bahis iade edilir. Batmadan altı karta ulaşan el hemen kazanır (altı kart Charlie). Krupiye blackjack yaparsa yalnızca ilk bahis kaybedilir; katlamada eklenen tutar iade edilir. En iyi stratejiyle RTP {rtp}',
    en: 'A winning hand pays 1:1, a blackjack 3:2, a tie returns the stake. A hand reaching six cards without busting wins at once (six-card Charlie). Against a dealer blackjack only the first stake is lost; a double’s added stake comes back. RTP with the best strategy {rtp}',
  },
  payoutPair: {
    tr: 'Çift 12:1: ilk iki kart aynı değerde (örneğin iki papaz; papaz ile kız çift değildir). RTP {rtp}',
    en: 'Pair 12:1: the first two cards share a rank (two kings; a king and a queen are not a pair). RTP {rtp}',
  },
  rulesRtpNote: {
    tr: 'Ana bahsin RTP’si her kararın, görülen kartlara göre en iyi seçimle verildiği oyun içindir ve 8 destenin tüm olasılıklarının tam hesabıyla bulunmuştur. Süreyi dolduran (her elde duran) bir oyuncunun RTP’si bunun altındadır.',
    en: 'The main bet’s RTP is for play where every decision is the best on the cards seen, found by exact computation over every possibility of the 8-deck shoe. A player who lets the timer run out (standing on every hand) gets less.',
  },
} as const satisfies Record<string, Localized>

/** Galata Three Card Poker's own strings (apps/games/src/three-card-poker/main.ts reads them). */
export const threeCardPokerStrings = {
  phase_revealing: { tr: 'Kartlar açılıyor', en: 'The cards are dealt' },
  ante: { tr: 'Ante', en: 'Ante' },
  pairPlus: { tr: 'Pair Plus', en: 'Pair Plus' },
  playerHand: { tr: 'Oyuncu eli', en: 'Player hand' },
  dealerHand: { tr: 'Krupiye', en: 'Dealer' },
  play: { tr: 'Oyna', en: 'Play' },
  fold: { tr: 'Çekil', en: 'Fold' },
  decidePrompt: {
    tr: 'Ante’niz {amount}. Oyna, Ante kadar bir Oyna bahsi ekler; Çekil, Ante’yi bırakır.',
    en: 'Your Ante is {amount}. Play adds a Play bet equal to it; Fold gives up the Ante.',
  },
  decideTimer: { tr: 'Karar için {s} sn', en: '{s} s to decide' },
  decideTimeout: {
    tr: 'Süre dolarsa el otomatik olarak çekilir.',
    en: 'If the time runs out, the hand folds.',
  },
  decidedPlay: { tr: 'Oynadınız: {amount} Oyna bahsi', en: 'You played: a Play bet of {amount}' },
  decidedFold: { tr: 'Çekildiniz', en: 'You folded' },
  noDecision: {
    tr: 'Bu turda kararınızı bekleyen Ante yok.',
    en: 'You have no Ante waiting for a decision in this round.',
  },
  hand_high: { tr: 'Yüksek kart', en: 'High card' },
  hand_pair: { tr: 'Per', en: 'Pair' },
  hand_flush: { tr: 'Renk', en: 'Flush' },
  hand_straight: { tr: 'Kent', en: 'Straight' },
  hand_trips: { tr: 'Üçlü', en: 'Three of a kind' },
  hand_straightFlush: { tr: 'Sıralı renk', en: 'Straight flush' },
  showdown_player: { tr: 'Oyuncu eli kazandı', en: 'The player hand wins' },
  showdown_dealer: { tr: 'Krupiye kazandı', en: 'The dealer wins' },
  showdown_tie: { tr: 'Eller eşit: Ante ve Oyna iade', en: 'Equal hands: Ante and Play returned' },
  showdown_noQualify: {
    tr: 'Krupiye oyuna giremedi (kız yüksek altı): Ante 1:1 öder, Oyna iade',
    en: 'The dealer does not qualify: Ante pays 1:1, Play is returned',
  },
  letter_player: { tr: 'O', en: 'P' },
  letter_dealer: { tr: 'K', en: 'D' },
  letter_tie: { tr: 'E', en: 'T' },
  letter_noQualify: { tr: 'Y', en: 'N' },
  rulesIntro: {
    tr: 'Tek deste, her tur için baştan karıştırılır. Masadaki herkes aynı üç kartlık oyuncu eliyle krupiyenin üç kartına karşı oynar. Bahisler kapanınca oyuncu eli açılır; Ante koyan her oyuncu kendi kararını verir: Oyna (Ante kadar bir Oyna bahsi eklenir) ya da Çekil (Ante kaybedilir). Süre içinde karar vermeyen el çekilmiş sayılır.',
    en: 'One deck, shuffled afresh for every round. Everyone at the table plays the same three-card player hand against the dealer’s three cards. When betting closes the player hand is shown; every player with an Ante decides for themselves: Play (a Play bet equal to the Ante is added) or Fold (the Ante is lost). A hand without a decision in time folds.',
  },
  rulesRanks: {
    tr: 'El sıralaması, yüksekten düşüğe: sıralı renk, üçlü, kent, renk, per, yüksek kart. As en yüksek karttır, A-2-3 ise en düşük kenttir.',
    en: 'Hands from highest to lowest: straight flush, three of a kind, straight, flush, pair, high card. Ace is high, and A-2-3 is the lowest straight.',
  },
  rulesQualify: {
    tr: 'Krupiyenin oyuna girmesi için eli en az kız yüksek (Q) olmalıdır. Giremezse Ante 1:1 öder ve Oyna iade edilir. Girerse yüksek el kazanır: oyuncu eli kazanırsa Ante ve Oyna 1:1 öder, krupiye kazanırsa ikisi de kaybeder, eşitlikte ikisi de iade edilir.',
    en: 'The dealer needs queen-high or better to qualify. If not, the Ante pays 1:1 and the Play is returned. If so, the higher hand wins: if the player hand wins, Ante and Play pay 1:1; if the dealer wins, both lose; on equal hands both are returned.',
  },
  payoutAnteBonus: {
    tr: 'Ante bonusu, oynanan elde krupiyenin eline bakılmaksızın Ante’ye ödenir: kent 1:1, üçlü 4:1, sıralı renk 5:1.',
    en: 'Ante bonus, paid on the Ante of a hand that plays whatever the dealer holds: straight 1:1, three of a kind 4:1, straight flush 5:1.',
  },
  payoutAnte: {
    tr: 'Ante ve Oyna, Q-6-4 ve üstünü oynayıp altını çeken stratejiyle: Ante başına RTP {rtp}; yatırılan toplam bahse göre {staked}.',
    en: 'Ante and Play, playing Q-6-4 or better and folding worse: RTP {rtp} per Ante; {staked} of the total staked.',
  },
  payoutPairPlus: {
    tr: 'Pair Plus yalnızca oyuncu eline bakar ve el çekilse de geçerlidir: per 1:1, renk 4:1, kent 6:1, üçlü 30:1, sıralı renk 40:1. RTP {rtp}',
    en: 'Pair Plus looks at the player hand alone and stands even when the hand folds: pair 1:1, flush 4:1, straight 6:1, three of a kind 30:1, straight flush 40:1. RTP {rtp}',
  },
} as const satisfies Record<string, Localized>

/** Each table's strings over the shared ones. */
const TABLE_STRINGS: Record<string, Record<string, Localized>> = {
  'galata-live-baccarat': baccaratStrings,
  'galata-dragon-tiger': dragonTigerStrings,
  'galata-infinite-blackjack': blackjackStrings,
  'galata-three-card-poker': threeCardPokerStrings,
}

export function tableStringsFor(locale: Locale, game = 'galata-live-roulette'): Record<string, string> {
  return stringsIn({ ...tableStrings, ...TABLE_STRINGS[game] }, locale)
}

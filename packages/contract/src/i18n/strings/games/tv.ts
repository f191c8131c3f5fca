import type { Locale, Localized } from '../../../locale.js'
import { stringsIn } from './strings-in.js'

/**
 * The TV draw shows' strings (docs/tv-games.md), merged on their pages after the studio's and the
 * tables' own; the `rv*` ones also on the verify page (a shared round's recomputation).
 */
export const tvStrings = {
  drawNote: {
    tr: 'Animasyonlu çekiliş: sonucu rastgele sayı üreteci belirler, stüdyo yayını değildir.',
    en: 'Animated draw: a random number generator decides the result; this is not a studio broadcast.',
  },
  tvPhase_revealing: { tr: 'Çekiliş sürüyor', en: 'The draw is on' },
  nextDraws: { tr: 'Sıradaki çekilişler', en: 'Next draws' },
  drawCloses: { tr: 'Bahisler {close} saatinde kapanır', en: 'Bets close at {close}' },
  drawHistory: { tr: 'Çekiliş geçmişi', en: 'Draw history' },
  voidRound: { tr: 'İptal edildi', en: 'Void' },
  // Galata Keno TV
  kenoPickHint: { tr: '1 ile 10 arasında sayı seçin.', en: 'Pick from 1 to 10 numbers.' },
  kenoPicked: { tr: '{n} sayı seçildi', en: '{n, plural, one {# number picked} other {# numbers picked}}' },
  kenoQuickPick: { tr: 'Rastgele 5 sayı', en: 'Lucky dip: 5 numbers' },
  kenoClearPicks: { tr: 'Seçimi temizle', en: 'Clear picks' },
  kenoNumber: { tr: 'Sayı {n}', en: 'Number {n}' },
  kenoHits: { tr: '{hits}/{picks} isabet', en: '{hits} of {picks} hits' },
  kenoPaytable: { tr: '{n} sayılık ödeme tablosu', en: 'Paytable for {n} numbers' },
  kenoHitsCol: { tr: 'İsabet', en: 'Hits' },
  kenoPayCol: { tr: 'Ödeme', en: 'Pays' },
  kenoRules: {
    tr: 'Her çekilişte 1–80 arasından 20 sayı çekilir. Biletinizde 1 ile 10 arasında sayı seçersiniz; ödeme, seçtiğiniz sayı adedine ve isabet sayısına göre aşağıdaki tablodan bahis tutarının katı olarak yapılır.',
    en: 'Each draw picks 20 numbers from 1–80. Your ticket holds 1 to 10 numbers; it pays a multiple of its stake by how many you picked and how many were drawn, as in the table below.',
  },
  kenoRtp: { tr: '{n} sayı: RTP %{rtp}', en: '{n} numbers: RTP {rtp}%' },
  // Galata Money Wheel
  wheelRules: {
    tr: 'Çarkta 54 dilim var: 1 (23), 2 (15), 5 (7), 10 (4), 20 (2), 40 (1) ve 2× ile 7× çarpanları. Bir sayıya oynarsınız; çark o sayıda durursa sayı kadar bire öder (10 için 10:1) ve bahsiniz geri gelir. Çarpan dilimi çarkı yeniden döndürür ve çarpanı ödemeye ekler; en çok iki kez, üçüncü dönüş yalnızca sayı dilimlerinde durur.',
    en: 'The wheel has 54 segments: 1 (23), 2 (15), 5 (7), 10 (4), 20 (2), 40 (1) and the 2× and 7× multipliers. You bet on a number; if the wheel stops on it, it pays that number to one (10 pays 10:1) and your stake comes back. A multiplier segment spins the wheel again and multiplies the payout; at most twice, the third spin stops on a number segment.',
  },
  wheelBetOn: { tr: '{n} sayısına bahis', en: 'Bet on {n}' },
  wheelPays: { tr: '{n}:1 · RTP %{rtp}', en: '{n}:1 · RTP {rtp}%' },
  wheelStopped: { tr: 'Çark {n} sayısında durdu', en: 'The wheel stopped on {n}' },
  wheelMultiplier: { tr: '{x}× çarpan', en: '{x}× multiplier' },
  wheelRespin: { tr: '{x}× çarpan: çark yeniden dönüyor', en: '{x}× multiplier: the wheel spins again' },
  // Galata Lucky 7
  l7Rules: {
    tr: 'Her çekilişte 42 toptan 7’si çekilir: 1–21 sarı, 22–42 siyah. Her pazarın oranı %95’in o pazarın kesin olasılığına bölünmesidir, yani her pazarın RTP’si %95,00’tir.',
    en: 'Each draw picks 7 of 42 balls: 1–21 yellow, 22–42 black. Every market’s odds are 95% divided by its exact probability, so every market’s RTP is 95.00%.',
  },
  l7Markets: { tr: 'Pazarlar', en: 'Markets' },
  l7Numbers: { tr: 'Sayı pazarları', en: 'Number markets' },
  l7ModeIn: { tr: 'Çekilişte', en: 'In the draw' },
  l7ModeFirst: { tr: 'İlk top', en: 'First ball' },
  'l7_first:yellow': { tr: 'İlk top sarı', en: 'First ball yellow' },
  'l7_first:black': { tr: 'İlk top siyah', en: 'First ball black' },
  'l7_sum:over': { tr: 'Toplam 150,5 üstü', en: 'Sum over 150.5' },
  'l7_sum:under': { tr: 'Toplam 150,5 altı', en: 'Sum under 150.5' },
  'l7_parity:odd': { tr: 'Tek sayılar çoğunlukta', en: 'More odd numbers' },
  'l7_parity:even': { tr: 'Çift sayılar çoğunlukta', en: 'More even numbers' },
  'l7_colour:yellow': { tr: 'Sarı toplar çoğunlukta', en: 'More yellow balls' },
  'l7_colour:black': { tr: 'Siyah toplar çoğunlukta', en: 'More black balls' },
  l7In: { tr: '{n} çekilişte', en: '{n} is drawn' },
  l7FirstN: { tr: 'İlk top {n}', en: 'First ball is {n}' },
  l7Odds: { tr: 'Oran {odds}', en: 'Odds {odds}' },
  l7Sum: { tr: 'Toplam {sum}', en: 'Sum {sum}' },
  // The verify page's shared-round part
  rvTitle: { tr: 'Paylaşılan turu doğrula', en: 'Verify a shared round' },
  rvIntro: {
    tr: 'Canlı masaların, TV oyunlarının, sanal maçların ve tombala oyunlarının her turu herkes için aynıdır. Tur numarasını girin: taahhüt, açıklanan tohum, kapanış değeri ve bahis satırlarından sonuç yeniden hesaplanır.',
    en: 'Every round of the live tables, TV games, virtual matches and bingo games is the same for everybody. Enter a round number: the result is recomputed from the commit, the revealed seed, the close value and the bet lines.',
  },
  rvRoundId: { tr: 'Tur numarası', en: 'Round number' },
  rvGame: { tr: 'Oyun', en: 'Game' },
  rvCommit: { tr: 'Taahhüt: SHA-256(sunucu tohumu)', en: 'Commit: SHA-256(server seed)' },
  rvSeed: { tr: 'Açıklanan sunucu tohumu', en: 'Revealed server seed' },
  rvClose: { tr: 'Kapanış değeri', en: 'Close value' },
  rvMode: { tr: 'Kapanış değerini belirleyen', en: 'Close value decided by' },
  rvModeBeacon: {
    tr: 'Herkese açık drand işareti (quicknet): kapanıştan sonraki ilk işaret turunun rastgele değeri',
    en: 'The public drand beacon (quicknet): the randomness of the first beacon round after the close',
  },
  rvModeEmbedded: {
    tr: 'Gömülü değer: kabul edilen bahislerin SHA-256 özeti',
    en: 'The embedded value: the SHA-256 of the accepted bets',
  },
  rvBeaconRound: { tr: 'İşaret turu', en: 'Beacon round' },
  rvBeaconSignature: {
    tr: 'İşaret imzası (BLS, quicknet açık anahtarıyla doğrulandı)',
    en: 'Beacon signature (BLS, checked against the quicknet public key)',
  },
  rvFallback_unreachable: {
    tr: 'İşarete ulaşılamadı; tur gömülü değerle kapandı.',
    en: 'The beacon could not be reached; the round closed with the embedded value.',
  },
  rvFallback_late: {
    tr: 'İşaret zamanında gelmedi; tur gömülü değerle kapandı.',
    en: 'The beacon was late; the round closed with the embedded value.',
  },
  rvFallback_invalid: {
    tr: 'İşaretin imzası doğrulanamadı; tur gömülü değerle kapandı.',
    en: 'The beacon’s signature did not verify; the round closed with the embedded value.',
  },
  rvBets: { tr: 'Bahis satırları', en: 'Bet lines' },
  rvNoBets: { tr: 'Bu turda bahis yoktu.', en: 'There were no bets in this round.' },
  rvStored: { tr: 'Kayıtlı sonuç', en: 'Stored result' },
  rvRecomputed: { tr: 'Yeniden hesaplanan sonuç', en: 'Recomputed result' },
  rvMatch: { tr: 'Eşleşiyor', en: 'Matches' },
  rvMismatch: { tr: 'Eşleşmiyor', en: 'Does not match' },
  rvVoid: {
    tr: 'Bu tur iptal edildi; bahisler iade edildi.',
    en: 'This round was void; its bets were refunded.',
  },
  rvOutcome: { tr: 'Sonuç', en: 'Result' },
  // A bingo game on the verify page: the whole call order and every ticket, redrawn from the seed
  rvBingoTitle: { tr: 'Tombala oyunu {id}', en: 'Bingo game {id}' },
  rvBingoOutcome: {
    tr: 'Çekiliş sırası ve tüm kartlar tohumdan yeniden çizildi, kazananlar kayıtla aynı',
    en: 'Call order and every ticket redrawn from the seed give the stored winners',
  },
  rvCallOrder: { tr: 'Çekiliş sırası ({n} top)', en: 'Call order ({n} balls)' },
  rvCallsMade: {
    tr: 'Oyun {n}. çekilişte bitti; sonraki toplar çekilmedi.',
    en: 'The game ended on call {n}; the balls after it were not called.',
  },
  rvTickets: { tr: 'Kartlar ({n})', en: 'Tickets ({n})' },
  rvTicket: { tr: 'Alım {bet} · kart {n}', en: 'Purchase {bet} · ticket {n}' },
  rvNoTickets: { tr: 'Bu oyunda kart satılmadı.', en: 'No tickets were sold for this game.' },
} as const satisfies Record<string, Localized>

export function tvStringsFor(locale: Locale): Record<string, string> {
  return stringsIn(tvStrings, locale)
}

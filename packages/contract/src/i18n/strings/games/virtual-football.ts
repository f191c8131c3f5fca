import type { Locale, Localized } from '../../../locale.js'
import { stringsIn } from './strings-in.js'

/** The virtual football leagues' page strings (docs/virtual-sports.md), merged into the studio's on its page. */
export const vfStrings = {
  simNote: {
    tr: 'Bu bir simülasyondur: maçın sonucunu rastgele sayı üreteci belirler, gerçek bir maç değildir.',
    en: 'This is a simulation decided by a random number generator, not a real match.',
  },
  phase_scheduled: { tr: 'Maç birazdan başlıyor', en: 'The match starts shortly' },
  phase_open: { tr: 'Bahisler açık', en: 'Bets are open' },
  phase_closed: { tr: 'Bahisler kapandı', en: 'Bets are closed' },
  phase_revealing: { tr: 'Maç oynanıyor', en: 'The match is on' },
  phase_settled: { tr: 'Maç sona erdi', en: 'Full time' },
  phase_void: {
    tr: 'Maç iptal edildi; bahisler iade edildi.',
    en: 'The match was void; bets were refunded.',
  },
  secondsLeft: { tr: '{s} sn', en: '{s} s' },
  roundNo: { tr: 'Maç günü No. {id}', en: 'Match day {id}' },
  matchNo: { tr: '{n}. maç', en: 'Match {n}' },
  matches: { tr: 'Maçlar', en: 'Matches' },
  watchMatch: { tr: '{n}. maç: {home} – {away}', en: 'Match {n}: {home} v {away}' },
  // The pitch's name before the first match is drawn (an image must always have one).
  pitch: { tr: 'Maç sahası', en: 'The pitch' },
  pitchLabel: {
    tr: '{home} – {away} maçının sahası, topun konumu canlı',
    en: 'The pitch of {home} v {away}, the ball where play is',
  },
  commentary: { tr: 'Maç anlatımı', en: 'Commentary' },
  c_kickoff: {
    tr: 'Başlama vuruşu! {home} ile {away} karşı karşıya.',
    en: 'Kick-off! {home} take on {away}.',
  },
  c_goal: {
    tr: '{minute}′ GOL! {team} fileleri havalandırdı: {score}',
    en: '{minute}′ GOAL! {team} find the net: {score}',
  },
  c_chance: {
    tr: '{minute}′ {team} çok tehlikeli geldi, top az farkla auta gitti.',
    en: '{minute}′ {team} go close, the shot flashes just wide.',
  },
  c_save: {
    tr: '{minute}′ {team} kaleyi yokladı, kaleci son anda çeldi.',
    en: '{minute}′ {team} test the keeper, who tips it away.',
  },
  c_corner: { tr: '{minute}′ {team} korner kazandı.', en: '{minute}′ Corner to {team}.' },
  c_card: { tr: '{minute}′ {team} oyuncusu sarı kart gördü.', en: '{minute}′ A {team} player is booked.' },
  c_half: { tr: 'İlk yarı sona erdi: {score}', en: 'Half time: {score}' },
  goalFlash: { tr: 'GOL!', en: 'GOAL!' },
  c_full: { tr: 'Maç sona erdi: {score}', en: 'Full time: {score}' },
  chip: { tr: 'Çip', en: 'Chip' },
  chipValue: { tr: '{amount} değerinde çip', en: 'Chip of {amount}' },
  placeBets: { tr: 'Bahisleri Onayla', en: 'Confirm Bets' },
  clearBets: { tr: 'Temizle', en: 'Clear' },
  pendingTotal: { tr: 'Kupon: {amount}', en: 'Slip: {amount}' },
  betSlip: { tr: 'Bahis kuponu', en: 'Bet slip' },
  betAccepted: { tr: 'Bahsiniz alındı: {amount}', en: 'Your bet is in: {amount}' },
  nextRoundOffer: {
    tr: 'Bu maçın bahisleri kapandı. Seçimleriniz sonraki maç için hazır.',
    en: 'Bets for this match are closed. Your picks are ready for the next match.',
  },
  lastResults: { tr: 'Son maçlar', en: 'Recent matches' },
  myBets: { tr: 'Bahisleriniz', en: 'Your bets' },
  wonAmount: { tr: '{amount} kazandınız', en: 'You won {amount}' },
  lostRound: { tr: 'Bu maçta kazanamadınız', en: 'No win this match' },
  refunded: { tr: 'İade edildi', en: 'Refunded' },
  statusOpen: { tr: 'Bekliyor', en: 'Waiting' },
  help: { tr: 'Kurallar', en: 'Rules' },
  close: { tr: 'Kapat', en: 'Close' },
  rulesIntro: {
    tr: 'Her tur bir maç günüdür: yayımlanmış güç değerleriyle hayali kulüpler arasında aynı anda dört maç. Her maçın kendi bahisleri vardır. Bahisler sunucu saatiyle kapanır, ardından 90 dakika yaklaşık 30 saniyede oynanır. Bahisler yalnızca maç sonucuna göre ödenir.',
    en: 'Each round is a match day: four matches at once between fictional clubs with published ratings, each with its own bets. Bets close by the server’s clock, then the 90 minutes play out in about 30 seconds. Bets are paid on the final score only.',
  },
  rulesPrices: {
    tr: 'Oranlar, iki takımın güç değerlerinden hesaplanan skor olasılıklarıdır; her oran hedef RTP’nin olasılığa bölünüp iki haneye aşağı yuvarlanmasıdır (en az 1,01). Kazanan bahis, tutarı çarpı oranı öder.',
    en: 'Prices come from the score probabilities of the two ratings: each is the target RTP divided by the probability, rounded down to two decimals (at least 1.01). A winning bet returns its stake times the price.',
  },
  rtpMarket: { tr: '{market}: RTP en fazla %{rtp}', en: '{market}: RTP at most {rtp}%' },
  rulesFairness: {
    tr: 'Her maçın sunucu tohumu bahisler açılmadan önce SHA-256 özetiyle yayımlanır. Skor, bu tohum ile bahisler kapandığında alınan tüm bahislerin özetinden hesaplanır; maç bitince tohum açıklanır ve herkes sonucu doğrulayabilir.',
    en: 'Each match’s server seed is published as its SHA-256 before bets open. The score comes from that seed and the hash of every bet accepted when betting closes; after the match the seed is revealed and anyone can verify the result.',
  },
  market_1x2: { tr: 'Maç Sonucu', en: 'Match Result' },
  market_ou: { tr: 'Alt/Üst 2,5', en: 'Over/Under 2.5' },
  market_btts: { tr: 'Karşılıklı Gol', en: 'Both Teams to Score' },
  market_cs: { tr: 'Skor', en: 'Correct Score' },
  spot_1: { tr: 'Ev sahibi', en: 'Home' },
  spot_x: { tr: 'Beraberlik', en: 'Draw' },
  spot_2: { tr: 'Deplasman', en: 'Away' },
  spot_over: { tr: 'Üst', en: 'Over' },
  spot_under: { tr: 'Alt', en: 'Under' },
  spot_yes: { tr: 'Var', en: 'Yes' },
  spot_no: { tr: 'Yok', en: 'No' },
  notOffered: { tr: 'Bu maçta sunulmuyor', en: 'Not offered this match' },
  ratings: { tr: 'Hücum {a} · Savunma {d}', en: 'Attack {a} · Defence {d}' },
  halfTime: { tr: 'İlk yarı {score}', en: 'Half time {score}' },
  fullTime: { tr: 'Maç sonucu {score}', en: 'Full time {score}' },
  goalBy: { tr: '{minute}′ Gol: {team}', en: '{minute}′ Goal: {team}' },
  commitLabel: { tr: 'Sunucu tohumu özeti', en: 'Server seed hash' },
} as const satisfies Record<string, Localized>

export function vfStringsFor(locale: Locale): Record<string, string> {
  return stringsIn(vfStrings, locale)
}

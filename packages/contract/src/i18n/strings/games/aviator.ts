import type { Locale, Localized } from '../../../locale.js'
import { stringsIn } from './strings-in.js'

/** Sky Aviator's own strings, merged into the studio's (studio.ts) on its page. */
export const aviatorStrings = {
  placeBet: { tr: 'Bahis Yap', en: 'Place Bet' },
  cancelWait: { tr: 'İptal Et (sonraki tur bekleniyor)', en: 'Cancel (waiting for next round)' },
  betPlaced: { tr: 'Bahsiniz alındı', en: 'Your bet is in' },
  cashOutAt: { tr: 'Parayı Al {amount}', en: 'Cash Out {amount}' },
  autoCashout: { tr: 'Otomatik Al', en: 'Auto Cash Out' },
  autoOff: { tr: 'Kapalı', en: 'Off' },
  nextRoundIn: { tr: 'Yeni tur {s} sn içinde', en: 'Next round in {s} s' },
  takingOff: { tr: 'Kalkışa hazırlanıyor…', en: 'Getting ready for take-off…' },
  flewAway: { tr: 'UÇTU!', en: 'FLEW AWAY!' },
  roundVoid: {
    tr: 'Tur yarıda kaldı; açık bahisler iade edildi.',
    en: 'The round was interrupted; open bets were refunded.',
  },
  cashedOut: { tr: '{m}× ile {amount} kazandınız', en: 'You cashed out at {m}× for {amount}' },
  lostRound: { tr: 'Uçak uçtu: {m}×', en: 'The plane flew away at {m}×' },
  liveBets: { tr: 'Tüm Bahisler', en: 'All Bets' },
  player: { tr: 'Oyuncu', en: 'Player' },
  players: { tr: '{n} oyuncu', en: '{n, plural, one {# player} other {# players}}' },
  win: { tr: 'Kazanç', en: 'Win' },
  history: { tr: 'Tur geçmişi', en: 'Round history' },
  chainTitle: { tr: 'Yayınlanan hash zinciri', en: 'Published hash chain' },
  terminalHash: { tr: 'Zincirin son hash’i', en: 'Terminal hash' },
  roundHash: { tr: 'Tur hash’i', en: 'Round hash' },
  previousHash: { tr: 'Önceki turun hash’i', en: 'Previous round’s hash' },
  crashPoint: { tr: 'Patlama noktası', en: 'Crash point' },
  chainOk: { tr: 'Zincire bağlı ✓', en: 'Linked to the chain ✓' },
  chainBad: { tr: 'Zincire bağlanmadı ✗', en: 'Not linked to the chain ✗' },
  aviatorFairness: {
    tr: 'Her turun sonucu, yayınlanmış bir SHA-256 zincirindeki hash’ten hesaplanır: tur hash’inin SHA-256’sı bir önceki turun hash’idir ve ilk tur zincirin son hash’ine bağlanır. Patlama noktası = max(1, ⌊97 · 2⁵² / (2⁵² − h)⌋ / 100); h, hash’in ilk 13 onaltılık hanesidir (%97 RTP).',
    en: 'Every round’s result comes from a hash of a published SHA-256 chain: the SHA-256 of a round’s hash is the previous round’s hash, and the first round links to the chain’s terminal hash. Crash point = max(1, ⌊97 · 2⁵² / (2⁵² − h)⌋ / 100), h being the hash’s first 13 hex digits (97% RTP).',
  },
  hashPlaceholder: { tr: '64 haneli tur hash’i', en: '64-digit round hash' },
  yourBets: { tr: 'Bahisleriniz', en: 'Your bets' },
  refunded: { tr: 'İade edildi', en: 'Refunded' },
  connecting: { tr: 'Canlı bağlantı kuruluyor…', en: 'Connecting live…' },
  offline: { tr: 'Canlı bağlantı koptu, yeniden deneniyor…', en: 'Live connection lost, retrying…' },
  /** The heading of each of the two bet panels (docs/casino.md "Two bets a round"). */
  betPanel: { tr: '{n}. bahis', en: 'Bet {n}' },
  /** The operator closed the game (docs/backoffice.md "Tables and rounds"): no new bets for now. */
  aviatorClosed: {
    tr: 'Sky Aviator şu anda kapalı ve yeni bahis almıyor. Havadaki uçuş normal şekilde sonuçlanacak; oyun yeniden açıldığında bahis yapabilirsiniz.',
    en: 'Sky Aviator is closed for now and takes no new bets. The flight under way will settle as usual; you can bet again once the game reopens.',
  },
  /** The bet button while the game is closed. */
  betsClosed: { tr: 'Bahisler kapalı', en: 'Bets closed' },
  /** The live bets of a round nobody has bet on yet. */
  firstBet: { tr: 'İlk bahsi siz yapın', en: 'Be the first to bet' },
} as const satisfies Record<string, Localized>

export function aviatorStringsFor(locale: Locale): Record<string, string> {
  return stringsIn(aviatorStrings, locale)
}

import type { Localized } from '../../locale.js'

/** Casino lobby extras, favourites and the game history page (docs/casino.md; spec §2, §4, §7). */
export const casinoStrings = {
  'casino.favorite.add': { tr: '{name} oyununu favorilere ekle', en: 'Add {name} to favourites' },
  'casino.favorite.remove': { tr: '{name} oyununu favorilerden çıkar', en: 'Remove {name} from favourites' },
  'casino.rail.favorites': { tr: 'Favorilerim', en: 'My Favourites' },
  'casino.rail.all': { tr: 'Tüm oyunlar', en: 'All games' },
  'casino.filter.favorites': { tr: 'Favoriler', en: 'Favourites' },
  'casino.game.rtp': { tr: 'RTP %{rtp}', en: 'RTP {rtp}%' },
  'casino.game.nextDraws': {
    tr: 'Sıradaki çekilişler, bahis kapanışı: {times}',
    en: 'Next draws, bets close: {times}',
  },
  'casino.tag.new': { tr: 'Yeni', en: 'New' },
  'casino.tag.popular': { tr: 'Popüler', en: 'Popular' },
  'casino.tag.jackpot': { tr: 'Jackpot', en: 'Jackpot' },
  'casino.tag.originals': { tr: 'Galata Originals', en: 'Galata Originals' },
  // A provider simulator's game on a demo site (docs/providers.md "Simulator").
  'casino.tag.demo': { tr: 'Demo içerik', en: 'Demo content' },
  'casino.tags.label': { tr: 'Etikete göre süz', en: 'Filter by tag' },
  'casino.rail.scrollLeft': { tr: 'Sola kaydır', en: 'Scroll left' },
  'casino.rail.scrollRight': { tr: 'Sağa kaydır', en: 'Scroll right' },

  'history.col.date': { tr: 'Tarih', en: 'Date' },
  'history.col.game': { tr: 'Oyun', en: 'Game' },
  'history.col.type': { tr: 'Tür', en: 'Type' },
  'history.col.amount': { tr: 'Tutar', en: 'Amount' },
  'history.col.balance': { tr: 'Bakiye', en: 'Balance' },
  'history.col.round': { tr: 'Tur No.', en: 'Round' },
  'history.type.win': { tr: 'Kazanç', en: 'Win' },
  'history.type.bet': { tr: 'Bahis', en: 'Bet' },
  'history.from': { tr: 'Başlangıç', en: 'From' },
  'history.to': { tr: 'Bitiş', en: 'To' },
  'history.clear': { tr: 'Temizle', en: 'Clear' },
  'history.empty': {
    tr: 'Henüz oyun hareketiniz yok. Oynadığınız turların bahis ve kazançları burada görünür.',
    en: 'No game activity yet. The bets and wins of the rounds you play show up here.',
  },
  'history.error': { tr: 'Oyun geçmişi yüklenemedi.', en: 'The game history could not be loaded.' },
  'history.retry': { tr: 'Tekrar Dene', en: 'Try Again' },
  'history.count': {
    tr: 'Toplam {total, plural, other {# hareket}}',
    en: '{total, plural, one {# entry} other {# entries}} in total',
  },
} as const satisfies Record<string, Localized>

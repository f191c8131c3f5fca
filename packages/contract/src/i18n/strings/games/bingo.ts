import type { Locale, Localized } from '../../../locale.js'
import { stringsIn } from './strings-in.js'

/** The bingo rooms' own strings (docs/bingo.md), merged into the studio's on the page. */
export const bingoStrings = {
  gameNo: { tr: 'Oyun No. {id}', en: 'Game {id}' },
  phase_sales: { tr: 'Bilet satışı açık', en: 'Tickets on sale' },
  phase_calling: { tr: 'Toplar çekiliyor', en: 'Calling the balls' },
  phase_over: { tr: 'Oyun bitti', en: 'Game over' },
  phase_waiting: { tr: 'Sıradaki oyun bekleniyor', en: 'Waiting for the next game' },
  startsIn: { tr: '{s} sn sonra başlıyor', en: 'Starts in {s} s' },
  nextIn: { tr: 'Sıradaki oyun {s} sn sonra', en: 'Next game in {s} s' },
  inPlay: { tr: 'Oyunda', en: 'In play' },
  buyTitle: { tr: 'Bilet al', en: 'Buy tickets' },
  gameChoice: { tr: 'Oyun', en: 'Game' },
  gameOption: { tr: 'Oyun No. {id} ({s} sn sonra)', en: 'Game {id} (in {s} s)' },
  countLabel: { tr: 'Adet', en: 'How many' },
  strips: {
    tr: '{n} şerit ({t} bilet)',
    en: '{n, plural, one {# strip} other {# strips}} ({t} tickets)',
  },
  cards: { tr: '{n} kart', en: '{n, plural, one {# card} other {# cards}}' },
  buyButton: { tr: 'Satın al: {amount}', en: 'Buy for {amount}' },
  bought: { tr: 'Biletleriniz alındı', en: 'Your tickets are in' },
  salesClosed: {
    tr: 'Bu oyunun satışı kapandı; sıradaki oyunu seçin.',
    en: 'Sales for this game have closed; choose the next game.',
  },
  calls: { tr: 'Çekilen toplar', en: 'Balls called' },
  calledCount: { tr: '{n}/{total} top', en: '{n} of {total} balls' },
  lastBall: { tr: 'Son top: {ball}', en: 'Last ball: {ball}' },
  yourTickets: { tr: 'Biletleriniz', en: 'Your tickets' },
  noTickets: { tr: 'Bu oyunda biletiniz yok.', en: 'You have no tickets in this game.' },
  ticketsAhead: { tr: 'Oyun No. {id} için {n} biletiniz var.', en: 'You hold {n} tickets for game {id}.' },
  ticketLabel: { tr: 'Bilet {n}', en: 'Ticket {n}' },
  toGo: { tr: '{n} kaldı', en: '{n} to go' },
  oneToGo: { tr: '1 kaldı!', en: '1 to go!' },
  won: { tr: 'Kazandı', en: 'Won' },
  free: { tr: 'Bedava', en: 'Free' },
  stage_line: { tr: 'Birinci çinko', en: '1 line' },
  stage_twoLines: { tr: 'İkinci çinko', en: '2 lines' },
  stage_fullHouse: { tr: 'Tombala', en: 'Full house' },
  stage_T: { tr: 'T harfi', en: 'Letter T' },
  stage_L: { tr: 'L harfi', en: 'Letter L' },
  stage_X: { tr: 'X harfi', en: 'Letter X' },
  stage_blackout: { tr: 'Kartın tamamı', en: 'Blackout' },
  stage_pattern: { tr: 'Desen', en: 'Pattern' },
  patternLabel: { tr: 'Bu oyunun deseni: {pattern}', en: 'This game’s pattern: {pattern}' },
  patternLine: { tr: 'Sıra (yatay, dikey ya da çapraz)', en: 'Line (across, down or diagonal)' },
  winners: { tr: 'Kazananlar', en: 'Winners' },
  stageWon: {
    tr: '{stage}: {n}. topta {k} bilet, bilet başı {amount}',
    en: '{stage}: ball {n}, {k, plural, one {# ticket} other {# tickets}}, {amount} each',
  },
  stageOpen: { tr: '{stage}: {amount}', en: '{stage}: {amount}' },
  youWon: { tr: '{amount} kazandınız!', en: 'You won {amount}!' },
  noWin: { tr: 'Bu oyunda kazanamadınız', en: 'No win this game' },
  pot: { tr: 'Ödül havuzu', en: 'Prize pot' },
  guarantee: {
    tr: 'Garanti {amount} (en az {players} oyuncu ve {tickets} bilet)',
    en: 'Guaranteed {amount} (from {players} players and {tickets} tickets)',
  },
  jackpot: { tr: 'Jackpot', en: 'Jackpot' },
  jackpotRule: { tr: '{n} topa kadar tamamlayan kazanır', en: 'Won within {n} balls' },
  jackpotWon: { tr: 'Jackpot kazanıldı: {amount}', en: 'Jackpot won: {amount}' },
  players: { tr: '{n} oyuncu', en: '{n, plural, one {# player} other {# players}}' },
  /** Instead of "0 players" while a game has no tickets yet. */
  firstTicket: { tr: 'İlk bileti siz alın', en: 'Be the first to buy a ticket' },
  tickets: { tr: '{n} bilet', en: '{n, plural, one {# ticket} other {# tickets}}' },
  myGames: { tr: 'Oyunlarınız', en: 'Your games' },
  waitingResult: { tr: 'Sonuç bekleniyor', en: 'Awaiting result' },
  help: { tr: 'Kurallar', en: 'Rules' },
  close: { tr: 'Kapat', en: 'Close' },
  rulesIntro90: {
    tr: '90 toplu tombala: her bilette 3 sıra ve 9 sütun, her sırada 5 sayı vardır. Biletler altılı şeritler hâlinde satılır; bir şeritte 1–90 arasındaki her sayı bir kez bulunur. Bir sırayı ilk tamamlayan birinci çinkoyu, iki sırayı ilk tamamlayan ikinci çinkoyu, 15 sayının hepsini ilk tamamlayan tombalayı kazanır; oyun tombalayla biter.',
    en: '90-ball bingo: each ticket has 3 rows and 9 columns, 5 numbers a row. Tickets come in strips of six holding every number from 1 to 90 once. The first to complete a row wins 1 line, two rows 2 lines, all 15 numbers the full house, which ends the game.',
  },
  rulesIntro75: {
    tr: '75 toplu tombala: ortası bedava 5×5 kart. Her oyunun tek bir deseni vardır (sıra, T, L, X ya da kartın tamamı) ve satış açılmadan duyurulur; deseni ilk tamamlayan kazanır, oyun orada biter.',
    en: '75-ball bingo: a 5×5 card with a free centre. Each game has one pattern (a line, T, L, X or the whole card), announced before sales open; the first to complete it wins and the game ends there.',
  },
  rulesAuto: {
    tr: 'Sayıları sunucu işaretler ve kazananları belirler; sizin bir şey yapmanız gerekmez. Aynı topta tamamlayan biletler ödülü eşit paylaşır; bölünmeyen kuruşlar, önce satın alınan biletlere birer kuruş verilir.',
    en: 'The server daubs every ticket and decides the winners; you need not do anything. Tickets completing on the same ball share the prize equally; kuruş that do not divide go one each to the earliest-bought tickets.',
  },
  rulesPrizes: {
    tr: 'Ödül havuzu satışların %{share} kadarıdır. Oyunda en az {players} farklı oyuncu ve {tickets} bilet varsa havuz {guarantee} garanti tutarına tamamlanır; aradaki farkı işletme öder, ancak bir oyuncu bu farktan en fazla {cap} alabilir. Daha az oyuncu ya da bilet varsa garanti uygulanmaz, havuz satışların %{share} kadarı kalır. Paylar: {shares}.',
    en: 'The pot is {share}% of ticket sales. With at least {players} different players and {tickets} tickets in the game it is lifted to the {guarantee} guarantee; the operator pays the top-up, but one player takes at most {cap} of it. With fewer players or tickets there is no guarantee and the pot stays at {share}% of sales. Shares: {shares}.',
  },
  rulesJackpot: {
    tr: 'Satışların %{slice} kadarı jackpot’a eklenir. {rule} tamamlanırsa jackpot da kazanılır ve eşit paylaşılır.',
    en: '{slice}% of sales is added to the jackpot. {rule}: the jackpot is won too and shared equally.',
  },
  jackpot90: { tr: 'Tombala ilk 50 topta', en: 'A full house within 50 balls' },
  jackpot75: {
    tr: 'Kartın tamamı ilk 50 topta (yalnızca tam kart oyunlarında)',
    en: 'A blackout within 50 balls (blackout games only)',
  },
  rulesRtp: {
    tr: 'RTP: ödül havuzunun payı, yani satışların %{rtp} kadarı (garanti ve jackpot hariç).',
    en: 'RTP: the pot share, {rtp}% of sales (before the guarantee and the jackpot).',
  },
  rulesPlayers: {
    tr: 'Odada yalnızca gerçek oyuncular vardır; gösterilen oyuncu ve bilet sayıları gerçektir.',
    en: 'Only real players play in the room; the player and ticket counts shown are real.',
  },
  rulesFairness: {
    tr: 'Her oyunun sunucu tohumu satış açılmadan SHA-256 özetiyle yayımlanır. Biletler bu tohum ve satın alma numarasından, top sırası tohum ile satış kapanınca alınan tüm biletlerin özetinden hesaplanır. Oyun bitince tohum açıklanır; herkes tüm biletleri ve top sırasını yeniden hesaplayabilir.',
    en: 'Each game’s server seed is published as its SHA-256 before sales open. Tickets come from that seed and the purchase number, the call order from the seed and the hash of every ticket sold by the close. When the game ends the seed is revealed and anyone can recompute every ticket and the call order.',
  },
  commitLabel: { tr: 'Sunucu tohumu özeti', en: 'Server seed hash' },
  verifyLink: { tr: 'Oyunu doğrula', en: 'Verify game' },
  verifyGame: { tr: 'Oyun {id} doğrulaması', en: 'Verify game {id}' },
  /** The operator closed the room (docs/backoffice.md "Tables and rounds"): no tickets for now. */
  roomClosed: {
    tr: 'Bu salon şu anda kapalı ve bilet satmıyor. Süren oyun normal şekilde tamamlanacak.',
    en: 'This room is closed for now and sells no tickets. The game under way will finish as usual.',
  },
} as const satisfies Record<string, Localized>

export function bingoStringsFor(locale: Locale): Record<string, string> {
  return stringsIn(bingoStrings, locale)
}

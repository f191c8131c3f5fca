import type { Locale, Localized } from '../../../locale.js'
import { stringsIn } from './strings-in.js'

/** The instant games’ own strings (plinko, keno, limbo, hi-lo, coin flip), merged into the studio’s on their pages. */
export const instantStrings = {
  rules: { tr: 'Kurallar', en: 'Rules' },
  closeRules: { tr: 'Kuralları kapat', en: 'Close the rules' },
  rtpFigure: { tr: 'RTP: {rtp}', en: 'RTP: {rtp}' },
  rows: { tr: 'Sıra', en: 'Rows' },
  risk: { tr: 'Risk', en: 'Risk' },
  risk_low: { tr: 'Düşük', en: 'Low' },
  risk_medium: { tr: 'Orta', en: 'Medium' },
  risk_high: { tr: 'Yüksek', en: 'High' },
  drop: { tr: 'Topu Bırak', en: 'Drop Ball' },
  landedIn: { tr: 'Top {m} kutusuna düştü', en: 'The ball landed on {m}' },
  plinkoRules: {
    tr: 'Top, seçtiğiniz sayıda (8–16) çivi sırasından düşer; her sırada eşit olasılıkla sola ya da sağa sapar. Düştüğü kutunun çarpanı bahis tutarınızla çarpılarak ödenir. Kenarlar nadir ama yüksek öder; risk seviyesi ödeme tablosunun şeklini belirler.',
    en: 'The ball falls through the rows of pegs you choose (8–16); at every row it goes left or right with equal chance. The box it lands in pays its multiplier times your stake. The edges are rare but pay the most; the risk level sets the shape of the paytable.',
  },
  plinkoFair: {
    tr: 'Turun i. sayısı (0–1) i. sırayı belirler: 0,5 ve üstü sağ, altı sol. Kutu = sağa sapma sayısı.',
    en: 'Float i of the round decides row i: 0.5 and above goes right, below goes left. The box = the number of rights.',
  },
  box: { tr: 'Kutu', en: 'Box' },
  chance: { tr: 'Olasılık', en: 'Chance' },
  pickNumbers: { tr: '1–40 arasından 1–10 sayı seçin', en: 'Pick 1–10 numbers from 1–40' },
  picked: { tr: '{n} / 10 seçildi', en: '{n} of 10 picked' },
  numberLabel: { tr: 'Sayı {n}', en: 'Number {n}' },
  playKeno: { tr: 'Çekilişi Başlat', en: 'Draw' },
  hits: { tr: 'İsabet', en: 'Hits' },
  hitsResult: { tr: '{hits} isabet', en: '{hits, plural, one {# hit} other {# hits}}' },
  pickFirst: { tr: 'Önce en az bir sayı seçin', en: 'Pick at least one number first' },
  kenoRules: {
    tr: '1–40 arasından 1–10 sayı seçin; her turda 10 sayı çekilir. Ödeme, seçtiğiniz sayı adedine ve isabet sayısına göre aşağıdaki tablodan, bahis tutarınızın katı olarak yapılır.',
    en: 'Pick 1–10 numbers from 1–40; every round draws 10 numbers. The pay depends on how many numbers you picked and how many were drawn, as a multiple of your stake, from the table below.',
  },
  kenoFair: {
    tr: 'Çekiliş: 1–40’ın, turun ilk 39 sayısıyla yapılan Fisher–Yates karıştırmasının ilk 10 sayısı.',
    en: 'The draw: the first 10 numbers of a Fisher–Yates shuffle of 1–40 driven by the round’s first 39 floats.',
  },
  targetMultiplier: { tr: 'Hedef çarpan', en: 'Target multiplier' },
  limboResult: { tr: 'Sonuç çarpanı', en: 'Result multiplier' },
  limboRules: {
    tr: 'Bir hedef çarpan seçin (1,01× – 10.000×). Turun sonuç çarpanı hedefe ulaşırsa bahis tutarınız hedefle çarpılarak ödenir. Kazanma şansı %99 ÷ hedef.',
    en: 'Choose a target multiplier (1.01× – 10,000×). If the round’s result reaches the target, your stake is paid times the target. Win chance = 99% ÷ target.',
  },
  limboFair: {
    tr: 'Turun ilk sayısı u = f·2³² tam sayısına çevrilir; sonuç = ⌊99·2³² / (2³² − u)⌋ / 100.',
    en: 'The round’s first float is read as the integer u = f·2³²; the result = ⌊99·2³² / (2³² − u)⌋ / 100.',
  },
  higherOrSame: { tr: 'Yüksek veya Aynı', en: 'Higher or Same' },
  lowerOrSame: { tr: 'Düşük veya Aynı', en: 'Lower or Same' },
  higherOnly: { tr: 'Yüksek', en: 'Higher' },
  lowerOnly: { tr: 'Düşük', en: 'Lower' },
  skipCard: { tr: 'Kartı Geç', en: 'Skip Card' },
  currentCard: { tr: 'Açık kart: {card}', en: 'Card showing: {card}' },
  cardsSoFar: { tr: 'Bu turun kartları', en: 'This round’s cards' },
  wrongGuess: { tr: 'Yanlış tahmin', en: 'Wrong guess' },
  card: { tr: 'Kart', en: 'Card' },
  hiloRules: {
    tr: 'Açık karttan sonra gelecek kartın daha yüksek mi (veya aynı) yoksa daha düşük mü (veya aynı) olacağını tahmin edin. As en düşük, Papaz en yüksek karttır; As’ta “Yüksek” ve Papaz’da “Düşük” kesin olarak yüksek/düşük demektir. Her doğru tahmin çarpanı büyütür; istediğiniz an parayı alabilir ya da kartı ücretsiz geçebilirsiniz. Yanlış tahmin bahsi kaybettirir. Çarpan = 0,99 × 13 / (kazanan değer sayısı), tahminler boyunca çarpılarak; en fazla 10.000×.',
    en: 'Guess whether the next card will be higher (or the same) or lower (or the same) than the card showing. Ace is lowest, King highest; on an Ace “Higher” and on a King “Lower” mean strictly higher or lower. Each correct guess raises the multiplier; cash out whenever you like, or skip a card for free. A wrong guess loses the stake. Multiplier = 0.99 × 13 / (number of winning ranks), multiplied over your guesses; at most 10,000×.',
  },
  hiloFair: {
    tr: 'Kart i = ⌊turun i. sayısı × 52⌋; değer = kart mod 13 + 1 (As = 1 … Papaz = 13). Her kart bağımsızdır (sonsuz deste).',
    en: 'Card i = ⌊float i of the round × 52⌋; rank = card mod 13 + 1 (Ace = 1 … King = 13). Every card is independent (an endless deck).',
  },
  heads: { tr: 'Tura', en: 'Heads' },
  tails: { tr: 'Yazı', en: 'Tails' },
  yourCall: { tr: 'Seçiminiz', en: 'Your call' },
  flip: { tr: 'Parayı at', en: 'Flip the coin' },
  coinShows: { tr: 'Para {side} geldi', en: 'The coin shows {side}' },
  coinflipRules: {
    tr: 'Tura ya da yazı seçip parayı atın. Para seçtiğiniz yüzü gösterirse bahis tutarınız 1,96× ile ödenir, diğer yüzü gösterirse bahis kaybedilir. Her yüzün gelme şansı tam olarak %50’dir.',
    en: 'Call heads or tails and flip the coin. If it lands on your call, your stake is paid 1.96×; if it shows the other side, the stake is lost. Each side comes up exactly 50% of the time.',
  },
  coinflipFair: {
    tr: 'Turun ilk sayısı u = f·2³² tam sayısına çevrilir; u < 2³¹ ise tura, değilse yazı.',
    en: 'The round’s first float is read as the integer u = f·2³²; heads when u < 2³¹, tails otherwise.',
  },
  buyCard: { tr: 'Kart al', en: 'Buy a card' },
  revealAll: { tr: 'Hepsini kazı', en: 'Scratch all' },
  scratchCell: { tr: '{n}. kutuyu kazı', en: 'Scratch box {n}' },
  threeOf: { tr: '3 × {symbol}', en: '3 × {symbol}' },
  noMatch: { tr: 'Üçlü yok', en: 'No three alike' },
  scratch_tulip: { tr: 'Lale', en: 'Tulip' },
  scratch_lamp: { tr: 'Kandil', en: 'Lamp' },
  scratch_coffee: { tr: 'Kahve', en: 'Coffee' },
  scratch_ferry: { tr: 'Vapur', en: 'Ferry' },
  scratch_tower: { tr: 'Kule', en: 'Tower' },
  scratch_crown: { tr: 'Taç', en: 'Crown' },
  scratchRules: {
    tr: 'Bir kart alın ve dokuz kutuyu kazıyın. Aynı sembolden üç tane çıkarsa bahis tutarınız o sembolün çarpanıyla ödenir; bir kartta en fazla bir üçlü bulunur. Kartın ödülü siz kazımadan önce belirlenmiştir, kazıma sırası sonucu değiştirmez.',
    en: 'Buy a card and scratch the nine boxes. Three of the same symbol pay your stake times that symbol’s multiplier; a card holds at most one set of three. The card’s prize is set before you scratch, so the order you scratch in changes nothing.',
  },
  scratchFair: {
    tr: 'Turun sayıları u = f·2³² tam sayılarına çevrilir; 2³² − (2³² mod 1.000.000) altındaki ilk u alınır (reddetmeli örnekleme) ve d = u mod 1.000.000 ödül tablosundaki ağırlık aralığına düşer. Sonraki sayılar sembollerin yerini karıştırır (Fisher–Yates).',
    en: 'The round’s floats are read as integers u = f·2³²; the first u below 2³² − (2³² mod 1,000,000) is kept (rejection sampling) and d = u mod 1,000,000 falls in a prize’s weight band. The floats after it shuffle where the symbols go (Fisher–Yates).',
  },
  difficulty: { tr: 'Zorluk', en: 'Difficulty' },
  towerFloor: { tr: 'Kat', en: 'Floor' },
  difficulty_easy: { tr: 'Kolay', en: 'Easy' },
  difficulty_medium: { tr: 'Orta', en: 'Medium' },
  difficulty_hard: { tr: 'Zor', en: 'Hard' },
  towerDoors: { tr: '{doors} kapı, 1 tuzak', en: '{doors} doors, 1 trap' },
  floorLabel: { tr: '{n}. kat', en: 'Floor {n}' },
  doorLabel: { tr: '{floor}. kat, {n}. kapı', en: 'Floor {floor}, door {n}' },
  trapHit: { tr: 'Tuzağa bastınız', en: 'You hit the trap' },
  towerRules: {
    tr: 'Bir zorluk seçin ve kuleye tırmanın: her katta kapılardan birini açın. Kapılardan biri tuzaktır; güvenli kapı sizi bir kat yukarı çıkarır ve çarpanı büyütür, tuzak bahsi kaybettirir. İlk kattan sonra istediğiniz an parayı alabilirsiniz; 9. kata ulaşınca kazanç kendiliğinden ödenir. n kattan sonraki çarpan = 0,97 ÷ (n katı geçme olasılığı).',
    en: 'Choose a difficulty and climb the tower: on each floor, open one of the doors. One door is a trap; a safe door takes you up a floor and raises the multiplier, the trap loses the stake. Cash out whenever you like after the first floor; reaching floor 9 pays out by itself. Multiplier after n floors = 0.97 ÷ (the chance of clearing n floors).',
  },
  towerFair: {
    tr: 'i. kattaki tuzak kapı = ⌊turun i. sayısı × kapı sayısı⌋; her kat bağımsızdır.',
    en: 'The trap on floor i = ⌊float i of the round × the number of doors⌋; every floor is independent.',
  },
} as const satisfies Record<string, Localized>

export function instantStringsFor(locale: Locale): Record<string, string> {
  return stringsIn(instantStrings, locale)
}

import { formatMoney, formatNumber, SPORTS_LIMITS, type Locale } from '@galata/contract'
import type { Retraction } from './retractions.data.js'

/*
 * docs/sportsbook.md: the Betting Rules page (CMS page 9, "Kurallar / Rules") describes the sportsbook that
 * now runs (docs/sportsbook.md): slip kinds, MBS, the stake and payout limits of SPORTS_LIMITS,
 * settlement (void 1,00, half won / half lost on quarter lines), void events, corrected results,
 * the odds-change policy and kick-off. Every figure comes from the contract the engine enforces.
 * A database seeded before gets the page where it is still the one the copy review (docs/content.md) left
 * (BETTING_RULES_REWRITES).
 */

const L = SPORTS_LIMITS
const money = (lira: number, locale: Locale) => formatMoney(lira, locale, { whole: true })
const odds = (value: number, locale: Locale) => formatNumber(value, locale, { decimals: 2 })

export const bettingRulesPage = {
  tr: `
<h2>Spor Bahisleri Kuralları</h2>
<p>Bu kurallar Galata spor bahislerindeki (Spor ve E-Spor) tüm kuponlar için geçerlidir. Karşılaşmalar Galata'nın kendi simülasyon dünyasında oynanır: her maçın tohum özeti (SHA-256) başlama saatinden önce maç sayfasında yayımlanır, maç bittikten sonra tohum açıklanır ve maç doğrulama sayfasında baştan oynatılabilir.</p>
<h3>Kupon türleri</h3>
<ul>
  <li><strong>Tek Maç:</strong> her seçim ayrı bir kupondur; kazanç, bahis tutarı × orandır.</li>
  <li><strong>Kombine:</strong> en fazla ${L.comboLegsMax} seçim; kuponun kazanması için tüm seçimlerin kazanması gerekir, kazanç bahis tutarı × oranların çarpımıdır. Aynı karşılaşmadan iki seçim aynı kombineye eklenemez; birbirine bağlı sonuçlar bu yüzden tek kuponda birleşmez.</li>
  <li><strong>Sistem:</strong> seçtiğiniz boyutlardaki (ör. 2/3, 3/4) tüm kombinasyonlar eşit birim tutarla oynanır; banko seçimler her kombinasyonda yer alır. Bir sistemde en fazla ${L.systemLegsMax} seçim olabilir ve bahis tutarı, bahis sayısına tam kuruş olarak bölünmelidir.</li>
  <li><strong>MBS (minimum bahis sayısı):</strong> her seçimin bir MBS değeri vardır; kupondaki her bahis, seçimlerinin en yüksek MBS değeri kadar karşılaşma içermelidir.</li>
</ul>
<h3>Bahis tutarı ve azami kazanç</h3>
<ul>
  <li>Bir kuponun bahis tutarı ${money(L.stakeMin, 'tr')} ile ${money(L.stakeMax, 'tr')} arasındadır (sistemde kuponun toplam tutarı).</li>
  <li>Bir kupondan ödenebilecek azami kazanç ${money(L.payoutMax, 'tr')}'dir. Olası kazanç kuponda bu sınırla birlikte gösterilir; sınırı aşacak bir bahis tutarı kabul edilmez ve size sınıra sığan en büyük bahis tutarı bildirilir.</li>
  <li>Oranlar ondalık olarak gösterilir, en düşük oran ${odds(L.oddsMin, 'tr')}'dir. Kazanç kuruşa aşağı yuvarlanır.</li>
</ul>
<h3>Oran değişiklikleri</h3>
<p>Kupon, onaylandığı andaki oranlarla kabul edilir. Kuponda oran değişikliklerine ne olacağını siz seçersiniz: <strong>sor</strong> (bir oran değiştiyse kupon alınmaz, yeni oranlar kuponda gösterilir), <strong>yükselen oranları kabul et</strong> (yalnızca düşen bir oran kuponu durdurur) veya <strong>oran değişikliklerini kabul et</strong>.</p>
<h3>Başlama saati</h3>
<p>Maç öncesi bahisler başlama saatine kadar alınır. Karşılaşma başladığında maç öncesi marketler askıya alınır; başlamış bir karşılaşmaya maç öncesi bahis kabul edilmez. Askıya alınmış bir markete de bahis alınmaz.</p>
<h3>Sonuçlandırma</h3>
<ul>
  <li>Kuponlar karşılaşmanın bitiminde kesin sonuca göre sonuçlanır. Futbol normal süre (uzatma dakikaları dahil) sonucuna göre değerlendirilir; basketbolda uzatmalar sonuca dahildir; tenis, voleybol ve e-spor tamamlanan maçın set ve harita skoruna göre değerlendirilir. Buz hokeyinde "Maç Sonucu (normal süre)" yalnızca üç periyodun sonucuna göre, diğer bahisler (maç sonucu, handikap, toplam gol) uzatma ve penaltı atışları dahil değerlendirilir; uzatmayı ya da penaltı atışlarını kazanan takıma skorda bir gol yazılır.</li>
  <li>İptal edilen (iade) bir seçim ${odds(1, 'tr')} oranla hesaplanır: tek maçta bahis tutarı iade edilir, kombine kalan seçimlerle devam eder. Tüm seçimleri iptal edilen kupon iade edilir.</li>
  <li>Çeyrek çizgili Asya handikaplarında bahis iki yarıya bölünür: <strong>yarı kazandı</strong> sonucunda bahsin yarısı oranla kazanır, diğer yarısı iade edilir; <strong>yarı kaybetti</strong> sonucunda bahsin yarısı kaybeder, diğer yarısı iade edilir. Tam çizgide beraberlik iade edilir.</li>
  <li>Yarıda kalan veya oynanmayan bir karşılaşmanın açık marketleri iptal edilir ve seçimleri ${odds(1, 'tr')} oranla hesaplanır. Tek bir market de iptal edilebilir.</li>
  <li>Bir sonuç düzeltilirse karşılaşmadaki kuponlar yeniden sonuçlanır ve yalnızca fark hesabınıza yansıtılır: yeni sonuçla kazanan kupona ek ödeme yapılır, kaybeden kupondan önceki ödeme geri alınır.</li>
  <li>Kazançlar bakiyenize hemen eklenir; kuponlarınızı ve her seçimin sonucunu Kuponlarım sayfasında görebilirsiniz.</li>
</ul>
`,
  en: `
<h2>Sports Betting Rules</h2>
<p>These rules apply to every slip on Galata's sportsbook (Sports and E-Sports). The matches are played in Galata's own simulated world: each match's seed hash (SHA-256) is published on the event page before kick-off, the seed is revealed after the final whistle, and the verify page replays the match from it.</p>
<h3>Slip types</h3>
<ul>
  <li><strong>Single:</strong> each selection is its own slip; it pays the stake × the odds.</li>
  <li><strong>Kombine (accumulator):</strong> up to ${L.comboLegsMax} selections; every selection must win, and it pays the stake × the product of the odds. Two selections from the same event cannot be on one kombine, so related outcomes are never combined on one slip.</li>
  <li><strong>System:</strong> every combination of the sizes you choose (e.g. 2/3, 3/4) is played at an equal unit stake; bankers are part of every combination. A system takes up to ${L.systemLegsMax} selections, and its stake must divide into whole kuruş per bet.</li>
  <li><strong>MBS (minimum number of events):</strong> every selection carries an MBS; each bet on a slip must hold at least as many events as the highest MBS of its selections.</li>
</ul>
<h3>Stakes and maximum payout</h3>
<ul>
  <li>The stake of a slip is between ${money(L.stakeMin, 'en')} and ${money(L.stakeMax, 'en')} (for a system, the whole slip).</li>
  <li>The most one slip can pay is ${money(L.payoutMax, 'en')}. The slip shows its potential payout with this cap; a stake that would pay more is not accepted, and you are told the highest stake that fits.</li>
  <li>Odds are shown as decimals; the lowest price is ${odds(L.oddsMin, 'en')}. Payouts are rounded down to the kuruş.</li>
</ul>
<h3>Odds changes</h3>
<p>A slip is accepted at the odds of the moment it is confirmed. You choose what happens when a price moves: <strong>ask</strong> (if any price has changed the slip is not placed and the new prices are shown on it), <strong>accept higher odds</strong> (only a price that fell stops the slip) or <strong>accept any odds change</strong>.</p>
<h3>Kick-off</h3>
<p>Pre-match bets are taken until kick-off. When an event starts its pre-match markets are suspended, and no pre-match bet is accepted on an event that has started. A suspended market takes no bets either.</p>
<h3>Settlement</h3>
<ul>
  <li>Slips are settled on the final result when the event ends. Football is settled on regular time (stoppage time included); basketball includes overtime; tennis, volleyball and e-sports are settled on the sets and maps of the completed match. In ice hockey, "Match result (regulation time)" is settled on the three periods only; the other markets (money line, puck line, total goals) include overtime and the shoot-out, whose winner is credited one goal.</li>
  <li>A void selection counts at odds of ${odds(1, 'en')}: a single returns its stake, and a kombine goes on with its other selections. A slip whose selections are all void returns its stake.</li>
  <li>On quarter-line Asian handicaps the stake is split in two halves: <strong>half won</strong> means one half wins at the odds and the other is returned; <strong>half lost</strong> means one half loses and the other is returned. A tie on a whole line is returned.</li>
  <li>An event that is abandoned or not played has its open markets voided, and its selections count at ${odds(1, 'en')}. A single market can be voided too.</li>
  <li>If a result is corrected, the slips on that event are settled again and only the difference reaches your account: a slip that now wins is paid the difference, and a payment to a slip that now loses is taken back.</li>
  <li>Winnings are added to your balance at once; My Bets (Kuponlarım) shows your slips and how each selection settled.</li>
</ul>
`,
}

/** Page 9 as the copy pass (docs/content.md) left it (retractions and tool-pages passes applied). */
const FORMER_PAGE = {
  tr: `
<h2>Spor Bahisleri Kuralları</h2>
<p>Spor bahisleri henüz sunulmamaktadır; aşağıdaki kurallar spor bahisleri açıldığında geçerli olacaktır.</p>
<h3>Genel</h3>
<ul>
  <li>Aksi belirtilmedikçe futbol bahisleri normal süre (uzatmalar dahil, uzatma devreleri ve penaltılar hariç) sonucuna göre değerlendirilir.</li>
  <li>Başlama saatinden sonra kabul edilen maç öncesi bahisler, canlı bahis olarak sunulmadıkça geçersiz sayılır.</li>
  <li>Ertelenen ve 48 saat içinde oynanmayan karşılaşmalardaki bahisler 1,00 oranla değerlendirilir.</li>
</ul>
<h3>Kombine kuponlar</h3>
<ul>
  <li>Bir kupondaki tüm seçimlerin kazanması gerekir; iptal edilen seçim 1,00 oranla hesaplanır.</li>
  <li>Birbiriyle bağlantılı sonuçlar aynı kuponda birleştirilemez.</li>
  <li>Bir kupondan kazanılabilecek azami tutar 500.000 TL'dir.</li>
</ul>
<h3>Canlı bahis</h3>
<p>Canlı bahislerde oranlar sürekli değişir; kuponunuz, onaylandığı andaki oranla kabul edilir. Veri sağlayıcısındaki gecikme nedeniyle olay gerçekleştikten sonra kabul edilen bahisler geçersiz sayılabilir.</p>
`,
  en: `
<h2>Sports Betting Rules</h2>
<p>Sports betting is not offered yet; the rules below will apply once it opens.</p>
<h3>General</h3>
<ul>
  <li>Unless stated otherwise, football bets are settled on the result after regular time (including stoppage time, excluding extra time and penalties).</li>
  <li>Pre-match bets accepted after kick-off are void unless the market was offered live.</li>
  <li>Bets on matches postponed and not played within 48 hours are settled at odds of 1.00.</li>
</ul>
<h3>Accumulators</h3>
<ul>
  <li>Every selection on a slip must win; a void selection counts at odds of 1.00.</li>
  <li>Related outcomes cannot be combined on the same slip.</li>
  <li>The maximum payout of one slip is 500,000 TRY.</li>
</ul>
<h3>Live betting</h3>
<p>Live odds change continuously; your slip is accepted at the odds shown when it is confirmed. Bets accepted after an event has happened, because of a delay at the data provider, may be voided.</p>
`,
}

/** Runs after every earlier pass of seed.ts, so a database from any earlier issue ends here. */
export const BETTING_RULES_REWRITES: readonly Retraction[] = [
  { pageId: 9, locale: 'tr', before: FORMER_PAGE.tr.trim(), after: bettingRulesPage.tr.trim() },
  { pageId: 9, locale: 'en', before: FORMER_PAGE.en.trim(), after: bettingRulesPage.en.trim() },
]

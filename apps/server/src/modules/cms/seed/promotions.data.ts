import type { Localized } from '@galata/contract'

export interface PromotionSeed {
  slug: string
  sort: number
  /** Stored for the back office; a promotion with a campaign is served with the campaign's name. */
  title: Localized
  description: Localized
}

/*
 * Demo promotions (spec §2 promotions page and detail dialog); image is `/media/promotions/{slug}.svg`.
 * docs/content.md "Promotions come from campaigns": each refers to the campaign the bonus
 * engine runs with `{{campaign:code}}`; the server writes the campaign's name as the title and its
 * figures in place of the reference when it serves the promotion. The prose below carries no figure.
 * Free Spins Friday, the Accumulator Boost, the Live Casino Reload and Refer a Friend were removed:
 * the engine runs none of them (RETIRED_PROMOTIONS in retractions.data.ts switches them off on a
 * database seeded before).
 */
export const promotionSeeds: readonly PromotionSeed[] = [
  {
    slug: 'welcome-bonus',
    sort: 1,
    title: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
    description: {
      tr: `
<p>Galata’ya hoş geldiniz. İlk para yatırma işleminize bonus ekliyoruz; bonus, bonus bakiyenize tanımlanır ve çevrim şartı tamamlandığında nakit bakiyenize aktarılır.</p>
<div>{{campaign:first_deposit}}</div>
<h4>Nasıl talep edilir?</h4>
<ol>
  <li>Üye olun ve ilk para yatırma işleminizi yapın.</li>
  <li>Yatırımınız onaylandıktan sonra Hesabım bölümündeki Bonus Talep Et sayfasından Hoş Geldin Bonusunu talep edin.</li>
  <li>Çevrim durumunu Bonuslarım sayfasından izleyin.</li>
</ol>
<p><small>Bahisler sonuçlandığında çevrime sayılır. <a href="/pages/8">Bonus Genel Kuralları</a> geçerlidir.</small></p>
`,
      en: `
<p>Welcome to Galata. We add a bonus to your first deposit; it goes to your bonus balance and moves to your cash balance once its wagering requirement is met.</p>
<div>{{campaign:first_deposit}}</div>
<h4>How to claim</h4>
<ol>
  <li>Sign up and make your first deposit.</li>
  <li>Once your deposit is confirmed, claim the Welcome Bonus on the Claim a Bonus page in My Account.</li>
  <li>Track its wagering on the My Bonuses page.</li>
</ol>
<p><small>Bets count towards wagering when they settle. The <a href="/pages/8">General Bonus Rules</a> apply.</small></p>
`,
    },
  },
  {
    slug: 'weekly-cashback',
    sort: 2,
    title: { tr: 'Haftalık Kayıp Bonusu', en: 'Weekly Cashback' },
    description: {
      tr: `
<p>Şansınız yaver gitmediyse geçen haftaki net nakit kaybınızın bir kısmını bonus olarak geri alırsınız.</p>
<div>{{campaign:weekly_cashback}}</div>
<h4>Nasıl talep edilir?</h4>
<ol>
  <li>Hafta boyunca oynayın; her el sonuçlandığı haftaya sayılır.</li>
  <li>İzleyen hafta Hesabım bölümündeki Bonus Talep Et sayfasından Haftalık Kayıp Bonusunu talep edin.</li>
</ol>
<p><small>Net kayıp; hafta içinde sonuçlanan ellere nakit olarak yatırdığınız tutardan nakit olarak kazandığınız tutarın düşülmesiyle hesaplanır. Açık, iade edilen veya iptal edilen eller ile bahislerin bonus parasıyla ödenen kısmı hesaba katılmaz. <a href="/pages/8">Bonus Genel Kuralları</a> geçerlidir.</small></p>
`,
      en: `
<p>If luck was not on your side, part of last week’s net cash loss comes back to you as a bonus.</p>
<div>{{campaign:weekly_cashback}}</div>
<h4>How to claim</h4>
<ol>
  <li>Play during the week; each round counts in the week in which it settles.</li>
  <li>The following week, claim the Weekly Cashback on the Claim a Bonus page in My Account.</li>
</ol>
<p><small>Net loss is the cash you staked on rounds settled during the week minus the cash you won on them. Open, refunded and void rounds, and the part of a stake paid with bonus money, are not counted. The <a href="/pages/8">General Bonus Rules</a> apply.</small></p>
`,
    },
  },
  // The sports promotions (docs/sportsbook.md "Sports promotions"). The boost and the refund are seeded
  // switched off; their pages are served once an operator switches the campaign on.
  {
    slug: 'sports-freebet',
    sort: 3,
    title: { tr: 'Spor Freebet', en: 'Sports Free Bet' },
    description: {
      tr: `
<p>Spor bahislerine bizden bir kuponla başlayın: freebet ile oynadığınız kupon kazanırsa, freebet tutarının üzerindeki kazancın tamamı nakit bakiyenize geçer.</p>
<div>{{campaign:sports_freebet}}</div>
<h4>Nasıl kullanılır?</h4>
<ol>
  <li>Para yatırın; yatırımınız onaylandıktan sonra Hesabım bölümündeki Bonus Talep Et sayfasından Spor Freebet’i talep edin.</li>
  <li>Kuponunuza maçları ekleyin ve kuponda “Freebet kullan” seçeneğinden freebet’inizi seçin.</li>
  <li>Kuponu onaylayın; bakiyenizden tutar düşülmez.</li>
</ol>
<p><small>Freebet tek maçlık kuponlarda ve kombinelerde kullanılır; sistem kuponlarında, Maç Kombini’nde ve artırılmış oranlarda kullanılamaz. Freebet ile oynanan kuponda erken ödeme yoktur. İptal edilen kuponun freebet’i size geri döner. <a href="/pages/8">Bonus Genel Kuralları</a> geçerlidir.</small></p>
`,
      en: `
<p>Start on the sportsbook with a bet on us: if a slip staked with your free bet wins, everything it wins beyond the free bet’s amount goes to your cash balance.</p>
<div>{{campaign:sports_freebet}}</div>
<h4>How to use it</h4>
<ol>
  <li>Make a deposit; once it is confirmed, claim the Sports Free Bet on the Claim a Bonus page in My Account.</li>
  <li>Add your selections to the bet slip and choose your free bet under “Use a free bet”.</li>
  <li>Place the bet; nothing is taken from your balance.</li>
</ol>
<p><small>A free bet can stake a single or an accumulator, not a system bet, a Bet Builder or a boosted price. A slip staked with a free bet cannot be cashed out. If the bet is void, the free bet comes back to you. The <a href="/pages/8">General Bonus Rules</a> apply.</small></p>
`,
    },
  },
  {
    slug: 'combo-boost',
    sort: 4,
    title: { tr: 'Kombine Bonusu', en: 'Combo Boost' },
    description: {
      tr: `
<p>Kombineniz kazandığında kazancınıza bizden ek kazanç: şartları karşılayan her kazanan kombineye bonus otomatik olarak eklenir, talep etmeniz gerekmez.</p>
<div>{{campaign:kombine_boost}}</div>
<h4>Nasıl işler?</h4>
<ol>
  <li>Kuponunuzu kampanya şartlarındaki kadar maçla ve her maçı en az belirtilen oranla kurun; kupon bonusu kazanacaksa kupon bunu gösterir.</li>
  <li>Kombineniz kazandığında ek kazanç, kupon sonuçlanırken nakit bakiyenize ayrı bir kalem olarak yatar.</li>
</ol>
<p><small>İptal edilen maçlar sayılmaz. Sonucu düzeltilen bir kuponun ek kazancı da yeni sonuca göre düzeltilir. <a href="/pages/8">Bonus Genel Kuralları</a> geçerlidir.</small></p>
`,
      en: `
<p>When your accumulator wins, we add to its winnings: the boost is added automatically to every winning accumulator that meets the terms, with nothing to claim.</p>
<div>{{campaign:kombine_boost}}</div>
<h4>How it works</h4>
<ol>
  <li>Build your accumulator with as many selections as the terms ask, each at least at the stated odds; the bet slip shows when it qualifies.</li>
  <li>When it wins, the boost is paid to your cash balance as a separate entry when the bet settles.</li>
</ol>
<p><small>Void selections do not count. If a result is corrected, the boost follows the corrected result. The <a href="/pages/8">General Bonus Rules</a> apply.</small></p>
`,
    },
  },
  {
    slug: 'one-leg-short',
    sort: 5,
    title: { tr: 'Kupon İadesi', en: 'One Leg Short Refund' },
    description: {
      tr: `
<p>Kombineniz tek maçla mı kaçtı? Kuponunuzun tutarı size freebet olarak geri döner; talep etmeniz gerekmez.</p>
<div>{{campaign:kupon_iadesi}}</div>
<h4>Nasıl işler?</h4>
<ol>
  <li>Kuponunuzu kampanya şartlarındaki kadar maçla ve her maçı en az belirtilen oranla kurun.</li>
  <li>Kupon yalnızca bir maç yüzünden kaybederse, iade kupon sonuçlanınca freebet olarak hesabınıza tanımlanır.</li>
</ol>
<p><small>İptal edilen maçlar sayılmaz. Freebet ile oynanan kombineler iadeye dahil değildir. Her kupon için bir kez iade yapılır. <a href="/pages/8">Bonus Genel Kuralları</a> geçerlidir.</small></p>
`,
      en: `
<p>Did your accumulator miss by a single selection? Its stake comes back to you as a free bet, with nothing to claim.</p>
<div>{{campaign:kupon_iadesi}}</div>
<h4>How it works</h4>
<ol>
  <li>Build your accumulator with as many selections as the terms ask, each at least at the stated odds.</li>
  <li>If it loses by exactly one selection, the refund is credited as a free bet when the bet settles.</li>
</ol>
<p><small>Void selections do not count. Accumulators staked with a free bet do not qualify. Each bet is refunded at most once. The <a href="/pages/8">General Bonus Rules</a> apply.</small></p>
`,
    },
  },
]

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
]

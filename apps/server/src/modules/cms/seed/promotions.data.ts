import { BONUS_MAX_STAKE, type Localized } from '@galata/contract'

export interface PromotionSeed {
  slug: string
  sort: number
  title: Localized
  description: Localized
}

/** Demo promotions (spec §2 promotions page and detail dialog); image is `/media/promotions/{slug}.svg`. */
export const promotionSeeds: readonly PromotionSeed[] = [
  // The first-deposit and weekly-cashback campaigns of modules/bonuses/campaigns.seed.ts: the
  // figures below must match them; the stake limit comes from the contract (docs/bonuses.md).
  {
    slug: 'welcome-bonus',
    sort: 1,
    title: { tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' },
    description: {
      tr: `
<h3>İlk yatırımınıza %100, 1.000 TL'ye kadar bonus!</h3>
<p>Galata'ya hoş geldiniz. İlk para yatırma işleminize aynı tutarda bonus ekliyoruz; bakiyenizi ikiye katlayın ve oyuna güçlü başlayın.</p>
<ul>
  <li>En az yatırım: <strong>50 TL</strong></li>
  <li>En fazla bonus: <strong>1.000 TL</strong></li>
  <li>Çevrim şartı: bonus tutarının <strong>20 katı</strong>, 30 gün içinde</li>
  <li>Talep süresi: ilk yatırımınız onaylandıktan sonra 7 gün</li>
</ul>
<h4>Nasıl alırım?</h4>
<ol>
  <li>Üye olun.</li>
  <li>İlk yatırımınızı yapın.</li>
  <li>Bonuslar ve İndirimler sayfasından İlk Yatırım Bonusu'nu talep edin.</li>
</ol>
<p><small>Bonus Genel Kuralları geçerlidir: bahisler sonuçlandığında çevrime sayılır, slotlar %100, diğer oyunlar daha düşük oranda katkı sağlar. Bonus aktifken tek bahiste en fazla ${BONUS_MAX_STAKE} TL yatırılabilir.</small></p>
`,
      en: `
<h3>100% on your first deposit, up to 1,000 TRY!</h3>
<p>Welcome to Galata. We match your first deposit with the same amount in bonus money, so you start with double the balance.</p>
<ul>
  <li>Minimum deposit: <strong>50 TRY</strong></li>
  <li>Maximum bonus: <strong>1,000 TRY</strong></li>
  <li>Wagering: <strong>20 times</strong> the bonus amount, within 30 days</li>
  <li>Claim it within 7 days of your first deposit being confirmed</li>
</ul>
<h4>How to claim</h4>
<ol>
  <li>Sign up.</li>
  <li>Make your first deposit.</li>
  <li>Claim the First Deposit Bonus on the Bonuses &amp; Discounts page.</li>
</ol>
<p><small>General Bonus Rules apply: bets count towards wagering when they settle; slots count 100%, other games less. While the bonus is active a single bet can be at most ${BONUS_MAX_STAKE} TRY.</small></p>
`,
    },
  },
  {
    slug: 'weekly-cashback',
    sort: 2,
    title: { tr: 'Haftalık %10 Kayıp Bonusu', en: '10% Weekly Cashback' },
    description: {
      tr: `
<h3>Şans yüzünüze gülmediyse kaybınızın %10'u geri geliyor</h3>
<p>Geçen hafta (pazartesi 00.00 – pazartesi 00.00, Türkiye saati) sonuçlanan ellerdeki net nakit kaybınızın %10'unu bu hafta boyunca Bonuslar ve İndirimler sayfasından talep edebilirsiniz.</p>
<ul>
  <li>En az net kayıp: <strong>100 TL</strong></li>
  <li>En fazla iade: <strong>500 TL</strong></li>
  <li>Çevrim şartı: <strong>yalnızca 1 kat</strong>, 7 gün içinde</li>
</ul>
<p><small>Net kayıp; hafta içinde sonuçlanan ellere nakit olarak yatırdığınız tutardan nakit olarak kazandığınız tutarın düşülmesiyle hesaplanır. Her el, sonuçlandığı haftaya sayılır. Açık, iade edilen veya iptal edilen eller ile bahislerin bonus parasıyla ödenen kısmı hesaba katılmaz.</small></p>
`,
      en: `
<h3>If luck wasn't on your side, 10% of your losses come back</h3>
<p>Claim 10% of your net cash loss on the rounds settled last week (Monday 00:00 to Monday 00:00, Turkish time) on the Bonuses &amp; Discounts page, any time this week.</p>
<ul>
  <li>Minimum net loss: <strong>100 TRY</strong></li>
  <li>Maximum cashback: <strong>500 TRY</strong></li>
  <li>Wagering: <strong>just 1 time</strong>, within 7 days</li>
</ul>
<p><small>Net loss is the cash you staked on rounds settled during the week minus the cash you won on them. Each round counts in the week in which it settled. Open, refunded and void rounds, and the part of a stake paid with bonus money, are not counted.</small></p>
`,
    },
  },
  {
    slug: 'free-spins-friday',
    sort: 3,
    title: { tr: 'Bedava Dönüş Cuması', en: 'Free Spins Friday' },
    description: {
      tr: `
<h3>Her cuma 100'e kadar bedava dönüş</h3>
<p>Cuma günü yapacağın yatırıma göre seçili slot oyunlarında bedava dönüş kazan.</p>
<table>
  <thead><tr><th>Yatırım</th><th>Bedava dönüş</th></tr></thead>
  <tbody>
    <tr><td>250 TL</td><td>25</td></tr>
    <tr><td>500 TL</td><td>50</td></tr>
    <tr><td>1.000 TL ve üzeri</td><td>100</td></tr>
  </tbody>
</table>
<p>Dönüşlerden gelen kazançlar 25 kat çevrime tabidir.</p>
<p><small>Dönüşler yatırımdan sonra 24 saat içinde kullanılmalıdır. Bonus Genel Kuralları geçerlidir.</small></p>
`,
      en: `
<h3>Up to 100 free spins every Friday</h3>
<p>Win free spins on selected slots depending on your Friday deposit.</p>
<table>
  <thead><tr><th>Deposit</th><th>Free spins</th></tr></thead>
  <tbody>
    <tr><td>250 TRY</td><td>25</td></tr>
    <tr><td>500 TRY</td><td>50</td></tr>
    <tr><td>1,000 TRY or more</td><td>100</td></tr>
  </tbody>
</table>
<p>Winnings from the spins must be wagered 25 times.</p>
<p><small>Spins must be used within 24 hours of the deposit. General Bonus Rules apply.</small></p>
`,
    },
  },
  {
    slug: 'sports-accumulator',
    sort: 4,
    title: { tr: 'Kombine Kupon Artırımı', en: 'Accumulator Boost' },
    description: {
      tr: `
<h3>Kuponun büyüdükçe kazancın da büyüsün</h3>
<p>4 veya daha fazla maçlı kombine kuponlarında kazancına <strong>%50'ye varan</strong> ek ödeme yapıyoruz.</p>
<ul>
  <li>4 maç: %5 ek kazanç</li>
  <li>6 maç: %15 ek kazanç</li>
  <li>8 maç: %30 ek kazanç</li>
  <li>10 maç ve üzeri: %50 ek kazanç</li>
</ul>
<p><small>Her seçimin oranı en az 1.40 olmalıdır. Canlı bahisler ve sistem kuponları dahil değildir. Ek ödeme gerçek para olarak yatırılır.</small></p>
`,
      en: `
<h3>The bigger your slip, the bigger your win</h3>
<p>We add <strong>up to 50%</strong> extra to the winnings of accumulators with 4 or more selections.</p>
<ul>
  <li>4 selections: 5% extra</li>
  <li>6 selections: 15% extra</li>
  <li>8 selections: 30% extra</li>
  <li>10 or more selections: 50% extra</li>
</ul>
<p><small>Each selection must have odds of at least 1.40. Live bets and system slips are excluded. The boost is paid as real money.</small></p>
`,
    },
  },
  {
    slug: 'live-casino-reload',
    sort: 5,
    title: { tr: 'Canlı Casino %25 Yatırım Bonusu', en: '25% Live Casino Reload' },
    description: {
      tr: `
<h3>Canlı masalara her gün %25 ek bakiyeyle otur</h3>
<p>Günde bir kez, canlı casino için yapacağın yatırıma %25, 2.500 TL'ye kadar bonus.</p>
<ul>
  <li>En az yatırım: <strong>200 TL</strong></li>
  <li>Çevrim şartı: <strong>10 kat</strong>, canlı casino masalarında</li>
  <li>Geçerli oyunlar: rulet, blackjack, bakara ve poker</li>
</ul>
<p><small>Rulette aynı el içinde kırmızı ve siyaha birlikte bahis yapmak gibi risksiz oyunlar çevrime sayılmaz.</small></p>
`,
      en: `
<h3>Sit at the live tables with 25% extra every day</h3>
<p>Once a day, get a 25% bonus of up to 2,500 TRY on your live casino deposit.</p>
<ul>
  <li>Minimum deposit: <strong>200 TRY</strong></li>
  <li>Wagering: <strong>10 times</strong>, at live casino tables</li>
  <li>Eligible games: roulette, blackjack, baccarat and poker</li>
</ul>
<p><small>Risk-free play, such as betting on both red and black in the same round, does not count towards wagering.</small></p>
`,
    },
  },
  {
    slug: 'refer-a-friend',
    sort: 6,
    title: { tr: 'Arkadaşını Getir', en: 'Refer a Friend' },
    description: {
      tr: `
<h3>Arkadaşını davet et, ikiniz de kazanın</h3>
<p>Hesabım bölümündeki davet bağlantını paylaş. Arkadaşın üye olup ilk yatırımını yaptığında ikinize de <strong>250 TL</strong> bonus.</p>
<ol>
  <li>Davet bağlantını kopyala ve paylaş.</li>
  <li>Arkadaşın bağlantıyla kayıt olsun ve telefonunu doğrulasın.</li>
  <li>En az 500 TL yatırdığında bonuslar iki hesaba da tanımlanır.</li>
</ol>
<p><small>Ayda en fazla 10 arkadaş davet edilebilir. Aynı hane veya cihazdan açılan hesaplar kampanyaya katılamaz.</small></p>
`,
      en: `
<h3>Invite a friend and you both win</h3>
<p>Share the invite link in My Account. When your friend signs up and makes a first deposit, you each get a <strong>250 TRY</strong> bonus.</p>
<ol>
  <li>Copy and share your invite link.</li>
  <li>Your friend signs up with the link and verifies their phone.</li>
  <li>Once they deposit at least 500 TRY, both accounts receive the bonus.</li>
</ol>
<p><small>Up to 10 friends a month. Accounts opened from the same household or device are not eligible.</small></p>
`,
    },
  },
]

import type { Localized } from '@galata/contract'

export interface PromotionSeed {
  slug: string
  sort: number
  title: Localized
  description: Localized
}

/** Demo promotions (spec §2 promotions page and detail dialog); image is `/media/promotions/{slug}.svg`. */
export const promotionSeeds: readonly PromotionSeed[] = [
  {
    slug: 'welcome-bonus',
    sort: 1,
    title: { tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' },
    description: {
      tr: `
<h3>İlk yatırımına %100, 5.000 TL'ye kadar bonus!</h3>
<p>Galata'ya hoş geldin. İlk para yatırma işlemine aynı tutarda bonus ekliyoruz; bakiyeni ikiye katla ve oyuna güçlü başla.</p>
<ul>
  <li>En az yatırım: <strong>100 TL</strong></li>
  <li>En fazla bonus: <strong>5.000 TL</strong></li>
  <li>Çevrim şartı: bonus tutarının <strong>20 katı</strong>, slot oyunlarında</li>
  <li>Geçerlilik: 7 gün</li>
</ul>
<h4>Nasıl alırım?</h4>
<ol>
  <li>Üye ol ve telefon numaranı doğrula.</li>
  <li>İlk yatırımını yap.</li>
  <li>Bonuslar ve İndirimler sayfasından Hoş Geldin Bonusu'nu talep et.</li>
</ol>
<p><small>Bonus Genel Kuralları geçerlidir. Bonus kullanılırken azami bahis 250 TL'dir. Kişi, hane ve cihaz başına bir kez verilir.</small></p>
`,
      en: `
<h3>100% on your first deposit, up to 5,000 TRY!</h3>
<p>Welcome to Galata. We match your first deposit with the same amount in bonus money, so you start with double the balance.</p>
<ul>
  <li>Minimum deposit: <strong>100 TRY</strong></li>
  <li>Maximum bonus: <strong>5,000 TRY</strong></li>
  <li>Wagering: <strong>20 times</strong> the bonus amount, on slots</li>
  <li>Valid for 7 days</li>
</ul>
<h4>How to claim</h4>
<ol>
  <li>Sign up and verify your phone number.</li>
  <li>Make your first deposit.</li>
  <li>Claim the Welcome Bonus on the Bonuses &amp; Discounts page.</li>
</ol>
<p><small>General Bonus Rules apply. Maximum stake while playing with the bonus is 250 TRY. One per person, household and device.</small></p>
`,
    },
  },
  {
    slug: 'weekly-cashback',
    sort: 2,
    title: { tr: 'Haftalık %15 Kayıp Bonusu', en: '15% Weekly Cashback' },
    description: {
      tr: `
<h3>Şansın yaver gitmediyse kaybının %15'i geri geliyor</h3>
<p>Pazartesi 00:00 ile Pazar 23:59 arasında casino ve canlı casinoda oluşan net kaybının %15'ini her pazartesi hesabına iade ediyoruz.</p>
<ul>
  <li>En az net kayıp: <strong>500 TL</strong></li>
  <li>En fazla iade: <strong>25.000 TL</strong></li>
  <li>Çevrim şartı: <strong>yalnızca 1 kat</strong></li>
</ul>
<p><small>Net kayıp; yatırımlar toplamından çekimler ve mevcut bakiye düşülerek hesaplanır. Bonus ile oynanan tutarlar hesaba katılmaz.</small></p>
`,
      en: `
<h3>If luck wasn't on your side, 15% of your losses come back</h3>
<p>Every Monday we return 15% of your net losses on casino and live casino between Monday 00:00 and Sunday 23:59.</p>
<ul>
  <li>Minimum net loss: <strong>500 TRY</strong></li>
  <li>Maximum cashback: <strong>25,000 TRY</strong></li>
  <li>Wagering: <strong>just 1 time</strong></li>
</ul>
<p><small>Net loss is total deposits minus withdrawals and current balance. Stakes played with bonus money are not counted.</small></p>
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

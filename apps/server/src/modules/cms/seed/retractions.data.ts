import { BONUS_MAX_STAKE, TRIAL_BONUS_RULES, type Locale } from '@galata/contract'
import type { ImageSet } from '../../../db/schema/index.js'
import { ORIGINALS_SLIDE } from './demo.data.js'
import { LIVE_SLIDE, LIVE_SLIDE_FORMER_TITLE } from './live-casino.data.js'

/**
 * First audit item 5 (docs/security.md): texts of the demo pages (as seeded up to commit 367e3bb) that told
 * players about protection tools the site does not have yet (deposit, loss and session limits, reality
 * checks, time-out, self-exclusion), with what replaced them in pages.data.ts. A database seeded before keeps
 * its pages (seeding runs once), so the boot swaps each passage that is still there word for word;
 * a page the operator has rewritten is left alone.
 */
export interface Retraction {
  pageId: number
  locale: Locale
  before: string
  after: string
}

export const TOOL_PROMISE_RETRACTIONS: readonly Retraction[] = [
  {
    pageId: 1,
    locale: 'tr',
    before: `<p>Oyunun bir eğlence olarak kalmasını istiyoruz. Hesabınız için para yatırma, kayıp ve oturum limitleri belirleyebilir, kısa süreli ara verebilir veya kendinizi süreli ya da süresiz olarak oyundan uzaklaştırabilirsiniz. Kendini uzaklaştırma talepleri derhal uygulanır ve süresi boyunca geri alınamaz. Ayrıntılar için <a href="/pages/5">Sorumlu Oyun</a> sayfamızı inceleyin.</p>`,
    after: `<p>Oyunun bir eğlence olarak kalmasını istiyoruz. Oyun alışkanlıklarınız sizi endişelendiriyorsa veya hesabınızı kapatmak istiyorsanız destek ekibimize yazabilirsiniz. Ayrıntılar ve bağımsız yardım kuruluşları için <a href="/pages/5">Sorumlu Oyun</a> sayfamızı inceleyin.</p>`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `<p>We want gaming to stay fun. You can set deposit, loss and session limits on your account, take a short break, or exclude yourself for a set period or indefinitely. Self-exclusion takes effect immediately and cannot be reversed while it lasts. See our <a href="/pages/5">Responsible Gaming</a> page for details.</p>`,
    after: `<p>We want gaming to stay fun. If you are worried about your gambling, or want to close your account, write to our support team. See our <a href="/pages/5">Responsible Gaming</a> page for details and for independent organisations that can help.</p>`,
  },
  {
    pageId: 2,
    locale: 'tr',
    before: `  <li><strong>Sorumlu oyun:</strong> limit ve ara verme araçlarını her oyuncumuzun kolayca kullanabileceği şekilde sunarız.</li>`,
    after: `  <li><strong>Sorumlu oyun:</strong> oyunun eğlence olarak kalmasını önemser, oyun alışkanlıkları konusunda endişe duyan her oyuncumuza destek ekibimizle yardımcı oluruz.</li>`,
  },
  {
    pageId: 2,
    locale: 'en',
    before: `  <li><strong>Responsible gaming:</strong> limits and time-outs are easy for every player to use.</li>`,
    after: `  <li><strong>Responsible gaming:</strong> we want gaming to stay fun, and our support team helps any player who is worried about their gambling.</li>`,
  },
  {
    pageId: 4,
    locale: 'tr',
    before: `<h3>Hesabıma limit koyabilir miyim?</h3>
<p>Evet. Hesabım bölümünden günlük, haftalık ve aylık para yatırma limitleri belirleyebilir, ara verebilir veya kendinizi oyundan uzaklaştırabilirsiniz.</p>`,
    after: `<h3>Oyun alışkanlıklarım konusunda nereden yardım alabilirim?</h3>
<p>Destek ekibimize yazın; hesabınızı kapatmak dahil, size nasıl yardımcı olabileceğimizi birlikte konuşalım. Bağımsız ve ücretsiz yardım kuruluşlarını <a href="/pages/5">Sorumlu Oyun</a> sayfamızda bulabilirsiniz.</p>`,
  },
  {
    pageId: 4,
    locale: 'en',
    before: `<h3>Can I set limits on my account?</h3>
<p>Yes. In My Account you can set daily, weekly and monthly deposit limits, take a break or exclude yourself from play.</p>`,
    after: `<h3>Where can I get help with my gambling?</h3>
<p>Write to our support team and we will talk through how we can help, including closing your account. Free, independent organisations that can help are listed on our <a href="/pages/5">Responsible Gaming</a> page.</p>`,
  },
  {
    pageId: 5,
    locale: 'tr',
    before: `<h3>Kullanabileceğiniz araçlar</h3>
<ul>
  <li><strong>Para yatırma limitleri:</strong> 24 saatlik, 7 günlük ve 1 aylık limit belirleyin. Limit düşürme hemen, artırma 24 saat sonra geçerli olur.</li>
  <li><strong>Kayıp ve oturum limitleri:</strong> belirli bir tutarı kaybettiğinizde veya belirli bir süre oynadığınızda oyun durur.</li>
  <li><strong>Gerçeklik kontrolü:</strong> belirlediğiniz aralıklarla ne kadar süredir oynadığınız hatırlatılır.</li>
  <li><strong>Ara verme:</strong> 24 saatten 6 haftaya kadar hesabınızı dondurun.</li>
  <li><strong>Kendini uzaklaştırma:</strong> en az 6 ay veya süresiz olarak hesabınızı kapatın. Talebiniz derhal uygulanır ve tüm oturumlarınız sonlandırılır.</li>`,
    after: `<h3>Bugün neler yapabilirsiniz?</h3>
<ul>
  <li><strong>Harcamanızı takip edin:</strong> Hesabım bölümünde yatırım, çekim ve oyun geçmişinizi her zaman görebilirsiniz.</li>
  <li><strong>Destek ekibimize yazın:</strong> oyun alışkanlıklarınız sizi endişelendiriyorsa 7/24 destek ekibimiz size yardımcı olur.</li>
  <li><strong>Hesabınızı kapatın:</strong> destek ekibimize yazmanız yeterlidir; hesabınız kapatıldığında giriş yapılamaz ve açık oturumlarınız sona erer. Kalan bakiyeniz, doğrulama sonrasında size ödenir.</li>
  <li><strong>Engelleme yazılımı kullanın:</strong> BetBlocker (<a href="https://betblocker.org" target="_blank">betblocker.org</a>) gibi ücretsiz yazılımlar, cihazlarınızda şans oyunu sitelerine erişimi engeller.</li>`,
  },
  {
    pageId: 5,
    locale: 'en',
    before: `<h3>Tools you can use</h3>
<ul>
  <li><strong>Deposit limits:</strong> set 24-hour, 7-day and 1-month limits. Lowering a limit takes effect at once; raising it takes effect after 24 hours.</li>
  <li><strong>Loss and session limits:</strong> play stops when you have lost a set amount or played for a set time.</li>
  <li><strong>Reality checks:</strong> a reminder of how long you have been playing, at the interval you choose.</li>
  <li><strong>Time-out:</strong> freeze your account for 24 hours up to 6 weeks.</li>
  <li><strong>Self-exclusion:</strong> close your account for at least 6 months or indefinitely. It takes effect immediately and ends all your sessions.</li>`,
    after: `<h3>What you can do today</h3>
<ul>
  <li><strong>Keep track of your spending:</strong> My Account always shows your deposits, withdrawals and game history.</li>
  <li><strong>Talk to our support team:</strong> if you are worried about your gambling, our team is there for you 24/7.</li>
  <li><strong>Close your account:</strong> simply write to our support team. Once your account is closed nobody can log in to it and any open sessions end. Your remaining balance is paid out subject to verification.</li>
  <li><strong>Use blocking software:</strong> free software such as BetBlocker (<a href="https://betblocker.org" target="_blank">betblocker.org</a>) blocks gambling sites on your devices.</li>`,
  },
  {
    pageId: 6,
    locale: 'tr',
    before: `  <li>hesap güvenliği ve sorumlu oyun araçlarının işletilmesi (meşru menfaat),</li>`,
    after: `  <li>hesap güvenliğinin sağlanması ve sorumlu oyunun desteklenmesi (meşru menfaat),</li>`,
  },
  {
    pageId: 6,
    locale: 'en',
    before: `  <li>to keep accounts secure and run responsible-gaming tools (legitimate interest),</li>`,
    after: `  <li>to keep accounts secure and to support responsible gaming (legitimate interest),</li>`,
  },
]

/**
 * docs/content.md: demo promotions as seeded before, by slug and the title they were
 * seeded with. `retire`: the engine runs no such campaign (free spins, live-casino reload, refer a
 * friend, an accumulator boost without a sportsbook), so the promotion is switched off. `rewrite`:
 * the promotion of a campaign the engine runs, whose seeded text carried figures of its own; its
 * title and description are replaced by the new seed's, which refers to the campaign. A promotion
 * whose title the operator changed is the operator's and is left alone.
 */
export interface PromotionRetraction {
  slug: string
  seededTitles: readonly { tr: string; en: string }[]
  action: 'retire' | 'rewrite'
}

export const PROMOTION_RETRACTIONS: readonly PromotionRetraction[] = [
  {
    slug: 'welcome-bonus',
    seededTitles: [{ tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' }],
    action: 'rewrite',
  },
  {
    slug: 'weekly-cashback',
    seededTitles: [
      { tr: 'Haftalık %10 Kayıp Bonusu', en: '10% Weekly Cashback' },
      { tr: 'Haftalık %15 Kayıp Bonusu', en: '15% Weekly Cashback' },
    ],
    action: 'rewrite',
  },
  {
    slug: 'free-spins-friday',
    seededTitles: [{ tr: 'Bedava Dönüş Cuması', en: 'Free Spins Friday' }],
    action: 'retire',
  },
  {
    slug: 'sports-accumulator',
    seededTitles: [{ tr: 'Kombine Kupon Artırımı', en: 'Accumulator Boost' }],
    action: 'retire',
  },
  {
    slug: 'live-casino-reload',
    seededTitles: [{ tr: 'Canlı Casino %25 Yatırım Bonusu', en: '25% Live Casino Reload' }],
    action: 'retire',
  },
  {
    slug: 'refer-a-friend',
    seededTitles: [{ tr: 'Arkadaşını Getir', en: 'Refer a Friend' }],
    action: 'retire',
  },
]

/** A seeded slide title, given as text or as the SHA-256 of its text (`slideTitleDigest`). */
export type SlideTitleMatch = { tr: string; en: string } | { sha256: string }

/**
 * Home slides as seeded before the copy review (docs/content.md), by their title, with the new seed's title,
 * link (and artwork).
 */
export const SLIDE_RETRACTIONS: readonly {
  before: SlideTitleMatch
  after: { tr: string; en: string }
  url: string
  images?: ImageSet
}[] = [
  {
    before: { tr: 'İlk yatırımına %100 hoş geldin bonusu', en: '100% welcome bonus on your first deposit' },
    after: { tr: '{{campaign:first_deposit}}', en: '{{campaign:first_deposit}}' },
    url: '/promotions?slug=welcome-bonus',
  },
  {
    before: { tr: 'Kombine kuponlarda %50 ek kazanç', en: 'Up to 50% extra on accumulators' },
    after: ORIGINALS_SLIDE.title,
    url: ORIGINALS_SLIDE.url,
    images: ORIGINALS_SLIDE.images,
  },
  {
    // docs/content.md (one voice): the slide that announced the sportsbook before it existed. The retired
    // wording is not kept in the code base: the slide is recognised by the SHA-256 of its seeded
    // title (`slideTitleDigest`: "tr⏎en", UTF-8, hex).
    before: { sha256: '2ba065a940a474d13a96649dbc6e77659c2608df337fd17cbc66ab38f1987be6' },
    after: ORIGINALS_SLIDE.title,
    url: ORIGINALS_SLIDE.url,
    images: ORIGINALS_SLIDE.images,
  },
  // Dealers the site does not have (docs/content.md, "What the live casino is").
  { before: LIVE_SLIDE_FORMER_TITLE, after: LIVE_SLIDE.title, url: LIVE_SLIDE.url },
]

/**
 * docs/content.md: passages of the demo pages that named a page or tool under another name
 * than the site's (Bonuses & Discounts, Beni Ara), a live chat window the site does not have, a
 * sportsbook that is not open, amounts in "TL", time without a time zone; replaced like the ones above.
 */
export const COPY_RETRACTIONS: readonly Retraction[] = [
  {
    pageId: 8,
    locale: 'tr',
    before: `Her bonusun çevrim şartı ve geçerlilik süresi Bonuslar ve İndirimler sayfasında gösterilir.`,
    after: `Her bonusun çevrim şartı ve geçerlilik süresi, promosyon sayfasında ve Hesabım bölümündeki Bonus Talep Et sayfasında gösterilir.`,
  },
  {
    pageId: 8,
    locale: 'en',
    before: `The Bonuses &amp; Discounts page shows each bonus's wagering requirement and how long it is valid.`,
    after: `Each promotion and the Claim a Bonus page in My Account show the bonus’s wagering requirement and how long it is valid.`,
  },
  {
    pageId: 8,
    locale: 'tr',
    before: `en yüksek tutar <strong>${BONUS_MAX_STAKE} TL</strong>'dir.`,
    after: `en yüksek tutar <strong>₺${BONUS_MAX_STAKE}</strong>’dir.`,
  },
  {
    pageId: 8,
    locale: 'en',
    before: `the maximum stake of a single bet is <strong>${BONUS_MAX_STAKE} TRY</strong>.`,
    after: `the maximum stake of a single bet is <strong>₺${BONUS_MAX_STAKE}</strong>.`,
  },
  {
    pageId: 8,
    locale: 'tr',
    before: `pazartesi 00.00 ile bir sonraki pazartesi 00.00 (Türkiye saati) arasında`,
    after: `pazartesi 00.00 ile bir sonraki pazartesi 00.00 (TSİ, UTC+3) arasında`,
  },
  {
    pageId: 8,
    locale: 'en',
    before: `between Monday 00:00 and the next Monday 00:00 (Turkish time)`,
    after: `between Monday 00:00 and the next Monday 00:00 (Türkiye time, UTC+3)`,
  },
  {
    pageId: 4,
    locale: 'tr',
    before: `<p>Sağ üstteki <strong>Kayıt Ol</strong> düğmesine tıklayın,`,
    after: `<p>Sağ üstteki <strong>Üye Ol</strong> düğmesine tıklayın,`,
  },
  {
    pageId: 4,
    locale: 'tr',
    before: `<p>Yeni üyelerimize, telefon numaralarını doğruladıktan sonra bir kereye mahsus tanımlanan bonustur. Şartları <a href="/pages/8">Bonus Genel Kuralları</a> sayfasında yer alır.</p>`,
    after: `<p>Yeni üyelerimize, telefon numaralarını doğruladıktan sonra bir kereye mahsus tanımlanan bonustur; tutarı üyelik sırasında gösterilir. Çevrim şartı bonus tutarının ${TRIAL_BONUS_RULES.wageringMultiplier} katıdır ve ${TRIAL_BONUS_RULES.validDays} gün içinde tamamlanmalıdır. Bonus bakiyesi çekilemez; çevrim tamamlanınca nakit bakiyenize aktarılır. Ayrıntılar <a href="/pages/8">Bonus Genel Kuralları</a> sayfasındadır.</p>`,
  },
  {
    pageId: 4,
    locale: 'en',
    before: `<p>A one-time bonus for new members, granted after they verify their phone number. Its terms are on the <a href="/pages/8">General Bonus Rules</a> page.</p>`,
    after: `<p>A one-time bonus for new members, granted after they verify their phone number; its amount is shown when you sign up. It must be wagered ${TRIAL_BONUS_RULES.wageringMultiplier} times its amount within ${TRIAL_BONUS_RULES.validDays} days. Bonus money cannot be withdrawn; once wagering is complete it moves to your cash balance. The details are on the <a href="/pages/8">General Bonus Rules</a> page.</p>`,
  },
  {
    pageId: 3,
    locale: 'tr',
    before: `En hızlı yanıt için sayfanın sağ alt köşesindeki <strong>canlı destek</strong> penceresini kullanabilirsiniz.`,
    after: `En hızlı yanıt için Telegram’dan yazabilir veya menüdeki <strong>Sizi Arayalım</strong> formunu doldurabilirsiniz.`,
  },
  {
    pageId: 3,
    locale: 'en',
    before: `For the fastest answer, use the <strong>live chat</strong> window in the bottom-right corner of the page.`,
    after: `For the fastest answer, write to us on Telegram or fill in the <strong>Call Me Back</strong> form in the menu.`,
  },
  {
    pageId: 3,
    locale: 'tr',
    before: `<li>Sizi arayalım: menüdeki <em>Beni Ara</em> formunu doldurun, uzmanlarımız sizi arasın.</li>`,
    after: `<li>Sizi Arayalım: menüdeki <em>Sizi Arayalım</em> formunu doldurun, destek ekibimiz sizi arasın.</li>`,
  },
  {
    pageId: 3,
    locale: 'en',
    before: `<li>Call me back: fill in the <em>Call Me</em> form in the menu and one of our specialists will call you.</li>`,
    after: `<li>Call Me Back: fill in the <em>Call Me Back</em> form in the menu and our support team will call you.</li>`,
  },
  {
    pageId: 2,
    locale: 'tr',
    before: `Türkçe konuşan destek ekibimiz canlı destek, Telegram ve WhatsApp üzerinden her an yanınızda.`,
    after: `Türkçe konuşan destek ekibimiz e-posta, Telegram ve WhatsApp üzerinden her an yanınızda.`,
  },
  {
    pageId: 2,
    locale: 'en',
    before: `our Turkish-speaking team is there for you on live chat, Telegram and WhatsApp.`,
    after: `our Turkish-speaking team is there for you by email, Telegram and WhatsApp.`,
  },
  {
    pageId: 9,
    locale: 'tr',
    before: `<h2>Spor Bahisleri Kuralları</h2>
<h3>Genel</h3>`,
    after: `<h2>Spor Bahisleri Kuralları</h2>
<p>Spor bahisleri henüz sunulmamaktadır; aşağıdaki kurallar spor bahisleri açıldığında geçerli olacaktır.</p>
<h3>Genel</h3>`,
  },
  {
    pageId: 9,
    locale: 'en',
    before: `<h2>Sports Betting Rules</h2>
<h3>General</h3>`,
    after: `<h2>Sports Betting Rules</h2>
<p>Sports betting is not offered yet; the rules below will apply once it opens.</p>
<h3>General</h3>`,
  },
  {
    pageId: 1,
    locale: 'tr',
    before: `<li>Şikayetinizi canlı destek üzerinden veya <a href="mailto:destek@galata.bet">destek@galata.bet</a> adresine;`,
    after: `<li>Şikayetinizi <a href="mailto:destek@galata.bet">destek@galata.bet</a> adresine veya Telegram üzerinden destek ekibimize;`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `<li>Send your complaint through live chat or to <a href="mailto:destek@galata.bet">destek@galata.bet</a>,`,
    after: `<li>Send your complaint to <a href="mailto:destek@galata.bet">destek@galata.bet</a> or to our support team on Telegram,`,
  },
  {
    pageId: 13,
    locale: 'tr',
    before: `bir cuma akşamı, Bedava Dönüş Cuması promosyonundan kazandığı dönüşlerle oynamaya başladı.`,
    after: `bir cuma akşamı, en sevdiği slotta küçük bahislerle oynamaya başladı.`,
  },
  {
    pageId: 13,
    locale: 'en',
    before: `started playing with the spins she had won in our Free Spins Friday promotion.`,
    after: `started playing her favourite slot with small stakes.`,
  },
]

/**
 * docs/content.md: the general terms point at the footer's licence block with a link to its anchor
 * (`#licence`, footer.tsx). A database seeded before gets the link where the sentence is unchanged.
 */
export const LICENCE_LINK_RETRACTIONS: readonly Retraction[] = [
  {
    pageId: 1,
    locale: 'tr',
    before: `Lisans bilgilerimiz Sitenin alt bilgisinde yer alır.`,
    after: `<a href="#licence">Lisans bilgilerimiz</a> Sitenin alt bilgisinde yer alır.`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `Our licence details are shown in the Site footer.`,
    after: `<a href="#licence">Our licence details</a> are shown in the Site footer.`,
  },
]

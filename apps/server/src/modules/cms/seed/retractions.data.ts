import type { Locale } from '@galata/contract'

/**
 * Issue 12, item 5: texts of the demo pages (as seeded up to commit 367e3bb) that told players about
 * protection tools the site does not have yet (deposit, loss and session limits, reality checks,
 * time-out, self-exclusion), with what replaced them in pages.data.ts. A database seeded before keeps
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

import { RG_RULES } from '@galata/contract'
import { cmsPageSeeds, KYC_MAX_MB, rgPeriods } from './pages.data.js'
import type { Retraction } from './retractions.data.js'

/**
 * docs/content.md step 4: the player-protection tools and identity verification exist
 * now (docs/player-protection.md), so the pages describe them. On a database seeded before, the passages that
 * the first audit (docs/security.md) wrote while the tools were missing ("write to our support team") are
 * replaced where they are still stored word for word, and so is the whole Responsible Gaming page (5) as the
 * first security audit (docs/security.md) left it. They run after TOOL_PROMISE_RETRACTIONS in the same boot,
 * so a database from before the first security audit (docs/security.md) passes through both. The same pass's
 * copy fixes ride along (tombala, the software-malfunction sentence, "progresif jackpot", Turkish decimal
 * commas in odds). A page the operator has rewritten is left alone.
 */

/**
 * The Responsible Gaming page as seeded from the first security audit (docs/security.md) until the copy
 * review (docs/content.md).
 */
const RG_PAGE_FIRST_AUDIT = {
  tr: `
<h2>Sorumlu Oyun</h2>
<p>Şans oyunları bir eğlence biçimidir; gelir kaynağı veya borçlardan kurtulmanın yolu değildir. Galata olarak oyuncularımızın kontrolü her zaman elinde tutmasını istiyoruz.</p>
<h3>Kendinize şu soruları sorun</h3>
<ul>
  <li>Planladığınızdan daha uzun süre veya daha fazla parayla oynuyor musunuz?</li>
  <li>Kayıplarınızı telafi etmek için oynamaya devam ediyor musunuz?</li>
  <li>Oyun yüzünden işinizi, ailenizi veya sosyal hayatınızı ihmal ediyor musunuz?</li>
  <li>Oyun için borç aldığınız veya bir şeylerinizi sattığınız oldu mu?</li>
</ul>
<p>Bu sorulardan birine bile "evet" yanıtı veriyorsanız bir uzmandan destek almanızı öneririz.</p>
<h3>Bugün neler yapabilirsiniz?</h3>
<ul>
  <li><strong>Harcamanızı takip edin:</strong> Hesabım bölümünde yatırım, çekim ve oyun geçmişinizi her zaman görebilirsiniz.</li>
  <li><strong>Destek ekibimize yazın:</strong> oyun alışkanlıklarınız sizi endişelendiriyorsa 7/24 destek ekibimiz size yardımcı olur.</li>
  <li><strong>Hesabınızı kapatın:</strong> destek ekibimize yazmanız yeterlidir; hesabınız kapatıldığında giriş yapılamaz ve açık oturumlarınız sona erer. Kalan bakiyeniz, doğrulama sonrasında size ödenir.</li>
  <li><strong>Engelleme yazılımı kullanın:</strong> BetBlocker (<a href="https://betblocker.org" target="_blank">betblocker.org</a>) gibi ücretsiz yazılımlar, cihazlarınızda şans oyunu sitelerine erişimi engeller.</li>
</ul>
<h3>Reşit olmayanların korunması</h3>
<p>18 yaşından küçüklerin oynaması yasaktır. Yaş doğrulaması yapıyor, şüpheli hesapları kapatıyoruz. Cihazınızı çocuklarla paylaşıyorsanız ebeveyn denetimi yazılımları kullanmanızı öneririz.</p>
<h3>Yardım alın</h3>
<p>Ücretsiz ve gizli destek için Gamblers Anonymous (<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>) veya GamCare (<a href="https://www.gamcare.org.uk" target="_blank">gamcare.org.uk</a>) ile iletişime geçebilirsiniz. Türkiye'de Yeşilay Danışmanlık Merkezi (YEDAM) 115 numaralı hattan ücretsiz destek sunar.</p>
`,
  en: `
<h2>Responsible Gaming</h2>
<p>Gambling is a form of entertainment; it is not a way to earn a living or to pay off debts. At Galata we want our players to stay in control at all times.</p>
<h3>Ask yourself</h3>
<ul>
  <li>Do you play for longer, or with more money, than you planned?</li>
  <li>Do you keep playing to win back what you lost?</li>
  <li>Do you neglect work, family or friends because of gambling?</li>
  <li>Have you ever borrowed money or sold something to gamble?</li>
</ul>
<p>If you answer "yes" to even one of these questions, we recommend talking to a professional.</p>
<h3>What you can do today</h3>
<ul>
  <li><strong>Keep track of your spending:</strong> My Account always shows your deposits, withdrawals and game history.</li>
  <li><strong>Talk to our support team:</strong> if you are worried about your gambling, our team is there for you 24/7.</li>
  <li><strong>Close your account:</strong> simply write to our support team. Once your account is closed nobody can log in to it and any open sessions end. Your remaining balance is paid out subject to verification.</li>
  <li><strong>Use blocking software:</strong> free software such as BetBlocker (<a href="https://betblocker.org" target="_blank">betblocker.org</a>) blocks gambling sites on your devices.</li>
</ul>
<h3>Protecting minors</h3>
<p>Players under 18 are not allowed. We verify ages and close suspicious accounts. If you share your device with children, we recommend parental control software.</p>
<h3>Get help</h3>
<p>For free and confidential support, contact Gamblers Anonymous (<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>) or GamCare (<a href="https://www.gamcare.org.uk" target="_blank">gamcare.org.uk</a>). In Türkiye, the Yeşilay Counselling Centre (YEDAM) offers free support on 115.</p>
`,
}

/**
 * The Cookie Policy page (7) as seeded until the copy review (docs/content.md): it listed analytics cookies
 * the site never had.
 */
const COOKIE_PAGE_BEFORE = {
  tr: `
<h2>Çerez Politikası</h2>
<p>Sitemiz, hizmetlerin çalışması ve deneyiminizin iyileştirilmesi için çerezler ve tarayıcı depolama alanı kullanır.</p>
<table>
  <thead><tr><th>Tür</th><th>Amaç</th><th>Süre</th></tr></thead>
  <tbody>
    <tr><td>Zorunlu</td><td>Oturumunuzu açık tutmak, dil tercihinizi ve güvenlik için cihaz parmak izini saklamak</td><td>Oturum / 1 yıl</td></tr>
    <tr><td>İşlevsel</td><td>Kapattığınız duyuruları ve gördüğünüz açılış penceresini hatırlamak</td><td>1 yıl</td></tr>
    <tr><td>Analitik</td><td>Sitenin nasıl kullanıldığını anonim olarak ölçmek</td><td>En fazla 2 yıl</td></tr>
  </tbody>
</table>
<p>Zorunlu olmayan çerezleri tarayıcı ayarlarınızdan silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellemeniz halinde giriş yapamayabilirsiniz.</p>
`,
  en: `
<h2>Cookie Policy</h2>
<p>Our site uses cookies and browser storage to make the services work and to improve your experience.</p>
<table>
  <thead><tr><th>Type</th><th>Purpose</th><th>Duration</th></tr></thead>
  <tbody>
    <tr><td>Essential</td><td>Keeping you logged in, remembering your language and a device fingerprint for security</td><td>Session / 1 year</td></tr>
    <tr><td>Functional</td><td>Remembering banners you closed and the welcome popup you have seen</td><td>1 year</td></tr>
    <tr><td>Analytics</td><td>Measuring anonymously how the site is used</td><td>Up to 2 years</td></tr>
  </tbody>
</table>
<p>You can delete or block non-essential cookies in your browser settings. If you block essential ones you may not be able to log in.</p>
`,
}

const rgPage = cmsPageSeeds.find((p) => p.id === 5)!.content
const cookiePage = cmsPageSeeds.find((p) => p.id === 7)!.content

/**
 * The welcome popup seen became necessary (docs/content.md "The cookie notice"): a page seeded with
 * the copy review's table (docs/content.md) gets the new rows, each where it is still stored word for word.
 */
const COOKIE_POPUP_NECESSARY: readonly Retraction[] = [
  {
    pageId: 7,
    locale: 'tr',
    before: `<tr><td>Zorunlu</td><td>Oturumunuz, güvenlik için rastgele bir cihaz kimliği, dil seçiminiz, sitenin genel içeriği (ilk açılışı hızlandırmak için), son oturumunuzun neden sona erdiği, oyunlardaki ses tercihiniz ve bu sayfadaki tercihiniz</td>`,
    after: `<tr><td>Zorunlu</td><td>Oturumunuz, güvenlik için rastgele bir cihaz kimliği, dil seçiminiz, sitenin genel içeriği (ilk açılışı hızlandırmak için), son oturumunuzun neden sona erdiği, gördüğünüz açılış ve kampanya pencereleri (her ziyarette yeniden açılmasınlar diye), oyunlardaki ses tercihiniz ve bu sayfadaki tercihiniz</td>`,
  },
  {
    pageId: 7,
    locale: 'tr',
    before: `<tr><td>İsteğe bağlı</td><td>Kapattığınız alan adı duyurusu, gördüğünüz açılış penceresi ve sizi siteye getiren bağlantının yönlendiren kodu</td>`,
    after: `<tr><td>İsteğe bağlı</td><td>Kapattığınız alan adı duyurusu, oran biçimi ve favori ligleriniz gibi tercihleriniz ve sizi siteye getiren bağlantının yönlendiren kodu</td>`,
  },
  {
    pageId: 7,
    locale: 'en',
    before: `<tr><td>Necessary</td><td>Your session, a random device id for security, your language, the site’s public content (for a faster first paint), why your last session ended, the sound setting in games and your choice on this page</td>`,
    after: `<tr><td>Necessary</td><td>Your session, a random device id for security, your language, the site’s public content (for a faster first paint), why your last session ended, the welcome and campaign popups you have seen (so they do not open on every visit), the sound setting in games and your choice on this page</td>`,
  },
  {
    pageId: 7,
    locale: 'en',
    before: `<tr><td>Optional</td><td>The domain notice you closed, the welcome popup you have seen and the referrer code of the link that brought you here</td>`,
    after: `<tr><td>Optional</td><td>The domain notice you closed, preferences such as the odds format and your favourite leagues, and the referrer code of the link that brought you here</td>`,
  },
]

/** The Cookie Policy page as the consent pass wrote it (docs/content.md "The cookie notice and what the browser stores"): today's page with those rows as they were. */
const cookiePageConsentPass = {
  tr: COOKIE_POPUP_NECESSARY.filter((r) => r.locale === 'tr').reduce(
    (page, r) => page.replace(r.after, r.before),
    cookiePage.tr,
  ),
  en: COOKIE_POPUP_NECESSARY.filter((r) => r.locale === 'en').reduce(
    (page, r) => page.replace(r.after, r.before),
    cookiePage.en,
  ),
}

export const TOOL_PAGE_REWRITES: readonly Retraction[] = [
  {
    pageId: 1,
    locale: 'tr',
    before: `sanal oyunlar, bingo ve TV oyunları`,
    after: `sanal sporlar, tombala ve TV oyunları`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `virtual games, bingo and TV games`,
    after: `virtual sports, bingo and TV games`,
  },
  {
    pageId: 1,
    locale: 'tr',
    before: `<p>Yasal yükümlülüklerimiz gereği kimliğinizi, yaşınızı, adresinizi ve kullandığınız ödeme yönteminin size ait olduğunu doğrulamamız gerekir. Bu amaçla herhangi bir zamanda, özellikle ilk para çekme talebinizde, aşağıdaki belgeleri isteyebiliriz:</p>
<ul>
  <li>geçerli bir kimlik kartı, pasaport veya ehliyet,</li>
  <li>son üç ay içinde düzenlenmiş bir adres belgesi (fatura, banka hesap özeti),</li>
  <li>ödeme yönteminin size ait olduğunu gösteren belge (banka kartının ön yüzü, hesap özeti).</li>
</ul>
<p>Doğrulama tamamlanana kadar para çekme talepleri bekletilebilir. Sahte`,
    after: `<p>Yasal yükümlülüklerimiz gereği kimliğinizi, yaşınızı ve adresinizi doğrulamamız gerekir. Bunun için Hesabım menüsündeki <a href="/dashboard/verification">Kimlik Doğrulama</a> sayfasından iki belge yüklersiniz (JPEG, PNG veya PDF, en fazla ${KYC_MAX_MB} MB):</p>
<ul>
  <li>geçerli bir kimlik kartı, pasaport veya ehliyet,</li>
  <li>son üç ay içinde düzenlenmiş bir adres belgesi (fatura, banka hesap özeti veya ikametgâh belgesi).</li>
</ul>
<p>Ekibimiz her belgeyi inceler; sonucu, reddedilirse nedeniyle birlikte, bildirim olarak iletir. İki belge de onaylanana kadar para çekemezsiniz; toplam yatırımlarınız Kimlik Doğrulama sayfasında gösterilen tutarı aştığında yeni yatırımlar için de doğrulama gerekir. Sahte`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `<p>The law requires us to verify your identity, age and address and that the payment method you use is yours. We may ask for the following documents at any time, and in particular with your first withdrawal:</p>
<ul>
  <li>a valid ID card, passport or driving licence,</li>
  <li>a proof of address issued within the last three months (utility bill, bank statement),</li>
  <li>proof that the payment method is yours (front of your bank card, account statement).</li>
</ul>
<p>Withdrawals may be held until verification is complete. Submitting`,
    after: `<p>The law requires us to verify your identity, age and address. To do so, you upload two documents on the <a href="/dashboard/verification">Identity Verification</a> page in the My Account menu (JPEG, PNG or PDF, at most ${KYC_MAX_MB} MB):</p>
<ul>
  <li>a valid ID card, passport or driving licence,</li>
  <li>a proof of address issued within the last three months (utility bill, bank statement or residence certificate).</li>
</ul>
<p>Our team reviews each document and notifies you of the result, with the reason if it is rejected. You cannot withdraw until both documents are approved; once your total deposits exceed the amount shown on the Identity Verification page, further deposits need verification too. Submitting`,
  },
  {
    pageId: 1,
    locale: 'tr',
    before: `<li>Talepler genellikle 24 saat içinde değerlendirilir; KYC doğrulaması gerektiren durumlarda süre uzayabilir.`,
    after: `<li>Talepler genellikle 24 saat içinde değerlendirilir. Para çekebilmek için kimlik doğrulamanızın tamamlanmış olması gerekir (5. madde).`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `<li>Requests are usually reviewed within 24 hours; this may take longer when KYC checks are needed.`,
    after: `<li>Requests are usually reviewed within 24 hours. You can withdraw once your identity verification is complete (section 5).`,
  },
  {
    pageId: 1,
    locale: 'tr',
    before: `<li>Oyun yazılımındaki arıza, tüm ödemeleri ve oyunları geçersiz kılar. Bu durumda yatırılan bahis tutarı hesabınıza iade edilir.</li>`,
    after: `<li>Oyun yazılımında bir arıza olması durumunda ilgili oyun turları ve ödemeler geçersiz sayılır; yatırılan bahis tutarı hesabınıza iade edilir.</li>`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `<li>A malfunction of the game software voids all pays and plays; your stake is returned to your account.</li>`,
    after: `<li>If the game software malfunctions, the rounds and payouts it affects are void and your stake is returned to your account.</li>`,
  },
  {
    pageId: 1,
    locale: 'tr',
    before: `<p>Oyunun bir eğlence olarak kalmasını istiyoruz. Oyun alışkanlıklarınız sizi endişelendiriyorsa veya hesabınızı kapatmak istiyorsanız destek ekibimize yazabilirsiniz. Ayrıntılar ve bağımsız yardım kuruluşları için <a href="/pages/5">Sorumlu Oyun</a> sayfamızı inceleyin.</p>`,
    after: `<p>Oyunun bir eğlence olarak kalmasını istiyoruz. Hesabım menüsündeki <a href="/dashboard/responsible-gaming">Sorumlu Oyun</a> sayfasından yatırım, kayıp ve bahis limitleri ile oturum süresi limiti belirleyebilir, Süre Hatırlatıcısını ayarlayabilir, mola verebilir veya kendinizi oyundan uzaklaştırabilirsiniz. Bir limiti düşürmek, mola ve uzaklaştırma hemen geçerli olur; bir limiti artırmak veya kaldırmak ${RG_RULES.increaseWaitHours} saat sonra ve sizin onayınızla geçerli olur. Mola ve uzaklaştırma süresi dolmadan kısaltılamaz. Ayrıntılar ve bağımsız yardım kuruluşları için <a href="/pages/5">Sorumlu Oyun</a> sayfamızı inceleyin.</p>`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `<p>We want gaming to stay fun. If you are worried about your gambling, or want to close your account, write to our support team. See our <a href="/pages/5">Responsible Gaming</a> page for details and for independent organisations that can help.</p>`,
    after: `<p>We want gaming to stay fun. On the <a href="/dashboard/responsible-gaming">Responsible Gaming</a> page in the My Account menu you can set deposit, loss and wager limits and a session time limit, set your reality check, take a time-out or self-exclude. Lowering a limit, a time-out and a self-exclusion apply at once; raising or removing a limit applies after ${RG_RULES.increaseWaitHours} hours, once you confirm it. A time-out or self-exclusion cannot be shortened. See our <a href="/pages/5">Responsible Gaming</a> page for details and for independent organisations that can help.</p>`,
  },
  {
    pageId: 1,
    locale: 'tr',
    before: `<p>Hesabınızı dilediğiniz zaman destek ekibimize yazarak kapatabilirsiniz; kalan bakiyeniz doğrulama şartlarına uygun olarak size ödenir.`,
    after: `<p>Hesabınızı dilediğiniz zaman Sorumlu Oyun sayfasından kendiniz kapatabilir veya destek ekibimize yazabilirsiniz; kalan bakiyeniz doğrulama şartlarına uygun olarak size ödenir. Kapatma nedeniniz şans oyunlarıyla ilgiliyse hesabınız kapatılmaz, sizi oyundan uzaklaştırırız.`,
  },
  {
    pageId: 1,
    locale: 'en',
    before: `<p>You may close your account at any time by writing to our support team; your remaining balance is paid out subject to verification.`,
    after: `<p>You may close your account at any time yourself on the Responsible Gaming page, or by writing to our support team; your remaining balance is paid out subject to verification. If your reason is related to gambling, we self-exclude you instead of closing the account.`,
  },
  {
    pageId: 4,
    locale: 'en',
    before: `<p>Use the <em>Recovery Password</em> link on the login screen. You can set a new password with the code we send to your e-mail address.</p>`,
    after: `<p>Use the <em>Forgot password?</em> link on the login form. You can set a new password with the code we send to your email address.</p>`,
  },
  {
    pageId: 4,
    locale: 'tr',
    before: `<p>Talepler genellikle 24 saat içinde işleme alınır. İlk para çekme işleminizde kimlik doğrulaması istenebilir.</p>`,
    after: `<p>Talepler genellikle 24 saat içinde işleme alınır. Para çekebilmek için önce <a href="/dashboard/verification">Kimlik Doğrulama</a> sayfasından kimlik belgenizi ve adres belgenizi yüklemeniz ve bunların onaylanması gerekir.</p>`,
  },
  {
    pageId: 4,
    locale: 'en',
    before: `<p>Requests are usually processed within 24 hours. We may ask you to verify your identity on your first withdrawal.</p>`,
    after: `<p>Requests are usually processed within 24 hours. Before you can withdraw, upload your identity document and proof of address on the <a href="/dashboard/verification">Identity Verification</a> page and wait for them to be approved.</p>`,
  },
  {
    pageId: 4,
    locale: 'tr',
    before: `<h3>Oyun alışkanlıklarım konusunda nereden yardım alabilirim?</h3>
<p>Destek ekibimize yazın; hesabınızı kapatmak dahil, size nasıl yardımcı olabileceğimizi birlikte konuşalım. Bağımsız ve ücretsiz yardım kuruluşlarını <a href="/pages/5">Sorumlu Oyun</a> sayfamızda bulabilirsiniz.</p>`,
    after: `<h3>Hesabıma limit koyabilir miyim?</h3>
<p>Evet. Giriş yaptıktan sonra Hesabım menüsündeki <a href="/dashboard/responsible-gaming">Sorumlu Oyun</a> sayfasından ${rgPeriods.tr} için yatırım, kayıp ve bahis limitleri ile oturum süresi limiti belirleyebilir, Süre Hatırlatıcısını ayarlayabilir, mola verebilir veya kendinizi oyundan uzaklaştırabilirsiniz. Bir limiti düşürmek hemen, artırmak ${RG_RULES.increaseWaitHours} saat sonra ve sizin onayınızla geçerli olur.</p>
<h3>Oyun alışkanlıklarım konusunda nereden yardım alabilirim?</h3>
<p>Yeşilay Danışmanlık Merkezi (YEDAM), 115 numaralı hattan ücretsiz ve gizli destek sunar. Destek ekibimize de 7/24 yazabilirsiniz. Diğer bağımsız yardım kuruluşlarını <a href="/pages/5">Sorumlu Oyun</a> sayfamızda bulabilirsiniz.</p>`,
  },
  {
    pageId: 4,
    locale: 'en',
    before: `<h3>Where can I get help with my gambling?</h3>
<p>Write to our support team and we will talk through how we can help, including closing your account. Free, independent organisations that can help are listed on our <a href="/pages/5">Responsible Gaming</a> page.</p>`,
    after: `<h3>Can I set limits on my account?</h3>
<p>Yes. Once logged in, go to the <a href="/dashboard/responsible-gaming">Responsible Gaming</a> page in the My Account menu to set deposit, loss and wager limits (per ${rgPeriods.en}) and a session time limit, set your reality check, take a time-out or self-exclude. Lowering a limit applies at once; raising it applies after ${RG_RULES.increaseWaitHours} hours, once you confirm it.</p>
<h3>Where can I get help with my gambling?</h3>
<p>In Türkiye, the Yeşilay Counselling Centre (YEDAM) offers free and confidential support on 115. You can also write to our support team, 24/7. Other independent organisations that can help are listed on our <a href="/pages/5">Responsible Gaming</a> page.</p>`,
  },
  {
    pageId: 13,
    locale: 'tr',
    before: `<strong>ilerleyen jackpot</strong>`,
    after: `<strong>progresif jackpot</strong>`,
  },
  {
    pageId: 9,
    locale: 'tr',
    before: `bahisler 1.00 oranla değerlendirilir.`,
    after: `bahisler 1,00 oranla değerlendirilir.`,
  },
  {
    pageId: 9,
    locale: 'tr',
    before: `iptal edilen seçim 1.00 oranla hesaplanır.`,
    after: `iptal edilen seçim 1,00 oranla hesaplanır.`,
  },
  { pageId: 5, locale: 'tr', before: RG_PAGE_FIRST_AUDIT.tr.trim(), after: rgPage.tr.trim() },
  { pageId: 5, locale: 'en', before: RG_PAGE_FIRST_AUDIT.en.trim(), after: rgPage.en.trim() },
  { pageId: 7, locale: 'tr', before: COOKIE_PAGE_BEFORE.tr.trim(), after: cookiePageConsentPass.tr.trim() },
  { pageId: 7, locale: 'en', before: COOKIE_PAGE_BEFORE.en.trim(), after: cookiePageConsentPass.en.trim() },
  ...COOKIE_POPUP_NECESSARY,
]

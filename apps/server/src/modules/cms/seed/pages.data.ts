import {
  BONUS_MAX_STAKE,
  DEFAULT_WAGERING_WEIGHT,
  KYC_UPLOAD,
  REALITY_CHECK_DEFAULT_MINUTES,
  REALITY_CHECK_MINUTES,
  RG_EXCLUSION_PERIODS,
  RG_PERIODS,
  RG_RULES,
  RG_TIMEOUT_PERIODS,
  TRIAL_BONUS_RULES,
  uiStrings,
  WAGERING_WEIGHTS,
  type Locale,
  type Localized,
} from '@galata/contract'
import { bettingRulesPage } from './betting-rules.data.js'
import { LIVE_TABLES_STORY, LIVE_TABLES_STORY_PAGE_ID } from './live-casino.data.js'

/**
 * Demo static pages. Written as a real operator's texts so the site reads true in both languages,
 * but the legal ones (terms, privacy, AML) must be reviewed by the operator's lawyers before
 * going live. Ids are fixed: /pages/1 is the general terms (spec §2).
 */

export type CmsCategoryCode = 'footer' | 'story' | 'terms-of-use' | 'terms-of-service'

export interface CmsCategorySeed {
  id: number
  code: CmsCategoryCode
  name: Localized
  sort: number
}

/**
 * The four groups of spec §3. Category 1 (Footer) is the one the static-content side menu asks
 * for (`contentlist` with categoryId 1, spec §7 and §9), so it holds the general terms.
 */
export const cmsCategorySeeds: readonly CmsCategorySeed[] = [
  { id: 1, code: 'footer', name: { tr: 'Kurumsal', en: 'Corporate' }, sort: 1 },
  { id: 2, code: 'story', name: { tr: 'Hikayelerimiz', en: 'Our Stories' }, sort: 2 },
  { id: 3, code: 'terms-of-use', name: { tr: 'Politikalar', en: 'Policies' }, sort: 3 },
  { id: 4, code: 'terms-of-service', name: { tr: 'Kurallar', en: 'Rules' }, sort: 4 },
]

/**
 * docs/content.md: the categories' former seeded names. The footer groups say "Politikalar" / "Kurallar"
 * (the copy review: Responsible Gaming, Privacy and Cookies are policies, not terms of use), and the
 * page heading shows the category's name, so a database seeded before is renamed too, only while a
 * category still has its seeded name.
 */
export const CMS_CATEGORY_FORMER_NAMES: Readonly<Partial<Record<CmsCategoryCode, Localized>>> = {
  footer: { tr: 'Kurumsal', en: 'Footer' },
  'terms-of-use': { tr: 'Kullanım Koşulları', en: 'Terms of Use' },
  'terms-of-service': { tr: 'Hizmet Koşulları', en: 'Terms of Service' },
}

export interface CmsPageSeed {
  id: number
  category: CmsCategoryCode
  sort: number
  title: Localized
  content: Localized
}

/*
 * The Responsible Gaming page (5) describes the tools of the player-protection work
 * (docs/player-protection.md) as the product runs them: periods and waits come from the contract's protection
 * constants, and the choices are named with the very labels the Responsible Gaming page of My Account shows
 * (its UI strings), so the two cannot drift.
 */
const label = (key: string, locale: Locale): string => (uiStrings as Record<string, Localized>)[key]![locale]

/** "a, b and c" / "a, b ve c" (`or`: "a, b or c" / "a, b veya c"). */
function list(items: string[], locale: Locale, or = false): string {
  const last = locale === 'tr' ? (or ? 'veya' : 've') : or ? 'or' : 'and'
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`
}

const byLocale = (build: (locale: Locale) => string): Localized => ({ tr: build('tr'), en: build('en') })
export const rgPeriods = byLocale((l) =>
  list(
    RG_PERIODS.map((p) => label(`rg.period.${p}`, l)),
    l,
  ),
)
const rgTimeouts = byLocale((l) =>
  list(
    RG_TIMEOUT_PERIODS.map((p) => label(`rg.timeout.${p}`, l)),
    l,
    true,
  ),
)
const rgRealityMinutes = byLocale((l) => list(REALITY_CHECK_MINUTES.map(String), l, true))
const rgExclusions = byLocale((l) => {
  const definite = RG_EXCLUSION_PERIODS.filter((p) => p !== 'indefinite').map((p) =>
    label(`rg.exclusion.${p}`, l),
  )
  return l === 'tr'
    ? `${list(definite, l, true)} süreyle ya da süresiz olarak kendinizi oyundan uzaklaştırın`
    : `exclude yourself for ${list(definite, l, true)}, or indefinitely`
})

/** The largest identity document a player can upload (the general terms, §5). */
export const KYC_MAX_MB = KYC_UPLOAD.maxBytes / (1024 * 1024)

const generalTermsTr = `
<p><em>Son güncelleme: 1 Eylül 2025</em></p>
<p>Bu Genel Şartlar ve Koşullar ("Şartlar"), Galata web sitesi ve mobil uygulamaları ("Site") üzerinden sunulan spor bahisleri, canlı bahis, casino, canlı casino, sanal sporlar, tombala ve TV oyunları hizmetlerinin ("Hizmetler") kullanımını düzenler. Lütfen hesap açmadan önce bu metni dikkatle okuyun.</p>

<h2>1. Taraflar ve Lisans</h2>
<p>Site, Curaçao'da kurulmuş ve kayıtlı olan <strong>Galata Gaming N.V.</strong> ("Şirket", "biz") tarafından işletilmektedir. Şirket, şans oyunları hizmetlerini yetkili lisans otoritesinden aldığı lisans kapsamında ve bu otoritenin denetimi altında sunar. <a href="#licence">Lisans bilgilerimiz</a> Sitenin alt bilgisinde yer alır.</p>
<p>Bu Şartlar; Gizlilik Politikası, Çerez Politikası, Sorumlu Oyun Politikası, Bonus Genel Kuralları ve Bahis Kuralları ile birlikte sizinle Şirket arasındaki sözleşmenin tamamını oluşturur.</p>

<h2>2. Şartların Kabulü</h2>
<p>Hesap açabilmek için bu Genel Şartlar ve Koşulları okuyup kabul etmeniz <strong>zorunludur</strong>. Kayıt formundaki onay kutusunu işaretleyerek ve Hizmetleri kullanarak bu Şartlara bağlı kalmayı kabul etmiş olursunuz. Şartları kabul etmiyorsanız lütfen hesap açmayın ve Hizmetleri kullanmayın.</p>

<h2>3. Uygunluk</h2>
<ul>
  <li>Hizmetleri yalnızca <strong>18 yaşını doldurmuş</strong> veya bulunduğunuz ülkede şans oyunları için öngörülen yasal yaşa ulaşmış kişiler (hangisi daha yüksekse) kullanabilir. 18 yaşından küçüklerin hesap açması ve oyun oynaması kesinlikle yasaktır.</li>
  <li>Bulunduğunuz yerde çevrimiçi şans oyunlarına katılmanın yasal olduğundan emin olmak sizin sorumluluğunuzdadır.</li>
  <li>Şirket çalışanları, yakınları ve oyun sağlayıcılarımızın çalışanları hesap açamaz.</li>
  <li>Kendi adınıza ve kendi hesabınıza oynamanız gerekir; başkası adına oynamak yasaktır.</li>
</ul>

<h2>4. Hesap</h2>
<ul>
  <li><strong>Her kişi yalnızca bir hesap açabilir.</strong> Aynı kişiye ait birden fazla hesap tespit edildiğinde hesaplar birleştirilebilir, kapatılabilir ve bu hesaplarda kazanılan bonuslar ile bonus kazançları iptal edilebilir.</li>
  <li>Kayıt sırasında verdiğiniz ad, soyad, doğum tarihi, e-posta ve telefon bilgilerinin doğru, eksiksiz ve güncel olması gerekir. Bilgileriniz değiştiğinde hesabınızı güncellemelisiniz.</li>
  <li>Kullanıcı adınızı ve şifrenizi gizli tutmak sizin sorumluluğunuzdadır. Hesabınız üzerinden yapılan tüm işlemler size ait kabul edilir. Yetkisiz bir kullanım fark ederseniz derhal bizimle iletişime geçin.</li>
  <li>Hesaplar kişiye özeldir; devredilemez, satılamaz ve başkasına kullandırılamaz.</li>
</ul>

<h2>5. Kimlik Doğrulama (KYC)</h2>
<p>Yasal yükümlülüklerimiz gereği kimliğinizi, yaşınızı ve adresinizi doğrulamamız gerekir. Bunun için Hesabım menüsündeki <a href="/dashboard/verification">Kimlik Doğrulama</a> sayfasından iki belge yüklersiniz (JPEG, PNG veya PDF, en fazla ${KYC_MAX_MB} MB):</p>
<ul>
  <li>geçerli bir kimlik kartı, pasaport veya ehliyet,</li>
  <li>son üç ay içinde düzenlenmiş bir adres belgesi (fatura, banka hesap özeti veya ikametgâh belgesi).</li>
</ul>
<p>Ekibimiz her belgeyi inceler; sonucu, reddedilirse nedeniyle birlikte, bildirim olarak iletir. İki belge de onaylanana kadar para çekemezsiniz; toplam yatırımlarınız Kimlik Doğrulama sayfasında gösterilen tutarı aştığında yeni yatırımlar için de doğrulama gerekir. Sahte veya başkasına ait belge sunulması hesabın kapatılmasına ve ilgili makamlara bildirim yapılmasına yol açar.</p>

<h2>6. Para Yatırma</h2>
<ul>
  <li>Yalnızca adınıza kayıtlı ödeme yöntemlerini kullanabilirsiniz. Üçüncü kişilerden gelen ödemeler kabul edilmez ve iade edilir.</li>
  <li>Hesap para birimi Türk lirasıdır (TRY). Yöntemlere göre alt ve üst limitler para yatırma ekranında gösterilir.</li>
  <li>Yatırılan paranın kaynağının yasal olduğunu kabul edersiniz. Şüpheli işlemleri ilgili makamlara bildirme hakkımız saklıdır.</li>
  <li>Ters ibraz (chargeback) veya ödemenin geri çekilmesi durumunda hesap askıya alınabilir ve doğan zarar talep edilebilir.</li>
</ul>

<h2>7. Para Çekme</h2>
<ul>
  <li>Para çekme talepleri, mümkün olduğunda para yatırmak için kullanılan yönteme ve yalnızca hesap sahibinin adına yapılır.</li>
  <li>Kara para aklamanın önlenmesi amacıyla, yatırılan tutarın en az bir kez oyunda çevrilmesi gerekir. Çevrilmemiş tutarlar için işlem ücreti uygulanabilir veya talep reddedilebilir.</li>
  <li>Talepler genellikle 24 saat içinde değerlendirilir. Para çekebilmek için kimlik doğrulamanızın tamamlanmış olması gerekir (5. madde). Bankaların ve ödeme kuruluşlarının işlem süreleri bizim kontrolümüz dışındadır.</li>
  <li>Yalnızca nakit bakiyeniz çekilebilir. Bonus bakiyesi, çevrim şartı tamamlanıp nakde dönüşene kadar çekilemez.</li>
</ul>

<h2>8. Bonuslar ve Bonus Suistimali</h2>
<p>Her promosyonun kendine özgü şartları ve Bonus Genel Kuralları geçerlidir. Her kişi her bonustan bir kez yararlanabilir; deneme bonusu doğrulanmış telefon numarası başına bir kez verilir. Aşağıdaki davranışlar bonus suistimali sayılır:</p>
<ul>
  <li>birden fazla hesap açmak veya başkasının hesabını kullanmak,</li>
  <li>aynı olayın tüm sonuçlarına bahis yapmak gibi riski ortadan kaldıran (hedge) oyun yöntemleri,</li>
  <li>bonus kullanılırken izin verilen azami bahis tutarını aşmak,</li>
  <li>organize gruplar halinde veya otomatik yazılımlarla bonus toplamak.</li>
</ul>
<p>Suistimal tespit edildiğinde bonus ve bonustan elde edilen kazançlar iptal edilir; gerekirse hesap kapatılır.</p>

<h2>9. Bahisler ve Oyunlar</h2>
<ul>
  <li>Bir bahis, onay mesajı gösterildiğinde kabul edilmiş sayılır. Onaylanmış bahisler iptal edilemez.</li>
  <li>Bariz oran veya fiyat hatalarında (örneğin yanlış girilmiş oranlar) ilgili bahisler gerçek oran üzerinden düzeltilebilir veya geçersiz sayılabilir.</li>
  <li>Oyun yazılımında bir arıza olması durumunda ilgili oyun turları ve ödemeler geçersiz sayılır; yatırılan bahis tutarı hesabınıza iade edilir.</li>
  <li>Oyun sonuçları sertifikalı rastgele sayı üreteçleriyle belirlenir; Galata Originals oyunlarının sonuçları ayrıca kanıtlanabilir adil (provably fair) yöntemle doğrulanabilir.</li>
</ul>

<h2>10. Sorumlu Oyun</h2>
<p>Oyunun bir eğlence olarak kalmasını istiyoruz. Hesabım menüsündeki <a href="/dashboard/responsible-gaming">Sorumlu Oyun</a> sayfasından yatırım, kayıp ve bahis limitleri ile oturum süresi limiti belirleyebilir, Süre Hatırlatıcısını ayarlayabilir, mola verebilir veya kendinizi oyundan uzaklaştırabilirsiniz. Bir limiti düşürmek, mola ve uzaklaştırma hemen geçerli olur; bir limiti artırmak veya kaldırmak ${RG_RULES.increaseWaitHours} saat sonra ve sizin onayınızla geçerli olur. Mola ve uzaklaştırma süresi dolmadan kısaltılamaz. Ayrıntılar ve bağımsız yardım kuruluşları için <a href="/pages/5">Sorumlu Oyun</a> sayfamızı inceleyin.</p>

<h2>11. Hesabın Askıya Alınması ve Kapatılması</h2>
<p>Hesabınızı dilediğiniz zaman Sorumlu Oyun sayfasından kendiniz kapatabilir veya destek ekibimize yazabilirsiniz; kalan bakiyeniz doğrulama şartlarına uygun olarak size ödenir. Kapatma nedeniniz şans oyunlarıyla ilgiliyse hesabınız kapatılmaz, sizi oyundan uzaklaştırırız. Bu Şartların ihlali, dolandırıcılık şüphesi, yasal zorunluluk veya uzun süreli hareketsizlik (12 ay) durumlarında hesabınızı askıya alabilir veya kapatabiliriz.</p>

<h2>12. Şartlarda Değişiklik</h2>
<p>Bu Şartları yasal düzenlemeler, hizmetlerimizdeki değişiklikler veya güvenlik gereksinimleri nedeniyle güncelleyebiliriz. Güncellenmiş Şartlar yürürlüğe girmeden <strong>en az iki hafta önce</strong> Sitede duyurulur ve kayıtlı e-posta adresinize bildirilir. Güncellenmiş Şartları kabul etmeyen mevcut kullanıcılar, yürürlük tarihinden önce Hizmetleri kullanmayı bırakabilir ve bakiyelerini çekebilir. Yürürlük tarihinden sonra Hizmetleri kullanmaya devam etmeniz, güncellenmiş Şartları kabul ettiğiniz anlamına gelir.</p>

<h2>13. Şikayetler ve Uyuşmazlıklar</h2>
<ol>
  <li>Şikayetinizi <a href="mailto:destek@galata.bet">destek@galata.bet</a> adresine veya Telegram üzerinden destek ekibimize; kullanıcı adınızı, işlem tarihini ve konuyu belirterek iletin.</li>
  <li>Şikayetinizi 48 saat içinde kayda alır ve en geç 14 gün içinde yazılı olarak yanıtlarız.</li>
  <li>Yanıtımızdan memnun kalmazsanız şikayetinizi lisans otoritesine iletebilirsiniz.</li>
</ol>

<h2>14. Sorumluluğun Sınırlandırılması</h2>
<p>Hizmetler "olduğu gibi" sunulur. Yasaların izin verdiği ölçüde; internet bağlantısı kesintileri, cihaz arızaları veya üçüncü taraf hizmetlerinden kaynaklanan dolaylı zararlardan sorumlu değiliz. Bu hüküm, kasıt veya ağır ihmalden doğan sorumluluğumuzu sınırlamaz.</p>

<h2>15. Uygulanacak Hukuk</h2>
<p>Bu Şartlar, Şirketin kayıtlı olduğu yerin hukukuna tabidir. Bu Şartların başka dillerdeki sürümleri arasında farklılık olması halinde Türkçe metin esas alınır.</p>
`

const generalTermsEn = `
<p><em>Last updated: 1 September 2025</em></p>
<p>These General Terms and Conditions ("Terms") govern your use of the sports betting, live betting, casino, live casino, virtual sports, bingo and TV games services ("Services") offered on the Galata website and mobile apps ("Site"). Please read them carefully before you open an account.</p>

<h2>1. Who we are and our licence</h2>
<p>The Site is operated by <strong>Galata Gaming N.V.</strong> ("Company", "we"), incorporated and registered in Curaçao. The Company offers games of chance under a licence issued by, and under the supervision of, its licensing authority. <a href="#licence">Our licence details</a> are shown in the Site footer.</p>
<p>Together with the Privacy Policy, Cookie Policy, Responsible Gaming Policy, General Bonus Rules and Betting Rules, these Terms form the entire agreement between you and the Company.</p>

<h2>2. Accepting these Terms</h2>
<p>You <strong>must</strong> read and accept these General Terms and Conditions to open an account. By ticking the box on the registration form and by using the Services you agree to be bound by these Terms. If you do not accept them, please do not register or use the Services.</p>

<h2>3. Eligibility</h2>
<ul>
  <li>Only persons who are <strong>at least 18 years old</strong>, or of the legal gambling age in their country if that is higher, may use the Services. Minors may not open an account or play.</li>
  <li>It is your responsibility to make sure that online gambling is legal where you are.</li>
  <li>Employees of the Company, their relatives and employees of our game providers may not open an account.</li>
  <li>You must play in your own name and for your own account; playing on behalf of someone else is forbidden.</li>
</ul>

<h2>4. Your account</h2>
<ul>
  <li><strong>Each person may hold only one account.</strong> If we find several accounts belonging to the same person we may merge or close them and cancel any bonuses and bonus winnings earned on them.</li>
  <li>The name, date of birth, e-mail and phone number you give at registration must be true, complete and current. Please update your account when they change.</li>
  <li>You are responsible for keeping your username and password secret. All activity on your account is deemed to be yours. Contact us immediately if you notice any unauthorised use.</li>
  <li>Accounts are personal; they may not be transferred, sold or lent to anyone else.</li>
</ul>

<h2>5. Identity verification (KYC)</h2>
<p>The law requires us to verify your identity, age and address. To do so, you upload two documents on the <a href="/dashboard/verification">Identity Verification</a> page in the My Account menu (JPEG, PNG or PDF, at most ${KYC_MAX_MB} MB):</p>
<ul>
  <li>a valid ID card, passport or driving licence,</li>
  <li>a proof of address issued within the last three months (utility bill, bank statement or residence certificate).</li>
</ul>
<p>Our team reviews each document and notifies you of the result, with the reason if it is rejected. You cannot withdraw until both documents are approved; once your total deposits exceed the amount shown on the Identity Verification page, further deposits need verification too. Submitting forged documents or documents belonging to someone else leads to account closure and may be reported to the authorities.</p>

<h2>6. Deposits</h2>
<ul>
  <li>You may only use payment methods registered in your own name. Payments from third parties are refused and returned.</li>
  <li>The account currency is the Turkish lira (TRY). Minimum and maximum amounts per method are shown on the deposit screen.</li>
  <li>You confirm that deposited funds come from a lawful source. We reserve the right to report suspicious transactions to the authorities.</li>
  <li>If a payment is charged back or reversed we may suspend the account and claim any resulting loss.</li>
</ul>

<h2>7. Withdrawals</h2>
<ul>
  <li>Where possible, withdrawals are paid to the method used to deposit and only to the account holder.</li>
  <li>To prevent money laundering, every deposit must be wagered at least once. A processing fee may apply to, or we may refuse, withdrawals of unwagered funds.</li>
  <li>Requests are usually reviewed within 24 hours. You can withdraw once your identity verification is complete (section 5). Processing times of banks and payment providers are outside our control.</li>
  <li>Only your cash balance can be withdrawn. Bonus money cannot be withdrawn until its wagering requirement is met and it has turned into cash.</li>
</ul>

<h2>8. Bonuses and bonus abuse</h2>
<p>Every promotion has its own terms, and the General Bonus Rules apply. Each person can receive each bonus once; the trial bonus is granted once per verified phone number. The following count as bonus abuse:</p>
<ul>
  <li>opening several accounts or using someone else's account,</li>
  <li>risk-free betting patterns such as backing every outcome of the same event (hedging),</li>
  <li>exceeding the maximum stake allowed while playing with a bonus,</li>
  <li>collecting bonuses as an organised group or with automated software.</li>
</ul>
<p>Where we find abuse, the bonus and any winnings from it are cancelled and, if necessary, the account is closed.</p>

<h2>9. Bets and games</h2>
<ul>
  <li>A bet is accepted once its confirmation is shown. Confirmed bets cannot be cancelled.</li>
  <li>In case of an obvious error in odds or prices (for example, odds entered incorrectly), the bets concerned may be settled at the correct odds or voided.</li>
  <li>If the game software malfunctions, the rounds and payouts it affects are void and your stake is returned to your account.</li>
  <li>Game results are determined by certified random number generators; results of Galata Originals games can also be verified with the provably fair method.</li>
</ul>

<h2>10. Responsible gaming</h2>
<p>We want gaming to stay fun. On the <a href="/dashboard/responsible-gaming">Responsible Gaming</a> page in the My Account menu you can set deposit, loss and wager limits and a session time limit, set your reality check, take a time-out or self-exclude. Lowering a limit, a time-out and a self-exclusion apply at once; raising or removing a limit applies after ${RG_RULES.increaseWaitHours} hours, once you confirm it. A time-out or self-exclusion cannot be shortened. See our <a href="/pages/5">Responsible Gaming</a> page for details and for independent organisations that can help.</p>

<h2>11. Suspension and closure</h2>
<p>You may close your account at any time yourself on the Responsible Gaming page, or by writing to our support team; your remaining balance is paid out subject to verification. If your reason is related to gambling, we self-exclude you instead of closing the account. We may suspend or close your account for a breach of these Terms, suspected fraud, a legal requirement or prolonged inactivity (12 months).</p>

<h2>12. Changes to these Terms</h2>
<p>We may update these Terms because of changes in the law, in our services or in security requirements. Updated Terms are announced on the Site and sent to your registered e-mail address <strong>at least two weeks</strong> before they take effect. Existing users who do not accept the updated Terms may stop using the Services before the effective date and withdraw their balance. Continuing to use the Services after the effective date means that you accept the updated Terms.</p>

<h2>13. Complaints and disputes</h2>
<ol>
  <li>Send your complaint to <a href="mailto:destek@galata.bet">destek@galata.bet</a> or to our support team on Telegram, stating your username, the date of the transaction and the subject.</li>
  <li>We log your complaint within 48 hours and answer in writing within 14 days at the latest.</li>
  <li>If you are not satisfied with our answer, you may refer your complaint to the licensing authority.</li>
</ol>

<h2>14. Limitation of liability</h2>
<p>The Services are provided "as is". To the extent permitted by law we are not liable for indirect losses caused by internet outages, device failures or third-party services. Nothing in these Terms limits our liability for intent or gross negligence.</p>

<h2>15. Governing law</h2>
<p>These Terms are governed by the law of the Company's place of registration. If versions of these Terms in different languages differ, the Turkish text prevails.</p>
`

/*
 * The General Bonus Rules (page 8) state what the wallet does (docs/bonuses.md). The
 * figures come from the contract's bonus-rules.ts, the same constants the wallet applies.
 */
const weightsTr = WAGERING_WEIGHTS.map(
  (w) => `  <li>${w.label.tr}: <strong>%${w.percent}</strong></li>`,
).join('\n')
const weightsEn = WAGERING_WEIGHTS.map(
  (w) => `  <li>${w.label.en}: <strong>${w.percent}%</strong></li>`,
).join('\n')

const bonusRulesTr = `
<h2>Bonus Genel Kuralları</h2>
<ol>
  <li>Her kişi her bonustan bir kez yararlanabilir; deneme bonusu doğrulanmış telefon numarası başına bir kez verilir. Aynı anda yalnızca bir bonusunuz aktif olabilir; yeni bir bonusu, mevcut bonusunuzun bakiyesi bittiğinde veya çevrimi tamamlandığında alabilirsiniz.</li>
  <li>Bonus bakiyesi nakit bakiyenizden ayrı tutulur ve çekilemez. Bahisleriniz önce nakit bakiyenizden, nakit bakiyeniz yetmediğinde bonus bakiyenizden düşülür.</li>
  <li>Her bonusun çevrim şartı ve geçerlilik süresi, promosyon sayfasında ve Hesabım bölümündeki Bonus Talep Et sayfasında gösterilir. Deneme bonusunun çevrim şartı bonus tutarının <strong>${TRIAL_BONUS_RULES.wageringMultiplier} katı</strong>, geçerlilik süresi <strong>${TRIAL_BONUS_RULES.validDays} gündür</strong>. Çevrim şartı süre dolmadan tamamlandığında kalan bonus bakiyesi anında nakde dönüşür ve çekilebilir. Süre dolduğunda kalan bonus bakiyesi silinir.</li>
  <li>Bonusunuz aktifken yaptığınız her bahis (nakit veya bonus) çevrime, bahsin sonucu belli olduğunda, yani el kazanç veya kayıpla kapandığında sayılır. Açık eller sayılmaz. Süre dolduktan sonra kapanan eller de sayılmaz.</li>
  <li>İade edilen veya iptal edilen eller çevrime hiç sayılmaz: örneğin 24 saat boyunca hiç kare açılmadığı için iade edilen bir mayın eli ya da iptal edilen bir Sky Aviator turu. Sonucu belli olmuş bir el sonradan iade edilmez.</li>
  <li>Oyunların çevrime katkı oranları farklıdır; bahsinizin çevrime sayılan kısmı, bahis tutarının aşağıdaki yüzdesidir:
<ul>
${weightsTr}
  <li>Listede olmayan diğer oyunlar: <strong>%${DEFAULT_WAGERING_WEIGHT}</strong></li>
</ul>
  </li>
  <li>Bonusunuz aktifken tek bahiste yatırabileceğiniz en yüksek tutar <strong>₺${BONUS_MAX_STAKE}</strong>’dir. Bu tutarı aşan bahisler kabul edilmez. Bonus bakiyeniz tükendiğinde ve bonusla oynadığınız açık bir el kalmadığında bu sınır kalkar.</li>
  <li>Haftalık kayıp bonusu, pazartesi 00.00 ile bir sonraki pazartesi 00.00 (TSİ, UTC+3) arasında sonuçlanan ellerdeki net nakit kaybınızdan hesaplanır: bu ellere nakit olarak yatırdığınız tutar eksi nakit olarak kazandığınız tutar. Her el, sonuçlandığı haftaya sayılır. Açık, iade edilen veya iptal edilen eller ile bahislerin bonus parasıyla ödenen kısmı hesaba katılmaz.</li>
  <li>Galata, suistimal şüphesi halinde bonusu iptal etme ve promosyonu önceden haber vermeksizin değiştirme hakkını saklı tutar.</li>
</ol>
`

const bonusRulesEn = `
<h2>General Bonus Rules</h2>
<ol>
  <li>Each person can receive each bonus once; the trial bonus is granted once per verified phone number. You can have only one active bonus at a time; you can take a new one once the current bonus balance has run out or its wagering is complete.</li>
  <li>Bonus money is kept apart from your cash balance and cannot be withdrawn. Your bets are paid from your cash balance first, and from your bonus balance only when your cash does not cover them.</li>
  <li>Each promotion and the Claim a Bonus page in My Account show the bonus’s wagering requirement and how long it is valid. The trial bonus must be wagered <strong>${TRIAL_BONUS_RULES.wageringMultiplier} times</strong> its amount within <strong>${TRIAL_BONUS_RULES.validDays} days</strong>. When you meet the requirement in time, the remaining bonus balance turns into cash at once and can be withdrawn. When the bonus expires, whatever is left of it is removed.</li>
  <li>Every bet you place while a bonus is active, with cash or bonus money, counts towards wagering when its result is known, that is, when the round ends in a win or a loss. Open rounds do not count, and nor do rounds that end after the bonus has expired.</li>
  <li>Refunded or void rounds never count: for example a mines round refunded because no tile was uncovered for 24 hours, or a cancelled Sky Aviator round. A round whose result is known is never refunded afterwards.</li>
  <li>Games contribute to wagering at different rates; the part of a stake that counts is the following share of it:
<ul>
${weightsEn}
  <li>Any other game not listed: <strong>${DEFAULT_WAGERING_WEIGHT}%</strong></li>
</ul>
  </li>
  <li>While a bonus is active, the maximum stake of a single bet is <strong>₺${BONUS_MAX_STAKE}</strong>. Larger bets are not accepted. The limit ends once your bonus balance has run out and no round you played with bonus money is still open.</li>
  <li>Weekly cashback is worked out from your net cash loss on rounds settled between Monday 00:00 and the next Monday 00:00 (Türkiye time, UTC+3): the cash you staked on those rounds minus the cash you won. Each round counts in the week in which it settled. Open, refunded and void rounds, and the part of a stake paid with bonus money, are not counted.</li>
  <li>Galata may cancel a bonus where abuse is suspected and may change a promotion without prior notice.</li>
</ol>
`

export const cmsPageSeeds: readonly CmsPageSeed[] = [
  {
    id: 1,
    category: 'footer',
    sort: 1,
    title: { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
    content: { tr: generalTermsTr, en: generalTermsEn },
  },
  {
    id: 2,
    category: 'footer',
    sort: 2,
    title: { tr: 'Hakkımızda', en: 'About Us' },
    content: {
      tr: `
<h2>Galata'ya hoş geldiniz</h2>
<p>Galata, adını İstanbul'un yüzyıllardır iki yakayı birbirine bağlayan simgesinden alır. Biz de aynı fikirle yola çıktık: spor bahislerini, canlı casinoyu ve en sevilen slot oyunlarını tek bir güvenilir çatı altında buluşturmak.</p>
<p>Sitemiz, lisanslı şirketimiz <strong>Galata Gaming N.V.</strong> tarafından işletilir. Ekibimiz; oyun, ödeme sistemleri, müşteri hizmetleri ve bilgi güvenliği alanlarında uzun yıllar deneyim kazanmış profesyonellerden oluşur.</p>
<h3>Neye önem veriyoruz?</h3>
<ul>
  <li><strong>Güven:</strong> bakiyeniz, bahisleriniz ve kişisel verileriniz en güncel güvenlik standartlarıyla korunur.</li>
  <li><strong>Adil oyun:</strong> sertifikalı sağlayıcılarla çalışır, kendi oyunlarımızın sonuçlarını kanıtlanabilir adil yöntemle doğrulanabilir kılarız.</li>
  <li><strong>Hızlı ödeme:</strong> para çekme taleplerini genellikle aynı gün sonuçlandırırız.</li>
  <li><strong>Sorumlu oyun:</strong> oyunun eğlence olarak kalmasını önemser, oyun alışkanlıkları konusunda endişe duyan her oyuncumuza destek ekibimizle yardımcı oluruz.</li>
  <li><strong>7/24 destek:</strong> Türkçe konuşan destek ekibimiz e-posta, Telegram ve WhatsApp üzerinden her an yanınızda.</li>
</ul>
<p>Galata yalnızca 18 yaşını doldurmuş oyunculara hizmet verir.</p>
`,
      en: `
<h2>Welcome to Galata</h2>
<p>Galata takes its name from the Istanbul landmark that has linked the city's two shores for centuries. We set out with the same idea: to bring sports betting, live casino and the best-loved slots together under one trustworthy roof.</p>
<p>The site is operated by our licensed company, <strong>Galata Gaming N.V.</strong> Our team is made up of professionals with many years of experience in gaming, payments, customer service and information security.</p>
<h3>What we care about</h3>
<ul>
  <li><strong>Trust:</strong> your balance, bets and personal data are protected to current security standards.</li>
  <li><strong>Fair play:</strong> we work with certified providers and make the results of our own games verifiable with the provably fair method.</li>
  <li><strong>Fast payouts:</strong> we usually complete withdrawals on the same day.</li>
  <li><strong>Responsible gaming:</strong> we want gaming to stay fun, and our support team helps any player who is worried about their gambling.</li>
  <li><strong>24/7 support:</strong> our Turkish-speaking team is there for you by email, Telegram and WhatsApp.</li>
</ul>
<p>Galata serves players aged 18 and over only.</p>
`,
    },
  },
  {
    id: 3,
    category: 'footer',
    sort: 3,
    title: { tr: 'İletişim', en: 'Contact Us' },
    content: {
      tr: `
<h2>Bize ulaşın</h2>
<p>Destek ekibimiz haftanın 7 günü, günün 24 saati hizmetinizdedir. En hızlı yanıt için Telegram’dan yazabilir veya menüdeki <strong>Sizi Arayalım</strong> formunu doldurabilirsiniz.</p>
<ul>
  <li>E-posta: <a href="mailto:destek@galata.bet">destek@galata.bet</a></li>
  <li>Telegram: <a href="https://t.me/galatadestek" target="_blank">@galatadestek</a></li>
  <li>Sizi Arayalım: menüdeki <em>Sizi Arayalım</em> formunu doldurun, destek ekibimiz sizi arasın.</li>
</ul>
<p>Hesabınızla ilgili bir konuda yazarken lütfen kullanıcı adınızı belirtin. Güvenliğiniz için destek ekibimiz hiçbir zaman şifrenizi veya doğrulama kodunuzu sormaz.</p>
`,
      en: `
<h2>Get in touch</h2>
<p>Our support team is available 24 hours a day, 7 days a week. For the fastest answer, write to us on Telegram or fill in the <strong>Call Me Back</strong> form in the menu.</p>
<ul>
  <li>E-mail: <a href="mailto:destek@galata.bet">destek@galata.bet</a></li>
  <li>Telegram: <a href="https://t.me/galatadestek" target="_blank">@galatadestek</a></li>
  <li>Call Me Back: fill in the <em>Call Me Back</em> form in the menu and our support team will call you.</li>
</ul>
<p>When writing about your account, please include your username. For your security, our team will never ask for your password or a verification code.</p>
`,
    },
  },
  {
    id: 4,
    category: 'footer',
    sort: 4,
    title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' },
    content: {
      tr: `
<h2>Sıkça Sorulan Sorular</h2>
<h3>Nasıl üye olurum?</h3>
<p>Sağ üstteki <strong>Üye Ol</strong> düğmesine tıklayın, formu doldurun ve Genel Şartlar ve Koşulları kabul edin. Kayıt sonrasında telefon numaranızı SMS ile doğrulamanızı öneririz.</p>
<h3>Şifremi unuttum, ne yapmalıyım?</h3>
<p>Giriş ekranındaki <em>Şifremi Unuttum</em> bağlantısını kullanın. E-posta adresinize gönderilen kodla yeni şifrenizi belirleyebilirsiniz.</p>
<h3>Para çekme talebim ne zaman sonuçlanır?</h3>
<p>Talepler genellikle 24 saat içinde işleme alınır. Para çekebilmek için önce <a href="/dashboard/verification">Kimlik Doğrulama</a> sayfasından kimlik belgenizi ve adres belgenizi yüklemeniz ve bunların onaylanması gerekir.</p>
<h3>Deneme bonusu nedir?</h3>
<p>Yeni üyelerimize, telefon numaralarını doğruladıktan sonra bir kereye mahsus tanımlanan bonustur; tutarı üyelik sırasında gösterilir. Çevrim şartı bonus tutarının ${TRIAL_BONUS_RULES.wageringMultiplier} katıdır ve ${TRIAL_BONUS_RULES.validDays} gün içinde tamamlanmalıdır. Bonus bakiyesi çekilemez; çevrim tamamlanınca nakit bakiyenize aktarılır. Ayrıntılar <a href="/pages/8">Bonus Genel Kuralları</a> sayfasındadır.</p>
<h3>Hesabıma limit koyabilir miyim?</h3>
<p>Evet. Giriş yaptıktan sonra Hesabım menüsündeki <a href="/dashboard/responsible-gaming">Sorumlu Oyun</a> sayfasından ${rgPeriods.tr} için yatırım, kayıp ve bahis limitleri ile oturum süresi limiti belirleyebilir, Süre Hatırlatıcısını ayarlayabilir, mola verebilir veya kendinizi oyundan uzaklaştırabilirsiniz. Bir limiti düşürmek hemen, artırmak ${RG_RULES.increaseWaitHours} saat sonra ve sizin onayınızla geçerli olur.</p>
<h3>Oyun alışkanlıklarım konusunda nereden yardım alabilirim?</h3>
<p>Yeşilay Danışmanlık Merkezi (YEDAM), 115 numaralı hattan ücretsiz ve gizli destek sunar. Destek ekibimize de 7/24 yazabilirsiniz. Diğer bağımsız yardım kuruluşlarını <a href="/pages/5">Sorumlu Oyun</a> sayfamızda bulabilirsiniz.</p>
`,
      en: `
<h2>Frequently Asked Questions</h2>
<h3>How do I sign up?</h3>
<p>Click <strong>Sign Up</strong> at the top right, fill in the form and accept the General Terms and Conditions. After registering we recommend verifying your phone number by SMS.</p>
<h3>I forgot my password. What should I do?</h3>
<p>Use the <em>Forgot password?</em> link on the login form. You can set a new password with the code we send to your email address.</p>
<h3>When will my withdrawal be paid?</h3>
<p>Requests are usually processed within 24 hours. Before you can withdraw, upload your identity document and proof of address on the <a href="/dashboard/verification">Identity Verification</a> page and wait for them to be approved.</p>
<h3>What is the trial bonus?</h3>
<p>A one-time bonus for new members, granted after they verify their phone number; its amount is shown when you sign up. It must be wagered ${TRIAL_BONUS_RULES.wageringMultiplier} times its amount within ${TRIAL_BONUS_RULES.validDays} days. Bonus money cannot be withdrawn; once wagering is complete it moves to your cash balance. The details are on the <a href="/pages/8">General Bonus Rules</a> page.</p>
<h3>Can I set limits on my account?</h3>
<p>Yes. Once logged in, go to the <a href="/dashboard/responsible-gaming">Responsible Gaming</a> page in the My Account menu to set deposit, loss and wager limits (per ${rgPeriods.en}) and a session time limit, set your reality check, take a time-out or self-exclude. Lowering a limit applies at once; raising it applies after ${RG_RULES.increaseWaitHours} hours, once you confirm it.</p>
<h3>Where can I get help with my gambling?</h3>
<p>In Türkiye, the Yeşilay Counselling Centre (YEDAM) offers free and confidential support on 115. You can also write to our support team, 24/7. Other independent organisations that can help are listed on our <a href="/pages/5">Responsible Gaming</a> page.</p>
`,
    },
  },
  {
    id: 5,
    category: 'terms-of-use',
    sort: 1,
    title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
    content: {
      tr: `
<h2>Sorumlu Oyun</h2>
<p>Şans oyunları bir eğlence biçimidir; gelir kaynağı veya borçlardan kurtulmanın yolu değildir. Galata olarak oyuncularımızın kontrolü her zaman elinde tutmasını istiyoruz.</p>
<h3>Yardım alın</h3>
<ul>
  <li><strong>Yeşilay Danışmanlık Merkezi (YEDAM) – 115:</strong> ücretsiz ve gizli destek (<a href="https://www.yedam.org.tr" target="_blank">yedam.org.tr</a>).</li>
  <li><strong>Destek ekibimiz:</strong> oyun alışkanlıklarınız sizi endişelendiriyorsa bize yazın; 7/24 yanınızdayız.</li>
  <li><strong>Uluslararası kuruluşlar:</strong> Gamblers Anonymous (<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>) ve GamCare (<a href="https://www.gamcare.org.uk" target="_blank">gamcare.org.uk</a>).</li>
</ul>
<h3>Kendinize şu soruları sorun</h3>
<ul>
  <li>Planladığınızdan daha uzun süre veya daha fazla parayla oynuyor musunuz?</li>
  <li>Kayıplarınızı telafi etmek için oynamaya devam ediyor musunuz?</li>
  <li>Oyun yüzünden işinizi, ailenizi veya sosyal hayatınızı ihmal ediyor musunuz?</li>
  <li>Oyun için borç aldığınız veya bir şeylerinizi sattığınız oldu mu?</li>
</ul>
<p>Bu sorulardan birine bile “evet” yanıtı veriyorsanız bir uzmandan destek almanızı öneririz.</p>
<h3>Hesabınızdaki araçlar</h3>
<p>Aşağıdaki araçların hepsi, giriş yaptıktan sonra Hesabım menüsündeki <a href="/dashboard/responsible-gaming">Sorumlu Oyun</a> sayfasındadır; destek ekibimize yazmanıza gerek yoktur.</p>
<ul>
  <li><strong>Yatırım, kayıp ve bahis limitleri:</strong> ${rgPeriods.tr} için ayrı ayrı limit belirleyebilirsiniz; birden fazla limit varsa en düşüğü geçerlidir. Dönemler geriye doğru işler (örneğin son 24 saat). Yatırım limitine onay bekleyen yatırımlarınız da sayılır. Bir limiti düşürmek hemen geçerli olur; artırmak veya kaldırmak ${RG_RULES.increaseWaitHours} saat sonra, ancak siz onayladığınızda geçerli olur.</li>
  <li><strong>Oturum süresi limiti:</strong> günlük, haftalık veya aylık oyun süresi (dakika) belirleyin. Günler 00.00’da, haftalar pazartesi 00.00’da (TSİ, UTC+3), aylar ayın 1’inde başlar. Süre dolduğunda yeni bahis alınmaz ve oturumunuz kapatılır; bakiyenizi çekmek için yeniden giriş yapabilirsiniz.</li>
  <li><strong>Süre Hatırlatıcısı:</strong> oturumunuz boyunca seçtiğiniz aralıkla (${rgRealityMinutes.tr} dakika; seçmezseniz ${REALITY_CHECK_DEFAULT_MINUTES}) ne kadar süredir oynadığınızı, bahislerinizi, kazançlarınızı ve net sonucunuzu gösterir. Daha kısa bir aralık hemen, daha uzun bir aralık ${RG_RULES.increaseWaitHours} saat sonra geçerli olur.</li>
  <li><strong>Mola:</strong> ${rgTimeouts.tr} süreyle ara verin. Mola hemen başlar, tüm oturumlarınız kapatılır ve mola kısaltılamaz. Bu sürede oyun oynayamaz ve para yatıramazsınız; bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.</li>
  <li><strong>Kendini oyundan uzaklaştırma:</strong> ${rgExclusions.tr}. Uzaklaştırma hemen başlar, kısaltılamaz ve bu sürede size pazarlama iletisi gönderilmez; bakiyenizi yine çekebilirsiniz. Süre dolduğunda kendiliğinden bitmez: Sorumlu Oyun sayfasından kaldırılmasını talep edersiniz ve hesabınız ${RG_RULES.liftCoolingOffHours} saatlik bekleme süresinin sonunda yeniden oyuna açılır. Süresiz uzaklaştırmada kaldırma talebi en erken ${RG_RULES.indefiniteMinimumMonths} ay sonra verilebilir ve bekleme süresi ${RG_RULES.liftCoolingOffIndefiniteDays} gündür.</li>
  <li><strong>Hesap özeti:</strong> seçtiğiniz dönemdeki yatırım, çekim, bahis ve kazançlarınızı, oyun sürenizi ve limit değişikliklerinizi görün; CSV olarak indirin.</li>
  <li><strong>Hesabı kapatma:</strong> hesabınızı kendiniz kapatabilirsiniz. Nedeniniz şans oyunlarıyla ilgiliyse hesabınızı kapatmak yerine sizi oyundan uzaklaştırırız; böylece bakiyenizi çekmeye devam edebilirsiniz. Diğer durumlarda hesabınız kapatılır, giriş yapılamaz ve bakiyeniz için destek ekibimiz sizinle iletişime geçer.</li>
  <li><strong>Engelleme yazılımı:</strong> BetBlocker (<a href="https://betblocker.org" target="_blank">betblocker.org</a>) gibi ücretsiz yazılımlar, cihazlarınızda şans oyunu sitelerine erişimi engeller.</li>
</ul>
<h3>Reşit olmayanların korunması</h3>
<p>18 yaşından küçüklerin oynaması yasaktır. Üyelikte doğum tarihini kontrol ediyor, para çekmeden önce <a href="/dashboard/verification">Kimlik Doğrulama</a> sayfasından kimlik belgesi istiyoruz. Cihazınızı çocuklarla paylaşıyorsanız ebeveyn denetimi yazılımları kullanmanızı öneririz.</p>
`,
      en: `
<h2>Responsible Gaming</h2>
<p>Gambling is a form of entertainment; it is not a way to earn a living or to pay off debts. At Galata we want our players to stay in control at all times.</p>
<h3>Get help</h3>
<ul>
  <li><strong>Yeşilay Counselling Centre (YEDAM) – 115:</strong> free and confidential support in Türkiye (<a href="https://www.yedam.org.tr" target="_blank">yedam.org.tr</a>).</li>
  <li><strong>Our support team:</strong> if you are worried about your gambling, write to us; we are there for you 24/7.</li>
  <li><strong>International organisations:</strong> Gamblers Anonymous (<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>) and GamCare (<a href="https://www.gamcare.org.uk" target="_blank">gamcare.org.uk</a>).</li>
</ul>
<h3>Ask yourself</h3>
<ul>
  <li>Do you play for longer, or with more money, than you planned?</li>
  <li>Do you keep playing to win back what you lost?</li>
  <li>Do you neglect work, family or friends because of gambling?</li>
  <li>Have you ever borrowed money or sold something to gamble?</li>
</ul>
<p>If you answer “yes” to even one of these questions, we recommend talking to a professional.</p>
<h3>Tools in your account</h3>
<p>Once you are logged in, all of these tools are on the <a href="/dashboard/responsible-gaming">Responsible Gaming</a> page in the My Account menu; you do not need to write to us.</p>
<ul>
  <li><strong>Deposit, loss and wager limits:</strong> set a limit for ${rgPeriods.en} separately; where several apply, the lowest counts. Periods are rolling (for example the last 24 hours). Deposits still waiting for confirmation count towards a deposit limit. Lowering a limit applies at once; raising or removing it applies after ${RG_RULES.increaseWaitHours} hours, and only once you confirm it.</li>
  <li><strong>Session time limit:</strong> set how many minutes you can play per day, week or month. Days start at 00:00, weeks on Monday at 00:00 (Türkiye time, UTC+3), months on the 1st. When the time is up, no new bets are taken and your session ends; you can log in again to withdraw.</li>
  <li><strong>Reality check:</strong> during your session it shows, at the interval you choose (${rgRealityMinutes.en} minutes; ${REALITY_CHECK_DEFAULT_MINUTES} unless you choose another), how long you have been playing and your stakes, winnings and net result. A shorter interval applies at once, a longer one after ${RG_RULES.increaseWaitHours} hours.</li>
  <li><strong>Time-out:</strong> take a break for ${rgTimeouts.en}. It starts at once, ends all your sessions and cannot be shortened. During a time-out you cannot play or deposit; you can still withdraw your balance and see your history.</li>
  <li><strong>Self-exclusion:</strong> ${rgExclusions.en}. It starts at once, cannot be shortened, and we send you no marketing while it lasts; you can still withdraw your balance. It does not end by itself: once the period is over you ask for it to be lifted on the Responsible Gaming page, and your account opens for play again after a cooling-off period of ${RG_RULES.liftCoolingOffHours} hours. An indefinite self-exclusion can be lifted no earlier than ${RG_RULES.indefiniteMinimumMonths} months after it starts, with a cooling-off period of ${RG_RULES.liftCoolingOffIndefiniteDays} days.</li>
  <li><strong>Activity statement:</strong> see your deposits, withdrawals, stakes, winnings, time played and limit changes for any period, and download them as CSV.</li>
  <li><strong>Closing your account:</strong> you can close your account yourself. If your reason is related to gambling, we self-exclude you instead of closing the account, so that you can still withdraw your balance. Otherwise the account is closed, nobody can log in to it and our support team contacts you about your balance.</li>
  <li><strong>Blocking software:</strong> free software such as BetBlocker (<a href="https://betblocker.org" target="_blank">betblocker.org</a>) blocks gambling sites on your devices.</li>
</ul>
<h3>Protecting minors</h3>
<p>Players under 18 are not allowed. We check the date of birth at sign-up and ask for an identity document on the <a href="/dashboard/verification">Identity Verification</a> page before any withdrawal. If you share your device with children, we recommend parental control software.</p>
`,
    },
  },
  {
    id: 6,
    category: 'terms-of-use',
    sort: 2,
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    content: {
      tr: `
<h2>Gizlilik Politikası ve Kişisel Verilerin Korunması</h2>
<p>Kişisel verileriniz, veri sorumlusu sıfatıyla Galata Gaming N.V. tarafından; 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve Avrupa Birliği Genel Veri Koruma Tüzüğü (GDPR) ilkelerine uygun olarak işlenir.</p>
<h3>Hangi verileri topluyoruz?</h3>
<ul>
  <li><strong>Kimlik ve iletişim:</strong> ad, soyad, doğum tarihi, kullanıcı adı, e-posta, telefon, ülke.</li>
  <li><strong>Doğrulama belgeleri:</strong> kimlik, adres ve ödeme yöntemi belgeleri.</li>
  <li><strong>Finansal işlemler:</strong> para yatırma, çekme, bahis ve oyun geçmişi.</li>
  <li><strong>Teknik veriler:</strong> IP adresi, cihaz ve tarayıcı bilgileri, oturum kayıtları, cihaz parmak izi.</li>
</ul>
<h3>Hangi amaçlarla işliyoruz?</h3>
<ul>
  <li>hesabınızı açmak ve hizmetleri sunmak (sözleşmenin ifası),</li>
  <li>yaş ve kimlik doğrulaması, kara para aklamanın ve dolandırıcılığın önlenmesi (hukuki yükümlülük),</li>
  <li>hesap güvenliğinin sağlanması ve sorumlu oyunun desteklenmesi (meşru menfaat),</li>
  <li>açık rızanız olması halinde kampanya ve bonus bildirimleri göndermek.</li>
</ul>
<h3>Kimlerle paylaşıyoruz?</h3>
<p>Verileriniz yalnızca hizmetin gerektirdiği ölçüde; ödeme kuruluşları, oyun sağlayıcıları, kimlik doğrulama hizmetleri, lisans otoritesi ve yasal olarak yetkili kamu kurumları ile paylaşılır. Verileriniz hiçbir zaman satılmaz.</p>
<h3>Saklama süresi</h3>
<p>Verilerinizi, hesabınızın kapanmasından sonra yasal yükümlülüklerimizin gerektirdiği süre boyunca (kara para aklamanın önlenmesi mevzuatı gereği en az 5 yıl) saklarız.</p>
<h3>Haklarınız</h3>
<p>KVKK'nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme, işlemeye itiraz etme ve zarara uğramanız halinde tazminat talep etme haklarına sahipsiniz. Başvurularınızı <a href="mailto:kvkk@galata.bet">kvkk@galata.bet</a> adresine iletebilirsiniz; en geç 30 gün içinde yanıtlarız.</p>
<h3>Güvenlik</h3>
<p>Şifreler geri döndürülemez biçimde saklanır, tüm bağlantılar şifrelenir ve verilere yalnızca yetkili personel erişebilir.</p>
`,
      en: `
<h2>Privacy Policy and Personal Data Protection</h2>
<p>Your personal data is processed by Galata Gaming N.V. as data controller, in line with Turkish Law No. 6698 on the Protection of Personal Data (KVKK) and the principles of the EU General Data Protection Regulation (GDPR).</p>
<h3>What we collect</h3>
<ul>
  <li><strong>Identity and contact:</strong> name, surname, date of birth, username, e-mail, phone, country.</li>
  <li><strong>Verification documents:</strong> identity, address and payment-method documents.</li>
  <li><strong>Financial activity:</strong> deposits, withdrawals, bets and game history.</li>
  <li><strong>Technical data:</strong> IP address, device and browser details, session records, device fingerprint.</li>
</ul>
<h3>Why we process it</h3>
<ul>
  <li>to open your account and provide the services (performance of a contract),</li>
  <li>to verify age and identity and to prevent money laundering and fraud (legal obligation),</li>
  <li>to keep accounts secure and to support responsible gaming (legitimate interest),</li>
  <li>to send offers and bonus news, if you have given your consent.</li>
</ul>
<h3>Who we share it with</h3>
<p>Only as far as the service requires: payment providers, game providers, identity verification services, the licensing authority and public bodies with legal authority. We never sell your data.</p>
<h3>How long we keep it</h3>
<p>We keep your data after your account is closed for as long as the law requires (at least 5 years under anti-money-laundering rules).</p>
<h3>Your rights</h3>
<p>Under Article 11 of the KVKK you have the right to learn whether your data is processed, to request information, to ask for correction or deletion, to object to processing and to claim compensation for damage. Send requests to <a href="mailto:kvkk@galata.bet">kvkk@galata.bet</a>; we answer within 30 days at the latest.</p>
<h3>Security</h3>
<p>Passwords are stored irreversibly, all connections are encrypted and only authorised staff can access data.</p>
`,
    },
  },
  {
    id: 7,
    category: 'terms-of-use',
    sort: 3,
    title: { tr: 'Çerez Politikası', en: 'Cookie Policy' },
    content: {
      tr: `
<h2>Çerez Politikası</h2>
<p>Sitemiz <strong>çerez kullanmaz</strong>. Sitenin çalışması için gereken birkaç bilgiyi tarayıcınızın yerel depolama alanında (localStorage ve sessionStorage) saklar; hiçbir reklam, analiz veya izleme aracı kullanmaz.</p>
<table>
  <thead><tr><th>Tür</th><th>Ne saklanır</th><th>Ne kadar süre</th></tr></thead>
  <tbody>
    <tr><td>Zorunlu</td><td>Oturumunuz, güvenlik için rastgele bir cihaz kimliği, dil seçiminiz, sitenin genel içeriği (ilk açılışı hızlandırmak için), son oturumunuzun neden sona erdiği, gördüğünüz açılış ve kampanya pencereleri (her ziyarette yeniden açılmasınlar diye), oyunlardaki ses tercihiniz ve bu sayfadaki tercihiniz</td><td>Siz çıkış yapana veya tarayıcınızdan silene kadar; oyun oturumu sekme kapanınca silinir</td></tr>
    <tr><td>İsteğe bağlı</td><td>Kapattığınız alan adı duyurusu, oran biçimi ve favori ligleriniz gibi tercihleriniz ve sizi siteye getiren bağlantının yönlendiren kodu</td><td>Yalnızca “Tümünü kabul et” seçtiyseniz; tarayıcınızdan silene kadar</td></tr>
  </tbody>
</table>
<p>İlk ziyaretinizde bir bildirimle seçiminizi sorarız. “Yalnızca zorunlu” seçerseniz isteğe bağlı bilgiler hiç yazılmaz, daha önce yazılmış olanlar silinir. Seçiminizi sitenin alt bilgisindeki <strong>Çerez Ayarları</strong> düğmesiyle istediğiniz zaman değiştirebilirsiniz. Zorunlu bilgileri tarayıcınızdan silerseniz oturumunuz kapanır.</p>
`,
      en: `
<h2>Cookie Policy</h2>
<p>Our site <strong>sets no cookies</strong>. It keeps the few items it needs to work in your browser’s local storage (localStorage and sessionStorage), and uses no advertising, analytics or tracking tools.</p>
<table>
  <thead><tr><th>Type</th><th>What is kept</th><th>For how long</th></tr></thead>
  <tbody>
    <tr><td>Necessary</td><td>Your session, a random device id for security, your language, the site’s public content (for a faster first paint), why your last session ended, the welcome and campaign popups you have seen (so they do not open on every visit), the sound setting in games and your choice on this page</td><td>Until you log out or clear it in your browser; a game’s session ends when the tab closes</td></tr>
    <tr><td>Optional</td><td>The domain notice you closed, preferences such as the odds format and your favourite leagues, and the referrer code of the link that brought you here</td><td>Only if you chose “Accept all”; until you clear it in your browser</td></tr>
  </tbody>
</table>
<p>On your first visit a notice asks for your choice. With “Only necessary”, optional items are never written and any written before are removed. You can change your choice at any time with the <strong>Cookie settings</strong> button in the site footer. If you clear the necessary items in your browser, you are logged out.</p>
`,
    },
  },
  {
    id: 8,
    category: 'terms-of-service',
    sort: 1,
    title: { tr: 'Bonus Genel Kuralları', en: 'General Bonus Rules' },
    content: {
      tr: bonusRulesTr,
      en: bonusRulesEn,
    },
  },
  {
    id: 9,
    category: 'terms-of-service',
    sort: 2,
    title: { tr: 'Bahis Kuralları', en: 'Betting Rules' },
    // docs/sportsbook.md: the sportsbook's rules, figures from the contract (betting-rules.data.ts).
    content: bettingRulesPage,
  },
  {
    id: 10,
    category: 'terms-of-service',
    sort: 3,
    title: { tr: 'Kara Para Aklamanın Önlenmesi (AML/KYC)', en: 'Anti-Money Laundering (AML/KYC)' },
    content: {
      tr: `
<h2>Kara Para Aklamanın Önlenmesi ve Müşterini Tanı Politikası</h2>
<p>Galata, suç gelirlerinin aklanmasına ve terörün finansmanına karşı sıfır tolerans politikası uygular ve lisans otoritesinin AML/CFT düzenlemelerine uyar.</p>
<h3>Müşterini tanı (KYC)</h3>
<ul>
  <li>Her oyuncunun kimliği, yaşı ve adresi doğrulanır; belirli eşikleri aşan işlemlerde fonların kaynağına ilişkin belge istenir.</li>
  <li>Para yatırma ve çekme işlemleri yalnızca hesap sahibinin adına kayıtlı yöntemlerle yapılabilir.</li>
  <li>Siyasi nüfuz sahibi kişiler (PEP) ve yaptırım listeleri düzenli olarak taranır.</li>
</ul>
<h3>İzleme ve bildirim</h3>
<ul>
  <li>Olağandışı işlemler (oynanmadan çekilen yatırımlar, kısa sürede yüksek tutarlı işlemler, çoklu hesaplar) otomatik olarak izlenir.</li>
  <li>Şüpheli işlemler yetkili mali istihbarat birimine bildirilir; bu bildirim hakkında oyuncuya bilgi verilmez.</li>
  <li>İşlem kayıtları en az 5 yıl saklanır.</li>
</ul>
<p>Doğrulama belgelerini sunmayı reddeden oyuncuların hesapları, doğrulama tamamlanana kadar kısıtlanabilir.</p>
`,
      en: `
<h2>Anti-Money Laundering and Know Your Customer Policy</h2>
<p>Galata has a zero-tolerance policy towards money laundering and terrorist financing and complies with the AML/CFT rules of its licensing authority.</p>
<h3>Know your customer (KYC)</h3>
<ul>
  <li>Every player's identity, age and address are verified; above certain thresholds we ask for documents on the source of funds.</li>
  <li>Deposits and withdrawals can only be made with methods registered in the account holder's name.</li>
  <li>Politically exposed persons (PEP) and sanctions lists are screened regularly.</li>
</ul>
<h3>Monitoring and reporting</h3>
<ul>
  <li>Unusual activity (deposits withdrawn without play, large amounts in a short time, multiple accounts) is monitored automatically.</li>
  <li>Suspicious transactions are reported to the competent financial intelligence unit; the player is not told about such a report.</li>
  <li>Transaction records are kept for at least 5 years.</li>
</ul>
<p>Accounts of players who refuse to provide verification documents may be restricted until verification is complete.</p>
`,
    },
  },
  {
    id: 11,
    category: 'story',
    sort: 1,
    title: { tr: 'Galata Kulesi\u2019nden Bugüne', en: 'From Galata Tower to Today' },
    content: {
      tr: `
<h2>Galata Kulesi'nden bugüne</h2>
<p>Rivayete göre 17. yüzyılda Hezarfen Ahmed Çelebi, kendi yaptığı kanatlarla Galata Kulesi'nden havalanıp Boğaz'ı geçerek Üsküdar'a indi. Cesaret, merak ve biraz da şans… Bizim hikayemiz de bu üç kelimeyle başlıyor.</p>
<p>Galata'yı kurarken hedefimiz, oyuncularımızın kendini evinde hissettiği bir site yapmaktı: Türkçe konuşan bir destek ekibi, anlaşılır kurallar ve aynı gün ödeme. Bugün binlerce oyuncumuz spor bahislerinden canlı casinoya kadar her şeyi tek bir hesaptan yönetiyor.</p>
<blockquote>Biz kazanmayı değil, oyunu seviyoruz. Kazanmak, işin en güzel sürprizi.</blockquote>
`,
      en: `
<h2>From Galata Tower to today</h2>
<p>Legend has it that in the 17th century Hezârfen Ahmed Çelebi leapt from Galata Tower on wings he had built himself, crossed the Bosphorus and landed in Üsküdar. Courage, curiosity and a little luck… our story starts with the same three words.</p>
<p>When we built Galata, we wanted a site where players feel at home: a support team that speaks Turkish, rules that are easy to read and same-day payouts. Today thousands of players manage everything from sports bets to live casino with a single account.</p>
<blockquote>We love the game, not just the win. Winning is the best surprise along the way.</blockquote>
`,
    },
  },
  {
    id: LIVE_TABLES_STORY_PAGE_ID,
    category: 'story',
    sort: 2,
    title: { tr: 'Canlı Masaların Arkasında', en: 'Behind the Live Tables' },
    content: {
      tr: `
<h2>Canlı masaların arkasında</h2>
${LIVE_TABLES_STORY.tr.after}
<p>Bir sonraki elde masada görüşmek üzere!</p>
`,
      en: `
<h2>Behind the live tables</h2>
${LIVE_TABLES_STORY.en.after}
<p>See you at the table for the next hand!</p>
`,
    },
  },
  {
    id: 13,
    category: 'story',
    sort: 3,
    title: { tr: 'Bir Jackpot Gecesi', en: 'A Jackpot Night' },
    content: {
      tr: `
<h2>Bir jackpot gecesi</h2>
<p>İzmirli oyuncumuz Selin H. bir cuma akşamı, en sevdiği slotta küçük bahislerle oynamaya başladı. Yirmi üçüncü dönüşte ekran altın rengine büründü: <strong>progresif jackpot</strong> kazanılmıştı.</p>
<p>Kimlik doğrulamasını önceden tamamladığı için ödemesi ertesi sabah hesabına geçti. "İlk işim aileme güzel bir akşam yemeği ısmarlamak oldu," diyor Selin.</p>
<p><em>Oyuncumuzun adı, izniyle ve kısaltılarak paylaşılmıştır. Lütfen sorumlu oynayın.</em></p>
`,
      en: `
<h2>A jackpot night</h2>
<p>One Friday evening, Selin H. from İzmir started playing her favourite slot with small stakes. On the twenty-third spin the screen turned gold: she had hit the <strong>progressive jackpot</strong>.</p>
<p>Because she had already completed identity verification, the payout reached her account the next morning. "The first thing I did was take my family out for a nice dinner," Selin says.</p>
<p><em>Our player's name is shared in short form with her permission. Please play responsibly.</em></p>
`,
    },
  },
]

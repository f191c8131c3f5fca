import type { Locale } from '@galata/contract'

/**
 * Former default values of UI strings whose wording has changed (docs/content.md step 3).
 * The boot inserts new keys with ON CONFLICT DO NOTHING, so a reworded default would never reach a
 * database seeded before. `syncTranslations` therefore also sets a stored value to the contract's
 * current default when, and only when, the stored value is still one of the former defaults listed
 * here; a value the operator edited matches none of them and is left alone.
 *
 * When you reword a string in `packages/contract/src/i18n/strings/*.ts`, add its old value here
 * (keep the older ones: a database may have skipped a release). Collected from every version of the
 * strings in the history up to the copy review (its and the first audit's rewordings included;
 * docs/content.md, docs/security.md).
 * `string-defaults.test.ts` checks every entry names a live key and differs from today's default.
 */
export const FORMER_UI_STRING_DEFAULTS: Readonly<Record<string, Partial<Record<Locale, readonly string[]>>>> =
  {
    'common.loading': { tr: ['Yükleniyor...'], en: ['Loading...'] },
    // Claims of products the site does not have yet (sportsbook, live casino, "thousands of slots",
    // 24/7 support, daily promotions): the copy review (docs/content.md), "no page describes what the site
    // does not do".
    'auth.login.promoPoint1': { tr: ['Hızlı para yatırma ve çekme'], en: ['Fast deposits and withdrawals'] },
    'auth.login.promoPoint2': { tr: ['7/24 Türkçe destek'], en: ['24/7 support in Turkish'] },
    'auth.login.promoPoint3': { tr: ['Her gün yeni promosyonlar'], en: ['New promotions every day'] },
    'auth.art.registerText': {
      tr: ['Birkaç adımda üye olun; spor bahisleri, canlı casino ve binlerce slot tek hesapta.'],
      en: ['Sign up in a few steps: sports betting, live casino and thousands of slots in one account.'],
    },
    'layout.footer.tagline': {
      tr: ['Spor bahisleri, canlı casino ve binlerce slot oyunu tek adreste.'],
      en: ['Sports betting, live casino and thousands of slots in one place.'],
    },
    // The live-betting landing promised matches that no one can bet on yet (the first sportsbook web,
    // docs/sportsbook.md). Then "not open yet" until the live web of the live-betting work
    // (docs/sportsbook.md); /livespor/betco now points to /livespor.
    'sports.live.text': {
      tr: [
        'Oranlar maçın temposuyla değişir. Canlı karşılaşmalar başladığında burada yer alacak.',
        'Canlı bahis henüz açılmadı; başlamış maçlara şu an bahis alınmıyor. Maç öncesi bahisler Spor sayfasında.',
      ],
      en: [
        'Odds move with the game. Live matches will appear here as soon as they kick off.',
        'Live betting has not opened yet; matches in play take no bets for now. Pre-match betting is on the Sports page.',
      ],
    },
    'sports.empty.liveText': {
      tr: [
        'Bu dalda şu an canlı karşılaşma yok. Maçlar başladığında burada anında görünecek.',
        'Canlı bahis henüz açılmadı. Maç öncesi bahisleri Spor sayfasında oynayabilirsiniz.',
      ],
      en: [
        'There are no live matches in this sport right now. Matches will appear here as soon as they start.',
        'Live betting has not opened yet. Pre-match bets are on the Sports page.',
      ],
    },
    // Counts that became plural blocks (docs/content.md, "one format").
    'history.count': { tr: ['Toplam {total} hareket'], en: ['{total} movements in total'] },
    'dashboard.unreadCount': { tr: ['{count} okunmamış bildirim'], en: ['{count} unread notifications'] },
    'payments.historyCount': { tr: ['{total} işlem'], en: ['{total} transactions'] },
    'rg.minutes': { tr: ['{n} dakika'], en: ['{n} minutes'] },
    'rg.reality.current': { tr: ['Şu anki aralık: {n} dakika'], en: ['Current interval: {n} minutes'] },
    'nav.liveSports': { en: ['Live Bettings'] },
    'nav.virtual': { tr: ['Sanal'], en: ['Virtual'] },
    'nav.callYouBack': { tr: ['Geri Arama Talebi'], en: ['Request a Call Back'] },
    'nav.deposit': { tr: ['Yatırım'] },
    'dashboard.financialActivities': { tr: ['Finansal Hareketler'], en: ['Financial Activities'] },
    'dashboard.claimBonus': { tr: ['Bonuslar ve İndirimler'], en: ['Bonuses & Discounts'] },
    'dashboard.bonuses': { tr: ['Bonus Geçmişi'], en: ['Bonuses History'] },
    'dashboard.verifyNow': { tr: ['Şimdi doğrula'], en: ['Verify now'] },
    'dashboard.withdrawText': {
      tr: [
        'Kullanabileceğiniz para çekme yöntemleri burada listelenir. Talebiniz incelendikten sonra hesabınıza aktarılır.',
      ],
      en: [
        'The withdrawal methods available to you are listed here. Your request is paid out once it has been reviewed.',
      ],
    },
    'dashboard.claimBonusText': {
      tr: [
        'Hesabınıza tanımlanabilecek bonuslar ve indirimler burada yer alır; uygun olanı tek dokunuşla talep edebilirsiniz.',
      ],
      en: [
        'Bonuses and discounts you can receive are shown here; claim the ones you are eligible for with one tap.',
      ],
    },
    'dashboard.bonusesText': {
      tr: ['Aldığınız bonuslar, çevrim durumlarıyla birlikte burada listelenir.'],
      en: ['The bonuses you have received are listed here with their wagering progress.'],
    },
    'layout.claimBonus': { tr: ['Bonus Al'], en: ['Claim Bonus'] },
    'layout.footer.termsOfUse': { tr: ['Kullanım Koşulları'], en: ['Terms of Use'] },
    'layout.footer.termsOfService': { tr: ['Hizmet Koşulları'], en: ['Terms of Service'] },
    'layout.footer.email': { en: ['E-mail'] },
    'layout.footer.responsible': {
      tr: [
        'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın; 18 yaşından küçüklerin oyun oynaması yasaktır.',
      ],
      en: ['Gambling can be addictive. Please play responsibly; players under 18 are not allowed to play.'],
    },
    'auth.login.submitting': { tr: ['Giriş yapılıyor...'], en: ['Logging in...'] },
    'auth.login.recovery': { en: ['Recovery Password'] },
    'auth.login.notMember': { en: ['Not a Member?'] },
    'auth.login.promoText': {
      tr: [
        'Canlı casino masaları, binlerce slot ve anlık spor bahisleri tek hesapta.',
        'Canlı casino masaları, binlerce slot ve canlı bahis tek hesapta.',
      ],
      en: [
        'Live casino tables, thousands of slots and in-play sports betting in one account.',
        'Live casino tables, thousands of slots and live betting in one account.',
      ],
    },
    'auth.login.secure': {
      tr: ['Bağlantınız şifrelidir; şifrenizi kimseyle paylaşmayın.'],
      en: ['Your connection is encrypted; never share your password.'],
    },
    'auth.art.registerTitle': { tr: ['Kazanmaya hemen başlayın'], en: ['Start winning today'] },
    'auth.art.recoveryText': {
      en: ['Reset your password in a few steps with the code we send to your registered e-mail address.'],
    },
    'auth.register.email': { en: ['E-mail'] },
    'auth.register.passwordHint': { tr: ['En az 5 karakter.'], en: ['At least 5 characters.'] },
    'auth.register.submitting': { tr: ['Hesabınız oluşturuluyor...'], en: ['Creating your account...'] },
    'auth.celebrate.readyText': {
      tr: [
        'Hesabınız hazır. İlk yatırımınızı yapın ya da aklınıza takılan her şey için canlı destekle görüşün.',
      ],
      en: [
        'Your account is ready. Make your first deposit, or talk to live support about anything you need.',
      ],
    },
    'auth.celebrate.liveChat': { tr: ['Canlı Destek'], en: ['Live Chat'] },
    'auth.recovery.title': { en: ['Recovery Password'] },
    'auth.recovery.usernameIntro': {
      en: [
        'Enter your username and we will send a code to reset your password to your registered e-mail address.',
      ],
    },
    'auth.recovery.codeHeading': { en: ['Check your e-mail'] },
    'auth.recovery.codeSent': {
      tr: [
        'Şifrenizi sıfırlamanız için e-posta adresinize bir kod gönderildi. Lütfen bu kodu aşağıdaki alana girin.',
      ],
      en: [
        'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
      ],
    },
    'auth.recovery.password': { tr: ['Şifre'], en: ['Password'] },
    'auth.recovery.password2': { tr: ['Şifre Tekrar'], en: ['Confirm Password'] },
    'auth.recovery.sending': { tr: ['Lütfen bekleyin...'], en: ['Please wait...'] },
    'auth.recovery.done': { en: ['Password change successful. You are now directed to the login page.'] },
    'home.seeAll': { tr: ['Tümünü gör'], en: ['See all'] },
    'home.carousel.label': { tr: ['Öne çıkan kampanyalar'] },
    'home.popup.alt': { tr: ['Kampanya duyurusu'] },
    'home.popup.open': { tr: ['Kampanyayı incele'], en: ['View the offer'] },
    'home.firstVisit.title': { tr: [`Galata'ya Hoş Geldiniz`] },
    'home.firstVisit.alt': { tr: ['Hoş geldin kampanyası'], en: ['Welcome offer'] },
    'casino.lobby.clearFilters': { tr: ['Filtreleri temizle'], en: ['Clear filters'] },
    'casino.play.depositTitle': { en: ['Deposit Money'] },
    'casino.play.reloading': {
      tr: ['Oyun yeniden yüklenecek. Lütfen bekleyin...'],
      en: ['Game will be reloaded. Please wait...'],
    },
    'sports.hero.text': {
      en: [
        'Pre-match markets on leagues from all over the world. Fixtures will be listed here once the bulletin is published.',
      ],
    },
    'sports.esports.text': {
      en: [
        'CS2, Dota 2, League of Legends and Valorant tournaments. Matches will appear here once they are added to the bulletin.',
      ],
    },
    'sports.alternate.badge': { en: ['Alternate sportsbook'] },
    'sports.alternate.link': { en: ['Alternate sportsbook'] },
    'sports.empty.text': {
      en: [
        'There are no matches open for betting in this sport. Fixtures will be listed here when the bulletin is updated.',
      ],
    },
    'promotions.kicker': { tr: ['Kampanyalar'] },
    'promotions.lead': {
      tr: [
        'Hoş geldin bonusundan kayıp iadesine, size özel fırsatların hepsi burada. Katılmadan önce her kampanyanın kurallarını okumayı unutmayın.',
      ],
    },
    'promotions.dialog.claim': { tr: ['Bonusunuzu Talep Edin'], en: ['Claim Your Bonus'] },
    'promotions.emptyText': {
      tr: ['Yeni kampanyalar çok yakında burada olacak. Bildirimlerinizi açık tutmayı unutmayın.'],
    },
    // docs/shared-rounds.md: the live lobby's tables are animated shared rounds, not a broadcast.
    'casino.video.liveEyebrow': { tr: ['Canlı Yayın'], en: ['Live Now'] },
    // Real dealers the site does not have: the live tables have an animated host (docs/content.md,
    // "What the live casino is").
    'home.video.text': {
      tr: ['Rulet, blackjack ve bakara masalarında gerçek krupiyelerle 7/24 oynayın.'],
      en: ['Play roulette, blackjack and baccarat with real dealers, around the clock.'],
    },
    'casino.video.fallbackTitle': {
      tr: ['Gerçek casino heyecanı Galata’da'],
      en: ['Real casino excitement at Galata'],
    },
    'promotions.retry': { en: ['Try again'] },
    'cms.error.retry': { en: ['Try again'] },
    'phone.sending': { tr: ['Gönderiliyor...'], en: ['Sending...'] },
    'phone.validate': { en: ['Validate'] },
    'phone.validating': { tr: ['Doğrulanıyor...'], en: ['Validating...'] },
    'phone.resendIn': { tr: ['Yeni kodu {time} sonra isteyebilirsiniz'], en: ['Resend code in {time}'] },
    'phone.notVerifiedText': {
      tr: [
        'Telefon numaranız henüz doğrulanmadı. Kod Gönder’e dokunun ve numaranıza gelen 6 haneli kodla doğrulamayı tamamlayın.',
      ],
      en: [
        'Your phone number is not verified yet. Tap Send Code and complete the verification with the 6-digit code sent to your number.',
      ],
    },
    'phone.success': {
      tr: ['Tebrikler! Telefon numaranız başarıyla doğrulandı!'],
      en: ['Congratulations! Your Phone Number has been successfully verified!'],
    },
    'account.changePassword.old': { en: ['Old Password'] },
    'account.changePassword.new': { en: ['Password'] },
    'account.changePassword.confirm': { tr: ['Yeni Şifre Tekrar'], en: ['Confirm Password'] },
    'account.changePassword.submitting': { tr: ['Değiştiriliyor...'], en: ['Changing...'] },
    'account.sessions.address': { en: ['Address'] },
    'account.sessions.endLabel': { en: ['End the {device} session started {started}'] },
    'account.profile.email': { en: ['E-mail'] },
    'callback.intro': {
      tr: ['Bilgilerinizi bırakın, müşteri temsilcimiz en kısa sürede size ulaşsın.'],
      en: ['Leave your details and one of our agents will get back to you as soon as possible.'],
    },
    'callback.name': { en: ['Name'] },
    'callback.contacts': { en: ['Contacts'] },
    'callback.type.whatsapp': { en: ['Whatsapp'] },
    'callback.add': { en: ['Add Contacts'] },
    'callback.emptyHint': { en: ['Click the Add Contacts button to tell us how to reach you.'] },
    'callback.save': { tr: ['Kaydet'], en: ['Save'] },
    'callback.saving': { tr: ['Gönderiliyor...'], en: ['Sending...'] },
    'payments.depositTitle': { en: ['Deposit Money'] },
    'payments.withdrawTitle': { en: ['Withdraw Money'] },
    'payments.retry': { tr: ['Tekrar dene'], en: ['Try again'] },
    'payments.submitting': { tr: ['Gönderiliyor...'], en: ['Submitting...'] },
    'payments.continueText': {
      tr: ['İşleme devam etmek için aşağıdaki butona tıklayın!'],
      en: ['Click the button below to continue the process!'],
    },
    'payments.cashBalance': { tr: ['Nakit bakiye'] },
    'payments.bonusBalance': { tr: ['Bonus bakiye'] },
    'payments.type.deposit': { tr: ['Yatırım'] },
    'payments.type.withdraw': { tr: ['Çekim'], en: ['Withdraw'] },
    'bonuses.campaignsIntro': {
      tr: [
        'Size uygun kampanyalar aşağıda. Aynı anda tek bir bonus kullanılabilir; bonus bakiyesi çevrim şartı tamamlanınca çekilebilir bakiyeye aktarılır.',
        'Size uygun kampanyalar aşağıda. Aynı anda tek bir bonus kullanılabilir; bonus bakiyesi çevrim şartı tamamlanınca çekilebilir bakiyeye aktarılır. Bonus aktifken tek bahiste en fazla 50 TL yatırabilirsiniz.',
      ],
      en: [
        'Here are the campaigns open to you. One bonus can be in play at a time; once its wagering is complete, the bonus balance moves to your withdrawable balance.',
        'Here are the campaigns open to you. One bonus can be in play at a time; once its wagering is complete, the bonus balance moves to your withdrawable balance. While a bonus is active, a single bet can be at most 50 TRY.',
      ],
    },
    'bonuses.rule.cashback': {
      tr: [
        'Geçen hafta sonuçlanan ellerdeki net nakit kaybınızın %{percent} oranında, en fazla {max} bonus. En az {min} net kayıp gerekir; hafta pazartesi 00:00’da başlar. Açık, iade edilen veya iptal edilen eller sayılmaz.',
        'Geçen haftaki net kaybınızın %{percent} oranında, en fazla {max} bonus. En az {min} net kayıp gerekir; hafta pazartesi 00:00’da başlar.',
      ],
      en: [
        '{percent}% of last week’s net loss as a bonus, up to {max}. Minimum net loss {min}; weeks start on Monday 00:00.',
        '{percent}% of your net cash loss on rounds settled last week as a bonus, up to {max}. Minimum net loss {min}; weeks start on Monday 00:00. Open, refunded and void rounds do not count.',
      ],
    },
    'bonuses.rule.wagering': {
      tr: [
        'Çevrim şartı: bonus tutarının {times} katı bahis, {days} gün içinde. Süre dolarsa kalan bonus silinir.',
      ],
      en: [
        'Wagering: stakes of {times}× the bonus within {days} days. When the time runs out, what is left of the bonus is removed.',
      ],
    },
    'bonuses.claim': { tr: ['Bonusu Al'], en: ['Claim Bonus'] },
    'bonuses.state.claimed': { tr: ['Alındı'] },
    'bonuses.state.notEligible': { tr: ['Şu anda uygun değilsiniz'], en: ['You are not eligible right now'] },
    'bonuses.campaignsEmpty': { tr: ['Şu anda kampanya yok.'], en: ['There are no campaigns right now.'] },
    'bonuses.retry': { tr: ['Tekrar dene'], en: ['Try again'] },
    'casino.favorite.add': { en: ['Add {name} to favorites'] },
    'casino.favorite.remove': { en: ['Remove {name} from favorites'] },
    'casino.rail.favorites': { en: ['My favorites'] },
    'casino.filter.favorites': { en: ['Favorites'] },
    'history.col.round': { tr: ['El numarası'] },
    'history.empty': {
      tr: ['Henüz oyun hareketiniz yok. Oynadığınız ellerin bahis ve kazançları burada görünür.'],
    },
    'history.retry': { tr: ['Tekrar dene'], en: ['Try again'] },
    'dashboard.responsibleGamingText': {
      tr: [
        'Limitlerinizi, oyun süresi hatırlatmalarını, mola ve kendini oyundan uzaklaştırma seçeneklerini buradan yönetin.',
      ],
    },
    'rg.homeLinkText': {
      tr: ['Yatırım, kayıp ve bahis limitleri, oyun süresi hatırlatması, mola ve kendini uzaklaştırma.'],
    },
    'rg.retry': { tr: ['Tekrar dene'], en: ['Try again'] },
    'rg.reality.title': { tr: ['Oyun süresi hatırlatması'] },
    'rg.reality.dialogTitle': { tr: ['Oyun süresi hatırlatması'] },
    'rg.reality.continue': { tr: ['Devam et'] },
    'rg.reality.limits': { en: ['My limits'] },
    'rg.reality.logout': { tr: ['Çıkış yap'], en: ['Log out'] },
    'rg.exclusion.intro': {
      tr: [
        'Kumar oynamayı bırakmak istiyorsanız: uzaklaştırma süresince oyun oynayamaz, para yatıramaz ve pazarlama iletisi almazsınız. Hemen başlar ve kısaltılamaz. Süre bittikten sonra yeniden açmak için yazılı talep ve bekleme süresi gerekir.',
      ],
    },
  }

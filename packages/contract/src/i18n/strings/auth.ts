import type { Localized } from '../../locale.js'

/** Login, sign-up, the post-registration flow and recovery (spec §2 screens, §4 transitions). */
export const authStrings = {
  'auth.login.title': { tr: 'Giriş Yap', en: 'Log In' },
  'auth.login.heading': { tr: 'Tekrar hoş geldiniz', en: 'Welcome back' },
  'auth.login.intro': {
    tr: 'Hesabınıza giriş yaparak oyunlara ve bakiyenize hemen ulaşın.',
    en: 'Log in to reach your games and balance right away.',
  },
  'auth.login.username': { tr: 'Kullanıcı Adı', en: 'Username' },
  'auth.login.password': { tr: 'Şifre', en: 'Password' },
  'auth.login.submit': { tr: 'Giriş Yap', en: 'Log In' },
  'auth.login.submitting': { tr: 'Giriş yapılıyor…', en: 'Logging in…' },
  'auth.login.success': { tr: 'Giriş başarılı. Hoş geldiniz!', en: 'You are logged in. Welcome!' },
  'auth.login.recovery': { tr: 'Şifremi Unuttum', en: 'Forgot password?' },
  'auth.login.remember': { tr: 'Beni hatırla', en: 'Remember me' },
  'auth.login.rememberHint': {
    tr: 'Bu cihazda 30 gün açık kalırsınız. Para çekerken veya şifre ya da limit değiştirirken şifrenizi yeniden sorabiliriz. Ortak kullanılan cihazlarda işaretlemeyin.',
    en: 'You stay logged in on this device for 30 days. We may ask your password again before a withdrawal or a change of password or limits. Do not tick this on a shared device.',
  },
  // The password again for a remembered session (docs/accounts.md "Remembered sessions").
  'auth.confirm.title': { tr: 'Şifrenizi onaylayın', en: 'Confirm your password' },
  'auth.confirm.text': {
    tr: 'Güvenliğiniz için bu işlemden önce şifrenizi yeniden girin.',
    en: 'For your security, please enter your password again before this step.',
  },
  'auth.confirm.submit': { tr: 'Onayla ve devam et', en: 'Confirm and continue' },
  'auth.confirm.cancel': { tr: 'Vazgeç', en: 'Cancel' },
  'auth.login.notMember': { tr: 'Üye değil misiniz?', en: 'Not a member yet?' },
  'auth.login.signUpNow': { tr: 'Hemen Üye Olun!', en: 'Sign Up Now!' },
  'auth.login.promoTitle': { tr: 'Galata’ya hoş geldiniz', en: 'Welcome to Galata' },
  'auth.login.promoText': {
    tr: 'Slotlar, masa oyunları ve Sky Aviator tek hesapta.',
    en: 'Slots, table games and Sky Aviator in one account.',
  },
  'auth.login.promoPoint1': { tr: 'Güvenli para yatırma ve çekme', en: 'Secure deposits and withdrawals' },
  'auth.login.promoPoint2': { tr: 'Türkçe destek ekibi', en: 'Support in Turkish' },
  'auth.login.promoPoint3': { tr: 'Kanıtlanabilir adil oyunlar', en: 'Provably fair games' },
  'auth.login.secure': {
    tr: 'Bağlantınız SSL ile korunmaktadır. Şifrenizi kimseyle paylaşmayın.',
    en: 'Your connection is encrypted. Never share your password.',
  },

  // Artwork beside the sign-up and recovery forms
  'auth.art.registerTitle': { tr: 'Hemen oynamaya başlayın', en: 'Start playing today' },
  'auth.art.registerText': {
    tr: 'Birkaç adımda üye olun; slotlar, masa oyunları ve Sky Aviator tek hesapta.',
    en: 'Sign up in a few steps: slots, table games and Sky Aviator in one account.',
  },
  'auth.art.trialBonus': {
    tr: 'Yeni üyelere {amount} deneme bonusu',
    en: '{amount} trial bonus for new members',
  },
  'auth.art.recoveryTitle': { tr: 'Hesabınıza geri dönün', en: 'Get back into your account' },
  'auth.art.recoveryText': {
    tr: 'Kayıtlı e-posta adresinize göndereceğimiz kodla şifrenizi birkaç adımda yenileyin.',
    en: 'Reset your password in a few steps with the code we send to your registered email address.',
  },

  // Sign up (spec §2 register screen, §3 register payload, §5 rules)
  'auth.register.title': { tr: 'Üye Ol', en: 'Sign Up' },
  'auth.register.heading': { tr: 'Hesabınızı oluşturun', en: 'Create your account' },
  'auth.register.intro': {
    tr: 'Bilgilerinizi eksiksiz doldurun; hesabınız saniyeler içinde hazır olsun.',
    en: 'Fill in your details and your account will be ready in seconds.',
  },
  'auth.register.name': { tr: 'Ad', en: 'Name' },
  'auth.register.surname': { tr: 'Soyad', en: 'Surname' },
  'auth.register.username': { tr: 'Kullanıcı Adı', en: 'Username' },
  'auth.register.usernameHint': {
    tr: '5–30 karakter; yalnızca harf (a-z) ve rakam.',
    en: '5–30 characters; letters (a–z) and digits only.',
  },
  'auth.register.email': { tr: 'E-posta', en: 'Email' },
  'auth.register.phone': { tr: 'Telefon Numarası', en: 'Phone Number' },
  'auth.register.birthDate': { tr: 'Doğum Tarihi', en: 'Date of Birth' },
  'auth.register.day': { tr: 'Gün', en: 'Day' },
  'auth.register.month': { tr: 'Ay', en: 'Month' },
  'auth.register.year': { tr: 'Yıl', en: 'Year' },
  'auth.register.password': { tr: 'Şifre', en: 'Password' },
  'auth.register.password2': { tr: 'Şifre Tekrar', en: 'Confirm Password' },
  'auth.register.passwordHint': {
    tr: 'En az 8 karakter; çok yaygın şifreler kabul edilmez.',
    en: 'At least 8 characters; very common passwords are not accepted.',
  },
  'auth.register.trialBonus': {
    tr: '{amount} deneme bonusu istiyorum',
    en: 'I want the {amount} trial bonus',
  },
  'auth.register.terms': { tr: '{link} okudum ve kabul ediyorum.', en: 'I have read and accept the {link}.' },
  'auth.register.termsLink': { tr: 'Genel Şartlar ve Koşulları', en: 'General Terms and Conditions' },
  'auth.register.termsRequired': {
    tr: 'Üye olmak için Genel Şartlar ve Koşulları kabul etmelisiniz.',
    en: 'You must accept the General Terms and Conditions to sign up.',
  },
  'auth.register.adultsOnly': {
    tr: '18 yaşından küçükler üye olamaz.',
    en: 'You must be 18 or older to sign up.',
  },
  'auth.register.submit': { tr: 'Üye Ol', en: 'Sign Up' },
  'auth.register.submitting': { tr: 'Hesabınız oluşturuluyor…', en: 'Creating your account…' },
  'auth.register.success': {
    tr: 'Kaydınız tamamlandı. Hoş geldiniz!',
    en: 'Your account is ready. Welcome!',
  },
  'auth.register.haveAccount': { tr: 'Zaten üye misiniz?', en: 'Already a member?' },
  'auth.register.loginNow': { tr: 'Giriş Yapın', en: 'Log In' },

  // Post-registration flow (spec §2, §4): phone, code, celebration
  'auth.verify.title': { tr: 'Telefon Doğrulama', en: 'Phone Verification' },
  'auth.verify.heading': { tr: 'Telefonunuzu doğrulayın', en: 'Verify your phone' },
  'auth.verify.intro': {
    tr: 'Deneme bonusunuzu alabilmeniz için telefon numaranıza 6 haneli bir doğrulama kodu gönderiyoruz.',
    en: 'To receive your trial bonus, we send a 6-digit verification code to your phone number.',
  },
  'auth.verify.codeHeading': { tr: 'Doğrulama kodunu girin', en: 'Enter the verification code' },
  'auth.verify.skip': { tr: 'Doğrulamayı Atla', en: 'Skip Verification' },
  'auth.celebrate.title': { tr: 'Tebrikler', en: 'Congratulations' },
  'auth.celebrate.heading': { tr: 'Tebrikler!', en: 'Congratulations!' },
  'auth.celebrate.trialText': {
    tr: '{amount} deneme bonusunuz sizi bekliyor. Hesabınıza hemen tanımlayalım mı? Daha sonra da üyeliğinizden itibaren {days} gün boyunca “Bonus Talep Et” sayfasından alabilirsiniz.',
    en: 'Your {amount} trial bonus is waiting. Shall we add it to your account now? You can also claim it later from “Claim a Bonus” for {days} days after signing up.',
  },
  'auth.celebrate.readyText': {
    tr: 'Hesabınız hazır. İlk yatırımınızı yapın ya da aklınıza takılan her şey için sizi arayalım.',
    en: 'Your account is ready. Make your first deposit, or ask us to call you back about anything you need.',
  },
  'auth.celebrate.later': { tr: 'Daha Sonra', en: 'Maybe Later' },
  'auth.celebrate.deposit': { tr: 'Para Yatır', en: 'Deposit' },
  'auth.celebrate.liveChat': { tr: 'Sizi Arayalım', en: 'Call Me Back' },
  'auth.celebrate.bonusAdded': {
    tr: 'Deneme bonusunuz hesabınıza tanımlandı. İyi eğlenceler!',
    en: 'Your trial bonus has been added to your account. Enjoy!',
  },

  // Recovery (spec §2 recovery screen: four steps)
  'auth.recovery.title': { tr: 'Şifremi Unuttum', en: 'Reset Password' },
  'auth.recovery.progress': { tr: 'Adım {step} / {total}', en: 'Step {step} of {total}' },
  'auth.recovery.usernameHeading': { tr: 'Şifrenizi mi unuttunuz?', en: 'Forgot your password?' },
  'auth.recovery.usernameIntro': {
    tr: 'Kullanıcı adınızı girin; şifrenizi sıfırlamanız için kayıtlı e-posta adresinize bir kod gönderelim.',
    en: 'Enter your username and we will send a code to reset your password to your registered email address.',
  },
  'auth.recovery.username': { tr: 'Kullanıcı Adı', en: 'Username' },
  'auth.recovery.codeHeading': { tr: 'E-postanızı kontrol edin', en: 'Check your email' },
  'auth.recovery.codeSent': {
    tr: 'Bu kullanıcı adına kayıtlı bir hesap varsa, şifre sıfırlama kodu hesabın e-posta adresine gönderildi. Lütfen kodu aşağıdaki alana girin.',
    en: 'If an account with this username exists, we have sent a password reset code to its email address. Please enter the code in the field below.',
  },
  'auth.recovery.code': { tr: 'Sıfırlama Kodu', en: 'Reset Code' },
  'auth.recovery.newPasswordHeading': { tr: 'Yeni Şifre', en: 'New Password' },
  'auth.recovery.newPasswordIntro': {
    tr: 'Lütfen yeni şifrenizi girin.',
    en: 'Please enter your new password.',
  },
  'auth.recovery.password': { tr: 'Yeni Şifre', en: 'New Password' },
  'auth.recovery.password2': { tr: 'Yeni Şifre (Tekrar)', en: 'Confirm New Password' },
  'auth.recovery.continue': { tr: 'Devam Et', en: 'Continue' },
  'auth.recovery.sending': { tr: 'Lütfen bekleyin…', en: 'Please wait…' },
  'auth.recovery.done': {
    tr: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    en: 'Your password has been changed. Taking you to the login page…',
  },
} as const satisfies Record<string, Localized>

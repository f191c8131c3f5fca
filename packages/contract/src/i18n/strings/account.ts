import type { Localized } from '../../locale.js'

/**
 * The account area (spec §2): phone verification (the dashboard page and the code step of the
 * post-registration flow share the `phone.*` keys), change password, session history and the
 * player's details.
 */
export const accountStrings = {
  // Phone verification (spec §2 phone verification screen, §4 transitions)
  'phone.label': { tr: 'Telefon Numarası', en: 'Phone Number' },
  'phone.prefix': { tr: 'Türkiye ülke kodu +90', en: 'Türkiye country code +90' },
  'phone.incomplete': {
    tr: 'Telefon numaranızı başında 0 olmadan 10 hane olarak girin.',
    en: 'Enter your phone number as 10 digits, without the leading 0.',
  },
  'phone.code': { tr: 'Doğrulama Kodu', en: 'Verification Code' },
  'phone.codeSentTo': {
    tr: '{phone} numarasına SMS ile gönderilen 6 haneli kodu girin.',
    en: 'Enter the 6-digit code we sent by SMS to {phone}.',
  },
  'phone.sendCode': { tr: 'Kod Gönder', en: 'Send Code' },
  'phone.sending': { tr: 'Gönderiliyor…', en: 'Sending…' },
  'phone.validate': { tr: 'Doğrula', en: 'Verify' },
  'phone.validating': { tr: 'Doğrulanıyor…', en: 'Verifying…' },
  'phone.change': { tr: 'Telefon Numarasını Değiştir', en: 'Change Phone Number' },
  'phone.update': { tr: 'Numarayı Güncelle', en: 'Update Number' },
  'phone.haveCode': { tr: 'Kodum Var', en: 'I Have a Code' },
  'phone.nextCodeAt': {
    tr: 'Bu numaraya yeni bir kod en erken {time} gönderilebilir. Daha önce aldığınız kod hâlâ geçerliyse “Kodum Var” ile girebilirsiniz.',
    en: 'A new code can be sent to this number at {time} at the earliest. If a code you already received is still valid, enter it with “I Have a Code”.',
  },
  'phone.resendIn': { tr: 'Yeni kod için kalan süre: {time}', en: 'Resend available in {time}' },
  'phone.resend': {
    tr: 'Kod gelmedi mi? Yeniden göndermek için tıklayın',
    en: 'Didn’t get a code? Click to resend',
  },
  'phone.notVerifiedText': {
    tr: 'Telefon numaranız henüz doğrulanmadı. “Kod Gönder” düğmesine dokunun ve numaranıza gelen 6 haneli kodla doğrulamayı tamamlayın.',
    en: 'Your phone number is not verified yet. Tap “Send Code” and complete the verification with the 6-digit code sent to your number.',
  },
  'phone.verifiedText': {
    tr: 'Telefon numaranız doğrulandı. Numaranız değiştiyse yenisini girip doğrulayabilirsiniz.',
    en: 'Your phone number is verified. If your number has changed, you can enter and verify the new one.',
  },
  'phone.updateText': {
    tr: 'Yeni telefon numaranızı girin; doğrulama kodunu bu numaraya göndereceğiz.',
    en: 'Enter your new phone number; we will send the verification code to it.',
  },
  'phone.success': {
    tr: 'Tebrikler! Telefon numaranız doğrulandı.',
    en: 'Your phone number has been verified.',
  },

  // Change password (spec §2 change password screen)
  'account.changePassword.old': { tr: 'Mevcut Şifre', en: 'Current Password' },
  'account.changePassword.new': { tr: 'Yeni Şifre', en: 'New Password' },
  'account.changePassword.confirm': { tr: 'Yeni Şifre (Tekrar)', en: 'Confirm New Password' },
  'account.changePassword.submit': { tr: 'Değiştir', en: 'Change' },
  'account.changePassword.submitting': { tr: 'Değiştiriliyor…', en: 'Changing…' },
  'account.changePassword.note': {
    tr: 'Şifreniz değiştiğinde diğer cihazlardaki oturumlarınız kapatılır; bu cihazda oturumunuz açık kalır.',
    en: 'When your password changes, your sessions on other devices are ended; you stay logged in here.',
  },

  // Session history (/dashboard/session-history)
  'account.sessions.caption': { tr: 'Hesabınızdaki oturumlar', en: 'Sessions on your account' },
  'account.sessions.started': { tr: 'Başlangıç', en: 'Started' },
  'account.sessions.lastSeen': { tr: 'Son Etkinlik', en: 'Last Seen' },
  'account.sessions.address': { tr: 'IP Adresi', en: 'IP Address' },
  'account.sessions.device': { tr: 'Cihaz', en: 'Device' },
  'account.sessions.status': { tr: 'Durum', en: 'Status' },
  'account.sessions.actions': { tr: 'İşlem', en: 'Action' },
  'account.sessions.current': { tr: 'Bu cihaz', en: 'This device' },
  'account.sessions.active': { tr: 'Açık', en: 'Active' },
  'account.sessions.ended': { tr: 'Sona erdi', en: 'Ended' },
  'account.sessions.unknownDevice': { tr: 'Bilinmeyen cihaz', en: 'Unknown device' },
  'account.sessions.unknownAddress': { tr: 'Bilinmiyor', en: 'Unknown' },
  'account.sessions.end': { tr: 'Oturumu Kapat', en: 'End Session' },
  'account.sessions.endLabel': {
    tr: '{started} tarihinde başlayan {device} oturumunu kapat',
    en: 'End the {device} session started on {started}',
  },
  'account.sessions.endOthers': { tr: 'Diğer Tüm Oturumları Kapat', en: 'End All Other Sessions' },
  'account.sessions.activeCount': { tr: 'Açık oturum: {count}', en: 'Active sessions: {count}' },
  'account.sessions.noOthers': {
    tr: 'Şu anda başka bir cihazda açık oturumunuz yok.',
    en: 'You are not logged in on any other device right now.',
  },
  'account.sessions.empty': { tr: 'Henüz oturum kaydı yok.', en: 'There are no sessions yet.' },
  'account.sessions.hint': {
    tr: 'Tanımadığınız bir oturum görürseniz kapatın ve şifrenizi değiştirin.',
    en: 'If you see a session you do not recognise, end it and change your password.',
  },

  // Account details (/dashboard/account)
  'account.profile.fullName': { tr: 'Ad Soyad', en: 'Full Name' },
  'account.profile.name': { tr: 'Ad', en: 'Name' },
  'account.profile.surname': { tr: 'Soyad', en: 'Surname' },
  'account.profile.email': { tr: 'E-posta', en: 'Email' },
  'account.profile.birthDate': { tr: 'Doğum Tarihi', en: 'Date of Birth' },
  'account.profile.country': { tr: 'Ülke', en: 'Country' },
  'account.profile.currency': { tr: 'Para Birimi', en: 'Currency' },
  'account.profile.memberSince': { tr: 'Üyelik Tarihi', en: 'Member Since' },
  'account.profile.security': { tr: 'Güvenlik', en: 'Security' },

  // Shared by the account pages
  'account.loadError': {
    tr: 'Bilgiler yüklenemedi. Lütfen tekrar deneyin.',
    en: 'We could not load this. Please try again.',
  },
  'account.retry': { tr: 'Tekrar Dene', en: 'Try Again' },
} as const satisfies Record<string, Localized>

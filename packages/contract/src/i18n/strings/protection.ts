import type { Localized } from '../../locale.js'

/**
 * Player protection (docs/player-protection.md): the Responsible Gaming page, the deposit-limit prompt, the
 * reality check, the restricted state of a time-out or self-exclusion, the activity statement.
 */
export const protectionStrings = {
  'dashboard.responsibleGaming': { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
  'dashboard.responsibleGamingText': {
    tr: 'Limitlerinizi, süre hatırlatıcısını, mola ve kendini oyundan uzaklaştırma seçeneklerini buradan yönetin.',
    en: 'Manage your limits, play-time reminders, time-out and self-exclusion here.',
  },
  'rg.homeLink': { tr: 'Sorumlu Oyun araçları', en: 'Responsible gaming tools' },
  'rg.homeLinkText': {
    tr: 'Yatırım, kayıp ve bahis limitleri, süre hatırlatıcısı, mola ve kendini oyundan uzaklaştırma.',
    en: 'Deposit, loss and wager limits, reality checks, time-out and self-exclusion.',
  },
  'rg.footerLink': { tr: 'Sorumlu Oyun araçları', en: 'Responsible gaming tools' },
  'rg.depositLink': { tr: 'Yatırım limiti belirleyin', en: 'Set a deposit limit' },

  // Limits
  'rg.limits.title': { tr: 'Limitler', en: 'Limits' },
  'rg.limits.intro': {
    tr: 'Her dönem için bir limit belirleyebilirsiniz; birden fazla limit varsa en düşüğü geçerlidir. Düşürme hemen geçerli olur; artırma veya kaldırma 24 saat sonra ve sizin onayınızla geçerli olur. Dönemler Türkiye saatine göre geriye doğru hesaplanır.',
    en: 'You can set a limit for each period; where several apply, the lowest one counts. A decrease applies at once; an increase or a removal applies after 24 hours, once you confirm it. Periods are rolling and use Turkish time.',
  },
  'rg.kind.deposit': { tr: 'Yatırım limiti', en: 'Deposit limit' },
  'rg.kind.loss': { tr: 'Kayıp limiti', en: 'Loss limit' },
  'rg.kind.wager': { tr: 'Bahis limiti', en: 'Wager limit' },
  'rg.kind.session': { tr: 'Oturum süresi limiti', en: 'Session time limit' },
  'rg.kindText.deposit': {
    tr: 'Bu dönemde yatırabileceğiniz toplam tutar (brüt).',
    en: 'The most you can deposit in the period (gross).',
  },
  'rg.kindText.loss': {
    tr: 'Bahisleriniz eksi kazançlarınız; kazançlar her zaman hesabınıza eklenir.',
    en: 'Your stakes minus your winnings; winnings are always credited.',
  },
  'rg.kindText.wager': {
    tr: 'Bu dönemde oynayabileceğiniz toplam bahis tutarı.',
    en: 'The total you can stake in the period.',
  },
  'rg.kindText.session': {
    tr: 'Bu dönemde oyunda geçirebileceğiniz süre (dakika). Süre dolduğunda oturumunuz kibarca kapatılır.',
    en: 'How long you can play in the period (minutes). When the time is up, your session ends politely.',
  },
  'rg.period.day': { tr: '24 saat', en: '24 hours' },
  'rg.period.week': { tr: '7 gün', en: '7 days' },
  'rg.period.month': { tr: '1 ay', en: '1 month' },
  'rg.noLimit': { tr: 'Limit yok', en: 'No limit' },
  'rg.inForce': { tr: 'Geçerli limit: {amount}', en: 'Limit in force: {amount}' },
  'rg.remaining': { tr: 'Kalan: {amount}', en: 'Remaining: {amount}' },
  'rg.resetsAt': { tr: 'Yenilenme: {date}', en: 'Resets: {date}' },
  'rg.minutes': { tr: '{n, plural, other {# dakika}}', en: '{n, plural, one {# minute} other {# minutes}}' },
  'rg.pending': {
    tr: 'Bekleyen değişiklik: {amount}, geçerlilik {date}',
    en: 'Pending change: {amount}, effective at {date}',
  },
  'rg.pendingRemoval': {
    tr: 'Bekleyen kaldırma, geçerlilik {date}',
    en: 'Pending removal, effective at {date}',
  },
  'rg.pendingReady': {
    tr: 'Bekleme süresi doldu. Değişikliği onaylarsanız geçerli olur.',
    en: 'The wait is over. The change applies once you confirm it.',
  },
  'rg.confirm': { tr: 'Onayla', en: 'Confirm' },
  'rg.newAmount': { tr: 'Yeni limit ({period})', en: 'New limit ({period})' },
  'rg.newMinutes': { tr: 'Yeni limit, dakika ({period})', en: 'New limit in minutes ({period})' },
  'rg.amountPlaceholder': { tr: 'örn. 1.000', en: 'e.g. 1,000' },
  'rg.save': { tr: 'Kaydet', en: 'Save' },
  'rg.remove': { tr: 'Kaldır', en: 'Remove' },
  'rg.badAmount': {
    tr: 'Lütfen 0’dan büyük bir tutar yazın (örn. 1.500 veya 250,50).',
    en: 'Please enter an amount above 0 (e.g. 1,500 or 250.50).',
  },
  'rg.badMinutes': {
    tr: 'Lütfen 0’dan büyük bir tam sayı yazın (dakika).',
    en: 'Please enter a whole number of minutes above 0.',
  },
  'rg.saved': { tr: 'Limitiniz kaydedildi.', en: 'Your limit has been saved.' },
  'rg.savedPending': {
    tr: 'Değişiklik {date} tarihinde onayınızla geçerli olacak.',
    en: 'The change will apply at {date}, once you confirm it.',
  },
  'rg.loadError': { tr: 'Bilgiler yüklenemedi.', en: 'The details could not be loaded.' },
  'rg.retry': { tr: 'Tekrar Dene', en: 'Try Again' },

  // Reality check
  'rg.reality.title': { tr: 'Süre Hatırlatıcısı', en: 'Reality check' },
  'rg.reality.intro': {
    tr: 'Oturumunuz boyunca seçtiğiniz aralıklarla ne kadar süredir oynadığınızı ve sonuçlarınızı gösteririz.',
    en: 'During your session we remind you, at the interval you choose, how long you have been playing and how it has gone.',
  },
  'rg.reality.interval': { tr: 'Hatırlatma aralığı', en: 'Reminder interval' },
  'rg.reality.current': {
    tr: 'Şu anki aralık: {n, plural, other {# dakika}}',
    en: 'Current interval: {n, plural, one {# minute} other {# minutes}}',
  },
  'rg.reality.saved': {
    tr: 'Hatırlatma aralığınız kaydedildi.',
    en: 'Your reminder interval has been saved.',
  },
  'rg.reality.dialogTitle': { tr: 'Süre Hatırlatıcısı', en: 'Reality check' },
  'rg.reality.lead': {
    tr: 'Bu oturumda {elapsed} süredir oturum açıksınız. İşte şu ana kadarki durumunuz:',
    en: 'You have been logged in for {elapsed} this session. Here is how it has gone so far:',
  },
  'rg.reality.elapsed': { tr: 'Geçen süre', en: 'Time elapsed' },
  'rg.reality.stakes': { tr: 'Bahisler', en: 'Stakes' },
  'rg.reality.wins': { tr: 'Kazançlar', en: 'Winnings' },
  'rg.reality.net': { tr: 'Net', en: 'Net' },
  'rg.reality.continue': { tr: 'Devam Et', en: 'Continue' },
  'rg.reality.limits': { tr: 'Limitlerim', en: 'My Limits' },
  'rg.reality.logout': { tr: 'Çıkış Yap', en: 'Log Out' },
  'rg.reality.paused': {
    tr: 'Bu pencere açıkken oyun duraklatıldı.',
    en: 'The game is paused while this window is open.',
  },
  'rg.hoursMinutes': { tr: '{h} sa {m} dk', en: '{h} h {m} min' },
  'rg.minutesOnly': { tr: '{m} dk', en: '{m} min' },

  // Time-out and self-exclusion
  'rg.timeout.title': { tr: 'Mola ver', en: 'Take a time-out' },
  'rg.timeout.intro': {
    tr: 'Kısa bir ara için: mola süresince oyun oynayamaz ve para yatıramazsınız; bakiyenizi çekebilir ve geçmişinizi görebilirsiniz. Mola hemen başlar ve kısaltılamaz.',
    en: 'For a short break: during a time-out you cannot play or deposit; you can still withdraw your balance and see your history. It starts at once and cannot be shortened.',
  },
  'rg.timeout.24h': { tr: '24 saat', en: '24 hours' },
  'rg.timeout.7d': { tr: '7 gün', en: '7 days' },
  'rg.timeout.1m': { tr: '1 ay', en: '1 month' },
  'rg.timeout.6w': { tr: '6 hafta', en: '6 weeks' },
  'rg.timeout.choose': { tr: 'Mola süresi', en: 'Length of the time-out' },
  'rg.timeout.ack': {
    tr: 'Molanın hemen başlayacağını, tüm oturumlarımın kapatılacağını ve süresi bitmeden kısaltılamayacağını anlıyorum.',
    en: 'I understand the time-out starts at once, all my sessions will end, and it cannot be shortened.',
  },
  'rg.timeout.submit': { tr: 'Molayı başlat', en: 'Start the time-out' },
  'rg.exclusion.title': { tr: 'Kendimi oyundan uzaklaştır', en: 'Self-exclusion' },
  'rg.exclusion.intro': {
    tr: 'Şans oyunlarını bırakmak istiyorsanız: uzaklaştırma süresince oyun oynayamaz, para yatıramaz ve pazarlama iletisi almazsınız. Hemen başlar ve kısaltılamaz. Süre bittikten sonra yeniden açmak için yazılı talep ve bekleme süresi gerekir.',
    en: 'If you want to stop gambling: during a self-exclusion you cannot play or deposit and we send you no marketing. It starts at once and cannot be shortened. Reopening after it ends needs a written request and a cooling-off period.',
  },
  'rg.exclusion.6m': { tr: '6 ay', en: '6 months' },
  'rg.exclusion.1y': { tr: '1 yıl', en: '1 year' },
  'rg.exclusion.2y': { tr: '2 yıl', en: '2 years' },
  'rg.exclusion.5y': { tr: '5 yıl', en: '5 years' },
  'rg.exclusion.indefinite': { tr: 'Süresiz', en: 'Indefinitely' },
  'rg.exclusion.choose': { tr: 'Uzaklaştırma süresi', en: 'Length of the self-exclusion' },
  'rg.exclusion.ack': {
    tr: 'Uzaklaştırmanın hemen başlayacağını, tüm oturumlarımın kapatılacağını ve süresi bitmeden kısaltılamayacağını veya kaldırılamayacağını anlıyorum.',
    en: 'I understand the self-exclusion starts at once, all my sessions will end, and it cannot be shortened or lifted before it ends.',
  },
  'rg.exclusion.submit': { tr: 'Kendimi uzaklaştır', en: 'Exclude myself' },
  'rg.confirmTitle': { tr: 'Emin misiniz?', en: 'Are you sure?' },
  'rg.confirmTimeout': {
    tr: '{period} süreyle mola vermek üzeresiniz. Bu işlem geri alınamaz ve kısaltılamaz.',
    en: 'You are about to take a time-out of {period}. This cannot be undone or shortened.',
  },
  'rg.confirmExclusion': {
    tr: '{period} süreyle kendinizi uzaklaştırmak üzeresiniz. Bu işlem geri alınamaz ve kısaltılamaz.',
    en: 'You are about to exclude yourself for {period}. This cannot be undone or shortened.',
  },
  'rg.confirmYes': { tr: 'Evet, onaylıyorum', en: 'Yes, I confirm' },
  'rg.cancel': { tr: 'Vazgeç', en: 'Cancel' },
  'rg.lift.title': { tr: 'Uzaklaştırmanın kaldırılması', en: 'Lifting the self-exclusion' },
  'rg.lift.intro': {
    tr: 'Uzaklaştırma süreniz doldu. Hesabınızı yeniden açmak için nedeninizi yazın; talebiniz bekleme süresinden sonra değerlendirilir (süreli uzaklaştırmada 24 saat, süresizde 7 gün).',
    en: 'Your self-exclusion period is over. To reopen your account, tell us why; we review the request after a cooling-off period (24 hours for a fixed period, 7 days after an indefinite one).',
  },
  'rg.lift.reason': { tr: 'Nedeniniz', en: 'Your reason' },
  'rg.lift.submit': { tr: 'Talep gönder', en: 'Send the request' },
  'rg.lift.pending': {
    tr: 'Talebiniz alındı; en erken {date} tarihinde değerlendirilecek.',
    en: 'Your request has been received; it will be reviewed no earlier than {date}.',
  },

  // Restricted state
  'rg.restricted.timeout': {
    tr: '{date} tarihine kadar moladasınız. Bu süre içinde oyun oynayamaz ve para yatıramazsınız; bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.',
    en: 'You are on a time-out until {date}. Until then you cannot play or deposit; you can withdraw your balance and see your history.',
  },
  'rg.restricted.exclusion': {
    tr: '{date} tarihine kadar kendinizi oyundan uzaklaştırdınız. Bu süre içinde oyun oynayamaz ve para yatıramazsınız; bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.',
    en: 'You have excluded yourself until {date}. Until then you cannot play or deposit; you can withdraw your balance and see your history.',
  },
  'rg.restricted.indefinite': {
    tr: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız. Oyun oynayamaz ve para yatıramazsınız; bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.',
    en: 'You have excluded yourself indefinitely. You cannot play or deposit; you can withdraw your balance and see your history.',
  },
  'rg.restricted.title': { tr: 'Hesabınız kısıtlı', en: 'Your account is restricted' },
  'rg.restricted.withdraw': { tr: 'Para çek', en: 'Withdraw' },
  'rg.restricted.statement': { tr: 'Hesap özeti', en: 'Activity statement' },
  'rg.restricted.ok': { tr: 'Tamam', en: 'OK' },

  // Logged out by protection
  'rg.notice.sessionEnded': {
    tr: 'Oturumunuz sona erdi. Devam etmek için yeniden giriş yapabilirsiniz.',
    en: 'Your session has ended. You can log in again to continue.',
  },
  'rg.notice.sessionLimit': {
    tr: 'Belirlediğiniz oturum süresi limitine ulaştınız, bu yüzden oturumunuzu kapattık. Limit dönemi yenilendiğinde yeniden oynayabilirsiniz.',
    en: 'You have reached the session time limit you set, so we have logged you out. You can play again once the period resets.',
  },
  'rg.notice.timeout': {
    tr: 'Molanız başladı ve tüm oturumlarınız kapatıldı. Bakiyenizi çekmek veya geçmişinizi görmek için giriş yapabilirsiniz.',
    en: 'Your time-out has started and all your sessions have ended. You can log in to withdraw your balance or see your history.',
  },
  'rg.notice.exclusion': {
    tr: 'Kendinizi oyundan uzaklaştırdınız ve tüm oturumlarınız kapatıldı. Bakiyenizi çekmek veya geçmişinizi görmek için giriş yapabilirsiniz. Destek için: www.yesilay.org.tr',
    en: 'You have excluded yourself and all your sessions have ended. You can log in to withdraw your balance or see your history. For support: www.begambleaware.org',
  },
  'rg.notice.closed': {
    tr: 'Hesabınız kapatıldı. Bizi tercih ettiğiniz için teşekkür ederiz.',
    en: 'Your account has been closed. Thank you for playing with us.',
  },
  'rg.notice.dismiss': { tr: 'Bildirimi kapat', en: 'Dismiss' },

  // Deposit-limit prompt
  'rg.prompt.title': {
    tr: 'İlk yatırımınızdan önce bir yatırım limiti belirlemek ister misiniz?',
    en: 'Would you like to set a deposit limit before your first deposit?',
  },
  'rg.prompt.text': {
    tr: 'Bir limit, harcamanızı kontrol altında tutmanıza yardımcı olur. Boş bıraktığınız dönemler için limit olmaz; limitlerinizi istediğiniz zaman Sorumlu Oyun sayfasından değiştirebilirsiniz.',
    en: 'A limit helps you keep your spending in check. Periods you leave empty have no limit; you can change your limits at any time on the Responsible Gaming page.',
  },
  'rg.prompt.save': { tr: 'Limitleri kaydet', en: 'Save limits' },
  'rg.prompt.skip': { tr: 'Şimdi değil', en: 'Not now' },
  'rg.prompt.saved': {
    tr: 'Yatırım limitleriniz kaydedildi ve hemen geçerli.',
    en: 'Your deposit limits are saved and apply at once.',
  },

  // Refused deposit
  'rg.refused.remaining': {
    tr: 'Kalan yatırım hakkınız: {amount}. Yenilenme: {date}.',
    en: 'You can still deposit {amount}. It resets at {date}.',
  },
  'rg.refused.link': { tr: 'Limitlerimi gör', en: 'See my limits' },

  // Account closure
  'rg.closure.title': { tr: 'Hesabı kapat', en: 'Close my account' },
  'rg.closure.intro': {
    tr: 'Hesabınızı kapatmadan önce bakiyenizi çekmeniz önerilir. Kapatma, kendinizi oyundan uzaklaştırmakla aynı şey değildir.',
    en: 'We recommend withdrawing your balance before you close your account. Closing an account is not the same as self-exclusion.',
  },
  'rg.closure.start': { tr: 'Hesabımı kapatmak istiyorum', en: 'I want to close my account' },
  'rg.closure.question': {
    tr: 'Hesabınızı kumar oynamanızla ilgili bir endişe nedeniyle mi kapatıyorsunuz?',
    en: 'Are you closing your account because of concerns about your gambling?',
  },
  'rg.closure.yes': { tr: 'Evet', en: 'Yes' },
  'rg.closure.no': { tr: 'Hayır, başka bir nedenle', en: 'No, for another reason' },
  'rg.closure.offer': {
    tr: 'Bu durumda hesabınızı kapatmak yerine kendinizi oyundan uzaklaştırmanızı öneririz: bu, sizi belirlediğiniz süre boyunca korur ve kısaltılamaz.',
    en: 'In that case we suggest self-exclusion instead of closing the account: it protects you for the period you choose and cannot be shortened.',
  },
  'rg.closure.goExclusion': { tr: 'Kendimi uzaklaştırmak istiyorum', en: 'Take me to self-exclusion' },
  'rg.closure.ack': {
    tr: 'Hesabımın kapatılacağını ve tüm oturumlarımın sonlandırılacağını anlıyorum.',
    en: 'I understand my account will be closed and all my sessions will end.',
  },
  'rg.closure.submit': { tr: 'Hesabımı kapat', en: 'Close my account' },
  'rg.closure.unavailable': {
    tr: 'Hesap kapatma şu anda çevrimiçi yapılamıyor; lütfen destek ile iletişime geçin.',
    en: 'Account closure is not available online right now; please contact support.',
  },

  // Activity statement
  'rg.statement.title': { tr: 'Hesap özeti', en: 'Activity statement' },
  'rg.statement.intro': {
    tr: 'Seçtiğiniz dönemdeki yatırımlar, çekimler, bahisler, kazançlar, net sonuç, oyun süresi ve limit değişiklikleri (en fazla 1 yıl).',
    en: 'Deposits, withdrawals, stakes, winnings, net result, time played and limit changes for the period you choose (up to 1 year).',
  },
  'rg.statement.from': { tr: 'Başlangıç', en: 'From' },
  'rg.statement.to': { tr: 'Bitiş', en: 'To' },
  'rg.statement.show': { tr: 'Göster', en: 'Show' },
  'rg.statement.csv': { tr: 'CSV indir', en: 'Download CSV' },
  'rg.statement.deposits': { tr: 'Yatırımlar', en: 'Deposits' },
  'rg.statement.withdrawals': { tr: 'Çekimler', en: 'Withdrawals' },
  'rg.statement.stakes': { tr: 'Bahisler', en: 'Stakes' },
  'rg.statement.wins': { tr: 'Kazançlar', en: 'Winnings' },
  'rg.statement.net': { tr: 'Net (kazanç − bahis)', en: 'Net (winnings − stakes)' },
  'rg.statement.timePlayed': { tr: 'Oyun süresi', en: 'Time played' },
  'rg.statement.limitChanges': { tr: 'Limit değişiklikleri', en: 'Limit changes' },
  'rg.statement.noChanges': {
    tr: 'Bu dönemde limit değişikliği yok.',
    en: 'No limit changes in this period.',
  },
  'rg.statement.badRange': {
    tr: 'Lütfen başlangıcı bitişten önce olan bir dönem seçin.',
    en: 'Please choose a period whose start is before its end.',
  },
  'rg.statement.item': { tr: 'Kalem', en: 'Item' },
  'rg.statement.amount': { tr: 'Tutar', en: 'Amount' },
  'rg.statement.when': { tr: 'Tarih', en: 'Date' },
  'rg.statement.change': { tr: 'Değişiklik', en: 'Change' },
  'rg.statement.period': { tr: '{from} – {to}', en: '{from} – {to}' },
} as const satisfies Record<string, Localized>

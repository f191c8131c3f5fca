import type { Localized } from '../../locale.js'

/** Deposit and withdraw dialogs and pages, the financial history (spec §2, §3, §4, §5). */
export const paymentsStrings = {
  'payments.depositTitle': { tr: 'Para Yatır', en: 'Deposit' },
  'payments.withdrawTitle': { tr: 'Para Çek', en: 'Withdraw' },
  'payments.chooseMethod': { tr: 'Bir ödeme yöntemi seçin', en: 'Choose a payment method' },
  'payments.limits': { tr: 'Min {min} – Maks {max}', en: 'Min {min} – Max {max}' },
  'payments.noLimit': { tr: 'Limitsiz', en: 'No limit' },
  /** The payment page's notice on a demo site (SITE_MODE=demo, docs/security.md). */
  'payments.demoNotice': {
    tr: 'Demo — gerçek para yok. Yatırımlar hiçbir ödeme alınmadan bakiyenize demo tutarı ekler; çekimlerde gerçek para ödenmez.',
    en: 'Demo — no real money. Deposits add play money to your balance without taking any payment, and withdrawals pay out no real money.',
  },
  'payments.noMethods': {
    tr: 'Şu anda kullanılabilir bir ödeme yöntemi yok.',
    en: 'No payment method is available right now.',
  },
  'payments.methodsError': {
    tr: 'Ödeme yöntemleri yüklenemedi.',
    en: 'Payment methods could not be loaded.',
  },
  'payments.retry': { tr: 'Tekrar Dene', en: 'Try Again' },
  'payments.back': { tr: 'Geri', en: 'Back' },
  'payments.noData': { tr: 'Veri bulunamadı', en: 'No data found' },
  'payments.submit': { tr: 'Gönder', en: 'Submit' },
  'payments.chooseOption': { tr: 'Seçiniz', en: 'Choose' },
  'payments.submitting': { tr: 'Gönderiliyor…', en: 'Submitting…' },
  'payments.paste': { tr: 'Panodan yapıştır', en: 'Paste from clipboard' },
  'payments.pasteFailed': {
    tr: 'Pano okunamadı; lütfen elle yapıştırın.',
    en: 'The clipboard could not be read; please paste by hand.',
  },
  'payments.maskIncomplete': { tr: 'Lütfen alanı eksiksiz doldurun.', en: 'Please fill in the whole field.' },
  'payments.increase': { tr: 'Artır', en: 'Increase' },
  'payments.decrease': { tr: 'Azalt', en: 'Decrease' },
  'payments.rangeHint': { tr: 'En az {min}, en fazla {max}', en: 'At least {min}, at most {max}' },
  'payments.continueText': {
    tr: 'Ödemeyi tamamlamak için aşağıdaki “Devam Et” düğmesine dokunun.',
    en: 'Tap “Continue” below to complete your payment.',
  },
  'payments.continue': { tr: 'Devam Et', en: 'Continue' },
  'payments.done': { tr: 'Tamam', en: 'Done' },
  'payments.verifyPhone': { tr: 'Telefonu Doğrula', en: 'Verify Phone' },
  'payments.cashBalance': { tr: 'Nakit Bakiye', en: 'Cash balance' },
  'payments.bonusBalance': { tr: 'Bonus Bakiyesi', en: 'Bonus balance' },
  'payments.bonusNotWithdrawable': {
    tr: 'Bonus bakiyesi çekilemez; yalnızca nakit bakiyenizi çekebilirsiniz.',
    en: 'Bonus balance cannot be withdrawn; only your cash balance can.',
  },
  'payments.withdrawableLabel': { tr: 'Çekilebilir', en: 'Withdrawable' },
  'payments.filterType': { tr: 'İşlem türü', en: 'Type' },
  'payments.filterFrom': { tr: 'Başlangıç', en: 'From' },
  'payments.filterTo': { tr: 'Bitiş', en: 'To' },
  'payments.filterClear': { tr: 'Temizle', en: 'Clear' },
  'payments.type.all': { tr: 'Tümü', en: 'All' },
  'payments.type.deposit': { tr: 'Para Yatırma', en: 'Deposit' },
  'payments.type.withdraw': { tr: 'Para Çekme', en: 'Withdrawal' },
  'payments.col.date': { tr: 'Tarih', en: 'Date' },
  'payments.col.type': { tr: 'Tür', en: 'Type' },
  'payments.col.method': { tr: 'Yöntem', en: 'Method' },
  'payments.col.amount': { tr: 'Tutar', en: 'Amount' },
  'payments.col.status': { tr: 'Durum', en: 'Status' },
  'payments.col.note': { tr: 'Not', en: 'Note' },
  'payments.status.0': { tr: 'Yok', en: 'None' },
  'payments.status.1': { tr: 'Onaylandı', en: 'Confirmed' },
  'payments.status.2': { tr: 'Beklemede', en: 'Pending' },
  'payments.status.3': { tr: 'Birleştirildi', en: 'Merged' },
  'payments.status.4': { tr: 'Reddedildi', en: 'Rejected' },
  'payments.status.5': { tr: 'İptal Edildi', en: 'Cancelled' },
  'payments.status.6': { tr: 'Oluşturuldu', en: 'Created' },
  'payments.status.expired': { tr: 'Süresi Doldu', en: 'Expired' },
  // Pending deposits (docs/wallet.md "Pending deposits"): the history's controls and the dialog.
  'payments.pending.until': {
    tr: 'Ödenmezse {time} itibarıyla sona erer',
    en: 'Expires at {time} if not paid',
  },
  'payments.pending.cancel': { tr: 'İptal Et', en: 'Cancel' },
  'payments.pending.cancelLabel': {
    tr: '{amount} tutarındaki bekleyen para yatırma işlemini iptal et',
    en: 'Cancel the pending deposit of {amount}',
  },
  'payments.pending.continue': { tr: 'Ödemeye Devam Et', en: 'Continue Payment' },
  'payments.pending.continueLabel': {
    tr: '{amount} tutarındaki para yatırma işleminin ödemesine devam et',
    en: 'Continue paying the deposit of {amount}',
  },
  'payments.quickAmounts': { tr: 'Hızlı tutar seçimi', en: 'Quick amounts' },
  'payments.limitLeft': {
    tr: 'Para yatırma limitinizden kalan: {amount} ({date} tarihinde yenilenir)',
    en: 'Left of your deposit limit: {amount} (renews {date})',
  },
  'payments.limitLeftNoDate': {
    tr: 'Para yatırma limitinizden kalan: {amount}',
    en: 'Left of your deposit limit: {amount}',
  },
  'payments.paidTitle': {
    tr: 'Ödemeniz alındı. {amount} bakiyenize eklendi.',
    en: 'Payment received. {amount} has been added to your balance.',
  },
  'payments.historyEmpty': {
    tr: 'Bu filtrelere uyan bir işlem yok.',
    en: 'No transactions match these filters.',
  },
  'payments.historyError': { tr: 'İşlemler yüklenemedi.', en: 'Transactions could not be loaded.' },
  'payments.historyCount': {
    tr: '{total, plural, other {# işlem}}',
    en: '{total, plural, one {# transaction} other {# transactions}}',
  },
  // The crypto deposit's waiting dialog (docs/payments.md "The waiting dialog").
  'payments.crypto.sendExact': {
    tr: 'Süre dolmadan, tam olarak bu tutarı aşağıdaki adrese gönderin.',
    en: 'Send exactly this amount to the address below before the time runs out.',
  },
  'payments.crypto.amount': { tr: 'Gönderilecek tutar', en: 'Amount to send' },
  'payments.crypto.network': { tr: 'Para birimi ve ağ', en: 'Currency and network' },
  'payments.crypto.address': { tr: 'Cüzdan adresi', en: 'Wallet address' },
  'payments.crypto.copyAmount': { tr: 'Tutarı kopyala', en: 'Copy the amount' },
  'payments.crypto.copyAddress': { tr: 'Adresi kopyala', en: 'Copy the address' },
  'payments.crypto.copy': { tr: 'Kopyala', en: 'Copy' },
  'payments.crypto.copied': { tr: 'Panoya kopyalandı.', en: 'Copied to the clipboard.' },
  'payments.crypto.copyFailed': {
    tr: 'Kopyalanamadı. Lütfen metni seçip elle kopyalayın.',
    en: 'Could not copy. Please select the text and copy it yourself.',
  },
  'payments.crypto.qr': {
    tr: 'Cüzdan adresinin QR kodu: {address}',
    en: 'QR code of the wallet address: {address}',
  },
  'payments.crypto.timeLeft': { tr: 'Kalan süre', en: 'Time left' },
  'payments.crypto.networkWarning': {
    tr: 'Yalnızca {currency} gönderin ve {network} ağını seçin; başka bir ağdan gönderilen tutar kaybolabilir.',
    en: 'Send only {currency} and choose the {network} network; funds sent on another network may be lost.',
  },
  'payments.crypto.status.waiting': {
    tr: 'Ödemeniz bekleniyor. Gönderdiğinizde bu pencere kendiliğinden güncellenir.',
    en: 'Waiting for your payment. This window updates by itself once you send it.',
  },
  'payments.crypto.status.confirming': {
    tr: 'Ödemeniz ağda görüldü, onaylanıyor. Bu birkaç dakika sürebilir.',
    en: 'Your payment has been seen on the network and is being confirmed. This can take a few minutes.',
  },
  'payments.crypto.status.credited': {
    tr: 'Ödemeniz onaylandı. {amount} bakiyenize eklendi.',
    en: 'Payment confirmed. {amount} has been added to your balance.',
  },
  'payments.crypto.status.partial': {
    tr: 'Eksik ödeme alındı: {amount} bakiyenize eklendi. Kalan tutarı süre dolmadan aynı adrese gönderebilirsiniz.',
    en: 'Partial payment received: {amount} has been added to your balance. You can send the rest to the same address before the time runs out.',
  },
  'payments.crypto.status.expired': {
    tr: 'Bu ödemenin süresi doldu. Gönderim yapmadıysanız yeni bir para yatırma işlemi başlatın.',
    en: 'This payment has expired. If you have not sent anything, please start a new deposit.',
  },
  'payments.crypto.status.failed': {
    tr: 'Bu ödeme tamamlanamadı. Gönderim yaptıysanız canlı destek ekibimizle iletişime geçin.',
    en: 'This payment could not be completed. If you have sent funds, please contact our support team via live chat.',
  },
  'payments.crypto.loadError': {
    tr: 'Ödeme durumu alınamadı. Birkaç saniye içinde yeniden denenecek.',
    en: 'The payment status could not be loaded. We will try again in a few seconds.',
  },
  'payments.pending.show': { tr: 'Ödeme Bilgileri', en: 'Payment Details' },
  'payments.pending.showLabel': {
    tr: '{amount} tutarındaki kripto para yatırma işleminin ödeme bilgilerini göster',
    en: 'Show the payment details of the crypto deposit of {amount}',
  },
} as const satisfies Record<string, Localized>

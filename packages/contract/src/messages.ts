import type { Localized } from './locale.js'

/**
 * The `message` of a successful answer, per outcome, in every language (the browser shows it as a
 * success toast, spec §8). Like `errorCatalog`, one place for the wording, so the server never
 * builds a sentence inline and a test can compare answers exactly.
 */
export const successMessages = {
  /** POST auth/login. */
  LOGIN_OK: { tr: 'Giriş başarılı. Hoş geldiniz!', en: 'You are logged in. Welcome!' },
  /** POST auth/register: the new player is logged in at once (spec §4). */
  REGISTER_OK: { tr: 'Kaydınız tamamlandı. Hoş geldiniz!', en: 'Your account is ready. Welcome!' },
  /** GET auth/logout. */
  LOGOUT_OK: { tr: 'Çıkış yapıldı.', en: 'You are logged out.' },
  /**
   * POST auth/sendresetpassword, the same text whether or not the user name exists (SECURITY.md);
   * it matches spec §2's recovery step 2 so the form can show it as it is.
   */
  RESET_CODE_SENT: {
    tr: 'Bu kullanıcı adına kayıtlı bir hesap varsa, şifre sıfırlama kodu e-posta adresine gönderildi.',
    en: 'If an account with this username exists, a code to reset the password has been sent to its email address.',
  },
  /** POST auth/checkresetcode. */
  RESET_CODE_VALID: {
    tr: 'Kod doğrulandı. Lütfen yeni şifrenizi girin.',
    en: 'The code is confirmed. Please enter your new password.',
  },
  /** POST auth/changepasswordwithcode (spec §2 recovery step 4). */
  PASSWORD_RESET: {
    tr: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    en: 'Your password has been changed. Taking you to the login page…',
  },
  /** POST customer/confirmpassword (docs/accounts.md "Remembered sessions"). */
  PASSWORD_CONFIRMED: {
    tr: 'Şifreniz doğrulandı. İşleminize devam edebilirsiniz.',
    en: 'Your password is confirmed. You can go on with what you were doing.',
  },
  /** POST customer/changepassword: every other session has ended. */
  /** POST customer/consents/marketing (docs/content.md). */
  CONSENT_SAVED: {
    tr: 'İletişim tercihiniz kaydedildi.',
    en: 'Your contact preference has been saved.',
  },
  PASSWORD_CHANGED: {
    tr: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
    en: 'Your password has been changed. Your sessions on other devices have been ended.',
  },
  /** POST customer/updatephone step 1. */
  PHONE_CODE_SENT: {
    tr: 'Doğrulama kodu telefonunuza SMS ile gönderildi.',
    en: 'A verification code has been sent to your phone by SMS.',
  },
  /** POST customer/updatephone step 2 (spec §2 success view). */
  PHONE_VERIFIED: {
    tr: 'Tebrikler! Telefon numaranız doğrulandı.',
    en: 'Your phone number has been verified.',
  },
  /** POST customer/sessions/revoke. */
  SESSION_REVOKED: { tr: 'Oturum kapatıldı.', en: 'The session has been ended.' },
  /** POST customer/sessions/revoke-others. */
  OTHER_SESSIONS_REVOKED: {
    tr: 'Diğer tüm oturumlarınız kapatıldı.',
    en: 'All your other sessions have been ended.',
  },
  /** POST cms/callme. */
  CALLBACK_SAVED: {
    tr: 'Talebiniz alındı. En kısa sürede sizi arayacağız.',
    en: 'Your request has been received. We will call you back as soon as possible.',
  },
  /** POST payment/deposit through a manual method (bank transfer): an operator confirms it. */
  DEPOSIT_MANUAL_PENDING: {
    tr: 'Yatırım talebiniz alındı. Ödemeniz kontrol edildikten sonra bakiyenize eklenecektir.',
    en: 'Your deposit request has been received. It will be added to your balance once the payment is checked.',
  },
  /** POST payment/cancel: the pending deposit is given up; nothing was taken. */
  DEPOSIT_CANCELLED: {
    tr: 'Para yatırma işleminiz iptal edildi. Bakiyenizden herhangi bir tutar alınmadı.',
    en: 'Your deposit has been cancelled. Nothing was taken from your balance.',
  },
  /** POST payment/deposit through a gateway: `data` is the payment page to open. */
  DEPOSIT_REDIRECT: {
    tr: 'Ödemeyi tamamlamak için aşağıdaki “Devam Et” düğmesine dokunun.',
    en: 'Tap “Continue” below to complete your payment.',
  },
  /** POST payment/deposit, crypto method: the address and the amount to send (docs/payments.md). */
  DEPOSIT_CRYPTO: {
    tr: 'Tam tutarı, süre dolmadan gösterilen ağ üzerinden bu adrese gönderin.',
    en: 'Send the exact amount to this address on the network shown, before the time runs out.',
  },
  /** POST payment/withdraw: the amount is reserved and waits for an operator. */
  WITHDRAW_REQUESTED: {
    tr: 'Çekim talebiniz alındı ve inceleniyor.',
    en: 'Your withdrawal request has been received and is being reviewed.',
  },
  /** GET bonus/definetrialbonus. */
  TRIAL_BONUS_GRANTED: {
    tr: 'Deneme bonusunuz bonus bakiyenize eklendi.',
    en: 'Your trial bonus has been added to your bonus balance.',
  },
  /** POST bonus/claim: a campaign bonus was credited. */
  CAMPAIGN_BONUS_GRANTED: {
    tr: 'Bonusunuz bonus bakiyenize eklendi. Bonuslarım sayfasından çevrim durumunu izleyebilirsiniz.',
    en: 'Your bonus has been added to your bonus balance. Track its wagering on the My Bonuses page.',
  },
  /** POST casino/togglefavorite, when the game was not a favourite (spec §4, a success toast). */
  FAVORITE_ADDED: { tr: 'Favorilere eklendi', en: 'Added to favourites' },
  /** POST casino/togglefavorite, when the game was a favourite (spec §4, a warning toast). */
  FAVORITE_REMOVED: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favourites' },
  /** Galata Originals: the client seed was changed and the server seed rotated (the old one revealed). */
  SEED_ROTATED: {
    tr: 'Tohumlar yenilendi; önceki sunucu tohumu açıklandı.',
    en: 'Seeds rotated; the previous server seed is revealed.',
  },
  /** Back office: a payment confirmed or rejected. */
  PAYMENT_DECIDED: { tr: 'İşlem kaydedildi.', en: 'The decision has been recorded.' },
  /** Back office: the first of two approvals above the four-eyes threshold; the payment stays pending. */
  PAYMENT_AWAITING_SECOND_APPROVAL: {
    tr: 'İlk onay kaydedildi; ödeme ikinci bir yetkilinin onayını bekliyor.',
    en: "First approval recorded; the payment is waiting for a second operator's approval.",
  },
  /** Back office: a crypto withdrawal approved and its payout sent (docs/payments.md "Payouts"). */
  PAYOUT_REQUESTED: {
    tr: 'Onay kaydedildi; kripto ödemesi işlemciye gönderildi. Çekim, ödeme tamamlanınca ödendi olarak işaretlenir.',
    en: 'Approval recorded; the crypto payout has been sent to the processor. The withdrawal is marked paid once the payout completes.',
  },
  /** Back office: a payment held, and released (docs/backoffice.md "Payment and document queues"). */
  PAYMENT_FROZEN: {
    tr: 'Ödeme donduruldu; dondurma kaldırılana kadar kimse onaylayamaz.',
    en: 'Payment frozen; no one can approve it until it is unfrozen.',
  },
  PAYMENT_UNFROZEN: {
    tr: 'Dondurma kaldırıldı; ödeme yeniden karar bekliyor.',
    en: 'Payment unfrozen; it is waiting for a decision again.',
  },
  /** Back office: a pending action filed; it waits for a second operator (docs/backoffice.md "Four eyes"). */
  ACTION_FILED: {
    tr: 'İşlem kaydedildi; başka bir yetkilinin 24 saat içinde onaylaması gerekiyor.',
    en: 'The action has been filed; a different operator must approve it within 24 hours.',
  },
  /** Back office: a pending action approved and carried out. */
  /** Back office: a responsible-gaming flag marked reviewed (docs/backoffice.md "Responsible-gaming flags"). */
  RG_FLAG_REVIEWED: {
    tr: 'Uyarı incelendi olarak kaydedildi.',
    en: 'The flag has been marked as reviewed.',
  },
  /** Back office: a reconciliation difference explained (docs/providers.md "Reconciliation"). */
  RECON_DIFFERENCE_EXPLAINED: {
    tr: 'Fark açıklandı olarak kaydedildi.',
    en: 'The difference has been marked as explained.',
  },
  /** Back office: a provider's day reconciled on request. */
  RECON_RUN_DONE: {
    tr: 'Mutabakat çalıştırıldı.',
    en: 'The reconciliation has run.',
  },
  /** The casino catalogue (docs/backoffice.md "Casino catalogue"): the lobby shows the change at once. */
  CATALOG_GAME_ENABLED: {
    tr: 'Oyun açıldı; lobide yeniden listeleniyor.',
    en: 'The game is on and back in the lobby.',
  },
  CATALOG_GAME_DISABLED: {
    tr: 'Oyun kapatıldı; artık lobide listelenmiyor ve açılamıyor.',
    en: 'The game is off: it has left the lobby and cannot be opened.',
  },
  CATALOG_PROVIDER_ENABLED: {
    tr: 'Sağlayıcı açıldı; oyunları lobide yeniden listeleniyor.',
    en: 'The provider is on and its games are back in the lobby.',
  },
  CATALOG_PROVIDER_DISABLED: {
    tr: 'Sağlayıcı kapatıldı; oyunları artık lobide listelenmiyor.',
    en: 'The provider is off: its games have left the lobby.',
  },
  CATALOG_ORDER_SAVED: {
    tr: 'Sıralama kaydedildi; lobi bu sırayı gösteriyor.',
    en: 'The order is saved and the lobby shows it.',
  },
  ACTION_APPROVED: {
    tr: 'İşlem onaylandı ve uygulandı.',
    en: 'The action has been approved and carried out.',
  },
  /** Back office: a pending action rejected; nothing was changed. */
  ACTION_REJECTED: {
    tr: 'İşlem reddedildi; hiçbir şey değişmedi.',
    en: 'The action has been rejected; nothing was changed.',
  },
  /** POST backoffice/notifications: `data.recipients` says how many players it reached. */
  NOTIFICATION_SENT: { tr: 'Bildirim gönderildi.', en: 'The notification has been sent.' },
  /** Back office: a staff member was created; they set up two-factor at their first sign-in. */
  STAFF_CREATED: {
    tr: 'Personel hesabı oluşturuldu. İlk girişte iki adımlı doğrulamayı kuracak.',
    en: 'The staff account has been created. They will set up two-step verification at first sign-in.',
  },
  /** Back office: a staff member's roles, active state or two-factor were changed. */
  STAFF_UPDATED: { tr: 'Personel hesabı güncellendi.', en: 'The staff account has been updated.' },
  /** Back office: a staff member's two-factor was reset; they enrol again at their next sign-in. */
  STAFF_TOTP_RESET: {
    tr: 'İki adımlı doğrulama sıfırlandı. Bir sonraki girişte yeniden kurulacak.',
    en: 'Two-step verification has been reset. It will be set up again at the next sign-in.',
  },
  /** Back office: two-factor was set up; the recovery codes are shown once. */
  STAFF_ENROLLED: {
    tr: 'İki adımlı doğrulama kuruldu. Kurtarma kodlarınızı güvenli bir yere kaydedin; bir daha gösterilmeyecek.',
    en: 'Two-step verification is set up. Save your recovery codes somewhere safe; they will not be shown again.',
  },
  /** Back office: a player's status was changed (and, unless active, their sessions ended). */
  PLAYER_STATUS_CHANGED: { tr: 'Hesap durumu güncellendi.', en: 'The account status has been updated.' },
  /** Back office: the player already had that status; nothing was written. */
  PLAYER_STATUS_UNCHANGED: { tr: 'Hesap zaten bu durumda.', en: 'The account already has this status.' },
  /** Back office, the player page (docs/backoffice.md "The player page"). */
  PLAYER_NOTE_ADDED: { tr: 'Not eklendi.', en: 'The note has been added.' },
  PLAYER_TAGS_SAVED: { tr: 'Etiketler kaydedildi.', en: 'The tags have been saved.' },
  PLAYER_SESSIONS_ENDED: {
    tr: 'Oyuncunun oturumları sonlandırıldı.',
    en: "The player's sessions have been ended.",
  },
  PLAYER_RESET_SENT: {
    tr: 'Şifre sıfırlama e-postası oyuncuya gönderildi.',
    en: 'The password reset e-mail has been sent to the player.',
  },
  PLAYER_VERIFICATION_SENT: {
    tr: 'Doğrulama kodu oyuncunun telefonuna gönderildi.',
    en: "The verification code has been sent to the player's phone.",
  },
  PLAYER_BLOCKS_SAVED: { tr: 'Hesap kısıtlamaları kaydedildi.', en: 'The account blocks have been saved.' },

  // Player protection (docs/player-protection.md)
  /** A new or lower limit (or a removal of nothing): in force at once. */
  RG_LIMIT_SET: { tr: 'Limitiniz hemen yürürlüğe girdi.', en: 'Your limit is in force now.' },
  /** A higher limit or a removal: waits 24 hours, then needs the player's confirmation. */
  RG_LIMIT_PENDING: {
    tr: 'Talebiniz alındı. Limit artışı veya kaldırılması 24 saat sonra, sizin onayınızla yürürlüğe girecek.',
    en: 'Request received. Raising or removing a limit takes effect after 24 hours, once you confirm it.',
  },
  /** POST customer/rg/limits/confirm. */
  RG_LIMIT_CONFIRMED: { tr: 'Yeni limitiniz yürürlüğe girdi.', en: 'Your new limit is in force.' },
  /** The same value as in force: nothing changed. */
  RG_LIMIT_UNCHANGED: { tr: 'Limitiniz zaten bu değerde.', en: 'Your limit already has this value.' },
  /** POST customer/rg/realitycheck, shorter or equal interval. */
  RG_REALITY_CHECK_SET: {
    tr: 'Süre hatırlatıcınız güncellendi.',
    en: 'Your reality check interval has been updated.',
  },
  /** POST customer/rg/realitycheck, longer interval: applies after 24 hours. */
  RG_REALITY_CHECK_PENDING: {
    tr: 'Daha uzun hatırlatma aralığı 24 saat sonra yürürlüğe girecek.',
    en: 'The longer reminder interval takes effect after 24 hours.',
  },
  /** POST customer/rg/timeout: every session has ended (the answer reaches the caller first). */
  RG_TIMEOUT_SET: {
    tr: 'Molanız başladı. Tüm oturumlarınız kapatıldı; mola bitene kadar yalnızca para çekebilir ve geçmişinizi görebilirsiniz.',
    en: 'Your time-out has started. All your sessions have ended; until it is over you can only withdraw and see your history.',
  },
  /** POST customer/rg/selfexclusion. */
  RG_SELF_EXCLUDED: {
    tr: 'Kendinizi oyundan uzaklaştırdınız. Tüm oturumlarınız kapatıldı ve size pazarlama iletisi gönderilmeyecek.',
    en: 'You have self-excluded. All your sessions have ended and you will receive no marketing messages.',
  },
  /** POST customer/rg/selfexclusion/lift: the exclusion ends after the cooling-off (`data.selfExclusion.liftsAt`). */
  RG_LIFT_REQUESTED: {
    tr: 'Talebiniz alındı. Bekleme süresi dolduğunda hesabınız yeniden oyuna açılacak.',
    en: 'Request received. Your account opens for play again when the cooling-off period is over.',
  },
  /** POST customer/rg/close, not gambling-related. */
  RG_ACCOUNT_CLOSED: {
    tr: 'Hesabınız kapatıldı. Bakiyeniz için destek ekibimiz sizinle iletişime geçecek.',
    en: 'Your account has been closed. Our support team will contact you about your balance.',
  },
  /** Back office: a change made on the player's request. */
  RG_BACKOFFICE_APPLIED: { tr: 'Değişiklik kaydedildi.', en: 'The change has been recorded.' },
  // Identity verification (docs/kyc.md).
  /** POST customer/kyc/documents: the file is stored and waits for an operator. */
  KYC_UPLOADED: {
    tr: 'Belgeniz alındı ve incelemeye gönderildi. Sonuçlandığında size bildirim göndereceğiz.',
    en: 'Your document has been received and sent for review. We will notify you of the result.',
  },
  /** Back office: a document approved or rejected. */
  KYC_DECIDED: { tr: 'Karar kaydedildi.', en: 'The decision has been recorded.' },
  /** Back office: a campaign created or a new version of it saved (docs/backoffice.md "Campaigns"). */
  CAMPAIGN_SAVED: { tr: 'Kampanya kaydedildi.', en: 'The campaign has been saved.' },
  CAMPAIGN_RULES_SAVED: {
    tr: 'Kampanya kuralları kaydedildi; bundan sonra yapılan kuponlara uygulanır.',
    en: 'The campaign’s rules have been saved; they apply to bets placed from now on.',
  },
  CAMPAIGN_ENABLED: {
    tr: 'Kampanya yayında; oyuncular artık talep edebilir.',
    en: 'The campaign is live; players can now claim it.',
  },
  CAMPAIGN_DISABLED: {
    tr: 'Kampanya durduruldu; yeni talep alınmıyor, verilmiş bonuslar sürüyor.',
    en: 'The campaign has been stopped; no new claims, bonuses already granted carry on.',
  },
  // Content management (docs/backoffice.md "Content").
  /** Back office: a banner uploaded, edited, moved or removed. */
  BANNER_SAVED: { tr: 'Banner kaydedildi.', en: 'The banner has been saved.' },
  /** Back office: a UI string saved; the site shows it within seconds. */
  UI_STRING_SAVED: { tr: 'Metin kaydedildi.', en: 'The text has been saved.' },
  /** Back office: a popup uploaded, edited or removed (docs/backoffice.md "Content"). */
  POPUP_SAVED: { tr: 'Açılır pencere kaydedildi.', en: 'The popup has been saved.' },
  /** Back office: a site option saved; the site uses it within seconds. */
  SITE_OPTION_SAVED: { tr: 'Site ayarı kaydedildi.', en: 'The site setting has been saved.' },
  /** Back office: the footer's lists saved. */
  FOOTER_SAVED: { tr: 'Alt bilgi listeleri kaydedildi.', en: 'The footer lists have been saved.' },
  /** Back office: a grant list filed for a second operator (docs/backoffice.md "Grant lists"). */
  GRANT_LIST_FILED: {
    tr: 'Bonus listesi onaya gönderildi; başka bir yetkilinin 24 saat içinde onaylaması gerekiyor.',
    en: 'The grant list has been filed; a different operator must approve it within 24 hours.',
  },
  /** Back office: a game's names or category saved; the lobby shows them at once. */
  CATALOG_GAME_SAVED: {
    tr: 'Oyun kaydedildi; lobi değişikliği gösteriyor.',
    en: 'The game is saved and the lobby shows the change.',
  },
  /** Back office: a game's artwork uploaded. */
  CATALOG_ARTWORK_SAVED: {
    tr: 'Oyun görseli yüklendi; lobi yeni görseli gösteriyor.',
    en: 'The artwork is uploaded and the lobby shows it.',
  },
  /** Back office: a shared-round table opened again. */
  ROUND_TABLE_OPENED: {
    tr: 'Masa açıldı; yeni bahisler alınıyor.',
    en: 'The table is open and takes bets again.',
  },
  /** Back office: a shared-round table closed to new bets. */
  ROUND_TABLE_CLOSED: {
    tr: 'Masa kapatıldı; yeni bahis alınmıyor, süren tur normal şekilde sonuçlanacak.',
    en: 'The table is closed to new bets; the round under way will settle as usual.',
  },
  /** Back office: a promotion's or page's draft saved; players still see the published text. */
  CMS_DRAFT_SAVED: {
    tr: 'Taslak kaydedildi. Önizleyip yayımlayana kadar oyuncular eski hâlini görür.',
    en: 'Draft saved. Players keep seeing the published version until you publish.',
  },
  /** Back office: a draft published; the site shows it at once. */
  CMS_PUBLISHED: { tr: 'Yayımlandı; sitede hemen görünür.', en: 'Published; it shows on the site at once.' },
  /** Back office: a promotion or page switched on or off, or moved. */
  CMS_SAVED: { tr: 'Kaydedildi.', en: 'Saved.' },
  /** Back office: a promotion's or page's draft discarded; the published version stays. */
  CMS_DRAFT_DISCARDED: {
    tr: 'Taslak silindi; yayındaki hâli olduğu gibi duruyor.',
    en: 'Draft discarded; the published version stays as it was.',
  },
  /** Back office: a promotion or page deleted; the site stops showing it at once. */
  CMS_DELETED: { tr: 'Silindi; sitede artık görünmüyor.', en: 'Deleted; the site no longer shows it.' },
  /** Back office: a promotion's picture uploaded, to be saved with the draft. */
  CMS_IMAGE_UPLOADED: {
    tr: 'Görsel yüklendi. Taslağı kaydedip yayımlayınca sitede görünür.',
    en: 'Picture uploaded. It shows on the site once you save the draft and publish it.',
  },
} as const satisfies Record<string, Localized>

export type SuccessMessage = keyof typeof successMessages

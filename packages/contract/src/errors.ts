import { BONUS_MAX_STAKE } from './bonus-rules.js'
import { formatKurus, formatMoney } from './format.js'
import type { Locale, Localized } from './locale.js'

/**
 * Every error the API answers with is one of these codes (STYLE.md: the client branches on the code,
 * never on the text). `status` is the one code→HTTP map; `message` is what the player reads.
 */
export const errorCatalog = {
  /** A body, query or parameter failed its contract schema; `errors` names the fields. */
  VALIDATION_FAILED: {
    status: 400,
    message: { tr: 'Lütfen işaretli alanları kontrol edin.', en: 'Please check the highlighted fields.' },
  },
  /** The body is not JSON, or not the JSON the route expects. */
  MALFORMED_REQUEST: {
    status: 400,
    message: {
      tr: 'İstek okunamadı. Lütfen tekrar deneyin.',
      en: 'The request could not be read. Please try again.',
    },
  },
  /** The body is larger than the route accepts (a 400 like every other unreadable body). */
  PAYLOAD_TOO_LARGE: {
    status: 400,
    message: { tr: 'Gönderilen veri çok büyük.', en: 'The request is too large.' },
  },
  /** No route under /api/ matches the method and path. */
  NOT_FOUND: {
    status: 404,
    message: { tr: 'Aradığınız kayıt bulunamadı.', en: 'We could not find what you were looking for.' },
  },
  /** Login required: no token, an unknown token or an expired session. */
  UNAUTHORIZED: {
    status: 401,
    message: {
      tr: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
      en: 'Your session has ended. Please log in again.',
    },
  },
  /** Logged in, but this role may not do this. */
  FORBIDDEN: {
    status: 403,
    message: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  },
  /**
   * Password hashing is at capacity (docs/security.md: a global argon2 limit with a bounded queue); nothing
   * was done, `data.retryAfter` and Retry-After say when to try again.
   */
  SERVER_BUSY: {
    status: 503,
    message: {
      tr: 'Şu anda çok yoğunuz. Lütfen birkaç saniye sonra tekrar deneyin.',
      en: 'We are very busy right now. Please try again in a few seconds.',
    },
  },
  /**
   * The database connection broke while a write was under way (docs/operations.md "The chaos
   * run"): it may or may not have been done. The client checks before sending it again; a write
   * with an idempotency key (a slip's `placementKey`, a provider's transaction id) may be sent again
   * as it was. A read that breaks the same way answers SERVER_BUSY: nothing was done.
   */
  OUTCOME_UNKNOWN: {
    status: 503,
    message: {
      tr: 'Bağlantı işlem sırasında koptu; işleminiz tamamlanmış olabilir. Tekrar denemeden önce lütfen bakiyenizi ve geçmişinizi kontrol edin.',
      en: 'The connection dropped while we were handling your request, so it may have gone through. Please check your balance and history before trying again.',
    },
  },
  /** Too many requests from one address or for one account; try again later. */
  RATE_LIMITED: {
    status: 429,
    message: {
      tr: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
      en: 'Too many attempts. Please try again in a little while.',
    },
  },
  // -------------------------------------------------------------------------------------------
  // Accounts and sessions (docs/accounts.md)

  /**
   * Login refused: the user name is unknown or the password is wrong. Both get this same answer
   * (status, text and time) so a login never reveals whether a user name exists (SECURITY.md). Not
   * 401: the browser treats a 401 as "your session ended" and logs out (spec §4).
   */
  INVALID_CREDENTIALS: {
    status: 400,
    message: { tr: 'Kullanıcı adı veya şifre hatalı.', en: 'The username or password is incorrect.' },
  },
  /**
   * Login paused: 10 failed logins for this user name, or 50 from this address, within 15 minutes.
   * Every attempt is refused (a correct password too) until the pause ends; `data.retryAfter` holds
   * the seconds left. Unknown user names are paused alike, so the pause reveals nothing either.
   */
  LOGIN_THROTTLED: {
    status: 429,
    message: {
      tr: 'Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için giriş 15 dakika durduruldu; lütfen daha sonra tekrar deneyin.',
      en: 'Too many failed login attempts. For your security, logging in is paused for 15 minutes; please try again later.',
    },
  },
  // -------------------------------------------------------------------------------------------
  // Staff of the back office (docs/backoffice.md)

  /**
   * Staff sign-in: the password was right and two-factor is not set up yet. `data` holds
   * `{enrolToken, secret, otpauthUrl}`; the authenticator's first code goes to backoffice/auth/enrol.
   */
  TOTP_ENROL: {
    status: 401,
    message: {
      tr: 'İki adımlı doğrulamayı kurmanız gerekiyor. Kimlik doğrulama uygulamanıza anahtarı ekleyip ilk kodu girin.',
      en: 'You need to set up two-step verification. Add the key to your authenticator app and enter its first code.',
    },
  },
  /** Staff sign-in: the password was right; the authenticator's code (or a recovery code) is needed too. */
  TOTP_REQUIRED: {
    status: 401,
    message: {
      tr: 'Kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.',
      en: 'Enter the 6-digit code from your authenticator app.',
    },
  },
  /**
   * Staff sign-in or enrolment: the code is wrong, already used, or the enrolment token has ended.
   * Counted like a wrong password (LOGIN_THROTTLED after too many).
   */
  TOTP_INVALID: {
    status: 401,
    message: {
      tr: 'Doğrulama kodu hatalı veya süresi dolmuş. Lütfen uygulamadaki güncel kodu girin.',
      en: 'The verification code is wrong or has expired. Please enter the current code from the app.',
    },
  },
  /** Creating a staff member: another staff account has this user name (compared without case). */
  STAFF_USERNAME_TAKEN: {
    status: 409,
    message: {
      tr: 'Bu kullanıcı adıyla bir personel hesabı zaten var.',
      en: 'A staff account with this username already exists.',
    },
  },
  /**
   * An administrator tried to deactivate themself or take their own admin role away: the site
   * would be left without anyone who can manage staff.
   */
  OWN_STAFF_CHANGE: {
    status: 403,
    message: {
      tr: 'Kendi hesabınızı devre dışı bırakamaz veya kendi yönetici yetkinizi kaldıramazsınız.',
      en: 'You cannot deactivate your own account or remove your own administrator role.',
    },
  },
  /** The password was right but the account is suspended or closed by the operator. */
  ACCOUNT_DISABLED: {
    status: 403,
    message: {
      tr: 'Hesabınız askıya alınmıştır veya kapatılmıştır. Ayrıntılar için İletişim sayfasındaki kanallardan destek ekibimize yazın.',
      en: 'Your account has been suspended or closed. For details, write to our support team through the Contact Us page.',
    },
  },
  /** Registration: another account has this user name (compared without case); `errors.username` is `taken`. */
  USERNAME_TAKEN: {
    status: 400,
    message: {
      tr: 'Bu kullanıcı adı alınmış. Lütfen başka bir kullanıcı adı seçin.',
      en: 'This username is taken. Please choose another one.',
    },
  },
  /** Registration: another account has this e-mail address (compared without case); `errors.email` is `taken`. */
  EMAIL_TAKEN: {
    status: 400,
    message: {
      tr: 'Bu e-posta adresiyle kayıtlı bir hesap var. Şifrenizi unuttuysanız giriş formundaki “Şifremi Unuttum” bağlantısını kullanın.',
      en: 'An account with this email address already exists. If you forgot your password, use “Forgot password?” on the login form.',
    },
  },
  /**
   * A one-time code did not match. Recovery answers this for every failure (wrong, expired, used,
   * too many attempts, unknown user name), so it never tells whether the account exists.
   */
  CODE_INVALID: {
    status: 400,
    message: {
      tr: 'Kod hatalı veya artık geçerli değil. Lütfen kodu kontrol edin ya da yeni bir kod isteyin.',
      en: 'The code is wrong or no longer valid. Please check it or ask for a new one.',
    },
  },
  /** Phone verification: there is no usable code (expired after 10 minutes, used or cancelled). */
  CODE_EXPIRED: {
    status: 400,
    message: {
      tr: 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
      en: 'The code has expired. Please ask for a new one.',
    },
  },
  /** Phone verification: the fifth wrong code; the code is cancelled and a new one must be sent. */
  CODE_ATTEMPTS_EXCEEDED: {
    status: 400,
    message: {
      tr: 'Çok fazla hatalı kod girdiniz; bu kod iptal edildi. Lütfen yeni bir kod isteyin.',
      en: 'Too many wrong codes; this code has been cancelled. Please ask for a new one.',
    },
  },
  /** A new code was asked for less than 60 s after the last one (spec §4); `data.secondsLeft`. */
  RESEND_TOO_SOON: {
    status: 429,
    message: {
      tr: 'Yeni bir kod istemeden önce lütfen biraz bekleyin.',
      en: 'Please wait a little before asking for a new code.',
    },
  },
  /**
   * Phone verification: this account asked for or got wrong too many codes today (docs/security.md: codes
   * capped per account per day); `data.retryAfter` holds the seconds until it may try again.
   */
  CODE_LIMIT_REACHED: {
    status: 429,
    message: {
      tr: 'Bugün çok fazla doğrulama kodu istediniz veya hatalı kod girdiniz. Lütfen daha sonra tekrar deneyin.',
      en: 'You have asked for or mistyped too many verification codes today. Please try again later.',
    },
  },
  /** Phone verification: the number already received its hourly or daily share of codes (`data.retryAfter`). */
  SMS_NUMBER_LIMIT: {
    status: 429,
    message: {
      tr: 'Bu numaraya çok fazla kod gönderildi. Lütfen daha sonra tekrar deneyin.',
      en: 'Too many codes have been sent to this number. Please try again later.',
    },
  },
  /** Phone verification: too many codes were asked for from this connection (`data.retryAfter`). */
  SMS_ADDRESS_LIMIT: {
    status: 429,
    message: {
      tr: 'Bu bağlantıdan çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.',
      en: 'Too many codes have been requested from this connection. Please try again later.',
    },
  },
  /** The site's hourly SMS ceiling is reached (a flood guard for everyone); `data.retryAfter`. */
  SMS_BUSY: {
    status: 503,
    message: {
      tr: 'Şu anda SMS gönderemiyoruz. Lütfen biraz sonra tekrar deneyin.',
      en: 'We cannot send SMS messages right now. Please try again a little later.',
    },
  },
  /**
   * Phone verification: another account has already verified this number. A verified number
   * belongs to one account at a time (docs/security.md); that account must change its number first.
   */
  PHONE_IN_USE: {
    status: 409,
    message: {
      tr: 'Bu telefon numarası başka bir hesapta doğrulanmış. Lütfen başka bir numara girin veya destek ekibimize yazın.',
      en: 'This phone number is verified on another account. Please enter another number or write to our support team.',
    },
  },
  /**
   * A remembered session whose password was last given longer ago than the normal session lifetime
   * asked for a withdrawal or a change of password, e-mail or limits (docs/accounts.md "Remembered
   * sessions"): nothing was done; the browser asks the password (customer/confirmpassword) and retries.
   */
  PASSWORD_CONFIRMATION_REQUIRED: {
    status: 403,
    message: {
      tr: 'Güvenliğiniz için lütfen şifrenizi yeniden girin.',
      en: 'For your security, please enter your password again.',
    },
  },
  /** Change password: the old password is wrong. */
  OLD_PASSWORD_WRONG: {
    status: 400,
    message: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is incorrect.' },
  },
  /** Phone verification asked for the phone number that is already verified on this account. */
  PHONE_ALREADY_VERIFIED: {
    status: 400,
    message: {
      tr: 'Bu telefon numarası zaten doğrulanmış.',
      en: 'This phone number is already verified.',
    },
  },
  /** Session history: the session in use cannot be revoked there; logout ends it. */
  SESSION_IS_CURRENT: {
    status: 400,
    message: {
      tr: 'Kullandığınız oturumu buradan kapatamazsınız; bunun için çıkış yapın.',
      en: 'You cannot end the session you are using here; log out instead.',
    },
  },
  /** Activity statement (docs/player-protection.md): a period longer than STATEMENT_MAX_DAYS. */
  STATEMENT_RANGE_TOO_LONG: {
    status: 400,
    message: {
      tr: 'Bir hesap özeti en fazla 1 yıllık bir dönemi kapsayabilir. Lütfen daha kısa bir dönem seçin.',
      en: 'A statement can cover at most one year. Please choose a shorter period.',
    },
  },
  /** The GGR report (docs/backoffice.md "Reports"): a range longer than REPORTS.maxDays. */
  REPORT_RANGE_TOO_LONG: {
    status: 400,
    message: {
      tr: 'Bir rapor en fazla 366 günü kapsayabilir. Lütfen daha kısa bir aralık seçin.',
      en: 'A report can cover at most 366 days. Please choose a shorter range.',
    },
  },
  /** The SMS gateway refused or did not answer; the code was cancelled so the player may retry at once. */
  SMS_UNAVAILABLE: {
    status: 503,
    message: {
      tr: 'SMS şu anda gönderilemiyor. Lütfen biraz sonra tekrar deneyin.',
      en: 'We cannot send the SMS right now. Please try again in a little while.',
    },
  },

  // -------------------------------------------------------------------------------------------
  // Wallet and payments (docs/wallet.md)

  /**
   * The movement would take a balance below zero (a withdrawal above the cash balance, a bet above
   * the balance). Nothing moved; `data.balance` holds the true balance in lira.
   */
  INSUFFICIENT_FUNDS: {
    status: 400,
    message: { tr: 'Bakiyeniz bu işlem için yeterli değil.', en: 'Your balance is not enough for this.' },
  },
  /** The same idempotency key (payment, callback, provider transaction) came with different content. */
  CONFLICT: {
    status: 409,
    message: {
      tr: 'Bu işlem daha önce farklı bilgilerle kaydedilmiş.',
      en: 'This operation was already recorded with different details.',
    },
  },
  /** The payment method does not exist, is switched off, or is not for this direction. */
  PAYMENT_METHOD_UNAVAILABLE: {
    status: 400,
    message: {
      tr: 'Bu ödeme yöntemi şu anda kullanılamıyor.',
      en: 'This payment method is not available right now.',
    },
  },
  /** The amount is outside the method's minimum and maximum; `data` holds `min` and `max` in lira. */
  AMOUNT_OUT_OF_RANGE: {
    status: 400,
    message: {
      tr: 'Tutar bu yöntemin alt ve üst limitleri arasında olmalıdır. Lütfen tutarı değiştirin.',
      en: 'The amount must be within the limits of this method. Please change the amount.',
    },
    detail: {
      tr: 'Bu yöntemle en az {min}, en fazla {max} işlem yapabilirsiniz. Lütfen bu aralıkta bir tutar girin.',
      en: 'This method takes at least {min} and at most {max}. Please enter an amount in this range.',
    },
  },
  /** Withdrawals and the trial bonus need a verified phone number (dashboard, phone verification). */
  PHONE_NOT_VERIFIED: {
    status: 403,
    message: {
      tr: 'Bu işlem için önce telefon numaranızı doğrulamalısınız.',
      en: 'Please verify your phone number first.',
    },
  },
  /**
   * An operator decision, or a player's cancel or continue, on a payment that is no longer pending
   * (already confirmed, rejected or cancelled).
   */
  PAYMENT_NOT_PENDING: {
    status: 409,
    message: {
      tr: 'Bu ödeme artık beklemede değil.',
      en: 'This payment is no longer pending.',
    },
  },
  /** Continuing a gateway deposit past its end (DEPOSIT_PENDING_MINUTES, docs/wallet.md "Pending deposits"). */
  PAYMENT_EXPIRED: {
    status: 409,
    message: {
      tr: 'Bu para yatırma işleminin süresi doldu. Lütfen yeni bir para yatırma işlemi başlatın.',
      en: 'This deposit has expired. Please start a new deposit.',
    },
  },
  /**
   * An approval or rejection of a payment an operator froze (docs/backoffice.md "Payment and
   * document queues", Freeze), or a second freeze of it: it must be unfrozen first.
   */
  PAYMENT_FROZEN: {
    status: 409,
    message: {
      tr: 'Bu ödeme donduruldu; dondurma kaldırılmadan onaylanamaz veya reddedilemez.',
      en: 'This payment is frozen; it cannot be approved or rejected until it is unfrozen.',
    },
  },
  /**
   * A decision on a crypto withdrawal whose payout was sent to the processor (docs/payments.md
   * "Payouts"): its IPN settles it, paid or returned; no operator decides meanwhile.
   */
  PAYOUT_IN_PROGRESS: {
    status: 409,
    message: {
      tr: 'Bu çekimin kripto ödemesi işlemciye gönderildi; sonucu bekleniyor.',
      en: 'This withdrawal’s crypto payout has been sent to the processor; its result is awaited.',
    },
  },
  /**
   * The processor refused or did not answer a payout request (docs/payments.md "Payouts"): the
   * withdrawal stays pending with its money reserved, and may be approved again.
   */
  PAYOUT_FAILED: {
    status: 502,
    message: {
      tr: 'Kripto ödemesi işlemciye gönderilemedi. Çekim beklemede kaldı; daha sonra yeniden onaylayabilirsiniz.',
      en: 'The crypto payout could not be sent to the processor. The withdrawal is still pending; you can approve it again later.',
    },
  },
  /**
   * An approval of a crypto withdrawal whose coins are below the processor's minimum payout of its
   * coin (docs/payments.md "Minimum and fee"): nothing changes; `data` has the coins and the minimum.
   */
  PAYOUT_BELOW_MINIMUM: {
    status: 400,
    message: {
      tr: 'Bu çekimin kripto tutarı işlemcinin asgari ödeme tutarının altında; onaylanamaz. Çekimi reddedebilir veya oyuncudan daha yüksek bir tutar isteyebilirsiniz.',
      en: 'This withdrawal’s crypto amount is below the processor’s minimum payout, so it cannot be approved. You can reject it or ask the player for a larger amount.',
    },
  },
  /** Unfreezing a payment that is not frozen (another operator unfroze it first). */
  PAYMENT_NOT_FROZEN: {
    status: 409,
    message: {
      tr: 'Bu ödeme dondurulmuş değil; listeyi yenileyin.',
      en: 'This payment is not frozen; refresh the list.',
    },
  },
  /**
   * An operator tried to confirm or reject a payment of their own account (docs/security.md: no
   * self-approval).
   */
  OWN_PAYMENT_DECISION: {
    status: 403,
    message: {
      tr: 'Kendi hesabınıza ait bir ödeme hakkında karar veremezsiniz.',
      en: 'You cannot decide on a payment of your own account.',
    },
  },
  /**
   * A confirmation above the four-eyes threshold (PAYMENT_FOUR_EYES_TRY) by the operator who already
   * gave the first approval: a different operator must give the second.
   */
  SECOND_APPROVER_REQUIRED: {
    status: 403,
    message: {
      tr: 'Bu ödemeyi zaten onayladınız; ikinci onayı başka bir yetkili vermelidir.',
      en: 'You have already approved this payment; a different operator must give the second approval.',
    },
  },
  /**
   * Four eyes (docs/backoffice.md): the operator who filed a pending action tried to approve or
   * reject it; a different operator with the checker's role must decide it.
   */
  FOUR_EYES_SELF: {
    status: 403,
    message: {
      tr: 'Kendi oluşturduğunuz bir işlemi onaylayamaz veya reddedemezsiniz; kararı başka bir yetkili vermelidir.',
      en: 'You cannot approve or reject an action you filed yourself; a different operator must decide it.',
    },
  },
  /** A pending action was already approved or rejected (or expired) when the decision came. */
  /** A responsible-gaming flag already reviewed (docs/backoffice.md "Responsible-gaming flags"). */
  RG_FLAG_NOT_OPEN: {
    status: 409,
    message: {
      tr: 'Bu uyarı zaten incelenmiş; listeyi yenileyin.',
      en: 'This flag has already been reviewed. Please refresh the list.',
    },
  },
  /** A reconciliation difference already explained (docs/providers.md "Reconciliation"). */
  RECON_DIFFERENCE_NOT_OPEN: {
    status: 409,
    message: {
      tr: 'Bu fark zaten açıklanmış; listeyi yenileyin.',
      en: 'This difference has already been explained. Please refresh the list.',
    },
  },
  /**
   * A reconciliation asked for a provider that is not configured or has no report to fetch
   * (docs/providers.md "Reconciliation": `<PROVIDER>_REPORT_URL`, or the simulator in demo).
   */
  RECON_NO_REPORT_SOURCE: {
    status: 409,
    message: {
      tr: 'Bu sağlayıcının günlük raporu alınamıyor: sağlayıcı ya da rapor adresi yapılandırılmamış.',
      en: "This provider's daily report cannot be fetched: the provider or its report address is not configured.",
    },
  },
  ACTION_NOT_PENDING: {
    status: 409,
    message: {
      tr: 'Bu işlem artık onay beklemiyor; listeyi yenileyin.',
      en: 'This action is no longer waiting for a decision. Please refresh the list.',
    },
  },
  /** A pending action past its 24 hours: it can no longer be approved; file it again if still needed. */
  ACTION_EXPIRED: {
    status: 409,
    message: {
      tr: 'Bu işlemin onay süresi (24 saat) doldu. Gerekliyse yeniden oluşturun.',
      en: 'This action was not decided within 24 hours and has expired. File it again if it is still needed.',
    },
  },
  /**
   * Approving a correction that debits more than the balance holds: nothing moved and the action is
   * still pending; `data.balance` is the balance in lira.
   */
  CORRECTION_EXCEEDS_BALANCE: {
    status: 409,
    message: {
      tr: 'Düzeltme tutarı oyuncunun bakiyesinden fazla; bakiye eksiye düşemez. Hiçbir şey değişmedi.',
      en: "The debit is larger than the player's balance, which can never go below zero. Nothing was changed.",
    },
  },
  /**
   * A credit to the bonus balance of a player with no active bonus: bonus money belongs to a bonus
   * and its wagering (docs/bonuses.md), so there is nothing to add it to.
   */
  CORRECTION_NO_BONUS: {
    status: 409,
    message: {
      tr: 'Oyuncunun etkin bir bonusu yok; bonus bakiyesine ekleme yapılamaz.',
      en: 'The player has no active bonus, so nothing can be added to the bonus balance.',
    },
  },
  /**
   * A trader asked to correct or void a settled event after the correction window
   * (SPORTS_CORRECTION_WINDOW_HOURS after the final whistle): only an admin may ask then.
   */
  CORRECTION_WINDOW_CLOSED: {
    status: 403,
    message: {
      tr: 'Bu maçın düzeltme süresi doldu; artık yalnızca bir yönetici düzeltme isteyebilir.',
      en: 'The correction window for this match has closed; only an admin may ask for a correction now.',
    },
  },
  /** The staff member who asked for a correction of a settled event tried to approve it themselves. */
  OWN_CORRECTION_APPROVAL: {
    status: 403,
    message: {
      tr: 'Bu düzeltmeyi siz istediniz; onayı başka bir yetkili vermelidir.',
      en: 'You asked for this correction; a different staff member must approve it.',
    },
  },
  /** The event already has a correction waiting for approval: approve or reject that one first. */
  CORRECTION_PENDING: {
    status: 409,
    message: {
      tr: 'Bu maç için onay bekleyen bir düzeltme zaten var.',
      en: 'A correction of this match is already waiting for approval.',
    },
  },
  /**
   * The correction was already approved or rejected, or the event changed since it was asked for
   * (its figures no longer hold): ask again.
   */
  CORRECTION_NOT_PENDING: {
    status: 409,
    message: {
      tr: 'Bu düzeltme artık onay beklemiyor ya da maç o zamandan beri değişti; yeniden isteyin.',
      en: 'This correction is no longer waiting for approval, or the match has changed since; ask again.',
    },
  },
  /**
   * An operator tried to suspend, close or reactivate their own account (support tools, docs/security.md).
   */
  OWN_STATUS_CHANGE: {
    status: 403,
    message: {
      tr: 'Kendi hesabınızın durumunu değiştiremezsiniz.',
      en: 'You cannot change the status of your own account.',
    },
  },
  /** An operator account (any role but player) tried to bet, deposit or claim a bonus. */
  OPERATOR_CANNOT_PLAY: {
    status: 403,
    message: {
      tr: 'Yetkili hesaplarıyla oyun oynanamaz, para yatırılamaz ve bonus alınamaz.',
      en: 'Operator accounts cannot play, deposit or claim bonuses.',
    },
  },
  /**
   * The back office blocked this player's deposits, withdrawals or bets (docs/backoffice.md "The
   * player page"): a risk or payment check is under way. Balances and history stay readable.
   */
  DEPOSITS_BLOCKED: {
    status: 403,
    message: {
      tr: 'Hesabınızda para yatırma işlemleri geçici olarak durduruldu. Ayrıntılar için lütfen destek ekibimize yazın.',
      en: 'Deposits on your account have been paused for now. Please contact our support team for details.',
    },
  },
  WITHDRAWALS_BLOCKED: {
    status: 403,
    message: {
      tr: 'Hesabınızda para çekme işlemleri geçici olarak durduruldu. Ayrıntılar için lütfen destek ekibimize yazın.',
      en: 'Withdrawals from your account have been paused for now. Please contact our support team for details.',
    },
  },
  BETS_BLOCKED: {
    status: 403,
    message: {
      tr: 'Hesabınızda bahis ve oyun işlemleri geçici olarak durduruldu. Bakiyenizi ve geçmişinizi görebilirsiniz; ayrıntılar için lütfen destek ekibimize yazın.',
      en: 'Betting and play on your account have been paused for now. You can still see your balance and history; please contact our support team for details.',
    },
  },
  /** A payment-page link or a PSP webhook whose signature does not verify. */
  SIGNATURE_INVALID: {
    status: 401,
    message: {
      tr: 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen işlemi yeniden başlatın.',
      en: 'This link is not valid or has expired. Please start again.',
    },
  },
  /** The trial bonus was already claimed, or it is switched off (amount 0). */
  BONUS_UNAVAILABLE: {
    status: 400,
    message: {
      tr: 'Bu bonustan yararlanamazsınız.',
      en: 'This bonus is not available to you.',
    },
  },
  /**
   * A bonus claim while another bonus still holds money or is still in play: one bonus at a time
   * (docs/bonuses.md), so the player wagers or loses the current one first.
   */
  BONUS_ACTIVE: {
    status: 400,
    message: {
      tr: 'Aktif bir bonusunuz var. Yeni bir bonus almadan önce onun çevrim şartını tamamlayın.',
      en: 'You already have an active bonus. Please complete its wagering before claiming another.',
    },
  },
  /**
   * A bet larger than the maximum stake while a bonus is active (docs/bonuses.md); nothing is
   * written. `data.max` is the limit in lira.
   */
  BONUS_MAX_STAKE: {
    status: 400,
    message: {
      tr: `Aktif bir bonusunuz varken tek bahiste en fazla ${formatKurus(BONUS_MAX_STAKE * 100, 'tr', { whole: true })} yatırabilirsiniz.`,
      en: `While you have an active bonus, a single bet can be at most ${formatKurus(BONUS_MAX_STAKE * 100, 'en', { whole: true })}.`,
    },
  },
  /** Seamless wallet: a win or rollback names a bet we never received (PROVIDERS.md). */
  REF_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'İlgili bahis bulunamadı.',
      en: 'The bet this refers to was not found.',
    },
  },
  /** Seamless wallet: a win for a rolled-back bet, or a bet whose rollback arrived first. */
  BET_ROLLED_BACK: {
    status: 409,
    message: {
      tr: 'Bu bahis iptal edildi.',
      en: 'This bet has been cancelled.',
    },
  },

  // -------------------------------------------------------------------------------------------
  // Casino and Galata Originals (docs/casino.md)

  /** The game code and provider id name no game that can be launched (unknown, switched off). */
  GAME_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu oyun şu anda oynanamıyor. Lütfen lobiden başka bir oyun seçin.',
      en: 'This game is not available right now. Please choose another game from the lobby.',
    },
  },
  /**
   * The provider's launch call exists (spec §7) but its credentials are not configured, so its
   * games are not listed either (PROVIDERS.md: a provider without credentials is disabled).
   */
  PROVIDER_NOT_CONFIGURED: {
    status: 400,
    message: {
      tr: 'Bu oyun sağlayıcısı henüz hizmete açılmadı. Lütfen Galata Originals oyunlarını deneyin.',
      en: 'This game provider is not available yet. Please try the Galata Originals games.',
    },
  },
  /**
   * The game exists but the back office switched it (or its provider) off (docs/backoffice.md
   * "Casino catalogue"): it left the lobby, and a launch from an old page or link is refused.
   */
  GAME_DISABLED: {
    status: 403,
    message: {
      tr: 'Bu oyun şu anda kapalı. Lütfen lobiden başka bir oyun seçin.',
      en: 'This game is switched off for now. Please choose another game from the lobby.',
    },
  },
  /**
   * A category's new order does not name its games exactly once each (docs/backoffice.md "Casino
   * catalogue"); `data` lists the `missing`, `unknown` and `repeated` codes.
   */
  CATALOG_ORDER_MISMATCH: {
    status: 400,
    message: {
      tr: 'Sıralama, kategorideki oyunların her birini tam bir kez içermeli. Listeyi yenileyip tekrar deneyin.',
      en: 'The order must list every game of the category exactly once. Reload the list and try again.',
    },
  },
  /** A game page's token is missing, forged or expired; reopening the game from the lobby issues a new one. */
  GAME_SESSION_EXPIRED: {
    status: 401,
    message: {
      tr: 'Oyun oturumunuzun süresi doldu. Lütfen oyunu lobiden yeniden açın.',
      en: 'Your game session has expired. Please open the game again from the lobby.',
    },
  },
  /** The stake is outside the game's minimum and maximum; `data` holds `min` and `max` in lira. */
  BET_OUT_OF_RANGE: {
    status: 400,
    message: {
      tr: 'Bahis tutarı oyunun alt ve üst limitleri arasında olmalıdır.',
      en: 'The stake must be between the game’s minimum and maximum.',
    },
    detail: {
      tr: 'Bu oyunda bahis tutarı en az {min}, en fazla {max} olabilir. Lütfen bahsinizi değiştirin.',
      en: 'In this game a stake can be at least {min} and at most {max}. Please change your stake.',
    },
  },
  /** A move on a round that is not open (already settled, or another player's). */
  ROUND_NOT_ACTIVE: {
    status: 409,
    message: {
      tr: 'Bu tur sona erdi. Lütfen yeni bir tur başlatın.',
      en: 'This round is over. Please start a new round.',
    },
  },
  /** A new round of a multi-step game (mines) while the previous one is still open. */
  ROUND_IN_PROGRESS: {
    status: 409,
    message: {
      tr: 'Devam eden bir turunuz var; lütfen önce onu bitirin.',
      en: 'You have a round in progress; please finish it first.',
    },
  },
  /**
   * A bet beyond the two a player may hold in one Sky Aviator round (its two bet panels, docs/casino.md
   * "Two bets a round"); `data.max` is that number.
   */
  BET_LIMIT_REACHED: {
    status: 409,
    message: {
      tr: 'Bu turda en fazla iki bahis yapabilirsiniz. Yeni bahsinizi bir sonraki turda yapın.',
      en: 'You can place at most two bets in a round. Please place your next bet in the next round.',
    },
  },
  /**
   * A shared round no longer takes bets (Sky Aviator took off; a table's betting time ended). For a
   * table `data.next` is the next round `{roundId, opensAt, closesAt}` the page can offer.
   */
  BETTING_CLOSED: {
    status: 409,
    message: {
      tr: 'Bu turun bahisleri kapandı. Lütfen bir sonraki turu bekleyin.',
      en: 'Bets for this round are closed. Please wait for the next round.',
    },
  },
  /**
   * A decision (hit, stand, double, play, fold) outside its step's window: the step is over (the
   * table's default was taken) or has not begun. `data.step` is the current step, null when none.
   */
  DECISION_CLOSED: {
    status: 409,
    message: {
      tr: 'Bu karar için süre doldu; masa varsayılan hamleyi uyguladı.',
      en: 'The time for this decision is over; the table played its default move.',
    },
  },
  /** An action the bet may not take now (a hit on 21, a second double, a bet that already stood). */
  ACTION_NOT_ALLOWED: {
    status: 409,
    message: {
      tr: 'Bu el için bu hamle şu anda yapılamaz.',
      en: 'This move is not available for this hand now.',
    },
  },
  /** The verify API asked about a round that has not ended: its seed is revealed when it does. */
  ROUND_NOT_REVEALED: {
    status: 409,
    message: {
      tr: 'Bu tur henüz bitmedi; sunucu tohumu tur bittiğinde açıklanır.',
      en: 'This round has not ended yet; its server seed is revealed when it does.',
    },
  },

  // -------------------------------------------------------------------------------------------
  // Player protection (docs/player-protection.md). The limit refusals carry the tightest
  // limit in `data` (rgLimitRefusalSchema: kind, period, limit, remaining, resetsAt) so the page can
  // say how much is left and when it grows back; nothing was written.

  /** A deposit above what the deposit limit leaves (pending deposits count). */
  DEPOSIT_LIMIT: {
    status: 403,
    message: {
      tr: 'Bu yatırım, belirlediğiniz yatırım limitini aşıyor. Kalan limitiniz kadar yatırabilir ya da limitin yenilenmesini bekleyebilirsiniz.',
      en: 'This deposit is over the deposit limit you set. You can deposit up to what remains, or wait until the limit resets.',
    },
  },
  /** A bet whose stake could take the player past the loss limit (loss = stakes − wins in the period). */
  LOSS_LIMIT: {
    status: 403,
    message: {
      tr: 'Bu bahis, belirlediğiniz kayıp limitini aşabilir. Kalan limitiniz kadar bahis yapabilir ya da limitin yenilenmesini bekleyebilirsiniz.',
      en: 'This bet could take you over the loss limit you set. You can bet up to what remains, or wait until the limit resets.',
    },
  },
  /** A bet above what the wager limit leaves. */
  WAGER_LIMIT: {
    status: 403,
    message: {
      tr: 'Bu bahis, belirlediğiniz bahis limitini aşıyor. Kalan limitiniz kadar bahis yapabilir ya da limitin yenilenmesini bekleyebilirsiniz.',
      en: 'This bet is over the wagering limit you set. You can bet up to what remains, or wait until the limit resets.',
    },
  },
  /** The session-time limit is reached: no bets or game launches until `data.resetsAt` (TSİ midnight). */
  SESSION_LIMIT: {
    status: 403,
    message: {
      tr: 'Belirlediğiniz oyun süresi limitine ulaştınız. Limit yenilenene kadar oyun oynayamazsınız; bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.',
      en: 'You have reached the playing-time limit you set. You cannot play until the limit resets; you can still withdraw and see your history.',
    },
  },
  /** The player took a time-out (until `data.until`): only withdrawals and history until it ends. */
  TIMED_OUT: {
    status: 403,
    message: {
      tr: 'Hesabınız, seçtiğiniz mola süresi boyunca oyuna ve para yatırmaya kapalıdır. Bu sürede bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.',
      en: 'Your account is closed to play and deposits for the time-out you chose. Meanwhile you can withdraw your balance and see your history.',
    },
  },
  /**
   * A self-exclusion or time-out is in force for this person: on this account (until `data.until`,
   * null when it lasts until lifted), or on another account of theirs, found by the exclusion
   * register at sign-up, phone verification, deposit or identity approval (docs/player-protection.md
   * "The exclusion register"; `data.until` null at sign-up). Says why, and where to find help.
   */
  SELF_EXCLUDED: {
    status: 403,
    message: {
      tr: "Adınıza kayıtlı ve hâlâ geçerli bir kendini oyundan uzaklaştırma ya da mola bulunuyor. Bu süre boyunca yeni hesap açamaz, para yatıramaz, oyun oynayamaz ve bonus alamazsınız; bakiyenizi çekebilir ve geçmişinizi görebilirsiniz. Bunun bir hata olduğunu düşünüyorsanız destek ekibimize yazın. Kumarla ilgili ücretsiz ve gizli destek için Yeşilay Danışmanlık Merkezi'ni (YEDAM) 115'ten arayabilirsiniz.",
      en: 'A self-exclusion or time-out is in force in your name. While it lasts you cannot open a new account, deposit, play or claim bonuses; you can still withdraw your balance and see your history. If you think this is a mistake, please contact our support team. For free, confidential help with gambling, call the Yeşilay Counselling Centre (YEDAM) on 115.',
    },
  },
  /** A confirmation with no pending change for that limit, or before its 24 hours (`data.effectiveAt`). */
  RG_NOTHING_TO_CONFIRM: {
    status: 409,
    message: {
      tr: 'Onaylanacak bir limit değişikliği yok ya da bekleme süresi henüz dolmadı.',
      en: 'There is no limit change to confirm, or its waiting time is not over yet.',
    },
  },
  /**
   * A request to lift a self-exclusion before its period is over (`data.liftableFrom`), or while not
   * self-excluded. A time-out is never shortened either.
   */
  RG_LIFT_NOT_ALLOWED: {
    status: 409,
    message: {
      tr: 'Kendinizi uzaklaştırma süreniz dolmadan kaldırılmasını talep edemezsiniz.',
      en: 'You cannot ask to lift your self-exclusion before its period is over.',
    },
  },

  // Identity verification (docs/kyc.md). `KYC_REQUIRED` carries `data.link`, the
  // verification page (KYC_PAGE_PATH), which the client shows as a link.

  /**
   * A withdrawal, or a deposit that would take lifetime deposits past KYC_DEPOSIT_THRESHOLD_TRY,
   * before the identity document and the proof of address are both approved. Nothing was written.
   */
  KYC_REQUIRED: {
    status: 403,
    message: {
      tr: 'Bu işlem için kimliğinizi doğrulamanız gerekiyor. Lütfen Kimlik Doğrulama sayfasından kimlik belgenizi ve adres belgenizi yükleyin; onaylandıktan sonra işleminize devam edebilirsiniz.',
      en: 'Please verify your identity first. Upload your identity document and proof of address on the Identity Verification page; once they are approved you can continue.',
    },
  },
  /** The uploaded file is not a JPEG, PNG or PDF by its content (whatever its name says). */
  KYC_FILE_TYPE: {
    status: 400,
    message: {
      tr: 'Bu dosya türünü kabul edemiyoruz. Lütfen belgenizi JPEG, PNG fotoğraf veya PDF olarak yükleyin.',
      en: 'We cannot accept this type of file. Please upload your document as a JPEG or PNG photo or a PDF.',
    },
  },
  /** The uploaded file is larger than 10 MB (or empty). */
  KYC_FILE_SIZE: {
    status: 400,
    message: {
      tr: 'Dosya en fazla 10 MB olabilir. Lütfen daha küçük bir fotoğraf veya tarama yükleyin.',
      en: 'The file can be at most 10 MB. Please upload a smaller photo or scan.',
    },
  },
  /** The file name holds a path or control characters, or is empty or too long; `data.problem` says which. */
  KYC_FILE_NAME: {
    status: 400,
    message: {
      tr: 'Dosya adı geçersiz. Lütfen dosyanızı basit bir adla (örneğin kimlik.jpg) yeniden seçin.',
      en: 'The file name is not valid. Please choose the file again with a plain name (for example id.jpg).',
    },
  },
  /** The upload had no `kind` or no file, or more than one file. */
  KYC_UPLOAD_INVALID: {
    status: 400,
    message: {
      tr: 'Yükleme okunamadı. Lütfen belge türünü seçip tek bir dosya yükleyin.',
      en: 'The upload could not be read. Please choose the document type and upload one file.',
    },
  },
  /** A document of this kind already waits for review: one at a time per kind. */
  KYC_UPLOAD_PENDING: {
    status: 409,
    message: {
      tr: 'Bu türde incelemeyi bekleyen bir belgeniz var. Lütfen sonucunu bekleyin; size bildirim göndereceğiz.',
      en: 'A document of this type is already waiting for review. Please wait for the result; we will notify you.',
    },
  },
  /** A document of this kind is already approved; nothing more is needed. */
  KYC_ALREADY_APPROVED: {
    status: 409,
    message: {
      tr: 'Bu belge türü zaten onaylandı. Yeni bir belge yüklemenize gerek yok.',
      en: 'This type of document is already approved. You do not need to upload another one.',
    },
  },
  /** An operator decision on a document that is no longer pending. */
  KYC_NOT_PENDING: {
    status: 409,
    message: {
      tr: 'Bu belge artık incelemede değil.',
      en: 'This document is no longer waiting for review.',
    },
  },
  /** An operator tried to review a document of their own account. */
  KYC_OWN_DOCUMENT: {
    status: 403,
    message: {
      tr: 'Kendi hesabınıza ait bir belgeyi inceleyemezsiniz.',
      en: 'You cannot review a document of your own account.',
    },
  },

  // -------------------------------------------------------------------------------------------
  // The sportsbook (docs/sportsbook.md). INSUFFICIENT_FUNDS is the wallet's, above.

  /** A selection's market is suspended, settled or void: the slip must drop it. */
  MARKET_SUSPENDED: {
    status: 409,
    message: {
      tr: 'Seçtiğiniz bahislerden biri şu anda kapalı. Lütfen onu kupondan çıkarıp tekrar deneyin.',
      en: 'One of your selections is closed right now. Please remove it from your slip and try again.',
    },
  },
  /** A price moved and the odds-change policy does not accept it; `data.legs` holds the new odds. */
  ODDS_CHANGED: {
    status: 409,
    message: {
      tr: 'Oranlar değişti. Kupondaki yeni oranları kontrol edip tekrar onaylayın.',
      en: 'The odds have changed. Please check the new odds on your slip and confirm again.',
    },
  },
  /** A pre-match selection whose event has already kicked off. */
  EVENT_STARTED: {
    status: 409,
    message: {
      tr: 'Seçtiğiniz maçlardan biri başladı. Lütfen onu kupondan çıkarın.',
      en: 'One of your matches has already started. Please remove it from your slip.',
    },
  },
  /** Two selections of one event on a combination or system. */
  COMBO_SAME_EVENT: {
    status: 400,
    message: {
      tr: 'Aynı maçtan birden fazla seçim kombine kupona eklenemez. Lütfen birini çıkarın.',
      en: 'A combination cannot hold two selections from the same match. Please remove one.',
    },
  },
  /**
   * A bet at a boosted price whose boost is not live: not started yet, past its end, ended by the
   * operator, or its match kicked off (docs/sportsbook.md "Boosted odds").
   */
  BOOST_NOT_LIVE: {
    status: 409,
    message: {
      tr: 'Bu oran artırımı artık geçerli değil. Seçimi kupondan çıkarıp güncel oranla yeniden ekleyebilirsiniz.',
      en: 'This odds boost is no longer available. Remove the selection and add it again at the current price.',
    },
  },
  /** A stake above the boost's maximum per bet; `data.maxStake` in lira. */
  BOOST_MAX_STAKE: {
    status: 400,
    message: {
      tr: 'Artırılmış oranla yatırabileceğiniz tutar sınırlıdır. Lütfen tutarı düşürün.',
      en: 'The stake at a boosted price is limited. Please lower your stake.',
    },
    detail: {
      tr: 'Bu oran artırımında bahis başına en fazla {maxStake} yatırabilirsiniz.',
      en: 'The most you can stake on this boost is {maxStake} a bet.',
    },
  },
  /** The boost's open tickets would pay more than its liability cap together: it is fully taken. */
  BOOST_LIABILITY: {
    status: 400,
    message: {
      tr: 'Bu oran artırımının bahis limiti doldu. Seçimi güncel oranla oynayabilirsiniz.',
      en: 'This odds boost has reached its betting limit. You can still bet on the selection at the current price.',
    },
  },
  /** A slip naming a freebet that is not the player's, or unknown (docs/sportsbook.md "Sports promotions"). */
  FREEBET_UNAVAILABLE: {
    status: 404,
    message: {
      tr: 'Bu freebet hesabınızda bulunamadı.',
      en: 'This free bet is not in your account.',
    },
  },
  /** The freebet's validity ended before the slip was placed. */
  FREEBET_EXPIRED: {
    status: 409,
    message: {
      tr: 'Bu freebet’in süresi doldu, artık kullanılamaz.',
      en: 'This free bet has expired and can no longer be used.',
    },
  },
  /** The freebet already paid for another ticket (also the loser of two placements racing for it). */
  FREEBET_USED: {
    status: 409,
    message: {
      tr: 'Bu freebet başka bir kuponda kullanıldı.',
      en: 'This free bet has already been used on another bet.',
    },
  },
  /** The ticket's total odds are below the freebet's minimum; `data.minOdds`. */
  FREEBET_MIN_ODDS: {
    status: 400,
    message: {
      tr: 'Freebet bu kadar düşük oranlı bir kuponda kullanılamaz.',
      en: 'This free bet cannot be used on a bet at such low odds.',
    },
    detail: {
      tr: 'Freebet’i kullanmak için kuponun toplam oranı en az {minOdds} olmalı.',
      en: 'To use this free bet, the total odds of your bet must be at least {minOdds}.',
    },
  },
  /** A freebet slip whose stake is not the freebet's amount, or a system bet; `data.amount`. */
  FREEBET_STAKE: {
    status: 400,
    message: {
      tr: 'Freebet tek veya kombine kuponda, tutarının tamamıyla kullanılır.',
      en: 'A free bet is used in full, on a single or a combination bet.',
    },
    detail: {
      tr: 'Bu freebet’in tutarı {amount}.',
      en: 'This free bet is worth {amount}.',
    },
  },
  /** A bet builder's selections cannot all happen in one match (2–0 with both teams scoring). */
  BUILDER_IMPOSSIBLE: {
    status: 400,
    message: {
      tr: 'Bu seçimler aynı maçta birlikte gerçekleşemez. Lütfen birini değiştirin.',
      en: 'These selections cannot all happen in the same match. Please change one of them.',
    },
  },
  /** A selection the bet builder does not take (another sport, an Asian line, a closed market). */
  BUILDER_UNSUPPORTED: {
    status: 400,
    message: {
      tr: 'Bu seçim Maç Kombini’ne eklenemez. Maç Kombini yalnızca başlamamış futbol maçlarının sonuç, gol, karşılıklı gol, handikap, skor ve ilk yarı bahislerini alır.',
      en: 'This selection cannot go into a bet builder. Bet builders take only result, goals, both-teams-to-score, handicap, correct score and half-time selections of football matches not yet started.',
    },
  },
  /** Two selections of one market (the same market and line) in a bet builder. */
  BUILDER_SAME_MARKET: {
    status: 400,
    message: {
      tr: 'Maç Kombini’nde aynı bahisten yalnızca bir seçim olabilir. Lütfen birini çıkarın.',
      en: 'A bet builder can hold only one selection from each market. Please remove one.',
    },
  },
  /** A bet builder near-certain (below the lowest price) or longer than the highest price. */
  BUILDER_OUT_OF_RANGE: {
    status: 400,
    message: {
      tr: 'Bu Maç Kombini için oran verilemiyor: sonuç ya neredeyse kesin ya da çok düşük ihtimalli. Lütfen bir seçimi değiştirin.',
      en: 'This bet builder cannot be priced: it is either almost certain or too unlikely. Please change a selection.',
    },
  },
  /** A shared coupon code that is not 8 letters and digits of the code alphabet (docs/sportsbook.md "Coupon codes"). */
  COUPON_CODE_INVALID: {
    status: 400,
    message: {
      tr: 'Kupon kodu 8 karakterden oluşur (harf ve rakam). Lütfen kodu kontrol edin.',
      en: 'A coupon code has 8 characters (letters and digits). Please check the code.',
    },
  },
  /** A well-formed coupon code that no coupon has, or whose coupon has expired. */
  COUPON_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu kupon kodu bulunamadı ya da süresi doldu. Paylaşılan kuponlar 7 gün geçerlidir.',
      en: 'This coupon code was not found or has expired. Shared coupons are valid for 7 days.',
    },
  },
  /** More selections than the slip allows (30 on a combination, 16 on a system). */
  TOO_MANY_LEGS: {
    status: 400,
    message: {
      tr: 'Kuponda çok fazla seçim var: kombinede en fazla 30, sistemde en fazla 16 seçim olabilir.',
      en: 'Your slip has too many selections: at most 30 on a combination and 16 on a system.',
    },
  },
  /** A selection needs more events on the slip (MBS); `data.mbs` says how many. */
  MBS_NOT_MET: {
    status: 400,
    message: {
      tr: 'Seçimlerinizden biri için kuponda daha fazla maç olmalı (MBS). Lütfen maç ekleyin.',
      en: 'One of your selections needs more matches on the slip (minimum events). Please add matches.',
    },
  },
  /** The stake is below the minimum; `data.minStake` in lira. */
  STAKE_TOO_LOW: {
    status: 400,
    message: {
      tr: 'Kupon tutarı en düşük tutarın altında. Lütfen tutarı artırın.',
      en: 'The stake is below the minimum. Please raise it.',
    },
    detail: {
      tr: 'Kupon tutarı en az {minStake} olmalı. Lütfen tutarı artırın.',
      en: 'The stake must be at least {minStake}. Please raise it.',
    },
  },
  /** The stake is above the slip's maximum; `data.maxStake` is the highest stake that fits. */
  STAKE_TOO_HIGH: {
    status: 400,
    message: {
      tr: 'Kupon tutarı izin verilenden yüksek. Kuponda gösterilen en yüksek tutarı veya daha azını girin.',
      en: 'The stake is above the maximum. Enter the highest stake shown on your slip, or less.',
    },
    detail: {
      tr: 'Bu kupona en fazla {maxStake} yatırabilirsiniz. Lütfen tutarı düşürün.',
      en: 'The most you can stake on this slip is {maxStake}. Please lower your stake.',
    },
  },
  /**
   * The potential payout would pass the maximum payout; `data.maxStake` is the highest stake whose
   * payout fits and `data.maxPayout` the cap, in lira.
   */
  MAX_PAYOUT: {
    status: 400,
    message: {
      tr: 'Bu kupon en yüksek ödeme tutarını aşıyor. Lütfen kuponda gösterilen en yüksek tutarı veya daha azını girin.',
      en: 'This slip would pay more than the maximum payout. Please enter the highest stake shown on your slip, or less.',
    },
    detail: {
      tr: 'Bu kupon en yüksek ödeme tutarını aşıyor; en fazla {maxStake} yatırabilirsiniz. Lütfen tutarı düşürün.',
      en: 'This slip would pay more than the maximum payout: the most you can stake on it is {maxStake}. Please lower your stake.',
    },
  },
  /**
   * The player's pending and open tickets on one of the slip's events would pay more than the
   * per-player, per-event maximum (SPORTS_RISK.playerEventPayoutMax, half in play);
   * `data.maxStake` is the highest stake that still fits and `data.maxPayout` the cap, in lira.
   */
  EVENT_PAYOUT_LIMIT: {
    status: 400,
    message: {
      tr: 'Bu maçtaki kuponlarınızın toplam olası kazancı, bir maç için izin verilen en yüksek tutarı aşıyor. Lütfen tutarı düşürün.',
      en: 'Your bets on this match would together pay more than the most allowed on one match. Please lower your stake.',
    },
    detail: {
      tr: 'Bu maçtaki kuponlarınızın toplam olası kazancı en fazla {maxPayout} olabilir; bu kupona en fazla {maxStake} yatırabilirsiniz.',
      en: 'Your bets on this match may pay at most {maxPayout} in total: the most you can stake on this slip is {maxStake}.',
    },
  },

  /**
   * The cash-out offer moved from the one the player saw and they did not agree to changes;
   * `data.offer` is the new offer in lira. In play also when a leg's match state moved while the
   * request was held (`data.reason: 'state_changed'`), whatever the player agreed to.
   */
  CASHOUT_CHANGED: {
    status: 409,
    message: {
      tr: 'Bozdurma teklifi değişti. Lütfen yeni teklifi kontrol edip tekrar onaylayın.',
      en: 'The cash-out offer has changed. Please check the new offer and confirm again.',
    },
    detail: {
      tr: 'Bozdurma teklifi değişti; yeni teklif {offer}. Lütfen kontrol edip tekrar onaylayın.',
      en: 'The cash-out offer has changed: the new offer is {offer}. Please check it and confirm again.',
    },
  },
  /**
   * No cash-out for this ticket now; `data.reason`: `system` (never on systems), `settled` (it has
   * ended or is ending), `suspended` (a selection's market is closed for now), `no_price`.
   */
  CASHOUT_UNAVAILABLE: {
    status: 409,
    message: {
      tr: 'Bu kupon için şu anda bozdurma teklifi yok. Bahis kapalıyken veya kupon sonuçlandığında bozdurma yapılamaz.',
      en: 'There is no cash-out offer for this bet right now. Cash-out is not available while a market is closed or once the bet has been settled.',
    },
  },
  /** Anything we did not foresee; logged with the request id, never shown in detail. */
  INTERNAL: {
    status: 500,
    message: {
      tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
      en: 'Something went wrong on our side. Please try again later.',
    },
  },
  /** The database or another dependency is not reachable. */
  UNAVAILABLE: {
    status: 503,
    message: {
      tr: 'Hizmet şu anda kullanılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
      en: 'The service is unavailable right now. Please try again in a few minutes.',
    },
  },
  /** A new campaign's code is already used by another campaign (docs/backoffice.md "Campaigns"). */
  CAMPAIGN_CODE_TAKEN: {
    status: 409,
    message: {
      tr: 'Bu kod başka bir kampanyada kullanılıyor; farklı bir kod seçin.',
      en: 'Another campaign already uses this code. Please choose a different one.',
    },
  },
  /**
   * Sports rules sent for a campaign of another kind, or a campaign's generic save used on a sports
   * campaign, whose rules have their own form (docs/sportsbook.md "Sports promotions").
   */
  CAMPAIGN_KIND_MISMATCH: {
    status: 409,
    message: {
      tr: 'Bu kurallar bu kampanyanın türüne uymuyor. Listeyi yenileyip kampanyanın kendi formunu kullanın.',
      en: 'These rules do not fit this campaign’s kind. Refresh the list and use the campaign’s own form.',
    },
  },
  // Content management (docs/backoffice.md "Content").
  /** A banner file that is not PNG, JPEG or WebP by its bytes. */
  BANNER_FILE_TYPE: {
    status: 400,
    message: {
      tr: 'Bu dosya türü kabul edilmiyor. Lütfen PNG, JPEG veya WebP biçiminde bir görsel yükleyin.',
      en: 'This type of file is not accepted. Please upload a PNG, JPEG or WebP image.',
    },
  },
  /** A banner file larger than BANNER_UPLOAD.maxBytes (or empty). */
  BANNER_FILE_SIZE: {
    status: 400,
    message: {
      tr: 'Görsel en fazla 2 MB olabilir. Lütfen daha küçük bir dosya seçin.',
      en: 'The image can be at most 2 MB. Please choose a smaller file.',
    },
  },
  /** The upload was not multipart, had no file, more than one, or an unknown field. */
  BANNER_UPLOAD_INVALID: {
    status: 400,
    message: {
      tr: 'Yükleme okunamadı. Lütfen tek bir görsel seçip formu yeniden gönderin.',
      en: 'The upload could not be read. Please choose one image and send the form again.',
    },
  },
  /** The UI string key is not one of the site's keys. */
  UI_STRING_UNKNOWN: {
    status: 404,
    message: {
      tr: 'Bu anahtarla bir arayüz metni yok. Lütfen listeden bir metin seçin.',
      en: 'There is no UI string with this key. Please choose one from the list.',
    },
  },
  /** A grant list's file has no rows, no `player` and `amount` header, or too many rows (docs/backoffice.md "Grant lists"). */
  GRANT_LIST_UNREADABLE: {
    status: 400,
    message: {
      tr: 'Dosya okunamadı. İlk satırda “player” (veya “oyuncu”) ve “amount” (veya “tutar”) başlıkları, altında en az bir, en fazla 1000 satır olmalı.',
      en: 'The file could not be read. Its first line must name the “player” and “amount” columns, with at least one and at most 1,000 rows below it.',
    },
  },
  /** A grant list with a row in error cannot be filed; `data` is the list with each row's problem. */
  GRANT_LIST_INVALID: {
    status: 400,
    message: {
      tr: 'Listede hatalı satırlar var. Hataları düzeltip dosyayı yeniden yükleyin; hiçbir şey kaydedilmedi.',
      en: 'The list has rows in error. Correct them and upload the file again; nothing was filed.',
    },
  },
  /**
   * The operator closed this table to new bets (docs/backoffice.md "Tables and rounds"); a round
   * already under way still settles.
   */
  TABLE_CLOSED: {
    status: 409,
    message: {
      tr: 'Bu masa şu anda kapalı ve yeni bahis almıyor. Lütfen daha sonra tekrar deneyin ya da başka bir masa seçin.',
      en: 'This table is closed for now and takes no new bets. Please try again later or choose another table.',
    },
  },
  // Promotions and pages: drafts, preview, publish (docs/backoffice.md "Content").
  /** A new promotion's link name is already used by another promotion. */
  PROMOTION_SLUG_TAKEN: {
    status: 409,
    message: {
      tr: 'Bu bağlantı adı başka bir promosyonda kullanılıyor; farklı bir ad seçin.',
      en: 'Another promotion already uses this link name. Please choose a different one.',
    },
  },
  /** Publish with no saved draft. */
  CMS_NOTHING_TO_PUBLISH: {
    status: 409,
    message: {
      tr: 'Yayımlanacak bir taslak yok. Önce değişiklikleri kaydedin.',
      en: 'There is no draft to publish. Please save your changes first.',
    },
  },
  /** Discard with no saved draft. */
  CMS_NO_DRAFT: {
    status: 409,
    message: {
      tr: 'Silinecek bir taslak yok; yayındaki hâli zaten gösteriliyor.',
      en: 'There is no draft to discard; the published version is already what you see.',
    },
  },
  /** A preview link that is unknown, expired, or whose draft has since been published. */
  CMS_PREVIEW_EXPIRED: {
    status: 404,
    message: {
      tr: 'Bu önizleme bağlantısının süresi dolmuş. Panelden yeni bir önizleme açın.',
      en: 'This preview link has expired. Please open a new preview from the console.',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized; detail?: Localized }>

export type ErrorCode = keyof typeof errorCatalog

/**
 * What the player reads for an error (docs/content.md: an error says what to do next). An entry with a
 * `detail` text names figures of the refusal (`{min}`, `{max}`: lira in the error's `data`); when
 * `data` carries every one of them the detail is used, otherwise the general `message`.
 */
export function errorMessage(code: ErrorCode, locale: Locale, data?: unknown): string {
  const entry: { message: Localized; detail?: Localized } = errorCatalog[code]
  if (!entry.detail || typeof data !== 'object' || data === null) return entry.message[locale]
  const values = data as Record<string, unknown>
  let complete = true
  const text = entry.detail[locale].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key]
    if (typeof value !== 'number' || !Number.isFinite(value)) complete = false
    return typeof value === 'number' ? formatMoney(value, locale, { whole: true }) : ''
  })
  return complete ? text : entry.message[locale]
}

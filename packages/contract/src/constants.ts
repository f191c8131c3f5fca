/**
 * Business constants and limits of spec §9 (and the few of §2–§5 that both sides need). The server
 * validates with them and the web app lays out and times its screens with them, so a limit changes
 * in one place. Timings are in milliseconds, sizes in CSS pixels unless the name says otherwise.
 */

/** Players must be adults (SECURITY.md, UKGC/MGA); checked on the birth date at registration. */
export const MIN_PLAYER_AGE = 18

/** Field lengths of spec §5 (inclusive). */
export const LIMITS = {
  /** Staff of the back office (docs/backoffice.md): a longer password than a player's, like ADMIN_PASSWORD. */
  staff: { passwordMin: 12 },
  /** The player page's notes and tags (docs/backoffice.md "The player page"). */
  playerNotes: { textMin: 3, textMax: 2000 },
  playerTags: { max: 8 },
  login: {
    /**
     * Spec §5 says 1–50; docs/security.md holds login to the registration rule (5–30 letters a–z and
     * digits), so no other spelling of a name (`İ`, other scripts) reaches the database.
     */
    usernameMin: 5,
    usernameMax: 30,
    passwordMin: 3,
    passwordMax: 100,
  },
  register: {
    nameMin: 2,
    nameMax: 100,
    usernameMin: 5,
    usernameMax: 30,
    emailMin: 5,
    emailMax: 100,
    phoneMin: 5,
    phoneMax: 20,
    /**
     * NIST SP 800-63B §3.1.1.2: a chosen password has at least 8 characters (spec §5 said 5). Only
     * new passwords (registration, reset, change) are held to it; one chosen under the earlier
     * minimum still logs in (`login.passwordMin`) and still counts as the old password on a change.
     */
    passwordMin: 8,
    /** Not in the spec: capped at the login maximum, or a longer password could never log in. */
    passwordMax: 100,
    birthYearMin: 1900,
  },
  phone: {
    min: 5,
    max: 20,
    /** One-time SMS code: exactly this many digits. */
    codeLength: 6,
  },
  recovery: {
    /**
     * Spec §5 says 2–20, but registration allows 30: raised to the registration maximum so every
     * player can recover an account (docs/accounts.md); docs/security.md applies the whole
     * registration rule (5–30 letters a–z and digits), as for login.
     */
    usernameMin: 5,
    usernameMax: 30,
    codeMin: 3,
    codeMax: 20,
    /** A new password: as at registration (NIST SP 800-63B, 8). */
    passwordMin: 8,
    passwordMax: 100,
  },
  changePassword: {
    /** The new password: as at registration (NIST SP 800-63B, 8). */
    passwordMin: 8,
    passwordMax: 100,
    /** The current password may be one chosen under the earlier minimum of 5 characters. */
    oldPasswordMin: 5,
  },
  callback: {
    nameMin: 5,
    nameMax: 30,
    messageMin: 5,
    messageMax: 100,
    contactMin: 5,
    contactMax: 30,
    contactsMin: 1,
    contactsMax: 5,
  },
  paging: {
    skipMin: 0,
    takeMin: 1,
    takeMax: 100,
  },
  /** Bounds that keep request bodies small; not in the spec. */
  payload: {
    idsMax: 100,
    searchMax: 100,
    gameCodeMax: 100,
    urlMax: 500,
    paymentDetailKeysMax: 30,
    paymentDetailKeyMax: 50,
    paymentDetailValueMax: 200,
  },
} as const

/**
 * SMS codes per destination number (docs/security.md, SMS pumping): whoever asks, one number receives at
 * most this many verification codes in a fixed hour and a fixed day. The per-address and global
 * ceilings depend on the deployment and are configured on the server (SMS_ADDRESS_MAX_PER_HOUR,
 * SMS_GLOBAL_MAX_PER_HOUR).
 */
export const SMS_LIMITS = {
  perNumberHour: 3,
  perNumberDay: 10,
} as const

/** Values the client sends by default (spec §3, §7, §9). */
export const DEFAULTS = {
  /** Türkiye in the countries list. */
  countryId: 235,
  currencyId: 1,
  /** Turkish mobile numbers are entered as ten digits after this prefix. */
  phonePrefix: '90',
  phoneMaskDigits: 10,
  birthDatePlaceholder: '01-01-1970',
  /** `cms/contentlist` category of the static pages (the general terms are /pages/1). */
  staticContentCategoryId: 1,
  generalTermsPageId: 1,
  topWinnersCount: 40,
  notificationSkip: 0,
  notificationTake: 100,
  gameSearchTake: 5,
  /** Winner and balance amounts are shown with two decimals and the currency symbol. */
  amountFractionDigits: 2,
  currencyCode: 'TRY',
  currencySymbol: '₺',
  numberLocale: 'tr-TR',
} as const

export const PHONE_PREFIX = DEFAULTS.phonePrefix
export const DEFAULT_COUNTRY_ID = DEFAULTS.countryId
export const DEFAULT_CURRENCY_ID = DEFAULTS.currencyId
export const TOP_WINNERS_COUNT = DEFAULTS.topWinnersCount
export const GAME_SEARCH_TAKE = DEFAULTS.gameSearchTake
export const STATIC_CONTENT_CATEGORY_ID = DEFAULTS.staticContentCategoryId

/** Delays of spec §2, §4 and §9. */
export const TIMINGS = {
  balancePollMs: 10_000,
  /** The server enforces the same interval (SECURITY.md), so a client timer cannot be bypassed. */
  codeResendMs: 60_000,
  /** One-time codes expire within 10 minutes (SECURITY.md). */
  codeTtlMs: 10 * 60_000,
  trialDialogCloseMs: 1_000,
  loginAfterPasswordResetMs: 1_000,
  dialogCloseOnLoadErrorMs: 100,
  dialogCloseAfterWithdrawMs: 500,
  logoutReloadMs: 300,
  languageReloadMs: 100,
  carouselRefreshMs: 100,
  appSettingsLinkDelayMs: 1_000,
  drawerTransitionMs: 150,
  liveChatFallbackMs: 5_000,
  fingerprintComponentTimeoutMs: 1_000,
  numberInputRepeatDelayMs: 500,
  numberInputRepeatIntervalMs: 40,
} as const

/** The dismissible domain-change banner at the top of the home page. */
export const TOP_BANNER = {
  storageKey: 'topNotifyRead',
  readValue: 'yes',
  collapseMs: 500,
  scrollMs: 20_000,
  heightPx: 30,
} as const

export const TOAST = {
  durationMs: {
    blank: 4_000,
    error: 4_000,
    success: 4_000,
    warning: 4_000,
    info: 4_000,
    loading: 30_000,
  },
  position: 'top-center',
  maxVisible: 5,
  enterMs: 350,
  exitMs: 800,
} as const

export const NOTIFICATIONS = {
  /** From this many unread the badge reads "9+"; below it shows the count. */
  badgeCap: 9,
  popoverWidthPx: 386,
  /** Below this width the list opens as a bottom sheet instead of a popover. */
  mobileBreakpointPx: 900,
} as const

export const LAYOUT = {
  headerHideScrollPx: 100,
  menuDropdownWidthPx: 230,
  tooltipMaxWidthPx: 350,
  tooltipZIndex: 9999,
  mobileNavBarHeightPx: 60,
  playTopBarHeightPx: 35,
  dialogHeightPx: 699,
  dialogWidth: 'clamp(110px, 90vw, 990px)',
  callbackDialogWidth: 'clamp(110px, 90vw, 454px)',
  spinnerSizePx: 100,
  /** Popup banner picture sources switch at these widths (images[2] from 992, images[1] from 1200). */
  popupBreakpointsPx: { medium: 992, large: 1200 },
} as const

export const CAROUSEL = {
  banner: {
    breakpointsPx: [0, 768, 992, 1920],
    slidesPerView: 1,
    spaceBetweenPx: 20,
    loop: false,
    autoplayMs: 5_000,
    disableOnInteraction: false,
    imageMinHeight: '15rem',
    imageMaxHeight: '27rem',
    imageMaxHeightPaddedMobile: '25rem',
    placeholderSlides: 3,
  },
  providers: {
    autoplayMs: 2_000,
    slidesPerViewSmall: 3,
    slidesPerViewLarge: 7,
    largeFromPx: 992,
    startDelayMs: 500,
  },
} as const

export const CELEBRATION = {
  confettiParticles: 150,
} as const

/** SignalR client defaults of spec §7/§9; the hub answers pings within the server timeout. */
export const REALTIME = {
  hubPath: '/hub/frnotify',
  /** The one hub method the server invokes on a client: `NotifyMessage(command, message)`. */
  clientMethod: 'NotifyMessage',
  serverTimeoutMs: 30_000,
  keepAliveIntervalMs: 15_000,
  /** After the last delay the client stops reconnecting. */
  reconnectDelaysMs: [0, 2_000, 10_000, 30_000],
  bufferBytes: 100_000,
  longPollTimeoutMs: 100_000,
} as const

/** Browser storage keys of spec §3; logout clears all of them. */
export const STORAGE_KEYS = {
  authData: 'authData',
  lang: 'lang',
  fingerprint: 'fingerprint',
  bootstrap: 'bootstrap',
  topNotifyRead: TOP_BANNER.storageKey,
  /** Referral id kept from a landing link and sent once with registration. */
  refId: 'refId',
  /** Hash of the first-visit popup last shown, so it shows once per distinct content. */
  firstPopupHash: 'firstPopupHash',
} as const

/** Live casino filter of spec §2: the tab label and the category it selects (`null`: no filter). */
export const LIVE_CASINO_FILTERS = [
  { label: 'All', category: null },
  { label: 'Roulette', category: 'Live Roulette' },
  { label: 'Blackjack', category: 'Live Blackjack' },
  { label: 'Poker', category: 'Live Poker' },
  { label: 'Baccarat', category: 'Live Baccarat' },
  { label: 'Dealer', category: 'Live Dealer' },
] as const

/** The fingerprint library may send one anonymous log in this many page loads. */
export const FINGERPRINT_LOG_SAMPLE_RATE = 1 / 100_000

/** The unread badge text: the count up to 8, "9+" from 9 (spec §4). */
export function badgeText(unread: number): string {
  if (unread <= 0) return ''
  return unread >= NOTIFICATIONS.badgeCap ? `${NOTIFICATIONS.badgeCap}+` : String(unread)
}

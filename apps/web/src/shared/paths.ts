/** Every link of the site is built here (STYLE.md), matching the route table of spec §2. */
export const paths = {
  home: '/',
  sports: '/spor',
  /** /spor with one sport chosen (the list keeps its choice in the address). */
  sportsOf: (sport: string) => `/spor?sport=${sport}`,
  /** One event with every market (docs/sportsbook.md). */
  sportsEvent: (id: number | string) => `/spor/mac/${id}`,
  /** The replay of a played event from its revealed seed. */
  sportsVerify: (id: number | string) => `/spor/dogrula/${id}`,
  liveSports: '/livespor',
  sportsBetco: '/spor/betco',
  liveSportsBetco: '/livespor/betco',
  esports: '/esports',
  casino: {
    slot: '/casino/slot',
    live: '/casino/live',
    games: '/casino/games',
    bingo: '/casino/bingo',
    tvbets: '/casino/tvbets',
    virtual: '/casino/virtual',
    /** The desktop game page: the game object as JSON, base64-encoded (spec §2). */
    play: (game: unknown) => `/casino/play/${encodeGame(game)}`,
  },
  promotions: '/promotions',
  page: (id: number | string) => `/pages/${id}`,
  generalTerms: '/pages/1',
  /** The CMS pages the legal notices link to (seeded ids, pages.data.ts). */
  responsibleGamingPage: '/pages/5',
  privacyPolicy: '/pages/6',
  cookiePolicy: '/pages/7',
  dashboard: {
    root: '/dashboard',
    account: '/dashboard/account',
    phoneVerification: '/dashboard/phone-verification',
    deposit: '/dashboard/deposit',
    withdraw: '/dashboard/withdraw',
    changePassword: '/dashboard/change-password',
    financialActivities: '/dashboard/financial-activities',
    gameHistory: '/dashboard/game-history',
    claimBonus: '/dashboard/claim-bonus',
    bonuses: '/dashboard/bonuses',
    /** Kuponlarım: the player's sports tickets (docs/sportsbook.md). */
    myBets: '/dashboard/my-bets',
    /** Bahis Ayarları: quick bet (docs/sportsbook.md "Quick bet"). */
    betSettings: '/dashboard/bet-settings',
    sessionHistory: '/dashboard/session-history',
    responsibleGaming: '/dashboard/responsible-gaming',
    /** Identity verification (docs/kyc.md): KYC_PAGE_PATH of the contract. */
    verification: '/dashboard/verification',
  },
} as const

/** Base64 of the UTF-8 JSON, so Turkish game names survive the round trip. */
export function encodeGame(game: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game))
  let binary = ''
  bytes.forEach((b) => (binary += String.fromCharCode(b)))
  return encodeURIComponent(btoa(binary))
}

export function decodeGame<T>(encoded: string): T | null {
  try {
    const binary = atob(decodeURIComponent(encoded))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return JSON.parse(new TextDecoder().decode(bytes)) as T
  } catch {
    return null
  }
}

// One Drizzle schema for PGlite and PostgreSQL; each module keeps its tables in its own file.
export * from './platform.js'
export * from './cms.js'
export * from './accounts.js'
export * from './wallet.js'
export * from './payments.js'
export * from './bonuses.js'
export * from './casino.js'
export * from './originals.js'
export * from './wagering.js'
export * from './notifications.js'
export * from './aviator.js'
export * from './protection.js'
// Identity verification (docs/kyc.md).
export * from './kyc.js'
// Sign-up consents (docs/content.md).
export * from './consents.js'
// The sportsbook (docs/sportsbook.md).
export * from './sports.js'
// Featured matches, boosted prices, ready coupons (docs/sportsbook.md "Featured, boosts and ready coupons").
export * from './sports-featured.js'
export * from './sports-share.js'
// Shared rounds: live tables and TV draws (docs/tv-games.md).
export * from './rounds.js'
// The exclusion register: self-exclusions and time-outs by person (docs/player-protection.md).
export * from './exclusion-register.js'
// The back office's four-eyes actions (docs/backoffice.md "Four eyes").
export * from './backoffice.js'
// Staff of the back office: accounts, sessions, recovery codes (docs/backoffice.md).
export * from './staff.js'
// Providers' own game-session ids bound to our game tokens (docs/providers.md "EGT").
export * from './provider-sessions.js'
// The game providers' daily reconciliation against the ledger (docs/providers.md "Reconciliation").
export * from './reconciliation.js'
// The singleton loops' leases and fencing tokens (docs/leases.md).
export * from './leases.js'
// Sports promotions: freebets and kombine boosts paid (docs/sportsbook.md "Sports promotions").
export * from './sports-promotions.js'

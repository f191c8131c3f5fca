export * from './locale.js'
export * from './locale-schema.js'
export * from './errors.js'
export * from './messages.js'
export * from './envelope.js'
export * from './i18n/ui-strings.js'
// The game pages' strings (docs/game-sdk.md "The page contract").
export * from './i18n/strings/games/index.js'
export * from './constants.js'
export * from './time.js'
// One format for money, numbers, dates and plurals (docs/content.md).
export * from './format.js'
export * from './enums.js'
export * from './enum-schemas.js'
export * from './validation-codes.js'
export * from './validation-messages.js'
/** Field-rule builders (`rules.text(5, 30)`, `rules.personName()`); namespaced, their names are short. */
export * as rules from './rules.js'
export { hasAtMostDecimals, isCalendarDate, isValidPersonName } from './rules.js'
export * from './auth.js'
export * from './customer.js'
export * from './cms.js'
export * from './payment.js'
export * from './bonus.js'
export * from './bonus-rules.js'
export * from './campaign-terms.js'
export * from './casino.js'
export * from './transaction.js'
export * from './statement.js'
export * from './realtime.js'
export * from './originals.js'
export * from './rounds.js'
export * from './bingo.js'
export * from './backoffice.js'
// Staff of the back office: roles, the permission matrix, sign-in with TOTP (docs/backoffice.md).
export * from './staff.js'
// The back office's dashboard and responsible-gaming flags (docs/backoffice.md).
export * from './dashboard.js'
export * from './rg-flags.js'
// The game providers' daily reconciliation (docs/providers.md "Reconciliation").
export * from './reconciliation.js'
// The back office's reports (docs/backoffice.md "Reports") and the one CSV writer.
export * from './reports.js'
// Bonus campaigns edited in the back office (docs/backoffice.md "Campaigns").
export * from './campaigns.js'
export * from './csv.js'
// The casino catalogue of the back office (docs/backoffice.md "Casino catalogue").
export * from './catalog.js'
export * from './protection-constants.js'
export * from './protection-math.js'
export * from './protection.js'
// Identity verification (docs/kyc.md).
export * from './kyc.js'
// Live chat (docs/live-chat.md).
export * from './chat.js'
export * from './api.js'
// Sportsbook API schemas (docs/sportsbook.md).
export * from './sports.js'
// The console's trading screens (docs/backoffice.md "Trading").
export * from './sports-trading.js'
// Featured matches, popular selections, boosts, ready coupons (docs/sportsbook.md).
export * from './sports-featured.js'
export * from './odds-format.js'
// The exclusion register's keys (docs/player-protection.md "The exclusion register").
export * from './exclusion-register.js'
// Content management in the back office (docs/backoffice.md "Content").
export * from './content.js'
// Grant lists and segment broadcasts of the back office (docs/backoffice.md "Campaigns").
export * from './grant-lists.js'
// The console's tables and rounds screen (docs/backoffice.md "Tables and rounds").
export * from './rounds-backoffice.js'
// Promotions and CMS pages edited in the back office (docs/backoffice.md "Content").
export * from './cms-editor.js'

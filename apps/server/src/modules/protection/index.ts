// Player protection (docs/player-protection.md). What other modules may use: the routes
// (modules/index.ts), and for the activity statement (web helper's POST customer/rg/statement) the
// audited limit changes and the time played of a period. The enforcement at the money doors is the
// wallet's (wallet/protection-guard.ts, through the wallet's index).
export { protectionRoutes } from './protection.routes.js'
export {
  limitChanges,
  timePlayed,
  protectionState,
  sessionSummary,
  endSessionsAtLimit,
  // The back office's four-eyes limit raises and exclusion lifts (docs/backoffice.md "Four eyes").
  setLimit,
  requestLift,
  loosensLimit,
  checkLiftable,
  type Actor,
  type ProtectionDeps,
} from './protection.service.js'
// The exclusion register's checkpoints of an existing account (account: phone verification;
// payments: deposit; kyc: identity approval). docs/player-protection.md "The exclusion register".
export { screenPlayer } from './protection.register.js'

// What the app and boot may use from the in-house studio, and what the bonus rules' tests drive
// directly (rounds played without HTTP: docs/server-modules.md).
export { originalsApiRoutes, originalsPageRoutes, GAME_TOKEN_HEADER } from './originals.routes.js'
export {
  settleAbandonedRounds,
  ABANDONED_ROUND_MS,
  playSlot,
  startMines,
  revealMine,
  verifyRound,
  type OriginalsDeps,
} from './originals.service.js'
export type { GameSession } from './game-session.js'

// What the shared rounds (modules/rounds, modules/bingo, modules/aviator: docs/rounds.md) take from the studio: the game
// session and token, the stake bounds, the wallet's round moves and the game page's shell.
export { openGameSession, renewGameToken } from './game-session.js'
export { STAKE_MAX, STAKE_MIN } from './originals.schemas.js'
export * as originalsWallet from './originals.wallet.js'
export { gamePageOrigins, gamePageShell } from './originals.page.js'

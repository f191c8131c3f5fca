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
export { aviatorPlugin } from './aviator/aviator.plugin.js'
export { tablesPlugin } from './tables/tables.plugin.js'
export { bingoPlugin } from './bingo/bingo.plugin.js'

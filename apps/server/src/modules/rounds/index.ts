// The shared-round engine's front door (docs/rounds.md): what the app mounts, what the products built
// on the engine (the bingo rooms) and their tests use. Everything else in rounds/ is its own.
export { tablesPlugin } from './rounds.plugin.js'
// The loop itself for the lease's process test (src/test/lease-child.ts, docs/leases.md).
export { createTablesLoop, type TablesLoop } from './rounds.loop.js'
// A game with its own pace on the engine's loop and lease (Sky Aviator, modules/aviator).
export {
  TABLE_LEASE_MS,
  runRoundLoop,
  type Fence,
  type LoopDeps,
  type RoundDriver,
  type RoundLoop,
} from './rounds.loop.js'
// The money moves of one bet, shared by every game on the engine (docs/rounds.md "Money").
export {
  giveBack,
  historyLine,
  payReturn,
  takeStake,
  type BetMoney,
  type BetTxIds,
  type WalletAnswer,
} from './rounds.money.js'
export {
  authenticate,
  gameId,
  loopWrite,
  outcomeOf,
  placeTableBet,
  timingsOf,
  type TableEvent,
  type TablesDeps,
} from './rounds.service.js'
export { betLine, betWords, closeValueOf, roundWords, sha256Hex } from './rounds.fair.js'
// The engine's rows as a product reads them (a bingo game is a round, a purchase a bet).
export {
  comingRounds,
  endedRounds,
  findBet,
  findRound,
  playerBetsIn,
  playerRounds,
  readPool,
  roundBets,
  roundCounts,
  type BetRow,
  type RoundRow,
} from './rounds.queries.js'
export { TABLES, tableOf } from './registry.js'
export type { DecisionBet, DecisionPhase, DrawContext, Outcome, RevealStep, TableDef } from './table-def.js'
export {
  ROOMS,
  ROOM_75,
  ROOM_90,
  patternOf,
  percentOfBp,
  roomOf,
  rulesOf,
  ticketsOf,
  type BingoOutcome,
  type RoomConfig,
} from './games/bingo.js'
// The console's tables and rounds (docs/backoffice.md "Tables and rounds"), mounted with the modules.
export { roundsBackofficeRoutes } from './rounds.backoffice.js'
export type { BoRoundNowFigures, BoRoundRowFigures, BoRoundSource } from './rounds.backoffice-source.js'
// The console's switch (docs/backoffice.md "Tables and rounds"): read by a game with its own bets
// (Sky Aviator) as `placeTableBet` reads it, and by the bingo page to say a room is closed.
export { isTableOpen } from './rounds.queries.js'

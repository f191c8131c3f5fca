// What other modules (payments, bonuses, casino, the back office, boot) may use from the wallet.
export {
  post,
  ensurePlayerAccounts,
  systemAccounts,
  getBalances,
  getSystemBalance,
  checkLedger,
  requestHashOf,
  LedgerError,
  type Posting,
  type PostingEntry,
  type PostOutcome,
  type Balances,
  type PlayerAccounts,
  type SystemAccounts,
  type LedgerReport,
} from './wallet.service.js'
export { toMinor, toMajor, asBigint } from './money.js'
export { cashBalanceSql } from './wallet.queries.js'
export {
  placeBet,
  settleWin,
  rollbackBet,
  netCashLoss,
  MAX_WAGER_AMOUNT,
  type WageringDeps,
  type BetCommand,
  type WinCommand,
  type RollbackCommand,
  type WagerAnswer,
  type WithinHook,
} from './wagering.js'
export { inWalletTransaction, publishEffects, newEffects, type WalletEffects } from './effects.js'
export { makeRoomForBonus } from './bonus-progress.js'
export { sweepExpiredBonuses } from './bonus-expiry.js'

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
  type Ledger,
  type Balances,
  type PlayerAccounts,
  type SystemAccounts,
  type LedgerReport,
} from './wallet.service.js'
export {
  toMinor,
  toMajor,
  toMajorText,
  providerAmount,
  providerUnits,
  providerMinorAmount,
  asBigint,
  SUB_KURUS_PER_KURUS,
} from './money.js'
export { cashBalanceSql, betAlong, type BetAlongStatement } from './wallet.queries.js'
export {
  placeBet,
  placeFreshBet,
  placeFreshBetAlone,
  settleWin,
  rollbackBet,
  reverseWin,
  netCashLoss,
  MAX_WAGER_AMOUNT,
  type WageringDeps,
  type BetCommand,
  type WinCommand,
  type RollbackCommand,
  type WagerAnswer,
  type BetAlong,
} from './wagering.js'
export {
  settleBet,
  resettleBet,
  unsettleBet,
  type SettleCommand,
  type ResettleCommand,
  type UnsettleCommand,
} from './sportsbook.js'
export { moneyTransaction, type MoneyTx, type MoneyDeps, type WalletEffects } from './effects.js'
// The sportsbook takes a player's accounts' lock after the outcome rows it sums liability on when
// it decides a live bet, in the lock order of every path that takes both (outcomes, then accounts).
export { lockAccounts } from './locks.js'
export { makeRoomForBonus } from './bonus-progress.js'
export { sweepExpiredBonuses } from './bonus-expiry.js'
export { readBalance } from './balance.js'
// Player protection at the money doors (docs/player-protection.md): payments (deposits),
// game launches and bonus claims call these; the protection module reads the usage for its page.
export {
  checkDeposit,
  checkWithdrawal,
  refusePlay,
  readGate,
  isExcluded,
  isTimedOut,
  limitUsages,
  secondsPlayed,
  SESSION_IDLE_MS,
  type PlayGate,
  type LimitUsage,
} from './protection-guard.js'
// The back office's balance corrections, posted when a second operator approves them.
export {
  postCorrection,
  hasActiveBonus,
  type CorrectionCommand,
  type CorrectionOutcome,
} from './corrections.js'

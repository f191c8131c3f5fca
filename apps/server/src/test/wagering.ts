import { AppError } from '../lib/app-error.js'
import {
  moneyTransaction,
  placeBet as placeBetIn,
  rollbackBet as rollbackBetIn,
  reverseWin as reverseWinIn,
  settleWin as settleWinIn,
  type BetCommand,
  type MoneyDeps,
  type RollbackCommand,
  type WagerAnswer,
  type WinCommand,
} from '../modules/wallet/index.js'

/*
 * Each wagering command alone in its own money transaction, as a provider callback runs it: the
 * wallet tests drive the commands one at a time (and race them over real connections) this way.
 */

export const placeBet = (deps: MoneyDeps, cmd: BetCommand): Promise<WagerAnswer> =>
  moneyTransaction(deps, (m) => placeBetIn(m, cmd))

export const settleWin = (deps: MoneyDeps, cmd: WinCommand): Promise<WagerAnswer> =>
  moneyTransaction(deps, (m) => settleWinIn(m, cmd))

export const rollbackBet = (deps: MoneyDeps, cmd: RollbackCommand): Promise<WagerAnswer> =>
  moneyTransaction(deps, (m) => rollbackBetIn(m, cmd))

export const reverseWin = (deps: MoneyDeps, cmd: RollbackCommand): Promise<WagerAnswer> =>
  moneyTransaction(deps, (m) => reverseWinIn(m, cmd))

/** 'OK', or the AppError code a command was refused with (anything else is rethrown). */
export async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p
    return 'OK'
  } catch (e) {
    if (e instanceof AppError) return e.code
    throw e
  }
}

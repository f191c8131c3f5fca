import { AppError } from '../../lib/app-error.js'
import type { MoneyTx } from './effects.js'
import { lockAccounts } from './locks.js'
import { toMajor } from './money.js'
import * as q from './wagering.queries.js'
import { post, systemAccounts } from './wallet.service.js'

/*
 * A back-office balance correction (docs/backoffice.md "Four eyes"; docs/wallet.md): an `adjustment`
 * between the house and the player's cash or bonus account, posted once per approved action. The
 * caller (the back office's approval) runs it in the transaction that marks the action approved.
 */

export interface CorrectionCommand {
  playerId: number
  balance: 'cash' | 'bonus'
  /** Kuruş, signed: positive credits the player. */
  amount: bigint
  /** Unique per approved action (`correction:{actionId}`). */
  idempotencyKey: string
  reference: string
  metadata: Record<string, unknown>
}

export interface CorrectionOutcome {
  transactionId: number
  /** The corrected balance after the posting, in kuruş. */
  balanceAfter: bigint
}

/**
 * Posts the correction. Bonus money belongs to the one active bonus (docs/bonuses.md), so a credit
 * to the bonus balance needs one (CORRECTION_NO_BONUS), locked before the accounts as every bonus
 * path does. A debit larger than the balance is CORRECTION_EXCEEDS_BALANCE with the balance, and
 * nothing moves (the CHECK on balances is the last line behind this).
 */
export async function postCorrection(m: MoneyTx, c: CorrectionCommand): Promise<CorrectionOutcome> {
  if (c.amount === 0n) throw new AppError('VALIDATION_FAILED')
  if (c.balance === 'bonus' && c.amount > 0n && !(await q.lockActiveBonus(m.tx, c.playerId)))
    throw new AppError('CORRECTION_NO_BONUS')
  const acc = await lockAccounts(m.tx, c.playerId)
  const accountId = c.balance === 'cash' ? acc.cashId : acc.bonusId
  const before = c.balance === 'cash' ? acc.cash : acc.bonus
  if (before + c.amount < 0n)
    throw new AppError('CORRECTION_EXCEEDS_BALANCE', undefined, { balance: toMajor(before) })
  const sys = await systemAccounts(m)
  const posted = await post(m, {
    idempotencyKey: c.idempotencyKey,
    kind: 'adjustment',
    reference: c.reference,
    metadata: c.metadata,
    entries: [
      { accountId, amount: c.amount },
      { accountId: sys.house, amount: -c.amount },
    ],
  })
  return { transactionId: posted.transactionId, balanceAfter: before + c.amount }
}

/** Whether the player has an active bonus a bonus credit could join (read at filing time). */
export async function hasActiveBonus(m: Pick<MoneyTx, 'tx'>, playerId: number): Promise<boolean> {
  return (await q.lockActiveBonus(m.tx, playerId)) !== null
}

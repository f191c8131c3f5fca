import { AppError } from '../../lib/app-error.js'
import { countSettledStakes } from './bonus-progress.js'
import type { MoneyTx } from './effects.js'
import { lockAccounts } from './locks.js'
import * as q from './wagering.queries.js'
import {
  base,
  creditBack,
  finish,
  fingerprint,
  replayOf,
  takeBack,
  validate,
  type BetCommand,
  type Moved,
  type WagerAnswer,
} from './wagering.js'
import { post, systemAccounts } from './wallet.service.js'

/*
 * The sportsbook's settlement commands (docs/wallet.md). A sportsbook bet is placed with `placeBet` like
 * any other; its result can then change: a settlement pays an absolute amount (a win, 0 for a
 * loss, the stake for a void), a resettlement replaces it with another absolute amount under a
 * newer version, an unsettlement takes it back and reopens the bet. Each posts only the difference
 * between what the bet pays now and what it paid before, so a repeat never pays twice, and each
 * is idempotent by (provider, txId) like every wagering command.
 *
 * Versions order the feed: a command whose version is not above the bet's current one arrives
 * late and is a no-op (answer OK, `status: 'noop'`), so an old result can never overwrite a new
 * one. A bet's stake counts toward its bonus at its first settlement only (unsettling does not
 * take wagering back, and settling again does not count it twice); a reopened bet is not refunded
 * by `rollbackBet` (a void is a settlement returning the stake). A lower amount takes money back
 * from cash first, then bonus, and is refused with INSUFFICIENT_FUNDS when the player no longer
 * has it: balances never go below zero.
 */

interface SettlementBase extends Omit<BetCommand, 'amount' | 'currency'> {
  /** The bet this settles. */
  refTxId: string
}

export interface SettleCommand extends SettlementBase {
  /** Kuruş, ≥ 0: what the bet pays in total (not a difference). */
  amount: bigint
  currency: string
  /** The feed's version of this result; default 1. */
  version?: number
}

export interface ResettleCommand extends SettlementBase {
  amount: bigint
  currency: string
  version: number
}

export interface UnsettleCommand extends SettlementBase {
  version: number
}

/** Settles an open bet for an absolute amount. */
export function settleBet(m: MoneyTx, cmd: SettleCommand): Promise<WagerAnswer> {
  return applySettlement(m, cmd, 'settle', cmd.amount, cmd.version ?? 1)
}

/** Replaces a settled bet's result with another absolute amount (a newer version). */
export function resettleBet(m: MoneyTx, cmd: ResettleCommand): Promise<WagerAnswer> {
  return applySettlement(m, cmd, 'resettle', cmd.amount, cmd.version)
}

/** Takes a settled bet's payment back and reopens it (a newer version). */
export function unsettleBet(m: MoneyTx, cmd: UnsettleCommand): Promise<WagerAnswer> {
  return applySettlement(m, { ...cmd, amount: 0n, currency: 'TRY' }, 'unsettle', 0n, cmd.version)
}

async function applySettlement(
  m: MoneyTx,
  cmd: SettlementBase & { amount: bigint; currency: string },
  kind: 'settle' | 'resettle' | 'unsettle',
  amount: bigint,
  version: number,
): Promise<WagerAnswer> {
  validate(cmd, 0n)
  if (typeof cmd.refTxId !== 'string' || cmd.refTxId.length === 0 || cmd.refTxId.length > 100)
    throw new AppError('VALIDATION_FAILED', { refTxId: 'invalid' })
  if (!Number.isSafeInteger(version) || version < 1 || version > 2_147_483_647)
    throw new AppError('VALIDATION_FAILED', { version: 'invalid' })
  const { tx } = m
  const op = kind === 'unsettle' ? 'unsettle' : 'settle'
  const requestHash = fingerprint([kind, cmd.playerId, amount, cmd.roundId, cmd.refTxId, version])
  const now = new Date(m.clock.now())
  const id = await q.claimWager(tx, {
    ...base(cmd),
    op,
    refTxId: cmd.refTxId,
    amount,
    status: 'applied',
    requestHash,
    createdAt: now,
    settledAt: op === 'settle' ? now : null,
  })
  if (id === null)
    return replayOf((await q.findWager(tx, cmd.provider, cmd.txId))!, requestHash, cmd.playerId)

  const bet = await q.lockWager(tx, cmd.provider, cmd.refTxId)
  if (!bet || bet.op !== 'bet' || bet.playerId !== cmd.playerId) throw new AppError('REF_NOT_FOUND')
  if (bet.status === 'rolled_back' || bet.status === 'cancelled') throw new AppError('BET_ROLLED_BACK')
  const current = bet.settleVersion ?? 0
  if (version <= current)
    return finish(tx, id, cmd, {
      status: 'noop',
      cashAmount: 0n,
      bonusAmount: 0n,
      ledgerTransactionId: null,
      after: await lockAccounts(tx, cmd.playerId),
    })
  // settle starts from an open bet; resettle and unsettle from one these commands settled. A bet a
  // casino win settled (no version) is not the sportsbook's to change.
  const expected = kind === 'settle' ? 'open' : 'settled'
  if (bet.status !== expected || (kind !== 'settle' && bet.settleVersion === null))
    throw new AppError('CONFLICT')

  if (bet.settleVersion === null)
    await countSettledStakes(m, [{ amount: bet.amount, bonusId: bet.bonusId, gameCode: bet.gameCode }], now)

  const delta = amount - (bet.settledAmount ?? 0n)
  const moved = delta > 0n ? await pay(m, cmd, bet, delta, op) : await takeBack(m, cmd, -delta, op)
  await q.setBetSettlement(tx, bet.id, {
    status: kind === 'unsettle' ? 'open' : 'settled',
    settledAmount: amount,
    settleVersion: version,
    settledAt: kind === 'unsettle' ? null : now,
  })
  return finish(tx, id, cmd, { status: 'applied', amount, ...moved })
}

/** More to pay: the bonus share follows the bet's bonus, as a win's does. */
async function pay(
  m: MoneyTx,
  cmd: SettlementBase,
  bet: q.WagerRow,
  delta: bigint,
  kind: 'settle' | 'unsettle',
): Promise<Moved> {
  const bonusShare = bet.amount > 0n ? (delta * bet.bonusAmount) / bet.amount : 0n
  const credit = await creditBack(m, {
    playerId: cmd.playerId,
    cash: delta - bonusShare,
    bonus: bonusShare,
    bonusId: bet.bonusId,
    now: new Date(m.clock.now()),
  })
  const posted = await post(m, {
    idempotencyKey: `${cmd.provider}:${cmd.txId}`,
    kind,
    reference: `round:${cmd.roundId}`,
    entries: [{ accountId: (await systemAccounts(m)).provider_clearing, amount: -delta }, ...credit.entries],
    metadata: { provider: cmd.provider, refTxId: cmd.refTxId },
  })
  return {
    cashAmount: credit.cash,
    bonusAmount: credit.bonus,
    ledgerTransactionId: posted.transactionId,
    after: { cash: credit.before.cash + credit.cash, bonus: credit.before.bonus + credit.bonus },
  }
}

import { wageringWeight } from '@galata/contract'
import type { MoneyTx } from './effects.js'
import { lockAccounts } from './locks.js'
import { post, systemAccounts } from './wallet.service.js'
import * as q from './wagering.queries.js'

/*
 * Wagering progress and the end of a bonus (docs/bonuses.md). A player has at most one active bonus
 * (a partial unique index), so the whole bonus account belongs to it: conversion moves all of it to
 * cash, forfeiture all of it to the house. Callers hold the bonus row's lock (taken before the
 * accounts', the wallet's lock order).
 */

export type BonusRow = q.BonusRow

/** The bonus balance moves to cash (`bonus_convert`); the row becomes converted. */
export async function convertBonus(m: MoneyTx, bonus: BonusRow, now: Date): Promise<bigint> {
  const { tx, fx } = m
  const acc = await lockAccounts(tx, bonus.playerId)
  if (acc.bonus > 0n)
    await post(m, {
      idempotencyKey: `bonus_convert:${bonus.id}`,
      kind: 'bonus_convert',
      reference: `bonus:${bonus.id}`,
      entries: [
        { accountId: acc.bonusId, amount: -acc.bonus },
        { accountId: acc.cashId, amount: acc.bonus },
      ],
    })
  await q.closeBonus(tx, bonus.id, 'converted', now)
  fx.bonuses.push({ playerId: bonus.playerId, bonusId: bonus.id, change: 'converted', amount: acc.bonus })
  return acc.bonus
}

/**
 * Expiry: what is left goes back to the house (`bonus_forfeit`) and the row becomes forfeited, or
 * `expired` when nothing was left to take back.
 */
export async function forfeitBonus(m: MoneyTx, bonus: BonusRow, now: Date): Promise<bigint> {
  const { tx, fx } = m
  const acc = await lockAccounts(tx, bonus.playerId)
  if (acc.bonus > 0n) {
    const sys = await systemAccounts(m)
    await post(m, {
      idempotencyKey: `bonus_forfeit:${bonus.id}`,
      kind: 'bonus_forfeit',
      reference: `bonus:${bonus.id}`,
      entries: [
        { accountId: acc.bonusId, amount: -acc.bonus },
        { accountId: sys.house, amount: acc.bonus },
      ],
    })
  }
  await q.closeBonus(tx, bonus.id, acc.bonus > 0n ? 'forfeited' : 'expired', now)
  fx.bonuses.push({ playerId: bonus.playerId, bonusId: bonus.id, change: 'forfeited', amount: acc.bonus })
  return acc.bonus
}

/** The player's active bonus, locked; one past its expiry is forfeited first (lazy expiry). */
export async function lockLiveBonus(m: MoneyTx, playerId: number, now: Date): Promise<BonusRow | null> {
  const bonus = await q.lockActiveBonus(m.tx, playerId)
  if (!bonus) return null
  if (bonus.expiresAt.getTime() <= now.getTime()) {
    await forfeitBonus(m, bonus, now)
    return null
  }
  return bonus
}

/**
 * Before a new bonus is granted: true when there is room for it. An expired one is forfeited; one
 * whose money is all gone (nothing in the bonus account, no open bet it paid for) is closed as
 * `expired`; one still holding money blocks the grant (the player finishes or loses it first).
 */
export async function makeRoomForBonus(m: MoneyTx, playerId: number, now: Date): Promise<boolean> {
  const { tx, fx } = m
  const bonus = await lockLiveBonus(m, playerId, now)
  if (!bonus) return true
  const acc = await lockAccounts(tx, playerId)
  if (acc.bonus > 0n || (await q.hasOpenBonusBets(tx, bonus.id))) return false
  await q.closeBonus(tx, bonus.id, 'expired', now)
  fx.bonuses.push({ playerId, bonusId: bonus.id, change: 'forfeited', amount: 0n })
  return true
}

/**
 * Bets whose round just settled count toward the bonus each counted for (docs/bonuses.md): the
 * stake times its game's weight (rounded down to the kuruş), and only while that bonus is active
 * and unexpired. Counting at settlement, never at placement, means a refunded or void round (a
 * rollback only ever refunds an open bet) never counted, so there is nothing to claw back.
 * Reaching the requirement converts the bonus at once. Bonus rows are locked in id order.
 */
export async function countSettledStakes(
  m: MoneyTx,
  bets: readonly q.SettledBet[],
  now: Date,
): Promise<void> {
  const weighted = new Map<number, bigint>()
  for (const b of bets) {
    if (b.bonusId === null) continue
    const counted = (b.amount * BigInt(wageringWeight(b.gameCode))) / 100n
    weighted.set(b.bonusId, (weighted.get(b.bonusId) ?? 0n) + counted)
  }
  for (const [bonusId, stake] of [...weighted].sort(([a], [b]) => a - b)) {
    const bonus = await q.lockBonus(m.tx, bonusId)
    // Wagering must be met before expiry; a closed bonus keeps its outcome.
    if (!bonus || bonus.status !== 'active' || bonus.expiresAt.getTime() <= now.getTime()) continue
    if (stake === 0n) continue
    const wagered = bonus.wagered + stake
    await q.setBonusWagered(m.tx, bonus.id, wagered)
    if (wagered >= bonus.wageringRequired) await convertBonus(m, { ...bonus, wagered }, now)
  }
}

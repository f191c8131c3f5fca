import type { MoneyTx } from '../wallet/index.js'
import { recordGameHistory } from '../casino/index.js'
import { originalsWallet as wallet } from '../originals/index.js'

/*
 * The engine's money moves of one bet (docs/rounds.md "Money"), shared by every game on the engine:
 * the tables and bingo (rounds.service.ts) and Sky Aviator (modules/aviator). Each runs in the
 * caller's money transaction, which also writes the game's own bet row, so a bet row exists exactly
 * when its stake was taken and changes status exactly when its win or refund moved. Idempotency is
 * the wallet's: every move has its own txId, and a replay (`replayed`) moved nothing now.
 */

export type WalletAnswer = wallet.WalletAnswer

/** The wallet keys of one bet: its wallet round, and the txIds of its bet, its win and its refund. */
export interface BetTxIds {
  round: string
  bet: string
  win: string
  refund: string
}

/** Whose bet, in which game (its catalogue id for the game history), under which keys. */
export interface BetMoney {
  playerId: number
  gameCode: string
  gameId: number
  ids: BetTxIds
}

/** Takes the stake (cash first, then bonus) and writes the bet's history line; nothing on a replay. */
export async function takeStake(m: MoneyTx, who: BetMoney, stake: bigint): Promise<WalletAnswer> {
  const a = await wallet.bet(m, {
    playerId: who.playerId,
    txId: who.ids.bet,
    roundId: who.ids.round,
    gameCode: who.gameCode,
    amount: stake,
  })
  if (!a.replayed) await historyLine(m, who, 'bet', stake, a)
  return a
}

/**
 * Pays the bet's return (0 for a loss: the wallet then closes the bet for rollbacks, so no void can
 * follow). The caller closes its bet row and then writes the win's line with `historyLine`.
 */
export function payReturn(m: MoneyTx, who: BetMoney, amount: bigint): Promise<WalletAnswer> {
  return wallet.win(m, {
    playerId: who.playerId,
    txId: who.ids.win,
    roundId: who.ids.round,
    gameCode: who.gameCode,
    amount,
    refTxId: who.ids.bet,
  })
}

/** Gives the stake back to where it came from; status `rolled_back` when it moved now. */
export function giveBack(m: MoneyTx, who: BetMoney): Promise<WalletAnswer> {
  return wallet.refund(m, {
    playerId: who.playerId,
    txId: who.ids.refund,
    roundId: who.ids.round,
    gameCode: who.gameCode,
    amount: 0n,
    refTxId: who.ids.bet,
  })
}

/** The bet's line in the player's game history (a zero amount writes none). */
export function historyLine(
  m: MoneyTx,
  who: BetMoney,
  kind: 'bet' | 'win' | 'refund',
  amount: bigint,
  a: WalletAnswer,
): Promise<void> {
  return recordGameHistory(m.tx, [
    {
      playerId: who.playerId,
      gameId: who.gameId,
      kind,
      amount,
      roundId: who.ids.round,
      txId: kind === 'bet' ? who.ids.bet : kind === 'win' ? who.ids.win : who.ids.refund,
      ledgerTransactionId: a.ledgerTransactionId,
      balanceAfter: a.balance,
    },
  ])
}

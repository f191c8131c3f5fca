import {
  placeBet,
  rollbackBet,
  settleWin,
  type MoneyTx,
  type WagerAnswer,
  type WageringDeps,
} from '../wallet/index.js'

/*
 * The studio's seam to the wallet: bet, win and refund are the wallet's canonical seamless-wallet
 * commands (PROVIDERS.md, docs/wallet.md "Wagering") under provider `galata`, so Originals rounds
 * obey exactly the rules third-party providers do: idempotent per (galata, txId) in
 * provider_transactions, cash first then bonus, stakes counted toward the active bonus when their
 * round settles (so a lost round closes with a zero win), a win's bonus share following its bonus,
 * events published after the commit. The studio never writes a balance itself.
 *
 * Each command runs in the caller's money transaction (`moneyTransaction`): the game writes its own
 * rows (the round, the history line) in that same transaction when the answer is not `replayed`,
 * so a round row exists exactly when its stake was taken.
 */

/** What the studio's money calls need: the wallet's own dependencies. */
export type WalletDeps = WageringDeps

export interface WalletMove {
  playerId: number
  /** Unique per movement for ever: `bet:{roundId}`, `win:{roundId}`, `refund:{roundId}`. */
  txId: string
  roundId: string
  gameCode: string
  /** Kuruş: > 0 for a bet, ≥ 0 for a win (a lost round closes with a zero win); ignored by refund. */
  amount: bigint
  /** The bet a win pays or a refund returns (`bet:{roundId}`); defaults to the round's bet. */
  refTxId?: string
}

export interface WalletAnswer {
  /** Null when nothing moved (a zero win, a refund of a bet already closed). */
  ledgerTransactionId: number | null
  /** Cash balance right after the movement, kuruş. */
  balance: bigint
  /** Bonus balance right after the movement, kuruş. */
  bonusBalance: bigint
  /** This movement's cash and bonus parts (a bet: paid from; a win or refund: credited to). */
  cashAmount: bigint
  bonusAmount: bigint
  /** True when an identical earlier command already did this (its stored answer). */
  replayed: boolean
  /** The wallet's status: `open` bet, `applied` win, `rolled_back` / `noop` / `tombstone` refund. */
  status: WagerAnswer['status']
}

const PROVIDER = 'galata'

function toAnswer(a: WagerAnswer): WalletAnswer {
  return {
    ledgerTransactionId: a.ledgerTransactionId,
    balance: a.cash,
    bonusBalance: a.bonus,
    cashAmount: a.cashAmount,
    bonusAmount: a.bonusAmount,
    replayed: a.replayed,
    status: a.status,
  }
}

/**
 * Debits the stake (cash first, then bonus). INSUFFICIENT_FUNDS, or any error the caller throws
 * before its transaction commits, rolls the whole transaction back: no money, no round.
 */
export async function bet(mtx: MoneyTx, m: WalletMove): Promise<WalletAnswer> {
  const answer = await placeBet(mtx, {
    provider: PROVIDER,
    txId: m.txId,
    playerId: m.playerId,
    roundId: m.roundId,
    gameCode: m.gameCode,
    amount: m.amount,
    currency: 'TRY',
  })
  return toAnswer(answer)
}

/** Pays (or, with 0, just closes) the round's bet; exactly once per txId. */
export async function win(mtx: MoneyTx, m: WalletMove): Promise<WalletAnswer> {
  const answer = await settleWin(mtx, {
    provider: PROVIDER,
    txId: m.txId,
    playerId: m.playerId,
    roundId: m.roundId,
    gameCode: m.gameCode,
    amount: m.amount,
    currency: 'TRY',
    refTxId: m.refTxId ?? `bet:${m.roundId}`,
  })
  return toAnswer(answer)
}

/** Returns a round's stake (a round that can no longer be played out), to where it came from. */
export async function refund(mtx: MoneyTx, m: WalletMove): Promise<WalletAnswer> {
  const answer = await rollbackBet(mtx, {
    provider: PROVIDER,
    txId: m.txId,
    playerId: m.playerId,
    roundId: m.roundId,
    gameCode: m.gameCode,
    refTxId: m.refTxId ?? `bet:${m.roundId}`,
  })
  return toAnswer(answer)
}

import { and, desc, eq } from 'drizzle-orm'
import { players, providerTransactions, type ProviderCode } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type {
  BatchOutcome,
  ProviderWallet,
  WalletBatch,
  WalletCommand,
  WalletResult,
} from '../../providers/index.js'
import { canPlay } from '../auth/index.js'
import { findProviderGame, recordGameHistory } from '../casino/index.js'
import { bindProviderSession, findProviderSessionToken } from './provider-sessions.js'
import {
  getBalances,
  moneyTransaction,
  placeBet,
  reverseWin,
  rollbackBet,
  settleWin,
  type MoneyTx,
  type WagerAnswer,
  type WageringDeps,
} from '../wallet/index.js'

/*
 * Applies a provider's verified, parsed callback (PROVIDERS.md): the adapter only translated it;
 * the wallet's canonical commands do the money, each in one money transaction, idempotent per
 * (provider, txId). The game-history line is written inside that same transaction.
 */

async function isKnownPlayer(deps: WageringDeps, playerId: number): Promise<boolean> {
  const found = await deps.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1)
  return found.length > 0
}

function resultOf(a: WagerAnswer): WalletResult {
  return {
    cash: a.cash,
    bonus: a.bonus,
    txId: a.txId,
    status: a.status,
    replayed: a.replayed,
    ledgerTransactionId: a.ledgerTransactionId,
  }
}

/** One command and its history line (when the game is in our catalogue and money moved), in the money transaction given. */
async function withHistory(
  m: MoneyTx,
  provider: ProviderCode,
  c: { gameCode?: string | undefined; roundId: string; txId: string },
  playerId: number,
  kind: 'bet' | 'win' | 'refund',
  command: (m: MoneyTx) => Promise<WagerAnswer>,
): Promise<WagerAnswer> {
  const answer = await command(m)
  if (answer.replayed || !c.gameCode || answer.ledgerTransactionId === null) return answer
  const game = await findProviderGame(m.tx, provider, c.gameCode)
  if (game)
    await recordGameHistory(m.tx, [
      {
        playerId,
        gameId: game.id,
        kind,
        amount: answer.cashAmount + answer.bonusAmount,
        roundId: c.roundId,
        txId: c.txId,
        ledgerTransactionId: answer.ledgerTransactionId,
        balanceAfter: answer.cash,
      },
    ])
  return answer
}

/** The player a command is for, checked before any money moves (outside the money transaction). */
async function authorize(
  deps: WageringDeps,
  provider: ProviderCode,
  adapter: ProviderWallet,
  cmd: WalletCommand,
): Promise<{ playerId: number; token: string }> {
  const now = deps.clock.now()
  // Balance and bet need a live session; wins and rollbacks are owed whatever the session's state.
  const isSettlement = cmd.op === 'win' || cmd.op === 'rollback'
  const gameCode = cmd.op === 'balance' ? null : (cmd.gameCode ?? null)
  // A dialect that names its own session after the first call (EGT): that session's token decides.
  const token = await sessionToken(deps, provider, cmd)
  const named = adapter.playerOf(token, gameCode, now, isSettlement, cmd.user)
  if (named === null) throw new AppError('GAME_SESSION_EXPIRED')
  const { playerId } = named
  // A win or rollback may name its player by the provider's `user` alone (the token expired or
  // absent): one we do not know is refused like an unknown token, never a failed write (a 500).
  if (isSettlement && !(await isKnownPlayer(deps, playerId))) throw new AppError('GAME_SESSION_EXPIRED')
  // docs/security.md: a bet (and a balance read) needs the session the game was launched from still able to
  // play: logout, a password change or a suspension stop a game server's bets as they stop ours.
  if (!isSettlement && !(await canPlay(deps, named.sessionId, playerId)).canPlay)
    throw new AppError('GAME_SESSION_EXPIRED')
  if (cmd.op === 'bet') {
    const game = await findProviderGame(deps.db, provider, cmd.gameCode)
    if (!game?.status) throw new AppError('GAME_NOT_FOUND')
  }
  return { playerId, token }
}

/** The round's latest bet of this player (docs/providers.md "EveryMatrix": its wins name only the round). */
async function roundBetOf(m: MoneyTx, provider: ProviderCode, playerId: number, roundId: string) {
  const [row] = await m.tx
    .select({ txId: providerTransactions.txId })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.provider, provider),
        eq(providerTransactions.playerId, playerId),
        eq(providerTransactions.roundId, roundId),
        eq(providerTransactions.op, 'bet'),
      ),
    )
    .orderBy(desc(providerTransactions.id))
    .limit(1)
  return row?.txId ?? null
}

/**
 * The bet an EGT ROUND_CANCEL refunds (docs/providers.md "EGT", rollbacks): the one it chose when
 * it ran before; the one its id names when that is a transaction of ours; otherwise, when the round holds exactly one bet of this
 * player and it is open, that bet (the cancel then carried an id of its own, as the reference's
 * lookup by round allows); otherwise the id itself, which leaves a tombstone for a late bet.
 */
async function cancelledBetOf(
  m: MoneyTx,
  provider: ProviderCode,
  playerId: number,
  cmd: { txId: string; refTxId: string; roundId: string },
): Promise<string> {
  const find = (txId: string) =>
    m.tx
      .select({ refTxId: providerTransactions.refTxId })
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.txId, txId)))
  // A replay of this cancel: the bet it chose the first time (its stored answer then replays).
  const [before] = await find(cmd.txId)
  if (before?.refTxId) return before.refTxId
  if ((await find(cmd.refTxId)).length > 0) return cmd.refTxId
  const bets = await m.tx
    .select({ txId: providerTransactions.txId, status: providerTransactions.status })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.provider, provider),
        eq(providerTransactions.playerId, playerId),
        eq(providerTransactions.roundId, cmd.roundId),
        eq(providerTransactions.op, 'bet'),
      ),
    )
    .limit(2)
  return bets.length === 1 && bets[0]!.status === 'open' ? bets[0]!.txId : cmd.refTxId
}

/** A money command (bet, win, rollback) of an authorized player, in the money transaction given. */
async function book(
  m: MoneyTx,
  provider: ProviderCode,
  cmd: Exclude<WalletCommand, { op: 'balance' }>,
  playerId: number,
): Promise<WalletResult> {
  switch (cmd.op) {
    case 'bet': {
      const staked = await withHistory(m, provider, cmd, playerId, 'bet', (m) =>
        placeBet(m, {
          provider,
          playerId,
          txId: cmd.txId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: cmd.amount,
          currency: cmd.currency,
          free: cmd.free,
        }),
      )
      const settledBy = cmd.settledBy
      if (!settledBy) return resultOf(staked)
      // A bet and the win that settles it (EGT's WithdrawAndDeposit): one money transaction, so a
      // refused win takes the bet back with it (docs/providers.md "EGT").
      const paid = await withHistory(m, provider, { ...cmd, txId: settledBy.txId }, playerId, 'win', (m) =>
        settleWin(m, {
          provider,
          playerId,
          txId: settledBy.txId,
          refTxId: cmd.txId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: settledBy.amount,
          subKurus: settledBy.subKurus,
          currency: cmd.currency,
          kind: 'regular',
        }),
      )
      return resultOf({ ...paid, replayed: staked.replayed && paid.replayed })
    }
    case 'win': {
      const refTxId =
        cmd.refTxId ?? (cmd.refByRound ? await roundBetOf(m, provider, playerId, cmd.roundId) : null)
      // A win naming a round without a bet of this player: the bet is missing, not a promotion.
      if (cmd.refByRound && refTxId === null) throw new AppError('REF_NOT_FOUND')
      const answer = await withHistory(m, provider, cmd, playerId, 'win', (m) =>
        settleWin(m, {
          provider,
          playerId,
          txId: cmd.txId,
          refTxId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: cmd.amount,
          currency: cmd.currency,
          kind: cmd.kind ?? 'regular',
          subKurus: cmd.subKurus,
        }),
      )
      return resultOf(answer)
    }
    case 'rollback': {
      const reversal = {
        provider,
        playerId,
        txId: cmd.txId,
        refTxId: cmd.refByRound ? await cancelledBetOf(m, provider, playerId, cmd) : cmd.refTxId,
        roundId: cmd.roundId,
        gameCode: cmd.gameCode ?? null,
      }
      // A win taken back moves money out of the player's balance: its history line is the
      // reversal's posting, not a refund (the history has no line kind for it; docs/providers.md).
      if (cmd.ofWin) return resultOf(await reverseWin(m, reversal))
      const answer = await withHistory(m, provider, cmd, playerId, 'refund', (m) => rollbackBet(m, reversal))
      return resultOf(answer)
    }
  }
}

export async function applyWalletCommand(
  deps: WageringDeps,
  provider: ProviderCode,
  adapter: ProviderWallet,
  cmd: WalletCommand,
): Promise<WalletResult> {
  const { playerId, token } = await authorize(deps, provider, adapter, cmd)
  if (cmd.op === 'balance') {
    if (cmd.providerSession?.bind)
      await bindProviderSession(deps, provider, cmd.providerSession.id, token, playerId)
    const b = await getBalances(deps.db, playerId)
    return { cash: b.cash, bonus: b.bonus, txId: null, status: 'balance', replayed: false }
  }
  return moneyTransaction(deps, (m) => book(m, provider, cmd, playerId))
}

/**
 * The balances a refusal in the provider's dialect carries (docs/providers.md "Adapters": Hub88
 * sends the true balance on RS_ERROR_NOT_ENOUGH_MONEY), read after the refused command rolled back;
 * null when the command names no player.
 */
export async function refusalBalances(
  deps: WageringDeps,
  provider: ProviderCode,
  adapter: ProviderWallet,
  cmd: {
    token: string
    user?: string | undefined
    providerSession?: { id: string; bind: boolean } | undefined
  },
): Promise<{ cash: bigint; bonus: bigint } | null> {
  const named = adapter.playerOf(
    await sessionToken(deps, provider, { op: 'balance', ...cmd }),
    null,
    deps.clock.now(),
    true,
    cmd.user,
  )
  if (named === null) return null
  const b = await getBalances(deps.db, named.playerId)
  return { cash: b.cash, bonus: b.bonus }
}

/** The token a command plays with: its own, or the one its provider session was bound to. */
async function sessionToken(deps: WageringDeps, provider: ProviderCode, cmd: WalletCommand): Promise<string> {
  const session = cmd.providerSession
  if (!session || session.bind || cmd.token !== '') return cmd.token
  return (await findProviderSessionToken(deps.db, provider, session.id)) ?? ''
}

/**
 * A batch (docs/providers.md "Batches"): each item's commands are authorized first, then booked in
 * one money transaction, so a `betwin` books its bet and its win together or neither; `allOrNone`
 * books every item in one, so the first refusal refuses them all (every item then carries that
 * refusal). A non-AppError (database down) propagates: the provider sees a failed call and retries.
 */
export async function applyWalletBatch(
  deps: WageringDeps,
  provider: ProviderCode,
  adapter: ProviderWallet,
  batch: WalletBatch,
): Promise<BatchOutcome[]> {
  type Money = Exclude<WalletCommand, { op: 'balance' }>
  let current: WalletCommand | null = null
  const authorizeItem = async (commands: WalletCommand[]) => {
    const booked: { cmd: Money; playerId: number }[] = []
    for (const cmd of commands) {
      current = cmd
      // A batch carries money only; a balance read in one is a dialect's mistake.
      if (cmd.op === 'balance') throw new AppError('VALIDATION_FAILED', { op: 'invalid' })
      booked.push({ cmd, playerId: (await authorize(deps, provider, adapter, cmd)).playerId })
    }
    return booked
  }
  const bookItem = async (m: MoneyTx, booked: { cmd: Money; playerId: number }[]) => {
    let last: WalletResult | null = null
    for (const { cmd, playerId } of booked) {
      current = cmd
      last = await book(m, provider, cmd, playerId)
    }
    return last!
  }
  const refused = async (error: unknown): Promise<BatchOutcome> => {
    if (!(error instanceof AppError) || current === null) throw error
    const command: WalletCommand = current
    return {
      ok: false,
      refusal: { code: error.code, errors: error.errors, data: error.data },
      command,
      balances: await refusalBalances(deps, provider, adapter, command),
    }
  }

  if (batch.allOrNone && batch.items.length > 1) {
    try {
      const authorized: { cmd: Money; playerId: number }[][] = []
      for (const item of batch.items) authorized.push(await authorizeItem(item.commands))
      const results = await moneyTransaction(deps, async (m) => {
        const out: WalletResult[] = []
        for (const booked of authorized) out.push(await bookItem(m, booked))
        return out
      })
      return results.map((result) => ({ ok: true, result }))
    } catch (error) {
      const outcome = await refused(error)
      return batch.items.map(() => outcome)
    }
  }
  const outcomes: BatchOutcome[] = []
  for (const item of batch.items) {
    try {
      const booked = await authorizeItem(item.commands)
      outcomes.push({ ok: true, result: await moneyTransaction(deps, (m) => bookItem(m, booked)) })
    } catch (error) {
      outcomes.push(await refused(error))
    }
  }
  return outcomes
}

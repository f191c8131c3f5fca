import type { ProviderCode } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { ProviderWallet, WalletCommand, WalletResult } from '../../providers/provider.js'
import { canPlay } from '../auth/index.js'
import { findProviderGame, recordGameTransaction } from '../casino/index.js'
import {
  getBalances,
  placeBet,
  rollbackBet,
  settleWin,
  type WagerAnswer,
  type WageringDeps,
  type WithinHook,
} from '../wallet/index.js'

/*
 * Applies a provider's verified, parsed callback (PROVIDERS.md): the adapter only translated it;
 * the wallet's canonical commands do the money, each in one database transaction, idempotent per
 * (provider, txId). The game-history line is written inside that same transaction.
 */

function resultOf(a: WagerAnswer): WalletResult {
  return { cash: a.cash, bonus: a.bonus, txId: a.txId, status: a.status, replayed: a.replayed }
}

/** The history line of a movement, when the game is in our catalogue and money moved. */
function history(
  provider: ProviderCode,
  c: { gameCode?: string | undefined; roundId: string; txId: string },
  playerId: number,
  kind: 'bet' | 'win' | 'refund',
): WithinHook {
  return async (tx, answer) => {
    const amount = answer.cashAmount + answer.bonusAmount
    if (!c.gameCode || answer.ledgerTransactionId === null || amount === 0n) return
    const game = await findProviderGame(tx, provider, c.gameCode)
    if (!game) return
    await recordGameTransaction(tx, {
      playerId,
      gameId: game.id,
      kind,
      amount,
      roundId: c.roundId,
      txId: c.txId,
      ledgerTransactionId: answer.ledgerTransactionId,
      balanceAfter: answer.cash,
    })
  }
}

export async function applyWalletCommand(
  deps: WageringDeps,
  provider: ProviderCode,
  adapter: ProviderWallet,
  cmd: WalletCommand,
): Promise<WalletResult> {
  const now = deps.clock.now()
  // Balance and bet need a live session; wins and rollbacks are owed whatever the session's state.
  const isSettlement = cmd.op === 'win' || cmd.op === 'rollback'
  const gameCode = cmd.op === 'balance' ? null : (cmd.gameCode ?? null)
  const named = adapter.playerOf(cmd.token, gameCode, now, isSettlement)
  if (named === null) throw new AppError('GAME_SESSION_EXPIRED')
  const { playerId } = named
  // Issue 12: a bet (and a balance read) needs the session the game was launched from still able to
  // play: logout, a password change or a suspension stop a game server's bets as they stop ours.
  if (!isSettlement && !(await canPlay(deps, named.sessionId, playerId)).canPlay)
    throw new AppError('GAME_SESSION_EXPIRED')

  switch (cmd.op) {
    case 'balance': {
      const b = await getBalances(deps.db, playerId)
      return { cash: b.cash, bonus: b.bonus, txId: null, status: 'balance', replayed: false }
    }
    case 'bet': {
      const game = await findProviderGame(deps.db, provider, cmd.gameCode)
      if (!game?.status) throw new AppError('GAME_NOT_FOUND')
      const answer = await placeBet(
        deps,
        {
          provider,
          playerId,
          txId: cmd.txId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: cmd.amount,
          currency: cmd.currency,
        },
        history(provider, cmd, playerId, 'bet'),
      )
      return resultOf(answer)
    }
    case 'win': {
      const answer = await settleWin(
        deps,
        {
          provider,
          playerId,
          txId: cmd.txId,
          refTxId: cmd.refTxId ?? null,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: cmd.amount,
          currency: cmd.currency,
          kind: cmd.kind ?? 'regular',
        },
        history(provider, cmd, playerId, 'win'),
      )
      return resultOf(answer)
    }
    case 'rollback': {
      const answer = await rollbackBet(
        deps,
        {
          provider,
          playerId,
          txId: cmd.txId,
          refTxId: cmd.refTxId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode ?? null,
        },
        history(provider, cmd, playerId, 'refund'),
      )
      return resultOf(answer)
    }
  }
}

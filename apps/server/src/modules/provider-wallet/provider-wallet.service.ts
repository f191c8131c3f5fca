import { eq } from 'drizzle-orm'
import { players, type ProviderCode } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { ProviderWallet, WalletCommand, WalletResult } from '../../providers/index.js'
import { canPlay } from '../auth/index.js'
import { findProviderGame, recordGameHistory } from '../casino/index.js'
import {
  getBalances,
  moneyTransaction,
  placeBet,
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
  return { cash: a.cash, bonus: a.bonus, txId: a.txId, status: a.status, replayed: a.replayed }
}

/** One command and its history line (when the game is in our catalogue and money moved), in one transaction. */
function withHistory(
  deps: WageringDeps,
  provider: ProviderCode,
  c: { gameCode?: string | undefined; roundId: string; txId: string },
  playerId: number,
  kind: 'bet' | 'win' | 'refund',
  command: (m: MoneyTx) => Promise<WagerAnswer>,
): Promise<WagerAnswer> {
  return moneyTransaction(deps, async (m) => {
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
  })
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
  const named = adapter.playerOf(cmd.token, gameCode, now, isSettlement, cmd.user)
  if (named === null) throw new AppError('GAME_SESSION_EXPIRED')
  const { playerId } = named
  // A win or rollback may name its player by the provider's `user` alone (the token expired or
  // absent): one we do not know is refused like an unknown token, never a failed write (a 500).
  if (isSettlement && !(await isKnownPlayer(deps, playerId))) throw new AppError('GAME_SESSION_EXPIRED')
  // docs/security.md: a bet (and a balance read) needs the session the game was launched from still able to
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
      const answer = await withHistory(deps, provider, cmd, playerId, 'bet', (m) =>
        placeBet(m, {
          provider,
          playerId,
          txId: cmd.txId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: cmd.amount,
          currency: cmd.currency,
        }),
      )
      return resultOf(answer)
    }
    case 'win': {
      const answer = await withHistory(deps, provider, cmd, playerId, 'win', (m) =>
        settleWin(m, {
          provider,
          playerId,
          txId: cmd.txId,
          refTxId: cmd.refTxId ?? null,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: cmd.amount,
          currency: cmd.currency,
          kind: cmd.kind ?? 'regular',
        }),
      )
      return resultOf(answer)
    }
    case 'rollback': {
      const answer = await withHistory(deps, provider, cmd, playerId, 'refund', (m) =>
        rollbackBet(m, {
          provider,
          playerId,
          txId: cmd.txId,
          refTxId: cmd.refTxId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode ?? null,
        }),
      )
      return resultOf(answer)
    }
  }
}

/**
 * The balances a refusal in the provider's dialect carries (docs/providers.md "Adapters": Hub88
 * sends the true balance on RS_ERROR_NOT_ENOUGH_MONEY), read after the refused command rolled back;
 * null when the command names no player.
 */
export async function refusalBalances(
  deps: WageringDeps,
  adapter: ProviderWallet,
  cmd: { token: string; user?: string | undefined },
): Promise<{ cash: bigint; bonus: bigint } | null> {
  const named = adapter.playerOf(cmd.token, null, deps.clock.now(), true, cmd.user)
  if (named === null) return null
  const b = await getBalances(deps.db, named.playerId)
  return { cash: b.cash, bonus: b.bonus }
}

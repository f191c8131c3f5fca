import { eq } from 'drizzle-orm'
import { players, type ProviderCode } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { ProviderWallet, WalletCommand, WalletResult } from '../../providers/index.js'
import { canPlay } from '../auth/index.js'
import { findProviderGame, recordGameHistory } from '../casino/index.js'
import { bindProviderSession, findProviderSessionToken } from './provider-sessions.js'
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
  return {
    cash: a.cash,
    bonus: a.bonus,
    txId: a.txId,
    status: a.status,
    replayed: a.replayed,
    ledgerTransactionId: a.ledgerTransactionId,
  }
}

/** A command's history line, when the game is in our catalogue and money moved. */
async function recordHistory(
  m: MoneyTx,
  provider: ProviderCode,
  c: { gameCode?: string | undefined; roundId: string; txId: string },
  playerId: number,
  kind: 'bet' | 'win' | 'refund',
  answer: WagerAnswer,
): Promise<void> {
  if (answer.replayed || !c.gameCode || answer.ledgerTransactionId === null) return
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
}

/** One command and its history line, in one transaction. */
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
    await recordHistory(m, provider, c, playerId, kind, answer)
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

  switch (cmd.op) {
    case 'balance': {
      if (cmd.providerSession?.bind)
        await bindProviderSession(deps, provider, cmd.providerSession.id, token, playerId)
      const b = await getBalances(deps.db, playerId)
      return { cash: b.cash, bonus: b.bonus, txId: null, status: 'balance', replayed: false }
    }
    case 'bet': {
      const game = await findProviderGame(deps.db, provider, cmd.gameCode)
      if (!game?.status) throw new AppError('GAME_NOT_FOUND')
      const bet = (m: MoneyTx) =>
        placeBet(m, {
          provider,
          playerId,
          txId: cmd.txId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: cmd.amount,
          currency: cmd.currency,
        })
      const settledBy = cmd.settledBy
      if (!settledBy) return resultOf(await withHistory(deps, provider, cmd, playerId, 'bet', bet))
      // A bet and the win that settles it (EGT's WithdrawAndDeposit): one money transaction, so a
      // refused win takes the bet back with it (docs/providers.md "EGT").
      const answer = await moneyTransaction(deps, async (m) => {
        const staked = await bet(m)
        await recordHistory(m, provider, cmd, playerId, 'bet', staked)
        const paid = await settleWin(m, {
          provider,
          playerId,
          txId: settledBy.txId,
          refTxId: cmd.txId,
          roundId: cmd.roundId,
          gameCode: cmd.gameCode,
          amount: settledBy.amount,
          currency: cmd.currency,
          kind: 'regular',
        })
        await recordHistory(m, provider, { ...cmd, txId: settledBy.txId }, playerId, 'win', paid)
        return { ...paid, replayed: staked.replayed && paid.replayed }
      })
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

/** The token a command plays with: its own, or the one its provider session was bound to. */
async function sessionToken(deps: WageringDeps, provider: ProviderCode, cmd: WalletCommand): Promise<string> {
  const session = cmd.providerSession
  if (!session || session.bind || cmd.token !== '') return cmd.token
  return (await findProviderSessionToken(deps.db, provider, session.id)) ?? ''
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

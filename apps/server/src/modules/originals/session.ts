import type { OriginalsSeedRotation, OriginalsState } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { toMajor } from '../wallet/index.js'
import { hashServerSeed, newServerSeed } from './fair.js'
import { exchangeLaunchToken, openGameSession, type GameSession } from './game-session.js'
import * as q from './originals.queries.js'
import { STAKE_MAX, STAKE_MIN } from './originals.schemas.js'
import {
  type OriginalsDeps,
  type OriginalGame,
  roundView,
  renewToken,
  ensureSeed,
  seedView,
  settlePendingOf,
  playableBalance,
} from './rounds.js'

/*
 * A player's session with a Galata Originals game: the game token, the state the page opens with
 * (paying a round interrupted before, docs/casino.md "Money"), and the rotation of the seed pair.
 */

/** The game token of a call, opened against its session (game-session.ts); GAME_SESSION_EXPIRED otherwise. */
export function authenticate(deps: OriginalsDeps, token: unknown, game: OriginalGame): Promise<GameSession> {
  return openGameSession(deps, token, game)
}

/** POST session: the launch url's token, exchanged once for a game token (docs/casino.md "Launch"). */
export async function openLaunch(deps: OriginalsDeps, token: unknown): Promise<{ token: string }> {
  return { token: await exchangeLaunchToken(deps, token) }
}

/** Forgets launch exchanges whose tokens have expired (each is refused by its expiry from then on). */
export async function forgetUsedLaunches(deps: OriginalsDeps): Promise<number> {
  await q.purgeLaunchUses(deps.db, new Date(deps.clock.now()))
  return 0
}

/** GET state: balance, the seed pair (hash only), the open round, the recent rounds. */
export async function gameState(deps: OriginalsDeps, claims: GameSession): Promise<OriginalsState> {
  const seed = await ensureSeed(deps.db, claims.playerId)
  // A round whose win was interrupted (a crash between the bet and the win) is paid now.
  await settlePendingOf(deps, claims.playerId)
  const open = await q.findOpenRound(deps.db, claims.playerId, claims.gameCode)
  const recent = await q.recentRounds(deps.db, claims.playerId, claims.gameCode, 12)
  return {
    token: renewToken(deps, claims),
    // What the player can stake: cash first, then bonus money (docs/wallet.md).
    balance: toMajor(await playableBalance(deps.db, claims.playerId)),
    seed: seedView(seed),
    openRound: open ? roundView(open) : null,
    recent: recent.map(roundView),
    limits: { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) },
  }
}

export async function rotateSeed(
  deps: OriginalsDeps,
  claims: GameSession,
  clientSeed: string,
): Promise<OriginalsSeedRotation> {
  return deps.db.transaction(async (tx) => {
    await ensureSeed(tx, claims.playerId)
    // Lock the active seed (the same lock a bet takes) before looking for open rounds.
    const current = await q.takeNonce(tx, claims.playerId)
    if (!current) throw new Error('active seed vanished')
    if (await q.findOpenRound(tx, claims.playerId)) throw new AppError('ROUND_IN_PROGRESS')
    await q.revealSeed(tx, current.id, new Date(deps.clock.now()))
    const serverSeed = newServerSeed()
    await q.insertSeedIfNone(tx, {
      playerId: claims.playerId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
    })
    const next = await q.findActiveSeed(tx, claims.playerId)
    if (!next) throw new Error('no seed after rotation')
    return {
      token: renewToken(deps, claims),
      previous: {
        serverSeed: current.serverSeed,
        serverSeedHash: current.serverSeedHash,
        clientSeed: current.clientSeed,
        // The lock above raised it once more; the bets made used 0 … nonce − 2.
        nonce: current.nonce - 1,
      },
      seed: seedView(next),
    }
  })
}

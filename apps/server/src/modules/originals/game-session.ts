import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { Db } from '../../db/client.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import {
  signGameToken,
  verifyGameToken,
  verifyLaunchToken,
  type GameTokenClaims,
} from '../../providers/index.js'
import { canPlay } from '../auth/index.js'
import { claimLaunch } from './originals.queries.js'

/** What opening a game token needs: the signing key and what the session check reads. */
export interface GameSessionDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
  secret: string
}

/** A game token that opened: its claims and when the session behind it ends (epoch ms). */
export interface GameSession extends GameTokenClaims {
  sessionEndsAt: number
}

/**
 * Every call of the studio's game API (bets, cash-outs, state reads, seeds) opens its game token
 * here (docs/security.md): genuine, unexpired, for this game, and its session still allowed to play (auth's
 * `canPlay`: live, the player active, not an operator). Anything else is GAME_SESSION_EXPIRED, so
 * logout, a password change or reset, or a suspension stop play on the very next call.
 */
export async function openGameSession(
  deps: GameSessionDeps,
  token: unknown,
  game: string,
): Promise<GameSession> {
  const claims = verifyGameToken(deps.secret, token, deps.clock.now())
  if (!claims || claims.gameCode !== game) throw new AppError('GAME_SESSION_EXPIRED')
  const verdict = await canPlay(deps, claims.sessionId, claims.playerId)
  if (!verdict.canPlay) throw new AppError('GAME_SESSION_EXPIRED')
  return { ...claims, sessionEndsAt: verdict.endsAt }
}

/** The fresh token every game answer carries: 15 minutes, never past the session's end. */
export function renewGameToken(deps: GameSessionDeps, session: GameSession): string {
  return signGameToken(
    deps.secret,
    { playerId: session.playerId, gameCode: session.gameCode, sessionId: session.sessionId },
    deps.clock.now(),
    session.sessionEndsAt,
  )
}

/**
 * The one exchange of a launch url's token for a game token (docs/casino.md "Launch"): genuine,
 * unexpired, its session still allowed to play, and never exchanged before. A second use of the
 * url (the history, a shared link, a referrer, a log) is GAME_SESSION_EXPIRED like any dead token.
 */
export async function exchangeLaunchToken(deps: GameSessionDeps, token: unknown): Promise<string> {
  const now = deps.clock.now()
  const claims = verifyLaunchToken(deps.secret, token, now)
  if (!claims) throw new AppError('GAME_SESSION_EXPIRED')
  const verdict = await canPlay(deps, claims.sessionId, claims.playerId)
  if (!verdict.canPlay) throw new AppError('GAME_SESSION_EXPIRED')
  const claimed = await claimLaunch(deps.db, {
    launchId: claims.launchId,
    usedAt: new Date(now),
    expiresAt: new Date(claims.expiresAt),
  })
  if (!claimed) throw new AppError('GAME_SESSION_EXPIRED')
  return renewGameToken(deps, { ...claims, sessionEndsAt: verdict.endsAt })
}

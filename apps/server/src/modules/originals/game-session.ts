import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { Db } from '../../db/client.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { signGameToken, verifyGameToken, type GameTokenClaims } from '../../providers/index.js'
import { canPlay } from '../auth/index.js'

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
 * here (issue 12): genuine, unexpired, for this game, and its session still allowed to play (auth's
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

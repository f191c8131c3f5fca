import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/*
 * Galata Originals game tokens (PROVIDERS.md: launched by a signed, short-lived game token).
 * `base64url(payload).base64url(HMAC-SHA256(secret, payload))`, stateless so any instance verifies
 * it. Short-lived and sliding: every answer of the game API carries a fresh one, so an open game
 * keeps playing while a token copied out of a url is worthless within minutes.
 *
 * Bound to the player's session (docs/security.md): the claims carry the id of the session the game was
 * launched from, every game call checks that session is still live and the player may still play
 * (auth's `canPlay`), and a renewed token never expires after the session's end. A session id is
 * not a credential (the session's token is, and only its hash is stored), so it may ride in the
 * signed, readable payload.
 */

/** How long a token opens the game API after it was issued (each answer renews it). */
export const GAME_TOKEN_TTL_MS = 15 * 60_000

export interface GameTokenClaims {
  /** Player id. */
  playerId: number
  /** The game the token opens (one token never plays another game). */
  gameCode: string
  /** The session the game was launched from: its end ends play. */
  sessionId: string
  /** Expiry, epoch ms. */
  expiresAt: number
}

const b64 = (buf: Buffer) => buf.toString('base64url')

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`galata-game-token:${payload}`).digest()
}

/**
 * A token valid for GAME_TOKEN_TTL_MS, and never after `notAfter` (the session's end), so renewing
 * it can never stretch play beyond the session. `ttlMs`: a provider that cannot renew tokens (Hub88
 * keeps the launch's token for the whole game, docs/providers.md) gets a longer one, still capped by
 * the session's end.
 */
export function signGameToken(
  secret: string,
  claims: Omit<GameTokenClaims, 'expiresAt'>,
  now: number,
  notAfter: number = Number.POSITIVE_INFINITY,
  ttlMs: number = GAME_TOKEN_TTL_MS,
): string {
  const e = Math.min(now + ttlMs, notAfter)
  const payload = b64(
    Buffer.from(JSON.stringify({ p: claims.playerId, g: claims.gameCode, s: claims.sessionId, e })),
  )
  return `${payload}.${b64(mac(secret, payload))}`
}

/**
 * The token of a launch url (docs/casino.md "Launch"): the same claims plus `k: 'launch'` and a
 * random id `j`, good for one exchange for a game token (`POST /api/originals/session`) and for
 * nothing else, so a url left in the history, a referrer or a log opens no game once the page has
 * taken it.
 */
export function signLaunchToken(
  secret: string,
  claims: Omit<GameTokenClaims, 'expiresAt'>,
  now: number,
  notAfter: number = Number.POSITIVE_INFINITY,
): string {
  const e = Math.min(now + GAME_TOKEN_TTL_MS, notAfter)
  const j = randomBytes(16).toString('hex')
  const payload = b64(
    Buffer.from(
      JSON.stringify({ p: claims.playerId, g: claims.gameCode, s: claims.sessionId, e, k: 'launch', j }),
    ),
  )
  return `${payload}.${b64(mac(secret, payload))}`
}

/** The signed payload of a genuine token, or null. */
function readToken(secret: string, token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > 512) return null
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = mac(secret, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const raw: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function claimsOf(raw: Record<string, unknown>): GameTokenClaims | null {
  const { p, g, s, e } = raw
  // A token without a session (signed before game tokens carried one, docs/casino.md) opens nothing.
  if (!Number.isSafeInteger(p) || typeof g !== 'string' || typeof s !== 'string' || typeof e !== 'number')
    return null
  return { playerId: p as number, gameCode: g, sessionId: s, expiresAt: e }
}

/**
 * The claims of a genuine, unexpired game token, or null (forged, malformed, expired or a launch
 * url's token alike). `allowExpired` accepts a genuine token past its expiry: wins and rollbacks of
 * the wallet callbacks must still reach the player after the session ended (PROVIDERS.md); never
 * for anything else.
 */
export function verifyGameToken(
  secret: string,
  token: unknown,
  now: number,
  options: { allowExpired?: boolean } = {},
): GameTokenClaims | null {
  const raw = readToken(secret, token)
  // A launch url's token is only ever exchanged, never played with (verifyLaunchToken).
  if (!raw || raw.k !== undefined) return null
  const claims = claimsOf(raw)
  if (!claims || (claims.expiresAt <= now && !options.allowExpired)) return null
  return claims
}

/** The claims and one-time id of a genuine, unexpired launch url's token, or null. */
export function verifyLaunchToken(
  secret: string,
  token: unknown,
  now: number,
): (GameTokenClaims & { launchId: string }) | null {
  const raw = readToken(secret, token)
  if (!raw || raw.k !== 'launch' || typeof raw.j !== 'string' || !/^[0-9a-f]{32}$/.test(raw.j)) return null
  const claims = claimsOf(raw)
  if (!claims || claims.expiresAt <= now) return null
  return { ...claims, launchId: raw.j }
}

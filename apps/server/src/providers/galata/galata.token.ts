import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * Galata Originals game tokens (PROVIDERS.md: launched by a signed, short-lived game token).
 * `base64url(payload).base64url(HMAC-SHA256(secret, payload))`, stateless so any instance verifies
 * it. Short-lived and sliding: every answer of the game API carries a fresh one, so an open game
 * keeps playing while a token copied out of a url is worthless within minutes.
 */

/** How long a token opens the game API after it was issued (each answer renews it). */
export const GAME_TOKEN_TTL_MS = 15 * 60_000

export interface GameTokenClaims {
  /** Player id. */
  playerId: number
  /** The game the token opens (one token never plays another game). */
  gameCode: string
  /** Expiry, epoch ms. */
  expiresAt: number
}

const b64 = (buf: Buffer) => buf.toString('base64url')

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`galata-game-token:${payload}`).digest()
}

export function signGameToken(
  secret: string,
  claims: Omit<GameTokenClaims, 'expiresAt'>,
  now: number,
): string {
  const payload = b64(
    Buffer.from(JSON.stringify({ p: claims.playerId, g: claims.gameCode, e: now + GAME_TOKEN_TTL_MS })),
  )
  return `${payload}.${b64(mac(secret, payload))}`
}

/**
 * The claims of a genuine, unexpired token, or null (forged, malformed or expired alike).
 * `allowExpired` accepts a genuine token past its expiry: wins and rollbacks of the wallet callbacks
 * must still reach the player after the session ended (PROVIDERS.md); never for anything else.
 */
export function verifyGameToken(
  secret: string,
  token: unknown,
  now: number,
  options: { allowExpired?: boolean } = {},
): GameTokenClaims | null {
  if (typeof token !== 'string' || token.length > 512) return null
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = mac(secret, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
    const { p, g, e } = raw
    if (!Number.isSafeInteger(p) || typeof g !== 'string' || typeof e !== 'number') return null
    if (e <= now && !options.allowExpired) return null
    return { playerId: p as number, gameCode: g, expiresAt: e }
  } catch {
    return null
  }
}

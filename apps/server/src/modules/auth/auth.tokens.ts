import { createHash, randomBytes } from 'node:crypto'

/** 256 bits from the OS CSPRNG: far beyond ASVS's 128-bit floor for session tokens. */
export const TOKEN_BYTES = 32

/** A new opaque session token (base64url, 43 characters). Only its hash is ever stored. */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

/**
 * SHA-256 is enough here (no salt, no stretching): the token is 256 random bits, so there is nothing
 * to guess, and a fast hash keeps the per-request lookup cheap.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9_-]{16,128})[ \t]*$/i

/** The token of an `Authorization: Bearer …` header, or null when absent or not shaped like one of ours. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null
  return BEARER.exec(header)?.[1] ?? null
}

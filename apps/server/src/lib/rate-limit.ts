import type { onRequestHookHandler } from 'fastify'
import type { Config } from '../config.js'
import { AppError } from './app-error.js'

/** Unauthenticated endpoints opt in with `config: { rateLimit: publicRateLimit(app.config) }`. */
export function publicRateLimit(config: Config, max = config.RATE_LIMIT_MAX) {
  return { max, timeWindow: '1 minute' }
}

/** The window of the per-address limits, as in `publicRateLimit`. */
const WINDOW_MS = 60_000

/**
 * The per-address limit of the public answers every page or lobby visit asks for and that are
 * served from memory (the bootstrap record, the lobby's category games): `factor` × the public
 * ceiling per minute, since players behind one carrier NAT share an address, and still finite.
 *
 * A route `onRequest` hook of its own rather than the rate-limit plugin's: a fixed one-minute
 * window counted in a Map, synchronously, with no x-ratelimit-* headers below the limit (no browser
 * reads them). On these routes the plugin's asynchronous hook and store cost about a tenth of the
 * throughput (bench/catalog); the answer over the limit is the same 429 envelope, with Retry-After.
 */
export function hotRouteLimit(config: Config, factor: number): onRequestHookHandler {
  const max = config.RATE_LIMIT_MAX * factor
  let windowEnds = 0
  let counts = new Map<string, number>()
  return (request, reply, done) => {
    const now = Date.now()
    // A new window starts with an empty map, so addresses seen once never pile up.
    if (now >= windowEnds) {
      counts = new Map()
      windowEnds = now + WINDOW_MS
    }
    const seen = (counts.get(request.ip) ?? 0) + 1
    counts.set(request.ip, seen)
    if (seen <= max) return done()
    void reply.header('retry-after', String(Math.ceil((windowEnds - now) / 1000)))
    done(new AppError('RATE_LIMITED'))
  }
}

/**
 * One budget per client address shared by every route that costs an argon2 hash (docs/security.md, first
 * audit item 11): login, registration, the recovery password step and change-password each take one unit;
 * past `max` a minute the address gets 429 RATE_LIMITED with Retry-After, whichever of the routes
 * it calls. Kept in memory per instance like `hotRouteLimit`, on the app clock so tests move it.
 * The failure throttles in the database still apply on top; this one counts successes too, since
 * a successful login costs the same hash.
 */
export function addressBudget(max: number, now: () => number): onRequestHookHandler {
  let windowEnds = 0
  let counts = new Map<string, number>()
  return (request, reply, done) => {
    const at = now()
    if (at >= windowEnds) {
      counts = new Map()
      windowEnds = at + WINDOW_MS
    }
    const spent = (counts.get(request.ip) ?? 0) + 1
    counts.set(request.ip, spent)
    if (spent <= max) return done()
    const retryAfter = Math.max(1, Math.ceil((windowEnds - at) / 1000))
    void reply.header('retry-after', String(retryAfter))
    done(new AppError('RATE_LIMITED', undefined, { retryAfter }))
  }
}

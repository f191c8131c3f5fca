import type { Config } from '../config.js'

/** Unauthenticated endpoints opt in with `config: { rateLimit: publicRateLimit(app.config) }`. */
export function publicRateLimit(config: Config, max = config.RATE_LIMIT_MAX) {
  return { max, timeWindow: '1 minute' }
}

/**
 * For public answers every page or lobby visit asks for and that are served from memory: players
 * behind one carrier NAT share an address, so a higher ceiling (`factor` × the public one), still
 * finite; and the limiter's x-ratelimit-* headers are left off until the limit is hit: every visit
 * pays for them and no browser reads them.
 */
export function hotRouteRateLimit(config: Config, factor: number) {
  return {
    ...publicRateLimit(config, config.RATE_LIMIT_MAX * factor),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  }
}

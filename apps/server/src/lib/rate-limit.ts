import type { Config } from '../config.js'

/** Unauthenticated endpoints opt in with `config: { rateLimit: publicRateLimit(app.config) }`. */
export function publicRateLimit(config: Config, max = config.RATE_LIMIT_MAX) {
  return { max, timeWindow: '1 minute' }
}

import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.js'

/*
 * The origin of the links a request answers with (README "Configuration", docs/security.md "Links
 * and the site's origin"): PUBLIC_URL when the operator set it; otherwise the origin the player
 * opened the site on, so a player on http://127.0.0.1:3000 is not sent to http://localhost:3000
 * (another host to the browser: no session there, and a game page's messages refused by origin).
 * Fastify reads the scheme and host from X-Forwarded-Proto and X-Forwarded-Host only when
 * TRUST_PROXY is on; without it a forged header changes nothing.
 */
export function requestOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_SET'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  if (config.PUBLIC_URL_SET) return new URL(config.PUBLIC_URL).origin
  try {
    return new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    // A Host header that is no host name: the configured fallback rather than a broken link.
    return new URL(config.PUBLIC_URL).origin
  }
}

import type { Config } from '../config.js'

/**
 * The security headers of SECURITY.md, computed once at boot. (@fastify/helmet rebuilds its
 * middleware and re-parses the policy on every request, which cost more than half the throughput
 * of the hottest endpoint; the headers never change while the process runs.)
 */
export function securityHeaders(
  config: Config,
  frameOrigins: readonly string[] = [],
): Record<string, string> {
  const secure = config.PUBLIC_URL.startsWith('https://')
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    // React sets style attributes through the CSSOM; inline <style> from a game page needs this too.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // The hub is on our own origin; ws:/wss: spelled out for browsers that do not map 'self' to them.
    "connect-src 'self' ws: wss:",
    // Game origins join here as third-party providers are configured.
    `frame-src ${["'self'", ...frameOrigins].join(' ')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "form-action 'self'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
  if (secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

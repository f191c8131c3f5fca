import type { Config } from '../config.js'

/**
 * The security headers of SECURITY.md, computed once at boot, in two sets (docs/security.md).
 * (@fastify/helmet rebuilds its middleware and re-parses the policy on every request, which cost
 * more than half the throughput of the hottest endpoint; the headers never change while the
 * process runs.)
 */
export interface SecurityHeaders {
  /** Pages, game pages, the payment page, static files: everything a browser may render. */
  document: Record<string, string>
  /** JSON answers under /api/: never rendered, never framed, never cached. */
  api: Record<string, string>
}

export function securityHeaders(config: Config, frameOrigins: readonly string[] = []): SecurityHeaders {
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
  const hsts: Record<string, string> = secure
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {}
  const document: Record<string, string> = {
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
    ...hsts,
  }
  // The OWASP REST set: a JSON answer opened or framed by itself gets no script, no plug-in, no
  // frame; the document-only headers (opener, prefetch, download, XSS filter) would be dead bytes
  // on every call, which on a phone over HTTP/1.1 are not free.
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    // Account and wallet answers must never sit in a shared cache (SECURITY.md).
    'cache-control': 'no-store',
    ...hsts,
  }
  return { document, api }
}

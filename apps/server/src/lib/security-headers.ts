import type { Config } from '../config.js'

/**
 * The security headers of SECURITY.md, computed once at boot, in two sets (docs/security.md).
 * (@fastify/helmet rebuilds its middleware and re-parses the policy on every request, which cost
 * more than half the throughput of the hottest endpoint; the headers never change while the
 * process runs.)
 */
export interface SecurityHeaders {
  /** Pages, the payment page, static files: everything a browser may render. */
  document: Record<string, string>
  /**
   * The document set while a Google Tag Manager id is in use (docs/content.md "Tag manager"): GTM's
   * origin added to script-src, connect-src and img-src, as GTM's CSP guide asks, and nothing else.
   */
  documentWithTagManager: Record<string, string>
  /**
   * The studio's pages under /originals/. Without GAMES_ORIGIN the document set; with it, served on
   * that origin and framed by the site alone (docs/security.md).
   */
  game: Record<string, string>
  /** JSON answers under /api/: never rendered, never framed, never cached. */
  api: Record<string, string>
  /**
   * The site shell's policy with the live-chat origins added to script-src and frame-src (Chatwoot's
   * SDK script and its widget frame, docs/live-chat.md "Content-Security-Policy"); with none, the
   * document policy itself; with `tagManager`, GTM's origin too, as in documentWithTagManager.
   * Memoised: the origins change only when the settings do.
   */
  documentCspWithChat: (origins: readonly string[], tagManager?: boolean) => string
}

/** Where the container and its requests go (GTM's CSP guide: script-src, connect-src, img-src). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/** The ws(s):// form of an http(s) origin: where a page of that origin opens its hub socket. */
function socketOrigin(url: string): string {
  const { protocol, host } = new URL(url)
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`
}

export function securityHeaders(
  config: Pick<Config, 'PUBLIC_URL'> & Partial<Pick<Config, 'GAMES_ORIGIN'>>,
  frameOrigins: readonly string[] = [],
): SecurityHeaders {
  const secure = config.PUBLIC_URL.startsWith('https://')
  const siteOrigin = new URL(config.PUBLIC_URL).origin
  const games = config.GAMES_ORIGIN
  // docs/security.md: WebSockets to our own hosts only. CSP3 browsers count ws(s) to the page's own host as
  // 'self'; older ones (CSP2: Safari before 15.4) do not, so the hosts are also spelled out.
  const connectSrc = ["'self'", socketOrigin(config.PUBLIC_URL), ...(games ? [socketOrigin(games)] : [])]
  const directives = (frameAncestors: string, tagManager = false, chat: readonly string[] = []) => [
    "default-src 'self'",
    "base-uri 'self'",
    // The container is added by the site's own bundle (no inline snippet), so its origin is enough.
    `script-src ${["'self'", ...(tagManager ? [TAG_MANAGER_ORIGIN] : []), ...chat].join(' ')}`,
    // React sets style attributes through the CSSOM; inline <style> from a game page needs this too.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tagManager ? ` ${TAG_MANAGER_ORIGIN}` : ''}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${[...connectSrc, ...(tagManager ? [TAG_MANAGER_ORIGIN] : [])].join(' ')}`,
    // The studio's own origin (GAMES_ORIGIN); third-party game origins join as providers are configured.
    `frame-src ${["'self'", ...(games ? [games] : []), ...frameOrigins, ...chat].join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "object-src 'none'",
    "form-action 'self'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ]
  const csp = directives("'self'").join('; ')
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
  const documentWithTagManager: Record<string, string> = {
    ...document,
    'content-security-policy': directives("'self'", true).join('; '),
  }
  // A game page on its own origin is framed by the site's play window and nothing else; X-Frame-Options
  // cannot name another origin, so it is left out and frame-ancestors governs.
  const { 'x-frame-options': _xfo, ...framedBySite } = document
  const game: Record<string, string> = games
    ? { ...framedBySite, 'content-security-policy': directives(siteOrigin).join('; ') }
    : document
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
  let chatKey = ''
  let chatCsp = csp
  const documentCspWithChat = (origins: readonly string[], tagManager = false) => {
    const key = `${tagManager} ${origins.join(' ')}`
    if (key !== chatKey) {
      chatKey = key
      chatCsp = directives("'self'", tagManager, origins).join('; ')
    }
    return chatCsp
  }
  return { document, documentWithTagManager, game, api, documentCspWithChat }
}

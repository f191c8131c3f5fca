import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../lib/security-headers.js'
import { useTestApp } from './helper.js'

/**
 * SECURITY.md, headers: "a test walks the routes and asserts the headers". Every route the app
 * registers (read from `app.routeTable`, so a route added later is walked too) is called once as a
 * visitor, with a path parameter of 1 and an empty JSON body; whatever it answers — 200, 400, 401,
 * 404 — carries the security headers of its kind (docs/security.md): JSON answers under /api/ the
 * API set with no-store, everything a browser may render the document set.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000000' })

/**
 * Public answers the same for every visitor, kept by the browser and revalidated with their ETag
 * (docs/content.md "Caching"): `no-cache` rather than `no-store`.
 */
const REVALIDATED = new Set(['/api/cms/grouped'])

/**
 * Public answers the same for every visitor that change slowly, kept for a minute: a match's
 * statistics (docs/sportsbook.md "Coupon codes, quick bet and match statistics"). Whether event 1
 * exists when the walk reaches it depends on the world job's first passes; its refusal is no-store.
 */
const PUBLIC_MINUTE = new Set(['/api/sports/events/1/stats'])

/** The hub only upgrades; static files are served by @fastify/static's own wildcard route. */
const SKIP = [/^\/hub\//, /\*/]

function concretePath(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1')
}

describe('security headers on every route', () => {
  it('every answer carries the headers of its kind', async () => {
    const routes = t.app.routeTable.filter(
      (r) => (r.method === 'GET' || r.method === 'POST') && !SKIP.some((re) => re.test(r.url)),
    )
    expect(routes.length).toBeGreaterThan(50)
    const problems: string[] = []
    for (const route of routes) {
      const url = concretePath(route.url)
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      })
      const h = res.headers
      const csp = String(h['content-security-policy'] ?? '')
      const where = `${route.method} ${url} (${res.statusCode})`
      if (h['x-content-type-options'] !== 'nosniff') problems.push(`${where}: x-content-type-options`)
      if (h['referrer-policy'] !== 'strict-origin-when-cross-origin')
        problems.push(`${where}: referrer-policy`)
      if (h['cross-origin-resource-policy'] !== 'same-origin') problems.push(`${where}: CORP`)
      if (url.startsWith('/api/')) {
        if (csp !== "default-src 'none'; frame-ancestors 'none'") problems.push(`${where}: API CSP ${csp}`)
        if (h['x-frame-options'] !== 'DENY') problems.push(`${where}: x-frame-options`)
        const cacheControl =
          res.statusCode !== 200
            ? 'no-store'
            : REVALIDATED.has(url)
              ? 'no-cache'
              : PUBLIC_MINUTE.has(url)
                ? 'public, max-age=60'
                : 'no-store'
        if (h['cache-control'] !== cacheControl)
          problems.push(`${where}: cache-control ${h['cache-control']}`)
      } else {
        for (const directive of [
          "frame-ancestors 'self'",
          "object-src 'none'",
          "frame-src 'self'",
          "script-src 'self'",
        ])
          if (!csp.includes(directive)) problems.push(`${where}: CSP without ${directive}`)
        if (h['x-frame-options'] !== 'SAMEORIGIN') problems.push(`${where}: x-frame-options`)
      }
      if (res.statusCode >= 500) problems.push(`${where}: server error`)
    }
    expect(problems).toEqual([])
  })

  it('the single-page app and an unknown API path get their kinds too', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/casino/slot' })
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(missing.headers['cache-control']).toBe('no-store')
  })

  it('lets documents connect only to the site itself, never a WebSocket to any host (docs/security.md)', () => {
    const connectSrc = (h: Record<string, string>) =>
      h['content-security-policy']!.split('; ').find((d) => d.startsWith('connect-src '))
    // 'self' alone leaves ws(s) to the same host to CSP3 browsers; the host is spelled out for the rest.
    const secure = securityHeaders({ ...t.config, PUBLIC_URL: 'https://galata.example' })
    expect(connectSrc(secure.document)).toBe("connect-src 'self' wss://galata.example")
    const local = securityHeaders({ ...t.config, PUBLIC_URL: 'http://localhost:3000' })
    expect(connectSrc(local.document)).toBe("connect-src 'self' ws://localhost:3000")
  })

  it('adds HSTS when the site is served over https', () => {
    const secure = securityHeaders({ ...t.config, PUBLIC_URL: 'https://galata.example' })
    expect(secure.document['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(secure.api['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(secure.document['content-security-policy']).toContain('upgrade-insecure-requests')
    const plain = securityHeaders({ ...t.config, PUBLIC_URL: 'http://localhost:3000' })
    expect(plain.document['strict-transport-security']).toBeUndefined()
  })
})

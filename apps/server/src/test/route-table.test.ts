import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiRoutes, type RouteSpec } from '@galata/contract'
import { useTestApp } from './helper.js'

/**
 * The route table (packages/contract/src/api.ts, docs/api.md) is the one list of every route: a
 * route the app serves that is not in it, or an entry the app does not serve, fails here. The
 * demo PSP's page and webhook are served in every mode the tests run (site-mode.test.ts covers the
 * others); HEAD routes are Fastify's automatic twins of the GETs. Every route is registered with
 * `route()` from its entry, and every entry describes its answer.
 */
const t = useTestApp({})

/**
 * Served but not routes of ours: the hub's upgrade paths, and the web app's static files when it is
 * built (@fastify/static registers one route per file of apps/web/dist: a literal path ending in a
 * file name, or its wildcard).
 */
const NOT_IN_TABLE = [/^\/hub(\/|$)/, /\*/, /^\/[^:]*\.[A-Za-z0-9]+$/]

describe('the route table', () => {
  it('lists every served route, and every entry is served', () => {
    const served = new Set(
      t.app.routeTable
        .filter((r) => r.method !== 'HEAD' && !NOT_IN_TABLE.some((re) => re.test(r.url)))
        .map((r) => `${r.method} ${r.url}`),
    )
    const listed = new Set(Object.values(apiRoutes).map((r) => `${r.method} ${r.path}`))
    expect(
      [...served].filter((r) => !listed.has(r)),
      'served, not in the table',
    ).toEqual([])
    expect(
      [...listed].filter((r) => !served.has(r)),
      'in the table, not served',
    ).toEqual([])
  })

  it('registers every served route through route(), from its own entry', () => {
    const bypassing = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && !NOT_IN_TABLE.some((re) => re.test(r.url)))
      .filter((r) => r.spec === null || r.spec.method !== r.method || r.spec.path !== r.url)
      .map((r) => `${r.method} ${r.url}`)
    expect(bypassing, 'served without route() (app.get/app.post…)').toEqual([])
  })

  it('describes every answer: a data schema for JSON, a clear kind for pages, files and providers', () => {
    const entries = Object.entries(apiRoutes) as [string, RouteSpec][]
    const undescribed = entries
      .filter(([key, r]) => {
        if (r.data === 'provider') return !r.path.startsWith('/api/providers/')
        // A stored file (an identity document) goes to operators only.
        if (r.data === 'file') return typeof r.auth !== 'object'
        if (r.data === 'html' || r.data === 'asset')
          return !key.startsWith('page:') || r.path.startsWith('/api/')
        // A schema that accepts anything describes nothing.
        return !(r.data instanceof z.ZodType) || r.data.safeParse(Symbol('anything')).success
      })
      .map(([key]) => key)
    expect(undescribed).toEqual([])
  })
})

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/helper.js'

describe('health and platform', () => {
  const t = useTestApp()

  it('answers health and ready', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ success: true, message: '', data: { status: 'ok' } })
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().data.status).toBe('ready')
  })

  it('answers an unknown /api path with a JSON 404 in the requested language', async () => {
    const tr = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(tr.statusCode).toBe(404)
    expect(tr.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Aradığınız kayıt bulunamadı.',
    })
    const en = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'x-locale': 'en' } })
    expect(en.json().message).toBe('We could not find what you were looking for.')
  })

  it('sets the security headers and no-store on API answers (every route: all-routes.headers.test.ts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  // PGlite runs one statement at a time for everyone: it has no pool for a probe to queue in.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "answers ready at once while every one of the app's connections is busy",
    async () => {
      // More statements than the pool has connections (the test app's 30): some wait for one. Drizzle
      // sends a statement when it is awaited: Promise.resolve starts each now.
      const busy = Array.from({ length: 40 }, () =>
        Promise.resolve(t.app.db.execute(sql`select pg_sleep(1.5)`)),
      )
      await new Promise((r) => setTimeout(r, 200))
      const started = performance.now()
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
      const ms = performance.now() - started
      await Promise.all(busy)
      expect(ready.statusCode).toBe(200)
      // Queued behind the sleeps it would take about 1.3 s at least.
      expect(ms).toBeLessThan(700)
    },
  )

  it('reports not ready once the database is gone', async () => {
    // Last test of the file: closing the database is what a stopped PostgreSQL looks like to us.
    await t.database.close()
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(503)
  })
})

import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/helper.js'

/*
 * docs/operations.md "Graceful shutdown": while the app closes, a request on a connection already
 * open gets the API's documented 503 SERVER_BUSY (Retry-After, in the request's language) and no
 * route runs; every answer then closes its connection. The real server's SIGTERM, with a
 * keep-alive connection busy at the signal, is lib/shutdown.test.ts.
 */
describe('answers while the app closes', () => {
  const ctx = useTestApp()

  it('answers as usual, keep-alive, before closing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.headers.connection).not.toBe('close')
  })

  it('refuses with 503 SERVER_BUSY in Turkish by default, English on x-locale, and closes the connection', async () => {
    ctx.app.lifecycle.closing = true
    try {
      const tr = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobodyhere', password: 'not-the-password' },
      })
      expect(tr.statusCode).toBe(503)
      expect(tr.headers['retry-after']).toBe('1')
      expect(tr.headers.connection).toBe('close')
      expect(tr.json()).toEqual({
        success: false,
        code: 'SERVER_BUSY',
        message: 'Şu anda çok yoğunuz. Lütfen birkaç saniye sonra tekrar deneyin.',
        data: { retryAfter: 1 },
      })
      const en = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-locale': 'en' } })
      expect(en.statusCode).toBe(503)
      expect(en.json()).toMatchObject({
        code: 'SERVER_BUSY',
        message: 'We are very busy right now. Please try again in a few seconds.',
      })
    } finally {
      ctx.app.lifecycle.closing = false
    }
  })
})

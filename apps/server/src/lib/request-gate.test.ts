import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../test/helper.js'

/*
 * docs/operations.md "Calls in line": at most API_CONCURRENCY API calls run at once; the others
 * wait first come, first served; past API_QUEUE_MAX waiting a call is refused at once with the
 * documented 503 SERVER_BUSY, and so is one that waited API_QUEUE_WAIT_MS. The balancer's probes and the calls other systems make to us (signed
 * callbacks) never wait. The places are taken here by hand, so a call's fate does not hang on timing.
 */
describe('API calls in line', () => {
  const ctx = useTestApp({ API_CONCURRENCY: '2', API_QUEUE_MAX: '1', API_QUEUE_WAIT_MS: '1000' })
  const frees: (() => void)[] = []
  afterAll(() => frees.forEach((free) => free()))

  const grouped = () => ctx.app.inject({ method: 'GET', url: '/api/cms/grouped' })
  const settledSoon = async <T>(p: Promise<T>) =>
    Promise.race([p.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 100))])

  it('lets calls in up to the limit, lines up one more, refuses the next, and frees a place per answer', async () => {
    expect((await grouped()).statusCode).toBe(200)
    expect(ctx.app.apiGate.stats()).toEqual({ running: 0, queued: 0 })

    frees.push(await ctx.app.apiGate.enter(), await ctx.app.apiGate.enter())
    const waiting = grouped()
    expect(await settledSoon(waiting)).toBe(false)
    expect(ctx.app.apiGate.stats()).toEqual({ running: 2, queued: 1 })

    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/cms/grouped',
      headers: { 'x-locale': 'en' },
    })
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('1')
    expect(refused.json()).toEqual({
      success: false,
      code: 'SERVER_BUSY',
      message: 'We are very busy right now. Please try again in a few seconds.',
      data: { retryAfter: 1 },
    })

    // Not in line: the balancer's probes and a provider's signed callback (refused here for its
    // signature, but answered at once).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const callback = await ctx.app.inject({
      method: 'POST',
      url: '/api/providers/hub88/transaction/balance',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(callback.statusCode).toBeLessThan(500)

    frees.shift()!()
    expect((await waiting).statusCode).toBe(200)
    expect(ctx.app.apiGate.stats()).toEqual({ running: 1, queued: 0 })
    frees.shift()!()
    expect(ctx.app.apiGate.stats()).toEqual({ running: 0, queued: 0 })
  })

  it('refuses a call that waited its longest, before any work, and passes the place over it', async () => {
    frees.push(await ctx.app.apiGate.enter(), await ctx.app.apiGate.enter())
    const started = performance.now()
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-locale': 'tr' },
      payload: { username: 'nobody', password: 'wrong-password-1' },
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(990)
    expect(late.statusCode).toBe(503)
    expect(late.headers['retry-after']).toBe('1')
    expect(late.json()).toMatchObject({ success: false, code: 'SERVER_BUSY', data: { retryAfter: 1 } })
    expect(late.json().message).toMatch(/yoğun/i)
    expect(ctx.app.apiGate.stats()).toEqual({ running: 2, queued: 0 })
    // The freed place goes to the next one in line, not to the refused call.
    const next = grouped()
    await expect.poll(() => ctx.app.apiGate.stats().queued).toBe(1)
    frees.shift()!()
    expect((await next).statusCode).toBe(200)
    frees.shift()!()
    expect(ctx.app.apiGate.stats()).toEqual({ running: 0, queued: 0 })
  })

  it('skips a call whose client left while it waited', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = ctx.app.server.address() as AddressInfo
    frees.push(await ctx.app.apiGate.enter(), await ctx.app.apiGate.enter())
    const socket = connect(port, '127.0.0.1')
    await new Promise<void>((r) => socket.once('connect', () => r()))
    socket.write('GET /api/cms/grouped HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await expect.poll(() => ctx.app.apiGate.stats().queued).toBe(1)
    socket.destroy()
    await new Promise((r) => setTimeout(r, 50))

    // The place it would have had passes through it and is free again: nothing runs.
    frees.shift()!()
    await expect.poll(() => ctx.app.apiGate.stats()).toEqual({ running: 1, queued: 0 })
    frees.shift()!()
    expect(ctx.app.apiGate.stats()).toEqual({ running: 0, queued: 0 })

    // Over a real connection too, an answered call gives its place back.
    const served = await fetch(`http://127.0.0.1:${port}/api/cms/grouped`)
    expect(served.status).toBe(200)
    await served.arrayBuffer()
    await expect.poll(() => ctx.app.apiGate.stats()).toEqual({ running: 0, queued: 0 })
  })

  it('counts the wait from the balancer: a call read after its bound is refused at once', async () => {
    const since = (ms: number) => `t=${((Date.now() - ms) / 1000).toFixed(3)}`
    // Read 1.5 s after nginx had it (bound 1 s), with places free: refused before any work.
    const started = performance.now()
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-locale': 'en', 'x-request-start': since(1_500) },
      payload: { username: 'nobody', password: 'wrong-password-1' },
    })
    expect(performance.now() - started).toBeLessThan(500)
    expect(late.statusCode).toBe(503)
    expect(late.json()).toMatchObject({ success: false, code: 'SERVER_BUSY', data: { retryAfter: 1 } })
    expect(ctx.app.apiGate.stats()).toEqual({ running: 0, queued: 0 })

    // Read 0.6 s after: served when a place is free ...
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/cms/grouped',
      headers: { 'x-request-start': since(600) },
    })
    expect(fresh.statusCode).toBe(200)
    // ... and in line, it waits what is left of its bound (0.4 s), not the whole second.
    frees.push(await ctx.app.apiGate.enter(), await ctx.app.apiGate.enter())
    const lined = performance.now()
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/cms/grouped',
      headers: { 'x-request-start': since(600) },
    })
    const waited = performance.now() - lined
    expect(refused.statusCode).toBe(503)
    expect(waited).toBeGreaterThanOrEqual(300)
    expect(waited).toBeLessThan(900)
    frees.splice(0).forEach((free) => free())

    // A header from the future, or one that is not nginx's, counts as no wait.
    for (const header of [since(-60_000), 't=soon', '1796284245.123'])
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/cms/grouped',
            headers: { 'x-request-start': header },
          })
        ).statusCode,
      ).toBe(200)
    expect(ctx.app.apiGate.stats()).toEqual({ running: 0, queued: 0 })
  })

  // Last: it closes the app.
  it('refuses the calls still in line when the instance closes, before any of their work', async () => {
    frees.push(await ctx.app.apiGate.enter(), await ctx.app.apiGate.enter())
    const waiting = grouped()
    await expect.poll(() => ctx.app.apiGate.stats().queued).toBe(1)
    const closing = performance.now()
    const closed = ctx.app.close()
    const refused = await waiting
    // At once, not at the end of its 1-s wait.
    expect(performance.now() - closing).toBeLessThan(500)
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toMatchObject({ code: 'SERVER_BUSY', data: { retryAfter: 1 } })
    expect(ctx.app.apiGate.stats()).toEqual({ running: 2, queued: 0 })
    frees.splice(0).forEach((free) => free())
    await closed
  })
})

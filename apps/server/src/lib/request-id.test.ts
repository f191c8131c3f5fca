import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/helper.js'

/*
 * docs/operations.md "Request ids": a well-formed X-Request-Id from the balancer is kept, echoed in
 * the answer and carried by every log line of the request; anything else is replaced by a fresh id.
 */
describe('request ids', () => {
  const t = useTestApp({}, { captureLogs: true })

  const linesOf = (reqId: string) =>
    t.logs.map((l) => JSON.parse(l) as { reqId?: string; msg?: string }).filter((l) => l.reqId === reqId)

  it('keeps the balancer’s id, echoes it and logs every line of the request under it', async () => {
    const id = '5f2b8c0e9d1a4f6b8c7d3e2a1b0c9d8e'
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-request-id']).toBe(id)
    const lines = linesOf(id)
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']))
    // An answer that fails is logged under the same id too.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'edge-7:a.b' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-request-id']).toBe('edge-7:a.b')
    expect(linesOf('edge-7:a.b').length).toBeGreaterThanOrEqual(2)
  })

  it('replaces a missing or malformed id with a fresh one, never the same twice', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    const seen = new Set<string>()
    for (const given of [undefined, '', 'has space', 'x'.repeat(129), '-leading-dash', 'ü-umlaut']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: given === undefined ? {} : { 'x-request-id': given },
      })
      const id = String(res.headers['x-request-id'])
      expect(id).toMatch(uuid)
      expect(seen.has(id)).toBe(false)
      seen.add(id)
      expect(linesOf(id).length).toBeGreaterThanOrEqual(2)
    }
  })
})

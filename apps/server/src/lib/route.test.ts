import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RouteSpec } from '@galata/contract'
import { ok } from './reply.js'
import { route } from './route.js'

/** The route helper parses with the entry's schemas and, in tests, refuses an answer its entry does not describe. */
describe('route()', () => {
  const spec = {
    method: 'POST',
    path: '/api/sample',
    auth: 'public',
    body: z.strictObject({ n: z.number() }),
    data: z.object({ doubled: z.number() }),
  } as const satisfies RouteSpec

  async function appWith(answer: (n: number) => unknown) {
    const app = Fastify()
    app.decorate('authGuard', () => null)
    app.decorateRequest('locale', 'tr')
    await app.register(
      async (api) => {
        route(api, spec, async (_request, _reply, { body }) => answer(body.n))
      },
      { prefix: '/api' },
    )
    return app
  }

  it('registers the path under the plugin prefix and parses the body', async () => {
    const app = await appWith((n) => ok({ doubled: n * 2 }))
    const res = await app.inject({ method: 'POST', url: '/api/sample', payload: { n: 2 } })
    expect(res.json()).toEqual({ success: true, message: '', data: { doubled: 4 } })
    const bad = await app.inject({ method: 'POST', url: '/api/sample', payload: { n: 'x' } })
    expect(bad.statusCode).toBe(400)
  })

  it('fails loudly when the answer does not match the entry', async () => {
    const app = await appWith(() => ok({ doubled: 'four' }))
    const res = await app.inject({ method: 'POST', url: '/api/sample', payload: { n: 2 } })
    expect(res.statusCode).toBe(500)
  })
})

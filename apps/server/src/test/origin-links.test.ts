import { describe, expect, it } from 'vitest'
import { api } from './accounts.js'
import { useTestApp } from './helper.js'

/*
 * Links without PUBLIC_URL (README "Configuration", lib/origin.ts): the demo gateway's page, the
 * way back from a provider's game and a game page's message target follow the origin the player
 * opened the site on; behind a trusted proxy (TRUST_PROXY) its forwarded scheme and host, and
 * never a forwarded header the server does not trust.
 */

const t = useTestApp({ TRUST_PROXY: 'false', RATE_LIMIT_MAX: '1000' })
const proxied = useTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '1000' })
const fixed = useTestApp({ PUBLIC_URL: 'https://galata.example', RATE_LIMIT_MAX: '1000' })

type App = typeof t

async function depositLink(ctx: App, n: string, headers: Record<string, string>) {
  const http = api(ctx.app)
  const { token } = await http.register(n)
  const methods = await ctx.app.inject({
    method: 'GET',
    url: '/api/payment/methods?type=1',
    headers: { authorization: `Bearer ${token}` },
  })
  const card = methods
    .json<{ data: { id: number; title: string }[] }>()
    .data.find((m) => m.title.includes('Kart'))!
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment/deposit',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    payload: {
      id: card.id,
      target: 'pay',
      detail: { amount: 100, CardNo: '4111 1111 1111 1234', holder: 'AYSE KAYA' },
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return new URL(res.json<{ data: string }>().data)
}

async function gamePage(ctx: App, headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/originals/galata-dice/?lang=en', headers })
  expect(res.statusCode).toBe(200)
  return /"siteOrigin":"([^"]+)"/.exec(res.body)?.[1]
}

describe('links without PUBLIC_URL', () => {
  it('follow the host the player opened the site on', async () => {
    const link = await depositLink(t, 'orig1', { host: '127.0.0.1:3000' })
    expect(link.origin).toBe('http://127.0.0.1:3000')
    expect(link.pathname).toMatch(/^\/pay\/\d+$/)
    expect(await gamePage(t, { host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000')
    expect(await gamePage(t, { host: 'localhost:3000' })).toBe('http://localhost:3000')
  })

  it('ignore forwarded headers unless the proxy is trusted', async () => {
    const forwarded = {
      host: '10.0.0.5:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    }
    expect((await depositLink(t, 'orig2', forwarded)).origin).toBe('http://10.0.0.5:3000')
    expect(await gamePage(t, forwarded)).toBe('http://10.0.0.5:3000')
  })

  it('behind a trusted proxy, follow its forwarded scheme and host', async () => {
    const forwarded = {
      host: '10.0.0.5:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'galata.example',
    }
    expect((await depositLink(proxied, 'orig3', forwarded)).origin).toBe('https://galata.example')
    expect(await gamePage(proxied, forwarded)).toBe('https://galata.example')
  })
})

describe('links with PUBLIC_URL', () => {
  it('always use it, whatever host was asked', async () => {
    expect((await depositLink(fixed, 'orig4', { host: '127.0.0.1:3000' })).origin).toBe(
      'https://galata.example',
    )
    expect(await gamePage(fixed, { host: '127.0.0.1:3000' })).toBe('https://galata.example')
  })
})

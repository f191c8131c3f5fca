import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config.js'
import { api } from './accounts.js'
import { testConfig, useTestApp } from './helper.js'

/*
 * First audit item 15 (docs/security.md): with GAMES_ORIGIN the studio's pages live on their own origin, so a
 * game page framed with `allow-same-origin` is same-origin with itself only, never with the site (its
 * storage, its session token). Launch urls point there, the site frames and connects only to its own origin
 * and that one, game pages may be framed by the site alone and post their messages to it.
 */

const SITE = 'https://galata.example'
const GAMES = 'https://games.galata.example'
const t = useTestApp({ PUBLIC_URL: SITE, GAMES_ORIGIN: GAMES, RATE_LIMIT_MAX: '1000' })

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith(`${name} `))

describe('GAMES_ORIGIN (docs/security.md)', () => {
  it('launches the studio’s games on the games origin', async () => {
    const a = api(t.app)
    const { token } = await a.register(1)
    for (const code of ['galata-dice', 'galata-aviator']) {
      const res = await a.post('casino/launchurl', { code, providerId: 1, isMobile: false }, { token })
      expect(res.statusCode, res.body).toBe(200)
      const url = new URL(res.json().data as string)
      expect(url.origin).toBe(GAMES)
      expect(url.pathname).toBe(`/originals/${code}/`)
    }
  })

  it('lets the site frame and connect to its own origin and the games origin only', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/casino/slot',
      headers: { host: 'galata.example' },
    })
    const csp = page.headers['content-security-policy']
    expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${GAMES}`)
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' wss://galata.example wss://games.galata.example",
    )
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('serves game pages on the games origin, framed by the site alone, posting to the site', async () => {
    for (const path of ['/originals/galata-dice/?lang=en', '/originals/galata-aviator/?lang=en']) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: { host: 'games.galata.example' } })
      expect(res.statusCode, path).toBe(200)
      expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toBe(
        `frame-ancestors ${SITE}`,
      )
      // X-Frame-Options cannot name another origin; frame-ancestors governs.
      expect(res.headers['x-frame-options']).toBeUndefined()
      expect(res.body).toContain(`"siteOrigin":"${SITE}"`)
    }
  })

  it('sends a game page asked for on the site’s own origin to the games origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/originals/galata-dice/?token=abc&lang=en',
      headers: { host: 'galata.example' },
    })
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe(`${GAMES}/originals/galata-dice/?token=abc&lang=en`)
    const aviator = await t.app.inject({
      method: 'GET',
      url: '/originals/galata-aviator/',
      headers: { host: 'galata.example' },
    })
    expect(aviator.statusCode).toBe(308)
  })

  it('refuses a games origin that is the site itself or not a bare origin', () => {
    expect(() => testConfig({ PUBLIC_URL: SITE, GAMES_ORIGIN: SITE })).toThrow(ConfigError)
    expect(() => testConfig({ PUBLIC_URL: SITE, GAMES_ORIGIN: `${GAMES}/path` })).toThrow(ConfigError)
    expect(() => testConfig({ PUBLIC_URL: SITE, GAMES_ORIGIN: 'ftp://games.example' })).toThrow(ConfigError)
    expect(testConfig({ PUBLIC_URL: SITE, GAMES_ORIGIN: `${GAMES}/` }).GAMES_ORIGIN).toBe(GAMES)
  })
})

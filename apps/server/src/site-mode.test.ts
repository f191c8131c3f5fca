import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR, loadConfig } from './config.js'
import { TEST_LIVE_ENV, TEST_OPERATOR_ENV } from './test/test-config.js'
import { api, rows } from './test/accounts.js'
import { startSmsCatcher, startSmtpCatcher } from '@galata/testkit'
import { useTestApp } from './test/helper.js'

/*
 * First audit item 4 (docs/security.md): the demo payment gateway (its Pay button credits cash without any
 * payment) exists only in demo mode. A live site has no gateway routes and no demo method, and does not boot
 * without real mail and SMS (SECURITY.md, money).
 */

const PG = 'postgres://galata@127.0.0.1:5432/galata'

describe('SITE_MODE in the configuration', () => {
  it('defaults to demo on the embedded database and to live with DATABASE_URL; SEED follows', () => {
    expect(loadConfig({})).toMatchObject({ SITE_MODE: 'demo', SEED: 'demo' })
    const live = loadConfig({
      DATABASE_URL: PG,
      SMTP_URL: 'smtp://m:25',
      SMS_GATEWAY_URL: 'http://s/sms',
      ...TEST_LIVE_ENV,
    })
    expect(live).toMatchObject({ SITE_MODE: 'live', SEED: 'none' })
    // An explicit choice wins over the default, both ways.
    expect(loadConfig({ DATABASE_URL: PG, SITE_MODE: 'demo' })).toMatchObject({
      SITE_MODE: 'demo',
      SEED: 'demo',
    })
    expect(
      loadConfig({
        SITE_MODE: 'live',
        SMTP_URL: 'smtp://m:25',
        SMS_GATEWAY_URL: 'http://s/sms',
        SEED: 'demo',
        ...TEST_LIVE_ENV,
      }),
    ).toMatchObject({ SITE_MODE: 'live', SEED: 'demo' })
  })

  it('a live site refuses to boot without SMTP_URL and SMS_GATEWAY_URL, naming what is missing', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env)
      } catch (e) {
        return (e as Error).message
      }
      return 'booted'
    }
    const both = message({ DATABASE_URL: PG })
    expect(both).toMatch(/SMTP_URL: required when SITE_MODE=live/)
    expect(both).toMatch(/SMS_GATEWAY_URL: required when SITE_MODE=live/)
    const sms = message({ SITE_MODE: 'live', SMTP_URL: 'smtp://m:25', ...TEST_OPERATOR_ENV })
    expect(sms).toMatch(/SMS_GATEWAY_URL/)
    expect(sms).not.toMatch(/SMTP_URL/)
    expect(message({ SITE_MODE: 'live', SMS_GATEWAY_URL: 'http://s/sms' })).toMatch(/^\s*SMTP_URL:/m)
  })

  it('a live site refuses to boot without its operator and licence, naming each missing variable (docs/content.md)', () => {
    const base = { SITE_MODE: 'live', SMTP_URL: 'smtp://m:25', SMS_GATEWAY_URL: 'http://s/sms' }
    let all = ''
    try {
      loadConfig(base)
    } catch (e) {
      all = (e as Error).message
    }
    for (const key of Object.keys(TEST_OPERATOR_ENV))
      expect(all).toMatch(new RegExp(`${key}: required when SITE_MODE=live`))
    // The validation link is optional.
    expect(all).not.toMatch(/LICENCE_URL/)
    const { LICENCE_NUMBER: _n, ...withoutNumber } = TEST_OPERATOR_ENV
    expect(() => loadConfig({ ...base, ...withoutNumber })).toThrow(/^\s*LICENCE_NUMBER: required/m)
    expect(() => loadConfig({ ...base, ...TEST_OPERATOR_ENV, LICENCE_URL: 'not a url' })).toThrow(
      /LICENCE_URL/,
    )
    expect(loadConfig({ ...base, ...TEST_LIVE_ENV })).toMatchObject(TEST_OPERATOR_ENV)
  })

  // docs/security.md "WebSockets and the games origin": on a live site a game page must never run
  // in the site's own origin, so the boot stops without a games origin of its own.
  it('a live site refuses to boot without GAMES_ORIGIN, naming it', () => {
    const base = {
      SITE_MODE: 'live',
      SMTP_URL: 'smtp://m:25',
      SMS_GATEWAY_URL: 'http://s/sms',
      PUBLIC_URL: 'https://galata.example',
      ...TEST_OPERATOR_ENV,
    }
    expect(() => loadConfig(base)).toThrow(/^\s*GAMES_ORIGIN: required when SITE_MODE=live/m)
    expect(() => loadConfig({ ...base, GAMES_ORIGIN: '' })).toThrow(/GAMES_ORIGIN: required/)
    expect(() => loadConfig({ ...base, GAMES_ORIGIN: 'https://galata.example' })).toThrow(/GAMES_ORIGIN/)
    expect(loadConfig({ ...base, GAMES_ORIGIN: 'https://games.galata.example' }).GAMES_ORIGIN).toBe(
      'https://games.galata.example',
    )
    // A demo site may leave it unset (development, tests): the studio stays on the site's origin.
    expect(loadConfig({}).GAMES_ORIGIN).toBeUndefined()
  })

  it('a demo site fills the licence block with fictional values that say so, unless given', () => {
    const demo = loadConfig({})
    expect(demo).toMatchObject(DEMO_OPERATOR)
    expect(demo.OPERATOR_COMPANY).toMatch(/Demo/)
    expect(demo.LICENCE_AUTHORITY).toMatch(/Demo/)
    expect(loadConfig({ LICENCE_NUMBER: 'GLH-1234' }).LICENCE_NUMBER).toBe('GLH-1234')
  })

  it('a bad SITE_MODE stops the boot naming the variable', () => {
    expect(() => loadConfig({ SITE_MODE: 'production' })).toThrow(/SITE_MODE/)
  })
})

describe('a live site', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    sms = await startSmsCatcher()
  })
  afterAll(async () => {
    await smtp?.close()
    await sms?.close()
  })
  // SEED=demo on purpose: even with the demo content the gateway's methods must not appear.
  const t = useTestApp(() => ({
    SITE_MODE: 'live',
    SEED: 'demo',
    SMTP_URL: smtp.url,
    SMS_GATEWAY_URL: sms.url,
    PUBLIC_URL: 'http://galata.test',
    LICENCE_URL: 'https://authority.test/verify/TEST-LIC-1',
  }))

  it('mounts no demo gateway route: no payment page, the webhook is 404', async () => {
    expect(t.app.routeTable.filter((r) => r.url.startsWith('/pay/'))).toEqual([])
    expect(t.app.routeTable.filter((r) => r.url.includes('callback/demo'))).toEqual([])
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/demo',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(hook.statusCode).toBe(404)
    expect(hook.json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await t.app.inject({ method: 'POST', url: '/pay/1', payload: 'action=pay' })).statusCode).toBe(
      404,
    )
  })

  it('lists no demo method and refuses one left in the database (a site switched from demo)', async () => {
    const http = api(t.app)
    const player = await http.register('live1')
    const listed = await http.get('payment/methods?type=1', { token: player.token })
    expect(listed.statusCode).toBe(200)
    const titles = listed.json<{ data: { title: string }[] }>().data.map((m) => m.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(titles).not.toContain('Kredi / Banka Kartı')
    expect(titles).not.toContain('Papara')
    const seeded = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from payment_methods where provider = 'demo'`,
    )
    expect(Number(seeded[0]!.n)).toBe(0)

    // A gateway method of the demo provider, as a database once run in demo mode would hold.
    const [card] = await rows<{ id: number }>(
      t.app,
      sql`insert into payment_methods (code, type, title, image, min, max, fields, flow, provider, sort_order)
          values ('card', 1, '{"tr":"Kart","en":"Card"}', '/x.svg', 10000, 2000000,
                  '[{"key":"amount","mask":null,"objectType":4,"option":null,"label":{"tr":"Tutar","en":"Amount"}}]',
                  'gateway', 'demo', 9) returning id`,
    )
    const again = await http.get('payment/methods?type=1', { token: player.token })
    expect(again.json<{ data: { id: number }[] }>().data.map((m) => m.id)).not.toContain(Number(card!.id))
    const deposit = await http.post(
      'payment/deposit',
      { id: Number(card!.id), target: 'pay', detail: { amount: 500 } },
      { token: player.token },
    )
    expect(deposit.statusCode).toBe(400)
    expect(deposit.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' })
    const [payments] = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from payments`)
    expect(Number(payments!.n)).toBe(0)
  })

  it('tells the web it is live (no demo ribbon) and sends the configured licence block', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/grouped' })
    const data = res.json<{ data: { siteMode: string; licence: unknown } }>().data
    expect(data.siteMode).toBe('live')
    expect(data.licence).toEqual({
      company: TEST_OPERATOR_ENV.OPERATOR_COMPANY,
      registrationNumber: TEST_OPERATOR_ENV.OPERATOR_REG_NUMBER,
      address: TEST_OPERATOR_ENV.OPERATOR_ADDRESS,
      authority: TEST_OPERATOR_ENV.LICENCE_AUTHORITY,
      licenceNumber: TEST_OPERATOR_ENV.LICENCE_NUMBER,
      validationUrl: 'https://authority.test/verify/TEST-LIC-1',
      demo: false,
    })
  })
})

describe('a demo site', () => {
  const t = useTestApp()

  it('mounts the demo gateway and tells the web to show the demo ribbon', async () => {
    expect(t.app.routeTable.some((r) => r.url === '/pay/:id')).toBe(true)
    expect(t.app.routeTable.some((r) => r.url === '/api/payment/callback/demo')).toBe(true)
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/grouped' })
    const data = res.json<{ data: { siteMode: string; licence: { company: string; demo: boolean } } }>().data
    expect(data.siteMode).toBe('demo')
    expect(data.licence).toMatchObject({
      company: DEMO_OPERATOR.OPERATOR_COMPANY,
      validationUrl: null,
      demo: true,
    })
  })
})

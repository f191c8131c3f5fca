import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { startChatwootStandIn } from '@galata/testkit'
import { loadConfig } from '../../config.js'
import { api } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { invalidateContentCache } from '../cms/index.js'
import { identifierHash } from './chat.service.js'

/*
 * docs/live-chat.md: GET customer/chat gives the page Chatwoot's widget settings and the player's
 * identifier signed with the inbox's HMAC key (Chatwoot's identity validation); the key never leaves
 * the server, and the site shell's CSP names the chat's origins only while a chat is configured.
 */

const KEY = 'test-inbox-hmac-key-7f3a9c'
const CHATWOOT = {
  CHATWOOT_BASE_URL: 'https://chat.galata.example/',
  CHATWOOT_WEBSITE_TOKEN: 'Wq3tYk8sPbN2vLr6XcDm9hJf',
  CHATWOOT_FALLBACK_URL: 'https://chat-direct.galata.example',
  CHATWOOT_HMAC_TOKEN: KEY,
}
const INDEX = '<!doctype html><html lang="tr"><head><title>Galata</title></head><body></body></html>'

function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'galata-chat-web-'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  return dir
}

type ChatAnswer = {
  success: boolean
  data: {
    provider: string
    baseUrl: string
    websiteToken: string
    fallbackUrl: string | null
    identifier: string
    identifierHash: string
  } | null
}

describe('the identity hash', () => {
  it('is HMAC-SHA256 of the identifier under the inbox key, in hex (as `openssl dgst -sha256 -hmac`)', () => {
    expect(identifierHash('test-inbox-hmac-key', 'p_1')).toBe(
      '1681d35d0fad652bdf037d14c932eec4a7c5eea6d4043aed0f5019d423fcf1e1',
    )
  })
})

describe('GET customer/chat with Chatwoot configured', () => {
  const dir = webDist()
  const t = useTestApp({ ...CHATWOOT, WEB_DIST: dir }, { captureLogs: true })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives the widget settings and the player identifier signed with the inbox key', async () => {
    const { token } = await api(t.app).register(1)
    const res = await api(t.app).get('customer/chat', { token })
    expect(res.statusCode).toBe(200)
    const { data } = res.json<ChatAnswer>()
    expect(data).toMatchObject({
      provider: 'chatwoot',
      baseUrl: 'https://chat.galata.example',
      websiteToken: CHATWOOT.CHATWOOT_WEBSITE_TOKEN,
      fallbackUrl: 'https://chat-direct.galata.example',
    })
    expect(data!.identifier).toMatch(/^p_\d+$/)
    expect(data!.identifierHash).toBe(createHmac('sha256', KEY).update(data!.identifier).digest('hex'))
    // Another player, another identity and hash: one player never signs as another.
    const other = await api(t.app).register(2)
    const second = (await api(t.app).get('customer/chat', { token: other.token })).json<ChatAnswer>().data!
    expect(second.identifier).not.toBe(data!.identifier)
    expect(second.identifierHash).not.toBe(data!.identifierHash)
  })

  it('signs identities the Chatwoot stand-in accepts, and the stand-in refuses a forged hash', async () => {
    const chatwoot = await startChatwootStandIn({
      websiteToken: CHATWOOT.CHATWOOT_WEBSITE_TOKEN,
      hmacToken: KEY,
    })
    try {
      const { token } = await api(t.app).register(5)
      const { data } = (await api(t.app).get('customer/chat', { token })).json<ChatAnswer>()
      // What the widget frame sends when the page calls $chatwoot.setUser (docs/live-chat.md).
      const setUser = (identifier: string, hash: string, websiteToken = data!.websiteToken) =>
        fetch(`${chatwoot.url}/api/v1/widget/calls?website_token=${websiteToken}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ method: 'setUser', args: [identifier, { identifier_hash: hash }] }),
        })
      expect((await setUser(data!.identifier, data!.identifierHash)).status).toBe(200)
      // Someone else's identifier with this player's hash, a hash from another key, a flipped
      // digit, none at all, and the right pair sent to an unknown inbox: all refused.
      const forged = [
        await setUser('p_999999', data!.identifierHash),
        await setUser(data!.identifier, identifierHash('another-inbox-key', data!.identifier)),
        await setUser(
          data!.identifier,
          data!.identifierHash.replace(/^./, (c) => (c === '0' ? '1' : '0')),
        ),
        await setUser(data!.identifier, ''),
        await setUser(data!.identifier, data!.identifierHash, 'UnknownInboxToken123'),
      ]
      expect(forged.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
      expect(chatwoot.calls.map((c) => c.accepted)).toEqual([true, false, false, false, false, false])
      expect(chatwoot.calls[1]!.reason).toBe('Invalid identifier hash')
      expect(chatwoot.calls[5]!.reason).toBe('unknown website token')
    } finally {
      await chatwoot.close()
    }
  })

  it('answers 401 without a session, and a visitor never gets a signed identity', async () => {
    const res = await api(t.app).get('customer/chat')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', data: null })
    expect((await api(t.app).get('customer/chat', { token: 'x'.repeat(43) })).statusCode).toBe(401)
  })

  it('lets the site shell load the widget from the chat origins only, and never sends the key', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/casino' })
    expect(shell.statusCode).toBe(200)
    const csp = String(shell.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' https://chat.galata.example https://chat-direct.galata.example;")
    expect(csp).toMatch(
      /frame-src 'self'[^;]* https:\/\/chat\.galata\.example https:\/\/chat-direct\.galata\.example/,
    )
    // The API's own policy stays closed.
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/cms/grouped' })
    expect(bootstrap.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")

    const { token } = await api(t.app).register(3)
    const answers = [
      shell,
      bootstrap,
      await api(t.app).get('customer/chat', { token }),
      await api(t.app).get('customer/profile', { token }),
      await api(t.app).get('customer/chat'),
    ]
    for (const a of answers) {
      expect(a.body).not.toContain(KEY)
      expect(JSON.stringify(a.headers)).not.toContain(KEY)
    }
    expect(t.logs.join('\n')).not.toContain(KEY)
  })

  it('takes the console’s site options over the variables, and the CSP follows them', async () => {
    await t.app.db.execute(sql`
      insert into site_options (key, value, status) values
        ('chatwoot_base_url', 'https://support.galata.example/', true),
        ('chatwoot_website_token', 'OtherInboxToken1234', true),
        ('chatwoot_fallback_url', 'https://ignored.example', false)
      on conflict (key) do update set value = excluded.value, status = excluded.status`)
    invalidateContentCache()
    const { token } = await api(t.app).register(4)
    const { data } = (await api(t.app).get('customer/chat', { token })).json<ChatAnswer>()
    // An option that is off leaves its variable in charge.
    expect(data).toMatchObject({
      baseUrl: 'https://support.galata.example',
      websiteToken: 'OtherInboxToken1234',
      fallbackUrl: 'https://chat-direct.galata.example',
    })
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(csp).toContain(
      "script-src 'self' https://support.galata.example https://chat-direct.galata.example;",
    )
    expect(csp).not.toContain('chat.galata.example ')

    await t.app.db.execute(sql`update site_options set status = false where key like 'chatwoot_%'`)
    invalidateContentCache()
    const back = (await api(t.app).get('customer/chat', { token })).json<ChatAnswer>().data
    expect(back?.baseUrl).toBe('https://chat.galata.example')
  })
})

describe('GET customer/chat with no chat configured', () => {
  const dir = webDist()
  const t = useTestApp({ WEB_DIST: dir })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers data null, and the shell allows scripts and frames from its own origins only', async () => {
    const { token } = await api(t.app).register(1)
    const res = await api(t.app).get('customer/chat', { token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: '', data: null })
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('chat.')
  })

  it('offers no chat from site options alone: without the HMAC key there is no identity validation', async () => {
    await t.app.db.execute(sql`
      insert into site_options (key, value, status) values
        ('chatwoot_base_url', 'https://support.galata.example', true),
        ('chatwoot_website_token', 'OtherInboxToken1234', true)
      on conflict (key) do update set value = excluded.value, status = excluded.status`)
    invalidateContentCache()
    const { token } = await api(t.app).register(2)
    expect((await api(t.app).get('customer/chat', { token })).json<ChatAnswer>().data).toBeNull()
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(csp).not.toContain('support.galata.example')
  })
})

describe('the CHATWOOT_* variables', () => {
  const base = { SITE_MODE: 'demo' }
  const fails = (env: Record<string, string>, variable: string) =>
    expect(() => loadConfig({ ...base, ...env })).toThrow(new RegExp(variable))

  it('stop the boot when half set, and read an address as its origin and path', () => {
    fails({ CHATWOOT_BASE_URL: 'https://chat.example', CHATWOOT_HMAC_TOKEN: KEY }, 'CHATWOOT_WEBSITE_TOKEN')
    fails({ CHATWOOT_WEBSITE_TOKEN: 'Wq3tYk8sPbN2vLr6XcDm9hJf' }, 'CHATWOOT_BASE_URL')
    fails(
      { CHATWOOT_BASE_URL: 'https://chat.example', CHATWOOT_WEBSITE_TOKEN: 'Wq3tYk8sPbN2vLr6XcDm9hJf' },
      'CHATWOOT_HMAC_TOKEN',
    )
    fails({ CHATWOOT_FALLBACK_URL: 'https://chat.example' }, 'CHATWOOT_FALLBACK_URL')
    fails({ ...CHATWOOT, CHATWOOT_BASE_URL: 'ftp://chat.example' }, 'CHATWOOT_BASE_URL')
    fails({ ...CHATWOOT, CHATWOOT_WEBSITE_TOKEN: 'has spaces in it' }, 'CHATWOOT_WEBSITE_TOKEN')
    const config = loadConfig({
      ...base,
      ...CHATWOOT,
      CHATWOOT_BASE_URL: 'https://chat.example/support/?x=1',
    })
    expect(config.CHATWOOT_BASE_URL).toBe('https://chat.example/support')
    // The key alone is allowed: the console may supply the widget's address and token.
    expect(loadConfig({ ...base, CHATWOOT_HMAC_TOKEN: KEY }).CHATWOOT_HMAC_TOKEN).toBe(KEY)
  })
})

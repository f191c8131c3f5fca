import { describe, expect, it } from 'vitest'
import { bootstrapSchema } from '@galata/contract'
import { loadConfig } from '../../config.js'
import { securityHeaders, TAG_MANAGER_ORIGIN } from '../../lib/security-headers.js'
import { useTestApp, type TestContext } from '../../test/helper.js'
import { staffMember } from '../../test/staff.js'
import { checkContentVersion } from './index.js'

/*
 * The tag manager (docs/content.md "Tag manager"): with no id the document CSP is exactly the
 * site's own and the bootstrap names no container; with GTM_ID or the console's `gtm` option, GTM's
 * origin joins script-src, connect-src and img-src of the site's pages (never the console's, never
 * an API answer's) and nothing else changes; a malformed id is refused.
 */

const plain = useTestApp({ RATE_LIMIT_MAX: '100000' })
const configured = useTestApp({ RATE_LIMIT_MAX: '100000', GTM_ID: 'GTM-ENV0001' })

const csp = async (t: TestContext, url: string) =>
  String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy'])
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

async function tagManagerId(t: TestContext) {
  await checkContentVersion(t.app.db)
  await t.app.tagManager.refresh()
  const res = await t.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': 'en' } })
  return bootstrapSchema.parse(res.json<{ data: unknown }>().data).tagManagerId ?? null
}

async function setOption(t: TestContext, value: string, status: boolean) {
  const { token } = await staffMember(t.app, ['content'])
  return t.app.inject({
    method: 'POST',
    url: '/api/backoffice/cms/options',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-locale': 'en' },
    payload: JSON.stringify({ key: 'gtm', value, status }),
  })
}

describe('tag manager: none configured', () => {
  it('loads nothing and leaves the CSP exactly as it was', async () => {
    const base = securityHeaders(plain.config).document['content-security-policy']!
    expect(await tagManagerId(plain)).toBeNull()
    for (const url of ['/', '/casino/slot', '/pages/7']) expect(await csp(plain, url)).toBe(base)
    expect(base).not.toContain('googletagmanager')
  })

  it('the console option turns it on, adding GTM to three directives only, and off again', async () => {
    const base = securityHeaders(plain.config).document['content-security-policy']!
    const on = await setOption(plain, 'GTM-AB12CD3', true)
    expect(on.statusCode, on.body).toBe(200)
    expect(await tagManagerId(plain)).toBe('GTM-AB12CD3')
    const policy = await csp(plain, '/casino/slot')
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${TAG_MANAGER_ORIGIN}`)
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: ${TAG_MANAGER_ORIGIN}`)
    expect(directive(policy, 'connect-src')).toBe(`${directive(base, 'connect-src')} ${TAG_MANAGER_ORIGIN}`)
    // Every other directive is the site's own, word for word.
    const others = (p: string) => p.split('; ').filter((d) => !/^(script|img|connect)-src /.test(d))
    expect(others(policy)).toEqual(others(base))
    // The console and JSON answers never get it.
    expect(await csp(plain, '/bo/players')).toBe(base)
    expect(await csp(plain, '/api/nope')).toBe("default-src 'none'; frame-ancestors 'none'")

    const off = await setOption(plain, 'GTM-AB12CD3', false)
    expect(off.statusCode, off.body).toBe(200)
    expect(await tagManagerId(plain)).toBeNull()
    expect(await csp(plain, '/casino/slot')).toBe(base)
  })

  it('refuses a malformed id in the player’s language and keeps what was', async () => {
    for (const value of ['GTM-', 'gtm-ab12', 'UA-1234-1', 'GTM-AB12"><script>', 'GTM-AB 12']) {
      const res = await setOption(plain, value, true)
      expect(res.statusCode, value).toBe(400)
      expect(res.json(), value).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { value: 'invalid_gtm_id' },
      })
    }
    expect(await tagManagerId(plain)).toBeNull()
  })
})

describe('tag manager: GTM_ID', () => {
  it('is used until the console option overrides it', async () => {
    expect(await tagManagerId(configured)).toBe('GTM-ENV0001')
    expect(directive(await csp(configured, '/'), 'script-src')).toBe(
      `script-src 'self' ${TAG_MANAGER_ORIGIN}`,
    )
    expect((await setOption(configured, 'GTM-CMS0002', true)).statusCode).toBe(200)
    expect(await tagManagerId(configured)).toBe('GTM-CMS0002')
    // An option that is off is ignored (spec §5): GTM_ID applies again.
    expect((await setOption(configured, 'GTM-CMS0002', false)).statusCode).toBe(200)
    expect(await tagManagerId(configured)).toBe('GTM-ENV0001')
  })

  it('a malformed GTM_ID stops the boot, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SITE_MODE: 'demo', GTM_ID: 'GTM-ab"1' })).toThrow(/GTM_ID/)
    expect(loadConfig({ NODE_ENV: 'test', SITE_MODE: 'demo', GTM_ID: ' ' }).GTM_ID).toBeUndefined()
  })
})

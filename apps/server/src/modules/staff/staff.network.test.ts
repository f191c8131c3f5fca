import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.js'
import { cidrMatcher } from '../../lib/cidr.js'
import { useTestApp } from '../../test/helper.js'

/*
 * BO_ALLOWED_CIDRS (docs/backoffice.md "Network restriction"): the back office answers the listed
 * IPv4 and IPv6 networks only (403 elsewhere, before any guard); the player's site is not affected.
 */

const t = useTestApp({ BO_ALLOWED_CIDRS: ' 10.1.0.0/16 , 2001:db8::/32,192.0.2.7' })

const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip })

describe('BO_ALLOWED_CIDRS', () => {
  it('lets listed networks reach the back office and refuses the rest with 403', async () => {
    for (const ip of ['10.1.2.3', '2001:db8::5', '::ffff:10.1.0.9', '192.0.2.7']) {
      const res = await get('/api/backoffice/auth/me', ip)
      expect(res.statusCode, ip).toBe(401)
    }
    for (const ip of ['10.2.0.1', '192.0.2.8', '2001:db9::1', '::ffff:10.2.0.1']) {
      const res = await get('/api/backoffice/auth/me', ip)
      expect(res.statusCode, ip).toBe(403)
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', data: null })
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/login',
      remoteAddress: '10.9.9.9',
      headers: { 'x-locale': 'en' },
      payload: { username: 'someone1', password: 'whatever-password' },
    })
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json()).toMatchObject({ message: 'You are not allowed to do this.' })
    expect((await get('/bo', '10.9.9.9')).statusCode).toBe(403)
    expect((await get('/bo/login', '10.9.9.9')).statusCode).toBe(403)
    expect((await get('/bo/players/12?x=1', '10.9.9.9')).statusCode).toBe(403)
    expect((await get('/bo.html', '10.9.9.9')).statusCode).toBe(403)
  })

  it('leaves the rest of the site open', async () => {
    expect((await get('/api/health', '10.9.9.9')).statusCode).toBe(200)
    expect((await get('/api/backofficex', '10.9.9.9')).statusCode).not.toBe(403)
    expect((await get('/bonus', '10.9.9.9')).statusCode).not.toBe(403)
  })

  it('is checked at boot: a bad network stops the configuration; unset means no restriction', () => {
    expect(() => loadConfig({ BO_ALLOWED_CIDRS: '10.0.0.0/33' })).toThrow(/BO_ALLOWED_CIDRS/)
    expect(() => loadConfig({ BO_ALLOWED_CIDRS: 'intranet' })).toThrow(/BO_ALLOWED_CIDRS/)
    expect(() => loadConfig({ BO_ALLOWED_CIDRS: '2001:db8::/129' })).toThrow(/BO_ALLOWED_CIDRS/)
    expect(loadConfig({}).BO_ALLOWED_CIDRS).toEqual([])
    expect(loadConfig({ BO_ALLOWED_CIDRS: '' }).BO_ALLOWED_CIDRS).toEqual([])
  })

  it('matches prefixes of both families', () => {
    const allowed = cidrMatcher(['0.0.0.0/0'])
    expect(allowed('203.0.113.9')).toBe(true)
    expect(allowed('2001:db8::1')).toBe(false)
    expect(cidrMatcher(['::/0'])('2001:db8::1')).toBe(true)
    expect(cidrMatcher(['172.16.0.0/12'])('172.31.255.255')).toBe(true)
    expect(cidrMatcher(['172.16.0.0/12'])('172.32.0.0')).toBe(false)
  })
})

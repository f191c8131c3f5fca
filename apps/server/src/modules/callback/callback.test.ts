import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { successMessages } from '@galata/contract'
import { api, countRows, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { CALLBACK_LIMIT } from './callback.service.js'

const valid = {
  name: 'Ayşe Kaya',
  message: 'Yatırım hakkında bilgi almak istiyorum',
  contacts: [
    { type: 1, contact: '5321234567' },
    { type: 3, contact: '@aysekaya' },
  ],
}

describe('call-back requests (cms/callme)', () => {
  const t = useTestApp()
  const a = () => api(t.app)
  const callMe = (body: unknown, options: Parameters<ReturnType<typeof api>['post']>[2] = {}) =>
    a().post('cms/callme', body, options)

  it('stores a guest’s request for the back office', async () => {
    const res = await callMe(valid, {
      ip: '10.30.0.1',
      headers: { 'x-fingerprint': 'fp-cb', 'x-locale': 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: successMessages.CALLBACK_SAVED.en, data: null })
    const [row] = await rows<Record<string, unknown>>(
      t.app,
      sql`select * from callback_requests where ip = '10.30.0.1'`,
    )
    expect(row).toMatchObject({
      name: 'Ayşe Kaya',
      message: valid.message,
      contacts: valid.contacts,
      player_id: null,
      locale: 'en',
      fingerprint: 'fp-cb',
      status: 'new',
    })
  })

  it('attaches the player when a valid session comes along, and treats a bad token as a guest', async () => {
    const { token } = await a().register(1)
    expect((await callMe(valid, { token, ip: '10.30.0.2' })).statusCode).toBe(200)
    expect((await callMe(valid, { token: 'x'.repeat(43), ip: '10.30.0.3' })).statusCode).toBe(200)
    const stored = await rows<{ ip: string; player_id: string | number | null }>(
      t.app,
      sql`select ip, player_id from callback_requests where ip in ('10.30.0.2', '10.30.0.3') order by ip`,
    )
    expect(stored[0]!.player_id).not.toBeNull()
    expect(stored[1]!.player_id).toBeNull()
  })

  it('refuses every rule of spec §5 and stores nothing', async () => {
    const before = await countRows(t.app, ['callback_requests', 'audit_log'])
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'Ayşe' }, { name: 'too_short' }],
      [{ name: '       ' }, { name: 'whitespace_only' }],
      [{ name: 'a'.repeat(31) }, { name: 'too_long' }],
      [{ message: 'Alo' }, { message: 'too_short' }],
      [{ message: 'm'.repeat(101) }, { message: 'too_long' }],
      [{ contacts: [] }, { contacts: 'contacts_min' }],
      [{ contacts: Array.from({ length: 6 }, () => valid.contacts[0]) }, { contacts: 'contacts_max' }],
      [{ contacts: [{ type: 5, contact: '5321234567' }] }, { 'contacts.0.type': 'invalid_option' }],
      [{ contacts: [{ type: 1, contact: '1234' }] }, { 'contacts.0.contact': 'too_short' }],
      [{ contacts: [{ type: 1 }] }, { 'contacts.0.contact': 'required' }],
      [{ contacts: 'x' }, { contacts: 'invalid_type' }],
      [{ phone: '5321234567' }, { phone: 'unknown_key' }],
    ]
    for (const [change, errors] of cases) {
      const res = await callMe({ ...valid, ...change }, { ip: '10.30.1.1' })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        errors,
      })
    }
    expect(await countRows(t.app, ['callback_requests', 'audit_log'])).toEqual(before)
  })

  it(`keeps at most ${CALLBACK_LIMIT.perAddress} requests per address and hour`, async () => {
    const ip = '10.30.2.1'
    for (let i = 0; i < CALLBACK_LIMIT.perAddress; i++)
      expect((await callMe(valid, { ip })).statusCode).toBe(200)
    const refused = await callMe(valid, { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect((await callMe(valid, { ip: '10.30.2.2' })).statusCode).toBe(200)
    t.clock.advance(CALLBACK_LIMIT.windowMs)
    expect((await callMe(valid, { ip })).statusCode).toBe(200)
  })

  it('is rate-limited per address per minute like every public endpoint', async () => {
    const ip = '10.30.3.1'
    for (let i = 0; i < t.config.RATE_LIMIT_MAX; i++) await callMe({}, { ip })
    expect((await callMe(valid, { ip })).statusCode).toBe(429)
  })
})

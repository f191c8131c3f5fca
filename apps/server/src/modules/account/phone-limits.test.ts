import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMS_LIMITS } from '@galata/contract'
import { api } from '../../test/accounts.js'
import { codeIn, startSmsCatcher } from '@galata/testkit'
import { useTestApp } from '../../test/helper.js'
import { CODE_POLICY, PHONE_CODE_CAPS } from '../auth/index.js'

/**
 * First audit items 7 and 9 (docs/security.md): one verified phone number belongs to one account at a time,
 * and SMS codes are limited per destination number, per address and globally, to mobile numbers only.
 */

const PASSWORD = 'Kiwi-pass7'
const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const GLOBAL_PER_HOUR = 16

describe('phone verification limits (docs/security.md)', () => {
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>
  beforeAll(async () => {
    sms = await startSmsCatcher()
  })
  afterAll(async () => {
    await sms?.close()
  })
  const t = useTestApp(() => ({
    SMS_GATEWAY_URL: sms.url,
    RATE_LIMIT_MAX: '1000',
    SMS_ADDRESS_MAX_PER_HOUR: '6',
    SMS_GLOBAL_MAX_PER_HOUR: String(GLOBAL_PER_HOUR),
  }))
  const a = () => api(t.app)
  let seq = 0
  /** A fresh player; each gets its own address unless one is given. */
  async function player(ip = `10.70.${seq}.1`) {
    seq++
    const reg = await a().register(`ph${seq}`, { password: PASSWORD, password2: PASSWORD }, { ip })
    return { token: reg.token, ip }
  }
  const sendCode = (p: { token: string; ip: string }, phone: string) =>
    a().post('customer/updatephone', { step: 1, phone }, { token: p.token, ip: p.ip })
  const checkCode = (p: { token: string; ip: string }, phone: string, code: string) =>
    a().post('customer/updatephone', { step: 2, phone, code }, { token: p.token, ip: p.ip })
  async function verify(p: { token: string; ip: string }, phone: string) {
    const res = await sendCode(p, phone)
    expect(res.statusCode, res.body).toBe(200)
    return checkCode(p, phone, codeIn(sms.messages.at(-1)!.text))
  }
  const nextMinute = () => t.clock.advance(CODE_POLICY.resendMs + 1)

  it('sends at most 3 codes an hour and 10 a day to one number, whoever asks', async () => {
    const phone = '5321000001'
    const sent = () => sms.messages.filter((m) => m.to === `+90${phone}`).length
    for (let i = 0; i < SMS_LIMITS.perNumberHour; i++) {
      expect((await sendCode(await player(), phone)).statusCode).toBe(200)
    }
    const over = await sendCode(await player(), phone)
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({ success: false, code: 'SMS_NUMBER_LIMIT' })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(sent()).toBe(SMS_LIMITS.perNumberHour)
    // Hour after hour up to the daily cap.
    while (sent() < SMS_LIMITS.perNumberDay) {
      t.clock.advance(HOUR)
      for (let i = 0; i < SMS_LIMITS.perNumberHour && sent() < SMS_LIMITS.perNumberDay; i++)
        expect((await sendCode(await player(), phone)).statusCode).toBe(200)
    }
    t.clock.advance(HOUR)
    expect((await sendCode(await player(), phone)).json().code).toBe('SMS_NUMBER_LIMIT')
    expect(sent()).toBe(SMS_LIMITS.perNumberDay)
    t.clock.advance(DAY)
  })

  it('limits codes per address, whatever the accounts and numbers', async () => {
    const ip = '10.71.0.1'
    for (let i = 0; i < 6; i++) {
      expect((await sendCode(await player(ip), `53220000${10 + i}`)).statusCode).toBe(200)
    }
    const over = await sendCode(await player(ip), '5322000099')
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('SMS_ADDRESS_LIMIT')
    expect((await sendCode(await player('10.71.0.2'), '5322000098')).statusCode).toBe(200)
    t.clock.advance(DAY)
  })

  it('stops every SMS past the global hourly limit with a 503 and Retry-After', async () => {
    for (let i = 0; i < GLOBAL_PER_HOUR; i++) {
      expect((await sendCode(await player(), `53230000${10 + i}`)).statusCode).toBe(200)
    }
    const over = await sendCode(await player(), '5323000099')
    expect(over.statusCode).toBe(503)
    expect(over.json().code).toBe('SMS_BUSY')
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    t.clock.advance(DAY)
  })

  it('refuses numbers outside the Turkish mobile range (+90 5xx) before sending anything', async () => {
    const p = await player()
    const before = sms.messages.length
    for (const phone of ['2122223344', '902122223344', '4412345678901', '8501234567']) {
      const res = await sendCode(p, phone)
      expect(res.statusCode, phone).toBe(400)
      expect(res.json(), phone).toMatchObject({ code: 'VALIDATION_FAILED', errors: { phone: 'not_mobile' } })
    }
    expect(sms.messages.length).toBe(before)
    expect((await sendCode(p, '05324440001')).statusCode).toBe(200)
    t.clock.advance(DAY)
  })

  it('lets one account at a time hold a verified number', async () => {
    const first = await player()
    const second = await player()
    const phone = '5324000001'
    expect((await verify(first, phone)).statusCode).toBe(200)
    // The second account cannot even get a code for it.
    const taken = await sendCode(second, phone)
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'PHONE_IN_USE' })
    // Once the first account verifies another number, the old one is free again.
    nextMinute()
    expect((await verify(first, '5324000002')).statusCode).toBe(200)
    nextMinute()
    expect((await verify(second, phone)).statusCode).toBe(200)
    t.clock.advance(DAY)
  })

  it('refuses the second of two accounts that verify one number at the same time', async () => {
    const one = await player()
    const two = await player()
    const phone = '5324000003'
    expect((await sendCode(one, phone)).statusCode).toBe(200)
    const codeOne = codeIn(sms.messages.at(-1)!.text)
    expect((await sendCode(two, phone)).statusCode).toBe(200)
    const codeTwo = codeIn(sms.messages.at(-1)!.text)
    const results = await Promise.all([checkCode(one, phone, codeOne), checkCode(two, phone, codeTwo)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(results.map((r) => r.json().code ?? null).filter(Boolean)).toEqual(['PHONE_IN_USE'])
  })

  it('caps one account’s phone codes and wrong guesses per day', async () => {
    t.clock.advance(DAY)
    const p = await player()
    for (let i = 0; i < PHONE_CODE_CAPS.issuedPerDay; i++) {
      nextMinute()
      // From changing addresses, so the address's hourly ceiling (6 in this file) is not what answers.
      expect((await sendCode({ ...p, ip: `10.79.0.${i}` }, `53250000${10 + i}`)).statusCode).toBe(200)
    }
    nextMinute()
    const over = await sendCode({ ...p, ip: '10.79.1.1' }, '5325000099')
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('CODE_LIMIT_REACHED')
    // Wrong guesses across codes: the day's cap refuses even the right code.
    const q = await player()
    let failures = 0
    let code = ''
    let phone = ''
    for (let n = 0; failures < PHONE_CODE_CAPS.failedPerDay; n++) {
      nextMinute()
      phone = `53251000${10 + n}`
      expect((await sendCode({ ...q, ip: `10.79.2.${n}` }, phone)).statusCode).toBe(200)
      code = codeIn(sms.messages.at(-1)!.text)
      for (let i = 0; i < 4 && failures < PHONE_CODE_CAPS.failedPerDay; i++, failures++) {
        const wrong = code === '000000' ? '111111' : '000000'
        expect((await checkCode(q, phone, wrong)).json().code).toBe('CODE_INVALID')
      }
    }
    const capped = await checkCode(q, phone, code)
    expect(capped.statusCode).toBe(429)
    expect(capped.json().code).toBe('CODE_LIMIT_REACHED')
    t.clock.advance(DAY)
  })
})

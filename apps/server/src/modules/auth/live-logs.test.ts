import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../../test/accounts.js'
import { codeIn, startSmsCatcher, startSmtpCatcher } from '@galata/testkit'
import { useTestApp } from '../../test/helper.js'

/*
 * First audit item 16 (docs/security.md; the log half): on a live site no one-time code reaches the log, not
 * even when the mail server or the SMS gateway refuses the message and the failure is logged.
 */
describe('a live site logs no one-time code', () => {
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
  const t = useTestApp(
    () => ({ SITE_MODE: 'live', SMTP_URL: smtp.url, SMS_GATEWAY_URL: sms.url, RATE_LIMIT_MAX: '500' }),
    { captureLogs: true },
  )

  it('when the mail server refuses a recovery mail, the logged failure carries no code', async () => {
    const http = api(t.app)
    await http.register('livelog1')
    smtp.failNext()
    const res = await http.post('auth/sendresetpassword', { username: 'ayselivelog1' })
    expect(res.statusCode).toBe(200)
    const until = Date.now() + 5_000
    while (
      smtp.refused.length === 0 ||
      !t.logs.some((l) => l.includes('recovery e-mail could not be sent'))
    ) {
      if (Date.now() > until) throw new Error('no refused mail or no failure log line')
      await new Promise((r) => setTimeout(r, 20))
    }
    const code = codeIn(smtp.refused[0]!.decoded)
    expect(t.logs.join('\n')).not.toContain(code)
  })

  it('when the SMS gateway fails, the logged failure carries no code', async () => {
    const http = api(t.app)
    const { token } = await http.register('livelog2')
    sms.failNext()
    const res = await http.post('customer/updatephone', { step: 1, phone: '5321110099' }, { token })
    expect(res.json()).toMatchObject({ code: 'SMS_UNAVAILABLE' })
    expect(t.logs.some((l) => l.includes('phone verification SMS could not be sent'))).toBe(true)
    const sent = JSON.parse(sms.refused[0]!) as { text: string }
    expect(t.logs.join('\n')).not.toContain(codeIn(sent.text))
  })
})

import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createMailer } from './mailer.js'
import { createSmsSender } from './sms.js'
import { startSmsCatcher } from '@galata/testkit'

function fakeLog() {
  const lines: { obj: unknown; msg: string }[] = []
  const log = {
    info: (obj: unknown, msg: string) => lines.push({ obj, msg }),
  } as unknown as FastifyBaseLogger
  return { log, lines }
}

describe('mail and SMS without a server (demo mode)', () => {
  it('writes the whole e-mail, code included, to the log when SMTP_URL is not set', async () => {
    const { log, lines } = fakeLog()
    const mailer = createMailer({ SITE_MODE: 'demo', SMTP_URL: undefined, MAIL_FROM: 'x <x@y.z>' }, log)
    await mailer.send({ to: 'a@b.c', subject: 'Kod', text: 'Kodunuz: 123456', html: '<p>123456</p>' })
    expect(lines).toEqual([
      {
        obj: { mail: { to: 'a@b.c', subject: 'Kod', text: 'Kodunuz: 123456' } },
        msg: 'e-mail (SMTP_URL not set)',
      },
    ])
  })

  it('writes the SMS to the log when SMS_GATEWAY_URL is not set', async () => {
    const { log, lines } = fakeLog()
    await createSmsSender({ SITE_MODE: 'demo', SMS_GATEWAY_URL: undefined }, log).send({
      to: '+905321234567',
      text: 'code 1',
    })
    expect(lines).toEqual([
      { obj: { sms: { to: '+905321234567', text: 'code 1' } }, msg: 'SMS (SMS_GATEWAY_URL not set)' },
    ])
  })

  it('posts {to, text} to the gateway and reports a refusal as an error', async () => {
    const gateway = await startSmsCatcher()
    try {
      const { log, lines } = fakeLog()
      const sender = createSmsSender({ SITE_MODE: 'live', SMS_GATEWAY_URL: gateway.url }, log)
      await sender.send({ to: '+905321234567', text: 'hello' })
      expect(gateway.messages).toEqual([{ to: '+905321234567', text: 'hello' }])
      expect(lines).toEqual([])
      gateway.failNext()
      await expect(sender.send({ to: '+905321234567', text: 'again' })).rejects.toThrow(/HTTP 500/)
    } finally {
      await gateway.close()
    }
  })
})

describe('a live site never writes a code to the log (docs/security.md, first audit item 16)', () => {
  it('refuses to make a log-only mailer or SMS sender in live mode', () => {
    const { log, lines } = fakeLog()
    expect(() =>
      createMailer({ SITE_MODE: 'live', SMTP_URL: undefined, MAIL_FROM: 'x <x@y.z>' }, log),
    ).toThrow(/SMTP_URL/)
    expect(() => createSmsSender({ SITE_MODE: 'live', SMS_GATEWAY_URL: undefined }, log)).toThrow(
      /SMS_GATEWAY_URL/,
    )
    expect(lines).toEqual([])
  })
})

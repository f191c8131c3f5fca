import { codeIn, readableMail, startSmsCatcher, startSmtpCatcher, type CaughtSms } from '@galata/testkit'
import { CATCHER_API, CATCHER_PORTS } from './catcher-ports'

/**
 * Catchers for the codes the server sends (docs/accounts.md): the SMS gateway stand-in and the SMTP server
 * of @galata/testkit, the ones the server suites use. The e2e server is started with
 * SMS_GATEWAY_URL and SMTP_URL pointing here (playwright.config.ts), so a journey reads a code the
 * way a player would get it, not from a log.
 *
 * Playwright's global setup starts them once for every worker and both projects; tests read what
 * was caught over HTTP from the same port as the SMS gateway: `GET /sms?to=90…`, `GET /mail?to=…`.
 */
export interface CaughtMail {
  to: string[]
  subject: string
  /** The message with quoted-printable soft breaks and escapes undone, headers included. */
  text: string
}

/** Starts both catchers; resolves with a function that stops them. */
export async function startCatchers(): Promise<() => Promise<void>> {
  const smtp = await startSmtpCatcher({ port: CATCHER_PORTS.smtp })
  const sms = await startSmsCatcher({
    port: CATCHER_PORTS.sms,
    otherRequest: (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const to = (url.searchParams.get('to') ?? '').toLowerCase()
      const json = (value: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value))
      if (req.method === 'GET' && url.pathname === '/sms') {
        // Numbers are compared by their digits: the gateway gets `+90…`, a test knows `90…`.
        const digits = to.replace(/\D/g, '')
        return json(sms.messages.filter((m) => String(m.to).replace(/\D/g, '') === digits))
      }
      if (req.method === 'GET' && url.pathname === '/mail') {
        const caught: CaughtMail[] = smtp.mails
          .map((m) => ({
            to: m.to.map((a) => a.toLowerCase()),
            subject: m.subject,
            text: readableMail(m.raw),
          }))
          .filter((m) => m.to.includes(to))
        return json(caught)
      }
      res.writeHead(404).end()
    },
  })
  return async () => {
    await Promise.all([sms.close(), smtp.close()])
  }
}

async function waitFor<T>(read: () => Promise<T[]>, count: number, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const items = await read()
    if (items.length >= count) return items[count - 1] as T
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The code of the `nth` SMS (1-based) sent to a number (`905321234567`). */
export async function smsCode(phone: string, nth = 1): Promise<string> {
  const sms = await waitFor<CaughtSms>(
    async () =>
      (await fetch(`${CATCHER_API}/sms?to=${encodeURIComponent(phone)}`)).json() as Promise<CaughtSms[]>,
    nth,
    `SMS #${nth} to ${phone}`,
  )
  return codeIn(sms.text)
}

/** The code of the `nth` mail (1-based) sent to an address. */
export async function mailCode(address: string, nth = 1): Promise<string> {
  const mail = await waitFor<CaughtMail>(
    async () =>
      (await fetch(`${CATCHER_API}/mail?to=${encodeURIComponent(address)}`)).json() as Promise<CaughtMail[]>,
    nth,
    `mail #${nth} to ${address}`,
  )
  return codeIn(mail.text)
}

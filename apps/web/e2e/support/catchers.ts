import { createServer, type Server } from 'node:http'
import { SMTPServer } from 'smtp-server'
import { CATCHER_API, CATCHER_PORTS } from './catcher-ports'

/**
 * Catchers for the codes the server sends (issue 3): an HTTP stand-in for the SMS gateway and a
 * real SMTP server. The e2e server is started with SMS_GATEWAY_URL and SMTP_URL pointing here
 * (playwright.config.ts), so a journey reads a code the way a player would get it, not from a log.
 *
 * Playwright's global setup starts them once for every worker and both projects; tests read what
 * was caught over HTTP from the same port as the SMS gateway: `GET /sms?to=90…`, `GET /mail?to=…`.
 */
export interface CaughtSms {
  to: string
  text: string
}

export interface CaughtMail {
  to: string[]
  subject: string
  /** The message with quoted-printable soft breaks and escapes undone, headers included. */
  text: string
}

/** Quoted-printable (RFC 2045) to text: soft breaks removed, `=XX` bytes read as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Base64 body parts decoded too, so a code is readable whatever encoding the mailer chose. */
function readableMail(raw: string): string {
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
  return [decodeQuotedPrintable(raw), ...base64Parts].join('\n')
}

function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)
  if (!match?.[1]) return ''
  return match[1]
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuotedPrintable(body.replace(/_/g, ' ')),
    )
    .trim()
}

/** Starts both catchers; resolves with a function that stops them. */
export async function startCatchers(): Promise<() => Promise<void>> {
  const sms: CaughtSms[] = []
  const mails: CaughtMail[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust, so nodemailer does not try to upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: subjectOf(raw),
          text: readableMail(raw),
        })
        callback()
      })
    },
  })

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'POST' && url.pathname === '/sms') {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CaughtSms
          sms.push({ to: String(body.to), text: String(body.text) })
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
        } catch {
          res.writeHead(400).end()
        }
      })
      return
    }
    const to = (url.searchParams.get('to') ?? '').toLowerCase()
    const json = (value: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value))
    if (req.method === 'GET' && url.pathname === '/sms') {
      // Numbers are compared by their digits: the gateway gets `+90…`, a test knows `90…`.
      const digits = to.replace(/\D/g, '')
      return json(sms.filter((m) => m.to.replace(/\D/g, '') === digits))
    }
    if (req.method === 'GET' && url.pathname === '/mail') return json(mails.filter((m) => m.to.includes(to)))
    res.writeHead(404).end()
  })

  await Promise.all([
    new Promise<void>((resolve, reject) => {
      http.once('error', reject)
      http.listen(CATCHER_PORTS.sms, '127.0.0.1', resolve)
    }),
    new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject)
      smtp.listen(CATCHER_PORTS.smtp, '127.0.0.1', resolve)
    }),
  ])

  return async () => {
    await Promise.all([
      new Promise<void>((resolve) => http.close(() => resolve())),
      new Promise<void>((resolve) => smtp.close(() => resolve())),
    ])
  }
}

/** The six digits after "Kodunuz:" / "Your code:" (recovery mail), or the only six digits of an SMS. */
export function codeIn(text: string): string {
  const match = /(?:Kodunuz|Your code|kodunuz|code)\s*:\s*(\d{6})\b/.exec(text) ?? /\b(\d{6})\b/.exec(text)
  if (!match?.[1]) throw new Error(`no code in: ${text.slice(0, 300)}`)
  return match[1]
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

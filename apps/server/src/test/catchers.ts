import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** Polls until `find` answers something, or fails after `timeoutMs`. */
async function waitUntil<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

export interface CaughtMail {
  from: string
  to: string[]
  subject: string
  /** The whole message as received (headers and MIME body). */
  raw: string
  /** `raw` with quoted-printable soft breaks and escapes undone, for reading the text. */
  decoded: string
}

/** Quoted-printable (RFC 2045) to text: soft breaks removed, `=XX` bytes read as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The Subject header, folded lines joined and RFC 2047 encoded words decoded. */
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

/** A real SMTP server in the test process: the app's nodemailer connects to it like to any mail server. */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = []
  /** Mails the server refused (after `failNext`): kept so a test knows what the app tried to send. */
  const refused: CaughtMail[] = []
  let failures = 0
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust, nodemailer does not try to upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subjectOf(raw),
          raw,
          decoded: decodeQuotedPrintable(raw),
        }
        if (failures > 0) {
          failures--
          refused.push(mail)
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })
          callback(error)
          return
        }
        mails.push(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    /** The next `n` mails are refused with 550 after their content was read. */
    failNext: (n = 1) => {
      failures = n
    },
    /** The next mail to `to` after the first `skip` of them. */
    waitForMail: (to: string, skip = 0, timeoutMs = 5_000) =>
      waitUntil(() => mails.filter((m) => m.to.includes(to))[skip], timeoutMs, `a mail to ${to}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface CaughtSms {
  to: string
  text: string
}

/** An HTTP SMS gateway stand-in: records `POST {to, text}`; `failNext` makes it answer 500 once. */
export async function startSmsCatcher() {
  const messages: CaughtSms[] = []
  /** Messages answered 500 (after `failNext`), so a test knows what the app tried to send. */
  const refused: string[] = []
  let failures = 0
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (failures > 0) {
        failures--
        refused.push(Buffer.concat(chunks).toString('utf8'))
        res.writeHead(500).end('gateway down')
        return
      }
      try {
        messages.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as CaughtSms)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      } catch {
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    refused,
    failNext: (n = 1) => {
      failures = n
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The six digits after "Kodunuz:" / "Your code:" in a recovery mail, or in an SMS text. */
export function codeIn(text: string): string {
  const match = /(?:Kodunuz|Your code|kodunuz|code): (\d{6})\b/.exec(text)
  if (!match?.[1]) throw new Error(`no code in: ${text.slice(0, 500)}`)
  return match[1]
}

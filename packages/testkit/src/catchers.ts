import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Server as NetServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { decodeQuotedPrintable, subjectOf } from './mail.js'

/**
 * Stand-ins for the mail server and the SMS gateway the site sends its codes to: the server suites
 * start them per file on a free port, the browser journeys once per run on fixed ports.
 */

export interface CatcherOptions {
  /** 0 (the default): any free port, read back from `url`. */
  port?: number
}

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

function listen(server: NetServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
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

/** A real SMTP server: the app's nodemailer connects to it like to any mail server. */
export async function startSmtpCatcher({ port = 0 }: CatcherOptions = {}) {
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
  const bound = await listen(server.server, port)
  return {
    url: `smtp://127.0.0.1:${bound}`,
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

export interface SmsCatcherOptions extends CatcherOptions {
  /** Answers the requests that are not a POST (the journeys read what was caught this way). */
  otherRequest?: (req: IncomingMessage, res: ServerResponse) => void
}

/** An HTTP SMS gateway stand-in: records `POST {to, text}`; `failNext` makes it answer 500 once. */
export async function startSmsCatcher({ port = 0, otherRequest }: SmsCatcherOptions = {}) {
  const messages: CaughtSms[] = []
  /** Messages answered 500 (after `failNext`), so a test knows what the app tried to send. */
  const refused: string[] = []
  let failures = 0
  const server: Server = createServer((req, res) => {
    if (otherRequest && req.method !== 'POST') return otherRequest(req, res)
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
  const bound = await listen(server, port)
  return {
    url: `http://127.0.0.1:${bound}/sms`,
    messages,
    refused,
    failNext: (n = 1) => {
      failures = n
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * Outgoing e-mail (ARCHITECTURE.md). With `SMTP_URL` the mail goes over SMTP (nodemailer) and its
 * content never reaches the log, since it may carry a one-time code. Without it, in demo mode only
 * (the embedded default, a developer's laptop), the whole mail, code included, is written to the log
 * at info level so recovery can be tried without a mail server. A live site never logs a code
 * (SECURITY.md): the boot requires SMTP_URL there, and this refuses the log fallback as well.
 */
export function createMailer(
  config: Pick<Config, 'SITE_MODE' | 'SMTP_URL' | 'MAIL_FROM'>,
  log: FastifyBaseLogger,
): Mailer {
  if (!config.SMTP_URL) {
    if (config.SITE_MODE !== 'demo') throw new Error('SMTP_URL is required when SITE_MODE=live')
    return {
      send: async (mail) => {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'e-mail (SMTP_URL not set)',
        )
      },
      close: () => {},
    }
  }
  const transport = nodemailer.createTransport(config.SMTP_URL)
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail })
    },
    close: () => transport.close(),
  }
}

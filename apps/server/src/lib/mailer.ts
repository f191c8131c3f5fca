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
 * content never reaches the log, since it may carry a one-time code. Without it (the embedded
 * default, a developer's laptop) the whole mail, code included, is written to the log at info level
 * so recovery can be tried without a mail server.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
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

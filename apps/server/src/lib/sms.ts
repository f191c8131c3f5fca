import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'

export interface Sms {
  /** International format with the plus: `+905321234567`. */
  to: string
  text: string
}

export interface SmsSender {
  send(sms: Sms): Promise<void>
}

/** A gateway that does not answer within this time is treated as down, so a request never hangs. */
const GATEWAY_TIMEOUT_MS = 5_000

/**
 * Outgoing SMS (ARCHITECTURE.md): `SMS_GATEWAY_URL` receives `POST {"to": "+90…", "text": "…"}` as
 * JSON; any non-2xx answer, network error or timeout is a failure the caller reports (the error
 * names the HTTP status, never the text). Without the variable, in demo mode only, the SMS is written
 * to the log, like the mailer does with e-mail; a live site never logs a code (SECURITY.md).
 */
export function createSmsSender(
  config: Pick<Config, 'SITE_MODE' | 'SMS_GATEWAY_URL'>,
  log: FastifyBaseLogger,
): SmsSender {
  const url = config.SMS_GATEWAY_URL
  if (!url) {
    if (config.SITE_MODE !== 'demo') throw new Error('SMS_GATEWAY_URL is required when SITE_MODE=live')
    return {
      send: async (sms) => {
        log.info({ sms }, 'SMS (SMS_GATEWAY_URL not set)')
      },
    }
  }
  return {
    send: async (sms) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sms),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      })
      // Drain the body so the connection can be reused.
      await res.arrayBuffer().catch(() => undefined)
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`)
    },
  }
}

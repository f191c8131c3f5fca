/**
 * Where the e2e catchers listen (support/catchers.ts). Kept apart so playwright.config.ts can hand
 * the addresses to the server without loading the SMTP library.
 */
// Offset from E2E_PORT (default 3100 → 3191, 3192), so two runs on one machine do not collide.
const base = Number(process.env.E2E_PORT ?? 3100)
export const CATCHER_PORTS = { sms: base + 91, smtp: base + 92 } as const
export const SMS_GATEWAY_URL = `http://127.0.0.1:${CATCHER_PORTS.sms}/sms`
export const SMTP_URL = `smtp://127.0.0.1:${CATCHER_PORTS.smtp}`
/** Where a test reads what was caught: `GET /sms?to=90…`, `GET /mail?to=…`. */
export const CATCHER_API = `http://127.0.0.1:${CATCHER_PORTS.sms}`

import { SMS_GATEWAY_URL, SMTP_URL } from './catcher-ports'
import { E2E_ADMIN } from './operator'

/**
 * The inbox key of the journeys' Chatwoot stand-in (docs/live-chat.md "Testing"). Alone it turns no
 * chat on: chat.spec.ts points the site options at its stand-ins while it runs.
 */
export const E2E_CHATWOOT_HMAC_TOKEN = 'e2e-chatwoot-inbox-hmac-key'

/** Every e2e server's settings (each adds its port and database): playwright.config.ts, fast-world.ts. */
export const e2eServerEnv = {
  HOST: '127.0.0.1',
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  // Every browser of the run comes from 127.0.0.1: lift the hub's per-address caps (docs/security.md).
  HUB_SOCKETS_PER_ADDRESS: '100000',
  HUB_UPGRADES_PER_MINUTE: '100000',
  // Every journey comes from 127.0.0.1: the per-address argon2 budget and SMS ceiling would
  // refuse the run's own sign-ups and codes (the per-number SMS limit still holds: each journey
  // player has its own number).
  AUTH_ADDRESS_BUDGET: '100000',
  SMS_ADDRESS_MAX_PER_HOUR: '100000',
  SMS_GATEWAY_URL,
  SMTP_URL,
  // The back-office operator that reviews identity documents in the journeys (docs/kyc.md).
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Four eyes on payments above 150 ₺ (docs/backoffice.md "Four eyes"): a journey's 200 ₺ withdrawal
  // takes two finance members, a 100 ₺ one takes one (backoffice-queues.spec.ts).
  PAYMENT_FOUR_EYES_TRY: '150',
  // The sports world (docs/sportsbook.md): a day of fixtures is plenty for a run, and a fresh server fills
  // it in a few short job passes instead of a week's worth on PGlite's one connection.
  SPORTS_DAYS_AHEAD: '1',
  // The shared-round tables (docs/shared-rounds.md) three times faster: a roulette round every 10 s.
  ROUNDS_SPEED: '3',
  // The bingo rooms (docs/bingo.md) four times faster again (×12): a 75-ball game every 17.5 s.
  BINGO_SPEED: '4',
  // The aggregator simulator beside the site, as on a demo site (docs/providers.md "Simulator"):
  // the providers-*.spec.ts journeys play its games, one provider each. Fast-world servers go
  // without it (fast-world.ts).
  PROVIDER_SIMULATOR: 'on',
  CHATWOOT_HMAC_TOKEN: E2E_CHATWOOT_HMAC_TOKEN,
}

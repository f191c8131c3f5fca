import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { GTM_ID_PATTERN } from '@galata/contract'
import { parseCidr } from './lib/cidr.js'
import { chatwootBase, CHATWOOT_TOKEN } from '@galata/contract'

/**
 * The only reader of process.env (STYLE.md). Parsed once at boot; a bad value stops the boot with a
 * message naming the variable, so an operator never runs a half-configured site.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional()

/** A secret or key given as text, surrounding spaces trimmed; empty meaning unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
/**
 * A Chatwoot address: http(s), kept as origin and path without a trailing slash, so the page can
 * append `/packs/js/sdk.js` and the CSP can name its origin (docs/live-chat.md).
 */
const chatwootUrl = optionalUrl
  .refine((v) => v === undefined || /^https?:$/.test(new URL(v).protocol), 'an http(s) address')
  .transform((v) => (v === undefined ? undefined : chatwootBase(v)))

/** A PEM key (`\n` read as a line break), checked to load as one; empty meaning unset. */
const pem = (kind: 'public' | 'private') =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\\n/g, '\n').trim() : undefined))
    .refine((v) => {
      if (v === undefined) return true
      try {
        if (kind === 'public') createPublicKey(v)
        else createPrivateKey(v)
        return true
      } catch {
        return false
      }
    }, `a PEM ${kind} key`)

/** A line of the footer's licence block: trimmed, empty meaning unset, at most 300 characters. */
const operatorText = z
  .string()
  .trim()
  .max(300, 'at most 300 characters')
  .optional()
  .transform((v) => v || undefined)

/** The operator's settings without a value of their own; LICENCE_URL may stay unset. */
export const OPERATOR_KEYS = [
  'OPERATOR_COMPANY',
  'OPERATOR_REG_NUMBER',
  'OPERATOR_ADDRESS',
  'LICENCE_AUTHORITY',
  'LICENCE_NUMBER',
] as const

/**
 * Demo mode's licence block: fictional on its face ("Demo" in every line that could be mistaken for
 * a real registration), so nobody reads a demo site as licensed by anyone.
 */
export const DEMO_OPERATOR = {
  OPERATOR_COMPANY: 'Galata Gaming N.V. (Demo)',
  OPERATOR_REG_NUMBER: 'DEMO-000000',
  OPERATOR_ADDRESS: 'Demo Address 1, Willemstad, Curaçao (fictional)',
  LICENCE_AUTHORITY: 'Demo Licensing Authority (fictional)',
  LICENCE_NUMBER: 'DEMO-LICENCE-0000',
} as const

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    /**
     * How DATABASE_URL's connections reach PostgreSQL (docs/operations.md "The stack"). `session`:
     * each client connection is one server session (PostgreSQL itself, or a session-mode pooler).
     * `transaction`: a transaction-mode pooler (PgBouncer) hands out a server connection per
     * transaction, so no statement is named and migrations run over DATABASE_DIRECT_URL.
     */
    DATABASE_POOLING: z.enum(['session', 'transaction']).default('session'),
    /** PostgreSQL itself, for what needs one session throughout (the migrations' advisory lock). */
    DATABASE_DIRECT_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    /** The pub/sub channel of the real-time fan-out: sites (or test runs) sharing one Redis keep apart. */
    REDIS_CHANNEL: z.string().trim().min(1).max(100).default('galata:realtime'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Galata <no-reply@galata.local>'),
    SMS_GATEWAY_URL: optionalUrl,
    /**
     * `demo`: the demo payment gateway (its Pay button credits cash without any payment), demo
     * content and a "no real money" ribbon. `live`: none of that, and mail and SMS must be real.
     * Default: demo on the embedded database, live when DATABASE_URL is set (docs/security.md, first audit
     * item 4).
     */
    SITE_MODE: z.enum(['demo', 'live']).optional(),
    /** Default: `demo` in demo mode, `none` in live mode. */
    SEED: z.enum(['demo', 'none']).optional(),
    /**
     * Four eyes (docs/security.md, first audit item 8): confirming a payment above this many lira needs a
     * second, different operator. 0 means every confirmation needs two.
     */
    PAYMENT_FOUR_EYES_TRY: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'a whole number of lira (0 to 999999999)')
      .default('10000')
      .transform(Number),
    /**
     * A gateway deposit not paid within this many minutes expires (docs/wallet.md "Pending
     * deposits"): it stops counting towards the deposit limits and the identity-verification
     * threshold, and its payment page no longer takes the payment.
     */
    DEPOSIT_PENDING_MINUTES: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'a whole number of minutes from 1 to 1440')
      .default('30')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 1440, 'a whole number of minutes from 1 to 1440'),
    // --- The sportsbook (docs/sportsbook.md) ---
    /**
     * How fast the sports world's clock runs: world-minutes per real minute (1 = real time; 60 = a
     * match minute every second). Changing it re-anchors the world at its current time.
     */
    SPORTS_SPEED: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'a whole number from 1 to 3600')
      .default('1')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 3600, 'a whole number from 1 to 3600'),
    /**
     * Corrections after settlement (docs/sportsbook.md "Corrections after settlement"): for this
     * many hours of real time after an event's final whistle a trader may ask for a correction or
     * void of a settled event (a second staff member approves it); after it only an admin may ask.
     */
    SPORTS_CORRECTION_WINDOW_HOURS: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'a whole number of hours (0 to 99999)')
      .default('72')
      .transform(Number),
    /**
     * The singleton loops' lease time in ms (docs/leases.md "Timings"): a stopped leader's loops
     * resume on another instance within this; renewed half-way.
     */
    LEASE_MS: z.coerce.number().int().min(500).max(300_000).default(10_000),
    // --- Shared rounds (docs/shared-rounds.md) ---
    /** How many times faster than real time the tables' rounds run (1 = a roulette round every 30 s). */
    ROUNDS_SPEED: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'a whole number from 1 to 100')
      .default('1')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, 'a whole number from 1 to 100'),
    /**
     * A drand HTTP endpoint of the quicknet chain (e.g. `https://api.drand.sh/52db9ba7…e971`): each
     * round's close value is then the checked randomness of the first beacon round after its close;
     * empty (default): the embedded close value, which works offline (docs/shared-rounds.md).
     */
    ROUNDS_BEACON_URL: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'an http(s) URL or empty'),
    /**
     * The bingo rooms run this many times faster again than ROUNDS_SPEED (docs/bingo.md; the e2e server's
     * journey).
     */
    BINGO_SPEED: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'a whole number from 1 to 100')
      .default('1')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, 'a whole number from 1 to 100'),
    /** Days of fixtures kept ahead of world time (the issue asks for about 7). */
    SPORTS_DAYS_AHEAD: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, 'a whole number of days from 0 to 14')
      .default('7')
      .transform(Number)
      .refine((n) => n <= 14, 'a whole number of days from 0 to 14'),
    /** `off` stops the world's background job (tests drive its passes themselves). */
    SPORTS_JOB: z.enum(['on', 'off']).default('on'),
    /**
     * `on`: a site whose sportsbook has no limit rows gets the default liability limits at boot
     * (docs/sportsbook.md "Risk"); `off` never seeds them (an operator who removed every limit on
     * purpose, or a book that takes the one-statement bets only).
     */
    SPORTS_DEFAULT_LIMITS: z.enum(['on', 'off']).default('on'),
    // --- Identity verification (docs/kyc.md) ---
    /**
     * Lifetime deposits (confirmed, and pending ones not expired) beyond this many lira need a verified identity
     * (KYC_REQUIRED). 0: verification before any deposit. Withdrawals always need it.
     */
    KYC_DEPOSIT_THRESHOLD_TRY: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'a whole number of lira (0 to 999999999)')
      .default('2000')
      .transform(Number),
    /**
     * An S3-compatible bucket for the identity documents (path-style requests, SigV4). Unset: files
     * under DATA_DIR/kyc. Endpoint, bucket and both keys together; the region defaults to us-east-1.
     */
    KYC_S3_ENDPOINT: optionalUrl,
    KYC_S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'an S3 bucket name (3-63 lower-case letters, digits, dots, dashes)',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    KYC_S3_ACCESS_KEY_ID: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    KYC_S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    KYC_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    // --- Operator and licence (docs/content.md; footer licence block) ---
    /**
     * The operator's legal name, company registration number and registered address, the licensing
     * authority, the licence number and (optional) the authority's validation page. Shown in every
     * page's footer. Demo mode fills in clearly fictional values; a live site must name its own.
     */
    OPERATOR_COMPANY: operatorText,
    OPERATOR_REG_NUMBER: operatorText,
    OPERATOR_ADDRESS: operatorText,
    LICENCE_AUTHORITY: operatorText,
    LICENCE_NUMBER: operatorText,
    LICENCE_URL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.url({ protocol: /^https?$/ }).optional())
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
    /**
     * docs/operations.md "Metrics": the bearer token Prometheus sends for `/metrics`
     * (`authorization: { credentials: … }` in its scrape job). Unset: `/metrics` answers 404.
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(16, 'at least 16 characters').optional())
      .optional(),
    /**
     * docs/operations.md "Graceful shutdown": after SIGTERM, how long `/api/ready` answers 503 while
     * requests are still served, so a balancer polling readiness moves traffic away first.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /**
     * From SIGTERM to the hard stop (docs/operations.md "Graceful shutdown"): in-flight work that has
     * not finished by then is cut. 8 s leaves a loaded machine's late timers room inside the 10 s a
     * balancer or an orchestrator gives before killing.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(8_000),
    /**
     * docs/backoffice.md "Network restriction": comma-separated IPv4/IPv6 CIDRs (`10.0.0.0/8,
     * 2001:db8::/32`, a bare address is one host) that may reach /api/backoffice/* and /bo; anyone
     * else gets 403. Unset or empty: no restriction. Behind a proxy, set TRUST_PROXY so the
     * client's address is the one compared.
     */
    BO_ALLOWED_CIDRS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
        for (const text of list) {
          const cidr = parseCidr(text)
          if (typeof cidr === 'string') ctx.addIssue({ code: 'custom', message: cidr })
        }
        return list
      }),
    /**
     * Hub caps (docs/realtime.md): sockets of one session (the site's socket per tab, a
     * game page's per open Aviator), sockets from one client address (a household, an office, a
     * carrier's NAT), and upgrade attempts per address per minute (at least the sockets one address
     * may hold, so a restart's reconnect wave from behind one NAT is let back in).
     */
    HUB_SOCKETS_PER_SESSION: z.coerce.number().int().positive().default(8),
    HUB_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    HUB_UPGRADES_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /**
     * The origin the studio's game pages are served and launched from (docs/security.md),
     * e.g. `https://games.galata.example`, a second host name of this same server. Required when
     * SITE_MODE=live; unset on a demo site: the site's own origin (development). A bare http(s)
     * origin, not the site's.
     */
    GAMES_ORIGIN: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.url({ protocol: /^https?$/ }).optional())
      .optional(),
    /**
     * The Google Tag Manager container id (docs/content.md "Tag manager"), `GTM-` and capitals or
     * digits; the console's `gtm` site option overrides it. Unset: no tag manager, CSP unchanged.
     */
    GTM_ID: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().regex(GTM_ID_PATTERN, 'must look like GTM-AB12CD3').max(32).optional())
      .optional(),
    /**
     * argon2 hashes running at once in this process (docs/security.md): the cores' worth, since more only
     * queue inside the thread pool. Extra requests wait in a queue of ARGON2_QUEUE_MAX; beyond it
     * they are refused at once with 503 SERVER_BUSY and Retry-After.
     */
    ARGON2_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    ARGON2_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(64),
    /**
     * API calls running at once in this instance (docs/operations.md "Calls in line"): the others wait
     * in one line before any work starts, so a call of many database steps waits once, not at each
     * step. About three times the database pool (20): a third of the calls let in wait on something
     * else (a live bet's hold, a provider, the CPU). API_QUEUE_MAX may wait; one more is refused at
     * once with 503 SERVER_BUSY and Retry-After.
     */
    API_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(64),
    API_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(5_000),
    /**
     * The longest a call waits in that line; then it is refused with 503 SERVER_BUSY before any work,
     * so its client learns "nothing done" rather than waiting on past its own time-out for an
     * answer it may never read (docs/operations.md "Calls in line"). 0: no bound.
     */
    API_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    /**
     * Test-only (docs/testing.md): `test` hashes new passwords at a token argon2 cost, so the server
     * suites spend their time on what they test rather than on hashing. Refused unless NODE_ENV=test:
     * a site always hashes at the production cost (auth.password.ts).
     */
    ARGON2_COST: z.enum(['production', 'test']).default('production'),
    /**
     * Requests costing an argon2 hash (login, registration, recovery's password step, change
     * password) per client address per minute, shared by those routes (docs/security.md). bench/auth
     * raises it: its 16 clients all come from one address.
     */
    AUTH_ADDRESS_BUDGET: z.coerce.number().int().positive().default(30),
    /**
     * Verification SMS per client address per hour (docs/security.md, SMS pumping); per number: SMS_LIMITS.
     */
    SMS_ADDRESS_MAX_PER_HOUR: z.coerce.number().int().positive().default(10),
    /** Verification SMS for the whole site per hour: the ceiling on what a pumping attack can cost. */
    SMS_GLOBAL_MAX_PER_HOUR: z.coerce.number().int().positive().default(1000),
    /**
     * HMAC-SHA256 key shared with the demo payment gateway (webhook and payment-page signatures).
     * Without it a random key is made at boot: right for one embedded instance, but several
     * instances behind a load balancer must share one (docs/wallet.md).
     */
    PSP_DEMO_SECRET: z
      .string()
      .min(32, 'at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * (demo mode) A file that holds the demo gateway in a fault, `{"delayMs": 5000, "fail": false}`:
     * the chaos run's slow and failing gateway (docs/operations.md "The chaos run"). Unset or no
     * file: no fault. A live site has no demo gateway, so it reads nothing.
     */
    PSP_DEMO_FAULT_FILE: z
      .string()
      .trim()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The crypto processor, NOWPayments (docs/payments.md "Variables"): its API base URL (default
     * https://api.nowpayments.io), the API key sent as `x-api-key`, and the IPN secret its
     * notifications are signed with. Unset in demo mode: a local stand-in of the processor runs in
     * their place. In live mode the crypto method is off until all three are set; half-set stops the boot.
     */
    NOWPAYMENTS_API_URL: optionalUrl,
    NOWPAYMENTS_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    NOWPAYMENTS_IPN_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /**
     * The NOWPayments account's login, for payouts only (docs/payments.md "Payouts"): `POST /v1/auth`
     * answers the JWT that `POST /v1/payout` needs. Without them crypto withdrawals are paid by hand.
     */
    NOWPAYMENTS_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    NOWPAYMENTS_PASSWORD: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /**
     * The base32 TOTP secret of the account's authenticator-app 2FA: each payout is verified with
     * its current code (`POST /v1/payout/{id}/verify`). Unset: payouts wait for verification in the
     * NOWPayments dashboard (docs/payments.md "Payouts").
     */
    NOWPAYMENTS_2FA_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.replace(/\s+/g, '').toUpperCase() : undefined))
      .pipe(
        z
          .string()
          .regex(/^[A-Z2-7]{16,128}=*$/, 'must be a base32 secret')
          .optional(),
      ),
    /**
     * Live chat, Chatwoot's website widget (docs/live-chat.md "Settings"): the installation's address,
     * the inbox's website token and a second address of the same installation tried when the first
     * has not loaded in 5 s. Each may be overridden by its site option in the console.
     */
    CHATWOOT_BASE_URL: chatwootUrl,
    CHATWOOT_WEBSITE_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.string().regex(CHATWOOT_TOKEN, 'letters, digits, _ and -, 8 to 64 characters').optional()),
    CHATWOOT_FALLBACK_URL: chatwootUrl,
    /**
     * The inbox's HMAC key for identity validation (Chatwoot: Inbox → Configuration → Identity
     * validation): the server signs each player's identifier with it. Never sent to the browser,
     * never a site option; without it no chat is offered, whatever else is set.
     */
    CHATWOOT_HMAC_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /**
     * HMAC-SHA256 key signing Galata Originals game tokens (docs/casino.md). Random at boot when
     * unset: fine for one instance; several instances behind a load balancer must share one.
     */
    ORIGINALS_SECRET: z
      .string()
      .min(32, 'at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Hub88, the aggregator (docs/providers.md "Hub88"): all four or none; none keeps Hub88
     * disabled (PROVIDER_NOT_CONFIGURED). Keys as PEM, `\n` accepted for line breaks in one-line
     * environment values.
     */
    HUB88_OPERATOR_ID: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    HUB88_PUBLIC_KEY: pem('public'),
    HUB88_PRIVATE_KEY: pem('private'),
    HUB88_API_URL: optionalUrl,
    /**
     * SoftGamings (Fundist), the aggregator (docs/providers.md "SoftGamings"): all five or none; none
     * keeps it disabled (PROVIDER_NOT_CONFIGURED). The API url, key and password sign our launch
     * calls (with the address they leave from); the OneWallet secret signs its callbacks and our answers.
     */
    SOFTGAMINGS_API_URL: optionalUrl,
    SOFTGAMINGS_API_KEY: optionalText,
    SOFTGAMINGS_API_PASSWORD: optionalText,
    SOFTGAMINGS_SERVER_IP: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || isIP(v) !== 0, 'an IPv4 or IPv6 address'),
    SOFTGAMINGS_HMAC_SECRET: optionalText,
    /**
     * The aggregator simulator (docs/providers.md "Simulator"): a child process playing Hub88's side
     * with test keys (and Digitain's, unless DIGITAIN_ names a real one), so a demo lobby lists and
     * plays their demo games. Default: `on` in demo mode
     * (not under NODE_ENV=test, whose suites start it themselves), `off` in live mode, where `on`
     * stops the boot. Ignored while the HUB88_ settings name a real Hub88.
     */
    PROVIDER_SIMULATOR: z.enum(['on', 'off']).optional(),
    /** The simulator's port, whose game pages the play window frames; 0 (default): a free port. */
    PROVIDER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /**
     * docs/providers.md "One simulator for several instances": a JSON file (url and both sides' test
     * credentials) naming a simulator that runs on its own, shared by every instance (`npm run
     * stack` writes it). Set, the site starts no child and points its adapters there. Demo mode only.
     */
    PROVIDER_SIMULATOR_FILE: optionalText,
    /**
     * EGT Interactive (docs/providers.md "EGT"): all four or none; none keeps EGT disabled
     * (PROVIDER_NOT_CONFIGURED). The user name and password are the ones EGT puts in every wallet
     * call; the portal code ends with the currency (TRY).
     */
    EGT_USERNAME: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((v) => v || undefined),
    EGT_PASSWORD: z
      .string()
      .max(200)
      .optional()
      .transform((v) => v || undefined),
    EGT_PORTAL_CODE: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{0,60}TRY$/, 'letters and digits ending with TRY')
          .optional(),
      ),
    EGT_API_URL: optionalUrl,
    /**
     * Digitain RGS (docs/providers.md "Digitain"): all three or none; none keeps Digitain disabled
     * (PROVIDER_NOT_CONFIGURED). The key is the HMAC key both sides sign with.
     */
    DIGITAIN_OPERATOR_ID: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    DIGITAIN_SECRET_KEY: z
      .string()
      .min(16, 'at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DIGITAIN_API_URL: optionalUrl,
    /**
     * EveryMatrix CasinoEngine (docs/providers.md "EveryMatrix"): all four or none; none keeps it
     * disabled (PROVIDER_NOT_CONFIGURED). Login and password are what EveryMatrix sends in every call.
     */
    EVERYMATRIX_OPERATOR_ID: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    EVERYMATRIX_LOGIN: z
      .string()
      .max(200)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    EVERYMATRIX_PASSWORD: z
      .string()
      .min(12, 'at least 12 characters')
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    EVERYMATRIX_LAUNCH_URL: optionalUrl,
    /**
     * Each provider's daily round report for the reconciliation (docs/providers.md "Reconciliation"):
     * a GET address answering one UTC day (`?provider=&date=YYYY-MM-DD` are added) in the provider's
     * report format. Unset on a demo site running the simulator: the simulator's report. Unset
     * otherwise: that provider is not reconciled.
     */
    HUB88_REPORT_URL: optionalUrl,
    SOFTGAMINGS_REPORT_URL: optionalUrl,
    EGT_REPORT_URL: optionalUrl,
    DIGITAIN_REPORT_URL: optionalUrl,
    EVERYMATRIX_REPORT_URL: optionalUrl,
    /**
     * The first administrator, a staff account with the admin role created at boot when missing
     * (docs/backoffice.md "The first staff member"). Both or neither; the user name follows the
     * players' rule (5–30 letters and digits), and the password the staff minimum, longer than a
     * player's because it opens the back office.
     */
    ADMIN_USERNAME: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5,30}$/, '5 to 30 letters (a-z) and digits')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'at least 12 characters')
      .max(100, 'at most 100 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((c, ctx) => {
    const hub88 = ['HUB88_OPERATOR_ID', 'HUB88_PUBLIC_KEY', 'HUB88_PRIVATE_KEY', 'HUB88_API_URL'] as const
    if (hub88.some((k) => c[k] !== undefined))
      for (const key of hub88)
        if (c[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'the four HUB88_ settings go together' })
    const softgamings = [
      'SOFTGAMINGS_API_URL',
      'SOFTGAMINGS_API_KEY',
      'SOFTGAMINGS_API_PASSWORD',
      'SOFTGAMINGS_SERVER_IP',
      'SOFTGAMINGS_HMAC_SECRET',
    ] as const
    if (softgamings.some((k) => c[k] !== undefined))
      for (const key of softgamings)
        if (c[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'the five SOFTGAMINGS_ settings go together' })
    if (c.PROVIDER_SIMULATOR === 'on' && siteModeOf(c) === 'live')
      ctx.addIssue({
        code: 'custom',
        path: ['PROVIDER_SIMULATOR'],
        message: 'demo mode only: a live site never runs the provider simulator',
      })
    if (c.PROVIDER_SIMULATOR_FILE !== undefined && siteModeOf(c) === 'live')
      ctx.addIssue({
        code: 'custom',
        path: ['PROVIDER_SIMULATOR_FILE'],
        message: 'demo mode only: a live site never plays the provider simulator',
      })
    const egt = ['EGT_USERNAME', 'EGT_PASSWORD', 'EGT_PORTAL_CODE', 'EGT_API_URL'] as const
    if (egt.some((k) => c[k] !== undefined))
      for (const key of egt)
        if (c[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'the four EGT_ settings go together' })
    const digitain = ['DIGITAIN_OPERATOR_ID', 'DIGITAIN_SECRET_KEY', 'DIGITAIN_API_URL'] as const
    if (digitain.some((k) => c[k] !== undefined))
      for (const key of digitain)
        if (c[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'the three DIGITAIN_ settings go together' })
    const everyMatrix = [
      'EVERYMATRIX_OPERATOR_ID',
      'EVERYMATRIX_LOGIN',
      'EVERYMATRIX_PASSWORD',
      'EVERYMATRIX_LAUNCH_URL',
    ] as const
    if (everyMatrix.some((k) => c[k] !== undefined))
      for (const key of everyMatrix)
        if (c[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'the four EVERYMATRIX_ settings go together' })
    if (c.GAMES_ORIGIN) {
      const games = new URL(c.GAMES_ORIGIN)
      const bare = games.pathname === '/' && !games.search && !games.hash && !games.username
      if (!bare)
        ctx.addIssue({
          code: 'custom',
          path: ['GAMES_ORIGIN'],
          message: 'an origin only: scheme, host, port',
        })
      else if (c.PUBLIC_URL && new URL(c.PUBLIC_URL).origin === games.origin)
        ctx.addIssue({
          code: 'custom',
          path: ['GAMES_ORIGIN'],
          message: "must differ from PUBLIC_URL's origin (a game page on the site's origin is no boundary)",
        })
    }
    // A transaction-mode pooler would spread the migrations' session lock over server connections.
    if (c.DATABASE_POOLING === 'transaction' && c.DATABASE_URL && !c.DATABASE_DIRECT_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message: 'required when DATABASE_POOLING=transaction (migrations take a session-level lock)',
      })
    // A live site sends its one-time codes for real: without SMTP or SMS they would go to the log
    // (SECURITY.md: no codes in logs), so the boot stops and names what is missing.
    if (siteModeOf(c) === 'live') {
      // A game page on the site's own origin runs as the site (docs/security.md "WebSockets and the
      // games origin"): a live site serves the studio from a host name of its own.
      for (const key of ['SMTP_URL', 'SMS_GATEWAY_URL', 'GAMES_ORIGIN'] as const)
        if (!c[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required when SITE_MODE=live (the default when DATABASE_URL is set)',
          })
      // The footer's licence block names the real operator (docs/content.md): no demo values on a live site.
      for (const key of OPERATOR_KEYS)
        if (!c[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required when SITE_MODE=live (the licence block of the footer)',
          })
    }
    if (c.ARGON2_COST === 'test' && c.NODE_ENV !== 'test')
      ctx.addIssue({ code: 'custom', path: ['ARGON2_COST'], message: 'test only (NODE_ENV=test)' })
    // The document store is S3 only when fully described: a half-set group would silently fall back
    // to local files on a site that meant to keep documents off its disks.
    const s3 = [
      'KYC_S3_ENDPOINT',
      'KYC_S3_BUCKET',
      'KYC_S3_ACCESS_KEY_ID',
      'KYC_S3_SECRET_ACCESS_KEY',
    ] as const
    if (s3.some((k) => c[k]) && !s3.every((k) => c[k]))
      for (const key of s3.filter((k) => !c[k]))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'set KYC_S3_ENDPOINT, KYC_S3_BUCKET, KYC_S3_ACCESS_KEY_ID and KYC_S3_SECRET_ACCESS_KEY together',
        })
    // A half-configured processor would take payments it cannot verify: all of it or none of it.
    const crypto = missingCryptoVariables(c)
    if (crypto.length > 0 && crypto.length < CRYPTO_KEYS.length)
      for (const key of crypto)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'set NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET together',
        })
    // Payouts need the account's login, both halves; a 2FA secret alone logs in nowhere.
    if (
      Boolean(c.NOWPAYMENTS_EMAIL) !== Boolean(c.NOWPAYMENTS_PASSWORD) ||
      (c.NOWPAYMENTS_2FA_SECRET && !c.NOWPAYMENTS_EMAIL)
    )
      for (const key of (['NOWPAYMENTS_EMAIL', 'NOWPAYMENTS_PASSWORD'] as const).filter((k) => !c[k]))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'set NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD together (payouts)',
        })
    if (c.NOWPAYMENTS_EMAIL && crypto.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['NOWPAYMENTS_EMAIL'],
        message: 'payouts need NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET too',
      })
    // A widget address without its token (or the reverse) is a typo, not a choice.
    if (Boolean(c.CHATWOOT_BASE_URL) !== Boolean(c.CHATWOOT_WEBSITE_TOKEN))
      ctx.addIssue({
        code: 'custom',
        path: [c.CHATWOOT_BASE_URL ? 'CHATWOOT_WEBSITE_TOKEN' : 'CHATWOOT_BASE_URL'],
        message: 'set CHATWOOT_BASE_URL and CHATWOOT_WEBSITE_TOKEN together',
      })
    // Chatwoot opens conversations for any visitor the widget loads for; identity validation is
    // what keeps one player out of another's (docs/live-chat.md "Identity").
    if (c.CHATWOOT_BASE_URL && !c.CHATWOOT_HMAC_TOKEN)
      ctx.addIssue({
        code: 'custom',
        path: ['CHATWOOT_HMAC_TOKEN'],
        message: "the inbox's identity-validation key is needed with CHATWOOT_BASE_URL",
      })
    if (c.CHATWOOT_FALLBACK_URL && !c.CHATWOOT_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['CHATWOOT_FALLBACK_URL'],
        message: 'a fallback needs CHATWOOT_BASE_URL',
      })
    if (Boolean(c.ADMIN_USERNAME) !== Boolean(c.ADMIN_PASSWORD)) {
      const missing = c.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together',
      })
    }
  })

export type SiteMode = 'demo' | 'live'

/** The crypto processor's required settings (docs/payments.md "Variables"); the URL has a default. */
export const CRYPTO_KEYS = ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET'] as const

/** Which of the crypto processor's settings are unset: the boot names them (live mode). */
export function missingCryptoVariables(
  c: Partial<Record<(typeof CRYPTO_KEYS)[number], string | undefined>>,
): (typeof CRYPTO_KEYS)[number][] {
  return CRYPTO_KEYS.filter((k) => !c[k])
}

function siteModeOf(c: { SITE_MODE?: SiteMode | undefined; DATABASE_URL?: string | undefined }): SiteMode {
  return c.SITE_MODE ?? (c.DATABASE_URL ? 'live' : 'demo')
}

export type Config = Omit<
  z.infer<typeof configSchema>,
  | 'PUBLIC_URL'
  | 'PSP_DEMO_SECRET'
  | 'ORIGINALS_SECRET'
  | 'SITE_MODE'
  | 'SEED'
  | 'PROVIDER_SIMULATOR'
  | (typeof OPERATOR_KEYS)[number]
> & {
  SITE_MODE: SiteMode
  SEED: 'demo' | 'none'
  PROVIDER_SIMULATOR: 'on' | 'off'
  PUBLIC_URL: string
  /**
   * True when PUBLIC_URL was set: links then always use it. Unset, a request's links use that
   * request's own origin and PUBLIC_URL is only the fallback of work without a request (lib/origin.ts).
   */
  PUBLIC_URL_SET: boolean
  PSP_DEMO_SECRET: string
  ORIGINALS_SECRET: string
} & Record<(typeof OPERATOR_KEYS)[number], string>

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const mode = siteModeOf(c)
  // Demo mode fills each operator setting left unset with its fictional value (live mode required them).
  const operator = Object.fromEntries(OPERATOR_KEYS.map((k) => [k, c[k] ?? DEMO_OPERATOR[k]])) as Record<
    (typeof OPERATOR_KEYS)[number],
    string
  >
  return {
    ...c,
    ...operator,
    SITE_MODE: mode,
    SEED: c.SEED ?? (mode === 'live' ? 'none' : 'demo'),
    PROVIDER_SIMULATOR: c.PROVIDER_SIMULATOR ?? (mode === 'demo' && c.NODE_ENV !== 'test' ? 'on' : 'off'),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    PUBLIC_URL_SET: c.PUBLIC_URL !== undefined,
    PSP_DEMO_SECRET: c.PSP_DEMO_SECRET ?? randomBytes(32).toString('hex'),
    ORIGINALS_SECRET: c.ORIGINALS_SECRET ?? randomBytes(32).toString('hex'),
    GAMES_ORIGIN: c.GAMES_ORIGIN ? new URL(c.GAMES_ORIGIN).origin : undefined,
  }
}

/**
 * Only where the database is, for tools that open it and send nothing (`npm run ledger:check`): they
 * must not need a live site's SMTP and SMS settings.
 */
export function loadStorageConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOLING' | 'DATABASE_DIRECT_URL'> {
  const parsed = configSchema.safeParse({ ...env, SITE_MODE: 'demo' })
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const { DATABASE_URL, DATA_DIR, DATABASE_POOLING, DATABASE_DIRECT_URL } = parsed.data
  return { DATABASE_URL, DATA_DIR, DATABASE_POOLING, DATABASE_DIRECT_URL }
}

import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { z } from 'zod'

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

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    /** The pub/sub channel of the real-time fan-out: sites (or test runs) sharing one Redis keep apart. */
    REDIS_CHANNEL: z.string().trim().min(1).max(100).default('galata:realtime'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Galata <no-reply@galata.local>'),
    SMS_GATEWAY_URL: optionalUrl,
    SEED: z.enum(['demo', 'none']).default('demo'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
    /**
     * argon2 hashes running at once in this process (issue 12): the cores' worth, since more only
     * queue inside the thread pool. Extra requests wait in a queue of ARGON2_QUEUE_MAX; beyond it
     * they are refused at once with 503 SERVER_BUSY and Retry-After.
     */
    ARGON2_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    ARGON2_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(64),
    /**
     * Requests costing an argon2 hash (login, registration, recovery's password step, change
     * password) per client address per minute, shared by those routes (issue 12). bench/auth
     * raises it: its 16 clients all come from one address.
     */
    AUTH_ADDRESS_BUDGET: z.coerce.number().int().positive().default(30),
    /** Verification SMS per client address per hour (issue 12, SMS pumping); per number: SMS_LIMITS. */
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
     * HMAC-SHA256 key signing Galata Originals game tokens (docs/casino.md). Random at boot when
     * unset: fine for one instance; several instances behind a load balancer must share one.
     */
    ORIGINALS_SECRET: z
      .string()
      .min(32, 'at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The first operator account, created at boot when missing (role admin). Both or neither; the
     * user name follows the registration rule so it logs in like any player, and the password is held
     * to a longer minimum than a player's because it opens the back office.
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
    if (Boolean(c.ADMIN_USERNAME) !== Boolean(c.ADMIN_PASSWORD)) {
      const missing = c.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together',
      })
    }
  })

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PUBLIC_URL' | 'PSP_DEMO_SECRET' | 'ORIGINALS_SECRET'
> & {
  PUBLIC_URL: string
  PSP_DEMO_SECRET: string
  ORIGINALS_SECRET: string
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  return {
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    PSP_DEMO_SECRET: c.PSP_DEMO_SECRET ?? randomBytes(32).toString('hex'),
    ORIGINALS_SECRET: c.ORIGINALS_SECRET ?? randomBytes(32).toString('hex'),
  }
}

import { sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { RegisterInput } from '@galata/contract'
import { registrationBody } from '@galata/testkit'

/** Seven digits derived from `n` (numbers keep their value: 1 → 0000001). */
function digitsOf(n: number | string): string {
  if (typeof n === 'number') return String(n).padStart(7, '0').slice(-7)
  let h = 7
  for (const ch of n) h = (h * 31 + ch.charCodeAt(0)) % 10_000_000
  return String(h).padStart(7, '0')
}

/**
 * A birth date of its own for each `n` (distinct for numbers below 16 800): every test player is
 * called Ayşe Kaya Yılmaz, and the exclusion register takes one name and birth date for one person,
 * so one player's self-exclusion must not close the file's other players (docs/player-protection.md).
 */
function birthOf(n: number | string) {
  const h = Number(digitsOf(n))
  const two = (v: number) => String(v).padStart(2, '0')
  return {
    birthDateDay: two(1 + (h % 28)),
    birthDateMonth: two(1 + (Math.floor(h / 28) % 12)),
    birthDateYear: String(1990 - (Math.floor(h / 336) % 50)),
  }
}

/** A valid registration body; `n` keeps user name, e-mail, phone and birth date unique within a test file. */
export function registration(n: number | string, overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    ...registrationBody({
      name: 'Ayşe',
      surname: 'Kaya Yılmaz',
      username: `ayse${n}`,
      email: `ayse${n}@example.com`,
      phone: `532${digitsOf(n)}`,
    }),
    ...birthOf(n),
    country: 235,
    currencyId: 1,
    trialBonus: 0,
    ...overrides,
  }
}

export function api(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    options: { token?: string; headers?: Record<string, string>; ip?: string } = {},
  ) => {
    const inject: InjectOptions = {
      method,
      url: `/api/${url}`,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    }
    if (body !== undefined) inject.payload = typeof body === 'string' ? body : JSON.stringify(body)
    return app.inject(inject)
  }
  return {
    post: (url: string, body: unknown, options?: Parameters<typeof call>[3]) =>
      call('POST', url, body, options),
    get: (url: string, options?: Parameters<typeof call>[3]) => call('GET', url, undefined, options),
    put: (url: string, body: unknown, options?: Parameters<typeof call>[3]) =>
      call('PUT', url, body, options),
    /** Registers and answers the token (fails the test unless it succeeded). */
    register: async (
      n: number | string,
      overrides: Partial<RegisterInput> = {},
      options?: Parameters<typeof call>[3],
    ) => {
      const res = await call('POST', 'auth/register', registration(n, overrides), options)
      if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`)
      return res.json<{ data: { token: string; usercode: string } }>().data
    },
    login: async (username: string, password: string, options?: Parameters<typeof call>[3]) => {
      const res = await call('POST', 'auth/login', { username, password }, options)
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
      return res.json<{ data: { token: string } }>().data.token
    },
  }
}

/** Rows per table, to prove a refused request wrote nothing. */
export async function countRows(
  app: FastifyInstance,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const result = await app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)
    out[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)
  }
  return out
}

export const ACCOUNT_TABLES = [
  'players',
  'sessions',
  'one_time_codes',
  'auth_throttle',
  'callback_requests',
  'audit_log',
  'marketing_consent_changes',
] as const

/** Rows of a query through either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await app.db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** Row counts of every account table in one query (fast enough to run around each fuzz case). */
export async function countAccountRows(app: FastifyInstance): Promise<Record<string, number>> {
  const columns = ACCOUNT_TABLES.map(
    (table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
  )
  const [row] = await rows<Record<string, number>>(app, sql`select ${sql.join(columns, sql`, `)}`)
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]))
}

import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { STAFF_POLICY, type StaffRole } from '@galata/contract'
import { Secret, TOTP } from 'otpauth'
import { hashPassword } from '../modules/auth/index.js'
import { api, rows } from './accounts.js'

/*
 * The server tests' staff members (docs/backoffice.md): signed in through the real
 * backoffice/auth/login and backoffice/auth/enrol, with TOTP codes computed by the otpauth library
 * from the secret the enrolment answer gave, as an authenticator app would.
 */

export interface StaffCredentials {
  username: string
  password: string
}

/** The current code of a secret at the app's clock (RFC 6238, the contract's parameters). */
export function totpCode(secret: string, at: number, offsetSteps = 0): string {
  const { algorithm, digits, period } = STAFF_POLICY.totp
  return new TOTP({ algorithm, digits, period, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at + offsetSteps * period * 1000,
  })
}

interface Enrolled {
  secret: string
  recoveryCodes: string[]
  lastStep: number
}
const enrolled = new WeakMap<FastifyInstance, Map<string, Enrolled>>()

function enrolmentsOf(app: FastifyInstance) {
  let map = enrolled.get(app)
  if (!map) enrolled.set(app, (map = new Map()))
  return map
}

/** What this file learnt when the member enrolled (their secret and unused recovery codes). */
export function enrolmentOf(app: FastifyInstance, username: string): Enrolled | undefined {
  return enrolmentsOf(app).get(username.toLowerCase())
}

/**
 * Signs a staff member in and answers the staff token: the first time, the TOTP_ENROL answer's
 * secret is enrolled with its first code; later, the current code (a recovery code when this step's
 * code was used already: each code signs in once).
 */
export async function staffLogin(
  app: FastifyInstance,
  who: StaffCredentials,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const http = api(app)
  who = { username: who.username, password: who.password }
  const key = who.username.toLowerCase()
  const known = enrolmentsOf(app).get(key)
  const period = STAFF_POLICY.totp.period * 1000
  if (known) {
    const now = app.clock.now()
    const step = Math.floor(now / period)
    const code = step > known.lastStep ? totpCode(known.secret, now) : known.recoveryCodes.shift()
    if (!code) throw new Error(`${who.username}: no code left for this 30-second step`)
    if (step > known.lastStep) known.lastStep = step
    const res = await http.post('backoffice/auth/login', { ...who, code }, options)
    if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`)
    return res.json<{ data: { token: string } }>().data.token
  }
  const first = await http.post('backoffice/auth/login', who, options)
  const body = first.json<{ code?: string; data: { enrolToken: string; secret: string } }>()
  if (first.statusCode !== 401 || body.code !== 'TOTP_ENROL')
    throw new Error(`staff login did not offer enrolment: ${first.body}`)
  const now = app.clock.now()
  const res = await http.post(
    'backoffice/auth/enrol',
    { enrolToken: body.data.enrolToken, code: totpCode(body.data.secret, now) },
    options,
  )
  if (res.statusCode !== 200) throw new Error(`staff enrolment failed: ${res.body}`)
  const data = res.json<{ data: { token: string; recoveryCodes: string[] } }>().data
  enrolmentsOf(app).set(key, {
    secret: body.data.secret,
    recoveryCodes: [...data.recoveryCodes],
    lastStep: Math.floor(now / period),
  })
  return data.token
}

let serial = 0

/**
 * A staff member with `roles`, created straight in the table (the admin API is staff.test.ts's
 * subject) and signed in over the API; answers the token, id and credentials.
 */
export async function staffMember(
  app: FastifyInstance,
  roles: readonly StaffRole[],
  name = `staff${roles.join('').slice(0, 12)}${++serial}`,
  /** The player account this member was an operator on (what the migration from player roles records). */
  playerId: number | null = null,
): Promise<{ id: number; token: string; username: string; password: string }> {
  const password = `staff-password-${name}`
  const at = new Date(app.clock.now()).toISOString()
  const hash = await hashPassword(password)
  const [row] = await rows<{ id: string }>(
    app,
    sql`insert into staff (username, password_hash, roles, player_id, created_at, updated_at)
        values (${name}, ${hash}, ${`{${roles.join(',')}}`}::text[], ${playerId}, ${at}, ${at}) returning id::text`,
  )
  const token = await staffLogin(app, { username: name, password })
  return { id: Number(row!.id), token, username: name, password }
}

/** The staff id of a user name. */
export async function staffIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [row] = await rows<{ id: string }>(
    app,
    sql`select id::text from staff where lower(username) = ${username.toLowerCase()}`,
  )
  if (!row) throw new Error(`no staff member ${username}`)
  return Number(row.id)
}

/**
 * A request as a signed-in member of staff (or, with a null token, nobody) sends it: a JSON body (a
 * string goes as it is, for the malformed-body cases) and the language of the answer.
 */
export function injectAs(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  locale = 'tr',
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-locale': locale,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
}

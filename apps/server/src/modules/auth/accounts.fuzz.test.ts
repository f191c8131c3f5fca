import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, countAccountRows, registration } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'

/**
 * SECURITY.md (input and output): every write endpoint of the accounts area answers random and
 * near-valid bodies with a 2xx or a 4xx, never a 5xx, and a refused body writes nothing. Refusals
 * that are the outcome of a real check (a wrong password, a wrong code) may count an attempt or add
 * an audit row, by design, but never create a player, a session or a call-back request.
 */

/** Answers whose body never reached a service: nothing at all may change. */
const UNTOUCHED = new Set([
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'SESSION_IS_CURRENT',
  'RESEND_TOO_SOON',
  'PHONE_ALREADY_VERIFIED',
])
/** Tables no refusal may ever grow. */
const CREATED_ONLY_ON_SUCCESS = ['players', 'sessions', 'callback_requests'] as const

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' }),
  fc.stringMatching(/^\d{1,25}$/),
  fc.stringMatching(/^[A-Za-z0-9]{1,35}$/),
  fc.constantFrom(
    '',
    ' ',
    '   ',
    '\u0000',
    '__proto__',
    'constructor',
    '0',
    '-1',
    '1e309',
    'null',
    '<script>',
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, 1, 2, 3, -1, 235, 1e308, -0, 2 ** 53),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
)

/** Values that pass a field's rule often enough for cases to reach the services behind validation. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  username: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{5,12}$/), fc.constantFrom('fuzz0', 'ayse', 'AYSEFUZZ')),
  password: fc.stringMatching(/^[\w!?.]{5,16}$/),
  password2: fc.stringMatching(/^[\w!?.]{5,16}$/),
  oldPassword: fc.stringMatching(/^[\w!?.]{5,16}$/),
  confirmPassword: fc.stringMatching(/^[\w!?.]{5,16}$/),
  code: fc.stringMatching(/^\d{6}$/),
  phone: fc.stringMatching(/^(?:90)?5\d{9}$/),
  step: fc.constantFrom(1, 2),
  name: fc.constantFrom('Ayşe Kaya', 'Çağrı', 'Mehmet Ali'),
  surname: fc.constantFrom('Öztürk', 'Kaya'),
  message: fc.string({ minLength: 5, maxLength: 100 }),
  contacts: fc.array(
    fc.record({ type: fc.constantFrom(1, 2, 3, 4), contact: fc.string({ minLength: 5, maxLength: 30 }) }),
    { minLength: 0, maxLength: 6 },
  ),
  email: fc.emailAddress(),
  country: fc.constantFrom(235, 1, 99_999),
  currencyId: fc.constantFrom(1, 2),
  birthDateDay: fc.constantFrom('01', '15', '31', '1'),
  birthDateMonth: fc.constantFrom('01', '02', '12', '13'),
  birthDateYear: fc.constantFrom('1990', '2015', '1899'),
  trialBonus: fc.constantFrom(0, 1),
  ageConfirmed: fc.constantFrom(true, false),
  termsAccepted: fc.constantFrom(true, false),
  marketingConsent: fc.boolean(),
  refId: fc.integer({ min: 1, max: 10_000_000 }),
  id: fc.uuid(),
}

/** An object with (some of) the route's keys, each holding anything, sometimes an extra key. */
function nearValid(keys: string[]) {
  const field = (key: string) =>
    plausible[key] ? fc.oneof({ arbitrary: plausible[key], weight: 3 }, weird) : weird
  return fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, field(k)])), { requiredKeys: [] }),
      fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), weird, { maxKeys: 2 }), {
        nil: undefined,
      }),
    )
    .map(([body, extra]) => ({ ...extra, ...body }))
}

/** Raw payloads that are not JSON objects at all. */
const rawBodies = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"username":', '[]', '""', 'null', '{"__proto__":{"x":1}}', '\u0000'),
)

/**
 * Every field of the route with a plausible value (confirmations equal to their password), so the
 * cases reach the services: logins, code checks, password checks, registrations, stored requests.
 */
function plausibleBody(valid: Record<string, unknown>) {
  const keys = Object.keys(valid)
  return fc
    .record(Object.fromEntries(keys.map((k) => [k, plausible[k] ?? fc.constant(valid[k])])))
    .map((body) => {
      if ('password2' in body) body.password2 = body.password
      if ('confirmPassword' in body) body.confirmPassword = body.password
      return body
    })
}

/** A valid body with one field replaced by anything, or removed, or one unknown key added. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid)
  const edits: fc.Arbitrary<Record<string, unknown>>[] = [
    fc
      .dictionary(fc.string({ minLength: 1, maxLength: 6 }), weird, { minKeys: 1, maxKeys: 1 })
      .map((extra) => ({
        ...extra,
        ...valid,
      })),
  ]
  if (keys.length > 0) {
    edits.push(
      fc.tuple(fc.constantFrom(...keys), weird).map(([key, value]) => ({ ...valid, [key]: value })),
      fc.constantFrom(...keys).map((key) => {
        const copy = { ...valid }
        delete copy[key]
        return copy
      }),
    )
  }
  return fc.oneof(...edits)
}

interface Endpoint {
  url: string
  keys: string[]
  auth: boolean
  /** A valid body for the mutation cases. */
  valid: Record<string, unknown>
  /** Cases that get past validation may pay for argon2 (a login, a password check): fewer runs. */
  nearRuns: number
}

const ENDPOINTS: Endpoint[] = [
  {
    url: 'auth/login',
    keys: ['username', 'password'],
    auth: false,
    valid: { username: 'aysefuzz', password: 'Tulip-1453' },
    nearRuns: 20,
  },
  {
    url: 'auth/register',
    keys: [
      'name',
      'surname',
      'username',
      'email',
      'phone',
      'country',
      'currencyId',
      'birthDate',
      'birthDateDay',
      'birthDateMonth',
      'birthDateYear',
      'trialBonus',
      'password',
      'password2',
      'refId',
      'ageConfirmed',
      'termsAccepted',
      'marketingConsent',
    ],
    auth: false,
    valid: { ...registration('fz'), refId: 1 },
    nearRuns: 20,
  },
  {
    url: 'auth/sendresetpassword',
    keys: ['username'],
    auth: false,
    valid: { username: 'aysefuzz' },
    nearRuns: 60,
  },
  {
    url: 'auth/checkresetcode',
    keys: ['username', 'code'],
    auth: false,
    valid: { username: 'aysefuzz', code: '123456' },
    nearRuns: 60,
  },
  {
    url: 'auth/changepasswordwithcode',
    keys: ['username', 'code', 'password', 'password2'],
    auth: false,
    valid: { username: 'aysefuzz', code: '123456', password: 'newpass1', password2: 'newpass1' },
    nearRuns: 20,
  },
  {
    url: 'customer/changepassword',
    keys: ['oldPassword', 'password', 'confirmPassword'],
    auth: true,
    valid: { oldPassword: 'not-the-password', password: 'newpass1', confirmPassword: 'newpass1' },
    nearRuns: 20,
  },
  {
    url: 'customer/updatephone',
    keys: ['step', 'phone', 'code'],
    auth: true,
    valid: { step: 2, phone: '5321234567', code: '123456' },
    nearRuns: 60,
  },
  {
    url: 'customer/sessions/revoke',
    keys: ['id'],
    auth: true,
    valid: { id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    nearRuns: 40,
  },
  { url: 'customer/sessions/revoke-others', keys: [], auth: true, valid: {}, nearRuns: 20 },
  {
    url: 'cms/callme',
    keys: ['name', 'message', 'contacts'],
    auth: false,
    valid: { name: 'Ayşe Kaya', message: 'Lütfen arayın', contacts: [{ type: 1, contact: '5321234567' }] },
    nearRuns: 60,
  },
]

describe('accounts write endpoints under random input (fast-check)', () => {
  // The per-minute limit would answer most cases before the handler: raise it for this file.
  const t = useTestApp({ RATE_LIMIT_MAX: '1000000' })
  let token = ''
  beforeAll(async () => {
    token = (await api(t.app).register('fuzz')).token
  })

  async function probe(endpoint: Endpoint, payload: string, ip: string) {
    const before = await countAccountRows(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${endpoint.url}`,
      headers: {
        'content-type': 'application/json',
        ...(endpoint.auth ? { authorization: `Bearer ${token}` } : {}),
      },
      remoteAddress: ip,
      payload,
    })
    // Recovery writes its audit row after the answer: let it land before the next count.
    await t.app.afterAnswer.settled()
    const label = `${endpoint.url} ${payload.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`
    expect(res.statusCode, label).toBeLessThan(500)
    const body = res.json<{ success: boolean; code?: string; message: string }>()
    expect(typeof body.message, label).toBe('string')
    if (res.statusCode >= 400) {
      expect(body.success, label).toBe(false)
      const after = await countAccountRows(t.app)
      if (body.code && UNTOUCHED.has(body.code)) expect(after, label).toEqual(before)
      for (const table of CREATED_ONLY_ON_SUCCESS)
        expect(after[table], `${label} (${table})`).toBe(before[table])
    } else {
      expect(body.success, label).toBe(true)
    }
  }

  const ip = fc.ipV4()

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.url}: any JSON or non-JSON body`, async () => {
      await fc.assert(
        fc.asyncProperty(rawBodies, ip, (payload, address) => probe(endpoint, payload, address)),
        { numRuns: 80 },
      )
    })

    if (endpoint.keys.length > 0) {
      it(`${endpoint.url}: its own keys holding anything`, async () => {
        await fc.assert(
          fc.asyncProperty(nearValid(endpoint.keys), ip, (body, address) =>
            probe(endpoint, JSON.stringify(body), address),
          ),
          { numRuns: endpoint.nearRuns },
        )
      })
    }

    if (endpoint.keys.length > 0) {
      it(`${endpoint.url}: plausible values in every field`, async () => {
        await fc.assert(
          fc.asyncProperty(plausibleBody(endpoint.valid), ip, (body, address) =>
            probe(endpoint, JSON.stringify(body), address),
          ),
          { numRuns: endpoint.nearRuns },
        )
      })
    }

    it(`${endpoint.url}: a valid body with one field changed`, async () => {
      await fc.assert(
        fc.asyncProperty(mutated(endpoint.valid), ip, (body, address) =>
          probe(endpoint, JSON.stringify(body), address),
        ),
        { numRuns: endpoint.nearRuns },
      )
    })
  }
})

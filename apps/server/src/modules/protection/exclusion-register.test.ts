import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, type RegisterInput } from '@galata/contract'
import { GALATA_SIGNATURE_HEADER, signGalataCallback } from '../../providers/index.js'
import { api, registration, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin } from '../../test/staff.js'
import { gameTokenSigner } from '../../test/originals.js'
import { fundPlayer } from '../../test/wallet.js'
import { checkLedger, getBalances, toMinor } from '../wallet/index.js'

/*
 * The exclusion register (docs/player-protection.md "The exclusion register"), end to end through
 * HTTP on PGlite and (TEST_DATABASE_URL) PostgreSQL: a self-exclusion or a time-out follows the
 * person to every other account of theirs (same name, surname and birth date, however the names
 * are typed; a verified e-mail or phone), at sign-up, phone verification, deposit and identity
 * approval, and on accounts that already exist; operators see which entry matched on which key;
 * an expired time-out stops matching.
 */

const ADMIN = { username: 'regadmin1', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '5000',
  AUTH_ADDRESS_BUDGET: '5000',
})
let http: ReturnType<typeof api>
const OLD_PHONE = '905559876543'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const PASSWORD = 'Tulip-1453'

beforeAll(() => {
  http = api(t.app)
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** A's identity, and the same person typed another way (case, Turkish letters, spaces). */
const A_PERSON = { name: 'Işıl Ayşe', surname: 'Çağlar Öztürk', birthDateDay: '12', birthDateMonth: '04' }
const A_RETYPED = { name: 'ISIL', surname: 'ayse caglar ozturk', birthDateDay: '12', birthDateMonth: '04' }

function person(n: string, who: Partial<RegisterInput>, year = 1990): Partial<RegisterInput> {
  return { ...who, birthDateYear: String(year), username: `reg${n}`, email: `reg${n}@example.com` }
}

async function idOf(username: string): Promise<number> {
  const [r] = await rows<{ id: number }>(t.app, sql`select id from players where username = ${username}`)
  return Number(r!.id)
}

const signUp = (n: string, overrides: Partial<RegisterInput>) =>
  http.post('auth/register', registration(n, overrides))

async function depositOf(token: string, amount: number) {
  const res = await http.get('payment/methods?type=1', { token })
  const m = res
    .json<{ data: { id: number; title: string }[] }>()
    .data.find((x) => x.title.includes('Havale'))!
  return http.post(
    'payment/deposit',
    { id: m.id, target: 'pay', detail: { amount, Iban: 'TR330006100519786457841326', name: 'Işıl Öztürk' } },
    { token },
  )
}

let seq = 0
/** A stake through the galata wallet callback, as the studio's game server makes it. */
async function bet(playerId: number, amount: number) {
  const token = (await gameTokenSigner(t.app, playerId, 'galata-dice')).sign()
  const txId = `xr${seq++}`
  const raw = JSON.stringify({
    token,
    txId,
    roundId: `r-${txId}`,
    gameCode: 'galata-dice',
    amount,
    currency: 'TRY',
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/providers/galata/bet',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      [GALATA_SIGNATURE_HEADER]: signGalataCallback(t.app.config.ORIGINALS_SECRET, raw),
    },
    payload: raw,
  })
}

const matchesOf = async (playerId: number) => {
  const admin = await staffLogin(t.app, ADMIN)
  const res = await http.get(`backoffice/exclusion-register/matches?playerId=${playerId}`, { token: admin })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    entry: { id: number; playerId: number; username: string; kind: string; endsAt: string | null }
    keyKind: string
    checkpoint: string
    playerId: number | null
  }[]
}

describe('the exclusion register', () => {
  it("after A self-excludes, B with A's name, surname and birth date cannot sign up, deposit or bet", async () => {
    const a = await http.register('a1', person('a1', A_PERSON))
    const aId = await idOf('rega1')
    // B: an account of the same person made before the exclusion (other e-mail and phone).
    const b = await http.register('b1', person('b1', A_RETYPED))
    const bId = await idOf('regb1')
    await fundPlayer(t.app.db, bId, { cash: toMinor(50) })
    // C: made with other names, which later read as A's (a second path to the deposit check).
    const c = await http.register('c1', person('c1', { name: 'Deniz', surname: 'Kara' }))
    const cId = await idOf('regc1')

    const ex = await http.post('customer/rg/selfexclusion', { period: '1y' }, { token: a.token })
    expect(ex.json().success, ex.body).toBe(true)

    // A new sign-up as A, however the names are typed: refused, nothing created.
    const again = await signUp(
      'd1',
      person('d1', { ...A_RETYPED, name: 'işıl AYŞE', surname: 'caglar ozturk' }),
    )
    expect(again.statusCode, again.body).toBe(403)
    expect(again.json()).toMatchObject({ success: false, code: 'SELF_EXCLUDED' })
    expect(again.json().message).toBe(errorCatalog.SELF_EXCLUDED.message.tr)
    expect(await rows(t.app, sql`select id from players where username = 'regd1'`)).toHaveLength(0)
    // Another person of the same name but another birth date signs up.
    expect((await signUp('e1', person('e1', A_PERSON, 1991))).statusCode).toBe(200)

    // B, who existed already, was matched at the exclusion: no deposit, no bet, money untouched.
    const bToken = await http.login('regb1', PASSWORD)
    const dep = await depositOf(bToken, 100)
    expect(dep.statusCode, dep.body).toBe(403)
    expect(dep.json().code).toBe('SELF_EXCLUDED')
    const stake = await bet(bId, 5)
    expect(stake.statusCode, stake.body).toBe(403)
    expect(stake.json().code).toBe('SELF_EXCLUDED')
    expect((await getBalances(t.app.db, bId)).cash).toBe(toMinor(50))
    expect(b.token).not.toBe(bToken)

    // C's names now read as A's (say, corrected by support): the deposit finds the register.
    await t.app.db.execute(
      sql`update players set name = 'IŞIL AYŞE', surname = 'ÇAĞLAR ÖZTÜRK', birth_date = '1990-04-12' where id = ${cId}`,
    )
    const cDep = await depositOf(c.token, 100)
    expect(cDep.json().code, cDep.body).toBe('SELF_EXCLUDED')
    const cToken = await http.login('regc1', PASSWORD)
    expect((await depositOf(cToken, 100)).json().code).toBe('SELF_EXCLUDED')
    expect((await bet(cId, 1)).json().code).toBe('SELF_EXCLUDED')
    expect(await rows(t.app, sql`select id from payments where player_id in (${bId}, ${cId})`)).toHaveLength(
      0,
    )

    // Operators see which entry matched, on which key, where.
    const seen = await matchesOf(bId)
    expect(seen[0]).toMatchObject({
      entry: { playerId: aId, username: 'rega1', kind: 'self_exclusion', endsAt: null },
      keyKind: 'person',
      checkpoint: 'exclusion',
      playerId: bId,
    })
    expect((await matchesOf(cId))[0]).toMatchObject({ keyKind: 'person', checkpoint: 'deposit' })
    const signups = (await matchesOf(aId)).filter((m) => m.checkpoint === 'signup')
    expect(signups[0]).toMatchObject({ keyKind: 'person', playerId: null })
    const [audit] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action = 'backoffice.exclusion_register.list'`,
    )
    expect(audit!.n).toBeGreaterThanOrEqual(3)
  })

  it("A's e-mail or verified phone on a new account is caught", async () => {
    const a = await http.register('a2', person('a2', { name: 'Kerem', surname: 'Aydın' }))
    const aId = await idOf('rega2')
    await t.app.db.execute(sql`update players set phone_verified = true where id = ${aId}`)
    // A number A verified before the one held now (its code consumed).
    await t.app.db.execute(sql`
      insert into one_time_codes (player_id, purpose, code_hash, target, expires_at, consumed_at, created_at)
      values (${aId}, 'phone_verify', 'x$y', ${OLD_PHONE}, now(), now(), now())`)
    const [aRow] = await rows<{ phone: string }>(t.app, sql`select phone from players where id = ${aId}`)
    expect(
      (await http.post('customer/rg/selfexclusion', { period: '6m' }, { token: a.token })).json().success,
    ).toBe(true)

    // The e-mail, in other letters or with a +tag, under another name.
    const mail = await signUp('f2', {
      ...person('f2', { name: 'Başka', surname: 'Biri' }),
      email: 'REGA2+yeni@Example.com',
    })
    expect(mail.statusCode, mail.body).toBe(403)
    expect(mail.json().code).toBe('SELF_EXCLUDED')

    // The phone, A's current one or one A verified before: refused before any code is sent, and
    // the account is closed to play from then on.
    for (const [n, phone, surname] of [
      ['g2', aRow!.phone, 'Demir'],
      ['k2', OLD_PHONE, 'Yıldız'],
    ] as const) {
      // (Other surnames: once closed, g2 is in the register under its own name too.)
      const g = await http.register(n, person(n, { name: 'Selin', surname }))
      const gId = await idOf(`reg${n}`)
      const send = await http.post(
        'customer/updatephone',
        { phone: phone.slice(2), step: 1 },
        { token: g.token },
      )
      expect(send.statusCode, send.body).toBe(403)
      expect(send.json().code).toBe('SELF_EXCLUDED')
      expect(
        await rows(
          t.app,
          sql`select id from one_time_codes where player_id = ${gId} and purpose = 'phone_verify'`,
        ),
      ).toHaveLength(0)
      const gToken = await http.login(`reg${n}`, PASSWORD)
      expect((await depositOf(gToken, 100)).json().code).toBe('SELF_EXCLUDED')
      expect((await matchesOf(gId))[0]).toMatchObject({ keyKind: 'phone', checkpoint: 'phone' })
    }
  })

  it('a time-out is in the register until it ends; an expired one no longer blocks', async () => {
    const who = { name: 'Mert', surname: 'Şahin', birthDateDay: '03', birthDateMonth: '09' }
    const a = await http.register('a3', person('a3', who, 1985))
    expect(
      (await http.post('customer/rg/timeout', { period: '24h' }, { token: a.token })).json().success,
    ).toBe(true)
    const early = await signUp('h3', person('h3', who, 1985))
    expect(early.statusCode).toBe(403)
    expect(early.json().code).toBe('SELF_EXCLUDED')

    t.clock.advance(DAY + 1000)
    const later = await signUp('h3', person('h3', who, 1985))
    expect(later.statusCode, later.body).toBe(200)
    const dep = await depositOf(later.json().data.token, 100)
    expect(dep.json().success, dep.body).toBe(true)
  })

  it('identity approval checks the register: the document stays pending, the account is closed to play', async () => {
    const who = { name: 'Zeynep', surname: 'Güler', birthDateDay: '20', birthDateMonth: '01' }
    const a = await http.register('a4', person('a4', who, 1979))
    expect(
      (await http.post('customer/rg/selfexclusion', { period: '6m' }, { token: a.token })).json().success,
    ).toBe(true)
    // Registered under another name, then the document shows A's (the operator's record of it).
    await http.register('b4', person('b4', { name: 'Zey', surname: 'Gül' }, 1979))
    const bId = await idOf('regb4')
    await t.app.db.execute(
      sql`update players set name = 'ZEYNEP', surname = 'GÜLER', birth_date = '1979-01-20' where id = ${bId}`,
    )
    const [doc] = await rows<{ id: number }>(
      t.app,
      sql`insert into kyc_documents (player_id, kind, status, store, storage_key, original_name, size,
            content_type, sha256, uploaded_at)
          values (${bId}, 'identity', 'pending', 'file', ${`reg-test-${bId}`}, 'kimlik.pdf', 1000,
            'application/pdf', ${'0'.repeat(64)}, now()) returning id`,
    )
    const admin = await staffLogin(t.app, ADMIN)
    const res = await http.post(`backoffice/kyc/documents/${doc!.id}/approve`, {}, { token: admin })
    expect(res.statusCode, res.body).toBe(403)
    expect(res.json().code).toBe('SELF_EXCLUDED')
    const [after] = await rows<{ status: string }>(
      t.app,
      sql`select status from kyc_documents where id = ${doc!.id}`,
    )
    expect(after!.status).toBe('pending')
    expect((await bet(bId, 1)).json().code).toBe('SELF_EXCLUDED')
    expect((await matchesOf(bId))[0]).toMatchObject({ keyKind: 'person', checkpoint: 'identity' })
  })
})

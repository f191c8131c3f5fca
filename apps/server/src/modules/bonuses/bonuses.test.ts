import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, successMessages } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { checkLedger } from '../wallet/index.js'

/**
 * The trial bonus over HTTP (docs/bonuses.md): once per player, only with a verified
 * phone, credited from the house to the bonus account with its wagering requirement; a concurrent
 * double claim grants once. The ledger checker runs after the file.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const t = useTestApp()
let http: ReturnType<typeof api>

beforeAll(async () => {
  http = api(t.app)
  // The demo seed's 50 TRY, set explicitly so the test does not depend on the seed's value.
  await t.app.db.execute(sql`
    insert into settings (key, value) values ('trial_bonus_amount', 5000)
    on conflict (key) do update set value = excluded.value`)
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const claim = (token: string) => http.get('bonus/definetrialbonus', { token })

async function bonusBalance(token: string) {
  const res = await http.get('user/balance', { token })
  return res.json<{ data: { balance: number; bonusBalance: number } }>().data
}

async function bonusRows(usercode: string) {
  return rows<{ kind: string; amount: string; wagering_required: string; wagered: string; status: string }>(
    t.app,
    sql`select b.kind, b.amount::text, b.wagering_required::text, b.wagered::text, b.status
        from bonuses b join players p on p.id = b.player_id where p.usercode = ${usercode}`,
  )
}

describe('trial bonus', () => {
  it('needs a session', async () => {
    expect((await http.get('bonus/definetrialbonus')).statusCode).toBe(401)
  })

  it('needs a verified phone, and a refusal writes nothing', async () => {
    const p = await http.register('trialnophone')
    const res = await claim(p.token)
    expect(res.statusCode).toBe(errorCatalog.PHONE_NOT_VERIFIED.status)
    expect(res.json()).toMatchObject({ success: false, code: 'PHONE_NOT_VERIFIED' })
    expect(await bonusRows(p.usercode)).toEqual([])
    expect((await bonusBalance(p.token)).bonusBalance).toBe(0)
  })

  it('credits the bonus account once, with a wagering requirement of 10× the amount', async () => {
    const p = await player(t.app, { signUp: 'trialonce', phoneVerified: true })
    const first = await claim(p.token)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      success: true,
      message: successMessages.TRIAL_BONUS_GRANTED.tr,
      data: null,
    })
    expect(await bonusBalance(p.token)).toMatchObject({ balance: 0, bonusBalance: 50 })
    expect(await bonusRows(p.usercode)).toEqual([
      { kind: 'trial', amount: '5000', wagering_required: '50000', wagered: '0', status: 'active' },
    ])

    const second = await claim(p.token)
    expect(second.statusCode).toBe(errorCatalog.BONUS_UNAVAILABLE.status)
    expect(second.json()).toMatchObject({ success: false, code: 'BONUS_UNAVAILABLE' })
    expect((await bonusBalance(p.token)).bonusBalance).toBe(50)
    expect(await bonusRows(p.usercode)).toHaveLength(1)
  })

  it('a second claim after the amount changed is still refused (no CONFLICT, no second grant)', async () => {
    const p = await player(t.app, { signUp: 'trialchanged', phoneVerified: true })
    expect((await claim(p.token)).statusCode).toBe(200)
    await t.app.db.execute(sql`update settings set value = 7000 where key = 'trial_bonus_amount'`)
    try {
      expect((await claim(p.token)).json()).toMatchObject({ code: 'BONUS_UNAVAILABLE' })
    } finally {
      await t.app.db.execute(sql`update settings set value = 5000 where key = 'trial_bonus_amount'`)
    }
    expect((await bonusBalance(p.token)).bonusBalance).toBe(50)
  })

  it('is unavailable while switched off (amount 0)', async () => {
    const p = await player(t.app, { signUp: 'trialoff', phoneVerified: true })
    await t.app.db.execute(sql`update settings set value = 0 where key = 'trial_bonus_amount'`)
    try {
      expect((await claim(p.token)).json()).toMatchObject({ code: 'BONUS_UNAVAILABLE' })
    } finally {
      await t.app.db.execute(sql`update settings set value = 5000 where key = 'trial_bonus_amount'`)
    }
    expect(await bonusRows(p.usercode)).toEqual([])
  })

  it(`concurrent claims grant once${onPostgres ? ' (real PostgreSQL connections)' : ''}`, async () => {
    const p = await player(t.app, { signUp: 'trialrace', phoneVerified: true })
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(p.token)))
    const codes = answers.map((r) => r.json<{ success: boolean; code?: string }>())
    expect(codes.filter((c) => c.success)).toHaveLength(1)
    expect(codes.filter((c) => c.code === 'BONUS_UNAVAILABLE')).toHaveLength(9)
    expect((await bonusBalance(p.token)).bonusBalance).toBe(50)
    expect(await bonusRows(p.usercode)).toHaveLength(1)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('is granted once per verified phone number, even after the first account gave the number up', async () => {
    const phone = '5325550001'
    const first = await http.register('trialphone1', { phone })
    await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${first.usercode}`)
    expect((await claim(first.token)).statusCode).toBe(200)
    // The first account moves to another number; the second verifies the freed one.
    await t.app.db.execute(sql`update players set phone = '905325550002' where usercode = ${first.usercode}`)
    const second = await http.register('trialphone2', { phone })
    await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${second.usercode}`)
    const res = await claim(second.token)
    expect(res.statusCode).toBe(errorCatalog.BONUS_UNAVAILABLE.status)
    expect(res.json()).toMatchObject({ success: false, code: 'BONUS_UNAVAILABLE' })
    expect(await bonusRows(second.usercode)).toEqual([])
  })

  it('lets the database hold a verified number on one account only', async () => {
    const phone = '5325550003'
    const one = await http.register('trialphone3', { phone })
    const two = await http.register('trialphone4', { phone })
    await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${one.usercode}`)
    await expect(
      t.app.db.execute(sql`update players set phone_verified = true where usercode = ${two.usercode}`),
    ).rejects.toThrow()
  })
})

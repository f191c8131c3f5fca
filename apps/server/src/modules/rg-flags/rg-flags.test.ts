import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { RG_FLAG_RULE_CONSTANTS as C, type RgFlag, type RgFlagRule } from '@galata/contract'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { verifyKyc } from '../../test/kyc.js'
import { player } from '../../test/players.js'
import { staffLogin, staffMember, type StaffCredentials } from '../../test/staff.js'
import { evaluateRgRules } from './rg-flags.service.js'

/*
 * docs/backoffice.md "Responsible-gaming flags": each rule raises a flag at its threshold and not
 * below it, on the app's clock; the pass is idempotent (one flag per evidence, one open per player
 * and rule); a limit refusal over HTTP is recorded as a hit; the queue's list and its review
 * (risk only, audited in the chain, once).
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
let http: ReturnType<typeof api>
let risk: string
let support: string
let riskMember: StaffCredentials
let supportMember: StaffCredentials
/** Fresh staff sessions: the rule tests move the clock past a session's idle end. */
async function signIn() {
  risk = await staffLogin(t.app, riskMember)
  support = await staffLogin(t.app, supportMember)
}
const methods = { deposit: 0, withdrawal: 0 }
const DAY = 24 * 60 * 60_000

beforeAll(async () => {
  http = api(t.app)
  riskMember = await staffMember(t.app, ['risk'], 'rgflagrisk1')
  supportMember = await staffMember(t.app, ['support'], 'rgflagsupport1')
  const m = await rows<{ id: string; type: number }>(
    t.app,
    sql`select distinct on (type) id::text, type from payment_methods order by type, id`,
  )
  methods.deposit = Number(m.find((r) => Number(r.type) === 1)!.id)
  methods.withdrawal = Number(m.find((r) => Number(r.type) === 2)!.id)
})

const ago = (ms: number) => new Date(t.clock.now() - ms).toISOString()

async function flagsOf(playerId: number, rule?: RgFlagRule) {
  return rows<{ id: string; rule: string; status: string; details: Record<string, unknown> }>(
    t.app,
    sql`select id::text, rule, status, details from rg_flags
         where player_id = ${playerId} ${rule ? sql`and rule = ${rule}` : sql``} order by id`,
  )
}

/** A payment row as the payments module leaves it: confirmed deposit, rejected withdrawal … */
async function payment(playerId: number, type: 1 | 2, status: number, kurus: number, at: string) {
  await t.app.db.execute(
    sql`insert into payments (player_id, method_id, type, amount, status, detail, created_at, updated_at)
        values (${playerId}, ${type === 1 ? methods.deposit : methods.withdrawal}, ${type}, ${kurus}, ${status},
                '{}'::jsonb, ${at}, ${at})`,
  )
}

async function hit(playerId: number, at: string, code = 'LOSS_LIMIT') {
  await t.app.db.execute(
    sql`insert into rg_limit_hits (player_id, code, at) values (${playerId}, ${code}, ${at})`,
  )
}

describe('limit_hits', () => {
  it('records each refusal by the player’s own limit and flags the third within a week', async () => {
    const p = await player(t.app, { signUp: 'rgf1' })
    await verifyKyc(t.app, p)
    await http.post('customer/rg/limits', { kind: 'deposit', period: 'day', amount: 100 }, { token: p.token })
    const deposit = () =>
      http.post(
        'payment/deposit',
        {
          id: methods.deposit,
          target: 'pay',
          detail: { amount: 150, Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' },
        },
        { token: p.token },
      )
    for (let i = 0; i < 2; i++) expect((await deposit()).json()).toMatchObject({ code: 'DEPOSIT_LIMIT' })
    await evaluateRgRules(t.app)
    expect(await flagsOf(p.id, 'limit_hits')).toEqual([])
    expect((await deposit()).json()).toMatchObject({ code: 'DEPOSIT_LIMIT' })
    await evaluateRgRules(t.app)
    const [flag] = await flagsOf(p.id, 'limit_hits')
    expect(flag?.details).toMatchObject({ hits: C.limit_hits.hits, codes: ['DEPOSIT_LIMIT'] })
    // Idempotent: the same evidence raises nothing more.
    await evaluateRgRules(t.app)
    expect(await flagsOf(p.id, 'limit_hits')).toHaveLength(1)
  })

  it('counts only the last seven days at the app’s clock', async () => {
    const p = await player(t.app)
    await hit(p.id, ago(8 * DAY))
    await hit(p.id, ago(2 * DAY))
    await hit(p.id, ago(DAY))
    await evaluateRgRules(t.app)
    expect(await flagsOf(p.id)).toEqual([])
    // Six days later the two recent ones are still inside the window with a new one.
    t.clock.advance(4 * DAY)
    await hit(p.id, ago(0))
    await evaluateRgRules(t.app)
    expect(await flagsOf(p.id, 'limit_hits')).toHaveLength(1)
  })
})

describe('long_session', () => {
  async function session(playerId: number, lengthMs: number) {
    const start = t.clock.now() - lengthMs - 60_000
    await t.app.db.execute(
      sql`insert into sessions (id, player_id, token_hash, created_at, last_seen_at, expires_at)
          values (${randomUUID()}, ${playerId}, ${randomUUID()}, ${new Date(start).toISOString()},
                  ${new Date(start + lengthMs).toISOString()}, ${new Date(start + lengthMs + DAY).toISOString()})`,
    )
  }

  it('flags a session of four hours or more, not one a minute shorter', async () => {
    const long = await player(t.app)
    const short = await player(t.app)
    await session(long.id, C.long_session.minMs)
    await session(short.id, C.long_session.minMs - 60_000)
    await evaluateRgRules(t.app)
    const [flag] = await flagsOf(long.id, 'long_session')
    expect(flag?.details).toMatchObject({ minutes: C.long_session.minMs / 60_000 })
    expect(await flagsOf(short.id)).toEqual([])
  })
})

describe('deposit_surge', () => {
  /** Four weekly deposits of `weekly` kuruş in the 28 days before the last 7, then `recent` in them. */
  async function history(weekly: number, recent: number) {
    const p = await player(t.app)
    if (weekly > 0) for (let w = 1; w <= 4; w++) await payment(p.id, 1, 1, weekly, ago(w * 7 * DAY + DAY))
    if (recent > 0) await payment(p.id, 1, 1, recent, ago(DAY))
    return p.id
  }

  it('flags three times the weekly average at or above the floor, and nothing short of either', async () => {
    const surge = await history(200_000, 600_000)
    const belowFactor = await history(200_000, 599_999)
    const belowFloor = await history(100_000, 300_000)
    const fresh = await history(0, C.deposit_surge.floorKurus)
    const freshSmall = await history(0, C.deposit_surge.floorKurus - 1)
    // Deposits not confirmed do not count.
    const pending = await player(t.app)
    await payment(pending.id, 1, 2, 900_000, ago(DAY))
    await evaluateRgRules(t.app)
    const [flag] = await flagsOf(surge, 'deposit_surge')
    // Kept in kuruş in the row, answered in lira by the API (rg-flags.service.ts detailsView).
    expect(flag?.details).toEqual({ last7DaysKurus: 600_000, previous28DaysWeeklyKurus: 200_000 })
    expect(await flagsOf(fresh, 'deposit_surge')).toHaveLength(1)
    for (const id of [belowFactor, belowFloor, freshSmall, pending.id]) expect(await flagsOf(id)).toEqual([])
  })
})

describe('reversed_withdrawal', () => {
  it('flags a withdrawal returned to the player within a week; a new one after review flags again', async () => {
    const p = await player(t.app)
    const old = await player(t.app)
    await payment(p.id, 2, 4, 50_000, ago(DAY))
    await payment(old.id, 2, 4, 50_000, ago(8 * DAY))
    await evaluateRgRules(t.app)
    const [flag] = await flagsOf(p.id, 'reversed_withdrawal')
    expect(flag?.details).toMatchObject({ amountKurus: 50_000, status: 4 })
    expect(await flagsOf(old.id)).toEqual([])

    await signIn()
    const review = await http.post(
      `backoffice/rg/flags/${flag!.id}/review`,
      { note: 'Spoke to the player' },
      {
        token: risk,
      },
    )
    expect(review.statusCode, review.body).toBe(200)
    await evaluateRgRules(t.app)
    expect(await flagsOf(p.id, 'reversed_withdrawal')).toHaveLength(1)
    t.clock.advance(60_000)
    await payment(p.id, 2, 5, 20_000, ago(0))
    await evaluateRgRules(t.app)
    const again = await flagsOf(p.id, 'reversed_withdrawal')
    expect(again.map((f) => f.status)).toEqual(['reviewed', 'open'])
  })
})

describe('the queue', () => {
  it('lists by status and rule, newest first; support reads, risk reviews once, audited', async () => {
    const p = await player(t.app)
    await payment(p.id, 2, 4, 10_000, ago(60_000))
    await evaluateRgRules(t.app)
    await signIn()
    const list = await http.get('backoffice/rg/flags?status=open&rule=reversed_withdrawal&take=100', {
      token: support,
    })
    expect(list.statusCode, list.body).toBe(200)
    const page = list.json<{ data: { items: RgFlag[]; total: number } }>().data
    const mine = page.items.find((f) => f.playerId === p.id)!
    expect(mine).toMatchObject({ rule: 'reversed_withdrawal', status: 'open', reviewedBy: null })
    expect(mine.details).toMatchObject({ amount: 100 })
    expect(mine.details).not.toHaveProperty('amountKurus')
    expect(page.items.every((f) => f.rule === 'reversed_withdrawal' && f.status === 'open')).toBe(true)

    const path = `backoffice/rg/flags/${mine.id}/review`
    expect((await http.post(path, { note: 'x' }, { token: support })).statusCode).toBe(403)
    expect((await http.post(path, { note: '' }, { token: risk })).statusCode).toBe(400)
    const done = await http.post(path, { note: 'Reviewed, no action' }, { token: risk })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<{ data: RgFlag }>().data).toMatchObject({
      status: 'reviewed',
      note: 'Reviewed, no action',
    })
    const again = await http.post(path, { note: 'Twice' }, { token: risk })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'RG_FLAG_NOT_OPEN' })
    expect(
      (await http.post('backoffice/rg/flags/999999999/review', { note: 'none' }, { token: risk })).statusCode,
    ).toBe(404)

    const audit = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log
           where action = 'backoffice.rg_flag.reviewed' and detail->>'flagId' = ${String(mine.id)}`,
    )
    expect(Number(audit[0]!.n)).toBe(1)
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
    const reviewed = await http.get('backoffice/rg/flags?status=reviewed', { token: support })
    expect(reviewed.json<{ data: { items: RgFlag[] } }>().data.items.some((f) => f.id === mine.id)).toBe(true)
    expect((await http.get('backoffice/rg/flags?rule=nope', { token: support })).statusCode).toBe(400)
  })
})

import { randomBytes, randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  errorCatalog,
  grantRowErrorLabels,
  type GrantList,
  type PendingAction,
  type StaffCampaign,
} from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { fundPlayer } from '../../test/wallet.js'
import { staffLogin, staffMember } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { codeOf, placeBet, settleWin } from '../../test/wagering.js'
import { checkLedger } from '../wallet/index.js'

/*
 * docs/backoffice.md "Grant lists": a CRM member uploads a CSV of players and amounts; the server
 * reads it row by row with a clear problem per row, files the list as ONE pending action, and a
 * second operator's approval pays each row once under its own ledger key; a row refused at the
 * approval leaves the others paid. On PostgreSQL (TEST_DATABASE_URL) the racing approvals run on
 * real parallel connections.
 */

const ADMIN = { username: 'listadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '100000',
})
let http: ReturnType<typeof api>
const tokens = {} as Record<'admin' | 'crm' | 'finance' | 'support' | 'auditor' | 'finance2', string>

beforeAll(async () => {
  http = api(t.app)
  tokens.admin = await staffLogin(t.app, ADMIN)
  tokens.crm = (await staffMember(t.app, ['crm'], 'listcrm')).token
  tokens.finance = (await staffMember(t.app, ['finance'], 'listfin')).token
  tokens.finance2 = (await staffMember(t.app, ['finance'], 'listfin2')).token
  tokens.support = (await staffMember(t.app, ['support'], 'listsup')).token
  tokens.auditor = (await staffMember(t.app, ['auditor'], 'listaud')).token
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
  expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
})

type Who = keyof typeof tokens
const check = (csv: string, who: Who = 'crm', locale = 'tr') =>
  http.post(
    'backoffice/bonus-grants/lists/check',
    { csv },
    { token: tokens[who], headers: { 'x-locale': locale } },
  )
const fileList = (csv: string, who: Who = 'crm', more: Record<string, unknown> = {}, locale = 'tr') =>
  http.post(
    'backoffice/bonus-grants/lists',
    {
      csv,
      wageringMultiplier: 5,
      validDays: 10,
      reason: 'retention',
      note: 'Kasım geri kazanım listesi',
      ...more,
    },
    { token: tokens[who], headers: { 'x-locale': locale } },
  )
const decide = (who: Who, id: number, verb: 'approve' | 'reject' = 'approve') =>
  http.post(`backoffice/actions/${id}/${verb}`, {}, { token: tokens[who] })
const listOf = (res: { json: <T>() => T }) => res.json<{ data: GrantList }>().data
const actionOf = (res: { json: <T>() => T }) => res.json<{ data: PendingAction }>().data

async function ident(id: number) {
  const [r] = await rows<{ usercode: string; email: string | null }>(
    t.app,
    sql`select usercode, email from players where id = ${id}`,
  )
  return r!
}

async function bonusBalance(playerId: number) {
  const [r] = await rows<{ balance: string }>(
    t.app,
    sql`select balance::text from accounts where player_id = ${playerId} and kind = 'player_bonus'`,
  )
  return Number(r?.balance ?? 0)
}

async function grantsOf(actionId: number) {
  return rows<{ idempotency_key: string }>(
    t.app,
    sql`select idempotency_key from ledger_transactions where idempotency_key like ${`manual-bonus:${actionId}:%`}`,
  )
}

describe('reading and checking a grant list', () => {
  it('answers each row’s problem in the member’s language; valid rows and their total', async () => {
    const a = await player(t.app, { signUp: 'gl1' })
    const b = await player(t.app, { signUp: 'gl2' })
    const timedOut = await player(t.app, { signUp: 'gl3' })
    expect(
      (await timedOut.http.post('customer/rg/timeout', { period: '24h' }, { token: timedOut.token }))
        .statusCode,
    ).toBe(200)
    const suspended = await player(t.app, { signUp: 'gl4' })
    await t.app.db.execute(sql`update players set status = 'suspended' where id = ${suspended.id}`)
    const ia = await ident(a.id)
    const ib = await ident(b.id)
    const csv = [
      'player,amount,reason,campaign',
      `${ia.usercode},150,vip,`,
      `${ib.email!.toUpperCase()},"75,50",,`,
      `nobody-${randomInt(1e6)},10,,`,
      `${(await ident(timedOut.id)).usercode},10,,`,
      `${(await ident(suspended.id)).usercode},10,,`,
      `${ia.email},20,,`,
      `${ib.usercode},1.234,,`,
      `${ib.usercode},0,,`,
      `${ib.usercode},60000,,`,
      `${ib.usercode},10,because,`,
      `${ib.usercode},10,,no_such_campaign`,
      `${ib.usercode},,,`,
      '',
    ].join('\r\n')
    const res = await check(csv, 'crm', 'en')
    expect(res.statusCode, res.body).toBe(200)
    const list = listOf(res)
    expect(list.rows.map((r) => [r.line, r.error])).toEqual([
      [2, null],
      [3, null],
      [4, 'unknown_player'],
      [5, 'excluded_player'],
      [6, 'inactive_player'],
      [7, 'duplicate_player'],
      [8, 'duplicate_player'],
      [9, 'duplicate_player'],
      [10, 'duplicate_player'],
      [11, 'duplicate_player'],
      [12, 'duplicate_player'],
      [13, 'bad_row'],
    ])
    expect(list).toMatchObject({ valid: 2, invalid: 10, total: 225.5 })
    expect(list.rows[2]!.message).toBe(grantRowErrorLabels.unknown_player.en)
    expect(list.rows[0]).toMatchObject({ playerId: a.id, usercode: ia.usercode, amount: 150, reason: 'vip' })

    // One player per row, each with its own problem; Turkish headings, semicolons and decimal commas.
    const c = await player(t.app, { signUp: 'gl5' })
    const d = await player(t.app, { signUp: 'gl6' })
    const e = await player(t.app, { signUp: 'gl7' })
    const f = await player(t.app, { signUp: 'gl8' })
    const turkish = [
      '\uFEFFOyuncu;Tutar;Neden;Kampanya',
      `${(await ident(c.id)).usercode};1.234,50;;`,
      `${(await ident(d.id)).usercode};0;;`,
      `${(await ident(e.id)).usercode};10;çünkü;`,
      `${(await ident(f.id)).usercode};99,9;goodwill;first_deposit`,
      `${(await ident(a.id)).usercode};10;;yok_boyle_kampanya`,
    ].join('\n')
    const tr = listOf(await check(turkish))
    expect(tr.rows.map((r) => r.error)).toEqual([
      'bad_amount',
      'bad_amount',
      'bad_reason',
      null,
      'unknown_campaign',
    ])
    expect(tr.rows[0]!.message).toBe(grantRowErrorLabels.bad_amount.tr)
    expect(tr.rows[3]).toMatchObject({ amount: 99.9, reason: 'goodwill', campaign: 'first_deposit' })
  })

  it('refuses a file it cannot read as a whole, in Turkish and English', async () => {
    for (const csv of ['player,amount', 'a,b,c\n1,2,3', ' \n \n', `player,amount\n${'x,1\n'.repeat(1001)}`]) {
      for (const locale of ['tr', 'en'] as const) {
        const res = await check(csv, 'crm', locale)
        expect(res.statusCode, csv.slice(0, 40)).toBe(400)
        expect(res.json()).toMatchObject({
          code: 'GRANT_LIST_UNREADABLE',
          message: errorCatalog.GRANT_LIST_UNREADABLE.message[locale],
        })
      }
    }
    for (const body of [{}, { csv: '' }, { csv: 5 }, { csv: 'x'.repeat(200_001) }, { csv: 'a', extra: 1 }]) {
      const res = await http.post('backoffice/bonus-grants/lists/check', body, {
        token: tokens.crm,
        headers: { 'x-locale': 'en' },
      })
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(res.json<{ message: string }>().message).toBe(errorCatalog.VALIDATION_FAILED.message.en)
    }
  })

  it('survives random files and bodies: always a 4xx or a 200 with row problems, never a 5xx', async () => {
    const pool = [
      'player',
      'amount',
      'oyuncu',
      'tutar',
      ',',
      ';',
      '"',
      '""',
      '\n',
      '\r\n',
      '@',
      '1',
      '0,5',
      '-3',
      'é',
      '\u0000',
      ' ',
      'NaN',
      '1e9',
      '999999999',
    ]
    for (let i = 0; i < 150; i++) {
      const csv =
        i % 3 === 0
          ? randomBytes(randomInt(1, 400)).toString('latin1')
          : Array.from({ length: randomInt(1, 60) }, () => pool[randomInt(pool.length)]).join('')
      const res = await check(csv)
      expect(res.statusCode, JSON.stringify(csv)).toBeLessThan(500)
      if (res.statusCode === 200)
        expect(listOf(res).rows.every((r) => r.error !== null || r.playerId)).toBe(true)
      const filed = await fileList(csv, 'crm', i % 2 ? {} : { validDays: randomInt(-5, 200) })
      expect(filed.statusCode, JSON.stringify(csv)).toBeGreaterThanOrEqual(400)
      expect(filed.statusCode).toBeLessThan(500)
    }
  })
})

describe('filing and approving a grant list', () => {
  it('files one pending action; a second operator pays every row once; a refused row leaves the others paid', async () => {
    const a = await player(t.app, { signUp: 'gp1' })
    const b = await player(t.app, { signUp: 'gp2' })
    const busy = await player(t.app, { signUp: 'gp3' })
    const csv = [
      'amount,player,reason',
      `100,${(await ident(a.id)).usercode},`,
      `250.25,${(await ident(b.id)).email},vip`,
      `40,${(await ident(busy.id)).usercode},`,
    ].join('\n')

    // A list with a row in error is refused whole, with the rows; nothing is filed.
    const bad = await fileList(`${csv}\nnobody-x,5`, 'crm', {}, 'en')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'GRANT_LIST_INVALID', data: { valid: 3, invalid: 1 } })
    // Support may not file; neither a list nor its check.
    expect((await fileList(csv, 'support')).statusCode).toBe(403)
    expect((await check(csv, 'support')).statusCode).toBe(403)

    const filed = await fileList(csv)
    expect(filed.statusCode, filed.body).toBe(200)
    const action = actionOf(filed)
    expect(action).toMatchObject({
      kind: 'bonus_grant_list',
      playerId: null,
      status: 'pending',
      payload: { amount: 390.25, rows: 3, wageringMultiplier: 5, validDays: 10 },
      reason: 'retention',
    })
    const before = listOf(
      await http.get(`backoffice/bonus-grants/lists/${action.id}`, { token: tokens.auditor }),
    )
    expect(before.rows.map((r) => [r.playerId, r.amount, r.reason, r.status])).toEqual([
      [a.id, 100, 'retention', 'pending'],
      [b.id, 250.25, 'vip', 'pending'],
      [busy.id, 40, 'retention', 'pending'],
    ])
    expect((await http.get('backoffice/bonus-grants/lists/999999', { token: tokens.crm })).statusCode).toBe(
      404,
    )

    // Between filing and approval the third player takes a bonus that still holds money.
    await fundPlayer(t.app.db, busy.id, {
      bonus: 500n,
      wageringRequired: 10_000n,
      expiresAt: new Date(t.clock.now() + 86_400_000),
    })

    expect((await decide('crm', action.id)).statusCode).toBe(403)
    const own = await decide('admin', actionOf(await fileList(csv, 'admin')).id)
    expect(own.json()).toMatchObject({ code: 'FOUR_EYES_SELF' })

    const approved = await decide('finance', action.id)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(actionOf(approved)).toMatchObject({
      status: 'approved',
      result: { paid: 2, failed: 1, totalPaid: 350.25 },
    })
    expect(await bonusBalance(a.id)).toBe(10_000)
    expect(await bonusBalance(b.id)).toBe(25_025)
    expect(await bonusBalance(busy.id)).toBe(500)
    const after = listOf(
      await http.get(`backoffice/bonus-grants/lists/${action.id}`, {
        token: tokens.crm,
        headers: { 'x-locale': 'en' },
      }),
    )
    expect(after).toMatchObject({ paid: 2, failed: 1 })
    expect(after.rows[2]).toMatchObject({
      status: 'failed',
      error: 'BONUS_ACTIVE',
      message: errorCatalog.BONUS_ACTIVE.message.en,
    })
    expect(after.rows[0]!.bonusId).toBeGreaterThan(0)

    // The player's bonus list names it as a gift bonus with the list's wagering.
    const history = await a.http.get('bonus/history', { token: a.token })
    expect(
      history.json<{ data: { kind: string; amount: number; wageringRequired: number }[] }>().data[0],
    ).toMatchObject({
      kind: 'manual',
      amount: 100,
      wageringRequired: 500,
    })

    // Approving again pays nothing twice.
    expect((await decide('admin', action.id)).statusCode).toBe(409)
    expect(await grantsOf(action.id)).toHaveLength(2)
    expect(await bonusBalance(a.id)).toBe(10_000)

    const [audit] = await rows<{
      detail: { paid: number; failed: number; failures: { line: number; error: string }[] }
    }>(
      t.app,
      sql`select detail from audit_log where action = 'backoffice.action.approved' and detail ->> 'actionId' = ${String(action.id)}`,
    )
    expect(audit!.detail).toMatchObject({
      paid: 2,
      failed: 1,
      failures: [{ line: 4, error: 'BONUS_ACTIVE' }],
    })
  })

  it('approvals racing each other pay each row exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const people = await Promise.all(
        Array.from({ length: 5 }, (_, i) => player(t.app, { signUp: `gr${round}${i}` })),
      )
      const lines = ['player,amount']
      for (const p of people) lines.push(`${(await ident(p.id)).usercode},12.5`)
      const action = actionOf(await fileList(lines.join('\n')))
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          decide((['finance', 'finance2', 'admin'] as const)[i % 3]!, action.id),
        ),
      )
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
      expect(await grantsOf(action.id)).toHaveLength(5)
      for (const p of people) expect(await bonusBalance(p.id)).toBe(1_250)
      const list = listOf(await http.get(`backoffice/bonus-grants/lists/${action.id}`, { token: tokens.crm }))
      expect(list).toMatchObject({ paid: 5, failed: 0 })
    }
  })

  it('a rejected list pays nothing', async () => {
    const p = await player(t.app, { signUp: 'gj1' })
    const action = actionOf(await fileList(`player,amount\n${(await ident(p.id)).usercode},30`))
    expect(actionOf(await decide('finance', action.id, 'reject')).status).toBe('rejected')
    expect(await grantsOf(action.id)).toHaveLength(0)
    expect(await bonusBalance(p.id)).toBe(0)
  })
})

describe('a grant list under a campaign (docs/backoffice.md "Grant lists")', () => {
  const DAY = 86_400_000
  let serial = 0
  const fields = {
    kind: 'deposit_match',
    title: { tr: 'Geri Dönüş Bonusu', en: 'Welcome Back Bonus' },
    terms: { tr: 'Geri dönen oyunculara.', en: 'For returning players.' },
    percent: 100,
    maxBonus: 200,
    minBase: 50,
    wageringMultiplier: 3,
    validDays: 5,
    claimDays: 7,
    startsAt: null,
    endsAt: null,
  }
  /** A campaign made and (unless told otherwise) enabled by CRM through the console's routes. */
  async function campaign(enabled = true): Promise<StaffCampaign> {
    const res = await http.post(
      'backoffice/campaigns',
      { ...fields, code: `grant_wave_${++serial}` },
      { token: tokens.crm },
    )
    expect(res.statusCode, res.body).toBe(200)
    const made = res.json<{ data: StaffCampaign }>().data
    if (enabled)
      expect(
        (await http.post(`backoffice/campaigns/${made.id}/enable`, {}, { token: tokens.crm })).statusCode,
      ).toBe(200)
    return made
  }
  async function bonusRow(playerId: number) {
    const [r] = await rows<{
      id: string
      kind: string
      campaign_id: number | null
      campaign_version: number | null
      period: string | null
      amount: string
      wagering_required: string
      wagered: string
      status: string
      expires_at: Date
      created_at: Date
    }>(
      t.app,
      sql`select id::text, kind, campaign_id, campaign_version, period, amount::text,
                 wagering_required::text, wagered::text, status, expires_at, created_at
          from bonuses where player_id = ${playerId} order by id desc limit 1`,
    )
    return r!
  }
  async function listFor(lines: string[]) {
    const res = await fileList(['player,amount,campaign', ...lines].join('\n'))
    expect(res.statusCode, res.body).toBe(200)
    return actionOf(res)
  }
  const rowsOf = async (actionId: number) =>
    listOf(
      await http.get(`backoffice/bonus-grants/lists/${actionId}`, {
        token: tokens.crm,
        headers: { 'x-locale': 'en' },
      }),
    ).rows

  it('refuses at upload a row naming an unknown or disabled campaign, or above its largest bonus', async () => {
    const on = await campaign()
    const off = await campaign(false)
    const people = await Promise.all([1, 2, 3, 4, 5].map((i) => player(t.app, { signUp: `gc${i}` })))
    const codes = await Promise.all(people.map(async (p) => (await ident(p.id)).usercode))
    const csv = [
      'player,amount,campaign',
      `${codes[0]},100,${on.code}`,
      `${codes[1]},200.01,${on.code}`,
      `${codes[2]},10,${off.code}`,
      `${codes[3]},10,no_such_wave`,
      `${codes[4]},10,`,
    ].join('\n')
    const list = listOf(await check(csv, 'crm', 'en'))
    expect(list.rows.map((r) => [r.error, r.message, r.campaignVersion])).toEqual([
      [null, null, 1],
      ['over_campaign_max', grantRowErrorLabels.over_campaign_max.en, 1],
      ['inactive_campaign', grantRowErrorLabels.inactive_campaign.en, 1],
      ['unknown_campaign', grantRowErrorLabels.unknown_campaign.en, null],
      [null, null, null],
    ])
    expect(list).toMatchObject({ valid: 2, invalid: 3 })
    // Filing checks again and files nothing while any row is refused; in Turkish too.
    const refused = await fileList(csv, 'crm', {}, 'tr')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'GRANT_LIST_INVALID', data: { invalid: 3 } })
    expect(
      refused.json<{ data: GrantList }>().data.rows.find((r) => r.error === 'inactive_campaign')!.message,
    ).toBe(grantRowErrorLabels.inactive_campaign.tr)
    // A campaign past its end date is refused like a disabled one.
    const { code: _c, ...rest } = { ...fields, code: on.code }
    const ended = await http.put(
      `backoffice/campaigns/${on.id}`,
      {
        ...rest,
        startsAt: new Date(t.clock.now() - 10 * DAY).toISOString(),
        endsAt: new Date(t.clock.now() - DAY).toISOString(),
      },
      { token: tokens.crm },
    )
    expect(ended.statusCode, ended.body).toBe(200)
    expect(listOf(await check(csv)).rows[0]!.error).toBe('inactive_campaign')
  })

  it('an approved list pays a campaign row under the campaign’s terms and version, a bare row by hand', async () => {
    const wave = await campaign()
    const under = await player(t.app, { signUp: 'gcp1' })
    const bare = await player(t.app, { signUp: 'gcp2' })
    const action = await listFor([
      `${(await ident(under.id)).usercode},40,${wave.code}`,
      `${(await ident(bare.id)).usercode},30,`,
    ])
    expect((await rowsOf(action.id)).map((r) => [r.campaign, r.campaignVersion])).toEqual([
      [wave.code, 1],
      [null, null],
    ])
    const approved = await decide('finance', action.id)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(actionOf(approved).result).toMatchObject({ paid: 2, failed: 0, totalPaid: 70 })

    // The campaign's wagering (3×) and validity (5 days), not the list's (5×, 10 days).
    const b = await bonusRow(under.id)
    expect(b).toMatchObject({
      kind: 'campaign',
      campaign_id: wave.id,
      campaign_version: 1,
      amount: '4000',
      wagering_required: '12000',
      status: 'active',
    })
    expect(b.period).toMatch(/^grant:/)
    expect(new Date(b.expires_at).getTime() - new Date(b.created_at).getTime()).toBe(5 * DAY)
    expect(await bonusRow(bare.id)).toMatchObject({
      kind: 'manual',
      campaign_id: null,
      wagering_required: '15000',
    })
    const bareBonus = await bonusRow(bare.id)
    expect(new Date(bareBonus.expires_at).getTime() - new Date(bareBonus.created_at).getTime()).toBe(10 * DAY)

    // What the player sees: the campaign's name and its requirement.
    const history = await under.http.get('bonus/history', {
      token: under.token,
      headers: { 'x-locale': 'en' },
    })
    expect(history.json<{ data: unknown[] }>().data[0]).toMatchObject({
      kind: 'campaign',
      title: 'Welcome Back Bonus',
      amount: 40,
      wageringRequired: 120,
    })
    // A grant is not the player's claim of the campaign; the campaign's liability counts it.
    const offers = await under.http.get('bonus/campaigns', { token: under.token })
    expect(
      offers.json<{ data: { code: string; state: string }[] }>().data.find((c) => c.code === wave.code)!
        .state,
    ).toBe('not_eligible')
    const staff = await http.get('backoffice/campaigns', { token: tokens.crm })
    expect(staff.json<{ data: StaffCampaign[] }>().data.find((c) => c.id === wave.id)).toMatchObject({
      activeBonuses: 1,
      liability: 40,
    })

    // The engine enforces those terms: the maximum stake, the game weights, and conversion at 120 TRY.
    await fundPlayer(t.app.db, under.id, { cash: 100_000n })
    const wd = { db: t.app.db, clock: t.app.clock, events: t.app.events }
    let k = 0
    const play = async (gameCode: string, amount: bigint) => {
      const id = `gcw-${under.id}-${++k}`
      const base = { provider: 'galata', playerId: under.id, gameCode, currency: 'TRY', roundId: id }
      const placed = await codeOf(placeBet(wd, { ...base, txId: id, amount }))
      if (placed === 'OK') await settleWin(wd, { ...base, txId: `${id}-w`, refTxId: id, amount: 0n })
      return placed
    }
    expect(await play('galata-bazaar', 5_001n)).toBe('BONUS_MAX_STAKE')
    expect(await play('galata-dice', 5_000n)).toBe('OK') // 10 %: 5 TRY
    expect(await bonusRow(under.id)).toMatchObject({ wagered: '500', status: 'active' })
    expect(await play('galata-bazaar', 5_000n)).toBe('OK')
    expect(await play('galata-bazaar', 5_000n)).toBe('OK')
    expect(await bonusRow(under.id)).toMatchObject({ wagered: '10500', status: 'active' })
    expect(await play('galata-bazaar', 1_500n)).toBe('OK')
    expect(await bonusRow(under.id)).toMatchObject({ wagered: '12000', status: 'converted' })
    expect(await bonusBalance(under.id)).toBe(0)
  })

  it('keeps the version filed: an edit or a disable since refuses the row; a granted bonus keeps its terms', async () => {
    const wave = await campaign()
    const [x, y, z] = await Promise.all([1, 2, 3].map((i) => player(t.app, { signUp: `gcv${i}` })))
    const code = async (p: { id: number }) => (await ident(p.id)).usercode
    const first = await listFor([`${await code(x!)},50,${wave.code}`])
    const second = await listFor([`${await code(y!)},50,${wave.code}`])
    expect((await decide('finance', first.id)).statusCode).toBe(200)

    // CRM saves version 2 (a new name, 8×) between the second list's filing and its approval.
    const saved = await http.put(
      `backoffice/campaigns/${wave.id}`,
      { ...fields, title: { tr: 'Yeni Dalga', en: 'New Wave' }, wageringMultiplier: 8 },
      { token: tokens.crm },
    )
    expect(saved.json<{ data: StaffCampaign }>().data.version).toBe(2)
    const refused = await decide('finance', second.id)
    expect(actionOf(refused).result).toMatchObject({ paid: 0, failed: 1 })
    expect((await rowsOf(second.id))[0]).toMatchObject({
      status: 'failed',
      error: 'campaign_changed',
      message: grantRowErrorLabels.campaign_changed.en,
    })
    expect(await bonusBalance(y!.id)).toBe(0)

    // The bonus granted under version 1 keeps its requirement and its name.
    expect(await bonusRow(x!.id)).toMatchObject({ campaign_version: 1, wagering_required: '15000' })
    const history = await x!.http.get('bonus/history', { token: x!.token, headers: { 'x-locale': 'en' } })
    expect(history.json<{ data: { title: string }[] }>().data[0]!.title).toBe('Welcome Back Bonus')

    // A list filed under version 2 pays under it.
    const third = await listFor([`${await code(y!)},50,${wave.code}`])
    expect((await rowsOf(third.id))[0]!.campaignVersion).toBe(2)
    expect(actionOf(await decide('finance', third.id)).result).toMatchObject({ paid: 1 })
    expect(await bonusRow(y!.id)).toMatchObject({ campaign_version: 2, wagering_required: '40000' })

    // Disabled after the filing: the row is refused at the approval, nothing paid.
    const fourth = await listFor([`${await code(z!)},50,${wave.code}`])
    expect(
      (await http.post(`backoffice/campaigns/${wave.id}/disable`, {}, { token: tokens.crm })).statusCode,
    ).toBe(200)
    expect(actionOf(await decide('finance', fourth.id)).result).toMatchObject({ paid: 0, failed: 1 })
    expect((await rowsOf(fourth.id))[0]).toMatchObject({ status: 'failed', error: 'inactive_campaign' })
    expect(await bonusBalance(z!.id)).toBe(0)
  })
})

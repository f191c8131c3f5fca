import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, ROUND_GAMES } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffMember, injectAs } from '../../test/staff.js'
import { tableTestKit } from '../../test/tables.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { checkLedger } from '../wallet/index.js'
import { liveRoulette } from './games/live-roulette.js'
import { scaledTimings } from './rounds.service.js'

/*
 * The console's tables and rounds (docs/backoffice.md "Tables and rounds"): every table with its
 * round now, money only for `rounds.money`, the last rounds with their revealed seeds and a
 * verification, and a table closed to new bets that still plays out and settles the round under way.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000000' })
const GAME = 'galata-live-roulette'
const timing = scaledTimings(liveRoulette, 1)
const kit = tableTestKit(t)
const { call, at, cashLira: cash } = kit

let content: string
let risk: string
let support: string
let auditor: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'], 'roundscontent1')).token
  risk = (await staffMember(t.app, ['risk'], 'roundsrisk1')).token
  support = (await staffMember(t.app, ['support'], 'roundssupport1')).token
  auditor = (await staffMember(t.app, ['auditor'], 'roundsauditor1')).token
})

function bo(method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  return injectAs(t.app, token, method, `/api/backoffice/${path}`, body, 'en')
}

const audits = (action: string) =>
  rows<{ detail: Record<string, unknown> }>(
    t.app,
    sql`select detail from audit_log where action = ${action} order by id`,
  )

type Table = {
  code: string
  isOpen: boolean
  current: { roundId: number; bets: number; stake: number | null } | null
  pot: number | null
}

describe('tables and rounds in the back office', () => {
  it('closes a table: a new bet is refused with TABLE_CLOSED, the round under way settles normally, reopening takes bets again', async () => {
    const p = await kit.player(GAME, 100)
    const round = await kit.openRound(GAME)
    const bet = (clientBetId: string, roundId = round.roundId) =>
      call('POST', `${GAME}/bet`, p.token(), { roundId, clientBetId, bets: [{ spot: 'red', amount: 10 }] })
    expect((await bet('before')).statusCode).toBe(200)

    const closed = await bo('POST', `rounds/tables/${GAME}/close`, content, { note: 'dealer break' })
    expect(closed.statusCode).toBe(200)
    expect(closed.json()).toMatchObject({ success: true, data: { code: GAME, isOpen: false, changed: true } })
    // Betting is still open by the clock, but the table is closed.
    const refused = await bet('after')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'TABLE_CLOSED',
      message: errorCatalog.TABLE_CLOSED.message.en,
    })
    expect(await cash(p.playerId)).toBe(90)
    // A retry of the bet placed before the close (its first answer lost) is that bet, not a refusal.
    const retried = await bet('before')
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().data.balance).toBe(90)
    expect(await cash(p.playerId)).toBe(90)
    expect((await kit.current(GAME)).tableClosed).toBe(true)
    // A second close changes nothing and writes no audit row.
    expect((await bo('POST', `rounds/tables/${GAME}/close`, content)).json().data.changed).toBe(false)
    const rows1 = await audits('backoffice.rounds.table_closed')
    expect(rows1).toHaveLength(1)
    expect(rows1[0]!.detail).toMatchObject({ game: GAME, note: 'dealer break', role: 'content' })

    // The round under way plays out: closed, revealed, settled; the bet taken before is paid.
    await at(round.closesAt + timing.reveal + 1)
    const [settled] = await rows<{ status: string }>(
      t.app,
      sql`select status from table_rounds where id = ${round.roundId}`,
    )
    expect(settled!.status).toBe('settled')
    const [b] = await rows<{ status: string; payout: string }>(
      t.app,
      sql`select status, payout from table_bets where round_id = ${round.roundId}`,
    )
    expect(['won', 'lost']).toContain(b!.status)
    expect(await cash(p.playerId)).toBe(90 + Number(b!.payout) / 100)

    // Still closed for the next round.
    const next = await kit.openRound(GAME)
    expect((await bet('next', next.roundId)).json().code).toBe('TABLE_CLOSED')

    const opened = await bo('POST', `rounds/tables/${GAME}/open`, risk, {})
    expect(opened.json()).toMatchObject({ data: { isOpen: true, changed: true } })
    expect((await kit.current(GAME)).tableClosed).toBe(false)
    expect((await bet('reopened', next.roundId)).statusCode).toBe(200)
    expect(await audits('backoffice.rounds.table_opened')).toHaveLength(1)
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })

  it('lists every table with its round now; money only for the roles that may see it', async () => {
    const forRisk = (await bo('GET', 'rounds/tables', risk)).json().data as {
      tables: Table[]
      showsMoney: boolean
    }
    expect(forRisk.showsMoney).toBe(true)
    expect(forRisk.tables.map((x) => x.code).sort()).toEqual([...ROUND_GAMES, 'galata-aviator'].sort())
    const roulette = forRisk.tables.find((x) => x.code === GAME)!
    expect(roulette.current).not.toBeNull()
    expect(typeof roulette.current!.stake).toBe('number')
    expect(forRisk.tables.find((x) => x.code === 'galata-bingo-90')!.pot).toEqual(expect.any(Number))

    const forContent = (await bo('GET', 'rounds/tables', content)).json().data as {
      tables: Table[]
      showsMoney: boolean
    }
    expect(forContent.showsMoney).toBe(false)
    for (const table of forContent.tables) {
      expect(table.pot).toBeNull()
      if (table.current) expect(table.current.stake).toBeNull()
    }
    expect((await bo('GET', 'rounds/tables', auditor)).statusCode).toBe(200)
    expect((await bo('GET', 'rounds/tables', support)).statusCode).toBe(403)
  })

  it('lists the last rounds with revealed seeds and verifies one with the fairness functions', async () => {
    const list = (await bo('GET', `rounds/tables/${GAME}/rounds?take=5`, risk)).json().data
    expect(list.items.length).toBeGreaterThan(0)
    const settled = list.items.find((r: { status: string }) => r.status === 'settled')
    expect(settled.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    expect(settled.stake).toEqual(expect.any(Number))
    const v = await bo('GET', `rounds/verify/${settled.roundId}`, content)
    expect(v.statusCode).toBe(200)
    expect(v.json().data).toMatchObject({
      roundId: settled.roundId,
      commitMatches: true,
      closeValueMatches: true,
      resultMatches: true,
      verified: true,
      publicUrl: `/api/rounds/verify/${settled.roundId}`,
    })
    const forContent = (await bo('GET', `rounds/tables/${GAME}/rounds?take=5`, content)).json().data
    expect(forContent.items[0].stake).toBeNull()

    // A round not yet ended keeps its seed: 409 ROUND_NOT_REVEALED.
    const now = (await bo('GET', 'rounds/tables', risk))
      .json()
      .data.tables.find((x: Table) => x.code === GAME)
    const unrevealed = await bo('GET', `rounds/verify/${now.current.roundId}`, risk)
    if (unrevealed.statusCode !== 200) expect(unrevealed.json().code).toBe('ROUND_NOT_REVEALED')
  })

  it('refuses bad input with a 4xx: unknown table, bad ids, bodies; support and the auditor may not switch', async () => {
    expect((await bo('POST', 'rounds/tables/no-such-table/close', content)).statusCode).toBe(404)
    expect((await bo('GET', 'rounds/tables/no-such-table/rounds', content)).statusCode).toBe(404)
    expect((await bo('GET', `rounds/tables/${GAME}/rounds?take=0`, content)).statusCode).toBe(400)
    expect((await bo('GET', `rounds/tables/${GAME}/rounds?take=51`, content)).statusCode).toBe(400)
    expect((await bo('GET', `rounds/tables/${GAME}/rounds?x=1`, content)).statusCode).toBe(400)
    expect((await bo('GET', 'rounds/verify/abc', content)).statusCode).toBe(400)
    expect((await bo('GET', 'rounds/verify/999999', content)).statusCode).toBe(404)
    expect(
      (await bo('POST', `rounds/tables/${GAME}/close`, content, { note: 'x'.repeat(501) })).statusCode,
    ).toBe(400)
    expect((await bo('POST', `rounds/tables/${GAME}/close`, content, { other: 1 })).statusCode).toBe(400)
    expect((await bo('POST', `rounds/tables/${GAME}/close`, support)).statusCode).toBe(403)
    expect((await bo('POST', `rounds/tables/${GAME}/close`, auditor)).statusCode).toBe(403)
    const [state] = await rows<{ is_open: boolean }>(
      t.app,
      sql`select is_open from round_table_states where game_code = ${GAME}`,
    )
    expect(state?.is_open ?? true).toBe(true)
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string()), async (body) => {
        const res = await bo('POST', `rounds/tables/${GAME}/close`, content, JSON.stringify(body))
        expect(res.statusCode).toBeLessThan(500)
        if (res.statusCode === 200) await bo('POST', `rounds/tables/${GAME}/open`, content)
      }),
      { numRuns: 40 },
    )
  })
})

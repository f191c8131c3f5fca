import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { SportsCorrection, SportsTicket } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'

/*
 * Corrections after settlement (docs/sportsbook.md "Corrections after settlement"): a correction or
 * void of a settled event is asked for by one staff member, shows the money it will move, and moves
 * it only when a different staff member approves; past the window only an admin may ask.
 */

const t = useTestApp({ SPORTS_CORRECTION_WINDOW_HOURS: '72' })
const k = sportsKit(t)
const TL = 100n
const HOUR = 3_600_000

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

type Answer = { eventId: number; tickets: number; correction: SportsCorrection | null }
const data = <T>(res: { json: <U>() => U }) => res.json<{ data: T }>().data

/** A player with a 10 TL single on the home win at 2.00, settled won (1–0): 20 TL paid. */
async function settledWin() {
  const p = await k.player(100n * TL)
  const eventId = await k.seedEvent()
  const o = await k.outcome(eventId, '1x2', '1', { odds: 2 })
  const placed = await k
    .http()
    .post(
      'sports/bets',
      { kind: 'single', legs: [{ outcomeId: o.id, odds: 2 }], stake: 10, placementKey: k.key() },
      { token: p.token },
    )
  expect(placed.statusCode, placed.body).toBe(200)
  const ticketId = data<SportsTicket>(placed).id
  await k.finish(eventId, { home: 1, away: 0, htHome: 0, htAway: 0 })
  expect(await k.cash(p.id)).toBe(110n * TL)
  // Another session's token when asked (a test that moves the clock past the idle minutes logs in again).
  const ticket = async (token = p.token) =>
    data<SportsTicket>(await k.http().get(`sports/bets/${ticketId}`, { token }))
  return { p, eventId, ticketId, ticket }
}

const AWAY = { home: 0, away: 1, htHome: 0, htAway: 0 }

describe('corrections after settlement', () => {
  it('a single trader’s correction of a settled event is pending until a second one approves; the audit log has both', async () => {
    const { p, eventId, ticketId, ticket } = await settledWin()
    const [a, b] = [await k.player(0n, 'trader'), await k.player(0n, 'trader')]
    // The public verification, kept once settled, shows the first result.
    const verify = async () => data<{ settled: unknown }>(await k.http().get(`sports/verify/${eventId}`))
    expect((await verify()).settled).toEqual({ home: 1, away: 0 })

    const asked = await k.http().post(`backoffice/sports/events/${eventId}/result`, AWAY, { token: a.token })
    expect(asked.statusCode, asked.body).toBe(200)
    const answer = data<Answer>(asked)
    expect(answer.tickets).toBe(0)
    // The money it will move, from the dry run: the 20 TL won goes back.
    expect(answer.correction).toMatchObject({
      eventId,
      kind: 'result',
      status: 'pending',
      requestedBy: a.id,
      decidedBy: null,
      impact: { total: -20, tickets: 1, players: [{ playerId: p.id, amount: -20 }] },
    })
    // Nothing moved: the ticket, the cash, the stored result and the verification are as before.
    expect(await ticket()).toMatchObject({ id: ticketId, status: 'won', payout: 20 })
    expect(await k.cash(p.id)).toBe(110n * TL)
    expect((await verify()).settled).toEqual({ home: 1, away: 0 })
    const listed = data<{ items: SportsCorrection[] }>(
      await k.http().get('backoffice/sports/corrections', { token: b.token }),
    )
    expect(listed.items[0]).toMatchObject({ id: answer.correction!.id, status: 'pending' })
    // A second request on the same event waits for the first.
    const again = await k.http().post(`backoffice/sports/events/${eventId}/void`, {}, { token: b.token })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ code: string }>().code).toBe('CORRECTION_PENDING')

    // The trader who asked cannot approve.
    const id = answer.correction!.id
    const own = await k.http().post(`backoffice/sports/corrections/${id}/approve`, {}, { token: a.token })
    expect(own.statusCode).toBe(403)
    expect(own.json<{ code: string }>().code).toBe('OWN_CORRECTION_APPROVAL')
    expect(await k.cash(p.id)).toBe(110n * TL)
    // A player cannot approve either.
    expect(
      (await k.http().post(`backoffice/sports/corrections/${id}/approve`, {}, { token: p.token })).statusCode,
    ).toBe(401)

    // A second trader approves: the ticket re-settles lost, the 20 TL go back.
    const approved = await k
      .http()
      .post(`backoffice/sports/corrections/${id}/approve`, {}, { token: b.token })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(data<Answer>(approved)).toMatchObject({
      eventId,
      tickets: 1,
      correction: { id, status: 'applied', requestedBy: a.id, decidedBy: b.id },
    })
    expect(await ticket()).toMatchObject({ status: 'lost', payout: 0 })
    expect(await k.cash(p.id)).toBe(90n * TL)
    // The kept verification follows the correction at once.
    expect((await verify()).settled).toEqual({ home: 0, away: 1 })
    // Approved once: a second approval is refused and moves nothing.
    const twice = await k.http().post(`backoffice/sports/corrections/${id}/approve`, {}, { token: b.token })
    expect(twice.json<{ code: string }>().code).toBe('CORRECTION_NOT_PENDING')
    expect(await k.cash(p.id)).toBe(90n * TL)

    // The audit log names both: the request by A with its impact, the approval by B naming A.
    const audit = await rows<{ action: string; actor_id: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select action, actor_id, detail from audit_log
           where action like 'sports.correction.%' and (detail->>'correctionId')::bigint = ${id} order by id`,
    )
    expect(audit.map((r) => [r.action, Number(r.actor_id)])).toEqual([
      ['sports.correction.request', a.id],
      ['sports.correction.approve', b.id],
    ])
    expect(audit[0]!.detail).toMatchObject({ eventId, kind: 'result', impact: { total: '-2000' } })
    expect(audit[1]!.detail).toMatchObject({ eventId, requestedBy: a.id, approvedBy: b.id })
  })

  it('past the window a trader is refused; an admin may ask, and a second staff member approves', async () => {
    const { p, eventId, ticket } = await settledWin()
    // 73 hours of real time after the whistle (the test clock; the world runs at its speed).
    t.clock.advance(73 * HOUR)
    const trader = await k.player(0n, 'trader')
    const admin = await k.player(0n, 'admin')
    const refused = await k
      .http()
      .post(`backoffice/sports/events/${eventId}/result`, AWAY, { token: trader.token })
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ code: string }>().code).toBe('CORRECTION_WINDOW_CLOSED')
    const voidRefused = await k
      .http()
      .post(`backoffice/sports/events/${eventId}/void`, {}, { token: trader.token })
    expect(voidRefused.json<{ code: string }>().code).toBe('CORRECTION_WINDOW_CLOSED')
    const [none] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_corrections where event_id = ${eventId}`,
    )
    expect(none!.n).toBe(0)

    // The admin asks for a void: every stake back, the 20 TL won returned less the 10 TL stake.
    const asked = await k.http().post(
      `backoffice/sports/events/${eventId}/void`,
      { note: 'fixed match' },
      {
        token: admin.token,
      },
    )
    expect(asked.statusCode, asked.body).toBe(200)
    const c = data<Answer>(asked).correction!
    expect(c).toMatchObject({ kind: 'void', status: 'pending', impact: { total: -10, tickets: 1 } })
    expect(await k.cash(p.id)).toBe(110n * TL)
    // An admin's request needs a second staff member too; the trader may give it.
    const approved = await k.http().post(
      `backoffice/sports/corrections/${c.id}/approve`,
      {},
      {
        token: trader.token,
      },
    )
    expect(approved.statusCode, approved.body).toBe(200)
    const fresh = await p.login()
    expect(await ticket(fresh)).toMatchObject({ status: 'void', payout: 10 })
    expect(await k.cash(p.id)).toBe(100n * TL)
  })

  it('a rejected correction moves nothing; a market void of a settled event waits for approval', async () => {
    const { p, eventId, ticket } = await settledWin()
    const [a, b] = [await k.player(0n, 'trader'), await k.player(0n, 'trader')]
    const asked = data<Answer>(
      await k.http().post(`backoffice/sports/events/${eventId}/result`, AWAY, { token: a.token }),
    )
    const rejected = await k
      .http()
      .post(
        `backoffice/sports/corrections/${asked.correction!.id}/reject`,
        { note: 'typo' },
        { token: a.token },
      )
    expect(data<Answer>(rejected).correction).toMatchObject({ status: 'rejected', decidedBy: a.id })
    expect(await ticket()).toMatchObject({ status: 'won', payout: 20 })
    expect(await k.cash(p.id)).toBe(110n * TL)

    const market = await k.outcome(eventId, '1x2', '1')
    const voided = await k
      .http()
      .post(`backoffice/sports/markets/${market.marketId}/void`, {}, { token: a.token })
    expect(voided.statusCode, voided.body).toBe(200)
    const c = data<Answer>(voided).correction!
    expect(c).toMatchObject({ kind: 'market_void', marketId: market.marketId, impact: { total: -10 } })
    expect(await k.cash(p.id)).toBe(110n * TL)
    await k.http().post(`backoffice/sports/corrections/${c.id}/approve`, {}, { token: b.token })
    expect(await ticket()).toMatchObject({ status: 'void', payout: 10 })
    expect(await k.cash(p.id)).toBe(100n * TL)
  })

  it('two approvals at once apply a correction once (on PostgreSQL, in parallel connections)', async () => {
    const { p, eventId, ticket } = await settledWin()
    const [a, b, c] = [
      await k.player(0n, 'trader'),
      await k.player(0n, 'trader'),
      await k.player(0n, 'admin'),
    ]
    const asked = data<Answer>(
      await k.http().post(`backoffice/sports/events/${eventId}/result`, AWAY, { token: a.token }),
    )
    const id = asked.correction!.id
    const both = await Promise.all(
      [b, c].map((who) =>
        k.http().post(`backoffice/sports/corrections/${id}/approve`, {}, { token: who.token }),
      ),
    )
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(both.find((r) => r.statusCode === 409)!.json<{ code: string }>().code).toBe(
      'CORRECTION_NOT_PENDING',
    )
    expect(await ticket()).toMatchObject({ status: 'lost', payout: 0 })
    // The 20 TL went back once.
    expect(await k.cash(p.id)).toBe(90n * TL)
    const [approvals] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log
           where action = 'sports.correction.approve' and (detail->>'correctionId')::bigint = ${id}`,
    )
    expect(approvals!.n).toBe(1)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import type { SportsTicket } from '@galata/contract'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { worldPass } from './world-job.js'

/*
 * Settlement in parallel lanes and several tickets per money transaction (settlement.ts): many
 * tickets of several players on one event all settle, a corrected result re-settles each by the
 * difference, and a ticket the wallet refuses (the player spent the winnings) makes its batch fall
 * back to one ticket per transaction, so every other ticket still settles. PGlite and PostgreSQL.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const TL = 100n
const home = { home: 1, away: 0, htHome: 0, htAway: 0 }
const away = { home: 0, away: 1, htHome: 0, htAway: 0 }

async function bet(token: string, outcome: { id: number; odds: number }, stake: number) {
  const res = await k
    .http()
    .post(
      'sports/bets',
      { kind: 'single', legs: [{ outcomeId: outcome.id, odds: outcome.odds }], stake, placementKey: k.key() },
      { token },
    )
  expect(res.statusCode).toBe(200)
  return res.json<{ data: SportsTicket }>().data.id
}

describe('settlement in lanes and batches', () => {
  it('settles every ticket, re-settles by the difference, and one refusal holds no other back', async () => {
    const eventId = await k.seedEvent()
    const pick = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const players = []
    // 12 players × 3 tickets over the four lanes: several players per batch.
    for (let n = 0; n < 12; n++) players.push(await k.player(100n * TL))
    const tickets = new Map<number, number[]>()
    for (const p of players) {
      const ids = []
      for (let i = 0; i < 3; i++) ids.push(await bet(p.token, pick, 10))
      tickets.set(p.id, ids)
    }
    await k.finish(eventId, home)
    for (const p of players) expect(await k.cash(p.id)).toBe(130n * TL)

    // One player spends the winnings on another event, leaving 30 TL.
    const spender = players[7]!
    const other = await k.seedEvent()
    await bet(spender.token, await k.outcome(other, '1x2', '1', { odds: 2 }), 100)
    expect(await k.cash(spender.id)).toBe(30n * TL)

    // The correction: every ticket lost, 20 TL back from each. The spender's first takes 20,
    // the other two are refused (10 TL left); every other ticket re-settles.
    const trader = await k.player(0n, 'trader')
    const approver = await k.player(0n, 'trader')
    const res = await k.correct(eventId, away, trader, approver)
    expect(res.json<{ data: { tickets: number } }>().data.tickets).toBe(34)
    for (const p of players) {
      const statuses = []
      for (const id of tickets.get(p.id)!) {
        const view = await k.http().get(`sports/bets/${id}`, { token: p.token })
        statuses.push(view.json<{ data: SportsTicket }>().data.status)
      }
      if (p === spender) {
        expect(statuses.sort()).toEqual(['lost', 'won', 'won'])
        expect(await k.cash(p.id)).toBe(10n * TL)
      } else {
        expect(statuses).toEqual(['lost', 'lost', 'lost'])
        expect(await k.cash(p.id)).toBe(70n * TL)
      }
    }
  }, 120_000)

  it('a pass told to stop (the app closing) ends between two batches; the next pass settles the rest', async () => {
    const eventId = await k.seedEvent()
    const pick = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    // One player: one lane, so 25 tickets are two batches (20 + 5) one after the other.
    const p = await k.player(100n * TL)
    for (let i = 0; i < 25; i++) await bet(p.token, pick, 1)
    expect(await k.cash(p.id)).toBe(75n * TL)
    // The app closes while the first batch commits.
    const stop = new AbortController()
    const off = t.app.events.on('sports.ticket_settled', () => stop.abort())
    try {
      const first = await k.finish(eventId, home, stop.signal)
      expect(first.finished).toBe(1)
      expect(first.ticketsSettled).toBe(20)
      expect(first.autoCashouts).toBe(0)
    } finally {
      off()
    }
    expect(await k.cash(p.id)).toBe((75n + 40n) * TL)
    // The next pass, on this or any instance, finds the other five in its sweep: each settles once.
    expect((await worldPass(k.deps())).ticketsSettled).toBe(5)
    expect(await k.cash(p.id)).toBe((75n + 50n) * TL)
    expect((await worldPass(k.deps())).ticketsSettled).toBe(0)
  }, 60_000)
})

import { sql } from 'drizzle-orm'
import {
  fixtureModel,
  MINUTE_MS,
  newSeed,
  commitSeed,
  priceFixture,
  scheduleFixtures,
} from '@galata/game-math/sports/index'
import type { SportKey, StaffRole } from '@galata/contract'
import { TEST_PASSWORD } from '@galata/testkit'
import type { TestContext } from './helper.js'
import { api, rows } from './accounts.js'
import { staffLogin, staffMember } from './staff.js'
import { fundPlayer } from './wallet.js'
import { sportsCompetitions, sportsEvents } from '../db/schema/index.js'
import { getBalances } from '../modules/wallet/index.js'
import { readWorld, sportsDeps, worldPass, writeMarkets, type SportsDeps } from '../modules/sports/index.js'

/*
 * The sportsbook suites' fixtures: seeded single events (a real fixture's model and prices, at a
 * chosen kick-off), players with money, and a finish that plays the job's own path with a chosen
 * result. The world job itself runs only in sports.world.test.ts.
 */

export function sportsKit(t: TestContext) {
  const http = () => api(t.app)
  /** The job without the schedule: only kick-offs, whistles and settlement. */
  const deps = (): SportsDeps => ({ ...sportsDeps(t.app), horizonMs: 0 })
  let n = 0

  /**
   * A player with cash, or with `role` a staff member of the back office (docs/backoffice.md; `id`
   * is then the staff id, and `login` signs in again with a fresh TOTP code).
   */
  async function player(cashKurus: bigint, role?: StaffRole) {
    if (role) {
      const member = await staffMember(t.app, [role])
      return { token: member.token, id: member.id, login: () => staffLogin(t.app, member) }
    }
    const name = `sb${Date.now().toString(36)}${n++}`
    const { token } = await http().register(name)
    const [row] = await rows<{ id: number }>(
      t.app,
      sql`select id from players where username = ${`ayse${name}`}`,
    )
    const id = Number(row!.id)
    if (cashKurus > 0n) await fundPlayer(t.app.db, id, { cash: cashKurus })
    /** A new session: a test that moves the clock past the 30 idle minutes logs in again, as a person would. */
    const login = () => http().login(`ayse${name}`, TEST_PASSWORD)
    return { token, id, login }
  }

  /** An event (football unless told) kicking off `startInMinutes` of world time from now, with its markets. */
  async function seedEvent(opts: { startInMinutes?: number; onlyMain?: boolean; sport?: SportKey } = {}) {
    const sport = opts.sport ?? 'football'
    const state = await readWorld(deps())
    // The most even fixture of the sport: a lopsided one is offered without the markets whose
    // prices fall outside the book's bounds (a heavy favourite's match winner), and which
    // fixtures the schedule holds depends on the hour the test runs.
    const { model, markets } = scheduleFixtures(state.world, state.now, state.now + 24 * 60 * MINUTE_MS)
      .filter((f) => f.sport === sport)
      .map((f) => {
        const model = fixtureModel(state.world, f)
        return { model, markets: priceFixture(model) }
      })
      .reduce((best, next) => (next.markets.length > best.markets.length ? next : best))
    const seed = newSeed()
    return t.app.db.transaction(async (tx) => {
      await tx
        .insert(sportsCompetitions)
        .values({ key: `test-${sport}`, sport, nameTr: 'Test Ligi', nameEn: 'Test League' })
        .onConflictDoNothing()
      const [comp] = await tx
        .select({ id: sportsCompetitions.id })
        .from(sportsCompetitions)
        .where(sql`key = ${`test-${sport}`}`)
      const [event] = await tx
        .insert(sportsEvents)
        .values({
          fixtureId: `test-${newSeed().slice(0, 16)}`,
          sport,
          competitionId: comp!.id,
          homeTr: 'Ev',
          homeEn: 'Home',
          awayTr: 'Deplasman',
          awayEn: 'Away',
          startAt: new Date(state.now + (opts.startInMinutes ?? 60) * MINUTE_MS),
          status: 'scheduled',
          seed,
          seedHash: commitSeed(seed),
          model,
        })
        .returning({ id: sportsEvents.id })
      await writeMarkets(tx, event!.id, opts.onlyMain ? markets.slice(0, 1) : markets)
      return event!.id
    })
  }

  /** The outcome id of a market (by key and line) of an event; optionally sets its odds. */
  async function outcome(
    eventId: number,
    market: string,
    key: string,
    opts: { line?: number; odds?: number } = {},
  ) {
    const [row] = await rows<{ id: number; odds_milli: number; market_id: number }>(
      t.app,
      sql`select o.id, o.odds_milli, m.id as market_id from sports_outcomes o join sports_markets m on m.id = o.market_id
          where m.event_id = ${eventId} and m.key = ${market} and o.key = ${key}
            and (${opts.line ?? null}::float8 is null or m.line = ${opts.line ?? null}::float8)
          order by m.sort limit 1`,
    )
    if (!row) throw new Error(`no outcome ${market}/${key} on ${eventId}`)
    if (opts.odds !== undefined) {
      const milli = Math.round(opts.odds * 1000)
      await t.app.db.execute(sql`update sports_outcomes set odds_milli = ${milli} where id = ${row.id}`)
      return { id: Number(row.id), odds: opts.odds, marketId: Number(row.market_id) }
    }
    return { id: Number(row.id), odds: row.odds_milli / 1000, marketId: Number(row.market_id) }
  }

  /**
   * Plays the job's whistle with a chosen result (null: the simulator's own from the seed); `stop`
   * is the job's signal for an app closing during the pass.
   */
  async function finish(
    eventId: number,
    result: { home: number; away: number; htHome: number; htAway: number } | null,
    stop?: AbortSignal,
  ) {
    const now = (await readWorld(deps())).now
    await t.app.db.execute(sql`update sports_events
        set status = 'live', start_at = ${new Date(now - 120 * MINUTE_MS)}, end_at = ${new Date(now - MINUTE_MS)},
            result = ${result ? JSON.stringify(result) : null}::jsonb
      where id = ${eventId}`)
    return worldPass(deps(), undefined, stop)
  }

  const cash = async (playerId: number) => (await getBalances(t.app.db, playerId)).cash

  /**
   * A trader's result for an event; on a settled event that is a correction request, which a second
   * staff member then approves (docs/sportsbook.md "Corrections after settlement"). Answers the
   * approval, or the first answer when nothing was asked (a refusal, or a direct result).
   */
  async function correct(eventId: number, body: object, by: { token: string }, approver: { token: string }) {
    const asked = await http().post(`backoffice/sports/events/${eventId}/result`, body, { token: by.token })
    const pending =
      asked.statusCode === 200
        ? asked.json<{ data: { correction: { id: number } | null } }>().data.correction
        : null
    if (!pending) return asked
    return http().post(`backoffice/sports/corrections/${pending.id}/approve`, {}, { token: approver.token })
  }

  let keys = 0
  const key = () => `slip-${Date.now().toString(36)}-${keys++}`

  return { http, deps, player, seedEvent, outcome, finish, cash, key, correct }
}

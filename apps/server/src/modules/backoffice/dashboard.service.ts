import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  DASHBOARD,
  DashboardHubCommand,
  isTradingTopic,
  calendarPeriod,
  staffCan,
  localParts,
  type Dashboard,
  type DashboardQueue,
} from '@galata/contract'
import { startIntervalJob } from '../../lib/interval-job.js'
import { staffSocketFor, staffSocketRecheck } from '../staff/index.js'
import { toMajor } from '../wallet/index.js'
import * as q from './dashboard.queries.js'

/*
 * The dashboard (docs/backoffice.md "The dashboard"): today's money from the ledger, the queues
 * waiting on staff, players online over every instance, sign-ups; read on request and pushed to
 * staff sockets on DASHBOARD.topic.
 */

type App = Pick<FastifyInstance, 'db' | 'clock' | 'realtime'>

/**
 * The operator's day around `now`: midnight to midnight in DASHBOARD.timeZone, as UTC instants (the
 * contract's calendar periods, one rule for a day in a time zone).
 */
export function operatorDay(now: number): { date: string; from: Date; to: Date } {
  const { start, end } = calendarPeriod('day', now, DASHBOARD.timeZone)
  const p = localParts(now, DASHBOARD.timeZone)
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
  return { date, from: new Date(start), to: new Date(end) }
}

/** This instance's id in hub_presence, taken once per process. */
const instanceId = randomUUID()

/**
 * Which postings count as what (docs/backoffice.md "The dashboard"), from the legs on the system
 * accounts: + is money into the operator's side.
 */
function money(sums: q.SystemLegSum[]) {
  const total = (account: string, kinds: readonly string[]) =>
    sums
      .filter((s) => s.account === account && kinds.includes(s.kind))
      .reduce((acc, s) => ({ amount: acc.amount + BigInt(s.amount), postings: acc.postings + s.postings }), {
        amount: 0n,
        postings: 0,
      })
  // Stakes in less the stakes refunded by rollbacks; wins out, the sportsbook's settlements and their take-backs included.
  const stakes = total('provider_clearing', ['bet', 'rollback']).amount
  const wins = -total('provider_clearing', ['win', 'settle', 'unsettle']).amount
  // Bonus money given out by the house less what expiry took back.
  const bonusCost = -total('house', ['bonus_grant', 'bonus_forfeit']).amount
  const deposits = total('payment_clearing', ['deposit'])
  const withdrawals = total('payment_clearing', ['withdrawal_confirm'])
  const ggr = stakes - wins
  return {
    stakes: toMajor(stakes),
    wins: toMajor(wins),
    ggr: toMajor(ggr),
    bonusCost: toMajor(bonusCost),
    ngr: toMajor(ggr - bonusCost),
    deposits: { amount: toMajor(-deposits.amount), count: deposits.postings },
    withdrawals: { amount: toMajor(withdrawals.amount), count: withdrawals.postings },
  }
}

export async function readDashboard(app: App): Promise<Dashboard> {
  const now = app.clock.now()
  const day = operatorDay(now)
  const [sums, queueRows, signUps, others] = await Promise.all([
    q.systemLegSums(app.db, day.from, day.to),
    q.queues(app.db, new Date(now)),
    q.signUps(app.db, day.from, day.to),
    q.otherInstancesPlayers(app.db, instanceId, new Date(now - DASHBOARD.presenceStaleMs)),
  ])
  const queue = (name: q.QueueRow['queue']): DashboardQueue => {
    const row = queueRows.find((r) => r.queue === name)
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null
    return {
      count: Number(row?.count ?? 0),
      oldestAgeSeconds: oldest === null ? null : Math.max(0, Math.floor((now - oldest) / 1000)),
    }
  }
  return {
    day: { date: day.date, from: day.from.toISOString(), to: day.to.toISOString() },
    ...money(sums),
    queues: {
      withdrawals: queue('withdrawals'),
      deposits: queue('deposits'),
      kycDocuments: queue('kycDocuments'),
      actions: queue('actions'),
    },
    playersOnline: others + app.realtime.stats().players,
    signUps,
    at: new Date(now).toISOString(),
  }
}

/** What the push pass remembers between passes on this instance. */
export interface PushState {
  last: string | null
  lastAt: number
}

/** A figure unchanged still goes out this often, so a socket opened since hears them without asking. */
const REPEAT_MS = 60_000

/**
 * One push pass: when a staff socket on this instance watches, the figures are read and sent to
 * this instance's watchers if they changed (the ages of the queues and `at` aside) or a minute
 * passed. Each instance serves its own sockets, so nothing needs one instance to lead.
 */
export async function pushDashboard(app: App, state: PushState): Promise<number> {
  if (app.realtime.watching(DASHBOARD.topic) === 0) return 0
  const figures = await readDashboard(app)
  const { at: _at, queues, ...rest } = figures
  const key = JSON.stringify({ ...rest, queues: Object.values(queues).map((x) => x.count) })
  const now = app.clock.now()
  if (key === state.last && now - state.lastAt < REPEAT_MS) return 0
  state.last = key
  state.lastAt = now
  app.realtime.sendLocal(DASHBOARD.topic, DashboardHubCommand.Figures, JSON.stringify(figures))
  return 0
}

/** Writes this instance's hub count for the other instances' dashboards. */
export async function recordPresence(app: App): Promise<number> {
  const { players, connections } = app.realtime.stats()
  await q.savePresence(app.db, instanceId, { players, connections }, new Date(app.clock.now()))
  return 0
}

/**
 * The dashboard's moving parts: staff sockets on the hub (a live session holding `dashboard.view`,
 * docs/backoffice.md "The dashboard"), the push pass, and this instance's presence row.
 */
export function startDashboard(app: FastifyInstance): void {
  app.realtime.setStaffSockets({
    authenticate: async (token) => {
      const found = await staffSocketFor(app, token, 'dashboard.view')
      return (
        found && {
          kind: 'staff',
          playerId: 0,
          sessionId: found.sessionId,
          endsAt: found.endsAt,
          topics: [DASHBOARD.topic],
          // A member who reads trading may join an event's staff topic and the live overview's
          // (docs/backoffice.md "The event's staff topic", "The live overview").
          mayJoin: staffCan(found.roles, 'sports.view') ? isTradingTopic : undefined,
        }
      )
    },
    recheck: (who) => staffSocketRecheck(app, who.sessionId, 'dashboard.view'),
  })
  const state: PushState = { last: null, lastAt: 0 }
  startIntervalJob(app, {
    name: 'dashboard-push',
    everyMs: DASHBOARD.pushEveryMs,
    run: () => pushDashboard(app, state),
  })
  startIntervalJob(app, {
    name: 'hub-presence',
    everyMs: DASHBOARD.presenceEveryMs,
    run: () => recordPresence(app),
  })
  app.addHook('onClose', async () => {
    await q.deletePresence(app.db, instanceId).catch(() => {})
  })
}

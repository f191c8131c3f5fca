import { randomBytes } from 'node:crypto'
import type { Db, Tx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import {
  DEFAULT_LEASE_MS,
  acquireLease,
  fenceLease,
  isLeaseLost,
  releaseLease,
  type LeaseHold,
} from '../../lib/lease.js'
import { toMajor } from '../wallet/index.js'
import { TABLES } from './registry.js'
import type { TableDef } from './table-def.js'
import { newServerSeed, sha256Hex } from './rounds.fair.js'
import * as q from './rounds.queries.js'
import {
  VOID_AFTER_MS,
  closeRound,
  loopWrite,
  timingsOf,
  settleRound,
  slotStart,
  voidRound,
  type TablesDeps,
} from './rounds.service.js'

/*
 * The engine's round loop (docs/rounds.md "The loop"): per game a lease (lib/lease.ts,
 * docs/leases.md) so one instance runs it (renewed half-way, followers retry once a second), and a
 * tick driven by the injectable clock (a timer outside tests; tests call `tick()`). What a step does
 * is the game's driver's: the scheduled tables below, or a game with its own pace (Sky Aviator,
 * modules/aviator). The step's writes pass the lease's fence (docs/leases.md "The fenced writes"), so
 * a leader paused past its lease writes nothing once another took over; beneath that, every
 * transition is a guarded update and every settlement goes through the wallet's txIds, so even two
 * loops racing pay nobody twice. Nothing lives only in memory: a new leader finishes whatever it
 * finds from the stored rows.
 */

export const TABLE_TICK_MS = 250
/** The loops' lease time when LoopDeps gives none (LEASE_MS's default). */
export const TABLE_LEASE_MS = DEFAULT_LEASE_MS

/** Checks the loop's lease inside a write's transaction (lib/lease.ts `fenceLease`). */
export type Fence = (tx: Tx) => Promise<void>
/** Players/total pushes while betting is open, at most this often. */
const STATS_EVERY_MS = 1_000
/**
 * The longest a leader goes without reading its unfinished rounds (docs/rounds.md "The loop"): between
 * reads it knows from the last one when the next step is due, and reads then.
 */
const REREAD_EVERY_MS = 1_000

/** A game the loop runs: one step at the clock's now, only while this instance holds its lease. */
export interface RoundDriver {
  /** The game's code: the key of its lease row. */
  readonly code: string
  /** `fence` goes into every transaction the step writes in (docs/leases.md "The fenced writes"). */
  step(now: number, fence: Fence): Promise<void>
  /** This instance has just taken the lease (it was not the leader at its last step). */
  leaseTaken?(): void
  /** This instance does not hold the lease (lost, or another instance has it). */
  leaseLost?(): void
}

/** What the loop itself needs: the lease rows, the clock and a log. */
export interface LoopDeps {
  db: Db
  clock: Clock
  log?: { error: (obj: unknown, msg: string) => void }
  /** The lease time (LEASE_MS, docs/leases.md "Timings"); TABLE_LEASE_MS when omitted. */
  leaseMs?: number
}

export interface RoundLoop {
  /** This process's id in the leases (and in the rounds a driver runs). */
  readonly instanceId: string
  /** One step of every game at the clock's now (the timer calls it; tests call it). */
  tick(): Promise<void>
  /** Starts the timer (unref'd: it never keeps a process alive). */
  start(): void
  /** Stops the timer, waits for a running step, and gives the leases up. */
  stop(): Promise<void>
  /** True when this instance held the game's lease at its last step (the only game when omitted). */
  isLeader(game?: string): boolean
  /** The game's lease as this instance last took or renewed it (the only game when omitted). */
  hold(game?: string): LeaseHold | null
}

export type TablesLoop = RoundLoop

interface Run {
  driver: RoundDriver
  leader: boolean
  hold: LeaseHold | null
  lastTry: number
}

/**
 * Runs `drivers` under one lease each, every `tickMs` (`label` names the loop in its log lines).
 * A step of one game that fails is logged and never stops the others.
 */
export function runRoundLoop(
  deps: LoopDeps,
  drivers: readonly RoundDriver[],
  options: { instanceId: string; tickMs: number; label: string },
): RoundLoop {
  const { instanceId } = options
  const leaseMs = deps.leaseMs ?? TABLE_LEASE_MS
  const runs: Run[] = drivers.map((driver) => ({ driver, leader: false, hold: null, lastTry: 0 }))
  let running: Promise<void> | null = null
  let timer: NodeJS.Timeout | null = null
  let stopped = false

  async function holdLease(run: Run, now: number): Promise<LeaseHold | null> {
    if (run.leader && run.hold && now < run.hold.expiresAt - leaseMs / 2) return run.hold
    if (!run.leader && run.lastTry !== 0 && now - run.lastTry < 1000) return null
    run.lastTry = now
    const hold = await acquireLease(deps.db, run.driver.code, instanceId, now, leaseMs)
    if (hold && !run.leader) run.driver.leaseTaken?.()
    if (!hold) run.driver.leaseLost?.()
    run.leader = hold !== null
    run.hold = hold
    return hold
  }

  async function step(): Promise<void> {
    const now = deps.clock.now()
    for (const run of runs)
      try {
        const hold = await holdLease(run, now)
        if (hold) await run.driver.step(now, (tx) => fenceLease(tx, hold, { leaseMs }))
      } catch (err) {
        if (isLeaseLost(err)) {
          // Another instance took over while this one was paused: the pass stops, nothing of it was
          // written; the next tick finds the lease held elsewhere (docs/leases.md "Lease lost").
          run.leader = false
          run.hold = null
          run.driver.leaseLost?.()
          // The error's stack names the write the fence refused (a round's move, a bet's payout).
          deps.log?.error({ err, game: run.driver.code }, `${options.label}: lease lost, pass stopped`)
        } else deps.log?.error({ err, game: run.driver.code }, `${options.label}: loop step failed`)
      }
  }

  async function tick(): Promise<void> {
    if (running) return running
    running = step().finally(() => {
      running = null
    })
    return running
  }

  return {
    instanceId,
    tick,
    isLeader: (game) => (game ? runs.find((r) => r.driver.code === game) : runs[0])?.leader ?? false,
    hold: (game) => (game ? runs.find((r) => r.driver.code === game) : runs[0])?.hold ?? null,
    start() {
      if (timer || stopped) return
      timer = setInterval(() => void tick(), options.tickMs)
      timer.unref()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = null
      if (running) await running
      for (const run of runs)
        if (run.leader) await releaseLease(deps.db, run.driver.code, instanceId).catch(() => {})
      for (const run of runs) {
        run.leader = false
        run.hold = null
      }
    },
  }
}

/** The scheduled tables' state per table (reveal and decision steps already pushed, the stats pace). */
interface TableRun {
  def: TableDef
  /** Reveal steps already pushed, per round (a new leader pushes the due ones again: harmless). */
  pushed: Map<number, number>
  /** Decision steps already announced, per round (likewise pushed again by a new leader). */
  decided: Map<number, number>
  lastStats: number
  /** When the unfinished rounds are next read: the earliest step the last read found due, or sooner. */
  readAt: number
  /** Slots (opening times) whose round exists: a round, once made, is never deleted. */
  made: Set<number>
}

/**
 * The scheduled tables (docs/shared-rounds.md): rounds on epoch-aligned slots, the round of the next
 * slot created (its seed committed) while the current one runs.
 */
export function createTablesLoop(
  deps: TablesDeps,
  options: { instanceId?: string; tables?: readonly TableDef[] } = {},
): RoundLoop {
  const instanceId = options.instanceId ?? `t-${randomBytes(6).toString('hex')}`
  const runs: TableRun[] = (options.tables ?? Object.values(TABLES)).map((def) => ({
    def,
    pushed: new Map(),
    decided: new Map(),
    lastStats: 0,
    readAt: 0,
    made: new Set(),
  }))

  /** The current slot's round (when betting there is still ahead of its close) and the next slot's. */
  async function schedule(d: TablesDeps, run: TableRun, now: number): Promise<void> {
    const t = timingsOf(d, run.def)
    const current = slotStart(t.period, now)
    const slots = now < current + t.betting ? [current, current + t.period] : [current + t.period]
    // A table that sells ahead (bingo) has the rounds of the following slots on sale too.
    for (let k = 1; k <= (run.def.presale ?? 0); k++) slots.push(slots[slots.length - 1]! + t.period)
    for (const made of run.made) if (made < current) run.made.delete(made)
    for (const opensAt of slots) {
      if (run.made.has(opensAt)) continue
      if (await q.roundAtSlot(d.db, run.def.code, new Date(opensAt))) {
        run.made.add(opensAt)
        continue
      }
      const serverSeed = newServerSeed()
      const round = await loopWrite(d, (db) =>
        q.insertRound(db, {
          gameCode: run.def.code,
          status: 'scheduled',
          serverSeed,
          commit: sha256Hex(serverSeed),
          opensAt: new Date(opensAt),
          closesAt: new Date(opensAt + t.betting),
          revealEndsAt: new Date(opensAt + t.betting + t.decide + t.reveal),
          createdAt: new Date(now),
        }),
      )
      if (!round) continue
      run.made.add(opensAt)
      run.readAt = now
      await d.broadcast(run.def.code, {
        t: 'round.scheduled',
        roundId: round.id,
        commit: round.commit,
        opensAt,
        closesAt: opensAt + t.betting,
      })
    }
  }

  /**
   * Takes the round as far as `now` allows; answers when its next step is due (`now`: read it again
   * at the next tick, as a step just taken changed the row; Infinity: it has ended).
   */
  async function advance(d: TablesDeps, run: TableRun, round: q.RoundRow, now: number): Promise<number> {
    const game = run.def.code
    const closesAt = round.closesAt.getTime()
    if (round.status === 'scheduled' || round.status === 'open') {
      if (now < round.opensAt.getTime()) return round.opensAt.getTime()
      if (now < closesAt) {
        if (
          round.status === 'scheduled' &&
          (await loopWrite(d, (db) => q.moveRound(db, round.id, ['scheduled'], { status: 'open' })))
        )
          await d.broadcast(game, {
            t: 'round.open',
            roundId: round.id,
            commit: round.commit,
            closesAt,
            now,
          })
        if (now - run.lastStats >= STATS_EVERY_MS) {
          run.lastStats = now
          const totals = await q.roundTotals(d.db, round.id)
          await d.broadcast(game, {
            t: 'round.stats',
            roundId: round.id,
            players: totals.players,
            totalBets: toMajor(totals.total),
          })
        }
        return round.status === 'scheduled' ? now : Math.min(closesAt, run.lastStats + STATS_EVERY_MS)
      }
      // Nobody ran the table through its close and long after: the announced spin never happened
      // on time, so the stakes go back rather than drawing late (research §1.1).
      if (now > closesAt + VOID_AFTER_MS) {
        if (await voidRound(d, round.id)) await d.broadcast(game, { t: 'round.void', roundId: round.id, now })
        return now
      }
    }
    if (round.status === 'scheduled' || round.status === 'open' || round.status === 'closed') {
      const revealing = await closeRound(d, round)
      if (!revealing) return now
      const totals = await q.roundTotals(d.db, round.id)
      await d.broadcast(game, {
        t: 'round.closed',
        roundId: round.id,
        closeValue: revealing.closeValue,
        players: totals.players,
        totalBets: toMajor(totals.total),
        now,
      })
      round = revealing
    }
    if (round.status !== 'revealing' || !round.outcome) return now
    const t = timingsOf(d, run.def)
    const phase = run.def.decisions
    let nextDecision = Infinity
    if (phase) {
      // Each decision step is announced at its start with what it makes public (the cards so far).
      let announced = run.decided.get(round.id) ?? 0
      while (announced < phase.steps && now >= closesAt + announced * t.window) {
        announced += 1
        await d.broadcast(game, {
          t: 'round.decision',
          roundId: round.id,
          step: announced,
          steps: phase.steps,
          endsAt: closesAt + announced * t.window,
          ...phase.stepReveal(round.outcome, announced),
          now,
        })
      }
      run.decided.set(round.id, announced)
      if (announced < phase.steps) nextDecision = closesAt + announced * t.window
    }
    // The reveal starts when the decision phase (if any) ends.
    const revealFrom = closesAt + t.decide
    const steps = run.def.revealSteps(round.outcome, t.reveal)
    let done = run.pushed.get(round.id) ?? 0
    while (done < steps.length && now >= revealFrom + steps[done]!.atMs) {
      await d.broadcast(game, { t: 'round.reveal', roundId: round.id, ...steps[done]!.step, now })
      done += 1
    }
    run.pushed.set(round.id, done)
    if (now < round.revealEndsAt.getTime()) {
      const nextReveal = done < steps.length ? revealFrom + steps[done]!.atMs : Infinity
      return Math.min(nextDecision, nextReveal, round.revealEndsAt.getTime())
    }
    const settled = await settleRound(d, round)
    if (!settled) return now
    run.pushed.delete(round.id)
    run.decided.delete(round.id)
    await d.broadcast(game, {
      t: 'round.settled',
      roundId: round.id,
      result: settled.outcome,
      serverSeed: settled.serverSeed,
      closeValue: settled.closeValue,
      now,
    })
    return Infinity
  }

  const drivers: RoundDriver[] = runs.map((run) => ({
    code: run.def.code,
    async step(now, fence) {
      // This pass's writes go behind the lease's fence (docs/leases.md "The fenced writes").
      const d: TablesDeps = { ...deps, fence }
      await schedule(d, run, now)
      // Reading every table's rounds at every tick was most of an idle site's database work
      // (docs/rounds.md "The loop"): the rounds are read when a step is due, and at least once a
      // second. Only the leader moves a round, so between reads nothing else changes them.
      if (now < run.readAt) return
      let next = now + REREAD_EVERY_MS
      for (const round of await q.unfinishedRounds(d.db, run.def.code))
        next = Math.min(next, await advance(d, run, round, now))
      run.readAt = next
    },
    // A new leader reads what the last one left (docs/leases.md); a lost lease is always followed
    // by a take before the next step, so forgetting here covers both.
    leaseTaken() {
      run.readAt = 0
      run.made.clear()
    },
  }))
  return runRoundLoop(deps, drivers, { instanceId, tickMs: TABLE_TICK_MS, label: 'tables' })
}

import { randomBytes } from 'node:crypto'
import { AppError } from '../../../lib/app-error.js'
import { maskName } from '../../casino/index.js'
import { toMajor } from '../../wallet/index.js'
import {
  CRASH_CAP_E2,
  GROWTH_K,
  cashOutPayout,
  crashPointE2,
  flightAt,
  flightDurationMs,
  newChainSeed,
  roundHash,
  terminalHash,
} from '../games/aviator.js'
import * as q from './aviator.queries.js'
import {
  BETTING_MS,
  DEFAULT_CHAIN_LENGTH,
  LEASE_MS,
  PAUSE_MS,
  TICK_MS,
  e2,
  payBet,
  roundView,
  settleEnded,
  type AviatorDeps,
} from './aviator.service.js'

/*
 * The Sky Aviator round loop (docs/casino.md "Sky Aviator"): one round at a time for everybody,
 * betting → flying → crashed → pause → the next round, run by exactly one instance (a lease row
 * renewed while it runs). Bets, cash-outs and the settlement of one bet live in aviator.service.ts.
 */

export interface AviatorLoop {
  /** This process's id in the lease and in the rounds it runs. */
  readonly instanceId: string
  /** One step of the loop at the clock's now (the timer calls it every TICK_MS; tests call it). */
  tick(): Promise<void>
  /** Starts the timer (unref'd: it never keeps a process alive). */
  start(): void
  /** Stops the timer, waits for a running step, and gives the lease up. */
  stop(): Promise<void>
  /** True when this instance held the lease at its last step. */
  isLeader(): boolean
}

export function createAviatorLoop(
  deps: AviatorDeps,
  options: { instanceId?: string; chainLength?: number } = {},
): AviatorLoop {
  const instanceId = options.instanceId ?? `i-${randomBytes(6).toString('hex')}`
  const chainLength = options.chainLength ?? DEFAULT_CHAIN_LENGTH
  let leaseUntil = 0
  let leader = false
  let lastTry = 0
  let running: Promise<void> | null = null
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  /** Rounds found unfinished when this instance became the leader are void; checked once per lease. */
  let freshLease = true
  /**
   * The leader's copy of the latest round. Only the leader's loop changes a round's row, so between
   * its own phase moves (which drop the copy) the ten ticks a second need no query.
   */
  let current: q.RoundRow | null = null
  /**
   * The auto cash-out targets of the flying round, read once at take-off (no bet joins a round in
   * flight): a tick queries the bets only when the multiplier reaches the lowest target left.
   */
  let autoTargets: { roundId: number; targetsE2: number[] } | null = null

  async function holdLease(now: number): Promise<boolean> {
    // The leader renews half-way through its lease; a follower tries once a second.
    if (leader && now < leaseUntil - LEASE_MS / 2) return true
    if (!leader && now - lastTry < 1000 && lastTry !== 0) return false
    lastTry = now
    const held = await q.holdLease(deps.db, instanceId, new Date(now), new Date(now + LEASE_MS))
    if (held && !leader) freshLease = true
    if (!held) current = null
    leader = held
    leaseUntil = held ? now + LEASE_MS : 0
    return held
  }

  async function nextRoundHash(): Promise<{ chainId: number; index: number; hash: string }> {
    let chain = await q.latestChain(deps.db)
    let index = chain ? (await q.lastChainIndex(deps.db, chain.id)) + 1 : 1
    if (!chain || index > chain.length) {
      const seed = newChainSeed()
      chain = await q.insertChain(deps.db, {
        seed,
        terminalHash: terminalHash(seed, chainLength),
        length: chainLength,
      })
      deps.log?.info?.({ chainId: chain.id, terminalHash: chain.terminalHash }, 'aviator: new hash chain')
      index = 1
    }
    return { chainId: chain.id, index, hash: roundHash(chain.seed, chain.length, index) }
  }

  async function openRound(now: number): Promise<void> {
    const next = await nextRoundHash()
    current = null
    const round = await q.insertRound(deps.db, {
      chainId: next.chainId,
      chainIndex: next.index,
      hash: next.hash,
      crashE2: crashPointE2(next.hash),
      phase: 'betting',
      runner: instanceId,
      bettingEndsAt: new Date(now + BETTING_MS),
      createdAt: new Date(now),
    })
    if (round) await deps.broadcast({ t: 'betting', round: roundView(round, now), now })
  }

  /** Bets left open by a settlement that was cut short (a crash, then a restart) are settled now. */
  async function sweep(): Promise<void> {
    for (;;) {
      const open = await q.openBetsOfEndedRounds(deps.db, 100)
      for (const b of open) await settleEnded(deps, b, b)
      if (open.length < 100) return
    }
  }

  async function fly(round: q.RoundRow, now: number): Promise<void> {
    const started = round.flightStartedAt!.getTime()
    const f = flightAt(round.crashE2, now - started)
    // Auto cash-outs the plane has reached (at the crash: every one at or below the crash point).
    if (autoTargets?.roundId !== round.id) {
      const all = await q.openAutoBets(deps.db, round.id, CRASH_CAP_E2)
      autoTargets = { roundId: round.id, targetsE2: all.map((b) => b.autoCashoutE2!) }
    }
    const due = autoTargets.targetsE2.some((target) => target <= f.multiplierE2)
    autoTargets.targetsE2 = autoTargets.targetsE2.filter((target) => target > f.multiplierE2)
    // A bet its player already cashed out by hand is no longer open, so the query leaves it out.
    for (const bet of due ? await q.openAutoBets(deps.db, round.id, f.multiplierE2) : []) {
      try {
        await payBet(deps, bet, bet.autoCashoutE2!)
        await deps.broadcast({
          t: 'cashout',
          roundId: round.id,
          betId: bet.id,
          name: maskName(bet.username),
          multiplier: e2(bet.autoCashoutE2),
          payout: toMajor(cashOutPayout(bet.stake, bet.autoCashoutE2!)),
        })
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'ROUND_NOT_ACTIVE')) throw err
      }
    }
    if (!f.crashed) {
      await deps.broadcast({ t: 'tick', roundId: round.id, multiplier: e2(f.multiplierE2), now })
      return
    }
    const crashedAt = new Date(started + flightDurationMs(round.crashE2))
    current = null
    const ended = await q.movePhase(deps.db, round.id, ['flying'], { phase: 'crashed', endedAt: crashedAt })
    if (!ended) return
    for (const bet of await q.openBetsOfRound(deps.db, round.id)) await settleEnded(deps, bet, ended)
    await deps.broadcast({ t: 'crash', round: roundView(ended, now), now })
  }

  async function voidRound(round: q.RoundRow, now: number): Promise<void> {
    current = null
    const ended = await q.movePhase(deps.db, round.id, ['betting', 'flying'], {
      phase: 'void',
      endedAt: new Date(now),
    })
    if (!ended) return
    for (const bet of await q.openBetsOfRound(deps.db, round.id)) await settleEnded(deps, bet, ended)
    deps.log?.info?.(
      { roundId: round.id, runner: round.runner },
      'aviator: unfinished round void, bets refunded',
    )
    await deps.broadcast({ t: 'void', round: roundView(ended, now), now })
  }

  async function step(): Promise<void> {
    const now = deps.clock.now()
    if (!(await holdLease(now))) return
    let round = current ?? (await q.latestRound(deps.db))
    current = round
    if (freshLease) {
      // A round left unfinished by another runner (a restart, a lost lease) cannot be played out
      // fairly: nobody could cash out while it had no runner. It is void and its open bets refunded.
      if (round && (round.phase === 'betting' || round.phase === 'flying') && round.runner !== instanceId) {
        await voidRound(round, now)
        round = await q.latestRound(deps.db)
        current = round
      }
      await sweep()
      freshLease = false
    }
    if (!round || round.phase === 'crashed' || round.phase === 'void') {
      const endedAt = round?.endedAt?.getTime() ?? 0
      if (now >= endedAt + PAUSE_MS) {
        if (round) await sweep()
        await openRound(now)
      }
      return
    }
    if (round.phase === 'betting') {
      if (now < round.bettingEndsAt.getTime()) return
      current = null
      const flying = await q.movePhase(deps.db, round.id, ['betting'], {
        phase: 'flying',
        flightStartedAt: new Date(now),
      })
      if (flying) {
        await deps.broadcast({ t: 'flight', round: roundView(flying, now), now, k: GROWTH_K })
        // A 1.00× round crashes at take-off.
        await fly(flying, now)
      }
      return
    }
    await fly(round, now)
  }

  async function tick(): Promise<void> {
    if (running) return running
    running = step()
      .catch((err: unknown) => deps.log?.error({ err }, 'aviator: loop step failed'))
      .finally(() => {
        running = null
      })
    return running
  }

  return {
    instanceId,
    tick,
    isLeader: () => leader,
    start() {
      if (timer || stopped) return
      timer = setInterval(() => void tick(), TICK_MS)
      timer.unref()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = null
      if (running) await running
      if (leader) await q.releaseLease(deps.db, instanceId).catch(() => {})
      leader = false
    },
  }
}

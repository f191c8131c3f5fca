import { randomBytes } from 'node:crypto'
import { AppError } from '../../lib/app-error.js'
import { maskName } from '../casino/index.js'
import { toMajor } from '../wallet/index.js'
import type { DbOrTx } from '../../db/client.js'
import { loopWrite, runRoundLoop, type Fence, type RoundLoop } from '../rounds/index.js'
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
} from './aviator.chain.js'
import * as q from './aviator.queries.js'
import {
  BETTING_MS,
  AVIATOR_GAME,
  DEFAULT_CHAIN_LENGTH,
  PAUSE_MS,
  TICK_MS,
  e2,
  payBet,
  roundView,
  settleEnded,
  type AviatorDeps,
} from './aviator.service.js'

/*
 * The Sky Aviator round (docs/casino.md "Sky Aviator"): one round at a time for everybody,
 * betting → flying → crashed → pause → the next round. Its step is a driver of the engine's loop
 * (docs/rounds.md "Sky Aviator"), which runs it every TICK_MS under the game's lease (lib/lease.ts,
 * docs/leases.md), so exactly one instance flies the plane; the round's row moves only behind the
 * lease's fence. Bets, cash-outs and the settlement of one
 * bet live in aviator.service.ts.
 */

export type AviatorLoop = RoundLoop

export function createAviatorLoop(
  deps: AviatorDeps,
  options: { instanceId?: string; chainLength?: number } = {},
): AviatorLoop {
  const instanceId = options.instanceId ?? `i-${randomBytes(6).toString('hex')}`
  const chainLength = options.chainLength ?? DEFAULT_CHAIN_LENGTH
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
  /** The current pass's lease fence (docs/leases.md "The fenced writes"): every round row move passes it. */
  let fence: Fence | undefined
  const fenced = <T>(write: (db: DbOrTx) => Promise<T>) => loopWrite({ db: deps.db, fence }, write)

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
    const round = await fenced((db) =>
      q.insertRound(db, {
        chainId: next.chainId,
        chainIndex: next.index,
        hash: next.hash,
        crashE2: crashPointE2(next.hash),
        phase: 'betting',
        runner: instanceId,
        bettingEndsAt: new Date(now + BETTING_MS),
        createdAt: new Date(now),
      }),
    )
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
    const ended = await fenced((db) =>
      q.movePhase(db, round.id, ['flying'], { phase: 'crashed', endedAt: crashedAt }),
    )
    if (!ended) return
    for (const bet of await q.openBetsOfRound(deps.db, round.id)) await settleEnded(deps, bet, ended)
    await deps.broadcast({ t: 'crash', round: roundView(ended, now), now })
  }

  async function voidRound(round: q.RoundRow, now: number): Promise<void> {
    current = null
    const ended = await fenced((db) =>
      q.movePhase(db, round.id, ['betting', 'flying'], {
        phase: 'void',
        endedAt: new Date(now),
      }),
    )
    if (!ended) return
    for (const bet of await q.openBetsOfRound(deps.db, round.id)) await settleEnded(deps, bet, ended)
    deps.log?.info?.(
      { roundId: round.id, runner: round.runner },
      'aviator: unfinished round void, bets refunded',
    )
    await deps.broadcast({ t: 'void', round: roundView(ended, now), now })
  }

  async function step(now: number, passFence: Fence): Promise<void> {
    fence = passFence
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
      const flying = await fenced((db) =>
        q.movePhase(db, round.id, ['betting'], {
          phase: 'flying',
          flightStartedAt: new Date(now),
        }),
      )
      if (flying) {
        await deps.broadcast({ t: 'flight', round: roundView(flying, now), now, k: GROWTH_K })
        // A 1.00× round crashes at take-off.
        await fly(flying, now)
      }
      return
    }
    await fly(round, now)
  }

  return runRoundLoop(
    deps,
    [
      {
        code: AVIATOR_GAME,
        step,
        leaseTaken: () => {
          freshLease = true
        },
        leaseLost: () => {
          current = null
        },
      },
    ],
    { instanceId, tickMs: TICK_MS, label: 'aviator' },
  )
}

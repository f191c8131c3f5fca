import type { FastifyInstance } from 'fastify'
import { sweepExpiredBonuses } from '../wallet/index.js'

/** How often expired bonuses are forfeited. A bet also forfeits its player's expired bonus at once. */
export const BONUS_SWEEP_INTERVAL_MS = 60_000

/**
 * Runs the expiry sweep on a timer while the app is up (ARCHITECTURE.md: in-process background
 * jobs). Several instances may sweep at once: each bonus is forfeited in its own transaction under
 * `FOR UPDATE SKIP LOCKED` and with the ledger key `bonus_forfeit:{id}`, so a bonus is never
 * forfeited twice. Tests call `sweepExpiredBonuses` directly with a moved clock.
 */
export function startBonusSweeper(app: FastifyInstance): void {
  let timer: ReturnType<typeof setInterval> | null = null
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const closed = await sweepExpiredBonuses({ db: app.db, clock: app.clock, events: app.events })
      if (closed > 0) app.log.info({ closed }, 'expired bonuses forfeited')
    } catch (err) {
      app.log.error({ err }, 'bonus expiry sweep failed')
    } finally {
      running = false
    }
  }
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), BONUS_SWEEP_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}

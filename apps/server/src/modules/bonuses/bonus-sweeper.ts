import type { FastifyInstance } from 'fastify'
import { startIntervalJob } from '../../lib/interval-job.js'
import { sweepExpiredBonuses } from '../wallet/index.js'

/** How often expired bonuses are forfeited. A bet also forfeits its player's expired bonus at once. */
export const BONUS_SWEEP_INTERVAL_MS = 60_000

/**
 * Forfeits expired bonuses while the app is up. Several instances may sweep at once: each bonus is
 * forfeited in its own transaction under `FOR UPDATE SKIP LOCKED` and with the ledger key
 * `bonus_forfeit:{id}`, so a bonus is never forfeited twice. Tests call `sweepExpiredBonuses`
 * directly with a moved clock.
 */
export function startBonusSweeper(app: FastifyInstance): void {
  startIntervalJob(app, {
    name: 'bonus-expiry',
    everyMs: BONUS_SWEEP_INTERVAL_MS,
    run: (stop) => sweepExpiredBonuses({ db: app.db, clock: app.clock, events: app.events }, undefined, stop),
  })
}

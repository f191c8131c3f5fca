import type { FastifyInstance } from 'fastify'
import { claimBonusSchema, successMessages } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { parseWith } from '../../lib/validate.js'
import { refuseOperators, requireAuth } from '../auth/index.js'
import { toMajor } from '../wallet/index.js'
import { startBonusSweeper } from './bonus-sweeper.js'
import { grantTrialBonus } from './bonuses.service.js'
import { bonusHistory, claimCampaign, listCampaigns } from './campaigns.service.js'

/**
 * spec §7 bonus/definetrialbonus (a GET that changes state, as the spec's client calls it), and the
 * calls of /dashboard/claim-bonus and /dashboard/bonuses the spec leaves unshown (packages/contract
 * bonus.ts). Also starts the bonus expiry sweeper for the app's lifetime.
 */
export async function bonusRoutes(app: FastifyInstance) {
  const deps = { db: app.db, clock: app.clock, events: app.events }
  startBonusSweeper(app)

  app.get('/bonus/definetrialbonus', { preHandler: [requireAuth, refuseOperators] }, async (request) => {
    if (!request.player) throw new AppError('UNAUTHORIZED')
    await grantTrialBonus({ db: app.db, clock: app.clock, events: app.events }, request.player.id)
    return ok(null, successMessages.TRIAL_BONUS_GRANTED[request.locale])
  })

  app.get('/bonus/campaigns', { preHandler: requireAuth }, async (request) => {
    if (!request.player) throw new AppError('UNAUTHORIZED')
    return ok(await listCampaigns(deps, request.player.id, request.locale))
  })

  app.post(
    '/bonus/claim',
    { preHandler: [requireAuth, refuseOperators], bodyLimit: 1024 },
    async (request) => {
      if (!request.player) throw new AppError('UNAUTHORIZED')
      const input = parseWith(claimBonusSchema, request.body)
      const granted = await claimCampaign(deps, request.player.id, input.campaignId)
      return ok(
        { id: granted.id, amount: toMajor(granted.amount) },
        successMessages.CAMPAIGN_BONUS_GRANTED[request.locale],
      )
    },
  )

  app.get('/bonus/history', { preHandler: requireAuth }, async (request) => {
    if (!request.player) throw new AppError('UNAUTHORIZED')
    return ok(await bonusHistory(deps, request.player.id, request.locale))
  })
}

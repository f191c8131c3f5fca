import type { FastifyInstance } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import { toMajor } from '../wallet/index.js'
import { startBonusSweeper } from './bonus-sweeper.js'
import { grantTrialBonus } from './bonuses.service.js'
import { bonusHistory, claimCampaign, listCampaigns, listSportsCampaignTerms } from './campaigns.service.js'

/**
 * spec §7 bonus/definetrialbonus (a GET that changes state, as the spec's client calls it), and the
 * calls of /dashboard/claim-bonus and /dashboard/bonuses the spec leaves unshown (packages/contract
 * bonus.ts). Also starts the bonus expiry sweeper for the app's lifetime.
 */
export async function bonusRoutes(app: FastifyInstance) {
  const deps = { db: app.db, clock: app.clock, events: app.events }
  startBonusSweeper(app)

  route(app, apiRoutes['bonus/definetrialbonus'], async (request) => {
    await grantTrialBonus({ db: app.db, clock: app.clock, events: app.events }, currentPlayer(request).id)
    return ok(null, successMessages.TRIAL_BONUS_GRANTED[request.locale])
  })

  route(app, apiRoutes['bonus/campaigns'], async (request) =>
    ok(await listCampaigns(deps, currentPlayer(request).id, request.locale)),
  )

  // Public (docs/sportsbook.md "Sports promotions"): a visitor's slip previews the kombine boost.
  route(app, apiRoutes['bonus/sports-campaigns'], async (request) =>
    ok(await listSportsCampaignTerms(deps, request.locale)),
  )

  route(app, apiRoutes['bonus/claim'], { bodyLimit: 1024 }, async (request, _reply, { body }) => {
    const granted = await claimCampaign(deps, currentPlayer(request).id, body.campaignId)
    return ok(
      { id: granted.id, amount: toMajor(granted.amount) },
      successMessages.CAMPAIGN_BONUS_GRANTED[request.locale],
    )
  })

  route(app, apiRoutes['bonus/history'], async (request) =>
    ok(await bonusHistory(deps, currentPlayer(request).id, request.locale)),
  )
}

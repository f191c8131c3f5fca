// What other modules (app, the back office, casino) may use from bonuses.
export { bonusRoutes } from './bonuses.routes.js'
export {
  grantManualBonus,
  grantCampaigns,
  campaignGrantProblem,
  type GrantCampaign,
  type CampaignGrantProblem,
  grantTrialBonus,
  TRIAL_WAGERING_MULTIPLIER,
  TRIAL_BONUS_DAYS,
  type GrantedBonus,
} from './bonuses.service.js'
export { seedBonusCampaigns } from './campaigns.seed.js'
export { claimCampaign, listCampaigns, bonusHistory, weekStart } from './campaigns.service.js'
export {
  createStaffCampaign,
  listStaffCampaigns,
  saveStaffCampaign,
  saveSportsCampaignRules,
  setStaffCampaignEnabled,
} from './campaigns.admin.js'
export {
  takeFreebet,
  bookFreebet,
  freebetOfTicket,
  freebetTickets,
  freebetWinnings,
  listFreebets,
  settleTicketPromotions,
  ticketBoosts,
  boostAmount,
  kombineQualifies,
  FREEBET_VOID_DAYS,
} from './sports-promotions.js'

import type { FastifyInstance } from 'fastify'
import { invalidateContentCache, seedCms } from './modules/cms/index.js'
import { purgeThrottles } from './modules/auth/index.js'
import { ensureAdminStaff } from './modules/staff/index.js'
import { seedPaymentMethods } from './modules/payments/index.js'
import { seedBonusCampaigns } from './modules/bonuses/index.js'
import { systemAccounts } from './modules/wallet/index.js'
import { seedCatalogue, seedDemoProviderGames } from './modules/casino/index.js'
import { settleAbandonedRounds } from './modules/originals/index.js'
import { seedDefaultLimits } from './modules/sports/index.js'

/** Work done once at start, before traffic: seeding an empty database, the first operator, … */
export async function runBootTasks(app: FastifyInstance): Promise<void> {
  const report = await seedCms(app.db, app.config.SEED)
  app.log.info({ seed: app.config.SEED, ...report }, 'content ready')

  // The ledger's house and clearing accounts exist before the first posting; demo payment methods.
  await systemAccounts(app.db)
  // After the CMS seed: games are listed under the casino categories it creates.
  const catalogue = await seedCatalogue(app.db)
  if (catalogue.providers + catalogue.games > 0) app.log.info(catalogue, 'casino catalogue synced')
  // A demo site's simulator games (docs/providers.md "Simulator"), as its catalogue lists them.
  if (app.providerSimulator) {
    const demoGames = await seedDemoProviderGames(app.db, await app.providerSimulator.catalogue())
    if (demoGames > 0) app.log.info({ demoGames }, 'provider simulator games listed')
  }
  // Before the cache is cleared: promotions and slides are written from the campaigns (docs/content.md).
  if (app.config.SEED === 'demo') {
    const campaigns = await seedBonusCampaigns(app.db)
    if (campaigns > 0) app.log.info({ campaigns }, 'bonus campaigns seeded')
  }
  // Seeding, new UI strings or catalogue changes alter cached answers; nothing built before is served.
  invalidateContentCache()
  const abandoned = await settleAbandonedRounds({
    db: app.db,
    clock: app.clock,
    secret: app.config.ORIGINALS_SECRET,
    events: app.events,
  })
  if (abandoned > 0) app.log.info({ abandoned }, 'abandoned Originals rounds settled')
  const methods = await seedPaymentMethods(app.db, app.config.SEED, app.config.SITE_MODE)
  if (methods > 0) app.log.info({ methods }, 'payment methods seeded')
  // No sportsbook runs without liability limits unless its operator says so (docs/sportsbook.md "Risk").
  if (app.config.SPORTS_DEFAULT_LIMITS === 'on') {
    const limits = await seedDefaultLimits(app.db, new Date(app.clock.now()))
    if (limits > 0) app.log.info({ limits }, 'sportsbook default liability limits seeded')
  }

  const { ADMIN_USERNAME, ADMIN_PASSWORD } = app.config
  if (ADMIN_USERNAME && ADMIN_PASSWORD) {
    // The first administrator is a staff account (docs/backoffice.md "The first staff member").
    const admin = await ensureAdminStaff(app, ADMIN_USERNAME, ADMIN_PASSWORD)
    app.log.info({ username: ADMIN_USERNAME, admin }, 'first administrator')
  }
  const purged = await purgeThrottles(app)
  if (purged > 0) app.log.info({ purged }, 'stale login throttle rows removed')
}

import type { FastifyInstance } from 'fastify'
import { healthRoutes } from './health/index.js'
import { cmsRoutes } from './cms/index.js'
import { authPlugin, authRoutes } from './auth/index.js'
import { accountRoutes, walletRoutes } from './account/index.js'
import { callbackRoutes } from './callback/index.js'
import { chatRoutes } from './chat/index.js'
import { paymentRoutes } from './payments/index.js'
import { backofficeRoutes } from './backoffice/index.js'
import { bonusRoutes } from './bonuses/index.js'
import { notificationsModule } from './notifications/index.js'
import { casinoRoutes } from './casino/index.js'
import { originalsApiRoutes } from './originals/index.js'
import { providerWalletRoutes } from './provider-wallet/index.js'
import { protectionRoutes } from './protection/index.js'
import { providerRegistry } from '../providers/index.js'
import { kycModule } from './kyc/index.js'
import { sportsModule } from './sports/index.js'
import { staffPlugin, staffRoutes } from './staff/index.js'
import { roundsBackofficeRoutes } from './rounds/index.js'
import { aviatorBroadcast, aviatorRoundSource } from './aviator/index.js'
import { reconciliationRoutes } from './reconciliation/index.js'

/** Every module's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  // Request decorations (player, sessionId) first: every module below may read them.
  await app.register(authPlugin)
  // The staff guard of every /api/backoffice/* route (docs/backoffice.md), before any module registers one.
  await app.register(staffPlugin)
  await app.register(healthRoutes)
  await app.register(cmsRoutes)
  await app.register(authRoutes)
  await app.register(accountRoutes)
  await app.register(callbackRoutes)
  // Live chat's widget settings for the player (docs/live-chat.md).
  await app.register(chatRoutes)
  await app.register(walletRoutes)
  await app.register(paymentRoutes)
  await app.register(bonusRoutes)
  await app.register(notificationsModule)
  const providers = providerRegistry(app.config, app.providerSimulator)
  await app.register(casinoRoutes, {
    db: app.db,
    clock: app.clock,
    events: app.events,
    providers,
  })
  await app.register(originalsApiRoutes, {
    db: app.db,
    clock: app.clock,
    secret: app.config.ORIGINALS_SECRET,
    events: app.events,
  })
  // Provider wallet callbacks: raw-body signature check in their own plugin (PROVIDERS.md).
  await app.register(providerWalletRoutes, {
    db: app.db,
    clock: app.clock,
    events: app.events,
    providers,
  })
  await app.register(backofficeRoutes, { prefix: '/backoffice' })
  // Staff sign-in with TOTP and staff management (docs/backoffice.md).
  await app.register(staffRoutes)
  // Player protection (docs/player-protection.md): customer/rg/* and backoffice/players/:id/rg/*.
  await app.register(protectionRoutes)
  // Identity verification (docs/kyc.md): the player's upload and the operators' review.
  await app.register(kycModule)
  // The sportsbook (docs/sportsbook.md): sports/*, backoffice/sports/* and the world's job.
  await app.register(sportsModule)
  // The console's tables and rounds (docs/backoffice.md "Tables and rounds").
  await app.register(roundsBackofficeRoutes, { sources: [aviatorRoundSource(aviatorBroadcast(app))] })
  // Game providers' daily reports against the ledger (docs/providers.md "Reconciliation").
  await app.register(reconciliationRoutes, { providers })
}

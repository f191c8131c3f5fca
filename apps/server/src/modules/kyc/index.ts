// What other modules (app, payments, the test helpers) may use from identity verification (docs/kyc.md).
import type { FastifyInstance } from 'fastify'
import { kycRoutes } from './kyc.routes.js'
import type { KycDeps } from './kyc.service.js'
import { documentStoreFor } from './kyc.storage.js'

/** For payments: withdrawals and deposits past the threshold ask this. */
export { isKycVerified, type KycDeps } from './kyc.service.js'
/** For the S3 store's test and the journeys' fixtures. */
export { fileStore, newStorageKey, s3Store, type DocumentStore } from './kyc.storage.js'

export function kycDeps(app: FastifyInstance): KycDeps {
  return {
    db: app.db,
    clock: app.clock,
    log: app.log,
    events: app.events,
    store: documentStoreFor(app.config),
    depositThresholdLira: app.config.KYC_DEPOSIT_THRESHOLD_TRY,
  }
}

/** Under /api: the player's status and upload, and the operators' review queue and decisions. */
export async function kycModule(app: FastifyInstance) {
  await kycRoutes(app, kycDeps(app))
}

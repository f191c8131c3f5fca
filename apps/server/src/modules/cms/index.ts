// What other modules (the back office, boot) may use from cms.
export { cmsRoutes } from './cms.routes.js'
/** Banner artwork uploaded in the back office, served at /media/cms/ (docs/content.md). */
export { cmsMediaRoutes } from './cms.backoffice.js'
export { checkContentVersion, invalidateContentCache } from '../../lib/content-cache.js'
export {
  localize,
  popupContentHash,
  getTrialBonusAmount,
  CASINO_CATEGORY_PLACEHOLDER,
} from './cms.service.js'
/** The bootstrap record's casino categories, in its order: the casino lobby derives its lists from them. */
export { listActiveCasinoCategories } from './cms.queries.js'
/** The site options that are on: live chat reads its overrides from them (docs/live-chat.md). */
export { listActiveSiteOptions } from './cms.queries.js'
export { seedCms, syncTranslations, type SeedMode, type SeedReport } from './seed/seed.js'
export { TURKIYE_ID } from './seed/countries.data.js'
/** The public media store and its image upload, for every console upload (docs/content.md). */
export {
  checkImage,
  imageUploadLimits,
  mediaStoreFor,
  readImageUpload,
  storeImage,
} from './cms.backoffice.js'
/** The Google Tag Manager id in use, for the document CSP (docs/content.md "Tag manager"). */
export { watchTagManager, tagManagerIdOf, type TagManagerState } from './tag-manager.js'

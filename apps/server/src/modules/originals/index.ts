// What the app and boot may use from the in-house studio.
export { originalsApiRoutes, originalsPageRoutes, GAME_TOKEN_HEADER } from './originals.routes.js'
export { settleAbandonedRounds, type OriginalsDeps } from './originals.service.js'
export { aviatorPlugin } from './aviator/aviator.plugin.js'

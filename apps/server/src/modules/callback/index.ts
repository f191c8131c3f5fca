// What other modules (the back office) may use from callback.
export { callbackRoutes } from './callback.routes.js'
export { CALLBACK_LIMIT } from './callback.service.js'

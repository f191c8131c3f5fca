// What other modules may use from account.
export { accountRoutes } from './account.routes.js'

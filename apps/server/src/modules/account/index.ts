// What other modules may use from account.
export { accountRoutes } from './account.routes.js'
// The back office's "resend verification" on the player page (docs/backoffice.md).
export { resendPhoneCode, type AccountDeps } from './account.service.js'
// The wallet's player route lives here, above auth: the wallet itself imports no HTTP guard, so
// auth → wallet stays one-way (docs/server-modules.md).
export { walletRoutes } from './wallet.routes.js'

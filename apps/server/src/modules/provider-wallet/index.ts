// What the app may use from the providers' seamless-wallet callbacks.
export { providerWalletRoutes, type ProviderWalletDeps } from './provider-wallet.routes.js'
export { applyWalletCommand } from './provider-wallet.service.js'

// The front door of the game providers and payment gateways (docs/server-modules.md): everything
// outside providers/ imports from here, never from the files behind it.
export type {
  LaunchInput,
  LaunchResult,
  ProviderAdapter,
  WalletCommand,
  WalletResult,
  ProviderWallet,
  WalletRefusal,
  RefusalContext,
  WalletBatch,
  BatchOutcome,
} from './provider.js'
export { providerRegistry, configuredProviders, type ProviderRegistry } from './registry.js'
export {
  GAME_TOKEN_TTL_MS,
  signGameToken,
  signLaunchToken,
  verifyGameToken,
  verifyLaunchToken,
  type GameTokenClaims,
} from './galata/galata.token.js'
export { GALATA_SIGNATURE_HEADER, signGalataCallback } from './galata/galata.wallet.js'
export { HUB88_TOKEN_TTL_MS, hub88TokenSecret } from './hub88/hub88.adapter.js'
export { EGT_TOKEN_TTL_MS, egtTokenSecret } from './egt/egt.adapter.js'
export {
  SOFTGAMINGS_TOKEN_TTL_MS,
  softgamingsPassword,
  softgamingsTokenSecret,
} from './softgamings/softgamings.adapter.js'
export {
  openProviderSimulator,
  wantsSimulator,
  type ProviderSimulator,
  type SimulatorGame,
} from './simulator.js'
export { DIGITAIN_TOKEN_TTL_MS, digitainTokenSecret } from './digitain/digitain.adapter.js'
export { EVERYMATRIX_TOKEN_TTL_MS, everyMatrixTokenSecret } from './everymatrix/everymatrix.adapter.js'
export { DEMO_SIGNATURE_HEADER, createDemoGateway, type DemoGateway } from './psp/demo-gateway.js'
export type { PspEvent } from './psp/psp.js'
export { openCryptoProcessor, type CryptoProcessor } from './psp/crypto-processor.js'
export {
  NOWPAYMENTS_SIGNATURE_HEADER,
  PAY_CURRENCY_OF_NETWORK,
  decimalUnits,
  isPayoutIpnBody,
  type NowPaymentsPayoutStatus,
  type PayoutIpn,
  signIpn,
  unitsDecimal,
  type CryptoIpn,
  type CreatedPayout,
  type CryptoNetwork,
  type PayoutQuote,
  type NowPayments,
  type NowPaymentsStatus,
} from './psp/nowpayments.js'
export type { NowPaymentsStandin } from './psp/nowpayments.standin.js'

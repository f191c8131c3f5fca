import type { Config } from '../config.js'
import type { ProviderCode } from '../db/schema/index.js'
import { galataAdapter } from './galata/galata.adapter.js'
import type { ProviderAdapter } from './provider.js'

export type ProviderRegistry = Record<ProviderCode, ProviderAdapter | null>

/**
 * Every provider the site knows, with its adapter when configured. Third-party adapters (Hub88,
 * EGT, Amusnet, Digitain, EveryMatrix, SoftGamings) arrive with their credentials; until then they
 * are null, their games stay unlisted and their launch calls answer PROVIDER_NOT_CONFIGURED.
 */
export function providerRegistry(config: Config): ProviderRegistry {
  return {
    galata: galataAdapter(config.ORIGINALS_SECRET, config.GAMES_ORIGIN),
    hub88: null,
    egt: null,
    amusnet: null,
    digitain: null,
    everymatrix: null,
    softgamings: null,
  }
}

/** Providers whose games can be launched now. */
export function configuredProviders(registry: ProviderRegistry): ProviderCode[] {
  return (Object.keys(registry) as ProviderCode[]).filter((code) => registry[code]?.isConfigured)
}

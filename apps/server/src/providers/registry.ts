import type { Config } from '../config.js'
import type { ProviderCode } from '../db/schema/index.js'
import { galataAdapter } from './galata/galata.adapter.js'
import { hub88Adapter } from './hub88/hub88.adapter.js'
import { egtAdapter } from './egt/egt.adapter.js'
import { softgamingsAdapter } from './softgamings/softgamings.adapter.js'
import { digitainAdapter } from './digitain/digitain.adapter.js'
import { everyMatrixAdapter } from './everymatrix/everymatrix.adapter.js'
import type { ProviderAdapter } from './provider.js'
import type { ProviderSimulator } from './simulator.js'

export type ProviderRegistry = Record<ProviderCode, ProviderAdapter | null>

/**
 * Every provider the site knows, with its adapter when configured. Third-party adapters arrive
 * with their credentials (Hub88: the four HUB88_ settings, docs/providers.md); until then they
 * are null (Amusnet has no public dialect, docs/providers.md), their games stay unlisted and
 * their launch calls answer PROVIDER_NOT_CONFIGURED. A demo site's simulator stands in for the
 * providers it plays (docs/providers.md "Simulator").
 */
export function providerRegistry(
  config: Config,
  simulator: Partial<
    Pick<ProviderSimulator, 'hub88' | 'softgamings' | 'egt' | 'digitain' | 'everymatrix'>
  > | null = null,
): ProviderRegistry {
  // Digitain's simulated settings only when its own are absent: a real configuration is never replaced.
  const digitain =
    config.DIGITAIN_OPERATOR_ID && config.DIGITAIN_SECRET_KEY && config.DIGITAIN_API_URL
      ? {
          operatorId: config.DIGITAIN_OPERATOR_ID,
          secretKey: config.DIGITAIN_SECRET_KEY,
          apiUrl: config.DIGITAIN_API_URL,
        }
      : (simulator?.digitain ?? null)
  const hub88 =
    config.HUB88_OPERATOR_ID && config.HUB88_PUBLIC_KEY && config.HUB88_PRIVATE_KEY && config.HUB88_API_URL
      ? {
          operatorId: config.HUB88_OPERATOR_ID,
          hub88PublicKey: config.HUB88_PUBLIC_KEY,
          privateKey: config.HUB88_PRIVATE_KEY,
          apiUrl: config.HUB88_API_URL,
        }
      : (simulator?.hub88 ?? null)
  const softgamings =
    config.SOFTGAMINGS_API_URL &&
    config.SOFTGAMINGS_API_KEY &&
    config.SOFTGAMINGS_API_PASSWORD &&
    config.SOFTGAMINGS_SERVER_IP &&
    config.SOFTGAMINGS_HMAC_SECRET
      ? {
          apiUrl: config.SOFTGAMINGS_API_URL,
          apiKey: config.SOFTGAMINGS_API_KEY,
          apiPassword: config.SOFTGAMINGS_API_PASSWORD,
          serverIp: config.SOFTGAMINGS_SERVER_IP,
          hmacSecret: config.SOFTGAMINGS_HMAC_SECRET,
        }
      : (simulator?.softgamings ?? null)
  // EGT: its four settings, or the demo simulator's when none is set (docs/providers.md "Simulator").
  const egt =
    config.EGT_USERNAME && config.EGT_PASSWORD && config.EGT_PORTAL_CODE && config.EGT_API_URL
      ? {
          username: config.EGT_USERNAME,
          password: config.EGT_PASSWORD,
          portalCode: config.EGT_PORTAL_CODE,
          apiUrl: config.EGT_API_URL,
        }
      : (simulator?.egt ?? null)
  // EveryMatrix: its four settings, else the demo simulator's (never in place of a real one).
  const everymatrix =
    config.EVERYMATRIX_OPERATOR_ID &&
    config.EVERYMATRIX_LOGIN &&
    config.EVERYMATRIX_PASSWORD &&
    config.EVERYMATRIX_LAUNCH_URL
      ? {
          operatorId: config.EVERYMATRIX_OPERATOR_ID,
          login: config.EVERYMATRIX_LOGIN,
          password: config.EVERYMATRIX_PASSWORD,
          launchUrl: config.EVERYMATRIX_LAUNCH_URL,
        }
      : (simulator?.everymatrix ?? null)
  return {
    galata: galataAdapter(config.ORIGINALS_SECRET, config.GAMES_ORIGIN),
    hub88: hub88 ? hub88Adapter({ ...hub88, originalsSecret: config.ORIGINALS_SECRET }) : null,
    egt: egt ? egtAdapter({ ...egt, originalsSecret: config.ORIGINALS_SECRET }) : null,
    amusnet: null,
    digitain: digitain ? digitainAdapter({ ...digitain, originalsSecret: config.ORIGINALS_SECRET }) : null,
    everymatrix: everymatrix
      ? everyMatrixAdapter({ ...everymatrix, originalsSecret: config.ORIGINALS_SECRET })
      : null,
    // SoftGamings: the five SOFTGAMINGS_ settings (docs/providers.md "SoftGamings"), else a demo
    // site's simulator (docs/providers.md "Simulator").
    softgamings: softgamings
      ? softgamingsAdapter({ ...softgamings, originalsSecret: config.ORIGINALS_SECRET })
      : null,
  }
}

/** Providers whose games can be launched now. */
export function configuredProviders(registry: ProviderRegistry): ProviderCode[] {
  return (Object.keys(registry) as ProviderCode[]).filter((code) => registry[code]?.isConfigured)
}

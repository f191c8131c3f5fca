import type { LaunchInput, LaunchResult, ProviderAdapter } from '../provider.js'
import { signGameToken } from './galata.token.js'
import { galataWallet } from './galata.wallet.js'

/**
 * The in-house studio's launch (PROVIDERS.md): the game page is served by our own server under
 * /originals/{game}/, opened with a signed short-lived token. Its money calls go through the same
 * canonical bet/win/rollback as any provider (modules/originals); its signed HTTP wallet dialect is
 * galata.wallet.ts (modules/provider-wallet).
 */
export function galataAdapter(secret: string): ProviderAdapter {
  return {
    code: 'galata',
    isConfigured: true,
    wallet: galataWallet(secret),
    async launch(input: LaunchInput): Promise<LaunchResult> {
      const token = signGameToken(secret, { playerId: input.playerId, gameCode: input.gameCode }, input.now)
      const query = new URLSearchParams({ token, lang: input.language, mobile: input.isMobile ? '1' : '0' })
      // Same origin as the site: the play window checks postMessage against this origin.
      return { kind: 'url', url: `/originals/${encodeURIComponent(input.gameCode)}/?${query}` }
    },
  }
}

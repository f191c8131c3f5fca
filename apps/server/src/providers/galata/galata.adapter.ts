import type { LaunchInput, LaunchResult, ProviderAdapter } from '../provider.js'
import { signLaunchToken } from './galata.token.js'
import { galataWallet } from './galata.wallet.js'

/**
 * The in-house studio's launch (PROVIDERS.md): the game page is served by our own server under
 * /originals/{game}/, opened with a signed short-lived token bound to the player's session. Its
 * money calls go through the same canonical bet/win/rollback as any provider (modules/originals);
 * its signed HTTP wallet dialect is galata.wallet.ts (modules/provider-wallet).
 *
 * `gamesOrigin` (GAMES_ORIGIN): the pages' own origin in production, so a framed game page is never
 * same-origin with the site (docs/security.md); unset, a path on the site's origin.
 */
export function galataAdapter(secret: string, gamesOrigin?: string): ProviderAdapter {
  return {
    code: 'galata',
    isConfigured: true,
    wallet: galataWallet(secret),
    async launch(input: LaunchInput): Promise<LaunchResult> {
      // Good for one exchange only: the page swaps it for a game token at once (docs/casino.md).
      const token = signLaunchToken(
        secret,
        { playerId: input.playerId, gameCode: input.gameCode, sessionId: input.sessionId },
        input.now,
        input.sessionEndsAt,
      )
      const query = new URLSearchParams({ token, lang: input.language, mobile: input.isMobile ? '1' : '0' })
      // The play window checks postMessage against this url's origin, whichever it is.
      return {
        kind: 'url',
        url: `${gamesOrigin ?? ''}/originals/${encodeURIComponent(input.gameCode)}/?${query}`,
      }
    },
  }
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/locale'
import { paths } from '../../../shared/paths'
import type { LaunchGame } from '../lib/launch'

/**
 * POST casino/launchurl: the server picks the provider's adapter and answers a URL (or HTML). The
 * providers with a call of their own in spec §7 go through it: SoftGamings names its system and
 * answers HTML; EGT's `casino/egtlaunchurl` takes the platform, the game's language and the lobby
 * (docs/providers.md "EGT", launch); Digitain's `casino/dtlaunchurl {code}` reads the device from
 * the browser (docs/providers.md "Digitain", Launch).
 */
export async function getLaunchUrl(game: LaunchGame, isMobile: boolean): Promise<unknown> {
  if (game.providerName === 'softgamings' && typeof game.system === 'number') {
    const res = await call('casino/softgamingslaunchurl', {
      body: { system: game.system, pageCode: game.gameCode, isMobile: isMobile ? 1 : 0 },
    })
    return res.data
  }
  if (game.providerName === 'digitain')
    return (await call('casino/dtlaunchurl', { body: { code: game.gameCode } })).data
  if (game.providerName === 'egt') {
    const res = await call('casino/egtlaunchurl', {
      body: {
        platform: isMobile ? 2 : 1,
        gameCode: game.gameCode,
        language: currentLocale,
        lobbyUrl: new URL(paths.casino.games, window.location.origin).href,
      },
    })
    return res.data
  }
  const res = await call('casino/launchurl', {
    body: {
      code: game.gameCode,
      providerId: game.mainProviderId,
      isMobile,
    },
  })
  return res.data
}

/**
 * A launch URL is single-use for most providers: never cached, never retried behind the player's
 * back. `attempt` makes a reload ask for a fresh one.
 */
export const launchUrlQuery = (game: LaunchGame, isMobile: boolean, attempt: number) =>
  queryOptions({
    queryKey: ['casino', 'launchurl', game.mainProviderId, game.gameCode, isMobile, attempt],
    queryFn: () => getLaunchUrl(game, isMobile),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

export function useLaunchUrl(game: LaunchGame, isMobile: boolean, attempt: number) {
  return useQuery(launchUrlQuery(game, isMobile, attempt))
}

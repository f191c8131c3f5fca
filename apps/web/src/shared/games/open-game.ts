import { call } from '../api/http'
import { isDesktopNow } from '../hooks/use-media-query'
import { paths } from '../paths'
import { restrictionStore } from '../protection/restriction-store'
import { sessionStore } from '../session/session-store'
import { openDialog } from '../store/ui-store'
import { toast } from '../ui/toast'

/** The fields of a game the shell needs to open it (spec §3); providers add their own. */
export interface GameSummary {
  gameCode: string
  mainProviderId: number
  name: string
  systemCategory?: string
  [key: string]: unknown
}

/**
 * Opening a game (spec §4): a visitor gets the login form; on mobile the game opens in the
 * full-height player dialog; on desktop the play page, with the game encoded in the url.
 */
export function openGame(game: GameSummary, navigate: (to: string) => void | Promise<void>): void {
  if (!sessionStore.get().hasLogin) {
    openDialog('login')
    return
  }
  // A time-out or self-exclusion (docs/player-protection.md): the explanation instead of a game.
  const restricted = restrictionStore.get().text
  if (restricted) {
    toast.error(restricted)
    return
  }
  if (!isDesktopNow()) {
    openDialog('gamePlayer', game)
    return
  }
  void navigate(paths.casino.play(game))
}

/**
 * `POST casino/games` (spec §7): the answer is a list of lists, flattened. A failed search is an
 * empty result (spec §8), never an error for the player.
 */
export async function searchGames(search: string, live = false, take = 5): Promise<GameSummary[]> {
  try {
    const res = await call('casino/games', { body: { live, search, skip: 0, take } })
    const data = res.data
    if (!Array.isArray(data)) return []
    return (data as unknown[]).flat().filter((g): g is GameSummary => {
      return typeof g === 'object' && g !== null && typeof (g as GameSummary).gameCode === 'string'
    })
  } catch {
    return []
  }
}

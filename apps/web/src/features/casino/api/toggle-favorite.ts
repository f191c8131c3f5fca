import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Game } from '@galata/contract'
import { ApiError, call } from '../../../shared/api/http'
import { sessionStore } from '../../../shared/session/session-store'
import { openDialog } from '../../../shared/store/ui-store'
import { toast } from '../../../shared/ui/toast'
import { favoritesQuery } from './get-favorites'

/** POST casino/togglefavorite {code, providerId}. */
export async function toggleFavorite(game: Pick<Game, 'gameCode' | 'mainProviderId'>): Promise<string> {
  const res = await call('casino/togglefavorite', {
    body: {
      code: game.gameCode,
      providerId: game.mainProviderId,
    },
  })
  return res.message
}

/**
 * Spec §4: a visitor gets the login form; on success the toast is a warning when the game was a
 * favourite (Removed from favorites) and a success otherwise; then the favourites reload. Spec §8:
 * a failure shows the server's message as an error.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ game }: { game: Game; wasFavorite: boolean }) => toggleFavorite(game),
    onSuccess: (message, { wasFavorite }) => {
      if (wasFavorite) toast.warning(message)
      else toast.success(message)
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : String(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQuery().queryKey }),
  })
  return (game: Game, wasFavorite: boolean) => {
    if (!sessionStore.get().hasLogin) {
      openDialog('login')
      return
    }
    mutation.mutate({ game, wasFavorite })
  }
}

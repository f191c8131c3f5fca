import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { useSession } from '../../../shared/session/session-store'

/** GET casino/favorites: the player's favourite game codes (spec §3 userFavoriteList). */
export async function getFavorites(): Promise<string[]> {
  const res = await call('casino/favorites')
  return Array.isArray(res.data) ? res.data.filter((c): c is string => typeof c === 'string') : []
}

export const favoritesQuery = () =>
  queryOptions({
    queryKey: ['casino', 'favorites'] as const,
    queryFn: getFavorites,
    staleTime: 60_000,
  })

/** Visitors have no favourites: nothing is asked until a player is logged in. */
export function useFavorites() {
  const hasLogin = useSession((s) => s.hasLogin)
  const query = useQuery({ ...favoritesQuery(), enabled: hasLogin })
  return hasLogin ? (query.data ?? []) : []
}

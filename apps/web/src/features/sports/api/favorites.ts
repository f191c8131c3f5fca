import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { useSession } from '../../../shared/session/session-store'
import { readJson, STORAGE_KEYS, writeJson } from '../../../shared/storage'
import { createStore } from '../../../shared/store/create-store'

/*
 * Favourite competitions (docs/sportsbook.md): a star per competition in the sports tree, starred ones
 * listed first. A player's are on the server (`GET/POST sports/favorites`, every device); a
 * visitor's stay in this browser under an optional key of storage.ts (on the disk only after
 * "Accept all", in memory otherwise).
 */

const QUERY_KEY = ['sports', 'favorites'] as const

function storedIds(): number[] {
  const value = readJson<unknown>(STORAGE_KEYS.sportsFavorites)
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : []
}

const visitorStore = createStore<{ ids: number[] }>({ ids: storedIds() })

export function useFavoriteCompetitions(): {
  ids: readonly number[]
  toggle: (competitionId: number) => void
} {
  const hasLogin = useSession((s) => s.hasLogin)
  const queryClient = useQueryClient()
  const visitorIds = visitorStore.useStore((s) => s.ids)
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await call('sports/favorites')).data.competitionIds,
    enabled: hasLogin,
    staleTime: 60_000,
  })
  const mutation = useMutation({
    mutationFn: async (body: { competitionId: number; favorite: boolean }) =>
      (await call('sports/favorites set', { body })).data.competitionIds,
    onSuccess: (ids) => queryClient.setQueryData(QUERY_KEY, ids),
  })
  const ids = hasLogin ? (query.data ?? []) : visitorIds
  const toggle = (competitionId: number) => {
    const favorite = !ids.includes(competitionId)
    if (hasLogin) return mutation.mutate({ competitionId, favorite })
    const next = favorite ? [...ids, competitionId] : ids.filter((id) => id !== competitionId)
    writeJson(STORAGE_KEYS.sportsFavorites, next)
    visitorStore.set({ ids: next })
  }
  return { ids, toggle }
}

/** Starred competitions first (in the order they were starred), then the rest as they came. */
export function favoritesFirst<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const rank = (id: number) => (ids.includes(id) ? ids.indexOf(id) : ids.length)
  return [...items].sort((a, b) => rank(a.id) - rank(b.id))
}

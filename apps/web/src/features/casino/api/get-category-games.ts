import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Game } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/i18n'
import { flattenCategoryGames } from '../lib/catalogue'

/** POST casino/categorygames: the games of the asked categories, flattened and de-duplicated. */
export async function getCategoryGames(systemCategory: readonly number[]): Promise<Game[]> {
  // Spec §8: a failed category call yields an empty result, never an error for the player.
  try {
    const res = await call('casino/categorygames', { body: { systemCategory: [...systemCategory] } })
    return flattenCategoryGames(res.data)
  } catch {
    return []
  }
}

export const categoryGamesQuery = (systemCategory: readonly number[]) =>
  queryOptions({
    queryKey: ['casino', 'categorygames', currentLocale, [...systemCategory].sort((a, b) => a - b)],
    queryFn: () => getCategoryGames(systemCategory),
    staleTime: 5 * 60_000,
  })

export function useCategoryGames(systemCategory: readonly number[]) {
  return useQuery({ ...categoryGamesQuery(systemCategory), enabled: systemCategory.length > 0 })
}

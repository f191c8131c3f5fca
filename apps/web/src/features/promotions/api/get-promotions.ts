import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Promotion } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/i18n'

/** GET cms/promotions: the active promotions, in the operator's order. */
export async function getPromotions(): Promise<Promotion[]> {
  const res = await call('cms/promotions')
  return Array.isArray(res.data) ? res.data : []
}

export const promotionsQuery = () =>
  queryOptions({
    queryKey: ['cms', 'promotions', currentLocale],
    queryFn: getPromotions,
    staleTime: 5 * 60_000,
  })

export function usePromotions() {
  return useQuery(promotionsQuery())
}

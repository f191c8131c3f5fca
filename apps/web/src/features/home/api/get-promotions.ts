import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/i18n'

/** What the home teaser needs of a promotion (the promotions feature owns the full card and dialog). */
export interface PromotionTeaser {
  id: number
  slug: string
  title: string
  image: string
}

export async function getPromotions(): Promise<PromotionTeaser[]> {
  const res = await call('cms/promotions')
  return Array.isArray(res.data) ? res.data : []
}

// Same key as the promotions page, so the list is fetched once for both.
export const promotionsQuery = () =>
  queryOptions({
    queryKey: ['cms', 'promotions', currentLocale],
    queryFn: getPromotions,
    staleTime: 5 * 60_000,
  })

/** `enabled` lets the home page hold the call until its hero image has painted. */
export function usePromotions(enabled = true) {
  return useQuery({ ...promotionsQuery(), enabled })
}

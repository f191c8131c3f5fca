import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Promotion } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/i18n'

/** GET cms/promotions/{slug}: one promotion, for a deep link (/promotions?slug=…). */
export async function getPromotion(slug: string): Promise<Promotion> {
  const res = await call('cms/promotions/:slug', { params: { slug } })
  return res.data
}

export const promotionQuery = (slug: string) =>
  queryOptions({
    queryKey: ['cms', 'promotions', currentLocale, slug],
    queryFn: () => getPromotion(slug),
    staleTime: 5 * 60_000,
    retry: false,
  })

export function usePromotion(slug: string | null, enabled: boolean) {
  return useQuery({ ...promotionQuery(slug ?? ''), enabled: enabled && Boolean(slug) })
}

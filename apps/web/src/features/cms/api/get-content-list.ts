import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StaticContent } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/i18n'

/** POST cms/contentlist {status:true, categoryId}: the pages of one group, for the side menu. */
export async function getContentList(categoryId: number): Promise<StaticContent[]> {
  const res = await call('cms/contentlist', { body: { status: true, categoryId } })
  return Array.isArray(res.data) ? res.data : []
}

export const contentListQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['cms', 'contentlist', currentLocale, categoryId],
    queryFn: () => getContentList(categoryId),
    staleTime: 10 * 60_000,
  })

export function useContentList(categoryId: number | null) {
  return useQuery({ ...contentListQuery(categoryId ?? 0), enabled: categoryId !== null })
}

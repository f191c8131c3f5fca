import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PageContent } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/i18n'

/** GET cms/content/{id}: one static page (/pages/{id}); its HTML is sanitised again before rendering. */
export async function getPageContent(id: number): Promise<PageContent> {
  const res = await call('cms/content/:id', { params: { id } })
  return res.data
}

export const pageContentQuery = (id: number) =>
  queryOptions({
    queryKey: ['cms', 'content', currentLocale, id],
    queryFn: () => getPageContent(id),
    staleTime: 10 * 60_000,
    // A missing page is an answer, not a hiccup: show it at once.
    retry: false,
  })

export function usePageContent(id: number | null) {
  return useQuery({ ...pageContentQuery(id ?? 0), enabled: id !== null })
}

import { useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'

/**
 * `GET sports/featured`: Günün Maçları, Popüler Bahisler, live boosts and ready coupons
 * (docs/sportsbook.md "Featured, boosts and ready coupons"). The server keeps one answer a few
 * seconds; the page reads it again every half minute like the other lists.
 */
export function useFeatured() {
  return useQuery({
    queryKey: ['sports', 'featured'] as const,
    queryFn: async () => (await call('sports/featured')).data,
    refetchInterval: 30_000,
    staleTime: 10_000,
  })
}

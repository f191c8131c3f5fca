import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Consents } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `GET customer/consents` (docs/content.md): the sign-up declarations and the marketing consent. */
export const consentsQuery = queryOptions({
  queryKey: ['customer', 'consents'] as const,
  queryFn: async (): Promise<Consents> => (await call('customer/consents')).data,
  staleTime: 60_000,
})

export function useConsents() {
  return useQuery(consentsQuery)
}

/** `POST customer/consents/marketing`: the answer is the new state, put straight into the cache. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (marketingConsent: boolean) =>
      call('customer/consents/marketing', { body: { marketingConsent } }),
    onSuccess: (res) => queryClient.setQueryData(consentsQuery.queryKey, res.data),
  })
}

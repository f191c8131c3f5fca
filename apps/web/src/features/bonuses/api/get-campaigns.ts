import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BonusCampaign } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `GET bonus/campaigns`: the campaigns of /dashboard/claim-bonus with their rules and claim state. */
export async function getCampaigns(): Promise<BonusCampaign[]> {
  return (await call('bonus/campaigns')).data
}

export const campaignsQuery = queryOptions({
  queryKey: ['bonus', 'campaigns'] as const,
  queryFn: getCampaigns,
  staleTime: 0,
})

export function useCampaigns() {
  return useQuery(campaignsQuery)
}

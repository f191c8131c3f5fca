import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SportsCampaignTerms, SportsFreebet } from '@galata/contract'
import { call } from '../../../shared/api/http'
import type { BoostTerms } from '../lib/slip-math'

/** `GET sports/freebets`: the player's usable freebets, first to expire first. */
export const freebetsQuery = queryOptions({
  queryKey: ['sports', 'freebets'] as const,
  queryFn: async (): Promise<SportsFreebet[]> => (await call('sports/freebets')).data,
  // Read whenever a slip mounts: a freebet claimed on another page shows up without waiting.
  staleTime: 0,
})

export function useFreebets(enabled: boolean) {
  return useQuery({ ...freebetsQuery, enabled })
}

/**
 * The kombine boost the slip previews (docs/sportsbook.md "Sports promotions"): the first running
 * `sports_boost` campaign of `GET bonus/sports-campaigns`, as the server picks it at settlement, or
 * null. That read is public (the terms hold nothing of a player), so a visitor's slip previews the
 * boost as a player's does, and the answer is the same for both: one query, kept across a login.
 */
export const boostCampaignQuery = queryOptions({
  queryKey: ['sports', 'boost-campaign'] as const,
  queryFn: async (): Promise<BoostTerms | null> => boostTermsOf((await call('bonus/sports-campaigns')).data),
  staleTime: 5 * 60_000,
})

export function boostTermsOf(
  campaigns: readonly Pick<SportsCampaignTerms, 'kind' | 'percent' | 'maxAmount' | 'minLegs' | 'minOdds'>[],
): BoostTerms | null {
  const c = campaigns.find((x) => x.kind === 'sports_boost')
  if (!c || !(c.percent > 0)) return null
  return { percent: c.percent, maxAmount: c.maxAmount, minLegs: c.minLegs ?? 2, minOdds: c.minOdds ?? 1 }
}

export function useBoostCampaign() {
  return useQuery(boostCampaignQuery)
}

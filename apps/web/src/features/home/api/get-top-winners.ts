import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'

/** A top winner of spec §3; `image` is null when the game has none (the default image shows). */
export interface TopWinner {
  game: string
  name: string
  amount: number
  currencySymbol: string
  image: string | null
}

/** Spec §7/§9: the 40 latest big wins outside live casino. */
export const TOP_WINNERS_REQUEST = { isLive: false, count: 40 } as const

export async function getTopWinners(): Promise<TopWinner[]> {
  const res = await call('transaction/topwinners', { body: TOP_WINNERS_REQUEST })
  return Array.isArray(res.data) ? res.data : []
}

export const topWinnersQuery = () =>
  queryOptions({
    queryKey: ['transaction', 'topwinners', TOP_WINNERS_REQUEST],
    queryFn: getTopWinners,
    staleTime: 60_000,
    // A missing or failing list shows the empty state at once rather than after a retry.
    retry: false,
  })

/** `enabled` lets the home page hold the call until its hero image has painted. */
export function useTopWinners(enabled = true) {
  return useQuery({ ...topWinnersQuery(), enabled })
}

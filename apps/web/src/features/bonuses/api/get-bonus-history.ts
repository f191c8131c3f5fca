import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BonusHistoryItem } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `GET bonus/history`: the player's bonuses with wagering progress, newest first. */
export async function getBonusHistory(): Promise<BonusHistoryItem[]> {
  return (await call('bonus/history')).data
}

export const bonusHistoryQuery = queryOptions({
  queryKey: ['bonus', 'history'] as const,
  queryFn: getBonusHistory,
  staleTime: 0,
  refetchOnWindowFocus: true,
})

export function useBonusHistory() {
  return useQuery(bonusHistoryQuery)
}

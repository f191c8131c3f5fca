import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GameHistoryPage, GameHistoryQuery } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `POST transaction/games`: one page of bets and wins, newest first. */
export async function getGameHistory(query: GameHistoryQuery): Promise<GameHistoryPage> {
  return (await call('transaction/games', { body: query })).data
}

export const gameHistoryQuery = (query: GameHistoryQuery) =>
  queryOptions({
    queryKey: ['transaction', 'games', query] as const,
    queryFn: () => getGameHistory(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  })

export function useGameHistory(query: GameHistoryQuery) {
  return useQuery(gameHistoryQuery(query))
}

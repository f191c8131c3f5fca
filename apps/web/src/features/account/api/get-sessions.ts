import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlayerSession } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `GET customer/sessions`: the player's logins, newest first, the current one marked. */
export async function getSessions(): Promise<PlayerSession[]> {
  return (await call('customer/sessions')).data
}

export const sessionsQuery = queryOptions({
  queryKey: ['customer', 'sessions'] as const,
  queryFn: getSessions,
  staleTime: 0,
})

export function useSessions() {
  return useQuery(sessionsQuery)
}

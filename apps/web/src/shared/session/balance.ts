import { queryOptions, useQuery } from '@tanstack/react-query'
import { TIMINGS } from '@galata/contract'
import { useEffect } from 'react'
import { call } from '../api/http'
import { setBalance, useSession } from './session-store'

export const balanceQuery = queryOptions({
  queryKey: ['balance'] as const,
  queryFn: async () => (await call('user/balance')).data.balance,
  // Spec §7, §9: on start and every 10 s while logged in.
  refetchInterval: TIMINGS.balancePollMs,
  retry: false,
  staleTime: 0,
})

/** Keeps the session's balance fresh while a player is logged in (the auth store of spec §3). */
export function useBalancePolling() {
  const hasLogin = useSession((s) => s.hasLogin)
  const { data } = useQuery({ ...balanceQuery, enabled: hasLogin })
  useEffect(() => {
    if (hasLogin && typeof data === 'number' && Number.isFinite(data)) setBalance(data)
  }, [hasLogin, data])
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { TIMINGS, type WalletBalance } from '@galata/contract'
import { useEffect } from 'react'
import { call } from '../api/http'
import { setBalance, setBonusBalance, useSession } from './session-store'

/** `GET user/balance`: cash and bonus (docs/web.md "Balance"). */
export const balanceQuery = queryOptions({
  queryKey: ['balance'] as const,
  queryFn: async (): Promise<WalletBalance> => (await call('user/balance')).data,
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
    if (!hasLogin || !data) return
    if (Number.isFinite(data.balance)) setBalance(data.balance)
    if (Number.isFinite(data.bonusBalance)) setBonusBalance(data.bonusBalance)
  }, [hasLogin, data])
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { TIMINGS, type WalletBalance } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { balanceQuery } from '../../../shared/session/balance'

/** `GET user/balance` with the cash/bonus split, under the header poll's key so both refresh together. */
export async function getWalletBalance(): Promise<WalletBalance> {
  return (await call('user/balance')).data
}

export const walletBalanceQuery = queryOptions({
  queryKey: [...balanceQuery.queryKey, 'wallet'] as const,
  queryFn: getWalletBalance,
  refetchInterval: TIMINGS.balancePollMs,
  refetchOnWindowFocus: true,
  staleTime: 0,
})

export function useWalletBalance() {
  return useQuery(walletBalanceQuery)
}

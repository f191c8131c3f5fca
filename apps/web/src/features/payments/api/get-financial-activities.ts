import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { FinancialPage, FinancialQuery } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `POST transaction/financial`: one page of deposits and withdrawals, newest first. */
export async function getFinancialActivities(query: FinancialQuery): Promise<FinancialPage> {
  return (await call('transaction/financial', { body: query })).data
}

export const financialActivitiesKey = ['transaction', 'financial'] as const

export const financialActivitiesQuery = (query: FinancialQuery) =>
  queryOptions({
    queryKey: [...financialActivitiesKey, query] as const,
    queryFn: () => getFinancialActivities(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  })

export function useFinancialActivities(query: FinancialQuery) {
  return useQuery(financialActivitiesQuery(query))
}

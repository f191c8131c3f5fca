import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentDirection, PaymentMethod } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `GET payment/methods?type=1|2`: the enabled deposit (1) or withdrawal (2) methods. */
export async function getPaymentMethods(type: PaymentDirection): Promise<PaymentMethod[]> {
  return (await call('payment/methods', { query: { type: String(type) as '1' | '2' } })).data
}

export const paymentMethodsQuery = (type: PaymentDirection) =>
  queryOptions({
    queryKey: ['payment', 'methods', type] as const,
    queryFn: () => getPaymentMethods(type),
    staleTime: 60_000,
  })

export function usePaymentMethods(type: PaymentDirection) {
  return useQuery(paymentMethodsQuery(type))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentDetailQuery, PaymentField } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `POST payment/detail {id, type}`: the fields of one method's form (spec §3). */
export async function getPaymentDetail(body: PaymentDetailQuery): Promise<PaymentField[]> {
  return (await call('payment/detail', { body: body })).data ?? []
}

export const paymentDetailQuery = (body: PaymentDetailQuery) =>
  queryOptions({
    queryKey: ['payment', 'detail', body.type, body.id] as const,
    queryFn: () => getPaymentDetail(body),
    // A failure closes the dialog (spec §4), so there is nothing to retry into.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })

export function usePaymentDetail(body: PaymentDetailQuery) {
  return useQuery(paymentDetailQuery(body))
}

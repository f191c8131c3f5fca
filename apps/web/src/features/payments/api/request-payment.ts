import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PaymentDirection, type PaymentDetailValues } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { balanceQuery } from '../../../shared/session/balance'
import { financialActivitiesKey } from './get-financial-activities'

export interface PaymentSubmission {
  id: number
  type: PaymentDirection
  detail: PaymentDetailValues
}

/**
 * `POST payment/deposit` or `payment/withdraw` `{id, target:'pay', detail}` (spec §3, §7). A deposit
 * answers a payment page URL or null with a message; a withdrawal only a message.
 */
export function requestPayment({ id, type, detail }: PaymentSubmission) {
  const body = { id, target: 'pay' as const, detail }
  return type === PaymentDirection.Deposit
    ? call('payment/deposit', { body })
    : call('payment/withdraw', { body })
}

export function useRequestPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestPayment,
    // A withdrawal reserves cash at once; the history gains a line either way. The ['balance']
    // prefix also refreshes the wallet's cash/bonus split shown on the payment pages.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: financialActivitiesKey }),
      ]),
  })
}

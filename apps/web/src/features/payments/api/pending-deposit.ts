import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { financialActivitiesKey } from './get-financial-activities'

/*
 * A pending deposit of the player's own (docs/wallet.md "Pending deposits"): `POST payment/cancel`
 * gives it up, `POST payment/continue` answers its payment page again.
 */

export function cancelDeposit(id: number) {
  return call('payment/cancel', { body: { id } })
}

export async function continueDeposit(id: number): Promise<string> {
  return (await call('payment/continue', { body: { id } })).data
}

export function useCancelDeposit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelDeposit,
    // Cancelled or refused (already paid, expired), the history shows where it stands now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financialActivitiesKey }),
  })
}

export function useContinueDeposit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: continueDeposit,
    onError: () => queryClient.invalidateQueries({ queryKey: financialActivitiesKey }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { balanceQuery } from '../../../shared/session/balance'

/**
 * `GET bonus/definetrialbonus` (spec §7): claims the trial bonus offered after sign-up. The wallet
 * issue brings the server side; a failure is not an error for the player (spec §8: ignored).
 */
export function claimTrialBonus() {
  return call('bonus/definetrialbonus')
}

export function useClaimTrialBonus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimTrialBonus,
    // The bonus lands in the balance: show it now rather than at the next 10 s poll.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
  })
}

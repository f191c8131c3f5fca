import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClaimBonus } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { balanceQuery } from '../../../shared/session/balance'
import { bonusHistoryQuery } from './get-bonus-history'
import { campaignsQuery } from './get-campaigns'

/** `POST bonus/claim`: credits the campaign's bonus; answers its id and amount with a message. */
export function claimBonus(input: ClaimBonus) {
  return call('bonus/claim', { body: input })
}

export function useClaimBonus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimBonus,
    // Claimed or refused, the campaign states, the history and the bonus balance may have moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: bonusHistoryQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
      ]),
  })
}

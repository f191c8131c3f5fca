import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BonusCampaign } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { balanceQuery } from '../../../shared/session/balance'
import { bonusHistoryQuery } from './get-bonus-history'
import { campaignsQuery } from './get-campaigns'

/**
 * `POST bonus/claim`: credits the campaign's bonus with a message. The trial bonus (code `trial`,
 * listed beside the campaigns) is claimed with `GET bonus/definetrialbonus` (spec §7).
 */
export async function claimBonus(campaign: Pick<BonusCampaign, 'id' | 'code'>): Promise<{ message: string }> {
  if (campaign.code === 'trial') return call('bonus/definetrialbonus')
  return call('bonus/claim', { body: { campaignId: campaign.id } })
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

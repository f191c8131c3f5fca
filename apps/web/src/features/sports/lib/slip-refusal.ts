import { SPORTS_LIMITS } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import type { Translate } from '../../../shared/i18n/i18n'
import { formatMoney } from '../../../shared/i18n/i18n'
import { perBet } from './slip-math'
import type { SlipTab } from './slip-store'

/** What the slip shows for a refused placement: the text, and a stake it can offer to set. */
export interface SlipRefusal {
  text: string
  /** The stake the slip's input should take (per combination on a system) to fit the limit. */
  maxStake?: number
}

const dataOf = (error: ApiError) =>
  error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : {}

/**
 * The server's refusal of a placement in words that say what to change (docs/sportsbook.md
 * "System stake"). The slip has no marked fields, so a `VALIDATION_FAILED` ("check the highlighted
 * fields") is named by its field; a system's stake limits come back as whole-ticket stakes and are
 * said per combination, the figure the player typed. Every other refusal's own message already says
 * what to do (MARKET_SUSPENDED: remove the selection, MBS_NOT_MET: add matches …).
 */
export function slipRefusal(error: unknown, t: Translate, slip: { tab: SlipTab; bets: number }): SlipRefusal {
  if (!(error instanceof ApiError)) return { text: error instanceof Error ? error.message : String(error) }
  const data = dataOf(error)
  const system = slip.tab === 'system' && slip.bets > 0
  if (error.code === 'VALIDATION_FAILED') {
    const fields = Object.keys(error.errors ?? {})
    if (fields.includes('systemSizes')) return { text: t('betslip.refused.systemSizes') }
    if (fields.includes('stake')) return { text: t('betslip.refused.stake') }
    if (fields.includes('legs')) return { text: t('betslip.refused.legs') }
    return { text: t('betslip.refused.legs') }
  }
  const maxStake = typeof data.maxStake === 'number' ? data.maxStake : null
  if (
    system &&
    maxStake !== null &&
    (error.code === 'STAKE_TOO_HIGH' || error.code === 'MAX_PAYOUT' || error.code === 'EVENT_PAYOUT_LIMIT')
  ) {
    const unit = perBet(maxStake, slip.bets, 'down')
    if (unit < 0.01) return { text: error.message }
    return {
      text: t('betslip.refused.perBetMax', {
        max: formatMoney(unit),
        total: formatMoney(Math.round(unit * 100 * slip.bets) / 100),
      }),
      maxStake: unit,
    }
  }
  if (system && error.code === 'STAKE_TOO_LOW') {
    const min = typeof data.minStake === 'number' ? data.minStake : SPORTS_LIMITS.stakeMin
    const unit = perBet(min, slip.bets, 'up')
    return {
      text: t('betslip.refused.perBetMin', {
        min: formatMoney(unit),
        total: formatMoney(Math.round(unit * 100 * slip.bets) / 100),
      }),
    }
  }
  return {
    text: error.message,
    maxStake: maxStake !== null && maxStake >= SPORTS_LIMITS.stakeMin ? maxStake : undefined,
  }
}

import type { SportsTicket } from '@galata/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ApiError } from '../../../shared/api/http'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { createStore } from '../../../shared/store/create-store'
import { toast } from '../../../shared/ui/toast'
import { Button } from '../../../shared/ui/button'
import { placeBet } from '../api/bets'
import { useQuickBet } from '../api/share'
import { useFormatOdds } from '../lib/odds-format'
import { slipRefusal } from '../lib/slip-refusal'
import { slipStore, type SlipSelection } from '../lib/slip-store'
import { balanceQuery } from '../../../shared/session/balance'
import sb from './sportsbook.module.css'
import styles from './share.module.css'

/*
 * Hızlı Bahis (docs/sportsbook.md "Quick bet"): with the setting on, a tap on odds places a single at
 * the player's preset stake through the same `POST sports/bets` as the slip, under the slip's
 * odds-change policy, and the slip (and a toast, on phones where the slip is folded) says what was
 * placed, with the ticket.
 */

type QuickResult =
  { kind: 'placed'; ticket: SportsTicket; selection: SlipSelection } | { kind: 'error'; text: string }

const resultStore = createStore<{ result: QuickResult | null; busy: number | null }>({
  result: null,
  busy: null,
})

const newKey = () => crypto.randomUUID()

/**
 * The tap: one single at the preset stake; null while quick bet is off. A plain call rather than a
 * mutation hook: every odds button on a list asks for this.
 */
export function useQuickBetTap(): ((selection: SlipSelection) => void) | null {
  const t = useT()
  const quick = useQuickBet()
  const queryClient = useQueryClient()
  const showOdds = useFormatOdds()
  if (!quick) return null
  return (selection) => {
    if (resultStore.get().busy !== null) return
    resultStore.set({ busy: selection.outcomeId, result: null })
    placeBet({
      kind: 'single',
      legs: [{ outcomeId: selection.outcomeId, odds: selection.odds }],
      stake: quick.stake,
      oddsChange: slipStore.get().policy,
      placementKey: newKey(),
    })
      .then(({ data: ticket }) => {
        resultStore.set({ busy: null, result: { kind: 'placed', ticket, selection } })
        toast.success(
          t(ticket.status === 'pending' ? 'quickbet.pending' : 'quickbet.placed', { id: ticket.id }),
        )
      })
      .catch((error: unknown) => {
        const moved =
          error instanceof ApiError && error.code === 'ODDS_CHANGED'
            ? (error.data as { legs?: { odds: number }[] } | null)?.legs?.[0]?.odds
            : undefined
        const text =
          moved !== undefined
            ? t('quickbet.oddsChanged', { odds: showOdds(moved) })
            : slipRefusal(error, t, { tab: 'single', bets: 1 }).text
        resultStore.set({ busy: null, result: { kind: 'error', text } })
        toast.error(text)
      })
      .finally(
        () =>
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
            queryClient.invalidateQueries({ queryKey: ['sports', 'mybets'] }),
          ]),
      )
  }
}

/** Whether a quick bet on this outcome is on its way (its button shows it busy). */
export const useQuickBusy = (outcomeId: number) => resultStore.useStore((s) => s.busy === outcomeId)

/** The band at the top of the slip while quick bet is on, and the last quick bet's answer. */
export function QuickBetBand() {
  const t = useT()
  const quick = useQuickBet()
  const result = resultStore.useStore((s) => s.result)
  const busy = resultStore.useStore((s) => s.busy !== null)
  const showOdds = useFormatOdds()
  if (!quick) return null
  return (
    <>
      <div className={styles.quickBand} data-testid="quick-bet-on">
        <span className={styles.quickIcon} aria-hidden>
          ⚡
        </span>
        <p>
          <strong>{t('quickbet.title')}</strong> · {t('quickbet.on', { stake: formatMoney(quick.stake) })}
        </p>
        <Link to={paths.dashboard.betSettings}>{t('quickbet.change')}</Link>
      </div>
      {busy && (
        <p className={sb.slipHint} role="status">
          {t('quickbet.placing')}
        </p>
      )}
      {result?.kind === 'placed' && (
        <div className={`${sb.slipOk} ${styles.quickResult}`} role="status" data-testid="quick-bet-placed">
          <p>
            <strong>
              {t(result.ticket.status === 'pending' ? 'quickbet.pending' : 'quickbet.placed', {
                id: result.ticket.id,
              })}
            </strong>
          </p>
          <p>
            {t('quickbet.summary', {
              event: result.selection.event,
              outcome: `${result.selection.market}: ${result.selection.outcome}`,
              odds: showOdds(result.ticket.legs[0]?.odds ?? result.selection.odds),
              stake: formatMoney(result.ticket.stake),
              payout: formatMoney(result.ticket.potentialPayout),
            })}
          </p>
          <Link to={paths.dashboard.myBets}>{t('betslip.seeMyBets')}</Link>
          <Button variant="ghost" size="sm" onClick={() => resultStore.set({ result: null })}>
            {t('coupon.dismiss')}
          </Button>
        </div>
      )}
      {result?.kind === 'error' && (
        <div className={sb.slipError} role="alert" data-testid="quick-bet-error">
          <p>{result.text}</p>
        </div>
      )}
    </>
  )
}

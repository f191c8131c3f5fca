import { LIRA, SPORTS_LIMITS } from '@galata/contract'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { ApiError } from '../../../shared/api/http'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import { NumberInput } from '../../../shared/ui/number-input'
import { QueryState } from '../../../shared/ui/query-state'
import { toast } from '../../../shared/ui/toast'
import { useSaveSportsSettings, useSportsSettings } from '../api/share'
import styles from '../components/share.module.css'

/**
 * Bahis Ayarları (/dashboard/bet-settings, docs/sportsbook.md "Quick bet"): quick bet on or off (off
 * until the player turns it on) and its stake, within the slip's stake limits.
 */
export function BetSettingsPage() {
  const t = useT()
  const hintId = useId()
  const query = useSportsSettings()
  const save = useSaveSportsSettings()
  const [enabled, setEnabled] = useState(false)
  const [stake, setStake] = useState<number | null>(null)
  useEffect(() => {
    if (query.data) {
      setEnabled(query.data.quickBet.enabled)
      setStake(query.data.quickBet.stake)
    }
  }, [query.data])
  const stakeError =
    stake === null
      ? null
      : stake < SPORTS_LIMITS.stakeMin
        ? t('betslip.stakeTooLow', { min: formatMoney(SPORTS_LIMITS.stakeMin) })
        : stake > SPORTS_LIMITS.stakeMax
          ? t('betslip.stakeTooHigh', { max: formatMoney(SPORTS_LIMITS.stakeMax) })
          : null
  const changed =
    query.data !== undefined &&
    (enabled !== query.data.quickBet.enabled || stake !== query.data.quickBet.stake)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (stake === null || stakeError) return
    try {
      await save.mutateAsync({ quickBet: { enabled, stake } })
      toast.success(t('quickbet.saved'))
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('common.error'))
    }
  }

  return (
    <QueryState
      query={query}
      icon="sports"
      errorTitle={t('quickbet.loadError')}
      retryLabel={t('sportsbook.retry')}
      emptyTitle=""
      isEmpty={() => false}
    >
      {() => (
        <section className={styles.card} aria-labelledby={`${hintId}-title`}>
          <h2 id={`${hintId}-title`}>
            <span className={styles.quickIcon} aria-hidden>
              ⚡{' '}
            </span>
            {t('quickbet.title')}
          </h2>
          <form className={styles.settings} onSubmit={submit}>
            <Checkbox
              name="quickBet"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
              aria-describedby={hintId}
            >
              {t('quickbet.enable')}
            </Checkbox>
            <NumberInput
              label={t('quickbet.stake')}
              name="quickBetStake"
              value={stake}
              onChange={setStake}
              min={SPORTS_LIMITS.stakeMin}
              max={SPORTS_LIMITS.stakeMax}
              maxFractionDigits={2}
              step={5}
              prefix={LIRA}
              error={stakeError}
              allowEmpty={false}
            />
            <p id={hintId} className={styles.note}>
              {t('quickbet.help', {
                min: formatMoney(SPORTS_LIMITS.stakeMin),
                max: formatMoney(SPORTS_LIMITS.stakeMax),
              })}
            </p>
            <div>
              <Button
                type="submit"
                variant="gold"
                size="md"
                disabled={!changed || stake === null || stakeError !== null}
                loading={save.isPending}
              >
                {t('quickbet.save')}
              </Button>
            </div>
          </form>
        </section>
      )}
    </QueryState>
  )
}

import { useState } from 'react'
import { ApiError } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { formatWhen } from '../../../shared/protection/format'
import { REALITY_CHECK_CHOICES, useSetRealityCheck, type RgState } from '../../../shared/protection/rg-api'
import { Button } from '../../../shared/ui/button'
import { Select } from '../../../shared/ui/select'
import { toast } from '../../../shared/ui/toast'
import styles from './protection.module.css'

/** The reality-check interval (10–60 minutes, 60 by default); a longer one waits 24 hours. */
export function RealityCheckSection({ state }: { state: RgState }) {
  const t = useT()
  const set = useSetRealityCheck()
  const [minutes, setMinutes] = useState(String(state.realityCheck.minutes))
  const [error, setError] = useState<string | null>(null)
  const pending = state.realityCheck.pending
  return (
    <section id="reality-check" className={styles.section} aria-labelledby="rg-reality">
      <h2 id="rg-reality" className={styles.sectionTitle}>
        {t('rg.reality.title')}
      </h2>
      <p className={styles.intro}>{t('rg.reality.intro')}</p>
      <p className={styles.muted}>{t('rg.reality.current', { n: state.realityCheck.minutes })}</p>
      {pending && (
        <p className={styles.pending}>
          {t('rg.pending', {
            amount: t('rg.minutes', { n: pending.minutes }),
            date: formatWhen(pending.effectiveAt),
          })}
        </p>
      )}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          setError(null)
          set
            .mutateAsync({ minutes: Number(minutes) })
            .then((res) => toast.success(res.message || t('rg.reality.saved')))
            .catch((err: unknown) =>
              setError(err instanceof ApiError && err.message ? err.message : t('common.error')),
            )
        }}
      >
        <Select
          label={t('rg.reality.interval')}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={error}
        >
          {REALITY_CHECK_CHOICES.map((m) => (
            <option key={m} value={String(m)}>
              {t('rg.minutes', { n: m })}
            </option>
          ))}
        </Select>
        <div className={styles.actions}>
          <Button type="submit" loading={set.isPending}>
            {t('rg.save')}
          </Button>
        </div>
      </form>
    </section>
  )
}

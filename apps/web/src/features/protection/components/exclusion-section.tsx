import { useId, useState } from 'react'
import { ApiError } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { formatWhen } from '../../../shared/protection/format'
import {
  RG_EXCLUSIONS,
  RG_TIMEOUTS,
  useRequestLift,
  useSelfExclude,
  useTimeout,
  type RgExclusionPeriod,
  type RgState,
  type RgTimeoutPeriod,
} from '../../../shared/protection/rg-api'
import { endSession } from '../../../shared/session/session-store'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import styles from './protection.module.css'

/** A row of radio buttons drawn as pills. */
export function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string
  name: string
  options: readonly V[]
  value: V | null
  onChange: (v: V) => void
  label: (v: V) => string
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o} className={styles.choice}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
          <span>{label(o)}</span>
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Time-out or self-exclusion: choose the length, tick that it cannot be shortened, press, then say
 * yes once more (LCCP 3.5.4: positive action, a box that must be ticked). Success ends every
 * session, this one included; the page after the reload says what happened.
 */
function ExclusionForm<V extends string>({
  kind,
  options,
}: {
  kind: 'timeout' | 'exclusion'
  options: readonly V[]
}) {
  const t = useT()
  const timeout = useTimeout()
  const exclude = useSelfExclude()
  const busy = timeout.isPending || exclude.isPending
  const [period, setPeriod] = useState<V | null>(null)
  const [ack, setAck] = useState(false)
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const name = useId()
  const label = (v: V) => t(`rg.${kind}.${v}` as Parameters<typeof t>[0])

  const go = async () => {
    if (!period) return
    setError(null)
    try {
      if (kind === 'timeout') await timeout.mutateAsync({ period: period as RgTimeoutPeriod })
      else await exclude.mutateAsync({ period: period as RgExclusionPeriod })
      endSession(kind === 'timeout' ? 'timeout' : 'exclusion')
    } catch (e) {
      setAsking(false)
      setError(e instanceof ApiError && e.message ? e.message : t('common.error'))
    }
  }

  return (
    <div className={styles.page}>
      <Choices
        legend={t(kind === 'timeout' ? 'rg.timeout.choose' : 'rg.exclusion.choose')}
        name={name}
        options={options}
        value={period}
        onChange={(v) => {
          setPeriod(v)
          setAsking(false)
        }}
        label={label}
      />
      <Checkbox checked={ack} onChange={(e) => setAck(e.target.checked)}>
        {t(kind === 'timeout' ? 'rg.timeout.ack' : 'rg.exclusion.ack')}
      </Checkbox>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {asking && period ? (
        <div className={styles.warn} role="alertdialog" aria-labelledby={`${name}-q`}>
          <p id={`${name}-q`}>
            <strong>{t('rg.confirmTitle')}</strong>{' '}
            {t(kind === 'timeout' ? 'rg.confirmTimeout' : 'rg.confirmExclusion', { period: label(period) })}
          </p>
          <div className={styles.actions}>
            <Button variant="gold" onClick={() => void go()} loading={busy}>
              {t('rg.confirmYes')}
            </Button>
            <Button variant="subtle" onClick={() => setAsking(false)} disabled={busy}>
              {t('rg.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="violet" disabled={!period || !ack} onClick={() => setAsking(true)}>
            {t(kind === 'timeout' ? 'rg.timeout.submit' : 'rg.exclusion.submit')}
          </Button>
        </div>
      )}
    </div>
  )
}

/** Asking to lift a self-exclusion whose period is over (MGA: a request, then a cooling-off). */
function LiftRequest({ state }: { state: RgState }) {
  const t = useT()
  const lift = useRequestLift()
  const [error, setError] = useState<string | null>(null)
  const ex = state.selfExclusion
  if (!ex) return null
  if (ex.liftRequestedAt)
    return (
      <p className={styles.pending} role="status">
        {t('rg.lift.pending', { date: formatWhen(ex.liftsAt) })}
      </p>
    )
  if (new Date(ex.liftableFrom).getTime() > Date.now()) return null
  return (
    <section className={styles.section} aria-labelledby="rg-lift">
      <h2 id="rg-lift" className={styles.sectionTitle}>
        {t('rg.lift.title')}
      </h2>
      <p className={styles.intro}>{t('rg.lift.intro')}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          loading={lift.isPending}
          onClick={() =>
            void lift.mutateAsync().catch((e: unknown) => {
              setError(e instanceof ApiError && e.message ? e.message : t('common.error'))
            })
          }
        >
          {t('rg.lift.submit')}
        </Button>
      </div>
    </section>
  )
}

export function TimeoutSection() {
  const t = useT()
  return (
    <section id="timeout" className={styles.section} aria-labelledby="rg-timeout">
      <h2 id="rg-timeout" className={styles.sectionTitle}>
        {t('rg.timeout.title')}
      </h2>
      <p className={styles.intro}>{t('rg.timeout.intro')}</p>
      <ExclusionForm kind="timeout" options={RG_TIMEOUTS} />
    </section>
  )
}

export function ExclusionSection({ state }: { state: RgState }) {
  const t = useT()
  if (state.selfExclusion) return <LiftRequest state={state} />
  return (
    <section id="self-exclusion" className={styles.section} aria-labelledby="rg-exclusion">
      <h2 id="rg-exclusion" className={styles.sectionTitle}>
        {t('rg.exclusion.title')}
      </h2>
      <p className={styles.intro}>{t('rg.exclusion.intro')}</p>
      <ExclusionForm kind="exclusion" options={RG_EXCLUSIONS} />
    </section>
  )
}

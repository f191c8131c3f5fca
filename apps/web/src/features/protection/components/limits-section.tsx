import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../shared/api/http'
import { currentLocale, formatMoney, useT, type Translate } from '../../../shared/i18n/i18n'
import { parseAmount, parseMinutes } from '../../../shared/protection/amount'
import { formatWhen } from '../../../shared/protection/format'
import {
  findLimit,
  RG_KINDS,
  RG_PERIODS,
  useConfirmLimit,
  useSetLimit,
  type RgLimitKind,
  type RgLimitState,
  type RgPeriod,
  type RgState,
} from '../../../shared/protection/rg-api'
import { Button } from '../../../shared/ui/button'
import { TextField } from '../../../shared/ui/text-field'
import { toast } from '../../../shared/ui/toast'
import styles from './protection.module.css'

/** A limit's figure: lira for money kinds, minutes for the session kind. */
export function limitFigure(t: Translate, kind: RgLimitKind, value: number): string {
  return kind === 'session' ? t('rg.minutes', { n: value }) : formatMoney(value)
}

function errorText(error: unknown, t: Translate): string {
  return error instanceof ApiError && error.message ? error.message : t('common.error')
}

/** One period of one limit kind: what is in force, what remains, a pending change, the form. */
function LimitRow({ kind, period, limit }: { kind: RgLimitKind; period: RgPeriod; limit?: RgLimitState }) {
  const t = useT()
  const set = useSetLimit()
  const confirm = useConfirmLimit()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const periodName = t(`rg.period.${period}`)
  const label =
    kind === 'session'
      ? t('rg.newMinutes', { period: periodName })
      : t('rg.newAmount', { period: periodName })
  const id = `rg-${kind}-${period}`

  const save = async (amount: number | null) => {
    setError(null)
    try {
      const res = await set.mutateAsync({ kind, period, amount })
      setText('')
      const after = findLimit(res.data, kind, period)
      toast.success(
        after?.pending
          ? t('rg.savedPending', { date: formatWhen(after.pending.effectiveAt) })
          : res.message || t('rg.saved'),
      )
    } catch (e) {
      setError(errorText(e, t))
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const amount = kind === 'session' ? parseMinutes(text) : parseAmount(text, currentLocale)
    if (amount === null) {
      setError(kind === 'session' ? t('rg.badMinutes') : t('rg.badAmount'))
      return
    }
    void save(amount)
  }

  const confirmPending = async () => {
    setError(null)
    try {
      const res = await confirm.mutateAsync({ kind, period })
      toast.success(res.message || t('rg.saved'))
    } catch (e) {
      setError(errorText(e, t))
    }
  }

  const pending = limit?.pending
  return (
    <div className={styles.row} data-testid={id}>
      <div className={styles.rowHead}>
        <span className={styles.period}>{periodName}</span>
        <span className={styles.figure}>
          {limit ? t('rg.inForce', { amount: limitFigure(t, kind, limit.amount) }) : t('rg.noLimit')}
        </span>
      </div>
      {limit && (
        <span className={styles.muted} data-testid={`${id}-remaining`}>
          {t('rg.remaining', { amount: limitFigure(t, kind, limit.remaining) })}
          {limit.resetsAt ? ` · ${t('rg.resetsAt', { date: formatWhen(limit.resetsAt) })}` : ''}
        </span>
      )}
      {pending && (
        <div className={styles.pending} data-testid={`${id}-pending`}>
          <span>
            {pending.amount === null
              ? t('rg.pendingRemoval', { date: formatWhen(pending.effectiveAt) })
              : t('rg.pending', {
                  amount: limitFigure(t, kind, pending.amount),
                  date: formatWhen(pending.effectiveAt),
                })}
          </span>
          {pending.confirmable && (
            <div className={styles.actions}>
              <span>{t('rg.pendingReady')}</span>
              <Button size="sm" onClick={() => void confirmPending()} loading={confirm.isPending}>
                {t('rg.confirm')}
              </Button>
            </div>
          )}
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id={id + '-input'}
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          placeholder={kind === 'session' ? '120' : t('rg.amountPlaceholder')}
          autoComplete="off"
          prefix={kind === 'session' ? undefined : '₺'}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={set.isPending}>
            {t('rg.save')}
          </Button>
          {limit && !(pending && pending.amount === null) && (
            <Button variant="subtle" onClick={() => void save(null)} disabled={set.isPending}>
              {t('rg.remove')}
            </Button>
          )}
        </div>
      </form>
    </div>
  )
}

/** Deposit, loss, wager and session-time limits, each per 24 hours, 7 days and 1 month (RTS 12). */
export function LimitsSection({ state }: { state: RgState }) {
  const t = useT()
  return (
    <section id="limits" className={styles.section} aria-labelledby="rg-limits">
      <h2 id="rg-limits" className={styles.sectionTitle}>
        {t('rg.limits.title')}
      </h2>
      <p className={styles.intro}>{t('rg.limits.intro')}</p>
      <div className={styles.kinds}>
        {RG_KINDS.map((kind) => (
          <section
            key={kind}
            className={`${styles.kind} ${kind === 'deposit' ? styles.kindPrimary : ''}`}
            aria-labelledby={`rg-kind-${kind}`}
            data-testid={`rg-kind-${kind}`}
          >
            <h3 id={`rg-kind-${kind}`} className={styles.kindTitle}>
              {t(`rg.kind.${kind}`)}
            </h3>
            <p className={styles.kindText}>{t(`rg.kindText.${kind}`)}</p>
            {RG_PERIODS.map((period) => (
              <LimitRow key={period} kind={kind} period={period} limit={findLimit(state, kind, period)} />
            ))}
          </section>
        ))}
      </div>
    </section>
  )
}

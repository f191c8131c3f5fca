import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import {
  localizedFieldErrors,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  rgBackofficeLimitSchema,
  type ApiData,
  type RgBackofficeLimitRequest,
  type RgLimitKind,
  type RgPeriod,
} from '@galata/contract'
import { boAnswer, BoApiError } from '../api/client'
import { dictionary, type MessageKey } from '../i18n/dictionary'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { Item, Outcome, Panel, SmallTable, useAct, type Message } from './act'
import { Field, lira } from './four-eyes-forms'

/*
 * Responsible gaming on the player page (docs/backoffice.md "The page's lists", docs/player-
 * protection.md): what GET players/:id/rg answers — the limits in force with their pending changes,
 * the reality check, a time-out or self-exclusion, the audited history — and the operator's acts:
 * a limit on the player's request (rg.protect; a tightening applies at once, a loosening is filed
 * for a second member) and a self-exclusion lift as a four-eyes request (rg.lift). The server's
 * message says which of the two happened.
 */

type RgAnswer = ApiData<'backoffice/players/:id/rg'>

export function RgSection({ playerId, rg }: { playerId: number; rg: UseQueryResult<RgAnswer> }) {
  const { t, dateTime, money } = useI18n()
  const can = useCan()
  const known = (key: string, raw: string) => (key in dictionary ? t(key as MessageKey) : raw)
  if (rg.isPending) return <p role="status">{t('app.loading')}</p>
  if (rg.isError)
    return (
      <p className="bo-error" role="alert">
        {rg.error.message}
      </p>
    )
  const { state, history } = rg.data
  const amountOf = (kind: RgLimitKind, amount: number | null) =>
    amount === null ? t('rg.removed') : kind === 'session' ? t('rg.minutes', { n: amount }) : money(amount)
  const exclusion = state.selfExclusion
  return (
    <>
      <div className="bo-grid">
        <Panel title={t('rg.state')} testId="rg-detail">
          <dl className="bo-dl">
            <Item label={t('player.timeoutActive')}>
              {state.timeout ? t('rg.until', { until: dateTime(state.timeout.until) }) : t('player.no')}
            </Item>
            <Item label={t('player.exclusionActive')}>
              {exclusion
                ? `${t(`period.${exclusion.period}`)} · ${t('rg.liftableFrom', { at: dateTime(exclusion.liftableFrom) })}${
                    exclusion.liftsAt ? ` · ${t('rg.liftsAt', { at: dateTime(exclusion.liftsAt) })}` : ''
                  }`
                : t('player.no')}
            </Item>
            <Item label={t('rg.realityCheck')}>
              {state.realityCheck.minutes
                ? t('rg.minutes', { n: state.realityCheck.minutes })
                : t('player.no')}
            </Item>
            <Item label={t('rg.canPlay')}>{t(state.canPlay ? 'player.yes' : 'player.no')}</Item>
            <Item label={t('rg.canDeposit')}>{t(state.canDeposit ? 'player.yes' : 'player.no')}</Item>
          </dl>
        </Panel>
        {can('rg.protect') ? <LimitForm playerId={playerId} /> : null}
        {can('rg.lift') && exclusion && !exclusion.liftRequestedAt ? <LiftForm playerId={playerId} /> : null}
      </div>
      <h2>{t('rg.limits')}</h2>
      <SmallTable
        caption={t('rg.limits')}
        testId="rg-limits"
        head={[
          t('col.kind'),
          t('rg.period'),
          t('col.amount'),
          t('rg.used'),
          t('rg.remaining'),
          t('rg.pending'),
        ]}
        rows={state.limits.map((l) => [
          t(`rgKind.${l.kind}`),
          t(`rgPeriod.${l.period}`),
          amountOf(l.kind, l.amount),
          amountOf(l.kind, l.used),
          amountOf(l.kind, l.remaining),
          l.pending
            ? t('rg.pendingFrom', {
                amount: amountOf(l.kind, l.pending.amount),
                at: dateTime(l.pending.effectiveAt),
              })
            : '—',
        ])}
        numeric={[2, 3, 4]}
      />
      <h2>{t('rg.history')}</h2>
      <SmallTable
        caption={t('rg.history')}
        head={[
          t('col.at'),
          t('col.kind'),
          t('rg.subject'),
          t('rg.old'),
          t('rg.new'),
          t('rg.effective'),
          t('col.actor'),
        ]}
        rows={history.map((c) => [
          dateTime(c.at),
          known(`rgChange.${c.kind}`, c.kind),
          c.subject ?? '—',
          c.old ?? '—',
          c.new ?? '—',
          c.effectiveAt ? dateTime(c.effectiveAt) : '—',
          known(`role.${c.actorRole}`, c.actorRole),
        ])}
      />
    </>
  )
}

/** A limit on the player's request: kind, period, the amount (empty removes it) and the reason. */
function LimitForm({ playerId }: { playerId: number }) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<RgLimitKind>('deposit')
  const [period, setPeriod] = useState<RgPeriod>('day')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<Message>(null)
  const title = useId()
  const mutation = useMutation({
    mutationFn: (body: RgBackofficeLimitRequest) =>
      boAnswer('backoffice/players/:id/rg/limits', { params: { id: playerId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['bo', 'player', String(playerId), 'rg'], answer.data)
      setMessage({ ok: true, text: answer.message })
    },
    onError: (error) => {
      if (error instanceof BoApiError) setErrors(error.errors ?? {})
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) })
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(null)
    const parsed = rgBackofficeLimitSchema.safeParse({
      kind,
      period,
      amount: amount.trim() ? lira(amount) : null,
      reason: reason.trim(),
    })
    if (!parsed.success) return setErrors(localizedFieldErrors(parsed.error, locale))
    setErrors({})
    mutation.mutate(parsed.data)
  }
  return (
    <form
      className="bo-panel bo-form"
      onSubmit={submit}
      aria-labelledby={title}
      noValidate
      data-testid="limit-form"
    >
      <h2 id={title}>{t('rg.setLimit')}</h2>
      <Field label={t('col.kind')} error={errors.kind}>
        {(p) => (
          <select {...p} value={kind} onChange={(e) => setKind(e.target.value as RgLimitKind)}>
            {RG_LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`rgKind.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('rg.period')} error={errors.period}>
        {(p) => (
          <select {...p} value={period} onChange={(e) => setPeriod(e.target.value as RgPeriod)}>
            {RG_PERIODS.map((x) => (
              <option key={x} value={x}>
                {t(`rgPeriod.${x}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t(kind === 'session' ? 'rg.amountMinutes' : 'rg.amountLira')} error={errors.amount}>
        {(p) => (
          <input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        )}
      </Field>
      <Field label={t('action.reason')} error={errors.reason}>
        {(p) => (
          <textarea
            {...p}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={mutation.isPending}>
          {t('rg.setLimitSubmit')}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  )
}

/** The player's written request to lift a self-exclusion whose period is over: filed for a second member. */
function LiftForm({ playerId }: { playerId: number }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const ids = { title: useId(), reason: useId() }
  const { mutation, message } = useAct(
    (why: string) =>
      boAnswer('backoffice/players/:id/rg/selfexclusion/lift', {
        params: { id: playerId },
        body: { reason: why },
      }),
    (answer) => {
      queryClient.setQueryData(['bo', 'player', String(playerId), 'rg'], answer.data)
      void queryClient.invalidateQueries({ queryKey: ['bo', 'actions'] })
      return answer.message
    },
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    mutation.mutate(reason.trim())
  }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('rg.lift')}</h2>
      <p className="bo-dim">{t('rg.liftHint')}</p>
      <label htmlFor={ids.reason}>{t('action.reason')}</label>
      <textarea
        id={ids.reason}
        value={reason}
        maxLength={500}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={mutation.isPending}>
          {t('rg.liftSubmit')}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  )
}

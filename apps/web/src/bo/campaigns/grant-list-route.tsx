import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import {
  BONUS_GRANT_REASONS,
  bonusGrantReasonLabels,
  GRANT_LIST_LIMITS,
  grantListFileSchema,
  issueCode,
  validationMessage,
  type BonusGrantReason,
  type GrantList,
} from '@galata/contract'
import { boAnswer, boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { GrantRows } from './grant-rows'

/*
 * /bo/campaigns/grants (docs/backoffice.md "Grant lists"): a CRM member chooses a CSV of players
 * and amounts; the server reads it and answers each row's problem, shown in a table; a list with no
 * problem is filed, with the wagering, days, reason and note for every row, as one pending action
 * that a second member approves on /bo/actions.
 */

type Field = 'wageringMultiplier' | 'validDays' | 'reason' | 'note' | 'csv'

export default function GrantListRoute() {
  const { t, money, locale } = useI18n()
  const can = useCan()
  const ids = { file: useId(), x: useId(), days: useId(), reason: useId(), note: useId(), title: useId() }
  const [csv, setCsv] = useState<string | null>(null)
  const [fileName, setFileName] = useState('')
  const [checked, setChecked] = useState<GrantList | null>(null)
  const [x, setX] = useState('10')
  const [days, setDays] = useState('14')
  const [reason, setReason] = useState<BonusGrantReason>('retention')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [filed, setFiled] = useState<{ id: number; message: string } | null>(null)

  const check = useMutation({
    mutationFn: (text: string) => boCall('backoffice/bonus-grants/lists/check', { body: { csv: text } }),
    onSuccess: setChecked,
  })
  const file = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      boAnswer('backoffice/bonus-grants/lists', { body: body as never }),
    onSuccess: (answer) => {
      setFiled({ id: answer.data.id, message: answer.message })
      setChecked(null)
      setCsv(null)
      setFileName('')
    },
    onError: (error) => {
      // The list changed under the check (a player excluded since): the rows come back with their problems.
      if (error instanceof BoApiError && error.code === 'GRANT_LIST_INVALID' && error.data)
        setChecked(error.data as GrantList)
    },
  })

  if (!can('bonuses.grant'))
    return (
      <section className="bo-page">
        <h1>{t('grants.title')}</h1>
        <p className="bo-dim">{t('grants.notAllowed')}</p>
      </section>
    )

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0]
    setFiled(null)
    setChecked(null)
    file.reset()
    if (!chosen) return
    setFileName(chosen.name)
    if (chosen.size > GRANT_LIST_LIMITS.csvChars * 2) {
      setErrors({ csv: t('grants.tooBig') })
      return
    }
    const text = await chosen.text()
    setErrors({})
    setCsv(text)
    check.mutate(text)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = {
      csv: csv ?? '',
      wageringMultiplier: x.trim() === '' ? x : Number(x),
      validDays: days.trim() === '' ? days : Number(days),
      reason,
      note,
    }
    const parsed = grantListFileSchema.safeParse(body)
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues)
        next[(String(issue.path[0] ?? 'csv') as Field) ?? 'csv'] ??=
          issue.path[0] === 'csv' ? t('grants.chooseFirst') : validationMessage(issueCode(issue), locale)
      setErrors(next)
      return
    }
    setErrors({})
    file.mutate(body)
  }

  const ready = checked !== null && checked.invalid === 0 && checked.valid > 0
  const err = (f: Field, id: string) =>
    errors[f] ? (
      <span id={`${id}-err`} className="bo-error">
        {errors[f]}
      </span>
    ) : null
  const described = (f: Field, id: string) =>
    errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-err` } : {}
  const serverError =
    (check.error instanceof BoApiError ? check.error.message : null) ??
    (file.error instanceof BoApiError ? file.error.message : null)

  return (
    <section className="bo-page">
      <h1>{t('grants.title')}</h1>
      <p className="bo-dim">{t('grants.intro', { max: GRANT_LIST_LIMITS.rows })}</p>
      <pre className="bo-panel" aria-label={t('grants.example')}>
        {'player,amount,reason,campaign\n1234567,150,vip,\nayse@example.com,75.50,,first_deposit'}
      </pre>
      <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title} noValidate>
        <h2 id={ids.title}>{t('grants.formTitle')}</h2>
        <div className="bo-field">
          <label htmlFor={ids.file}>{t('grants.file')}</label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => void choose(e)}
            {...described('csv', ids.file)}
          />
          {err('csv', ids.file)}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.x}>{t('grants.wagering')}</label>
          <input
            id={ids.x}
            inputMode="numeric"
            value={x}
            onChange={(e) => setX(e.target.value)}
            {...described('wageringMultiplier', ids.x)}
          />
          {err('wageringMultiplier', ids.x)}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.days}>{t('grants.days')}</label>
          <input
            id={ids.days}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            {...described('validDays', ids.days)}
          />
          {err('validDays', ids.days)}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.reason}>{t('grants.reason')}</label>
          <select
            id={ids.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value as BonusGrantReason)}
          >
            {BONUS_GRANT_REASONS.map((r) => (
              <option key={r} value={r}>
                {bonusGrantReasonLabels[r][locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.note}>{t('grants.note')}</label>
          <textarea
            id={ids.note}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...described('note', ids.note)}
          />
          {err('note', ids.note)}
        </div>
        <p
          role="status"
          className={checked ? (ready ? 'bo-ok' : 'bo-error') : 'bo-dim'}
          data-testid="grants-summary"
        >
          {check.isPending
            ? t('grants.checking')
            : checked
              ? t(checked.invalid ? 'grants.summaryBad' : 'grants.summaryOk', {
                  file: fileName,
                  valid: checked.valid,
                  invalid: checked.invalid,
                  total: money(checked.total),
                })
              : ''}
        </p>
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={!ready || file.isPending}>
            {t('grants.submit')}
          </button>
        </div>
        {serverError ? (
          <p className="bo-error" role="alert">
            {serverError}
          </p>
        ) : null}
        {filed ? (
          <p className="bo-ok" role="alert">
            {filed.message} <Link to="/bo/actions">{t('grants.toActions', { id: filed.id })}</Link>
          </p>
        ) : null}
      </form>
      {checked ? <GrantRows list={checked} caption={t('grants.rowsCaption', { file: fileName })} /> : null}
    </section>
  )
}

import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  BONUS_GRANT_REASONS,
  bonusGrantReasonLabels,
  bonusGrantRequestSchema,
  CORRECTION_REASONS,
  correctionReasonLabels,
  correctionRequestSchema,
  localizedFieldErrors,
  type PendingAction,
} from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { Outcome } from './act'

/*
 * The player page's four-eyes forms (docs/backoffice.md "Four eyes screens"): a balance correction
 * (corrections.file) and a bonus granted by hand (bonuses.grant). Each is checked in the browser
 * with the contract's own schema, filed as a pending action, and the maker is told it now waits
 * for a second member; the server's refusals (and its field errors) show in the same places.
 */

type Errors = Record<string, string>

function useFile<S extends z.ZodType>(schema: S, file: (body: z.output<S>) => Promise<PendingAction>) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<Errors>({})
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const mutation = useMutation({
    mutationFn: file,
    onSuccess: (action) => {
      setErrors({})
      setMessage({ ok: true, text: t('fourEyes.waiting', { id: action.id }) })
      void queryClient.invalidateQueries({ queryKey: ['bo', 'actions'] })
    },
    onError: (error) => {
      if (error instanceof BoApiError) {
        setErrors(error.errors ?? {})
        setMessage({ ok: false, text: error.message })
      } else setMessage({ ok: false, text: String(error) })
    },
  })
  const submit = (raw: unknown) => {
    setMessage(null)
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      setErrors(localizedFieldErrors(parsed.error, locale))
      return
    }
    setErrors({})
    mutation.mutate(parsed.data)
  }
  return { errors, message, submit, pending: mutation.isPending }
}

/** A lira amount typed in either language's way ("1.250,50" or "1250.50"); NaN when it is not one. */
export function lira(text: string): number {
  const s = text.trim().replace(/\s/g, '')
  if (!s) return Number.NaN
  const normalised = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s
  return /^[+-]?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN
}

export function CorrectionForm({ playerId }: { playerId: number }) {
  const { t, locale } = useI18n()
  const [balance, setBalance] = useState<'cash' | 'bonus'>('cash')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState<string>(CORRECTION_REASONS[0])
  const [note, setNote] = useState('')
  const title = useId()
  const { errors, message, submit, pending } = useFile(correctionRequestSchema, (body) =>
    boCall('backoffice/corrections', { body }),
  )
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit({ playerId, balance, amount: lira(amount), reason, note: note.trim() })
  }
  return (
    <form className="bo-panel bo-form" onSubmit={onSubmit} aria-labelledby={title} noValidate>
      <h2 id={title}>{t('correction.title')}</h2>
      <Field label={t('correction.balance')} error={errors.balance}>
        {(p) => (
          <select
            {...p}
            name="balance"
            value={balance}
            onChange={(e) => setBalance(e.target.value as 'cash')}
          >
            <option value="cash">{t('account.cash')}</option>
            <option value="bonus">{t('account.bonus')}</option>
          </select>
        )}
      </Field>
      <TextField
        label={t('correction.amount')}
        error={errors.amount}
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <ReasonAndNote
        reasons={CORRECTION_REASONS.map((r) => ({ value: r, label: correctionReasonLabels[r][locale] }))}
        reason={[reason, setReason]}
        note={[note, setNote]}
        errors={errors}
      />
      <SubmitRow label={t('correction.submit')} pending={pending} message={message} />
    </form>
  )
}

export function BonusGrantForm({ playerId }: { playerId: number }) {
  const { t, locale } = useI18n()
  const [amount, setAmount] = useState('')
  const [wagering, setWagering] = useState('10')
  const [days, setDays] = useState('7')
  const [reason, setReason] = useState<string>(BONUS_GRANT_REASONS[0])
  const [note, setNote] = useState('')
  const title = useId()
  const { errors, message, submit, pending } = useFile(bonusGrantRequestSchema, (body) =>
    boCall('backoffice/bonus-grants', { body }),
  )
  const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit({
      playerId,
      amount: lira(amount),
      wageringMultiplier: whole(wagering),
      validDays: whole(days),
      reason,
      note: note.trim(),
    })
  }
  return (
    <form className="bo-panel bo-form" onSubmit={onSubmit} aria-labelledby={title} noValidate>
      <h2 id={title}>{t('grant.title')}</h2>
      <TextField
        label={t('grant.amount')}
        error={errors.amount}
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <TextField
        label={t('grant.wagering')}
        error={errors.wageringMultiplier}
        name="wageringMultiplier"
        inputMode="numeric"
        value={wagering}
        onChange={setWagering}
      />
      <TextField
        label={t('grant.days')}
        error={errors.validDays}
        name="validDays"
        inputMode="numeric"
        value={days}
        onChange={setDays}
      />
      <ReasonAndNote
        reasons={BONUS_GRANT_REASONS.map((r) => ({ value: r, label: bonusGrantReasonLabels[r][locale] }))}
        reason={[reason, setReason]}
        note={[note, setNote]}
        errors={errors}
      />
      <SubmitRow label={t('grant.submit')} pending={pending} message={message} />
    </form>
  )
}

/** A typed-in field of a four-eyes form (an amount or a whole number), its error under it. */
function TextField(props: {
  label: string
  error: string | undefined
  name: string
  inputMode: 'decimal' | 'numeric'
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(p) => (
        <input
          {...p}
          name={props.name}
          inputMode={props.inputMode}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  )
}

type State = [string, (value: string) => void]

/** The reason code and the free text every four-eyes request carries into the audit log. */
function ReasonAndNote(props: {
  reasons: { value: string; label: string }[]
  reason: State
  note: State
  errors: Errors
}) {
  const { t } = useI18n()
  const [reason, setReason] = props.reason
  const [note, setNote] = props.note
  return (
    <>
      <Field label={t('correction.reason')} error={props.errors.reason}>
        {(p) => (
          <select {...p} name="reason" value={reason} onChange={(e) => setReason(e.target.value)}>
            {props.reasons.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('correction.note')} error={props.errors.note}>
        {(p) => (
          <textarea
            {...p}
            name="note"
            value={note}
            maxLength={500}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
    </>
  )
}

function SubmitRow(props: {
  label: string
  pending: boolean
  message: { ok: boolean; text: string } | null
}) {
  return (
    <>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={props.pending}>
          {props.label}
        </button>
      </div>
      <Outcome message={props.message} />
    </>
  )
}

interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

export function Field({
  label,
  error,
  children,
}: {
  label: string
  error: string | undefined
  children: (props: ControlProps) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <span id={errorId} className="bo-error">
          {error}
        </span>
      ) : null}
    </>
  )
}

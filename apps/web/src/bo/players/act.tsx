import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'

/*
 * The player page's building blocks (docs/backoffice.md "The console (/bo)"): a panel, a term and
 * its value, and an act — a call whose answer (or refusal, in the member's language from the
 * server) shows under its form. Every form of the page is one of these, so the markup lives once.
 */

export type Message = { ok: boolean; text: string } | null

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId()
  return (
    <section className="bo-panel" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

export function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function Outcome({ message, testId }: { message: Message; testId?: string }) {
  return (
    <p role="status" className={message ? (message.ok ? 'bo-ok' : 'bo-error') : 'bo-sr'} data-testid={testId}>
      {message?.text ?? ''}
    </p>
  )
}

/** One act: the call, and the sentence its answer (or the server's refusal) becomes. */
export function useAct<I, T>(act: (input: I) => Promise<T>, done: (result: T) => string) {
  const [message, setMessage] = useState<Message>(null)
  const mutation = useMutation({
    mutationFn: act,
    onMutate: () => setMessage(null),
    onSuccess: (result) => setMessage({ ok: true, text: done(result) }),
    onError: (error) =>
      setMessage({ ok: false, text: error instanceof BoApiError ? error.message : String(error) }),
  })
  return { mutation, message }
}
export type Act<I> = { mutation: { mutate: (input: I) => void; isPending: boolean }; message: Message }

/**
 * A choice and the reason for the audit log, as most of the page's acts ask them: the form's
 * markup once, the act and its answer in the caller.
 */
export function ChoiceForm(props: {
  title: string
  choiceLabel: string
  options: readonly { value: string; label: string }[]
  initial: string
  submitLabel: string
  act: Act<{ choice: string; reason: string }>
  /** What the form acts on now (the current blocks), above the choice. */
  children?: ReactNode
  testId?: string
}) {
  const { t } = useI18n()
  const [choice, setChoice] = useState(props.initial)
  const [reason, setReason] = useState('')
  const ids = { choice: useId(), reason: useId(), title: useId() }
  const { mutation, message } = props.act
  const submit = (e: FormEvent) => {
    e.preventDefault()
    mutation.mutate({ choice, reason: reason.trim() })
  }
  return (
    <form
      className="bo-panel bo-form"
      onSubmit={submit}
      aria-labelledby={ids.title}
      data-testid={props.testId}
    >
      <h2 id={ids.title}>{props.title}</h2>
      {props.children}
      <label htmlFor={ids.choice}>{props.choiceLabel}</label>
      <select id={ids.choice} value={choice} onChange={(e) => setChoice(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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
          {props.submitLabel}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  )
}

/**
 * A button whose act asks first: the first press shows the question with "Yes" and "Cancel" (the
 * focus moves to "Yes"); only "Yes" calls. For acts with no reason to type (account care).
 */
export function ConfirmButton({ label, question, act }: { label: string; question: string; act: Act<void> }) {
  const { t } = useI18n()
  const [asking, setAsking] = useState(false)
  const yes = useRef<HTMLButtonElement>(null)
  const again = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  useEffect(() => {
    if (asking) yes.current?.focus()
  }, [asking])
  const close = () => {
    setAsking(false)
    // Back where the member was, once the question's buttons are gone.
    setTimeout(() => again.current?.focus(), 0)
  }
  return (
    <div className="bo-confirm">
      {asking ? (
        <div role="group" aria-labelledby={questionId} className="bo-actions">
          <span id={questionId}>{question}</span>
          <button
            ref={yes}
            type="button"
            className="bo-button bo-danger"
            disabled={act.mutation.isPending}
            onClick={() => {
              act.mutation.mutate()
              close()
            }}
          >
            {t('confirm.yes')}
          </button>
          <button type="button" className="bo-button bo-ghost" onClick={close}>
            {t('confirm.cancel')}
          </button>
        </div>
      ) : (
        <button ref={again} type="button" className="bo-button" onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
      <Outcome message={act.message} />
    </div>
  )
}

/** A short list the API answers whole (the RG history, consents' changes): a plain table, or "None." */
export function SmallTable({
  caption,
  head,
  rows,
  numeric = [],
  testId,
}: {
  caption: string
  head: string[]
  rows: ReactNode[][]
  numeric?: number[]
  testId?: string
}) {
  const { t } = useI18n()
  const id = useId()
  if (rows.length === 0) return <p className="bo-dim">{t('player.none')}</p>
  return (
    <div className="bo-scroll" role="region" aria-labelledby={id} tabIndex={0} data-testid={testId}>
      <table className="bo-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
                <td key={j} className={numeric.includes(j) ? 'bo-num' : undefined}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

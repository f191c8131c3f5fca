import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BoApiError } from '../api/client'

/*
 * Closing an item with a note (docs/backoffice.md "The dashboard and RG flags screens", and
 * docs/providers.md "Reconciliation", back office): the table cell that shows who closed it, or the
 * button that opens the form, and the form itself (a note of 1–1000 characters, sent once, the
 * lists reloaded). The RG flags' review and the reconciliation's explanation are this one form.
 */

/** The cell: closed (who, when, the note), or the button for those who may close it, or "open". */
export function NoteCell(props: {
  /** "Reviewed by #3 on …" when closed; null while open. */
  closedBy: string | null
  note: string | null
  /** The button's label, when this member may close it. */
  action: string | null
  onAction: () => void
  openLabel: string
}) {
  if (props.closedBy !== null)
    return (
      <span>
        {props.closedBy}
        <br />
        {props.note}
      </span>
    )
  return props.action !== null ? (
    <button type="button" className="bo-button bo-ghost" onClick={props.onAction}>
      {props.action}
    </button>
  ) : (
    <span className="bo-dim">{props.openLabel}</span>
  )
}

/** The form above the table: the item in words, the note, submit and cancel; the API's refusal below. */
export function NoteForm(props: {
  title: string
  /** The form's heading level on its page (a form inside a section of its own is one level down). */
  level: 2 | 3
  className?: string
  /** What is being closed, in words. */
  summary: ReactNode
  labels: { note: string; submit: string; cancel: string }
  send: (note: string) => Promise<unknown>
  /** The lists to read again once it is closed. */
  reload: readonly (readonly unknown[])[]
  /** Said once it is closed. */
  done: string
  onClose: (message: string | null) => void
}) {
  const queryClient = useQueryClient()
  const [note, setNote] = useState('')
  const ids = { title: useId(), note: useId() }
  const close = useMutation({
    mutationFn: () => props.send(note.trim()),
    onSuccess: () => {
      for (const queryKey of props.reload) void queryClient.invalidateQueries({ queryKey })
      props.onClose(props.done)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    close.mutate()
  }
  const error = close.error instanceof BoApiError ? close.error : null
  const Heading = props.level === 2 ? 'h2' : 'h3'
  return (
    <form
      className={`bo-panel bo-form${props.className ? ` ${props.className}` : ''}`}
      onSubmit={submit}
      aria-labelledby={ids.title}
    >
      <Heading id={ids.title}>{props.title}</Heading>
      <p>{props.summary}</p>
      <label htmlFor={ids.note}>{props.labels.note}</label>
      <textarea
        id={ids.note}
        value={note}
        maxLength={1000}
        rows={3}
        required
        autoFocus
        aria-invalid={error?.errors?.note ? true : undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={close.isPending || !note.trim()}>
          {props.labels.submit}
        </button>
        <button type="button" className="bo-button bo-ghost" onClick={() => props.onClose(null)}>
          {props.labels.cancel}
        </button>
      </div>
      {error ? (
        <p className="bo-error" role="alert">
          {error.errors?.note ?? error.message}
        </p>
      ) : null}
    </form>
  )
}

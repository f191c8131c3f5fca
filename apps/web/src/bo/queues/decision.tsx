import { useId, type FormEvent } from 'react'
import { useI18n } from '../i18n/i18n'

/**
 * The foot of a queue's review panel (docs/backoffice.md "Payment and document queues"): approve, or
 * reject with a reason, while the item can be decided; close; and the answer below. Both queues ask
 * the same way; each says what approving and rejecting call.
 */
export function DecisionControls(props: {
  /** The item is pending and the member may decide it. */
  open: boolean
  busy: boolean
  /**
   * Shown but refused: a frozen payment (docs/backoffice.md "Payment and document queues"); the id
   * of the text saying why, read with the disabled buttons.
   */
  lockedBy?: string
  /** Approval alone refused (a crypto withdrawal below the processor's minimum): the reason's id. */
  approveLockedBy?: string
  labels: { approve: string; reject: string; reason: string }
  reasonMax: number
  reason: string
  onReason: (text: string) => void
  onApprove: () => void
  onReject: () => void
  onClose: () => void
  message: { ok: boolean; text: string } | null
  outcomeTestId: string
}) {
  const { t } = useI18n()
  const reasonId = useId()
  const close = (
    <button type="button" className="bo-button bo-ghost" onClick={props.onClose}>
      {t('pay.close')}
    </button>
  )
  const reject = (e: FormEvent) => {
    e.preventDefault()
    props.onReject()
  }
  return (
    <>
      {props.open ? (
        <form className="bo-form" onSubmit={reject}>
          <div className="bo-actions">
            <button
              type="button"
              className="bo-button"
              disabled={props.busy || !!props.lockedBy || !!props.approveLockedBy}
              aria-describedby={props.lockedBy ?? props.approveLockedBy}
              onClick={props.onApprove}
            >
              {props.labels.approve}
            </button>
          </div>
          <label htmlFor={reasonId}>{props.labels.reason}</label>
          <textarea
            id={reasonId}
            value={props.reason}
            required
            minLength={3}
            maxLength={props.reasonMax}
            rows={2}
            onChange={(e) => props.onReason(e.target.value)}
          />
          <div className="bo-actions">
            <button
              type="submit"
              className="bo-button bo-danger"
              disabled={props.busy || !!props.lockedBy}
              aria-describedby={props.lockedBy}
            >
              {props.labels.reject}
            </button>
            {close}
          </div>
        </form>
      ) : (
        <div className="bo-actions">{close}</div>
      )}
      <p
        role="status"
        className={props.message ? (props.message.ok ? 'bo-ok' : 'bo-error') : 'bo-sr'}
        data-testid={props.outcomeTestId}
      >
        {props.message?.text ?? ''}
      </p>
    </>
  )
}

import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KYC_REASON_MAX, type BackofficeKycDocument } from '@galata/contract'
import { boCall, BoApiError, boFile } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DecisionControls } from './decision'

/**
 * One identity document under review (docs/backoffice.md "Payment and document queues"): shown
 * inline from the authorised stream (a blob: URL revoked when the review closes), approved or
 * rejected with kyc.decide. The queue and the player page's documents open the same review.
 */
export function DocumentReview({
  document: doc,
  onClose,
}: {
  document: BackofficeKycDocument
  onClose: () => void
}) {
  const { t, dateTime } = useI18n()
  const can = useCan()
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = { title: useId() }
  const [current, setCurrent] = useState(doc)
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [url, setUrl] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  useEffect(() => heading.current?.focus(), [])

  // The bytes through the authorised stream; the blob: URL lives as long as this review.
  useEffect(() => {
    let made: string | null = null
    let gone = false
    boFile('backoffice/kyc/documents/:id/file', doc.id).then(
      (blob) => {
        if (gone) return
        made = URL.createObjectURL(new Blob([blob], { type: doc.contentType }))
        setUrl(made)
      },
      (error: unknown) => {
        if (!gone) setFileError(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      gone = true
      if (made) URL.revokeObjectURL(made)
    }
  }, [doc.id, doc.contentType])

  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      action === 'approve'
        ? boCall('backoffice/kyc/documents/:id/approve', { params: { id: doc.id }, body: {} })
        : boCall('backoffice/kyc/documents/:id/reject', {
            params: { id: doc.id },
            body: { reason: reason.trim() },
          }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', 'kyc'] })
      setCurrent(result.document)
      setMessage({
        ok: true,
        text: t('kyc.done', {
          status: t(`kyc.status.${result.document.status}`).toLocaleLowerCase(),
          player: t(`kyc.player.${result.playerStatus}`).toLocaleLowerCase(),
        }),
      })
    },
    onError: (error) => {
      if (error instanceof BoApiError) setMessage({ ok: false, text: error.message })
      else throw error
    },
  })
  return (
    <section className="bo-panel bo-review" aria-labelledby={ids.title} data-testid="kyc-review">
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('kyc.review', { id: current.id })} · {t(`kyc.kind.${current.kind}`)} · {current.username}
      </h2>
      <dl className="bo-dl">
        <div>
          <dt>{t('col.player')}</dt>
          <dd>
            <Link to={`/bo/players/${current.playerId}`}>
              {current.username} (#{current.playerId})
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('col.file')}</dt>
          <dd>
            {current.name} ({current.contentType}, {Math.ceil(current.size / 1024)} KB)
          </dd>
        </div>
        <div>
          <dt>{t('col.at')}</dt>
          <dd>{dateTime(current.uploadedAt)}</dd>
        </div>
        <div>
          <dt>{t('col.status')}</dt>
          <dd>{t(`kyc.status.${current.status}`)}</dd>
        </div>
        {current.reason ? (
          <div>
            <dt>{t('pay.note')}</dt>
            <dd>{current.reason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="bo-viewer" data-testid="kyc-viewer">
        {fileError ? (
          <p className="bo-error" role="alert">
            {fileError}
          </p>
        ) : !url ? (
          <p role="status">{t('kyc.loadingFile')}</p>
        ) : current.contentType === 'application/pdf' ? (
          <>
            <iframe src={url} title={t('kyc.pdf', { name: current.name })} />
            <a href={url} target="_blank" rel="noreferrer">
              {t('kyc.openFile')}
            </a>
          </>
        ) : (
          <img src={url} alt={t('kyc.viewer', { name: current.name })} />
        )}
      </div>
      <DecisionControls
        open={current.status === 'pending' && can('kyc.decide')}
        busy={decide.isPending}
        labels={{ approve: t('kyc.approve'), reject: t('kyc.reject'), reason: t('kyc.rejectReason') }}
        reasonMax={KYC_REASON_MAX}
        reason={reason}
        onReason={setReason}
        onApprove={() => decide.mutate('approve')}
        onReject={() => decide.mutate('reject')}
        onClose={onClose}
        message={message}
        outcomeTestId="kyc-outcome"
      />
    </section>
  )
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KYC_DOCUMENT_STATUSES, KYC_REASON_MAX, type BackofficeKycDocument } from '@galata/contract'
import { boCall, BoApiError, boFile } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { ageOf } from './age'
import { DecisionControls } from './decision'

/*
 * Identity documents (docs/backoffice.md "Payment and document queues"): the review queue of
 * GET backoffice/kyc/documents (pending first, oldest first), one document shown inline from the
 * authorised stream (…/documents/:id/file, fetched with the staff token into a blob: URL — a
 * document never has a public address), approved or rejected with the reason the player reads.
 * The route answers a list without a total, so the pager moves while a page comes back full.
 */

const TAKE = 50

export default function KycRoute() {
  const { t, dateTime } = useI18n()
  const [status, setStatus] = useState<(typeof KYC_DOCUMENT_STATUSES)[number]>('pending')
  const [draftStatus, setDraftStatus] = useState(status)
  const [player, setPlayer] = useState('')
  const [draftPlayer, setDraftPlayer] = useState('')
  const [skip, setSkip] = useState(0)
  const [selected, setSelected] = useState<BackofficeKycDocument | null>(null)
  const ids = { status: useId(), player: useId(), caption: useId() }
  const list = useQuery({
    queryKey: ['bo', 'kyc', status, player, skip],
    queryFn: () =>
      boCall('backoffice/kyc/documents', {
        query: { status, playerId: /^\d{1,15}$/.test(player) ? player : undefined, skip, take: TAKE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const items = list.data ?? []
  const apply = (e: FormEvent) => {
    e.preventDefault()
    setStatus(draftStatus)
    setPlayer(draftPlayer.trim())
    setSkip(0)
  }
  return (
    <section className="bo-page">
      <h1>{t('kyc.title')}</h1>
      <form className="bo-filters" onSubmit={apply} aria-label={t('table.filters')}>
        <div className="bo-field">
          <label htmlFor={ids.status}>{t('col.status')}</label>
          <select
            id={ids.status}
            value={draftStatus}
            onChange={(e) => setDraftStatus(e.target.value as typeof status)}
          >
            {KYC_DOCUMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`kyc.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.player}>{t('audit.player')}</label>
          <input
            id={ids.player}
            inputMode="numeric"
            value={draftPlayer}
            onChange={(e) => setDraftPlayer(e.target.value)}
          />
        </div>
        <div className="bo-filter-buttons">
          <button type="submit" className="bo-button">
            {t('table.filter')}
          </button>
        </div>
      </form>
      <div className="bo-table-bar">
        <span role="status" aria-live="polite">
          {list.isFetching
            ? t('table.loading')
            : items.length
              ? t('kyc.shown', { from: skip + 1, to: skip + items.length })
              : ''}
        </span>
      </div>
      {list.isError ? (
        <p className="bo-error" role="alert">
          {list.error.message}
        </p>
      ) : null}
      <div className="bo-scroll" role="region" aria-labelledby={ids.caption} tabIndex={0}>
        <table className="bo-table">
          <caption id={ids.caption}>{t('kyc.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.id')}</th>
              <th scope="col">{t('col.player')}</th>
              <th scope="col">{t('col.kind')}</th>
              <th scope="col">{t('col.file')}</th>
              <th scope="col">{t('col.size')}</th>
              <th scope="col">{t('col.at')}</th>
              <th scope="col">{t('col.age')}</th>
              <th scope="col">{t('col.status')}</th>
              <th scope="col">
                <span className="bo-sr">{t('kyc.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && !list.isFetching ? (
              <tr>
                <td colSpan={9}>{t('table.empty')}</td>
              </tr>
            ) : (
              items.map((d) => (
                <tr key={d.id} className={selected?.id === d.id ? 'bo-row-selected' : undefined}>
                  <td>{d.id}</td>
                  <td>
                    <Link to={`/bo/players/${d.playerId}`}>{d.username}</Link>
                  </td>
                  <td>{t(`kyc.kind.${d.kind}`)}</td>
                  <td>{d.name}</td>
                  <td>{`${Math.ceil(d.size / 1024)} KB`}</td>
                  <td>{dateTime(d.uploadedAt)}</td>
                  <td>{ageOf(t, d.uploadedAt)}</td>
                  <td>{t(`kyc.status.${d.status}`)}</td>
                  <td>
                    <button
                      type="button"
                      className="bo-button bo-ghost"
                      onClick={() => setSelected(d)}
                      aria-label={`${t('kyc.open')}: ${t('kyc.review', { id: d.id })}`}
                    >
                      {t('kyc.open')}
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="bo-pager">
        <button
          type="button"
          className="bo-button bo-ghost"
          onClick={() => setSkip((s) => Math.max(0, s - TAKE))}
          disabled={skip === 0}
        >
          {t('kyc.prev')}
        </button>
        <button
          type="button"
          className="bo-button bo-ghost"
          onClick={() => setSkip((s) => s + TAKE)}
          disabled={items.length < TAKE}
        >
          {t('kyc.next')}
        </button>
      </div>
      {selected ? (
        <DocumentReview key={selected.id} document={selected} onClose={() => setSelected(null)} />
      ) : null}
    </section>
  )
}

function DocumentReview({
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

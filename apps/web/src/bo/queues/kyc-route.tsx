import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { KYC_DOCUMENT_STATUSES, type BackofficeKycDocument } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { ageOf } from './age'
import { DocumentReview } from './document-review'

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

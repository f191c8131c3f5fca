import { useId, useState, type FormEvent } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { KYC_DOCUMENT_STATUSES, type BackofficeKycDocument } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { DocumentReview } from './document-review'
import { DocumentTable } from './document-table'

/*
 * Identity documents (docs/backoffice.md "Payment and document queues"): the review queue of
 * GET backoffice/kyc/documents (pending first, oldest first), one document shown inline from the
 * authorised stream (…/documents/:id/file, fetched with the staff token into a blob: URL — a
 * document never has a public address), approved or rejected with the reason the player reads.
 */

const TAKE = 50

export default function KycRoute() {
  const { t } = useI18n()
  const [status, setStatus] = useState<(typeof KYC_DOCUMENT_STATUSES)[number]>('pending')
  const [draftStatus, setDraftStatus] = useState(status)
  const [player, setPlayer] = useState('')
  const [draftPlayer, setDraftPlayer] = useState('')
  const [skip, setSkip] = useState(0)
  const [selected, setSelected] = useState<BackofficeKycDocument | null>(null)
  const ids = { status: useId(), player: useId() }
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
      <DocumentTable
        items={items}
        fetching={list.isFetching}
        caption={t('kyc.caption')}
        queue
        selectedId={selected?.id ?? null}
        onOpen={setSelected}
        skip={skip}
        setSkip={setSkip}
        take={TAKE}
      />
      {selected ? (
        <DocumentReview key={selected.id} document={selected} onClose={() => setSelected(null)} />
      ) : null}
    </section>
  )
}

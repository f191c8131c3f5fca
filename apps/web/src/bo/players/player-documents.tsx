import { useId, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { KYC_DOCUMENT_STATUSES, type BackofficeKycDocument, type KycDocumentStatus } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DocumentReview } from '../queues/document-review'
import { DocumentTable } from '../queues/document-table'
import { Item, Panel, SmallTable } from './act'

/*
 * Consents and identity documents on the player page (docs/backoffice.md "The page's lists"): the
 * sign-up declarations and every change of the marketing consent (GET players/:id/consents), and
 * the player's documents from the KYC queue's own route filtered to them (kyc/documents?playerId=,
 * kyc.view), each opened in the queue's review (the file inline, approve or reject with kyc.decide).
 */

export function DocumentsSection({ playerId }: { playerId: number }) {
  const can = useCan()
  return (
    <>
      <Consents playerId={playerId} />
      {can('kyc.view') ? <Documents playerId={playerId} /> : null}
    </>
  )
}

function Consents({ playerId }: { playerId: number }) {
  const { t, dateTime } = useI18n()
  const consents = useQuery({
    queryKey: ['bo', 'player', String(playerId), 'consents'],
    queryFn: () => boCall('backoffice/players/:id/consents', { params: { id: playerId } }),
  })
  if (consents.isPending) return <p role="status">{t('app.loading')}</p>
  if (consents.isError)
    return (
      <p className="bo-error" role="alert">
        {consents.error.message}
      </p>
    )
  const { consents: c, marketingChanges } = consents.data
  return (
    <Panel title={t('consents.title')} testId="consents">
      <dl className="bo-dl">
        <Item label={t('consents.age')}>{dateTime(c.ageConfirmedAt)}</Item>
        <Item label={t('consents.terms')}>
          {c.termsAcceptedAt ? `${dateTime(c.termsAcceptedAt)} (${c.termsVersion ?? '—'})` : '—'}
        </Item>
        <Item label={t('player.marketing')}>
          {`${t(c.marketingConsent ? 'player.yes' : 'player.no')}${
            c.marketingConsentAt ? ` · ${dateTime(c.marketingConsentAt)}` : ''
          }`}
        </Item>
      </dl>
      <SmallTable
        caption={t('consents.changes')}
        head={[t('col.at'), t('consents.from'), t('consents.to'), t('consents.source')]}
        rows={marketingChanges.map((m) => [
          dateTime(m.at),
          m.from === null ? '—' : t(m.from ? 'player.yes' : 'player.no'),
          t(m.to ? 'player.yes' : 'player.no'),
          m.source,
        ])}
      />
    </Panel>
  )
}

const TAKE = 50

function Documents({ playerId }: { playerId: number }) {
  const { t } = useI18n()
  const [status, setStatus] = useState<KycDocumentStatus>('pending')
  const [skip, setSkip] = useState(0)
  const [selected, setSelected] = useState<BackofficeKycDocument | null>(null)
  const ids = { status: useId(), title: useId() }
  const list = useQuery({
    queryKey: ['bo', 'kyc', 'player', playerId, status, skip],
    queryFn: () =>
      boCall('backoffice/kyc/documents', {
        query: { status, playerId: String(playerId), skip, take: TAKE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const items = list.data ?? []
  return (
    <section aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('kyc.title')}</h2>
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.status}>{t('col.status')}</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as KycDocumentStatus)
              setSkip(0)
            }}
          >
            {KYC_DOCUMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`kyc.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isError ? (
        <p className="bo-error" role="alert">
          {list.error.message}
        </p>
      ) : null}
      <DocumentTable
        items={items}
        fetching={list.isFetching}
        caption={t('docs.caption')}
        testId="player-documents"
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

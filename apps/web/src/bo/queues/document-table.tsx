import { useId, type Dispatch, type SetStateAction } from 'react'
import { Link } from 'react-router'
import type { BackofficeKycDocument } from '@galata/contract'
import { useI18n } from '../i18n/i18n'
import { ageOf } from './age'

/*
 * The identity documents' table and pager (docs/backoffice.md "Payment and document queues"), as
 * the document queue and the player page's documents both show it. The queue adds the columns a
 * reviewer sorts the work by (who sent it, its size, how long it has waited); the player page
 * knows the player. The route answers a list without a total, so the pager moves while a page
 * comes back full.
 */
export function DocumentTable(props: {
  items: BackofficeKycDocument[]
  fetching: boolean
  caption: string
  /** The queue's extra columns: the player, the file's size and the request's age. */
  queue?: boolean
  testId?: string
  selectedId: number | null
  onOpen: (document: BackofficeKycDocument) => void
  skip: number
  setSkip: Dispatch<SetStateAction<number>>
  take: number
}) {
  const { t, dateTime } = useI18n()
  const captionId = useId()
  const { items, queue = false, take, setSkip } = props
  return (
    <>
      <div className="bo-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="bo-table" data-testid={props.testId}>
          <caption id={captionId}>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.id')}</th>
              {queue ? <th scope="col">{t('col.player')}</th> : null}
              <th scope="col">{t('col.kind')}</th>
              <th scope="col">{t('col.file')}</th>
              {queue ? <th scope="col">{t('col.size')}</th> : null}
              <th scope="col">{t('col.at')}</th>
              {queue ? <th scope="col">{t('col.age')}</th> : null}
              <th scope="col">{t('col.status')}</th>
              <th scope="col">
                <span className="bo-sr">{t('kyc.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && !props.fetching ? (
              <tr>
                <td colSpan={queue ? 9 : 6}>{t('table.empty')}</td>
              </tr>
            ) : (
              items.map((d) => (
                <tr key={d.id} className={props.selectedId === d.id ? 'bo-row-selected' : undefined}>
                  <td>{d.id}</td>
                  {queue ? (
                    <td>
                      <Link to={`/bo/players/${d.playerId}`}>{d.username}</Link>
                    </td>
                  ) : null}
                  <td>{t(`kyc.kind.${d.kind}`)}</td>
                  <td>{d.name}</td>
                  {queue ? <td>{`${Math.ceil(d.size / 1024)} KB`}</td> : null}
                  <td>{dateTime(d.uploadedAt)}</td>
                  {queue ? <td>{ageOf(t, d.uploadedAt)}</td> : null}
                  <td>{t(`kyc.status.${d.status}`)}</td>
                  <td>
                    <button
                      type="button"
                      className="bo-button bo-ghost"
                      onClick={() => props.onOpen(d)}
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
          onClick={() => setSkip((s) => Math.max(0, s - take))}
          disabled={props.skip === 0}
        >
          {t('kyc.prev')}
        </button>
        <button
          type="button"
          className="bo-button bo-ghost"
          onClick={() => setSkip((s) => s + take)}
          disabled={items.length < take}
        >
          {t('kyc.next')}
        </button>
      </div>
    </>
  )
}

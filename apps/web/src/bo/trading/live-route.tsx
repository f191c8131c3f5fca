import { useCallback, useId, useState } from 'react'
import { Link } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useI18n } from '../i18n/i18n'
import { useLiveOverviewTopic } from './event-live'
import { liveOverviewQuery, LIVE_WINDOWS, tradingKeys } from './trading-api'

/*
 * The live overview (docs/backoffice.md "Trading", live overview): every event in play with its bet
 * stops (markets suspended by the book or by a trader, a bet stop now, the bet delay), the stakes of
 * the last minutes and per minute, and its worst liability. It listens to its staff topic on the
 * hub and reads again on each push; while the topic is not held it polls every few seconds
 * (docs/backoffice.md "The live overview").
 */
export default function LiveRoute() {
  const { t, money, dateTime } = useI18n()
  const [minutes, setMinutes] = useState<number>(5)
  const queryClient = useQueryClient()
  const reread = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tradingKeys.live(minutes) })
  }, [queryClient, minutes])
  const pushed = useLiveOverviewTopic(reread)
  const overview = useQuery(liveOverviewQuery(minutes, !pushed))
  const ids = { minutes: useId(), caption: useId() }
  const items = overview.data?.items ?? []
  return (
    <section className="bo-page">
      <h1>{t('live.title')}</h1>
      <p className="bo-dim">{t('live.intro')}</p>
      <div className="bo-actions">
        <label htmlFor={ids.minutes}>{t('live.window')}</label>
        <select
          id={ids.minutes}
          className="bo-input"
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
        >
          {LIVE_WINDOWS.map((m) => (
            <option key={m} value={m}>
              {t('live.minutes', { n: m })}
            </option>
          ))}
        </select>
        <p role="status" className="bo-dim">
          {overview.data ? t('live.at', { at: dateTime(overview.data.at), n: items.length }) : ''}
        </p>
      </div>
      {overview.isError ? (
        <p className="bo-error" role="alert">
          {overview.error.message}
        </p>
      ) : null}
      {overview.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {overview.data && items.length === 0 ? <p>{t('live.none')}</p> : null}
      {items.length > 0 ? (
        <div className="bo-scroll" role="region" aria-labelledby={ids.caption} tabIndex={0}>
          <table className="bo-table">
            <caption id={ids.caption}>{t('live.caption', { n: minutes })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('live.event')}</th>
                <th scope="col">{t('live.state')}</th>
                <th scope="col">{t('live.betStops')}</th>
                <th scope="col">{t('live.delay')}</th>
                <th scope="col">{t('live.stakes', { n: minutes })}</th>
                <th scope="col">{t('live.perMinute')}</th>
                <th scope="col">{t('live.worst')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => {
                const e = i.event
                return (
                  <tr key={e.id}>
                    <th scope="row">
                      <Link to={`/bo/trading/events/${e.id}`}>
                        {t('event.title', { home: e.home, away: e.away })}
                      </Link>
                      <br />
                      <span className="bo-dim">
                        {t(`sport.${e.sport}`)} · {e.competition.name}
                      </span>
                    </th>
                    <td>
                      {e.score ? `${e.score.home}–${e.score.away}` : '—'}
                      {e.live ? ` · ${t('event.live', { period: e.live.period, clock: e.live.clock })}` : ''}
                    </td>
                    <td>
                      {e.live?.betStop ? <strong>{t('event.betStop')}</strong> : null}
                      {e.live?.betStop ? <br /> : null}
                      {t('live.suspended', { n: i.suspended, of: i.markets })}
                      {i.traderSuspended > 0 ? ` · ${t('live.held', { n: i.traderSuspended })}` : ''}
                    </td>
                    <td>{t('live.seconds', { n: i.delaySeconds })}</td>
                    <td>{money(i.stakes)}</td>
                    <td>{money(i.stakePerMinute)}</td>
                    <td>
                      <strong>{money(i.worstLiability)}</strong>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}

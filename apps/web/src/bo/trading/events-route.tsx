import { useId, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import {
  EVENT_STATUSES,
  SPORT_KEYS,
  type EventStatus,
  type SportKey,
  type SportsEvent,
  formatOdds,
} from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { DataTable, type BoColumnMeta } from '../table/data-table'
import { sportsTreeQuery } from './trading-api'

/*
 * The trader's events (docs/backoffice.md "Trading"): GET backoffice/sports/events by sport,
 * competition, day and status, paged by the server, kick-off first. A row opens the event page.
 */
export default function EventsRoute() {
  const { t, dateTime, locale } = useI18n()
  const navigate = useNavigate()
  const [sport, setSport] = useState<SportKey | ''>('')
  const [competition, setCompetition] = useState('')
  const [day, setDay] = useState('')
  const [status, setStatus] = useState<EventStatus | ''>('')
  const ids = { sport: useId(), competition: useId(), day: useId(), status: useId() }
  const tree = useQuery(sportsTreeQuery(locale))
  const competitions = useMemo(
    () => (tree.data ?? []).filter((s) => !sport || s.sport === sport).flatMap((s) => s.competitions),
    [tree.data, sport],
  )
  const open = (e: SportsEvent) => void navigate(`/bo/trading/events/${e.id}`)

  const columns = useMemo<ColumnDef<SportsEvent>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      { id: 'startAt', accessorFn: (e) => dateTime(e.startAt), header: t('trading.kickOff') },
      { id: 'sport', accessorFn: (e) => t(`sport.${e.sport}`), header: t('trading.sport') },
      { id: 'competition', accessorFn: (e) => e.competition.name, header: t('trading.competition') },
      {
        id: 'event',
        accessorFn: (e) => `${e.home} – ${e.away}`,
        header: t('trading.event'),
        cell: ({ row }) => (
          <Link to={`/bo/trading/events/${row.original.id}`}>
            {row.original.home} – {row.original.away}
          </Link>
        ),
      },
      {
        id: 'status',
        accessorFn: (e) => t(`evstatus.${e.status}`),
        header: t('trading.status'),
        meta: { csv: (e) => e.status } satisfies BoColumnMeta<SportsEvent>,
      },
      {
        id: 'score',
        accessorFn: (e) => (e.score ? `${e.score.home}–${e.score.away}` : ''),
        header: t('trading.score'),
      },
      {
        id: 'main',
        accessorFn: (e) =>
          e.mainMarket
            ? e.mainMarket.outcomes
                .map((o) => `${o.name} ${formatOdds(o.odds, 'decimal', locale)}`)
                .join(' · ')
            : '',
        header: t('trading.main'),
      },
      { accessorKey: 'marketCount', header: t('trading.markets') },
    ],
    [t, dateTime, locale],
  )

  return (
    <section className="bo-page">
      <h1>{t('trading.title')}</h1>
      <p className="bo-dim">{t('trading.intro')}</p>
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.sport}>{t('trading.sport')}</label>
          <select
            id={ids.sport}
            value={sport}
            onChange={(e) => {
              setSport(e.target.value as SportKey | '')
              setCompetition('')
            }}
          >
            <option value="">{t('trading.all')}</option>
            {SPORT_KEYS.map((s) => (
              <option key={s} value={s}>
                {t(`sport.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.competition}>{t('trading.competition')}</label>
          <select id={ids.competition} value={competition} onChange={(e) => setCompetition(e.target.value)}>
            <option value="">{t('trading.all')}</option>
            {competitions.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.day}>{t('trading.day')}</label>
          <input id={ids.day} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
        <div className="bo-field">
          <label htmlFor={ids.status}>{t('trading.status')}</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as EventStatus | '')}
          >
            <option value="">{t('trading.all')}</option>
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`evstatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable<SportsEvent>
        name={`trading-events-${locale}`}
        caption={t('trading.title')}
        columns={columns}
        initialFilters={{ sport, competition, day, status }}
        fetchPage={({ skip, take, filters }) =>
          boCall('backoffice/sports/events', {
            query: {
              skip,
              take,
              sport: (filters.sport as SportKey | undefined) || undefined,
              competition: filters.competition ? Number(filters.competition) : undefined,
              day: filters.day || undefined,
              status: (filters.status as EventStatus | undefined) || undefined,
            },
          })
        }
        pageSizes={[25, 50]}
        maxTake={50}
        onOpen={open}
        rowId={(e) => String(e.id)}
        csvName="events"
      />
    </section>
  )
}

import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router'
import type { ColumnDef } from '@tanstack/react-table'
import type { TradingWinner } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { presetRange, todayAt } from '../reports/period'
import { useCan } from '../shell/session'
import { DataTable, type FilterDef } from '../table/data-table'

/*
 * The players who win most on the sportsbook (docs/backoffice.md "Trading", top winners): their
 * P&L over Istanbul days from the ledger, largest winner first, paged by the server and exported as
 * CSV like the console's other tables. The name opens the player's page for those who may read it.
 */

const FILTERS: FilterDef[] = [
  { id: 'from', label: 'winners.from', type: 'date' },
  { id: 'to', label: 'winners.to', type: 'date' },
]

export default function WinnersRoute() {
  const { t, money } = useI18n()
  const can = useCan()
  const mayOpen = can('players.view')
  const navigate = useNavigate()
  // The last seven days by default: a trader's week of results.
  const initial = useMemo(() => presetRange('last7', Date.now()), [])

  const columns = useMemo<ColumnDef<TradingWinner>[]>(
    () => [
      { accessorKey: 'playerId', header: t('col.id') },
      {
        accessorKey: 'username',
        header: t('col.username'),
        cell: ({ row }) =>
          mayOpen ? (
            <Link to={`/bo/players/${row.original.playerId}`} tabIndex={-1}>
              {row.original.username}
            </Link>
          ) : (
            row.original.username
          ),
      },
      { accessorKey: 'tickets', header: t('winners.tickets') },
      { accessorKey: 'stakes', header: t('winners.stakes'), cell: ({ row }) => money(row.original.stakes) },
      { accessorKey: 'wins', header: t('winners.wins'), cell: ({ row }) => money(row.original.wins) },
      {
        accessorKey: 'pnl',
        header: t('winners.pnl'),
        cell: ({ row }) => <strong>{money(row.original.pnl)}</strong>,
      },
    ],
    [t, money, mayOpen],
  )

  return (
    <section className="bo-page">
      <h1>{t('winners.title')}</h1>
      <p className="bo-dim">{t('winners.intro', { today: todayAt(Date.now()) })}</p>
      <DataTable<TradingWinner>
        name="trading-winners"
        caption={t('winners.title')}
        columns={columns}
        filters={FILTERS}
        initialFilters={initial}
        fetchPage={({ skip, take, filters }) =>
          boCall('backoffice/sports/winners', {
            query: {
              skip,
              take,
              from: filters.from || initial.from,
              to: filters.to || initial.to,
            },
          })
        }
        pageSizes={[25, 50, 100]}
        maxTake={100}
        maxRows={100_000}
        rowId={(r) => String(r.playerId)}
        onOpen={mayOpen ? (r) => void navigate(`/bo/players/${r.playerId}`) : undefined}
        csvName="top-winners"
      />
    </section>
  )
}

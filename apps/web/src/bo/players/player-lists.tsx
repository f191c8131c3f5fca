import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { ColumnDef } from '@tanstack/react-table'
import {
  playerRoundId,
  type BackofficeDuplicate,
  type BackofficeLedgerEntry,
  type BackofficePayment,
  type BackofficeSession,
  type GameHistoryItem,
  type SportsTicket,
} from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { DataTable, type PageQuery } from '../table/data-table'

/*
 * The player page's lists (docs/backoffice.md "The page's lists"), each a page at a time from its
 * own route (skip/take) in the console's table: ledger, payments, game history, sportsbook tickets,
 * sessions with their devices and addresses, and the possible duplicates.
 */

const PAGE_SIZES = [20, 50, 100]
const page = (q: PageQuery) => ({ skip: q.skip, take: q.take })
/** A list's cache key under the player's, so an act on the player refreshes it (`['bo', 'player/7/…']`). */
export const listName = (playerId: number, part: string) => `player/${playerId}/${part}`

const num = (text: string) => <span className="bo-num-cell">{text}</span>

export function LedgerList({ playerId }: { playerId: number }) {
  const { t, dateTime, money } = useI18n()
  const columns = useMemo<ColumnDef<BackofficeLedgerEntry>[]>(
    () => [
      { accessorKey: 'at', header: t('col.at'), cell: ({ row }) => dateTime(row.original.at) },
      { id: 'account', accessorFn: (r) => t(`account.${r.account}`), header: t('col.account') },
      { accessorKey: 'kind', header: t('col.kind') },
      { id: 'reference', accessorFn: (r) => r.reference ?? '', header: t('col.reference') },
      { accessorKey: 'amount', header: t('col.amount'), cell: ({ row }) => num(money(row.original.amount)) },
      {
        accessorKey: 'balanceAfter',
        header: t('col.balanceAfter'),
        cell: ({ row }) => num(row.original.balanceAfter === null ? '—' : money(row.original.balanceAfter)),
      },
    ],
    [t, dateTime, money],
  )
  return (
    <DataTable
      name={listName(playerId, 'ledger')}
      caption={t('player.ledger')}
      columns={columns}
      fetchPage={(q) => boCall('backoffice/players/:id/ledger', { params: { id: playerId }, query: page(q) })}
      rowId={(r) => String(r.id)}
      pageSizes={PAGE_SIZES}
      maxRows={10_000}
      csvName={`player-${playerId}-ledger`}
    />
  )
}

export function PaymentList({ playerId }: { playerId: number }) {
  const { t, dateTime, money } = useI18n()
  const columns = useMemo<ColumnDef<BackofficePayment>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      { accessorKey: 'createdAt', header: t('col.at'), cell: ({ row }) => dateTime(row.original.createdAt) },
      { id: 'direction', accessorFn: (r) => t(`direction.${r.type}`), header: t('col.direction') },
      { accessorKey: 'amount', header: t('col.amount'), cell: ({ row }) => num(money(row.original.amount)) },
      { accessorKey: 'method', header: t('col.method') },
      { id: 'status', accessorFn: (r) => t(`txstatus.${r.status}`), header: t('col.status') },
      { id: 'note', accessorFn: (r) => r.note ?? '', header: t('col.note') },
    ],
    [t, dateTime, money],
  )
  return (
    <DataTable
      name={listName(playerId, 'payments')}
      caption={t('list.payments')}
      columns={columns}
      fetchPage={(q) =>
        boCall('backoffice/players/:id/payments', { params: { id: playerId }, query: page(q) })
      }
      rowId={(r) => String(r.id)}
      pageSizes={PAGE_SIZES}
      maxRows={10_000}
      csvName={`player-${playerId}-payments`}
    />
  )
}

export function GameList({ playerId }: { playerId: number }) {
  const { t, dateTime, money } = useI18n()
  const columns = useMemo<ColumnDef<GameHistoryItem>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('col.at'), cell: ({ row }) => dateTime(row.original.createdAt) },
      { accessorKey: 'gameName', header: t('col.game') },
      { accessorKey: 'providerName', header: t('col.provider') },
      { id: 'round', accessorFn: (r) => playerRoundId(r.roundId), header: t('col.round') },
      { id: 'type', accessorFn: (r) => t(`gameTx.${r.type}`), header: t('col.kind') },
      { accessorKey: 'amount', header: t('col.amount'), cell: ({ row }) => num(money(row.original.amount)) },
      {
        accessorKey: 'balanceAfter',
        header: t('col.balanceAfter'),
        cell: ({ row }) => num(money(row.original.balanceAfter)),
      },
    ],
    [t, dateTime, money],
  )
  return (
    <DataTable
      name={listName(playerId, 'games')}
      caption={t('list.games')}
      columns={columns}
      fetchPage={(q) => boCall('backoffice/players/:id/games', { params: { id: playerId }, query: page(q) })}
      rowId={(r) => String(r.id)}
      pageSizes={PAGE_SIZES}
      maxRows={10_000}
      csvName={`player-${playerId}-games`}
    />
  )
}

export function TicketList({ playerId }: { playerId: number }) {
  const { t, dateTime, money } = useI18n()
  const columns = useMemo<ColumnDef<SportsTicket>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      { accessorKey: 'placedAt', header: t('col.at'), cell: ({ row }) => dateTime(row.original.placedAt) },
      { id: 'kind', accessorFn: (r) => t(`ticketKind.${r.kind}`), header: t('col.kind') },
      { id: 'legs', accessorFn: (r) => r.legs.length, header: t('col.legs') },
      { accessorKey: 'stake', header: t('col.stake'), cell: ({ row }) => num(money(row.original.stake)) },
      {
        accessorKey: 'potentialPayout',
        header: t('col.potential'),
        cell: ({ row }) => num(money(row.original.potentialPayout)),
      },
      { id: 'status', accessorFn: (r) => t(`ticket.${r.status}`), header: t('col.status') },
      {
        accessorKey: 'payout',
        header: t('col.payout'),
        cell: ({ row }) => num(row.original.payout === null ? '—' : money(row.original.payout)),
      },
    ],
    [t, dateTime, money],
  )
  return (
    <DataTable
      name={listName(playerId, 'tickets')}
      caption={t('list.tickets')}
      columns={columns}
      fetchPage={(q) =>
        boCall('backoffice/players/:id/tickets', { params: { id: playerId }, query: page(q) })
      }
      rowId={(r) => String(r.id)}
      pageSizes={PAGE_SIZES}
      maxRows={10_000}
      csvName={`player-${playerId}-tickets`}
    />
  )
}

export function SessionList({ playerId }: { playerId: number }) {
  const { t, dateTime } = useI18n()
  const columns = useMemo<ColumnDef<BackofficeSession>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('col.at'), cell: ({ row }) => dateTime(row.original.createdAt) },
      {
        accessorKey: 'lastSeenAt',
        header: t('col.lastSeen'),
        cell: ({ row }) => dateTime(row.original.lastSeenAt),
      },
      {
        id: 'ended',
        accessorFn: (s) =>
          s.endedAt ? `${dateTime(s.endedAt)}${s.endReason ? ` (${s.endReason})` : ''}` : t('session.live'),
        header: t('col.ended'),
      },
      { id: 'ip', accessorFn: (s) => s.ip ?? '—', header: t('col.ip') },
      { id: 'browser', accessorFn: (s) => s.userAgent ?? '—', header: t('col.browser') },
      { id: 'device', accessorFn: (s) => s.fingerprint ?? '—', header: t('col.device') },
    ],
    [t, dateTime],
  )
  return (
    <DataTable
      name={listName(playerId, 'sessions')}
      caption={t('player.sessions')}
      columns={columns}
      fetchPage={(q) =>
        boCall('backoffice/players/:id/sessions', { params: { id: playerId }, query: page(q) })
      }
      rowId={(r) => r.id}
      pageSizes={PAGE_SIZES}
      maxRows={10_000}
      csvName={`player-${playerId}-sessions`}
    />
  )
}

export function DuplicateList({ playerId }: { playerId: number }) {
  const { t } = useI18n()
  const navigate = useNavigate()
  const open = (d: BackofficeDuplicate) => void navigate(`/bo/players/${d.id}`)
  const columns = useMemo<ColumnDef<BackofficeDuplicate>[]>(
    () => [
      {
        accessorKey: 'id',
        header: t('col.id'),
        cell: ({ row }) => (
          <a
            href={`/bo/players/${row.original.id}`}
            tabIndex={-1}
            onClick={(e) => {
              e.preventDefault()
              void navigate(`/bo/players/${row.original.id}`)
            }}
          >
            {row.original.id}
          </a>
        ),
      },
      { accessorKey: 'username', header: t('col.username') },
      { id: 'status', accessorFn: (d) => t(`status.${d.status}`), header: t('col.status') },
      {
        id: 'shares',
        accessorFn: (d) => d.shares.map((s) => t(`share.${s}`)).join(', '),
        header: t('col.shares'),
      },
    ],
    [t, navigate],
  )
  return (
    <DataTable
      name={listName(playerId, 'duplicates')}
      caption={t('player.duplicates')}
      columns={columns}
      fetchPage={(q) =>
        boCall('backoffice/players/:id/duplicates', { params: { id: playerId }, query: page(q) })
      }
      rowId={(r) => String(r.id)}
      onOpen={open}
      pageSizes={PAGE_SIZES}
      maxRows={10_000}
    />
  )
}

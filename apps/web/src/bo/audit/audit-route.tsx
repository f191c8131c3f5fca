import { useMemo } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { AuditEntry } from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { DataTable, type FilterDef } from '../table/data-table'

/*
 * The audit log (docs/backoffice.md "Audit chain"): search by staff, action, player and time, paged
 * newest first, exported as CSV, and the chain walked on request (GET backoffice/audit/verify).
 */

const FILTERS: FilterDef[] = [
  { id: 'staff', label: 'audit.staff' },
  { id: 'action', label: 'audit.action' },
  { id: 'player', label: 'audit.player', type: 'number' },
  { id: 'from', label: 'audit.from', type: 'date' },
  { id: 'to', label: 'audit.to', type: 'date' },
]

export default function AuditRoute() {
  const { t, dateTime } = useI18n()
  const verify = useMutation({ mutationFn: () => boCall('backoffice/audit/verify') })

  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      { accessorKey: 'seq', header: t('col.seq') },
      { accessorKey: 'createdAt', header: t('col.at'), cell: ({ row }) => dateTime(row.original.createdAt) },
      { id: 'actor', accessorFn: (r) => `${r.actorKind}:${r.actorId ?? ''}`, header: t('col.actor') },
      { accessorKey: 'action', header: t('col.action') },
      { accessorKey: 'ip', header: t('col.ip') },
      {
        id: 'detail',
        accessorFn: (r) => (r.detail ? JSON.stringify(r.detail) : ''),
        header: t('col.detail'),
        cell: ({ getValue }) => <code className="bo-detail">{getValue<string>()}</code>,
      },
    ],
    [t, dateTime],
  )

  const result = verify.data
  return (
    <section className="bo-page">
      <h1>{t('audit.title')}</h1>
      <div className="bo-actions">
        <button
          type="button"
          className="bo-button"
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
        >
          {verify.isPending ? t('audit.verifying') : t('audit.verify')}
        </button>
        <p
          role="status"
          className={result ? (result.ok ? 'bo-ok' : 'bo-error') : 'bo-sr'}
          data-testid="audit-verify"
        >
          {result
            ? result.ok
              ? t('audit.ok', { rows: result.rows })
              : t('audit.broken', {
                  rows: result.rows,
                  id: result.firstBroken?.id ?? '—',
                  seq: result.firstBroken?.seq ?? '—',
                  reason: result.firstBroken?.reason ?? '—',
                })
            : verify.error instanceof BoApiError
              ? verify.error.message
              : ''}
        </p>
      </div>
      <DataTable<AuditEntry>
        name="audit"
        caption={t('audit.title')}
        columns={columns}
        filters={FILTERS}
        fetchPage={({ skip, take, filters }) =>
          boCall('backoffice/audit', {
            query: {
              skip,
              take,
              staff: filters.staff?.trim() || undefined,
              action: filters.action?.trim() || undefined,
              player: filters.player?.trim() ? Number(filters.player.trim()) : undefined,
              from: filters.from || undefined,
              to: filters.to || undefined,
            },
          })
        }
        pageSizes={[50, 100]}
        maxTake={100}
        maxRows={100_000}
        rowId={(r) => String(r.id)}
        csvName="audit"
      />
    </section>
  )
}

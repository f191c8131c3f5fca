import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'
import { downloadCsv, fetchAllRows, toCsv, type CsvCell } from './csv'

/*
 * The console's table (docs/backoffice.md "The console (/bo)"), on TanStack Table 8: the server
 * pages (skip/take), filters and, where a route supports it, sorts; the table renders, keeps the
 * column model and moves the keyboard. Rows take the focus one at a time (↑ ↓ Home End), Enter
 * opens one. "Export CSV" fetches every row the current filter matches, page by page.
 */

export interface FilterDef {
  id: string
  label: MessageKey
  type?: 'text' | 'date' | 'number'
  /** The input's pattern and width hint, e.g. an id's digits. */
  inputMode?: 'numeric' | 'text'
}

export type Filters = Record<string, string>

export interface PageQuery {
  skip: number
  take: number
  sorting: SortingState
  filters: Filters
}

/** Column meta: the CSV value of a cell (default: the accessor's value). */
export interface BoColumnMeta<T> {
  csv?: (row: T) => CsvCell
}

export interface DataTableProps<T> {
  /** Identifies the data (with the filters and page, the cache key). */
  name: string
  caption: string
  columns: ColumnDef<T>[]
  /**
   * One page from the server: with its total, or (a list too long to count, the player's ledger)
   * with whether a next page exists.
   */
  fetchPage: (query: PageQuery) => Promise<{ items: T[]; total: number } | { items: T[]; hasMore: boolean }>
  filters?: FilterDef[]
  initialFilters?: Filters
  /** Rows per page the route allows at most (and the CSV export's page). */
  maxTake?: number
  /** The route's own paging ceiling: the export stops there and says so. */
  maxRows?: number
  pageSizes?: number[]
  onOpen?: (row: T) => void
  rowId: (row: T) => string
  /** The CSV file's name without date (`players`); no export without it. */
  csvName?: string
  /** Sorting the server supports: the columns whose header sorts. */
  sortable?: boolean
  /** The order the server applies when none is asked (shown by the header's aria-sort). */
  initialSorting?: SortingState
}

export function DataTable<T>({
  name,
  caption,
  columns,
  fetchPage,
  filters = [],
  initialFilters = {},
  maxTake = 100,
  maxRows = 100_000,
  pageSizes = [25, 50, 100],
  onOpen,
  rowId,
  csvName,
  sortable = false,
  initialSorting = [],
}: DataTableProps<T>) {
  const { t } = useI18n()
  const ids = { caption: useId(), keys: useId() }
  const [applied, setApplied] = useState<Filters>(initialFilters)
  const [draft, setDraft] = useState<Filters>(initialFilters)
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSizes[0]! })
  const [sorting, setSorting] = useState<SortingState>(initialSorting)
  const [active, setActive] = useState(0)
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null)
  const [capped, setCapped] = useState<number | null>(null)
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([])

  useEffect(() => {
    setApplied(initialFilters)
    setDraft(initialFilters)
    setPagination((p) => ({ ...p, pageIndex: 0 }))
    // A new search from outside (the player search box) starts again on its first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(initialFilters)])

  const query = useQuery({
    queryKey: ['bo', name, applied, sorting, pagination],
    queryFn: () =>
      fetchPage({
        skip: pagination.pageIndex * pagination.pageSize,
        take: pagination.pageSize,
        sorting,
        filters: applied,
      }),
    placeholderData: keepPreviousData,
  })
  const items = useMemo(() => query.data?.items ?? [], [query.data])
  const counted = !query.data || 'total' in query.data
  const total = query.data && 'total' in query.data ? query.data.total : 0
  const hasMore = !!query.data && 'hasMore' in query.data && query.data.hasMore
  const from = pagination.pageIndex * pagination.pageSize
  const pageCount = counted
    ? Math.max(1, Math.ceil(total / pagination.pageSize))
    : pagination.pageIndex + (hasMore ? 2 : 1)

  const table = useReactTable<T>({
    data: items,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSorting: sortable,
    pageCount,
    state: { pagination, sorting },
    onPaginationChange: setPagination,
    onSortingChange: (updater) => {
      setSorting(updater)
      setPagination((p) => ({ ...p, pageIndex: 0 }))
    },
  })

  useEffect(() => setActive(0), [query.data])

  const applyFilters = (e: FormEvent) => {
    e.preventDefault()
    setApplied(draft)
    setPagination((p) => ({ ...p, pageIndex: 0 }))
  }
  const clearFilters = () => {
    setDraft({})
    setApplied({})
    setPagination((p) => ({ ...p, pageIndex: 0 }))
  }

  const focusRow = (index: number) => {
    const clamped = Math.max(0, Math.min(items.length - 1, index))
    setActive(clamped)
    rowRefs.current[clamped]?.focus()
  }
  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    if (e.target !== e.currentTarget) return
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    }
    if (e.key in moves) {
      e.preventDefault()
      focusRow(moves[e.key]!)
    } else if (e.key === 'Enter' && onOpen) {
      e.preventDefault()
      onOpen(row)
    }
  }

  const exportCsv = async () => {
    setCapped(null)
    setExporting({ done: 0, total })
    try {
      const all = await fetchAllRows(
        async (skip, take) => {
          const page = await fetchPage({ skip, take, sorting, filters: applied })
          // Uncounted: "one more than this" while more exist, so the export asks for the next page.
          return 'total' in page
            ? page
            : { items: page.items, total: skip + page.items.length + (page.hasMore ? 1 : 0) }
        },
        {
          take: maxTake,
          maxRows,
          onProgress: (done, of) => setExporting({ done, total: of }),
        },
      )
      const leaves = table.getAllLeafColumns()
      const header = leaves.map((c) => {
        const h = c.columnDef.header
        return typeof h === 'string' ? h : c.id
      })
      const rows = all.rows.map((row) =>
        leaves.map((c) => {
          const meta = c.columnDef.meta as BoColumnMeta<T> | undefined
          if (meta?.csv) return meta.csv(row)
          const def = c.columnDef as { accessorFn?: (r: T, i: number) => unknown; accessorKey?: string }
          const value = def.accessorFn
            ? def.accessorFn(row, 0)
            : def.accessorKey
              ? (row as Record<string, unknown>)[def.accessorKey]
              : ''
          return value === null || value === undefined || typeof value !== 'object'
            ? (value as CsvCell)
            : JSON.stringify(value)
        }),
      )
      downloadCsv(csvName ?? name, toCsv(header, rows))
      if (all.capped) setCapped(all.rows.length)
    } finally {
      setExporting(null)
    }
  }

  return (
    <div className="bo-table-wrap">
      {filters.length > 0 ? (
        <form className="bo-filters" onSubmit={applyFilters} aria-label={t('table.filters')}>
          {filters.map((f) => (
            <FilterInput
              key={f.id}
              def={f}
              value={draft[f.id] ?? ''}
              onChange={(v) => setDraft((d) => ({ ...d, [f.id]: v }))}
            />
          ))}
          <div className="bo-filter-buttons">
            <button type="submit" className="bo-button">
              {t('table.filter')}
            </button>
            <button type="button" className="bo-button bo-ghost" onClick={clearFilters}>
              {t('table.clear')}
            </button>
          </div>
        </form>
      ) : null}
      <div className="bo-table-bar">
        <span role="status" aria-live="polite">
          {query.isFetching
            ? t('table.loading')
            : counted
              ? t('table.total', { n: total })
              : items.length
                ? t('table.shown', { from: from + 1, to: from + items.length })
                : ''}
        </span>
        {csvName ? (
          <button
            type="button"
            className="bo-button bo-ghost"
            onClick={() => void exportCsv()}
            disabled={!!exporting || items.length === 0}
          >
            {exporting ? t('table.exporting', exporting) : t('table.export')}
          </button>
        ) : null}
      </div>
      {capped !== null ? (
        <p className="bo-notice" role="status">
          {t('table.exportCapped', { n: capped })}
        </p>
      ) : null}
      {query.isError ? (
        <p className="bo-error" role="alert">
          {query.error.message}
        </p>
      ) : null}
      <div className="bo-scroll" role="region" aria-labelledby={ids.caption} tabIndex={0}>
        <table className="bo-table" aria-describedby={onOpen ? ids.keys : undefined}>
          <caption id={ids.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="bo-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {items.length === 0 && !query.isFetching ? (
              <tr>
                <td colSpan={columns.length}>{t('table.empty')}</td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row, index) => (
                <tr
                  key={row.id}
                  ref={(el) => {
                    rowRefs.current[index] = el
                  }}
                  tabIndex={onOpen ? (index === active ? 0 : -1) : undefined}
                  className={onOpen ? 'bo-row-open' : undefined}
                  onFocus={() => setActive(index)}
                  onKeyDown={onOpen ? (e) => onRowKey(e, index, row.original) : undefined}
                  onDoubleClick={onOpen ? () => onOpen(row.original) : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {onOpen ? (
        <p id={ids.keys} className="bo-hint">
          {t('table.keys')}
        </p>
      ) : null}
      <div className="bo-pager">
        <button
          type="button"
          className="bo-button bo-ghost"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          {t('table.prev')}
        </button>
        <span>
          {counted
            ? t('table.page', { page: pagination.pageIndex + 1, pages: pageCount })
            : t('table.pageOnly', { page: pagination.pageIndex + 1 })}
        </span>
        <button
          type="button"
          className="bo-button bo-ghost"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          {t('table.next')}
        </button>
        <label className="bo-inline">
          {t('table.pageSize')}{' '}
          <select
            value={pagination.pageSize}
            onChange={(e) => setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}

function FilterInput({
  def,
  value,
  onChange,
}: {
  def: FilterDef
  value: string
  onChange: (v: string) => void
}) {
  const { t } = useI18n()
  const id = useId()
  return (
    <div className="bo-field">
      <label htmlFor={id}>{t(def.label)}</label>
      <input
        id={id}
        name={def.id}
        type={def.type === 'date' ? 'date' : 'text'}
        inputMode={def.type === 'number' ? 'numeric' : def.inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

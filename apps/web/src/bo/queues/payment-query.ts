import type { SortingState } from '@tanstack/react-table'
import type { ApiQuery, PaymentQueueSort } from '@galata/contract'
import type { Filters } from '../table/data-table'

/*
 * The payment queue's form and headers as the API's query (docs/backoffice.md "Payment and document
 * queues"): the server filters and sorts, so the page and the CSV export ask the same thing.
 */

/** Sortable columns and the server's sort names (PAYMENT_QUEUE_SORTS). */
const SORTS: Record<string, 'created' | 'amount'> = { createdAt: 'created', amount: 'amount' }
/** The server's default order, shown on the "When" header. */
export const OLDEST_FIRST: SortingState = [{ id: 'createdAt', desc: false }]

export function sortOf(sorting: SortingState): PaymentQueueSort {
  const first = sorting[0]
  const name = first ? SORTS[first.id] : undefined
  if (!first || !name) return 'created'
  return first.desc ? `-${name}` : name
}

/**
 * The filter form's values as the API's query (empty fields left out). The strings go as typed: the
 * contract's schema refuses what does not fit (apply() runs it before the server does).
 */
export function queryOf(filters: Filters): ApiQuery<'backoffice/payments'> {
  const query: Record<string, string> = { status: filters.status || '2' }
  for (const key of ['type', 'method', 'min', 'max', 'olderThan', 'frozen'] as const) {
    const value = (filters[key] ?? '').trim().replace(',', '.')
    if (value) query[key] = value
  }
  return query as ApiQuery<'backoffice/payments'>
}

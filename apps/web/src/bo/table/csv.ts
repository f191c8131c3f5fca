/*
 * CSV of what a filter shows (docs/backoffice.md "The console (/bo)"): the writer is the contract's
 * (packages/contract/src/csv.ts, shared with the server's report files); here the file's bytes, the
 * download and the paging through a list.
 */
import { CSV_BOM } from '@galata/contract'

export { csvField, toCsv, type CsvCell } from '@galata/contract'

/** The file's bytes: the UTF-8 byte-order mark, then the text. */
export function csvBytes(csv: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${CSV_BOM}${csv}`)
}

/** Saves the CSV as a download named `name` (the date is added: `players-2026-11-29.csv`). */
export function downloadCsv(name: string, csv: string, now = new Date()) {
  const url = URL.createObjectURL(new Blob([csvBytes(csv)], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `${name}-${now.toISOString().slice(0, 10)}.csv`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/**
 * Every row matching a filter, page by page through the API (`take` at most the route's own limit),
 * until `total` is reached, a page comes back short, or `maxRows` (the route's paging ceiling).
 */
export async function fetchAllRows<T>(
  fetchPage: (skip: number, take: number) => Promise<{ items: T[]; total: number }>,
  {
    take,
    maxRows,
    onProgress,
  }: { take: number; maxRows: number; onProgress?: (done: number, total: number) => void },
): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const rows: T[] = []
  let total = 0
  for (;;) {
    const page = await fetchPage(rows.length, Math.min(take, maxRows - rows.length))
    total = page.total
    rows.push(...page.items)
    onProgress?.(rows.length, total)
    if (page.items.length === 0 || rows.length >= total) return { rows, total, capped: false }
    if (rows.length >= maxRows) return { rows, total, capped: true }
  }
}

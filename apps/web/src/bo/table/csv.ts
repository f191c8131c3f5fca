/*
 * CSV of what a filter shows (docs/backoffice.md "The console (/bo)"): RFC 4180 (comma, CRLF, a
 * field with a comma, quote, line break or edge space in double quotes, quotes doubled), UTF-8 with
 * a byte-order mark so Excel reads Turkish letters. A text that starts like a formula (= + - @, tab,
 * carriage return) gets a leading apostrophe: a player's name must never run as a spreadsheet formula.
 */

export type CsvCell = string | number | boolean | null | undefined

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The header row and the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('')
}

/** The file's bytes: the UTF-8 byte-order mark, then the text. */
export function csvBytes(csv: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`\uFEFF${csv}`)
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

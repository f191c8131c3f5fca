/*
 * One CSV writer for the server's files and the console's exports (docs/backoffice.md "The console
 * (/bo)", "Reports"): RFC 4180 (comma, CRLF, a field with a comma, quote, line break or edge space in
 * double quotes, quotes doubled), UTF-8 with a byte-order mark so Excel reads Turkish letters. A
 * text that starts like a formula (= + - @, tab, carriage return) gets a leading apostrophe: a
 * player's name must never run as a spreadsheet formula. Numbers are written as numbers. And its
 * reader, for the files staff upload and the providers' reports.
 */

export type CsvCell = string | number | boolean | null | undefined

/** The UTF-8 byte-order mark a CSV file starts with (Excel then reads it as UTF-8). */
export const CSV_BOM = '\uFEFF'

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The header row and the rows, each line ended by CRLF (no byte-order mark: see CSV_BOM). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('')
}

/**
 * Splits CSV text into records: RFC 4180 quotes (a quote opens after leading spaces), CRLF or LF,
 * `separator` a comma or a semicolon (whichever a file's header uses).
 */
export function csvRecords(text: string, separator = ','): string[][] {
  const out: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field.trim() === '') {
      field = ''
      quoted = true
    } else if (c === separator) {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      out.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    out.push(row)
  }
  return out
}

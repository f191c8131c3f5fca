import { localParts, REPORTS } from '@galata/contract'

/*
 * The report screen's quick ranges (docs/backoffice.md "Reports"): calendar days in the operator's
 * zone, by the browser's clock. Pure, so a test can hold them at a chosen instant.
 */

export type Preset = 'yesterday' | 'last7' | 'month'
export const PRESETS: readonly Preset[] = ['yesterday', 'last7', 'month']

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10)

/** Today's date in Istanbul at `now`. */
export function todayAt(now: number): string {
  const p = localParts(now, REPORTS.timeZone)
  return iso(p.year, p.month, p.day)
}

/** The range of a preset at `now`: yesterday; the seven days ending today; the 1st of this month to today. */
export function presetRange(preset: Preset, now: number): { from: string; to: string } {
  const p = localParts(now, REPORTS.timeZone)
  const today = iso(p.year, p.month, p.day)
  switch (preset) {
    case 'yesterday': {
      const day = iso(p.year, p.month, p.day - 1)
      return { from: day, to: day }
    }
    case 'last7':
      return { from: iso(p.year, p.month, p.day - 6), to: today }
    case 'month':
      return { from: iso(p.year, p.month, 1), to: today }
  }
}

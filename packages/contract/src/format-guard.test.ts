import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * The copy review (docs/content.md), "one format": figures for people are written by
 * packages/contract/src/format.ts and nowhere else. This reads the source of the web app, the game clients,
 * the server and the contract and fails on any other `toLocaleString(`, `new Intl.NumberFormat(`,
 * `new Intl.DateTimeFormat(` or `toFixed(`, so the next change cannot grow a second money or date
 * format. A use that is not for display is either listed below with its reason, or marked on its
 * line with a `format-guard:` comment saying why.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const SCANNED = ['apps/web/src', 'apps/games/src', 'apps/server/src', 'packages/contract/src']
const FORMATTER = 'packages/contract/src/format.ts'

const FORBIDDEN = [
  /\btoLocaleString\(/,
  /\btoLocaleDateString\(/,
  /\btoLocaleTimeString\(/,
  /new Intl\.NumberFormat\(/,
  /new Intl\.DateTimeFormat\(/,
  /\.toFixed\(/,
]

/** Non-display uses, by file and the text of the line. */
const ALLOWED: readonly { file: string; line: RegExp; why: string }[] = [
  {
    file: 'apps/server/src/modules/account/statement.ts',
    line: /const money = \(n: number\) => n\.toFixed\(2\)/,
    why: 'the CSV statement keeps machine numbers (1234.50) that every spreadsheet reads as numbers',
  },
  {
    file: 'packages/contract/src/protection-math.ts',
    line: /new Intl\.DateTimeFormat\('en-US'/,
    why: 'calendar periods in a time zone: reads the parts of a date, writes nothing for a person',
  },
  {
    file: 'apps/web/src/shared/forms/number-input.ts',
    line: /new Intl\.NumberFormat\(LOCALE/,
    why: 'the number box of spec §5 edits in one entry format (Turkish) that its parser reads back',
  },
]

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sourceFiles(path)
    return /\.(ts|tsx|js|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : []
  })
}

describe('one format: no ad-hoc number or date formatting outside format.ts', () => {
  const files = SCANNED.flatMap(sourceFiles)

  it('scans the web, the games, the server and the contract', () => {
    expect(files.length).toBeGreaterThan(300)
    expect(files).toContain(FORMATTER)
  })

  it('finds every formatting call in format.ts or on the allow-list', () => {
    const offences: string[] = []
    const used = new Set<number>()
    for (const file of files) {
      if (file === FORMATTER) continue
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((text, i) => {
          if (!FORBIDDEN.some((re) => re.test(text))) return
          if (/format-guard: \S/.test(text)) return
          const allowed = ALLOWED.findIndex((a) => a.file === file && a.line.test(text))
          if (allowed >= 0) used.add(allowed)
          else offences.push(`${relative(ROOT, join(ROOT, file))}:${i + 1}: ${text.trim()}`)
        })
    }
    expect(offences, 'use the formatters of packages/contract/src/format.ts').toEqual([])
    // An entry that matches nothing any more goes, so the list stays the truth.
    expect(ALLOWED.filter((_, i) => !used.has(i)).map((a) => a.file)).toEqual([])
  })
})

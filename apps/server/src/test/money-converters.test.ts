import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Lira ↔ kuruş happens in modules/wallet/money.ts and nowhere else (docs/server-modules.md):
 * `toMinor`, `toMajor` and `asBigint`, exported through the wallet's index.ts. This test reads every
 * server source file (tests excluded: they spell expected figures as they like) and fails on a line
 * that multiplies or divides by 100 (or 100n) or calls `toFixed(2)` outside money.ts, unless the
 * line is on the allow-list below with the reason it is not money. A new converter fails here: use
 * money.ts instead, or add the line with its reason when it truly is not lira ↔ kuruş.
 */

const src = join(dirname(fileURLToPath(import.meta.url)), '..')
const MONEY = 'modules/wallet/money.ts'
const CONVERTER = /[*/]\s*100n?\b|\b100n?\s*[*/]|toFixed\(\s*2\s*\)/

/** [file under apps/server/src, a piece of the line, why it is not a money conversion]. */
const ALLOWED: [string, string, string][] = [
  ['modules/originals/originals.page.ts', 'rtpBp / 100', 'basis points → percent'],
  ['modules/casino/casino.service.ts', 'row.rtpBp / 100', 'basis points → percent'],
  ['modules/bonuses/campaigns.service.ts', 'c.percentBp / 100', 'basis points → percent'],
  ['modules/casino/catalog.service.ts', 'r.rtpBp / 100', 'basis points → percent'],
  ['modules/bonuses/campaigns.admin.ts', 'row.percentBp / 100', 'basis points → percent'],
  ['modules/bonuses/campaigns.admin.ts', 'Math.round(input.percent * 100)', 'percent → basis points'],
  ['modules/casino/catalog.service.ts', '10_000n) / stakes) / 100', 'a ratio in hundredths of a per cent'],
  [
    'modules/backoffice/report-figures.service.ts',
    '10_000n) / stakes) / 100',
    'a margin in hundredths of a per cent',
  ],
  ['modules/wallet/bonus-progress.ts', 'wageringWeight(b.gameCode))) / 100n', 'a weight in percent'],
  ['modules/originals/verify.ts', 'diceRoll(f!) / 100', 'a dice roll in hundredths'],
  ['modules/aviator/aviator.service.ts', 'null : v / 100', 'a multiplier in hundredths'],
  ['modules/account/statement.ts', 'n.toFixed(2)', 'a lira figure written with two decimals in the CSV'],
  ['modules/aviator/aviator.service.ts', 'autoCashout * 100)', 'a multiplier in hundredths'],
  ['modules/aviator/aviator.service.ts', 'crashPointE2(hash) / 100', 'a multiplier in hundredths'],
  ['modules/aviator/aviator.backoffice.ts', 'r.crashE2 / 100', 'a multiplier in hundredths'],
  ['modules/originals/play/instant.ts', 'limboResult(f!)) / 100', 'a multiplier in hundredths'],
  ['modules/rounds/rounds.plugin.ts', 'def.declaredRtp * 100', 'a fraction → percent'],
  ['modules/sports/cashout.ts', '(r.fraction ?? 1) * 100', 'a share of the stake in hundredths'],
  [
    'modules/sports/live-view.ts',
    'Math.round((100 * pushes',
    "the match tracker's pressure share in per cent",
  ],
]

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('money conversion only in money.ts', () => {
  it('finds no lira ↔ kuruş converter outside modules/wallet/money.ts', () => {
    const found: string[] = []
    for (const path of sources(src)) {
      const file = relative(src, path).split('\\').join('/')
      if (file === MONEY) continue
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim()
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return
          if (!CONVERTER.test(line)) return
          if (ALLOWED.some(([f, piece]) => f === file && line.includes(piece))) return
          found.push(`${file}:${i + 1}: ${code}`)
        })
    }
    expect(found).toEqual([])
  })
})

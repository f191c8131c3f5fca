import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pruneAssets } from './keep-previous-assets'

/* The build keeps the previous builds' hashed files for a week after their last use (docs/web.md "Releases"). */

const DAY = 24 * 60 * 60 * 1000
const T0 = Date.UTC(2026, 10, 1)
let dir: string

/** One build at `now` that writes `files` into assets/, as Vite does, then prunes. */
async function build(now: number, files: string[]) {
  for (const f of files) {
    writeFileSync(join(dir, 'assets', f), f)
    utimesSync(join(dir, 'assets', f), new Date(now), new Date(now))
  }
  return pruneAssets({
    outDir: dir,
    assetsDir: 'assets',
    current: ['index.html', ...files.map((f) => `assets/${f}`)],
    keepMs: 7 * DAY,
    now,
  })
}

const has = (f: string) => existsSync(join(dir, 'assets', f))

describe('keeping the previous builds’ assets', () => {
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps a file for 7 days after the last build that used it, however old the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'galata-dist-'))
    mkdirSync(join(dir, 'assets'))
    await build(T0, ['index-a.js', 'casino-b.js'])
    // 30 days on, casino-b.js is still used, index-a.js no longer: it is kept from now on.
    await build(T0 + 30 * DAY, ['index-a2.js', 'casino-b.js'])
    expect(has('index-a.js')).toBe(true)
    // A day later a build drops casino-b.js, written 31 days ago: tabs of the day before need it.
    const dropped = await build(T0 + 31 * DAY, ['index-a3.js', 'casino-c.js'])
    expect(dropped.removed).toEqual([])
    expect(has('casino-b.js') && has('index-a2.js') && has('index-a.js')).toBe(true)
    const sixth = await build(T0 + 37 * DAY, ['index-a3.js', 'casino-c.js'])
    expect(sixth.removed).toEqual(['assets/index-a.js'])
    expect(has('casino-b.js')).toBe(true)
    const week = await build(T0 + 38 * DAY, ['index-a3.js', 'casino-c.js'])
    expect(week.removed.sort()).toEqual(['assets/casino-b.js', 'assets/index-a2.js'])
    expect(has('index-a3.js') && has('casino-c.js')).toBe(true)
  })
})

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

  it('keeps a file’s brotli and gzip twins as long as the file, then removes them with it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'galata-dist-'))
    mkdirSync(join(dir, 'assets'))
    const twins = (name: string, at: number) => {
      for (const ext of ['br', 'gz']) {
        writeFileSync(join(dir, 'assets', `${name}.${ext}`), ext)
        utimesSync(join(dir, 'assets', `${name}.${ext}`), new Date(at), new Date(at))
      }
    }
    await build(T0, ['index-a.js'])
    twins('index-a.js', T0)
    // 30 days on the file is still used: its twins, as old as it, stay (the build wrote none anew).
    await build(T0 + 30 * DAY, ['index-a.js'])
    expect(has('index-a.js.br') && has('index-a.js.gz')).toBe(true)
    await build(T0 + 31 * DAY, ['index-b.js'])
    const week = await build(T0 + 38 * DAY, ['index-b.js'])
    expect(week.removed.sort()).toEqual(['assets/index-a.js', 'assets/index-a.js.br', 'assets/index-a.js.gz'])
  })
})

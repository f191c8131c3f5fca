import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeReport } from './report.js'
import { Timeline } from './timeline.js'

/*
 * docs/operations.md "The chaos run": a run's report is its figures; the PNG chart is drawn by
 * Chromium. A run that ends where no browser starts still writes report.md, with the SVG chart.
 */
describe('the chaos report without a browser', () => {
  const dirs: string[] = []
  afterEach(() => {
    vi.unstubAllEnvs()
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
  })

  it('writes report.md and chart.svg, and links the SVG', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const dir = mkdtempSync(join(tmpdir(), 'chaos-report-'))
    dirs.push(dir)
    const timeline = new Timeline()
    timeline.record('balance', 200, 12)
    const line = 'chaos: 0 faults, 1 acknowledged, 0 lost, 0 doubled, 0 5xx outside faults'
    await writeReport(dir, timeline, {
      startedAt: new Date('2026-12-02T14:00:00Z'),
      minutes: 1,
      players: 1,
      sockets: 0,
      instances: 1,
      url: 'http://127.0.0.1:1',
      verdicts: [],
      leaks: 0,
      line,
      notes: [],
      ownLoops: [],
      instanceName: () => 'nginx',
    })
    const md = readFileSync(join(dir, 'report.md'), 'utf8')
    expect(md).toContain(line)
    expect(md).toContain('](chart.svg)')
    expect(readFileSync(join(dir, 'chart.svg'), 'utf8')).toMatch(/^<svg/)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chart.png not drawn'))
  })
})

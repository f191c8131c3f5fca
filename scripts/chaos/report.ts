/**
 * The chaos run's report (docs/scaling.md "The chaos run"): `report.md` and `chart.png` in the
 * folder the user names (CHAOS_OUT). The chart is drawn here as SVG — throughput, p50 and p99
 * latency and the error rate per 5-second step, fault windows shaded and named — and turned into
 * a PNG by Debian's Chromium (scripts/ensure-chromium.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { failureSections } from './failures.js'
import { percentile, type FaultWindow, type Timeline } from './timeline.js'
import type { Verdict } from './verify.js'

const STEP = 5
const W = 1200
const H = 720

interface Point {
  t: number
  /** The bucket's length in seconds (the last one may be shorter). */
  len: number
  rps: number
  p50: number
  p99: number
  errorRate: number
  sockets: number
}

function points(timeline: Timeline): Point[] {
  const out: Point[] = []
  for (let i = 0; i < timeline.seconds.length; i += STEP) {
    const slice = timeline.seconds.slice(i, i + STEP)
    const answers = slice.reduce((a, s) => a + s.answers, 0)
    const failures = slice.reduce((a, s) => a + s.failures, 0)
    const lat = slice.flatMap((s) => s.latencies)
    out.push({
      t: i,
      len: slice.length,
      rps: answers / slice.length,
      p50: percentile(lat, 50),
      p99: percentile(lat, 99),
      errorRate: answers ? failures / answers : 0,
      sockets: slice.at(-1)?.sockets ?? 0,
    })
  }
  return out
}

function chartSvg(timeline: Timeline): string {
  const pts = points(timeline)
  const end = Math.max(1, timeline.seconds.length)
  const panels: {
    title: string
    lines: { label: string; color: string; y: (p: Point) => number }[]
    unit: string
  }[] = [
    {
      title: 'Answers per second',
      unit: '/s',
      lines: [{ label: 'answers/s', color: '#f5c04a', y: (p) => p.rps }],
    },
    {
      title: 'Latency',
      unit: 'ms',
      lines: [
        { label: 'p50', color: '#4ac6f5', y: (p) => p.p50 },
        { label: 'p99', color: '#f54a7a', y: (p) => p.p99 },
      ],
    },
    {
      title: 'Errors (5xx or no answer) and hub sockets',
      unit: '%',
      lines: [
        { label: 'error rate %', color: '#f5734a', y: (p) => p.errorRate * 100 },
        {
          label: 'hub sockets (% of peak)',
          color: '#7af54a',
          y: (p) => (p.sockets / Math.max(1, ...pts.map((q) => q.sockets))) * 100,
        },
      ],
    },
  ]
  const left = 70
  const right = W - 20
  const panelH = (H - 60) / panels.length
  const x = (t: number) => left + (t / end) * (right - left)
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`
  svg += `<rect width="${W}" height="${H}" fill="#10131c"/>`
  panels.forEach((panel, k) => {
    const top = 30 + k * panelH
    const bottom = top + panelH - 30
    const max = Math.max(1, ...panel.lines.flatMap((l) => pts.map(l.y)))
    const y = (v: number) => bottom - (v / max) * (bottom - top)
    // The reconciliation's pauses, hatched blue: no call is sent while one lasts (index.ts).
    for (const p of timeline.pauses) {
      const to = Number.isNaN(p.to) ? end : p.to
      svg += `<rect x="${x(p.from)}" y="${top}" width="${Math.max(1, x(to) - x(p.from))}" height="${bottom - top}" fill="#4a7af5" fill-opacity="0.12"/>`
    }
    for (const f of timeline.faults) {
      const to = Number.isNaN(f.to) ? end : f.to
      svg += `<rect x="${x(f.from)}" y="${top}" width="${Math.max(2, x(to) - x(f.from))}" height="${bottom - top}" fill="#ffffff" fill-opacity="0.08"/>`
      if (k === 0)
        svg += `<text x="${x(f.from) + 2}" y="${top - 4}" fill="#cfd3dc" font-size="10">${f.name}</text>`
    }
    svg += `<line x1="${left}" y1="${bottom}" x2="${right}" y2="${bottom}" stroke="#555"/>`
    svg += `<text x="${left}" y="${top + 12}" fill="#e8e8e8" font-weight="bold">${panel.title}</text>`
    svg += `<text x="${left - 6}" y="${top + 4}" fill="#aaa" text-anchor="end">${max.toFixed(0)} ${panel.unit}</text>`
    svg += `<text x="${left - 6}" y="${bottom}" fill="#aaa" text-anchor="end">0</text>`
    panel.lines.forEach((line, j) => {
      // Steps over each bucket's own seconds: a point drawn at its bucket's start put failures of a
      // window's first seconds before the window's shading.
      const d = pts
        .map(
          (p, i) =>
            `${i ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(line.y(p)).toFixed(1)}L${x(p.t + p.len).toFixed(1)},${y(line.y(p)).toFixed(1)}`,
        )
        .join('')
      svg += `<path d="${d}" fill="none" stroke="${line.color}" stroke-width="1.5"/>`
      svg += `<text x="${right - 160}" y="${top + 12 + j * 14}" fill="${line.color}">${line.label}</text>`
    })
  })
  svg += `<text x="${left}" y="${H - 8}" fill="#aaa">seconds since the start: 0 … ${end}; grey: fault windows, blue: reconciliation pauses</text></svg>`
  return svg
}

export interface RunFacts {
  startedAt: Date
  minutes: number
  players: number
  sockets: number
  instances: number
  url: string
  verdicts: { after: string; verdict: Verdict }[]
  leaks: number
  line: string
  /** What the faults measured (a graceful stop's time to exit). */
  notes: string[]
  /** The run's own event loops, one line each (stalls.ts). */
  ownLoops: string[]
  /** `galata-2 (127.0.0.1:3262)` for an upstream address; `nginx` for none. */
  instanceName: (upstream: string | null) => string
}

function ownBack(f: FaultWindow): string {
  if (f.ownBack === undefined) return '—'
  if (f.ownBack === null) return 'not measured'
  const { clients, back, p50S, maxS, dropP50S, upgradeP50S } = f.ownBack
  const s = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)} s`)
  const phases = `median drop ${s(dropP50S)}, upgrade ${s(upgradeP50S)}, back ${s(p50S)}`
  if (back < clients) return `${clients - back} of ${clients} not back within the wait (${phases})`
  return `${maxS!.toFixed(1)} s (${clients} sockets; ${phases})`
}

async function chartPng(dir: string, svg: string): Promise<true> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H } })
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`)
    await page.screenshot({ path: join(dir, 'chart.png') })
    return true
  } finally {
    await browser.close()
  }
}

export async function writeReport(dir: string, timeline: Timeline, facts: RunFacts): Promise<void> {
  mkdirSync(dir, { recursive: true })
  const svg = chartSvg(timeline)
  writeFileSync(join(dir, 'chart.svg'), svg)
  // The PNG is drawn by Chromium (`npm run stack:chaos` installs it first). A run's figures are
  // worth more than its picture: without a browser the report links the SVG, and the run says why.
  const png = await chartPng(dir, svg).catch((e: unknown) => {
    console.warn(
      `chaos: chart.png not drawn (${(e as Error).message.split('\n')[0]}); the report links chart.svg`,
    )
    return false
  })
  const totals = timeline.totals()
  const labels = [...totals.byLabel.entries()].sort((a, b) => b[1].n - a[1].n)
  const md = [
    `# Chaos run, ${facts.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`${facts.line}\``,
    '',
    `${facts.minutes} minutes against ${facts.url} (${facts.instances} instances behind the balancer), ` +
      `${facts.players} players, ${facts.sockets} hub sockets. ${totals.answers} answers; ` +
      `${totals.failuresOutside} 5xx or unanswered outside fault windows, ${totals.failuresInside} inside ` +
      `(${totals.undocumentedInside} of them not the documented 503). Private pushes seen by another player: ${facts.leaks}.`,
    '',
    `![throughput, latency and errors over time](${png ? 'chart.png' : 'chart.svg'})`,
    '',
    '## Faults',
    '',
    "| fault | from (s) | to (s) | hub clients back after | its instance's hub clients back after | reconciliation after it |",
    '| --- | --- | --- | --- | --- | --- |',
    ...timeline.faults.map((f) => {
      const v = facts.verdicts.find((x) => x.after === f.name)?.verdict
      const rec = v
        ? `${v.acknowledged} acknowledged, ${v.lost} lost, ${v.doubled} doubled, ledger ${v.ledgerOk ? 'OK' : 'FAILED'}`
        : '—'
      return `| ${f.name} | ${f.from.toFixed(0)} | ${f.to.toFixed(0)} | ${f.hubBackS === null ? 'not within the wait' : `${f.hubBackS.toFixed(1)} s`} | ${ownBack(f)} | ${rec} |`
    }),
    '',
    ...(facts.notes.length ? [...facts.notes.map((n) => `- ${n}`), ''] : []),
    `"hub clients back after": from the signal (instance faults) or the fault's undoing until every socket of the run was open at once. ` +
      `"its instance's": from the signal until every socket that was on the stopped instance was open again (on any instance), with the medians of its drop, its next HTTP upgrade and its hub handshake.`,
    '',
    ...(timeline.pauses.length
      ? [
          `Reconciliation pauses (no call sent): ${timeline.pauses.map((p) => `${p.from.toFixed(0)}–${p.to.toFixed(0)} s`).join(', ')}.`,
          '',
        ]
      : []),
    ...failureSections(timeline.placedFailures(), timeline.faults, (u) => facts.instanceName(u)),
    "## The run's own processes",
    '',
    'The players and the hub clients run on the machine they load. A loop stopped for seconds reads ' +
      'its answers late, and a time-out that expired meanwhile is counted first: calls in flight during ' +
      'a stall may be counted unanswered though the site answered them.',
    '',
    ...facts.ownLoops.map((l) => `- ${l}`),
    '',
    '## Calls',
    '',
    '| call | answers | 5xx or unanswered | p50 | p99 |',
    '| --- | --- | --- | --- | --- |',
    ...labels.map(
      ([label, l]) =>
        `| ${label} | ${l.n} | ${l.failures} | ${percentile(l.latencies, 50).toFixed(0)} ms | ${percentile(l.latencies, 99).toFixed(0)} ms |`,
    ),
    '',
    '## Refusals',
    '',
    ...[...timeline.refusals.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `- ${k}: ${n}`)
      .concat(timeline.refusals.size ? [] : ['None.']),
    '',
    '## Problems',
    '',
    ...(facts.verdicts.flatMap((v) => v.verdict.problems.map((p) => `- after ${v.after}: ${p}`)).slice(0, 100)
      .length
      ? facts.verdicts.flatMap((v) => v.verdict.problems.map((p) => `- after ${v.after}: ${p}`)).slice(0, 100)
      : ['None.']),
    '',
  ].join('\n')
  writeFileSync(join(dir, 'report.md'), md)
}

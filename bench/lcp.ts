/**
 * bench/lcp (docs/content-ui.md "bench/lcp"): the home page's Largest Contentful Paint on a cold
 * visit (a new browser context each time: no HTTP cache, no stored bootstrap record) in headless
 * Chromium, on a desktop (1366×850) and a phone (390×844, 3 device pixels per CSS pixel, touch),
 * and what that first visit transfers, by kind. Per viewport: one warm-up visit of the server, then
 * BENCH_VISITS cold visits (5); prints each visit, then median, min and max. Target: median ≤ 1.0 s.
 *
 * Builds the site first (`npm run build`; BENCH_LCP_BUILD=0 skips it) and serves it from the real
 * server (BENCH_PORT chooses the port). BENCH_LCP_VIEWPORTS=desktop or =phone runs one of them.
 *
 * BENCH_LCP_COMPARE=<file>: an index.html saved from an earlier build. Visits then alternate between
 * the current build (A) and that one (B) on the same server, so both see the same machine load; the
 * earlier build's hashed files are still in dist/assets (tooling/keep-previous-assets.ts keeps them),
 * and dist/index.html is restored at the end. This is how a change is judged on a shared machine.
 *
 * The site and Chromium are stopped however the run ends (an error, a timeout, Ctrl-C).
 */
import { execSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { launchChromium } from './lib/browser.js'
import { benchPort, startGalata, type Started } from './lib/servers.js'

const VISITS = Number(process.env.BENCH_VISITS ?? 5)
const VISIT_TIMEOUT_MS = Number(process.env.BENCH_LCP_VISIT_TIMEOUT_MS ?? 60_000)
const INDEX = 'apps/web/dist/index.html'
const COMPARE = process.env.BENCH_LCP_COMPARE

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1366, height: 850 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
}
const wanted = (process.env.BENCH_LCP_VIEWPORTS ?? 'desktop,phone').split(',').map((s) => s.trim())
for (const name of wanted) if (!VIEWPORTS[name]) throw new Error(`unknown viewport ${name}`)

interface File {
  path: string
  kind: string
  bytes: number
}
interface Visit {
  lcp: number
  element: string
  files: File[]
}

/** A response's kind from its Content-Type: what "bytes by type" groups by. */
function kindOf(contentType: string | undefined, path: string): string {
  const t = contentType ?? ''
  if (t.includes('javascript')) return 'script'
  if (t.includes('css')) return 'stylesheet'
  if (t.startsWith('image/')) return 'image'
  if (t.startsWith('font/') || t.includes('font')) return 'font'
  if (t.startsWith('video/')) return 'video'
  if (t.includes('json') || path.startsWith('/api/')) return 'api'
  if (t.includes('html')) return 'document'
  return 'other'
}

let site: Started | undefined
let browser: Browser | undefined
const originalIndex = COMPARE ? readFileSync(INDEX) : undefined
let stopping: Promise<void> | undefined

/** Stops what this bench started, once; safe to call from a signal handler and from `finally`. */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    if (originalIndex) writeFileSync(INDEX, originalIndex)
    await browser?.close().catch(() => {})
    await site?.stop().catch(() => {})
  })()
  return stopping
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`lcp: ${signal}, stopping the site and Chromium`)
    void stopAll().finally(() => process.exit(130))
  })
}

/** Resolves with the hero's LCP entry (the first slide's image), or the last entry after 15 s. */
async function lcpOf(page: Page): Promise<{ lcp: number; element: string }> {
  return page.evaluate(
    () =>
      new Promise<{ lcp: number; element: string }>((resolve) => {
        let last = { lcp: 0, element: '(no entry)' }
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as LargestContentfulPaint[]) {
            const el = e.element
            const isHero = Boolean(el?.closest('picture'))
            const name = el
              ? `${el.tagName.toLowerCase()}${isHero ? ' (hero slide)' : el.closest('.app-splash') ? ' (splash)' : ''}`
              : '(removed element)'
            const url = e.url ? ` ${new URL(e.url).pathname}` : ''
            last = { lcp: e.startTime, element: `${name}${url}` }
            if (isHero) setTimeout(() => resolve(last), 300)
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(last), 15_000)
      }),
  )
}

async function visit(options: BrowserContextOptions): Promise<Visit> {
  const context = await browser!.newContext(options)
  try {
    const page = await context.newPage()
    const files: File[] = []
    const pending: Promise<void>[] = []
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()])
          const path = new URL(request.url()).pathname
          files.push({
            path,
            kind: kindOf(response?.headers()['content-type'], path),
            // Headers and the body as sent (compressed when it was).
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          })
        })().catch(() => {}),
      )
    })
    await page.goto(site!.url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS })
    const { lcp, element } = await lcpOf(page)
    // Late requests (the other slides after the hero, the sections below the fold) count too.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
    await Promise.all(pending)
    return { lcp, element, files }
  } finally {
    await context.close().catch(() => {})
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const s = (ms: number) => `${(ms / 1000).toFixed(3)} s`
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
const totalOf = (v: Visit) => v.files.reduce((a, f) => a + f.bytes, 0)

function summary(label: string, visits: Visit[]): void {
  const lcps = visits
    .map((v) => v.lcp)
    .filter((v) => v > 0)
    .sort((a, b) => a - b)
  if (lcps.length === 0) {
    console.log(`lcp: ${label}: no LCP entry in ${visits.length} visits`)
    return
  }
  const median = lcps[Math.floor(lcps.length / 2)]!
  const missing = visits.length - lcps.length
  console.log(
    `lcp: ${label}: LCP of / cold, ${lcps.length} visits: median ${s(median)}, min ${s(lcps[0]!)}, max ${s(lcps.at(-1)!)}` +
      `${missing ? ` (${missing} without an LCP entry left out)` : ''} (target <= 1.0 s) ${median <= 1000 ? 'MET' : 'NOT MET'}`,
  )
  const first = visits[0]!
  const byKind = new Map<string, number>()
  for (const f of first.files) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + f.bytes)
  console.log(
    `lcp: ${label}: bytes of a first visit ${kb(totalOf(first))}: ` +
      [...byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, n]) => `${kind} ${kb(n)}`)
        .join(', '),
  )
  console.log(
    '  ' +
      [...first.files]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 10)
        .map((f) => `${kb(f.bytes).padStart(9)} ${f.kind} ${f.path}`)
        .join('\n  '),
  )
  console.log(`lcp: ${label}: LCP element ${first.element}`)
}

let failed = false
try {
  if (process.env.BENCH_LCP_BUILD !== '0') execSync('npm run build', { stdio: 'ignore' })
  execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' })
  const builds: { label: string; index: Buffer }[] = [{ label: 'A', index: readFileSync(INDEX) }]
  if (COMPARE) {
    builds.push({ label: 'B', index: readFileSync(COMPARE) })
    console.log(`lcp: A = this build, B = ${COMPARE}; visits alternate A, B`)
  }
  site = await startGalata(benchPort(0, 3905))
  browser = await launchChromium()
  console.log(`lcp: load average ${load()} at the start`)
  for (const name of wanted) {
    const options = VIEWPORTS[name]!
    const results = new Map(builds.map((b) => [b.label, [] as Visit[]]))
    for (const build of builds) {
      if (COMPARE) writeFileSync(INDEX, build.index)
      await visit(options).catch(() => {}) // warm-up: the server's file cache, not measured
    }
    for (let i = 0; i < VISITS; i++) {
      for (const build of builds) {
        if (COMPARE) writeFileSync(INDEX, build.index)
        const tag = COMPARE ? `${name} ${build.label}` : name
        try {
          const v = await visit(options)
          results.get(build.label)!.push(v)
          console.log(
            `lcp: ${tag} visit ${i + 1}: ${s(v.lcp)} (${v.element}), ${kb(totalOf(v))} transferred, load ${load()}`,
          )
        } catch (e) {
          console.log(`lcp: ${tag} visit ${i + 1} failed: ${(e as Error).message.split('\n')[0]}`)
        }
      }
    }
    for (const build of builds) {
      const visits = results.get(build.label)!
      const label = COMPARE ? `${name} ${build.label}` : name
      if (visits.length === 0) {
        console.log(`lcp: ${label}: every visit failed`)
        failed = true
      } else summary(label, visits)
    }
  }
  console.log(`lcp: load average ${load()} at the end`)
} catch (e) {
  console.error(`lcp: ${(e as Error).stack ?? e}`)
  failed = true
} finally {
  await stopAll()
}
process.exit(failed ? 1 : 0)

// Where the journeys' minutes went (docs/testing.md "CI's time budget"): reads the Playwright JSON
// report that CI writes (playwright.config.ts) and prints each project's time, the slowest files and
// the slowest tests, retries included. Worker time, not wall time: two workers share the run.
// Usage: node scripts/journey-times.mjs [report.json] [how many rows]
import { existsSync, readFileSync } from 'node:fs'

const path = process.argv[2] ?? 'test-results/journeys.json'
const rows = Number(process.argv[3] ?? 15)
if (!existsSync(path)) {
  console.log(`journey times: no report at ${path}`)
  process.exit(0)
}
const report = JSON.parse(readFileSync(path, 'utf8'))

const tests = []
const walk = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)
      tests.push({
        file: spec.file ?? file,
        title: `${spec.file ?? file}:${spec.line} ${spec.title}`,
        project: test.projectName,
        ms,
        tries: (test.results ?? []).length,
      })
    }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file)
}
for (const suite of report.suites ?? []) walk(suite, suite.file)

const s = (ms) => `${(ms / 1000).toFixed(1)} s`
const total = tests.reduce((sum, t) => sum + t.ms, 0)
console.log(`journey times: ${tests.length} tests, ${s(total)} of worker time`)
const byProject = new Map()
for (const t of tests) {
  const p = byProject.get(t.project) ?? { ms: 0, n: 0 }
  byProject.set(t.project, { ms: p.ms + t.ms, n: p.n + 1 })
}
for (const [project, p] of byProject) console.log(`  ${project}: ${p.n} tests, ${s(p.ms)}`)

const byFile = new Map()
for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms)
console.log(`slowest files:`)
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(`  ${s(ms).padStart(8)}  ${file}`)
console.log(`slowest tests:`)
for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, rows))
  console.log(
    `  ${s(t.ms).padStart(8)}  [${t.project}] ${t.title}${t.tries > 1 ? ` (${t.tries} tries)` : ''}`,
  )

// `npm run bench [name…]`: runs the benchmarks under bench/ one after another and prints their figures.
import { readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const all = readdirSync('bench')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
const wanted = process.argv.slice(2)

// The HTTP load generator is wrk (bench/lib/load.ts says why); install Debian's package when missing.
if (spawnSync('wrk', ['--version']).error) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error('The benchmarks need wrk: sudo apt-get install -y wrk')
    process.exit(1)
  }
  console.log('Installing Debian wrk for the benchmarks…')
  const apt = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk'],
    {
      stdio: 'inherit',
    },
  )
  if (apt.status !== 0) process.exit(apt.status ?? 1)
}
const names = wanted.length ? wanted : all
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`unknown benchmark ${name}; have: ${all.join(', ')}`)
    process.exit(1)
  }
  console.log(`\n=== bench/${name} ===`)
  const r = spawnSync('npx', ['tsx', `bench/${name}.ts`], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

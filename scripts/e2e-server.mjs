// Starts the site for the browser journeys on a fresh embedded database that is removed afterwards.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The migrated template every journey server starts from (docs/testing.md "The e2e servers'
 * template"): named after the migrations and PGlite's version, so a changed migration builds a
 * new one. Built once per machine; a fresh database cost each server 6.5 s and 9 CPU-s of initdb and
 * migrations, a copy of the template 0.2 s.
 */
function template() {
  const migrations = 'apps/server/drizzle'
  const hash = createHash('sha256')
  hash.update(JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version)
  // What the migrator reads: the SQL files and the journal (not the schema snapshots beside it).
  const files = readdirSync(migrations).filter((f) => f.endsWith('.sql'))
  for (const file of [...files.sort(), 'meta/_journal.json'])
    hash.update(file).update(readFileSync(join(migrations, file)))
  const name = `galata-e2e-template-${hash.digest('hex').slice(0, 16)}`
  const dir = join(tmpdir(), name)
  if (existsSync(dir)) return dir
  // Servers starting together may each build one: each builds its own, the first rename wins.
  const building = `${dir}-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-template.ts', building], {
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('the e2e template database could not be built')
  try {
    renameSync(building, dir)
  } catch {
    rmSync(building, { recursive: true, force: true })
  }
  // Templates of other migrations are left from earlier runs on this machine (60 MB each). Only
  // those a day old go: another checkout's journeys may be copying theirs right now.
  const dayAgo = Date.now() - 24 * 3_600_000
  for (const old of readdirSync(tmpdir())) {
    if (!old.startsWith('galata-e2e-template-') || old.startsWith(name)) continue
    // Gone already (another checkout's build renamed or removed it): nothing to do.
    const changed = statSync(join(tmpdir(), old), { throwIfNoEntry: false })?.mtimeMs
    if (changed !== undefined && changed < dayAgo)
      rmSync(join(tmpdir(), old), { recursive: true, force: true })
  }
  return dir
}

const dataDir = process.env.DATA_DIR
if (dataDir) {
  rmSync(dataDir, { recursive: true, force: true })
  cpSync(template(), dataDir, { recursive: true })
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: process.env,
})
// A server that does not finish within 15 s of SIGTERM (a busy PGlite world on a loaded machine)
// is killed, so a stopped journey never leaves a server behind to load the rest of the run.
const stop = () => {
  child.kill('SIGTERM')
  setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// A fast-world server's parent is a test worker: when the worker goes without stopping it (a
// journey that timed out), this process is re-parented, and the server stops with it.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) stop()
}, 2_000).unref()
child.on('exit', (code) => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})

// Starts the site for the browser journeys on a fresh embedded database that is removed afterwards.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

const dataDir = process.env.DATA_DIR
if (dataDir) rmSync(dataDir, { recursive: true, force: true })
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

// Debian packages the stack (and CI's PgBouncer suite) run: installed with apt-get when missing and
// we are root, otherwise the exact command is named. As a command: `tsx scripts/stack/apt.ts pgbouncer`.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Each package by the program the stack runs from it. */
export const PROGRAMS = {
  nginx: '/usr/sbin/nginx',
  pgbouncer: process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer',
  prometheus: '/usr/bin/prometheus',
} as const
export type StackPackage = keyof typeof PROGRAMS

export function ensureDebianPackages(packages: StackPackage[]): void {
  const missing = packages.filter((p) => !existsSync(PROGRAMS[p]))
  if (missing.length === 0) return
  const install = `apt-get install -y ${missing.join(' ')}`
  if (process.getuid?.() !== 0)
    throw new Error(`missing ${missing.join(', ')}; install with:\n  sudo apt-get update && sudo ${install}`)
  console.log(`Installing Debian ${missing.join(', ')}…`)
  // policy-rc.d-less machines would start the packages' own services on their default ports;
  // whatever they start is theirs, and the stack checks its ports are free before it binds them.
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${install} -qq`, { stdio: 'inherit' })
  const still = missing.filter((p) => !existsSync(PROGRAMS[p]))
  if (still.length > 0)
    throw new Error(`apt-get finished but ${still.map((p) => PROGRAMS[p]).join(', ')} missing`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2) as StackPackage[]
  const unknown = wanted.filter((p) => !(p in PROGRAMS))
  if (unknown.length > 0) {
    console.error(`unknown package ${unknown.join(', ')}; know: ${Object.keys(PROGRAMS).join(', ')}`)
    process.exit(1)
  }
  try {
    ensureDebianPackages(wanted)
  } catch (e) {
    console.error((e as Error).message)
    process.exit(1)
  }
}

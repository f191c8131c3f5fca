// The browser journeys run in Debian's Chromium headless shell, the benches, the chaos report's
// chart and the artwork in Debian's Chromium (no browser download is possible on these machines).
// Installs what is missing when we are root; otherwise says exactly what to install.
// Why the journeys take the headless shell: docs/testing.md "The journeys' browser".
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

/** Debian's packages and the binary each installs. */
const PACKAGES = [
  { name: 'chromium', path: '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
]

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0)
  console.error(`CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`)
  process.exit(1)
}
const missing = PACKAGES.filter((p) => !existsSync(p.path)).map((p) => p.name)
if (missing.length === 0) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `The browser tests need Debian's ${missing.join(' and ')}. Install with:\n` +
      `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  )
  process.exit(1)
}
console.log(`Installing Debian ${missing.join(' and ')} for the browser tests…`)
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
  stdio: 'inherit',
})
const still = PACKAGES.filter((p) => !existsSync(p.path)).map((p) => p.path)
if (still.length > 0) {
  console.error(`apt-get finished but ${still.join(' and ')} is still missing.`)
  process.exit(1)
}

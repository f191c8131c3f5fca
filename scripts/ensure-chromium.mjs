// The browser journeys run in Debian's Chromium (no browser download is possible on these machines).
// Installs it when missing and we are root; otherwise says exactly what to install.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points to ${path}, which does not exist.`)
  process.exit(1)
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    'Chromium is needed for the browser tests. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  )
  process.exit(1)
}
console.log('Installing Debian chromium for the browser tests…')
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
})
if (!existsSync(path)) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.')
  process.exit(1)
}

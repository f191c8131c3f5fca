// Every installed package must accept this machine's Node (20.20): a package that declares a newer
// engine may break on a fresh machine in ways no test catches until it runs.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const semver = require('semver')
const version = process.version
const bad = []
function scan(dir) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue
    const full = join(dir, name)
    if (name.startsWith('@')) {
      scan(full)
      continue
    }
    const pkgFile = join(full, 'package.json')
    if (existsSync(pkgFile)) {
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'))
      const range = pkg.engines?.node
      if (range && semver.validRange(range) && !semver.satisfies(version, range))
        bad.push(`${pkg.name}@${pkg.version} wants node ${range}`)
    }
    scan(join(full, 'node_modules'))
  }
}
scan('node_modules')
for (const ws of ['apps/server', 'apps/web', 'packages/contract']) scan(join(ws, 'node_modules'))
if (bad.length) {
  console.error(`Packages that do not accept Node ${version}:\n  ${bad.join('\n  ')}`)
  process.exit(1)
}
console.log(`All installed packages accept Node ${version}.`)

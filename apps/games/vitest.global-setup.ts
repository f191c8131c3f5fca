import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// The server suites render game pages, which name the built, content-hashed client bundles: build
// them once per run (about 0.2 s), so `npx vitest run` works on a fresh clone without a build first.
export default function setup() {
  execFileSync(process.execPath, [fileURLToPath(new URL('build.mjs', import.meta.url)), '--quiet'], {
    stdio: 'inherit',
  })
}

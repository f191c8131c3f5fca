// `npm run dev`: the API server with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { execFileSync, spawn } from 'node:child_process'

// The game pages name the built, content-hashed client bundles (apps/games, docs/game-sdk.md); the
// server reads them at boot, so rebuild (npm run build:games) and let it reload after changing one.
execFileSync(process.execPath, ['apps/games/build.mjs'], { stdio: 'inherit' })

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children)
  c.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })

// Builds the Galata Originals game clients (docs/game-sdk.md): one IIFE bundle per game page and one
// stylesheet per look, each named by its content hash, plus dist/manifest.json mapping the logical
// names the server's pages ask for (`dice.js`, `originals.css`) to the hashed files it serves with
// `Cache-Control: immutable`. esbuild, not Vite: a handful of static entries, no dev server needed.
import { build } from 'esbuild'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
export const DIST = join(here, 'dist')

/** Logical name (what a page asks for) → source entry. */
export const ENTRIES = {
  'dice.js': 'src/dice/main.ts',
  'mines.js': 'src/mines/main.ts',
  'roulette.js': 'src/roulette/main.ts',
  'slots.js': 'src/slots/main.ts',
  'blackjack.js': 'src/blackjack/main.ts',
  'aviator.js': 'src/aviator/main.ts',
  'verify.js': 'src/verify/main.ts',
  'plinko.js': 'src/plinko/main.ts',
  'keno.js': 'src/keno/main.ts',
  'limbo.js': 'src/limbo/main.ts',
  'hilo.js': 'src/hilo/main.ts',
  'coinflip.js': 'src/coinflip/main.ts',
  'scratch.js': 'src/scratch/main.ts',
  'tower.js': 'src/tower/main.ts',
  'originals.css': 'src/styles/originals.css',
  'aviator.css': 'src/styles/aviator.css',
  'instant.css': 'src/styles/instant.css',
  'live-roulette.js': 'src/live-roulette/main.ts',
  'live-roulette.css': 'src/styles/live-roulette.css',
  'live-baccarat.js': 'src/live-baccarat/main.ts',
  'dragon-tiger.js': 'src/dragon-tiger/main.ts',
  'live-cards.css': 'src/styles/live-cards.css',
  'infinite-blackjack.js': 'src/infinite-blackjack/main.ts',
  'infinite-blackjack.css': 'src/styles/infinite-blackjack.css',
  'keno-tv.js': 'src/keno-tv/main.ts',
  'money-wheel.js': 'src/money-wheel/main.ts',
  'lucky-7.js': 'src/lucky-7/main.ts',
  'tv-games.css': 'src/styles/tv-games.css',
  'bingo.js': 'src/bingo/main.ts',
  'bingo.css': 'src/styles/bingo.css',
  'virtual-football.js': 'src/virtual-football/main.ts',
  'virtual-football.css': 'src/styles/virtual-football.css',
  'three-card-poker.js': 'src/three-card-poker/main.ts',
  'three-card-poker.css': 'src/styles/three-card-poker.css',
}

export async function buildGames({ quiet = false } = {}) {
  const started = Date.now()
  const result = await build({
    absWorkingDir: here,
    entryPoints: Object.entries(ENTRIES).map(([name, file]) => ({
      in: file,
      out: name.replace(/\.\w+$/, ''),
    })),
    bundle: true,
    format: 'iife',
    // Modern browsers; the pages use nothing newer than ES2020 at runtime.
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    entryNames: '[name]-[hash]',
    outdir: join(DIST, 'assets'),
    metafile: true,
    write: false,
    logLevel: quiet ? 'error' : 'warning',
  })
  // A file is only written when its content changed, through a temporary file renamed into place:
  // the server suites' set-up builds the clients again while CI's journeys are served from the same
  // dist (docs/testing.md "CI's time budget"), and a page must never load a half-written bundle.
  mkdirSync(join(DIST, 'assets'), { recursive: true })
  for (const file of result.outputFiles) {
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue
    const tmp = `${file.path}.${process.pid}.tmp`
    writeFileSync(tmp, file.contents)
    renameSync(tmp, file.path)
  }
  const manifest = {}
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue
    const name = Object.keys(ENTRIES).find(
      (n) => ENTRIES[n] === meta.entryPoint && n.endsWith(output.slice(output.lastIndexOf('.'))),
    )
    if (name) manifest[name] = basename(output)
  }
  for (const name of Object.keys(ENTRIES))
    if (!manifest[name]) throw new Error(`game client build: no output for ${name}`)
  // Written last and renamed into place: a server booting meanwhile reads the old or the new, whole.
  const tmp = join(DIST, `manifest.${process.pid}.tmp`)
  writeFileSync(tmp, JSON.stringify(manifest, null, 2) + '\n')
  renameSync(tmp, join(DIST, 'manifest.json'))
  if (!quiet) console.log(`game clients built in ${Date.now() - started} ms → ${DIST}`)
  return manifest
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await buildGames({ quiet: process.argv.includes('--quiet') })

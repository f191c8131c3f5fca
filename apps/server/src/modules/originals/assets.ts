import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * The game clients' built files (apps/games, docs/game-sdk.md): content-hashed bundles listed in
 * apps/games/dist/manifest.json by the logical name a page asks for (`dice.js`, `originals.css`).
 * Read once into memory; a hashed name never changes content, so it is cached for a year.
 */

const DIST = new URL('../../../../games/dist/', import.meta.url)

export interface GameAssets {
  /** The url of a logical asset (`dice.js`) under /originals/assets/, with its hashed name. */
  url(name: string): string
  /** A built file by its hashed name; undefined for anything else (a plain 404). */
  file(hashed: string): { type: string; body: Buffer } | undefined
}

let loaded: GameAssets | null = null

/** The built game clients; throws, naming the command, when they were never built. */
export function gameAssets(): GameAssets {
  if (loaded) return loaded
  const manifestPath = fileURLToPath(new URL('manifest.json', DIST))
  if (!existsSync(manifestPath))
    throw new Error(`The game clients are not built (${manifestPath} is missing): run \`npm run build\`.`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>
  // A Map, not an object: a request for `valueOf` or `__proto__` must be a plain 404.
  const files = new Map<string, { type: string; body: Buffer }>()
  for (const hashed of Object.values(manifest))
    files.set(hashed, {
      type: hashed.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      body: readFileSync(new URL(`assets/${hashed}`, DIST)),
    })
  const urls = new Map(Object.entries(manifest))
  loaded = {
    url(name) {
      const hashed = urls.get(name)
      if (!hashed) throw new Error(`no built game asset named ${name}`)
      return `/originals/assets/${hashed}`
    },
    file: (hashed) => files.get(hashed),
  }
  return loaded
}

import { mkdir, readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/*
 * A deploy must not break tabs opened before it (docs/web.md "Releases"): their pages ask for the
 * previous build's hashed chunks. Vite empties dist/ before every build; this plugin keeps it, and
 * after the build removes from assets/ only files that no build has used for KEEP_DAYS. The
 * server (@fastify/static over WEB_DIST) serves whatever assets/ holds when it starts, so the new
 * build and the previous ones are served side by side.
 */

/** How long a hashed file stays in assets/ after the last build that used it. */
export const KEEP_PREVIOUS_ASSETS_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
/** The last build's files, under a dot directory the server does not serve (send's dotfiles: ignore). */
export const BUILD_FILES_LIST = '.vite/galata-build-files.json'

export function keepPreviousAssets(days = KEEP_PREVIOUS_ASSETS_DAYS): Plugin {
  let outDir = ''
  let assetsDir = 'assets'
  return {
    name: 'galata:keep-previous-assets',
    apply: 'build',
    config: () => ({ build: { emptyOutDir: false } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      assetsDir = config.build.assetsDir
    },
    async writeBundle(_options, bundle) {
      const { removed } = await pruneAssets({
        outDir,
        assetsDir,
        current: Object.keys(bundle),
        keepMs: days * DAY_MS,
        now: Date.now(),
      })
      if (removed.length > 0) this.info(`removed ${removed.length} hashed files unused for ${days} days`)
    },
  }
}

/**
 * After a build wrote `current` (paths relative to outDir): a file of assets/ the previous build
 * used but this one does not is stale from now on, so its time is set to now; a file neither used
 * is removed once its time (when it went stale) is older than `keepMs`. A file's own write time
 * would not do: a chunk unchanged for weeks is as needed by open tabs as one from yesterday.
 */
export async function pruneAssets(opts: {
  outDir: string
  assetsDir: string
  current: string[]
  keepMs: number
  now: number
}): Promise<{ kept: string[]; removed: string[] }> {
  const { outDir, assetsDir, keepMs, now } = opts
  const current = new Set(opts.current)
  const listPath = join(outDir, BUILD_FILES_LIST)
  const previous = new Set<string>(
    await readFile(listPath, 'utf8')
      .then((text) => JSON.parse(text) as string[])
      .catch(() => []),
  )
  const kept: string[] = []
  const removed: string[] = []
  const names = await readdir(join(outDir, assetsDir)).catch(() => [] as string[])
  for (const name of names) {
    const file = `${assetsDir}/${name}`
    // A brotli or gzip twin (tooling/precompress.ts) lives and goes with the file it compresses.
    const source = file.replace(/\.(br|gz)$/, '')
    if (current.has(source)) continue
    const path = join(outDir, file)
    if (previous.has(source)) {
      const at = new Date(now)
      await utimes(path, at, at)
      kept.push(file)
    } else if (now - (await stat(path)).mtimeMs >= keepMs) {
      await unlink(path)
      removed.push(file)
    } else kept.push(file)
  }
  await mkdir(dirname(listPath), { recursive: true })
  await writeFile(listPath, JSON.stringify([...current].sort()))
  return { kept, removed }
}

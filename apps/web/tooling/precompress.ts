import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/*
 * Brotli and gzip twins of the build's text files (docs/content-ui.md "LCP"): `x.js.br` and
 * `x.js.gz` beside `x.js`, compressed once at build time at the best settings, which the server
 * sends to a browser that accepts them (@fastify/static `preCompressed`, apps/server/src/app.ts)
 * instead of the raw file. A file the encoding does not shrink by a tenth gets no twin.
 */

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/
/** Below this a file fits in a packet or two either way. */
const MIN_BYTES = 1024
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Writes the twins of one file; returns the encodings written. */
export async function precompressFile(path: string): Promise<string[]> {
  const raw = await readFile(path)
  if (raw.length < MIN_BYTES) return []
  const written: string[] = []
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(raw, { level: 9 }),
  ])
  for (const [ext, body] of [
    ['br', br],
    ['gz', gzipped],
  ] as const) {
    if (body.length > raw.length * 0.9) continue
    await writeFile(`${path}.${ext}`, body)
    written.push(ext)
  }
  return written
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // `.vite/` holds the build's own records, never served.
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await filesUnder(path)))
    else out.push(path)
  }
  return out
}

/**
 * After the build: twins for this build's files and for the copied public files (the artwork's
 * SVGs, the manifest); the previous builds' chunks kept in assets/ (tooling/keep-previous-assets.ts)
 * keep whatever twins they had.
 */
export function precompress(): Plugin {
  let outDir = ''
  let assetsDir = 'assets'
  const built = new Set<string>()
  return {
    name: 'galata:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      assetsDir = config.build.assetsDir
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) built.add(join(outDir, name))
    },
    async closeBundle() {
      let count = 0
      const assets = join(outDir, assetsDir) + sep
      for (const path of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (path.startsWith(assets) && !built.has(path))) continue
        if ((await precompressFile(path)).length > 0) count++
      }
      if (count > 0) this.info?.(`precompressed ${count} files (brotli, gzip)`)
    },
  }
}

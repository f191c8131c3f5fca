import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressFile } from './precompress'

/* The build's brotli and gzip twins of its text files (docs/content-ui.md "LCP"). */

let dir: string

describe('precompressing a built file', () => {
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('writes brotli and gzip twins that decode to the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'galata-precompress-'))
    const path = join(dir, 'index-abc.js')
    const text = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))}\n`
    writeFileSync(path, text)
    expect(await precompressFile(path)).toEqual(['br', 'gz'])
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(text)
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(text)
    expect(readFileSync(`${path}.br`).length).toBeLessThan(text.length / 4)
  })

  it('writes no twin for a small file or one that does not shrink', async () => {
    dir = mkdtempSync(join(tmpdir(), 'galata-precompress-'))
    const small = join(dir, 'small.js')
    writeFileSync(small, 'console.log(1)')
    const noise = join(dir, 'noise.svg')
    // Random bytes (an embedded raster, say) do not compress.
    writeFileSync(noise, randomBytes(4096))
    expect(await precompressFile(small)).toEqual([])
    expect(await precompressFile(noise)).toEqual([])
    expect(existsSync(`${small}.br`) || existsSync(`${noise}.gz`)).toBe(false)
  })
})

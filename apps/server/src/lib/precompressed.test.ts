import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pickEncoding, precompressJson } from './precompressed.js'

describe('precompressed JSON', () => {
  it('encodes once into identity, brotli and gzip forms of the same JSON', async () => {
    const value = { success: true, message: '', data: { text: 'Çağrı merkezi'.repeat(100) } }
    const json = await precompressJson(value)
    expect(JSON.parse(json.identity.toString('utf8'))).toEqual(value)
    expect(brotliDecompressSync(json.br).equals(json.identity)).toBe(true)
    expect(gunzipSync(json.gzip).equals(json.identity)).toBe(true)
    expect(json.br.length).toBeLessThan(json.identity.length)
  })

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('picks the encoding for %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})

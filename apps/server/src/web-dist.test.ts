import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from './test/helper.js'

/*
 * The built web app as the server serves it (docs/web.md "Releases"): the single-page app's shell
 * for every page path, hashed assets for a year, and, while index.html cannot be read (a deploy
 * copying the new build, a disk fault), a plain 503 page with Retry-After, logged, never a JSON 500.
 */

const INDEX =
  '<!doctype html><html lang="tr"><head><title>Galata</title></head><body><div id="root"></div></body></html>'

const CONSOLE =
  '<!doctype html><html lang="tr"><head><title>Galata Back Office</title></head><body><div id="root"></div></body></html>'

const CHUNK = `export const words = ${JSON.stringify('galata '.repeat(400))}\n`

function webDist(withIndex: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'galata-web-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  // The build's brotli and gzip twins of a chunk (apps/web/tooling/precompress.ts).
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), CHUNK)
  writeFileSync(join(dir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(CHUNK))
  writeFileSync(join(dir, 'assets', 'entry-abc123.js.gz'), gzipSync(CHUNK))
  // The build's list of its files (apps/web tooling/keep-previous-assets.ts): never served.
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, '.vite', 'galata-build-files.json'), '["assets/index-abc123.js"]')
  if (withIndex) writeFileSync(join(dir, 'index.html'), INDEX)
  return dir
}

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(503)
  expect(res.headers['retry-after']).toBe('30')
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.body).toContain('<html lang="tr">')
  expect(res.body).toContain('Site kısa süreliğine kullanılamıyor')
  expect(res.body).toContain('lang="en"')
  expect(res.body).not.toContain('FST_ERR')
}

describe('a build whose index.html goes missing after boot', () => {
  const dir = webDist(true)
  const t = useTestApp({ WEB_DIST: dir }, { captureLogs: true })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('serves the shell, then a logged 503 with Retry-After while index.html cannot be read', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/casino' })
    expect(shell.statusCode).toBe(200)
    expect(shell.headers['cache-control']).toBe('no-cache')
    expect(shell.body).toBe(INDEX)
    const again = await t.app.inject({
      method: 'GET',
      url: '/casino',
      headers: { 'if-none-match': String(shell.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')

    const list = await t.app.inject({ method: 'GET', url: '/.vite/galata-build-files.json' })
    expect(list.body).not.toContain('assets/index-abc123.js')
    // A hashed file of a build this server does not have: a 404, not the shell.
    const gone = await t.app.inject({ method: 'GET', url: '/assets/casino-lobby-route-old123.js' })
    expect(gone.statusCode).toBe(404)
    expect(gone.headers['content-type']).toMatch(/^text\/plain/)

    rmSync(join(dir, 'index.html'))
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/casino' }))
    expect(t.logs.some((l) => l.includes('web app index.html cannot be read'))).toBe(true)
    // The API keeps its own answers, and the assets still there are still served.
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200)

    writeFileSync(join(dir, 'index.html'), INDEX)
    expect((await t.app.inject({ method: 'GET', url: '/casino' })).body).toBe(INDEX)
  })
})

describe('a build with compressed twins', () => {
  const dir = webDist(true)
  const t = useTestApp({ WEB_DIST: dir })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('sends the brotli twin, the gzip one or the raw file, by what the browser accepts', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/entry-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      })
    const br = await get('gzip, deflate, br, zstd')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toContain('immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 10)
    const gz = await get('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.equals(gzipSync(CHUNK))).toBe(true)
    const raw = await get()
    expect(raw.headers['content-encoding']).toBeUndefined()
    expect(raw.body).toBe(CHUNK)
    // A file without twins is sent as it is, whatever the browser accepts.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
  })
})

describe('a WEB_DIST directory without index.html at boot', () => {
  const dir = webDist(false)
  const t = useTestApp({ WEB_DIST: dir })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers page paths with the 503 page, not a 500', async () => {
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/' }))
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/spor/canli' }))
  })
})

describe('the back-office console (docs/backoffice.md "The console (/bo)")', () => {
  const dir = webDist(true)
  writeFileSync(join(dir, 'bo.html'), CONSOLE)
  const t = useTestApp({ WEB_DIST: dir }, { captureLogs: true })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers /bo and every path under it with bo.html, and the player paths with index.html', async () => {
    for (const url of ['/bo', '/bo/', '/bo/login', '/bo/players/12?q=x', '/bo/audit']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.body, url).toBe(CONSOLE)
    }
    for (const url of ['/', '/casino', '/bonus', '/box', '/boards/1']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(INDEX)
    }
    // Its own ETag: a revisit of an unchanged console is a 304.
    const first = await t.app.inject({ method: 'GET', url: '/bo/login' })
    const again = await t.app.inject({
      method: 'GET',
      url: '/bo/login',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    // The API under /api/backoffice keeps its JSON answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/auth/me' })).statusCode).toBe(401)
  })

  it('answers the 503 page while bo.html cannot be read, and the player site is unaffected', async () => {
    rmSync(join(dir, 'bo.html'))
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/bo/players' }))
    expect(t.logs.some((l) => l.includes('web app bo.html cannot be read'))).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/casino' })).body).toBe(INDEX)
    writeFileSync(join(dir, 'bo.html'), CONSOLE)
    expect((await t.app.inject({ method: 'GET', url: '/bo' })).body).toBe(CONSOLE)
  })
})

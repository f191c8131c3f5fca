import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { multipartBody } from '../../test/kyc.js'
import { staffMember, injectAs } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'

/*
 * Editing a game in the back office (docs/backoffice.md "Editing a game"): new names and a new
 * category reach the player's lobby at once, artwork goes to the public media store checked by its
 * bytes, every change is audited, and bad input is a 4xx that changes nothing.
 */

const dataDir = await mkdtemp(join(tmpdir(), 'galata-art-'))
const t = useTestApp({ RATE_LIMIT_MAX: '100000000', DATA_DIR: dataDir })
afterAll(() => rm(dataDir, { recursive: true, force: true }))
const a = () => api(t.app)
let content: string
let support: string
let auditor: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'], 'editcontent1')).token
  support = (await staffMember(t.app, ['support'], 'editsupport1')).token
  auditor = (await staffMember(t.app, ['auditor'], 'editauditor1')).token
})

const categoryId = async (slug: string) =>
  (await rows<{ id: number }>(t.app, sql`select id from casino_categories where slug = ${slug}`))[0]!.id

const game = async (code: string) =>
  (
    await rows<{
      id: number
      categoryId: number | null
      name: { tr: string; en: string }
      imageUrl: string | null
    }>(
      t.app,
      sql`select id, category_id as "categoryId", name, image_url as "imageUrl" from games where game_code = ${code}`,
    )
  )[0]!

/** The player's lobby for a category in a language: code → name and image. */
async function lobby(category: number, locale: 'tr' | 'en' = 'tr') {
  const res = await a().post(
    'casino/categorygames',
    { systemCategory: [category] },
    { headers: { 'x-locale': locale } },
  )
  const list = (res.json().data as { games: { gameCode: string; name: string; imageUrl: string }[] }[])[0]!
    .games
  return new Map(list.map((g) => [g.gameCode, g]))
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) {
  return injectAs(t.app, token, method, `/api/backoffice/${url}`, body, 'en')
}

function upload(
  token: string,
  id: number | string,
  bytes: Buffer | null,
  extra: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(
    extra,
    bytes ? [{ field: 'file', name: 'art.png', type: 'image/png', bytes }] : [],
  )
  return t.app.inject({
    method: 'POST',
    url: `/api/backoffice/casino/games/${id}/artwork`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-locale': 'en' },
    payload,
  })
}

/** The first bytes are what the server checks (docs/content.md): a PNG signature and some body. */
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)])

const auditActions = async (action: string) =>
  rows<{ detail: Record<string, unknown> }>(
    t.app,
    sql`select detail from audit_log where action = ${action} order by id`,
  )

describe('editing a game in the back office', () => {
  it('renames a game in both languages: the lobby shows the new names at once, audited with before and after', async () => {
    const games = await categoryId('games')
    const mines = await game('galata-mines')
    const res = await call('PUT', `casino/games/${mines.id}`, content, {
      name: { tr: 'Mayın Tarlası Deluxe', en: 'Minefield Deluxe' },
      categoryId: mines.categoryId,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      data: { id: mines.id, names: { tr: 'Mayın Tarlası Deluxe', en: 'Minefield Deluxe' }, changed: true },
    })
    expect((await lobby(games, 'tr')).get('galata-mines')?.name).toBe('Mayın Tarlası Deluxe')
    expect((await lobby(games, 'en')).get('galata-mines')?.name).toBe('Minefield Deluxe')
    const audit = await auditActions('backoffice.catalog.game_edited')
    expect(audit.at(-1)!.detail).toMatchObject({
      gameId: mines.id,
      before: { name: mines.name },
      after: { name: { tr: 'Mayın Tarlası Deluxe', en: 'Minefield Deluxe' } },
      role: 'content',
    })
    // The same edit again changes nothing and writes no row.
    const again = await call('PUT', `casino/games/${mines.id}`, content, {
      name: { tr: 'Mayın Tarlası Deluxe', en: 'Minefield Deluxe' },
      categoryId: mines.categoryId,
    })
    expect(again.json().data.changed).toBe(false)
    expect((await auditActions('backoffice.catalog.game_edited')).length).toBe(audit.length)
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
  })

  it('moves a game to another category (last there) and takes it out of the lobby with no category', async () => {
    const games = await categoryId('games')
    const slot = await categoryId('slot')
    const dice = await game('galata-dice')
    expect((await lobby(games)).has('galata-dice')).toBe(true)
    const moved = await call('PUT', `casino/games/${dice.id}`, content, { name: dice.name, categoryId: slot })
    expect(moved.statusCode).toBe(200)
    const slotLobby = await lobby(slot)
    expect(moved.json().data).toMatchObject({ categoryId: slot, position: slotLobby.size })
    expect([...slotLobby.keys()].at(-1)).toBe('galata-dice')
    expect((await lobby(games)).has('galata-dice')).toBe(false)

    const unlisted = await call('PUT', `casino/games/${dice.id}`, content, {
      name: dice.name,
      categoryId: null,
    })
    expect(unlisted.json().data).toMatchObject({ categoryId: null, position: null })
    expect((await lobby(slot)).has('galata-dice')).toBe(false)
    const back = await call('PUT', `casino/games/${dice.id}`, content, { name: dice.name, categoryId: games })
    expect(back.statusCode).toBe(200)
    expect((await lobby(games)).has('galata-dice')).toBe(true)
  })

  it('uploads artwork to the public media store: the lobby card shows it, served as an image', async () => {
    const games = await categoryId('games')
    const plinko = await game('galata-plinko')
    const res = await upload(content, plinko.id, png())
    expect(res.statusCode).toBe(200)
    const image = res.json().data.imageUrl as string
    expect(image).toMatch(/^\/media\/cms\/[0-9a-f]{32}\.png$/)
    expect((await lobby(games)).get('galata-plinko')?.imageUrl).toBe(image)
    const served = await t.app.inject({ method: 'GET', url: image })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    const audit = await auditActions('backoffice.catalog.game_artwork')
    expect(audit.at(-1)!.detail).toMatchObject({ gameId: plinko.id, before: plinko.imageUrl, after: image })
  })

  it('refuses a file that is not PNG, JPEG or WebP by its bytes, one over 2 MB, and an unknown game, storing nothing', async () => {
    const plinko = await game('galata-plinko')
    const files = async () =>
      (await readdir(join(dataDir, 'media'), { recursive: true }).catch(() => [])).length
    const before = await files()
    const svg = await upload(
      content,
      plinko.id,
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(64)}</svg>`),
    )
    expect(svg.statusCode).toBe(400)
    expect(svg.json().code).toBe('BANNER_FILE_TYPE')
    const big = await upload(content, plinko.id, Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]))
    expect(big.statusCode).toBe(400)
    expect(big.json().code).toBe('BANNER_FILE_SIZE')
    const none = await upload(content, plinko.id, null)
    expect(none.statusCode).toBe(400)
    const extra = await upload(content, plinko.id, png(), { title: 'x' })
    expect(extra.statusCode).toBe(400)
    const unknown = await upload(content, 999999, png())
    expect(unknown.statusCode).toBe(404)
    expect(await files()).toBe(before)
    expect((await game('galata-plinko')).imageUrl).toBe(plinko.imageUrl)
  })

  it('refuses bad edits with a 4xx and changes nothing; support and the auditor may not edit', async () => {
    const mines = await game('galata-mines')
    const bad = [
      { name: { tr: '', en: 'x' }, categoryId: null },
      { name: { tr: '   ', en: 'x' }, categoryId: null },
      { name: { tr: 'x'.repeat(81), en: 'x' }, categoryId: null },
      { name: { tr: 'x', en: 'y' } },
      { name: { tr: 'x', en: 'y' }, categoryId: 0 },
      { name: { tr: 'x', en: 'y' }, categoryId: 'slot' },
      { name: { tr: 'x', en: 'y', de: 'z' }, categoryId: null },
      { name: 'x', categoryId: null },
    ]
    for (const body of bad) {
      const res = await call('PUT', `casino/games/${mines.id}`, content, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const missingCategory = await call('PUT', `casino/games/${mines.id}`, content, {
      name: { tr: 'x', en: 'y' },
      categoryId: 999999,
    })
    expect(missingCategory.statusCode).toBe(400)
    expect(missingCategory.json().errors).toEqual({ categoryId: 'invalid_option' })
    expect(
      (await call('PUT', 'casino/games/999999', content, { name: { tr: 'x', en: 'y' }, categoryId: null }))
        .statusCode,
    ).toBe(404)
    expect((await game('galata-mines')).name).toEqual(mines.name)
    for (const token of [support, auditor]) {
      expect(
        (await call('PUT', `casino/games/${mines.id}`, token, { name: mines.name, categoryId: null }))
          .statusCode,
      ).toBe(403)
      expect((await upload(token, mines.id, png())).statusCode).toBe(403)
    }
  })

  it('answers random bodies with a 4xx, never a 500', async () => {
    const mines = await game('galata-mines')
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string()), async (body) => {
        const res = await call('PUT', `casino/games/${mines.id}`, content, JSON.stringify(body))
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
    expect((await game('galata-mines')).name).toEqual(mines.name)
  })
})

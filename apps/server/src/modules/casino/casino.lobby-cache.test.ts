import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/helper.js'

/*
 * First audit item 17 (docs/security.md): the lobby's precompressed answers are kept only for the category
 * lists the bootstrap record defines (what the web's lobby asks for), so no client can fill the cache with
 * junk lists and leave the real lobby without its ready answer.
 */

type Category = { id: number; slug: string; slugList: string[]; parentId: number | null }

/** What the web's lobby asks for an area (apps/web/src/features/casino/lib/catalogue.ts categoryIdsFor). */
function lobbyIds(list: readonly Category[], slug: string): number[] {
  const ids = new Set(list.filter((c) => c.slug === slug || c.slugList.includes(slug)).map((c) => c.id))
  for (const c of list) if (c.parentId != null && ids.has(c.parentId)) ids.add(c.id)
  return [...ids]
}

describe('the lobby’s precompressed answers', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
  const post = (systemCategory: number[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/casino/categorygames',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      payload: JSON.stringify({ systemCategory }),
    })

  it('junk lists get a plain answer and cannot crowd out the lists the bootstrap record defines', async () => {
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/cms/grouped' })
    const categories = bootstrap.json<{ data: { casinoCategoryList: Category[] } }>().data.casinoCategoryList
    expect(categories.length).toBeGreaterThan(0)

    // More distinct lists than any cache bound, none of them a list the lobby asks for.
    for (let i = 0; i < 100; i++) {
      const junk = await post([900_000 + i, 900_500 + i])
      expect(junk.statusCode).toBe(200)
      expect(junk.headers['content-encoding']).toBeUndefined()
      expect(junk.json<{ data: unknown[] }>().data).toHaveLength(2)
    }

    for (const area of ['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual']) {
      const ids = lobbyIds(categories, area)
      if (ids.length === 0) continue
      const res = await post(ids)
      expect(res.statusCode, area).toBe(200)
      expect(res.headers['content-encoding'], area).toBe('br')
    }
  })
})

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'

/* Favourite competitions (docs/sportsbook.md, the sports tree's star): per player, on the server. */

const t = useTestApp()
const k = sportsKit(t)

describe('favourite competitions', () => {
  it('stars and unstars per player; unknown competitions and visitors are refused', async () => {
    await k.seedEvent()
    await k.seedEvent({ sport: 'basketball' })
    const comps = await rows<{ id: number }>(
      t.app,
      sql`select id from sports_competitions where key in ('test-football', 'test-basketball') order by key desc`,
    )
    const [football, basketball] = comps.map((c) => Number(c.id))
    const a = await k.player(0n)
    const b = await k.player(0n)
    const list = async (token: string) =>
      (await k.http().get('sports/favorites', { token })).json<{ data: { competitionIds: number[] } }>().data
        .competitionIds
    const set = (token: string, competitionId: number, favorite: boolean) =>
      k.http().post('sports/favorites', { competitionId, favorite }, { token })

    expect(await list(a.token)).toEqual([])
    expect((await set(a.token, football!, true)).statusCode).toBe(200)
    const both = await set(a.token, basketball!, true)
    expect(both.json<{ data: { competitionIds: number[] } }>().data.competitionIds).toEqual([
      football,
      basketball,
    ])
    // Starring twice changes nothing; the other player has their own list.
    await set(a.token, football!, true)
    expect(await list(a.token)).toEqual([football, basketball])
    expect(await list(b.token)).toEqual([])
    await set(a.token, football!, false)
    expect(await list(a.token)).toEqual([basketball])
    // Unstarring what is not starred is a no-op.
    expect((await set(b.token, football!, false)).statusCode).toBe(200)

    expect((await set(a.token, 999_999, true)).statusCode).toBe(404)
    expect((await set(a.token, football!, 'yes' as unknown as boolean)).statusCode).toBe(400)
    expect((await k.http().get('sports/favorites')).statusCode).toBe(401)
    expect(
      (await k.http().post('sports/favorites', { competitionId: football, favorite: true })).statusCode,
    ).toBe(401)
  })
})

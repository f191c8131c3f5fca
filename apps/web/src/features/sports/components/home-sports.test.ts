import type { SportsEvent } from '@galata/contract'
import { describe, expect, it } from 'vitest'
import { featuredOf } from './home-sports'

const event = (id: number, competition: number, withMarket = true) =>
  ({
    id,
    competition: { id: competition, name: `C${competition}` },
    mainMarket: withMarket ? { id } : null,
  }) as unknown as SportsEvent

describe("today's featured matches on the home page", () => {
  it('takes the first match of each competition, in kick-off order, with prices, up to n', () => {
    const list = [event(1, 10), event(2, 10), event(3, 11, false), event(4, 11), event(5, 12), event(6, 13)]
    expect(featuredOf(list, 3).map((e) => e.id)).toEqual([1, 4, 5])
    expect(featuredOf(list).map((e) => e.id)).toEqual([1, 4, 5, 6])
    expect(featuredOf([])).toEqual([])
  })
})

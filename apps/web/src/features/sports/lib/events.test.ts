import { describe, expect, it } from 'vitest'
import type { SportsMarket } from '@galata/contract'
import { groupMarkets } from './events'

const market = (id: number, key: string, name: string): SportsMarket => ({
  id,
  key,
  name,
  line: null,
  status: 'active',
  phase: 'pre',
  mbs: 1,
  outcomes: [],
})

describe('market groups', () => {
  it("titles football's families the Turkish way; ice hockey's 1X2 keeps its regulation-time name", () => {
    expect(groupMarkets([market(1, '1x2', 'Maç sonucu')])[0]!.title).toBe('sportsbook.group.1x2')
    const hockey = groupMarkets(
      [market(2, '1x2', 'Maç sonucu (normal süre)'), market(3, 'ml', 'x')],
      'hockey',
    )
    expect(hockey.map((g) => g.title)).toEqual([null, null])
  })
})

import { describe, expect, it } from 'vitest'
import { bigRoad } from './roads'

describe('baccarat big road', () => {
  it('a column per streak, ties on the cell before, a long streak turns right along the last row', () => {
    const road = bigRoad(['tie', 'banker', 'banker', 'tie', 'tie', 'player', ...Array(8).fill('banker')])
    const at = road.cells.map((c) => [c.winner[0], c.col, c.row, c.ties].join(''))
    expect(at.slice(0, 3)).toEqual(['b001', 'b012', 'p100'])
    // Eight Bankers: six down column 2, then right along row 5.
    expect(at.slice(3)).toEqual(['b200', 'b210', 'b220', 'b230', 'b240', 'b250', 'b350', 'b450'])
    expect(road.columns).toBe(5)
  })
})

/*
 * Baccarat's big road, from the table's results oldest first: a column per streak of Player or Banker
 * wins, six rows deep; a streak longer than the column turns right along its last row (the "dragon
 * tail"). A tie opens no cell: it is counted on the cell before it (or on the first cell when the shoe
 * opens with ties).
 */

export type Winner = 'player' | 'banker' | 'tie'

export interface RoadCell {
  winner: 'player' | 'banker'
  col: number
  row: number
  ties: number
}

export const ROWS = 6

export function bigRoad(results: readonly Winner[]): { cells: RoadCell[]; columns: number } {
  const cells: RoadCell[] = []
  const taken = new Set<string>()
  let leadingTies = 0
  let streakCol = -1
  let last: RoadCell | null = null
  for (const w of results) {
    if (w === 'tie') {
      if (last) last.ties += 1
      else leadingTies += 1
      continue
    }
    let col: number
    let row: number
    if (!last || last.winner !== w) {
      streakCol += 1
      col = streakCol
      row = 0
    } else if (last.row + 1 < ROWS && !taken.has(`${last.col},${last.row + 1}`)) {
      col = last.col
      row = last.row + 1
    } else {
      col = last.col + 1
      row = last.row
    }
    last = { winner: w, col, row, ties: cells.length === 0 ? leadingTies : 0 }
    taken.add(`${col},${row}`)
    cells.push(last)
  }
  return { cells, columns: cells.reduce((m, c) => Math.max(m, c.col + 1), 0) }
}

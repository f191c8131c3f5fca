import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  baccaratStrings,
  blackjackStrings,
  dragonTigerStrings,
  tableStrings,
  threeCardPokerStrings,
} from './tables.strings.js'
import { vfStrings } from './virtual-football.strings.js'

// The table pages type the strings they read by key (apps/games never imports the server): the lists stay equal.
function keysOf(file: string, typeName: string): string[] {
  const source = readFileSync(new URL(`../../../../../games/src/${file}`, import.meta.url), 'utf8')
  const start = source.indexOf(`type ${typeName} =`)
  expect(start, `${typeName} in ${file}`).toBeGreaterThan(0)
  const rest = source.slice(start + typeName.length + 7)
  return [...rest.slice(0, rest.search(/\n\s*\n/)).matchAll(/'([A-Za-z0-9_]+)'/g)].map((m) => m[1]!).sort()
}

describe('live table page strings', () => {
  it('the roulette page knows every table string, and only those', () => {
    // Roulette's own keys beside the shell's (TableBaseKey) make up the shared table strings.
    const keys = new Set([
      ...keysOf('live-roulette/main.ts', 'TableStringKey'),
      ...keysOf('sdk/table.ts', 'TableBaseKey'),
    ])
    expect([...keys].sort()).toEqual(Object.keys(tableStrings).sort())
  })

  it('the card tables read shared strings that exist, and exactly their own', () => {
    for (const key of keysOf('sdk/table.ts', 'TableBaseKey')) expect(Object.keys(tableStrings)).toContain(key)
    expect(keysOf('live-baccarat/main.ts', 'BaccaratStringKey')).toEqual(Object.keys(baccaratStrings).sort())
    expect(keysOf('dragon-tiger/main.ts', 'DragonTigerStringKey')).toEqual(
      Object.keys(dragonTigerStrings).sort(),
    )
    expect(keysOf('infinite-blackjack/main.ts', 'BlackjackStringKey')).toEqual(
      Object.keys(blackjackStrings).sort(),
    )
    expect(keysOf('three-card-poker/main.ts', 'PokerStringKey')).toEqual(
      Object.keys(threeCardPokerStrings).sort(),
    )
  })
})

describe('virtual football page strings', () => {
  it('the page knows every string of its own, and only those', () => {
    const source = readFileSync(
      new URL('../../../../../games/src/virtual-football/main.ts', import.meta.url),
      'utf8',
    )
    const start = source.indexOf('type VfStringKey =')
    const rest = source.slice(start + 18)
    const keys = [...rest.slice(0, rest.search(/\n\s*\n/)).matchAll(/'([A-Za-z0-9_]+)'/g)]
      .map((m) => m[1]!)
      .sort()
    expect(keys).toEqual(Object.keys(vfStrings).sort())
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { tableStrings } from './tables.strings.js'
import { vfStrings } from './virtual-football.strings.js'

// The table page types the strings it reads by key (apps/games never imports the server): the lists stay equal.
describe('live roulette page strings', () => {
  it('the page knows every table string, and only those', () => {
    const source = readFileSync(
      new URL('../../../../../games/src/live-roulette/main.ts', import.meta.url),
      'utf8',
    )
    const start = source.indexOf('type TableStringKey =')
    const rest = source.slice(start + 21)
    const keys = [...rest.slice(0, rest.search(/\n\s*\n/)).matchAll(/'([A-Za-z0-9_]+)'/g)]
      .map((m) => m[1]!)
      .sort()
    expect(keys).toEqual(Object.keys(tableStrings).sort())
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

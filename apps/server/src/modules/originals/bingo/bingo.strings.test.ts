import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bingoStrings } from './bingo.strings.js'

// The bingo page types the strings it reads by key (apps/games never imports the server): the lists stay equal.
describe('bingo page strings', () => {
  it('the page knows every bingo string, and only those', () => {
    const source = readFileSync(new URL('../../../../../games/src/bingo/main.ts', import.meta.url), 'utf8')
    const start = source.indexOf('type BingoStringKey =')
    const rest = source.slice(start + 21)
    const keys = [...rest.slice(0, rest.search(/\n\s*\n/)).matchAll(/'([A-Za-z0-9_]+)'/g)]
      .map((m) => m[1]!)
      .sort()
    expect(keys).toEqual(Object.keys(bingoStrings).sort())
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { tableStrings } from './tables.strings.js'
import { tvStrings } from './tv.strings.js'

// The draw-show pages type the strings they read by key (apps/games never imports the server).
describe('TV games page strings', () => {
  it('the pages know every TV string, and read only strings the server sends', () => {
    const source = readFileSync(new URL('../../../../../games/src/sdk/draw-show.ts', import.meta.url), 'utf8')
    const start = source.indexOf('export type TvStringKey =')
    const rest = source.slice(start + 25)
    const keys = [...rest.slice(0, rest.search(/\n\s*\n/)).matchAll(/'([A-Za-z0-9_:]+)'/g)].map((m) => m[1]!)
    for (const key of Object.keys(tvStrings)) expect(keys, key).toContain(key)
    for (const key of keys) expect(key in tvStrings || key in tableStrings, key).toBe(true)
  })
})

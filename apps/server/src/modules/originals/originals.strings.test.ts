import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aviatorStrings } from './aviator/aviator.strings.js'
import { instantStrings } from './instant.strings.js'
import { originalsStrings } from './originals.strings.js'

/*
 * The game clients (apps/games) type the strings they read from the page's data block by key; the
 * keys are written out there (the clients never import the server), so this keeps the two lists
 * equal: a string added here is typed there, a key used there exists here.
 */
const clientSource = (path: string) =>
  readFileSync(new URL(`../../../../games/src/${path}`, import.meta.url), 'utf8')

/** The string literals of a `type Name = | 'a' | 'b'` union in a source file. */
function unionKeys(source: string, name: string): string[] {
  const start = source.indexOf(`type ${name} =`)
  expect(start, name).toBeGreaterThanOrEqual(0)
  const rest = source.slice(start + name.length + 7)
  const end = rest.search(/\n\s*\n/)
  return [...rest.slice(0, end).matchAll(/'([A-Za-z0-9_]+)'/g)].map((m) => m[1]!).sort()
}

describe('game client string keys', () => {
  it('the SDK knows every studio string, and only those', () => {
    expect(unionKeys(clientSource('sdk/i18n.ts'), 'StudioStringKey')).toEqual(
      Object.keys(originalsStrings).sort(),
    )
  })

  it('Sky Aviator’s page knows every one of its strings, and only those', () => {
    expect(unionKeys(clientSource('aviator/main.ts'), 'AviatorStringKey')).toEqual(
      Object.keys(aviatorStrings).sort(),
    )
  })

  it('the instant games know every one of their strings, and only those', () => {
    expect(unionKeys(clientSource('instant/common.ts'), 'InstantStringKey')).toEqual(
      Object.keys(instantStrings).sort(),
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { Localized } from '../../../locale.js'
import {
  aviatorStrings,
  baccaratStrings,
  bingoStrings,
  blackjackStrings,
  dragonTigerStrings,
  instantStrings,
  originalsStrings,
  originalsStringsFor,
  tableStrings,
  tableStringsFor,
  threeCardPokerStrings,
  tvStrings,
  vfStrings,
} from './index.js'

/*
 * The game pages' strings (docs/game-sdk.md "The page contract"). The game clients type their keys from these
 * records (`keyof typeof …`), so a key a page reads and a key the server sends cannot drift apart;
 * what is left to check is the text: both languages, the same placeholders.
 */
const SETS: Record<string, Readonly<Record<string, Localized>>> = {
  originalsStrings,
  instantStrings,
  tableStrings,
  baccaratStrings,
  dragonTigerStrings,
  blackjackStrings,
  threeCardPokerStrings,
  tvStrings,
  vfStrings,
  bingoStrings,
  aviatorStrings,
}

/** The `{name}` placeholders of a text, a plural block counted by its variable. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!))].sort()

describe('game page strings', () => {
  it('every string is written in Turkish and English', () => {
    for (const [set, strings] of Object.entries(SETS))
      for (const [key, text] of Object.entries(strings)) {
        expect(text.tr.trim(), `${set}.${key} tr`).not.toBe('')
        expect(text.en.trim(), `${set}.${key} en`).not.toBe('')
      }
  })

  it('both languages of a string fill the same placeholders', () => {
    for (const [set, strings] of Object.entries(SETS))
      for (const [key, text] of Object.entries(strings))
        expect(placeholders(text.en), `${set}.${key}`).toEqual(placeholders(text.tr))
  })

  it('a page gets its strings in its own language, a table its own over the shared ones', () => {
    expect(originalsStringsFor('en').balance).toBe('Balance')
    expect(originalsStringsFor('tr').balance).toBe('Bakiye')
    const baccarat = tableStringsFor('en', 'galata-live-baccarat')
    expect(baccarat.phase_open).toBe(tableStrings.phase_open.en)
    for (const key of Object.keys(baccaratStrings)) expect(baccarat[key], key).toBeDefined()
    expect(Object.keys(tableStringsFor('tr')).sort()).toEqual(Object.keys(tableStrings).sort())
  })
})

/*
 * The game pages' strings, in Turkish and English (docs/game-sdk.md "The page contract"). The server sends a
 * page the sets it reads, in the page's language, in its data block; the game clients (apps/games)
 * type their keys from these records (`keyof typeof …`), so a key is written once.
 */
export * from './studio.js'
export * from './instant.js'
export * from './tables.js'
export * from './tv.js'
export * from './virtual-football.js'
export * from './bingo.js'
export * from './aviator.js'
export * from './strings-in.js'

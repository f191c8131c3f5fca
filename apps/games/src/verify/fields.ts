import { ORIGINALS_GAMES } from '@galata/contract'

/*
 * What the verify page shows (docs/casino.md "The verify page"): the games by the names players
 * know, only the inputs the chosen game uses, and the values of the round it was opened from.
 */

/** An input of the seed form. */
export type SeedField = 'serverSeed' | 'clientSeed' | 'nonce' | 'mines'

/** Every game recomputed from seeds uses the seed pair and the nonce; Mines adds its mine count. */
export function fieldsOf(game: string): SeedField[] {
  const fields: SeedField[] = ['serverSeed', 'clientSeed', 'nonce']
  return game === 'galata-mines' ? [...fields, 'mines'] : fields
}

/** The games of the seed form, in catalogue order, each by its name in the page's language. */
export function gameOptions(names: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return ORIGINALS_GAMES.map((code) => ({ value: code, label: names[code] ?? code }))
}

/** A game's name for the page (its code only when the catalogue has no name for it). */
export const gameName = (names: Readonly<Record<string, string>>, code: string) => names[code] ?? code

export interface VerifyStart {
  /** The seed form's game: the one the page was opened for, else the first. */
  game: string
  serverSeed: string
  clientSeed: string
  nonce: string
  mines: string
  /** A shared round's number (`?round=`): the page shows that round's check, not the seed form. */
  round: string
  /** Opened from a revealed round (its seeds in the address): recompute it at once. */
  runSeeds: boolean
}

/** The page's starting values from its address (`?game=&serverSeed=&clientSeed=&nonce=&mines=` or `?round=`). */
export function verifyStart(search: string): VerifyStart {
  const q = new URLSearchParams(search)
  const asked = q.get('game') ?? ''
  const game = (ORIGINALS_GAMES as readonly string[]).includes(asked) ? asked : ORIGINALS_GAMES[0]
  const serverSeed = (q.get('serverSeed') ?? '').trim()
  const clientSeed = q.get('clientSeed') ?? ''
  const round = /^[1-9]\d{0,14}$/.test(q.get('round') ?? '') ? q.get('round')! : ''
  return {
    game,
    serverSeed,
    clientSeed,
    nonce: /^\d+$/.test(q.get('nonce') ?? '') ? q.get('nonce')! : '0',
    mines: /^\d+$/.test(q.get('mines') ?? '') ? q.get('mines')! : '3',
    round,
    runSeeds: !round && /^[0-9a-f]{64}$/.test(serverSeed) && clientSeed !== '',
  }
}

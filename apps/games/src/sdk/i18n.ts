/*
 * The page's strings (tr or en, chosen by the server from the launch's `lang`) arrive in its data
 * block; the server's originals.strings.ts is the one source. A game with strings of its own (Sky
 * Aviator) widens the key type.
 */

/** The studio's shared string keys (apps/server …/originals/originals.strings.ts). */
export type StudioStringKey =
  | 'balance'
  | 'stake'
  | 'half'
  | 'double'
  | 'roll'
  | 'rollUnder'
  | 'rollOver'
  | 'target'
  | 'winChance'
  | 'multiplier'
  | 'payoutOnWin'
  | 'youWon'
  | 'youLost'
  | 'recent'
  | 'noRounds'
  | 'fairness'
  | 'serverSeedHash'
  | 'clientSeed'
  | 'nonce'
  | 'rotate'
  | 'previousSeed'
  | 'verify'
  | 'verifyTitle'
  | 'verifyIntro'
  | 'game'
  | 'serverSeed'
  | 'minesCount'
  | 'minesRecent'
  | 'outcome'
  | 'start'
  | 'cashOut'
  | 'next'
  | 'boom'
  | 'pickTile'
  | 'spin'
  | 'clear'
  | 'undo'
  | 'chip'
  | 'totalBet'
  | 'placeBets'
  | 'red'
  | 'black'
  | 'even'
  | 'odd'
  | 'column'
  | 'low'
  | 'high'
  | 'freeSpins'
  | 'freeSpinsWon'
  | 'freeSpinsLeft'
  | 'lines'
  | 'totalWin'
  | 'bigWin'
  | 'paytable'
  | 'paytableNote'
  | 'freeSpinsRule'
  | 'wild'
  | 'scatter'
  | 'rtpInfo'
  | 'deal'
  | 'hit'
  | 'stand'
  | 'doubleDown'
  | 'split'
  | 'dealer'
  | 'feltText'
  | 'yourHand'
  | 'hand'
  | 'blackjackRules'
  | 'resume'
  | 'mute'
  | 'unmute'
  | 'sessionExpired'
  | 'network'
  | 'loading'

export type Strings<K extends string = StudioStringKey> = Readonly<Record<K, string>>

/** `t('youWon', {amount})`: the string with its `{name}` placeholders filled ('' when not given). */
export function translator<K extends string>(strings: Strings<K>) {
  return (key: K, vars?: Readonly<Record<string, string | number>>): string =>
    (strings[key] || key).replace(/\{(\w+)\}/g, (_, k: string) =>
      vars && vars[k] !== undefined ? String(vars[k]) : '',
    )
}

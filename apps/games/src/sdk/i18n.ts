import { fillText, type Locale } from '@galata/contract'

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
  | 'dozen1'
  | 'dozen2'
  | 'dozen3'
  | 'column'
  | 'insideBet'
  | 'placeInside'
  | 'splitBet'
  | 'streetBet'
  | 'cornerBet'
  | 'sixLineBet'
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
  | 'mechanic_lines'
  | 'mechanic_ways'
  | 'mechanic_freespins'
  | 'mechanic_cascade'
  | 'mechanic_holdwin'
  | 'ways'
  | 'waysNote'
  | 'waysFreeSpinsRule'
  | 'risingFreeSpinsRule'
  | 'cascadeNote'
  | 'holdNote'
  | 'holdPrizes'
  | 'coin'
  | 'tumbleStep'
  | 'holdAndWin'
  | 'respinsLeft'
  | 'gridFull'
  | 'wild'
  | 'scatter'
  | 'rtpInfo'
  | 'volatility_low'
  | 'volatility_medium'
  | 'volatility_high'
  | 'deal'
  | 'hit'
  | 'stand'
  | 'doubleDown'
  | 'split'
  | 'dealer'
  | 'feltText'
  | 'yourHand'
  | 'hand'
  | 'outcome_blackjack'
  | 'outcome_win'
  | 'outcome_push'
  | 'outcome_lose'
  | 'outcome_bust'
  | 'blackjackRules'
  | 'resume'
  | 'mute'
  | 'unmute'
  | 'sessionExpired'
  | 'network'
  | 'loading'

export type Strings<K extends string = StudioStringKey> = Readonly<Record<K, string>>

/**
 * `t('youWon', {amount})`: the string with its `{name}` placeholders filled ('' when not given) and
 * its plural blocks (`{n, plural, one {# player} other {# players}}`) chosen for the page's language,
 * by the contract's `fillText`, the same as the web and the server (docs/content.md, Formats).
 */
export function translator<K extends string>(strings: Strings<K>, locale: Locale) {
  return (key: K, vars?: Readonly<Record<string, string | number>>): string =>
    fillText(strings[key] || key, vars, locale, { missing: 'empty' })
}

/**
 * Who is in a shared round or room: its player count, or, while nobody has bet yet, an invitation to
 * be first ("İlk bahsi siz yapın") rather than a count of "0 oyuncu" (docs/shared-rounds.md "The
 * player count").
 */
export function playersOrInvite(players: number, count: (n: number) => string, invite: string): string {
  return players > 0 ? count(players) : invite
}

import { fillText, type Locale, type originalsStrings } from '@galata/contract'

/*
 * The page's strings (tr or en, chosen by the server from the launch's `lang`) arrive in its data
 * block; the contract's game strings (i18n/strings/games) are the one source. A game with strings of its own (Sky
 * Aviator) widens the key type.
 */

/** The studio's shared string keys (the contract's `originalsStrings`). */
export type StudioStringKey = keyof typeof originalsStrings

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

import { createApi, GameError, type ApiCall } from './api'
import { h } from './dom'
import { translator, type StudioStringKey, type Strings } from './i18n'
import { readPageData, type PageData } from './page'
import { notifyBalance, onResize } from './play-window'
import { openSession, type GameSession } from './session'
import { sounds } from './sound'
import { gameLayout, moneyFormat, showFatal, stakeControl, toast, type Layout, type RoundView } from './ui'

/*
 * The Galata game SDK (docs/game-sdk.md): what a game page needs from the studio, typed. A game's
 * entry calls `startGame()` once and builds its own DOM on what it returns.
 */

export interface Game<K extends string = StudioStringKey, D extends PageData<K> = PageData<K>> {
  data: D
  /** The page's strings by key. */
  S: Strings<K | StudioStringKey>
  /** A string with its `{name}` placeholders filled. */
  t: (key: K | StudioStringKey, vars?: Readonly<Record<string, string | number>>) => string
  h: typeof h
  api: ApiCall
  session: GameSession
  /** Lira → the page's currency text (₺, tr-TR or en-GB). */
  fmt: (lira: number) => string
  sounds: typeof sounds
  toast: typeof toast
  /** The shared table-game layout (recent rounds rendered by `renderRecentRow`). */
  layout: (renderRecentRow: (round: RoundView) => Node | string) => Layout
  /** A stake input with ½ / 2×, held to the limits set from the server's state answer. */
  stakeControl: (initial: number) => ReturnType<typeof stakeControl>
  /** Tells the play window the balance changed. */
  notifyBalance: () => void
  onResize: typeof onResize
}

export function startGame<K extends string = StudioStringKey, D extends PageData<K> = PageData<K>>(): Game<
  K,
  D
> {
  const data = readPageData<D>()
  const S = data.strings
  const session = openSession(data.game)
  const api = createApi({
    locale: data.locale,
    session,
    networkText: S.network,
    onExpired: () => showFatal(S.sessionExpired),
  })
  const fmt = moneyFormat(data.locale)
  return {
    data,
    S,
    t: translator(S),
    h,
    api,
    session,
    fmt,
    sounds,
    toast,
    layout: (renderRecentRow) => gameLayout({ data, S, api, fmt }, renderRecentRow),
    stakeControl: (initial) => stakeControl(S, initial),
    notifyBalance: () => notifyBalance(data.siteOrigin),
    onResize,
  }
}

export { GameError }
export { connectHub, type HubOptions } from './hub'
export type { ApiCall } from './api'
export type { GameState, Layout, PlayAnswer, RoundView, SeedView, StakeLimits } from './ui'

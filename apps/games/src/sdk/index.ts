import { formatMoney, formatMultiplier, formatNumber, formatPercent } from '@galata/contract'
import { createCall, GameError, type GameCall } from './api'
import { h } from './dom'
import { translator, type StudioStringKey, type Strings } from './i18n'
import { readPageData, type PageData } from './page'
import { notifyBalance, onResize } from './play-window'
import { openSession, type GameSession } from './session'
import { sounds } from './sound'
import { gameLayout, showFatal, stakeControl, toast, type Layout, type RoundView } from './ui'

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
  /** A call of the contract's route table, typed from it (`call('rounds/:gameCode/state', {params})`). */
  call: GameCall
  session: GameSession
  /** Lira → the page's money text ("₺1.234,56" / "₺1,234.56"), the contract's one money format. */
  fmt: (lira: number) => string
  /** A number in the page's language, `decimals` exactly ("4,5", "10,00"). */
  num: (value: number, decimals: number) => string
  /** A percentage: "%49,50" / "49.50%" (two decimals unless told). */
  pct: (percent: number, decimals?: number) => string
  /** A multiplier: "2,00×" / "2.00×" (two decimals unless told). */
  mult: (value: number, decimals?: number) => string
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
  const call = createCall({
    locale: data.locale,
    session,
    networkText: S.network,
    onExpired: () => showFatal(S.sessionExpired),
  })
  const { locale } = data
  const fmt = (lira: number) => formatMoney(lira, locale)
  return {
    data,
    S,
    t: translator(S, locale),
    h,
    call,
    session,
    fmt,
    num: (value, decimals) => formatNumber(value, locale, { decimals }),
    pct: (percent, decimals = 2) => formatPercent(percent, locale, { decimals }),
    mult: (value, decimals = 2) => formatMultiplier(value, locale, { decimals }),
    sounds,
    toast,
    layout: (renderRecentRow) => gameLayout({ data, S, call, fmt }, renderRecentRow),
    stakeControl: (initial) => stakeControl(S, initial, locale),
    notifyBalance: () => notifyBalance(data.siteOrigin),
    onResize,
  }
}

export { GameError }
export { connectHub, type HubOptions } from './hub'
export type { GameCall } from './api'
export type { GameState, Layout, PlayAnswer, RoundView, SeedView, StakeLimits } from './ui'

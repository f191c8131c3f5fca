import type { RoundGame, RoundOutcomes } from '@galata/contract'
import type { TableDef } from './table-def.js'
import { bingo75, bingo90 } from './games/bingo.js'
import { dragonTigerTable } from './games/dragon-tiger.js'
import { kenoTv } from './games/keno-tv.js'
import { luckySeven } from './games/lucky-7.js'
import { moneyWheel } from './games/money-wheel.js'
import { infiniteBlackjack } from './games/infinite-blackjack.js'
import { liveBaccarat } from './games/live-baccarat.js'
import { liveRoulette } from './games/live-roulette.js'
import { threeCardPoker } from './games/three-card-poker.js'
import { virtualContinental, virtualFootball } from './games/virtual-football.js'

/** Every round game the engine runs, by code (docs/rounds.md): one definition file each under games/. */
/** Each game's definition typed by its own outcome: a game drawing another's shape does not compile. */
export const TABLES: { [G in RoundGame]: TableDef<RoundOutcomes[G]> } = {
  'galata-live-roulette': liveRoulette,
  'galata-live-baccarat': liveBaccarat,
  'galata-dragon-tiger': dragonTigerTable,
  'galata-infinite-blackjack': infiniteBlackjack,
  'galata-keno-tv': kenoTv,
  'galata-money-wheel': moneyWheel,
  'galata-lucky-7': luckySeven,
  'galata-bingo-90': bingo90,
  'galata-bingo-75': bingo75,
  'galata-virtual-football': virtualFootball,
  'galata-virtual-continental': virtualContinental,
  'galata-three-card-poker': threeCardPoker,
}

export function tableOf(code: string): TableDef | null {
  return (TABLES as Record<string, TableDef | undefined>)[code] ?? null
}

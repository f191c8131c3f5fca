import * as dragonTiger from '@galata/game-math/tables/dragon-tiger'
import type { DragonTigerRoundOutcome } from '@galata/contract'
import type { TableDef } from '../table-def.js'

/* Dragon Tiger: a quick game, about 20 s a round; the Dragon card, the Tiger card, the result. */
export const dragonTigerTable: TableDef<DragonTigerRoundOutcome> = {
  code: 'galata-dragon-tiger',
  timings: { betting: 12_000, reveal: 5_000, result: 4_000 },
  spotStake: (spot, chip) => dragonTiger.spotStake(spot, chip),
  draw: (words) => dragonTiger.drawDragonTiger(words),
  spotReturn: (spot, chip, outcome) => dragonTiger.spotReturn(spot, chip, outcome),
  revealSteps: (o, reveal) => {
    return [
      { atMs: Math.floor(reveal * 0.15), step: { step: 'card', side: 'dragon', card: o.dragon } },
      { atMs: Math.floor(reveal * 0.45), step: { step: 'card', side: 'tiger', card: o.tiger } },
      { atMs: Math.floor(reveal * 0.6), step: { step: 'result', result: o } },
    ]
  },
  resultAt: (reveal) => Math.floor(reveal * 0.6),
  // Dragon and Tiger (dragon-tiger.ts: exact over every ordered pair of the 416 cards).
  declaredRtp: dragonTiger.DRAGON_TIGER_RTP.dragon,
  spotRtps: { ...dragonTiger.DRAGON_TIGER_RTP },
}

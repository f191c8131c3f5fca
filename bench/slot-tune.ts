/**
 * bench/slot-tune: prints every slot's exact figures from its strips (the tuning aid for
 * packages/game-math/src/slots/*themes.ts; `npx tsx bench/slot-tune.ts [code…]`).
 */
import { exactFigures } from '../packages/game-math/src/slots/engine.js'
import { SLOT_THEMES } from '../packages/game-math/src/slots/themes.js'
import { featureFigures } from '../packages/game-math/src/slots/featured.js'
import { cascadeFigures } from '../packages/game-math/src/slots/cascade.js'
import { holdFigures } from '../packages/game-math/src/slots/holdwin.js'
import {
  CASCADE_THEMES,
  FEATURE_THEMES,
  HOLD_THEMES,
} from '../packages/game-math/src/slots/mechanic-themes.js'

const only = process.argv.slice(2)
const want = (code: string) => !only.length || only.includes(code)
const pct = (x: number) => (x * 100).toFixed(4) + '%'
for (const [code, t] of Object.entries(SLOT_THEMES))
  if (want(code))
    console.log(code, pct(exactFigures(t.theme as never).rtp), JSON.stringify(exactFigures(t.theme as never)))
for (const [code, t] of Object.entries(FEATURE_THEMES))
  if (want(code))
    console.log(
      code,
      pct(featureFigures(t.theme as never).rtp),
      JSON.stringify(featureFigures(t.theme as never)),
    )
for (const [code, t] of Object.entries(HOLD_THEMES))
  if (want(code))
    console.log(code, pct(holdFigures(t.theme as never).rtp), JSON.stringify(holdFigures(t.theme as never)))
for (const [code, t] of Object.entries(CASCADE_THEMES))
  if (want(code)) {
    const started = performance.now()
    const f = cascadeFigures(t.theme as never)
    console.log(code, pct(f.rtp), JSON.stringify(f), Math.round(performance.now() - started) + ' ms')
  }

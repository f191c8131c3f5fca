import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, LIMBO_RTP_BP } from '@galata/game-math/limbo'
import { formatNumber, parseDecimal } from '@galata/contract'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { rulesPanel, type InstantStringKey } from '../instant/common'
import type { PageData } from '../sdk/page'
import { limboShown } from './shown'

// Galata Limbo: name a target multiplier; the server draws the result, reaching the target pays it.

type LimboRound = RoundView<{ target: number }, { result: number; isWin: boolean; multiplier: number }>

const g = startGame<InstantStringKey, PageData<InstantStringKey>>()
const { data, S, t, h, call, fmt, mult, sounds, toast, layout, stakeControl, notifyBalance } = g
const ui = layout((round) => {
  const r = round as LimboRound
  return mult(r.params.target / 100) + ' · ' + (r.result ? mult(r.result.result / 100) : '–')
})

let busy = false
const target = h('input', {
  class: 'input',
  type: 'text',
  inputmode: 'decimal',
  autocomplete: 'off',
  value: formatNumber(2, data.locale, { decimals: 2 }),
  'aria-label': S.targetMultiplier,
  'data-testid': 'limbo-target',
})
const readTarget = () => {
  const v = parseDecimal(target.value, data.locale) ?? 2
  return Math.min(LIMBO_MAX_TARGET / 100, Math.max(LIMBO_MIN_TARGET / 100, Math.round(v * 100) / 100))
}
target.addEventListener('change', () => {
  target.value = formatNumber(readTarget(), data.locale, { decimals: 2 })
  refresh()
})
target.addEventListener('input', () => refresh())
const result = h(
  'div',
  { class: 'limbo-result', 'data-testid': 'limbo-result', 'aria-live': 'polite' },
  mult(1),
)
const chance = h('strong', {})
const payout = h('strong', {})
const message = h('p', { class: 'message', 'aria-live': 'polite' })
const stake = stakeControl(1)
const playBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: play },
  S.roll,
)
const rules = rulesPanel(g, S.limboRules, S.limboFair, LIMBO_RTP_BP)

ui.stage.append(
  h('div', { class: 'limbo-stage' }, h('span', { class: 'dim' }, S.limboResult), result, message),
)
ui.controls.append(
  stake.el,
  h('label', { class: 'field' }, h('span', {}, S.targetMultiplier), target),
  h(
    'dl',
    { class: 'stats' },
    h('div', {}, h('dt', {}, S.winChance), h('dd', {}, chance)),
    h('div', {}, h('dt', {}, S.payoutOnWin), h('dd', {}, payout)),
  ),
  playBtn,
  rules.el,
)

function refresh() {
  const shown = limboShown(readTarget(), stake.value(), data.locale)
  chance.textContent = shown ? shown.chance : '–'
  payout.textContent = shown ? fmt(shown.payout) : '–'
  rules.table.replaceChildren(
    h(
      'p',
      {},
      t('rtpFigure', { rtp: g.pct(LIMBO_RTP_BP / 100) }) + ' · ' + S.winChance + ': ' + chance.textContent,
    ),
  )
}
stake.input.addEventListener('input', refresh)
refresh()

/** The result counts up from 1.00× (cosmetic, the clock drives it; the server already decided). */
function countUp(to: number): Promise<void> {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
  const ms = reduced ? 0 : 500
  return new Promise((done) => {
    const started = performance.now()
    const frame = (now: number) => {
      const f = ms ? Math.min(1, (now - started) / ms) : 1
      // Logarithmic, so a 1 000× result takes as long as a 2× one.
      result.textContent = mult(Math.floor(Math.exp(Math.log(Math.max(1, to)) * f) * 100) / 100)
      if (f < 1) requestAnimationFrame(frame)
      else {
        result.textContent = mult(to)
        done()
      }
    }
    requestAnimationFrame(frame)
  })
}

async function play() {
  if (busy) return
  busy = true
  playBtn.disabled = true
  message.textContent = ''
  result.classList.remove('win', 'lose')
  sounds.click()
  try {
    const r = (await call('originals/galata-limbo/bet', {
      body: {
        stake: stake.value(),
        target: readTarget(),
      },
    })) as PlayAnswer<LimboRound>
    const res = r.round.result!
    await countUp(res.result / 100)
    result.classList.add(res.isWin ? 'win' : 'lose')
    message.textContent = res.isWin ? t('youWon', { amount: fmt(r.round.payout ?? 0) }) : S.youLost
    if (res.isWin) sounds.win()
    else sounds.lose()
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    ui.pushRound(r.round)
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    playBtn.disabled = false
  }
}

;(call('originals/:game/state', { params: { game: 'galata-limbo' } }) as Promise<GameState<LimboRound>>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))

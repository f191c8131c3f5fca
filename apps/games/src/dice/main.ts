import type { DiceDirection } from '@galata/game-math/dice'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { diceShown } from './shown'

// Galata Dice: roll under or over a target; the slider sets the win chance and the multiplier.

type DiceRound = RoundView<{ target: number; direction: DiceDirection }, { roll: number; isWin: boolean }>
type DiceAnswer = PlayAnswer<DiceRound>
type DiceState = GameState<DiceRound>

const { data, S, t, h, call, fmt, num, sounds, toast, layout, stakeControl, notifyBalance } = startGame()
const ui = layout((round) => {
  const r = round as DiceRound
  const p = r.params
  const roll = r.result ? num(r.result.roll / 100, 2) : '–'
  return (p.direction === 'under' ? '< ' : '> ') + num(p.target / 100, 2) + ' · ' + roll
})

let direction: DiceDirection = 'under'
let busy = false
const target = h('input', {
  type: 'range',
  min: '1',
  max: '98',
  step: '0.01',
  value: '50',
  class: 'slider',
  'aria-label': S.target,
  'data-testid': 'dice-target',
})
const dieFace = h('div', { class: 'dice-result', 'data-testid': 'dice-result' }, '50.00')
const track = h('div', { class: 'dice-track' })
const marker = h('div', { class: 'dice-marker' })
track.append(marker)
const chance = h('strong', {})
const multi = h('strong', {})
const payout = h('strong', {})
const targetOut = h('strong', {})
const underBtn = h(
  'button',
  { type: 'button', class: 'seg on', onclick: () => setDirection('under') },
  S.rollUnder,
)
const overBtn = h('button', { type: 'button', class: 'seg', onclick: () => setDirection('over') }, S.rollOver)
const stake = stakeControl(1)
const rollBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: roll },
  S.roll,
)
const message = h('p', { class: 'message', 'aria-live': 'polite' })

ui.stage.append(
  h(
    'div',
    { class: 'dice-stage' },
    dieFace,
    track,
    h(
      'div',
      { class: 'dice-scale' },
      h('span', {}, '0'),
      h('span', {}, '25'),
      h('span', {}, '50'),
      h('span', {}, '75'),
      h('span', {}, '100'),
    ),
    target,
    message,
  ),
)
ui.controls.append(
  stake.el,
  h('div', { class: 'segmented', role: 'group' }, underBtn, overBtn),
  h(
    'dl',
    { class: 'stats' },
    h('div', {}, h('dt', {}, S.target), h('dd', {}, targetOut)),
    h('div', {}, h('dt', {}, S.winChance), h('dd', {}, chance)),
    h('div', {}, h('dt', {}, S.multiplier), h('dd', {}, multi)),
    h('div', {}, h('dt', {}, S.payoutOnWin), h('dd', {}, payout)),
  ),
  rollBtn,
)

function refresh() {
  const tgt = Number(target.value)
  const shown = diceShown(tgt, direction, stake.value(), data.locale)
  targetOut.textContent = shown.target
  chance.textContent = shown.chance
  multi.textContent = shown.multiplier
  payout.textContent = fmt(shown.payout)
  track.style.setProperty('--split', tgt + '%')
  track.classList.toggle('over', direction === 'over')
}
function setDirection(d: DiceDirection) {
  direction = d
  underBtn.classList.toggle('on', d === 'under')
  overBtn.classList.toggle('on', d === 'over')
  sounds.click()
  refresh()
}
target.addEventListener('input', refresh)
stake.input.addEventListener('input', refresh)
refresh()

async function roll() {
  if (busy) return
  busy = true
  rollBtn.disabled = true
  message.textContent = ''
  dieFace.classList.remove('win', 'lose')
  dieFace.classList.add('rolling')
  // Cosmetic only: the numbers flicker while the server rolls (the clock, not randomness).
  const spinner = setInterval(() => {
    dieFace.textContent = num((Math.floor(performance.now() * 7.31) % 10000) / 100, 2)
    sounds.tick()
  }, 50)
  try {
    const r = (await call('originals/galata-dice/bet', {
      body: {
        stake: stake.value(),
        target: Number(Number(target.value).toFixed(2)), // format-guard: sent, not shown
        direction,
      },
    })) as DiceAnswer
    await new Promise((res) => setTimeout(res, 450))
    clearInterval(spinner)
    const result = r.round.result!
    const value = result.roll / 100
    dieFace.textContent = num(value, 2)
    marker.style.left = value + '%'
    dieFace.classList.remove('rolling')
    const won = result.isWin
    dieFace.classList.add(won ? 'win' : 'lose')
    message.textContent = won ? t('youWon', { amount: fmt(r.round.payout ?? 0) }) : S.youLost
    if (won) sounds.win()
    else sounds.lose()
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    ui.pushRound(r.round)
    notifyBalance()
  } catch (e) {
    clearInterval(spinner)
    dieFace.classList.remove('rolling')
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    rollBtn.disabled = false
  }
}

;(call('originals/:game/state', { params: { game: 'galata-dice' } }) as Promise<DiceState>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))

import type { OriginalsPlay } from '@galata/contract'
import { MINES_TILES } from '@galata/game-math/mines'
import { icon } from '../sdk/art'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { minesCashOutShown, minesMultiplierShown } from './shown'

// Galata Mines: uncover safe tiles on a 5×5 field, cash out before a mine.

interface MinesRound extends RoundView<
  { mines: number },
  { mines?: number[]; hit?: number; revealed?: number[] }
> {
  state: { revealed?: number[] }
}
type MinesAnswer = PlayAnswer<MinesRound>
type MinesState = GameState<MinesRound>

const { data, S, t, h, call, fmt, sounds, toast, layout, stakeControl, notifyBalance } = startGame()
const ui = layout((r) => {
  const result = r.result as MinesRound['result']
  const found = result && result.revealed ? result.revealed.length : 0
  return t('minesRecent', { mines: (r.params as MinesRound['params']).mines, found })
})

let round: MinesRound | null = null
let busy = false
const tiles = Array.from({ length: MINES_TILES }, (_, i) =>
  h('button', {
    type: 'button',
    class: 'tile',
    'data-tile': String(i),
    'aria-label': String(i + 1),
    onclick: () => reveal(i),
  }),
)
const grid = h('div', { class: 'mines-grid' }, tiles)
const message = h('p', { class: 'message', 'aria-live': 'polite' }, S.pickTile)
const minesSelect = h(
  'select',
  { class: 'input', 'aria-label': S.minesCount, 'data-testid': 'mines-count' },
  Array.from({ length: 24 }, (_, i) =>
    h('option', { value: String(i + 1), selected: i + 1 === 3 }, String(i + 1)),
  ),
)
const stake = stakeControl(1)
const startBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: start },
  S.start,
)
const cashBtn = h(
  'button',
  { type: 'button', class: 'btn gold big', 'data-testid': 'cashout', onclick: cashOut, disabled: true },
  S.cashOut,
)
const current = h('strong', {}, '1.0000×')
const nextOut = h('strong', {}, '–')

ui.stage.append(h('div', { class: 'mines-stage' }, grid, message))
ui.controls.append(
  stake.el,
  h('label', { class: 'field' }, h('span', {}, S.minesCount), minesSelect),
  h(
    'dl',
    { class: 'stats' },
    h('div', {}, h('dt', {}, S.multiplier), h('dd', {}, current)),
    h('div', {}, h('dt', {}, S.next), h('dd', {}, nextOut)),
  ),
  startBtn,
  cashBtn,
)

function paint() {
  const revealed = round ? round.state.revealed || [] : []
  const result = round && round.status !== 'open' ? round.result : null
  tiles.forEach((tile, i) => {
    tile.className = 'tile'
    tile.textContent = ''
    tile.disabled = !round || round.status !== 'open' || busy
    if (revealed.includes(i)) {
      tile.classList.add('gem')
      tile.innerHTML = icon('gem')
    }
    if (result && result.mines && result.mines.includes(i)) {
      tile.classList.add(result.hit === i ? 'boom' : 'mine')
      tile.innerHTML = icon('mine')
    } else if (result && !revealed.includes(i)) tile.classList.add('dim')
  })
  const open = round !== null && round.status === 'open'
  const m = round ? Number(round.params.mines) : Number(minesSelect.value)
  const k = revealed.length
  current.textContent = minesMultiplierShown(m, k, data.locale)
  nextOut.textContent = k < MINES_TILES - m ? minesMultiplierShown(m, k + 1, data.locale) : '–'
  startBtn.disabled = open || busy
  cashBtn.disabled = !open || k === 0 || busy
  minesSelect.disabled = open
  stake.input.disabled = open
  if (open && k > 0) cashBtn.textContent = S.cashOut + ' ' + fmt(minesCashOutShown(round!.stake, m, k))
  else cashBtn.textContent = S.cashOut
}

/** One move: the play answer shown, its refusal toasted. */
async function move(answer: Promise<OriginalsPlay>) {
  busy = true
  paint()
  try {
    const r = (await answer) as MinesAnswer
    round = r.round
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    if (round.status !== 'open') {
      ui.pushRound(round)
      if ((round.payout ?? 0) > 0) {
        message.textContent = t('youWon', { amount: fmt(round.payout ?? 0) })
        sounds.win()
      } else {
        message.textContent = S.boom
        sounds.lose()
      }
    } else message.textContent = S.pickTile
    notifyBalance()
    return r
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    paint()
  }
}

function start() {
  sounds.click()
  return move(
    call('originals/galata-mines/start', {
      body: { stake: stake.value(), mines: Number(minesSelect.value) },
    }),
  )
}
function reveal(i: number) {
  if (!round || round.status !== 'open' || busy) return
  sounds.click()
  return move(call('originals/galata-mines/reveal', { body: { roundId: round.roundId, tile: i } }))
}
function cashOut() {
  if (!round) return
  return move(call('originals/galata-mines/cashout', { body: { roundId: round.roundId } }))
}
minesSelect.addEventListener('change', paint)

;(call('originals/:game/state', { params: { game: 'galata-mines' } }) as Promise<MinesState>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
    // A round left open (closed tab, restart) resumes where it was.
    round = s.openRound
    paint()
  })
  .catch((e: Error) => toast(e.message, 'error'))
paint()

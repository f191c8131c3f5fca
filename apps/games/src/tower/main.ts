import type { OriginalsPlay } from '@galata/contract'
import {
  TOWER_DIFFICULTIES,
  TOWER_DOORS,
  TOWER_FLOORS,
  TOWER_RTP_BP,
  towerMultiplierE4,
  type TowerDifficulty,
} from '@galata/game-math/tower'
import { payoutOf } from '@galata/game-math/fair'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { rulesPanel, type InstantStringKey } from '../instant/common'
import type { PageData } from '../sdk/page'

// Galata Tower: climb floor by floor opening one door of k, cash out when you like; the server decides.

type TowerState = { picks: number[]; multiplier: number }
type TowerResult = { picks: number[]; traps: number[]; multiplier: number; refunded?: true }
type TowerRound = RoundView<{ difficulty: TowerDifficulty }, TowerResult>

const g = startGame<InstantStringKey, PageData<InstantStringKey>>()
const { S, t, h, call, fmt, mult, sounds, toast, layout, stakeControl, notifyBalance } = g
const e4x = (e4: bigint) => Number(e4) / 10_000
const ui = layout((round) => {
  const r = round as TowerRound
  return (
    S[`difficulty_${r.params.difficulty}`] +
    ' · ' +
    t('floorLabel', { n: String(r.result?.picks.length ?? 0) })
  )
})

let round: TowerRound | null = null
let busy = false
let difficulty: TowerDifficulty = 'medium'

const tower = h('div', { class: 'tower', 'data-testid': 'tower' })
const message = h('p', { class: 'message', 'aria-live': 'polite', 'data-testid': 'tower-message' })
const multiplierOut = h('strong', { 'data-testid': 'tower-multiplier' })
const stake = stakeControl(1)
const diffBtns = TOWER_DIFFICULTIES.map((d) =>
  h(
    'button',
    {
      type: 'button',
      class: 'seg' + (d === difficulty ? ' on' : ''),
      'aria-pressed': String(d === difficulty),
      'data-difficulty': d,
      onclick: () => setDifficulty(d),
    },
    S[`difficulty_${d}`],
  ),
)
const startBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: start },
  S.start,
)
const cashBtn = h(
  'button',
  { type: 'button', class: 'btn gold big', 'data-testid': 'cashout', onclick: () => act('cashout') },
  S.cashOut,
)
const rules = rulesPanel(g, S.towerRules, S.towerFair, TOWER_RTP_BP)

ui.stage.append(h('div', { class: 'tower-stage' }, tower, message))
ui.controls.append(
  stake.el,
  h(
    'div',
    { class: 'field' },
    h('span', { id: 'tower-difficulty' }, S.difficulty),
    h('div', { class: 'segmented', role: 'group', 'aria-labelledby': 'tower-difficulty' }, diffBtns),
  ),
  h('dl', { class: 'stats' }, h('div', {}, h('dt', {}, S.multiplier), h('dd', {}, multiplierOut))),
  startBtn,
  cashBtn,
  rules.el,
)

function paytable() {
  rules.table.replaceChildren(
    ...TOWER_DIFFICULTIES.map((d) =>
      h(
        'table',
        { class: 'paytable' },
        h('caption', {}, S[`difficulty_${d}`] + ' · ' + t('towerDoors', { doors: String(TOWER_DOORS[d]) })),
        h(
          'thead',
          {},
          h('tr', {}, h('th', { scope: 'col' }, S.towerFloor), h('th', { scope: 'col' }, S.multiplier)),
        ),
        h(
          'tbody',
          {},
          Array.from({ length: TOWER_FLOORS }, (_, i) =>
            h('tr', {}, h('td', {}, String(i + 1)), h('td', {}, mult(e4x(towerMultiplierE4(d, i + 1))))),
          ),
        ),
      ),
    ),
  )
}
paytable()

function setDifficulty(d: TowerDifficulty) {
  if (round?.status === 'open') return
  difficulty = d
  for (const b of diffBtns) {
    const on = b.dataset.difficulty === d
    b.classList.toggle('on', on)
    b.setAttribute('aria-pressed', String(on))
  }
  sounds.click()
  paint()
}

const openState = () => (round && round.status === 'open' ? (round.state as TowerState) : null)

function paint() {
  const st = openState()
  const d = round ? round.params.difficulty : difficulty
  const picks = st?.picks ?? round?.result?.picks ?? []
  const traps = st ? null : (round?.result?.traps ?? null)
  const doors = TOWER_DOORS[d]
  const rows = []
  for (let floor = TOWER_FLOORS - 1; floor >= 0; floor--) {
    const active = st !== null && floor === picks.length && !busy
    const cells = Array.from({ length: doors }, (_, door) => {
      const picked = picks[floor] === door
      const trap = traps !== null && traps[floor] === door
      const cls =
        'tower-door' +
        (picked ? ' picked' : '') +
        (traps !== null && trap ? ' trap' : '') +
        (traps !== null && picked && !trap ? ' safe' : '') +
        (st && floor < picks.length && picked ? ' safe' : '') +
        (active ? ' active' : '')
      return h(
        'button',
        {
          type: 'button',
          class: cls,
          disabled: !active,
          'aria-label': t('doorLabel', { floor: String(floor + 1), n: String(door + 1) }),
          'data-testid': active ? `tower-door-${door}` : undefined,
          onclick: () => act('pick', door),
        },
        traps !== null && trap ? '✖' : picked ? '★' : '',
      )
    })
    rows.push(
      h(
        'div',
        {
          class: 'tower-floor' + (floor < picks.length ? ' climbed' : ''),
          role: 'group',
          'aria-label': t('floorLabel', { n: String(floor + 1) }),
        },
        h('span', { class: 'tower-mult', 'aria-hidden': 'true' }, mult(e4x(towerMultiplierE4(d, floor + 1)))),
        h('div', { class: 'tower-doors' }, cells),
      ),
    )
  }
  tower.replaceChildren(...rows)
  const climbed = st ? st.picks.length : 0
  multiplierOut.textContent = st
    ? mult(climbed ? e4x(towerMultiplierE4(d, climbed)) : 1)
    : round?.multiplier != null
      ? mult(round.multiplier)
      : mult(1)
  const cash =
    st && climbed ? minorToLira(payoutOf(stakeMinor(round!.stake), towerMultiplierE4(d, climbed))) : 0
  cashBtn.textContent = cash ? S.cashOut + ' ' + fmt(cash) : S.cashOut
  cashBtn.disabled = busy || !st || climbed === 0
  startBtn.disabled = busy || st !== null
  stake.input.disabled = st !== null
  for (const b of diffBtns) b.disabled = st !== null
}

/** One move: the play answer shown, its refusal toasted. */
async function move(answer: Promise<OriginalsPlay>) {
  busy = true
  paint()
  try {
    const r = (await answer) as PlayAnswer<TowerRound>
    round = r.round
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    if (round.status !== 'open') {
      ui.pushRound(round)
      const won = (round.payout ?? 0) > 0
      message.textContent = won ? t('youWon', { amount: fmt(round.payout ?? 0) }) : S.trapHit
      if (won) sounds.win()
      else sounds.lose()
    } else {
      message.textContent = ''
      sounds.tick()
    }
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    paint()
    const next = tower.querySelector<HTMLButtonElement>('.tower-door.active')
    if (next) next.focus()
  }
}

function start() {
  sounds.click()
  return move(call('originals/galata-tower/start', { body: { stake: stake.value(), difficulty } }))
}
function act(action: 'pick' | 'cashout', door?: number) {
  if (!round || round.status !== 'open' || busy) return
  sounds.click()
  return move(
    call('originals/galata-tower/action', {
      body: {
        roundId: round.roundId,
        action,
        ...(door !== undefined ? { door } : {}),
      },
    }),
  )
}

paint()
;(call('originals/:game/state', { params: { game: 'galata-tower' } }) as Promise<GameState<TowerRound>>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
    if (s.openRound) {
      round = s.openRound
      message.textContent = S.resume
    }
    paint()
  })
  .catch((e: Error) => toast(e.message, 'error'))

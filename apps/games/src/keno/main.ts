import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_RTP_BP } from '@galata/game-math/keno'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { rulesPanel, type InstantStringKey } from '../instant/common'
import type { PageData } from '../sdk/page'
import { kenoRowsShown } from './shown'

// Galata Keno: pick 1–10 of 40 numbers; the server draws 10 and pays by the number of hits.

type KenoRound = RoundView<{ picks: number[] }, { drawn: number[]; hits: number; multiplier: number }>

const g = startGame<InstantStringKey, PageData<InstantStringKey>>()
const { data, S, t, h, call, fmt, mult, sounds, toast, layout, stakeControl, notifyBalance } = g
const ui = layout((round) => {
  const r = round as KenoRound
  return `${r.params.picks.length} · ${r.result ? t('hitsResult', { hits: r.result.hits }) : '–'}`
})

const picks = new Set<number>()
let drawn: number[] = []
let busy = false

const cells = Array.from({ length: KENO_NUMBERS }, (_, i) =>
  h(
    'button',
    {
      type: 'button',
      class: 'keno-cell',
      'data-number': String(i + 1),
      'aria-pressed': 'false',
      'aria-label': t('numberLabel', { n: i + 1 }),
      onclick: () => toggle(i + 1),
    },
    String(i + 1),
  ),
)
const grid = h('div', { class: 'keno-grid', role: 'group', 'aria-label': S.pickNumbers }, cells)
const count = h('p', { class: 'dim', 'aria-live': 'polite', 'data-testid': 'keno-count' })
const message = h('p', { class: 'message', 'aria-live': 'polite', 'data-testid': 'keno-message' })
const table = h('div', { class: 'keno-pays', 'data-testid': 'keno-pays' })
const stake = stakeControl(1)
const playBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: play },
  S.playKeno,
)
const clearBtn = h('button', { type: 'button', class: 'btn ghost', onclick: clear }, S.clear)
const rules = rulesPanel(g, S.kenoRules, S.kenoFair, KENO_RTP_BP)

ui.stage.append(h('div', { class: 'keno-stage' }, h('p', { class: 'dim' }, S.pickNumbers), grid, message))
ui.controls.append(stake.el, count, table, h('div', { class: 'row' }, clearBtn), playBtn, rules.el)

function paint(hitsShown = false) {
  cells.forEach((c, i) => {
    const n = i + 1
    const on = picks.has(n)
    c.classList.toggle('on', on)
    c.setAttribute('aria-pressed', String(on))
    c.classList.toggle('drawn', drawn.includes(n))
    c.classList.toggle('hit', hitsShown && on && drawn.includes(n))
    c.disabled = busy
  })
  count.textContent = t('picked', { n: picks.size })
  const rows = picks.size ? kenoRowsShown(picks.size, stake.value(), data.locale) : []
  const pays = h(
    'table',
    { class: 'paytable' },
    h('thead', {}, h('tr', {}, h('th', {}, S.hits), h('th', {}, S.multiplier), h('th', {}, S.chance))),
    h(
      'tbody',
      {},
      rows.map((r) =>
        h(
          'tr',
          { 'data-hits': String(r.hits) },
          h('td', {}, String(r.hits)),
          h('td', {}, r.multiplier),
          h('td', {}, r.chance),
        ),
      ),
    ),
  )
  table.replaceChildren(pays.cloneNode(true))
  rules.table.replaceChildren(pays)
  playBtn.disabled = busy
  clearBtn.disabled = busy
}

function toggle(n: number) {
  if (busy) return
  if (drawn.length) {
    drawn = []
    message.textContent = ''
  }
  if (picks.has(n)) picks.delete(n)
  else if (picks.size < KENO_MAX_PICKS) picks.add(n)
  else return
  sounds.click()
  paint()
}
function clear() {
  picks.clear()
  drawn = []
  message.textContent = ''
  paint()
}
stake.input.addEventListener('input', () => paint(drawn.length > 0))

async function play() {
  if (busy) return
  if (!picks.size) {
    toast(S.pickFirst, 'error')
    return
  }
  busy = true
  drawn = []
  message.textContent = ''
  paint()
  try {
    const r = (await call('originals/galata-keno/bet', {
      body: {
        stake: stake.value(),
        picks: [...picks],
      },
    })) as PlayAnswer<KenoRound>
    const res = r.round.result!
    // The draw appears one number at a time (cosmetic; the whole draw is already decided).
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
    for (const n of res.drawn) {
      drawn.push(n)
      paint(true)
      if (picks.has(n)) sounds.click()
      else sounds.tick()
      if (!reduced) await new Promise((done) => setTimeout(done, 90))
    }
    const won = (r.round.payout ?? 0) > 0
    message.textContent =
      t('hitsResult', { hits: res.hits }) +
      ' · ' +
      (won ? t('youWon', { amount: fmt(r.round.payout ?? 0) }) + ` (${mult(res.multiplier)})` : S.youLost)
    if (won) sounds.win()
    else sounds.lose()
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    ui.pushRound(r.round)
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    paint(drawn.length > 0)
  }
}

paint()
;(call('originals/:game/state', { params: { game: 'galata-keno' } }) as Promise<GameState<KenoRound>>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))

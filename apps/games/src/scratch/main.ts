import {
  SCRATCH_DRAWS,
  SCRATCH_PRIZES,
  SCRATCH_RTP_BP,
  SCRATCH_SYMBOLS,
  type ScratchSymbol,
} from '@galata/game-math/scratch'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { rulesPanel, type InstantStringKey } from '../instant/common'
import type { PageData } from '../sdk/page'

// Galata Scratch: buy a 3×3 card (the server settles it at once), then scratch the boxes to see it.

type ScratchRound = RoundView<Record<string, never>, { cells: number[]; prize: number; multiplier: number }>

const GLYPHS: Record<ScratchSymbol, string> = {
  tulip: '🌷',
  lamp: '🪔',
  coffee: '☕',
  ferry: '⛴',
  tower: '🗼',
  crown: '👑',
}

const g = startGame<InstantStringKey, PageData<InstantStringKey>>()
const { S, t, h, call, fmt, mult, pct, sounds, toast, layout, stakeControl, notifyBalance } = g
const nameOf = (symbol: number) => S[`scratch_${SCRATCH_SYMBOLS[symbol]!}`]
const ui = layout((round) => {
  const r = round as ScratchRound
  if (!r.result) return '–'
  return r.result.prize >= 0 ? mult(r.result.multiplier) : S.noMatch
})

let busy = false
let pending: { answer: PlayAnswer<ScratchRound>; shown: boolean[] } | null = null

const cells = Array.from({ length: 9 }, (_, i) =>
  h(
    'button',
    {
      type: 'button',
      class: 'scratch-cell',
      disabled: true,
      'aria-label': t('scratchCell', { n: String(i + 1) }),
      'data-testid': `scratch-cell-${i}`,
      onclick: () => reveal(i),
    },
    h('span', { class: 'scratch-glyph', 'aria-hidden': 'true' }),
    h('span', { class: 'scratch-name' }),
  ),
)
const message = h('p', { class: 'message', 'aria-live': 'polite', 'data-testid': 'scratch-message' })
const stake = stakeControl(1)
const buyBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: buy },
  S.buyCard,
)
const revealBtn = h(
  'button',
  { type: 'button', class: 'btn', disabled: true, 'data-testid': 'reveal-all', onclick: revealAll },
  S.revealAll,
)
const rules = rulesPanel(g, S.scratchRules, S.scratchFair, SCRATCH_RTP_BP)
rules.table.append(
  h(
    'table',
    { class: 'paytable' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, S.card),
        h('th', { scope: 'col' }, S.chance),
        h('th', { scope: 'col' }, S.payoutOnWin),
      ),
    ),
    h(
      'tbody',
      {},
      [...SCRATCH_PRIZES]
        .reverse()
        .map((p) =>
          h(
            'tr',
            {},
            h(
              'td',
              {},
              t('threeOf', { symbol: GLYPHS[SCRATCH_SYMBOLS[p.symbol]!] + ' ' + nameOf(p.symbol) }),
            ),
            h('td', {}, pct((p.weight / SCRATCH_DRAWS) * 100, 2)),
            h('td', {}, mult(Number(p.multiplierE4) / 10_000)),
          ),
        ),
    ),
  ),
)

ui.stage.append(
  h(
    'div',
    { class: 'scratch-stage' },
    h('div', { class: 'scratch-card', role: 'group', 'aria-label': S.card }, cells),
    message,
  ),
)
ui.controls.append(stake.el, buyBtn, revealBtn, rules.el)

function reveal(i: number) {
  if (!pending || pending.shown[i]) return
  pending.shown[i] = true
  const symbol = pending.answer.round.result!.cells[i]!
  const cell = cells[i]!
  cell.classList.add('shown')
  cell.disabled = true
  cell.setAttribute('aria-label', t('scratchCell', { n: String(i + 1) }) + ': ' + nameOf(symbol))
  cell.firstElementChild!.textContent = GLYPHS[SCRATCH_SYMBOLS[symbol]!]
  cell.lastElementChild!.textContent = nameOf(symbol)
  sounds.click()
  if (pending.shown.every(Boolean)) finish()
}

function revealAll() {
  for (let i = 0; i < 9; i++) reveal(i)
}

function finish() {
  const { answer } = pending!
  pending = null
  revealBtn.disabled = true
  buyBtn.disabled = false
  const res = answer.round.result!
  if (res.prize >= 0) {
    const symbol = SCRATCH_PRIZES[res.prize]!.symbol
    cells.forEach((c, i) => c.classList.toggle('match', res.cells[i] === symbol))
    message.textContent =
      t('threeOf', { symbol: nameOf(symbol) }) +
      ' · ' +
      mult(res.multiplier) +
      ' · ' +
      t('youWon', { amount: fmt(answer.round.payout ?? 0) })
    sounds.win()
  } else {
    message.textContent = S.noMatch + ' · ' + S.youLost
    sounds.lose()
  }
  ui.pushRound(answer.round)
}

async function buy() {
  if (busy || pending) return
  busy = true
  buyBtn.disabled = true
  message.textContent = ''
  sounds.click()
  try {
    const r = (await call('originals/galata-scratch/buy', {
      body: { stake: stake.value() },
    })) as PlayAnswer<ScratchRound>
    // The round is already settled (balance and seed move now); the card is shown as it is scratched.
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    notifyBalance()
    pending = { answer: r, shown: Array(9).fill(false) }
    for (const [i, c] of cells.entries()) {
      c.classList.remove('shown', 'match')
      c.disabled = false
      c.setAttribute('aria-label', t('scratchCell', { n: String(i + 1) }))
      c.firstElementChild!.textContent = ''
      c.lastElementChild!.textContent = ''
    }
    revealBtn.disabled = false
    cells[0]!.focus()
  } catch (e) {
    toast((e as Error).message, 'error')
    buyBtn.disabled = false
  } finally {
    busy = false
  }
}

;(call('originals/:game/state', { params: { game: 'galata-scratch' } }) as Promise<GameState<ScratchRound>>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))

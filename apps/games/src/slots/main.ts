import type { SlotSymbol, SpinResult } from '@galata/game-math/slots/engine'
import { artEl } from '../sdk/art'
import { symbolArt } from '../sdk/slot-art'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import type { PageData } from '../sdk/page'
import { lineBetShown, slotWinShown } from './shown'

// Galata video slots (one page for the three themes): 5×3 reels spun with CSS animations, the 20
// paylines highlighted on a win, free spins played out one by one, paytable from the server data.

interface SlotPage extends PageData {
  slot: {
    symbols: SlotSymbol[]
    paylines: number[][]
    freeSpins: { award: number; cap: number; multiplier: number }
    volatility: 'low' | 'medium' | 'high'
    rtp: number
  }
}
type SlotRound = RoundView<
  { stake?: number },
  { base: SpinResult; free: SpinResult[]; freeMultiplier: number; multiplier: number }
>
type SpinAnswer = PlayAnswer<SlotRound>
type SlotState = GameState<SlotRound>

const { data, S, t, h, api, fmt, mult, pct, sounds, toast, layout, stakeControl, notifyBalance } = startGame<
  never,
  SlotPage
>()
const slot = data.slot
const symbols = slot.symbols
const art = (i: number) => symbolArt(data.game, i)
const ui = layout((round) => {
  const r = round as SlotRound
  return r.result
    ? mult(Number(r.result.multiplier)) + (r.result.free.length ? ' · ' + r.result.free.length + ' FS' : '')
    : '–'
})
document.body.classList.add('slot-theme-' + data.game)

let busy = false
const cells: HTMLDivElement[][] = []
const reels: HTMLDivElement[] = []
const reelsEl = h('div', { class: 'reels', 'data-testid': 'slot-reels' })
for (let r = 0; r < 5; r++) {
  const strip = h('div', { class: 'reel-strip' })
  const column: HTMLDivElement[] = []
  for (let row = 0; row < 3; row++) {
    const cell = h('div', { class: 'cell' })
    cell.innerHTML = art((r * 3 + row) % (symbols.length - 2))
    column.push(cell)
    strip.append(cell)
  }
  cells.push(column)
  const reel = h('div', { class: 'reel' }, strip)
  reels.push(reel)
  reelsEl.append(reel)
}
const banner = h('div', { class: 'slot-banner', 'aria-live': 'polite', 'data-testid': 'slot-message' })
const fsBadge = h('div', { class: 'fs-badge', hidden: true })
const winOut = h('strong', { 'data-testid': 'slot-win' }, fmt(0))
const stake = stakeControl(1)
const spinBtn = h(
  'button',
  { type: 'button', class: 'btn primary big spin-btn', 'data-testid': 'play', onclick: play },
  S.spin,
)
const lineBet = h('strong', {})
const refreshLineBet = () => (lineBet.textContent = fmt(lineBetShown(stake.value())))
stake.input.addEventListener('input', refreshLineBet)
stake.input.addEventListener('change', refreshLineBet)
refreshLineBet()

const paytable = h(
  'details',
  { class: 'panel paytable' },
  h('summary', {}, S.paytable),
  h('p', { class: 'dim' }, S.paytableNote),
  h(
    'p',
    { class: 'dim' },
    t('freeSpinsRule', slot.freeSpins),
    ' ',
    t('rtpInfo', { rtp: pct(slot.rtp), volatility: S[`volatility_${slot.volatility}`] }),
  ),
  h(
    'table',
    {},
    h('tr', {}, h('th', {}, ''), h('th', {}, '3'), h('th', {}, '4'), h('th', {}, '5')),
    symbols
      .map((s, i) => ({ s, i }))
      .reverse()
      .map(({ s, i }) =>
        h(
          'tr',
          { class: s.kind },
          h(
            'td',
            { class: 'sym' },
            artEl(art(i), 'sym-art'),
            s.kind === 'wild' ? ' ' + S.wild : s.kind === 'scatter' ? ' ' + S.scatter : '',
          ),
          s.pays.map((p) => h('td', {}, s.kind === 'scatter' ? p + '× ' : String(p))),
        ),
      ),
  ),
)

ui.stage.append(h('div', { class: 'slot-stage' }, fsBadge, h('div', { class: 'cabinet' }, reelsEl), banner))
ui.controls.append(
  stake.el,
  h(
    'dl',
    { class: 'stats' },
    h('div', {}, h('dt', {}, S.totalWin), h('dd', {}, winOut)),
    h('div', {}, h('dt', {}, S.lines), h('dd', {}, '20 × ', lineBet)),
  ),
  spinBtn,
  paytable,
)

const wait = (ms: number) => new Promise((res) => setTimeout(res, ms))

function clearWins() {
  for (const column of cells) for (const c of column) c.classList.remove('hit', 'dim-cell')
}

/** Spins the reels and stops them one after another on `grid`. */
async function spinTo(grid: number[][]) {
  clearWins()
  // Cosmetic only: the reels flicker through symbols while they spin (the clock, not randomness).
  const spinning = reels.map((reel) => {
    reel.classList.add('spinning')
    return setInterval(() => {
      for (const c of reel.querySelectorAll<HTMLElement>('.cell'))
        c.innerHTML = art(Math.floor(performance.now() / 37 + c.offsetTop) % symbols.length)
    }, 70)
  })
  await wait(380)
  for (let r = 0; r < 5; r++) {
    await wait(170)
    clearInterval(spinning[r])
    const reel = reels[r]!
    reel.classList.remove('spinning')
    reel.classList.add('landing')
    cells[r]!.forEach((c, row) => {
      const symbol = grid[r]![row]!
      c.innerHTML = art(symbol)
      c.classList.toggle('scatter', symbols[symbol]!.kind === 'scatter')
      c.classList.toggle('wild', symbols[symbol]!.kind === 'wild')
    })
    sounds.tick()
    setTimeout(() => reel.classList.remove('landing'), 300)
  }
}

async function showWins(spin: SpinResult) {
  if (!spin.lines.length && spin.scatters < 3) return
  for (const column of cells) for (const c of column) c.classList.add('dim-cell')
  for (const win of spin.lines) {
    const rows = slot.paylines[win.line - 1]!
    for (let r = 0; r < win.count; r++) {
      const cell = cells[r]![rows[r]!]!
      cell.classList.add('hit')
      cell.classList.remove('dim-cell')
    }
  }
  if (spin.scatters >= 3)
    cells.forEach((column) =>
      column.forEach((c) => {
        if (c.classList.contains('scatter')) {
          c.classList.add('hit')
          c.classList.remove('dim-cell')
        }
      }),
    )
  sounds.win()
  await wait(900)
}

async function play() {
  if (busy) return
  busy = true
  spinBtn.disabled = true
  banner.textContent = ''
  banner.className = 'slot-banner'
  sounds.click()
  try {
    const r = await api<SpinAnswer>('POST', data.game + '/spin', { stake: stake.value() })
    const res = r.round.result!
    await spinTo(res.base.grid)
    // The counter shows what the credits so far pay, exactly as the round will be paid.
    let credits = res.base.credits
    winOut.textContent = fmt(slotWinShown(r.round.stake, credits))
    await showWins(res.base)
    if (res.free.length) {
      banner.textContent = t('freeSpinsWon', { count: slot.freeSpins.award })
      banner.classList.add('show', 'feature')
      document.body.classList.add('in-free-spins')
      await wait(1200)
      for (let i = 0; i < res.free.length; i++) {
        const free = res.free[i]!
        fsBadge.hidden = false
        fsBadge.textContent =
          t('freeSpinsLeft', { n: i + 1, total: res.free.length }) + ' · ×' + res.freeMultiplier
        await spinTo(free.grid)
        credits += free.credits * res.freeMultiplier
        winOut.textContent = fmt(slotWinShown(r.round.stake, credits))
        await showWins(free)
      }
      fsBadge.hidden = true
      document.body.classList.remove('in-free-spins')
    }
    // A spin settles at once: its payout is always there (null only on an open round).
    const payout = r.round.payout ?? 0
    if (payout > 0) {
      banner.textContent =
        (payout >= r.round.stake * 20 ? S.bigWin + ' ' : '') + t('youWon', { amount: fmt(payout) })
      banner.className = 'slot-banner show win'
    }
    winOut.textContent = fmt(payout)
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    ui.pushRound(r.round)
    notifyBalance()
  } catch (e) {
    reels.forEach((reel) => reel.classList.remove('spinning'))
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    spinBtn.disabled = false
  }
}

document.addEventListener('keydown', (e) => {
  if (e.code === 'Space' && e.target === document.body) {
    e.preventDefault()
    void play()
  }
})

api<SlotState>('GET', data.game + '/state')
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))

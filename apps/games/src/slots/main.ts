import type { SlotSymbol, LineWin } from '@galata/game-math/slots/engine'
import type { WayWin } from '@galata/game-math/slots/featured'
import type { CascadeStep } from '@galata/game-math/slots/cascade'
import type { CoinValue, HoldRespin } from '@galata/game-math/slots/holdwin'
import type { SlotMechanic } from '@galata/game-math/slots/games'
import { artEl } from '../sdk/art'
import { symbolArt } from '../sdk/slot-art'
import { moreSymbolArt } from './art'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import type { PageData } from '../sdk/page'
import { lineBetShown, slotWinShown } from './shown'

// Galata video slots (one page for every theme and mechanic): 5×3 reels spun with CSS animations;
// paylines or ways highlighted on a win; free spins played out one by one with their multiplier;
// tumbles (winning cells pop, the rest fall, new symbols drop in) with the rising multiplier; hold
// and win (coins lock, respins count down and reset). The paytable and rules come from the server.

interface SlotPage extends PageData {
  slot: {
    mechanic: SlotMechanic
    symbols: SlotSymbol[]
    paylines: number[][]
    volatility: 'low' | 'medium' | 'high'
    rtp: number
    creditsPerBet: number
    freeSpins?: { award: number; cap?: number; multiplier?: number; multipliers?: number[] }
    cascade?: { multipliers: number[]; maxSteps: number }
    hold?: { trigger: number; respins: number; coinValues: CoinValue[]; grand: number }
  }
}

interface SpinView {
  stops: number[]
  grid: number[][]
  lines: LineWin[]
  ways?: WayWin[]
  scatters?: number
  credits: number
}
interface SlotResult extends Record<string, unknown> {
  mechanic?: SlotMechanic
  multiplier: number
  credits: number
  base?: SpinView
  free?: SpinView[]
  freeMultiplier?: number
  freeMultipliers?: number[]
  grid?: number[][]
  steps?: CascadeStep[]
  final?: number[][]
  coins?: number[]
  feature?: { respins: HoldRespin[]; coins: number[]; full: boolean; credits: number } | null
}
type SlotRound = RoundView<{ stake?: number }, SlotResult>
type SpinAnswer = PlayAnswer<SlotRound>
type SlotState = GameState<SlotRound>

const { data, S, t, h, call, fmt, mult, pct, sounds, toast, layout, stakeControl, notifyBalance } = startGame<
  never,
  SlotPage
>()
const slot = data.slot
const mechanic = slot.mechanic ?? 'lines'
const symbols = slot.symbols
const per = slot.creditsPerBet ?? 20
const coinSymbol = symbols.findIndex((s) => s.kind === 'scatter')
const art = (i: number) => moreSymbolArt(data.game, i) ?? symbolArt(data.game, i)
const ui = layout((round) => {
  const r = round as SlotRound
  return r.result
    ? mult(Number(r.result.multiplier)) + (r.result.free?.length ? ' · ' + r.result.free.length + ' FS' : '')
    : '–'
})
document.body.classList.add('slot-theme-' + data.game, 'slot-mechanic-' + mechanic)

let busy = false
const cells: HTMLDivElement[][] = []
const reels: HTMLDivElement[] = []
const reelsEl = h('div', { class: 'reels', 'data-testid': 'slot-reels' })
for (let r = 0; r < 5; r++) {
  const strip = h('div', { class: 'reel-strip' })
  const column: HTMLDivElement[] = []
  for (let row = 0; row < 3; row++) {
    const cell = h('div', { class: 'cell' })
    cell.innerHTML = art((r * 3 + row) % Math.max(1, symbols.length - 2))
    column.push(cell)
    strip.append(cell)
  }
  cells.push(column)
  const reel = h('div', { class: 'reel' }, strip)
  reels.push(reel)
  reelsEl.append(reel)
}
const banner = h('div', { class: 'slot-banner', 'aria-live': 'polite', 'data-testid': 'slot-message' })
const fsBadge = h('div', { class: 'fs-badge', hidden: true, 'data-testid': 'slot-feature' })
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

// ---- paytable and rules

const perWay = mechanic === 'ways' || mechanic === 'cascade'
const listMultipliers = (ms: readonly number[]) => ms.map((m) => '×' + m).join(', ')
function rules(): (string | HTMLElement)[] {
  const fs = slot.freeSpins
  switch (mechanic) {
    case 'lines':
      return [
        S.paytableNote,
        ' ',
        t('freeSpinsRule', { award: fs?.award ?? 0, cap: fs?.cap ?? 0, multiplier: fs?.multiplier ?? 1 }),
      ]
    case 'ways':
      return [
        S.waysNote,
        ' ',
        t('waysFreeSpinsRule', { award: fs?.award ?? 0, multiplier: fs?.multipliers?.[0] ?? 1 }),
      ]
    case 'freespins':
      return [
        S.paytableNote,
        ' ',
        t('risingFreeSpinsRule', {
          award: fs?.award ?? 0,
          multipliers: listMultipliers(fs?.multipliers ?? []),
        }),
      ]
    case 'cascade':
      return [
        t('cascadeNote', {
          multipliers: listMultipliers(slot.cascade?.multipliers ?? []),
          max: slot.cascade?.maxSteps ?? 0,
        }),
      ]
    case 'holdwin': {
      const hold = slot.hold!
      const plain = hold.coinValues.filter((c) => !c.jackpot).map((c) => c.credits / 20)
      const named = (k: string) => (hold.coinValues.find((c) => c.jackpot === k)?.credits ?? 0) / 20
      return [
        t('holdNote', { trigger: hold.trigger }),
        ' ',
        t('holdPrizes', {
          low: Math.min(...plain),
          high: Math.max(...plain),
          mini: named('mini'),
          minor: named('minor'),
          major: named('major'),
          grand: hold.grand / 20,
        }),
      ]
    }
  }
}
const payText = (s: SlotSymbol, p: number) =>
  s.kind === 'scatter' ? p + '× ' : p === 0 ? '–' : perWay ? mult(p / 100) : String(p)
const symbolLabel = (s: SlotSymbol) =>
  s.kind === 'wild'
    ? ' ' + S.wild
    : s.kind === 'scatter'
      ? ' ' + (mechanic === 'holdwin' ? S.coin : S.scatter)
      : ''

const paytable = h(
  'details',
  { class: 'panel paytable' },
  h('summary', {}, S.paytable),
  h('p', { class: 'dim', 'data-testid': 'slot-rules' }, ...rules()),
  h(
    'p',
    { class: 'dim' },
    S[`mechanic_${mechanic}`],
    ' · ',
    t('rtpInfo', { rtp: pct(slot.rtp), volatility: S[`volatility_${slot.volatility}`] }),
  ),
  h(
    'table',
    {},
    h('tr', {}, h('th', {}, ''), h('th', {}, '3'), h('th', {}, '4'), h('th', {}, '5')),
    symbols
      .map((s, i) => ({ s, i }))
      .reverse()
      .filter(({ s }) => !(mechanic === 'holdwin' && s.kind === 'scatter'))
      .map(({ s, i }) =>
        h(
          'tr',
          { class: s.kind },
          h('td', { class: 'sym' }, artEl(art(i), 'sym-art'), symbolLabel(s)),
          s.pays.map((p) => h('td', {}, payText(s, p))),
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
    perWay
      ? h('div', {}, h('dt', {}, S.ways), h('dd', {}, '243'))
      : h('div', {}, h('dt', {}, S.lines), h('dd', {}, '20 × ', lineBet)),
  ),
  spinBtn,
  paytable,
)

// ---- animation

const wait = (ms: number) => new Promise((res) => setTimeout(res, ms))

function clearWins() {
  for (const column of cells)
    for (const c of column) c.classList.remove('hit', 'dim-cell', 'pop', 'drop', 'locked', 'fresh')
}

function setCell(c: HTMLElement, symbol: number, coinCredits = 0, stakeLira = 0) {
  c.innerHTML = art(symbol)
  c.classList.toggle('scatter', symbols[symbol]!.kind === 'scatter')
  c.classList.toggle('wild', symbols[symbol]!.kind === 'wild')
  c.classList.toggle('coin', mechanic === 'holdwin' && symbol === coinSymbol)
  if (coinCredits > 0) {
    const named = slot.hold?.coinValues.find((v) => v.credits === coinCredits)?.jackpot
    c.append(
      h(
        'span',
        { class: 'coin-value' + (named ? ' named' : '') },
        named ? named.toUpperCase() : fmt(slotWinShown(stakeLira, coinCredits, per)),
      ),
    )
  }
}

/** Spins the reels (all, or only the cells not `locked`) and stops them one after another on `grid`. */
async function spinTo(grid: number[][], coins?: number[], stakeLira = 0) {
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
    cells[r]!.forEach((c, row) => setCell(c, grid[r]![row]!, coins?.[r * 3 + row] ?? 0, stakeLira))
    sounds.tick()
    setTimeout(() => reel.classList.remove('landing'), 300)
  }
}

function highlight(hit: (reel: number, row: number) => boolean) {
  cells.forEach((column, r) =>
    column.forEach((c, row) => {
      const on = hit(r, row)
      c.classList.toggle('hit', on)
      c.classList.toggle('dim-cell', !on)
    }),
  )
}

/** Cells of a ways win: the symbol or a wild on each of its reels. */
const wayCell = (grid: number[][], wins: WayWin[], r: number, row: number) =>
  wins.some((w) => r < w.count && (grid[r]![row] === w.symbol || symbols[grid[r]![row]!]!.kind === 'wild'))

async function showWins(spin: SpinView) {
  const ways = spin.ways ?? []
  const scatters = spin.scatters ?? 0
  if (!spin.lines.length && !ways.length && scatters < 3) return
  const onLine = new Set<string>()
  for (const win of spin.lines) {
    const rows = slot.paylines[win.line - 1]!
    for (let r = 0; r < win.count; r++) onLine.add(r + ':' + rows[r])
  }
  highlight(
    (r, row) =>
      onLine.has(r + ':' + row) ||
      wayCell(spin.grid, ways, r, row) ||
      (scatters >= 3 && symbols[spin.grid[r]![row]!]!.kind === 'scatter'),
  )
  sounds.win()
  await wait(900)
}

function showBadge(text: string | null) {
  fsBadge.hidden = text === null
  fsBadge.textContent = text ?? ''
}

/** Free spins (lines: one multiplier; ways and rising: one per spin). */
async function playFree(res: SlotResult, stakeLira: number, credits: number): Promise<number> {
  const free = res.free ?? []
  if (!free.length) return credits
  banner.textContent = t('freeSpinsWon', { count: free.length })
  banner.classList.add('show', 'feature')
  document.body.classList.add('in-free-spins')
  await wait(1200)
  for (let i = 0; i < free.length; i++) {
    const spin = free[i]!
    const m = res.freeMultipliers?.[i] ?? res.freeMultiplier ?? 1
    showBadge(t('freeSpinsLeft', { n: i + 1, total: free.length }) + ' · ×' + m)
    await spinTo(spin.grid)
    credits += spin.credits * m
    winOut.textContent = fmt(slotWinShown(stakeLira, credits, per))
    await showWins(spin)
  }
  showBadge(null)
  document.body.classList.remove('in-free-spins')
  return credits
}

/** Tumbles: each step's winning cells pop, the rest fall and the refill drops in. */
async function playCascade(res: SlotResult, stakeLira: number): Promise<void> {
  await spinTo(res.grid!)
  let credits = 0
  const steps = res.steps ?? []
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k]!
    showBadge(t('tumbleStep', { multiplier: step.multiplier }))
    if (k > 0) {
      step.grid.forEach((column, r) => column.forEach((s, row) => setCell(cells[r]![row]!, s)))
      await wait(350)
    }
    const gone = new Set(step.removed.map(([r, row]) => r + ':' + row))
    highlight((r, row) => gone.has(r + ':' + row))
    credits += step.credits
    winOut.textContent = fmt(slotWinShown(stakeLira, credits, per))
    sounds.win()
    await wait(700)
    for (const key of gone) {
      const [r, row] = key.split(':').map(Number)
      cells[r!]![row!]!.classList.add('pop')
    }
    await wait(320)
    // The refill: the next step's grid (or the final one) drops in.
    const next = steps[k + 1]?.grid ?? res.final
    if (next) {
      clearWins()
      next.forEach((column, r) =>
        column.forEach((s, row) => {
          const c = cells[r]![row]!
          setCell(c, s)
          c.classList.add('drop')
        }),
      )
      sounds.tick()
      await wait(380)
    }
  }
  showBadge(null)
}

/** Hold and win: coins lock, the other cells respin, the counter resets on every new coin. */
async function playHold(res: SlotResult, stakeLira: number): Promise<void> {
  const base = res.base!
  await spinTo(base.grid, res.coins, stakeLira)
  let credits = base.credits
  winOut.textContent = fmt(slotWinShown(stakeLira, credits, per))
  await showWins(base)
  const feature = res.feature
  if (!feature) return
  clearWins()
  banner.textContent = S.holdAndWin
  banner.classList.add('show', 'feature')
  document.body.classList.add('in-free-spins')
  const locked = new Set<number>()
  res.coins!.forEach((c, i) => c > 0 && locked.add(i))
  const lockCell = (i: number) => cells[Math.floor(i / 3)]![i % 3]!.classList.add('locked')
  locked.forEach(lockCell)
  showBadge(t('respinsLeft', { n: slot.hold?.respins ?? 3 }))
  await wait(1200)
  for (const respin of feature.respins) {
    // Cosmetic flicker of the open cells (the clock, not randomness).
    for (let i = 0; i < 15; i++) if (!locked.has(i)) cells[Math.floor(i / 3)]![i % 3]!.innerHTML = ''
    await wait(450)
    for (const l of respin.landed) {
      const c = cells[Math.floor(l.cell / 3)]![l.cell % 3]!
      setCell(c, coinSymbol, l.credits, stakeLira)
      c.classList.add('fresh')
      lockCell(l.cell)
      locked.add(l.cell)
    }
    if (respin.landed.length) sounds.win()
    else sounds.tick()
    showBadge(t('respinsLeft', { n: respin.left }))
    await wait(550)
  }
  credits += feature.credits
  winOut.textContent = fmt(slotWinShown(stakeLira, credits, per))
  if (feature.full) {
    banner.textContent = S.gridFull
    await wait(1200)
  }
  showBadge(null)
  document.body.classList.remove('in-free-spins')
}

async function play() {
  if (busy) return
  busy = true
  spinBtn.disabled = true
  banner.textContent = ''
  banner.className = 'slot-banner'
  sounds.click()
  try {
    const r = (await call('originals/:game/spin', {
      params: { game: data.game },
      body: { stake: stake.value() },
    })) as SpinAnswer
    const res = r.round.result!
    const stakeLira = r.round.stake
    if (mechanic === 'cascade') await playCascade(res, stakeLira)
    else if (mechanic === 'holdwin') await playHold(res, stakeLira)
    else {
      await spinTo(res.base!.grid)
      // The counter shows what the credits so far pay, exactly as the round will be paid.
      const credits = res.base!.credits
      winOut.textContent = fmt(slotWinShown(stakeLira, credits, per))
      await showWins(res.base!)
      await playFree(res, stakeLira, credits)
    }
    // A spin settles at once: its payout is always there (null only on an open round).
    const payout = r.round.payout ?? 0
    if (payout > 0) {
      banner.textContent =
        (payout >= stakeLira * 20 ? S.bigWin + ' ' : '') + t('youWon', { amount: fmt(payout) })
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

;(call('originals/:game/state', { params: { game: data.game } }) as Promise<SlotState>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))

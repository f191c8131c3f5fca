import { GROWTH_K, cashOutPayout } from '@galata/game-math/aviator'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import {
  parseDecimal,
  type AviatorBetView,
  type AviatorHistory,
  type AviatorMyBet,
  type AviatorRound,
  type AviatorState,
  type aviatorStrings,
} from '@galata/contract'
import { GameError, connectHub, startGame, type RoundView } from '../sdk'
import { closedNotice } from '../sdk/round'
import type { PageData } from '../sdk/page'

// Sky Aviator: the shared crash round, live over the hub (docs/casino.md "Sky Aviator").
// The server decides every multiplier and payout; the page only draws (from the take-off time and
// the server's growth rate) and shows what a cash-out now would pay.

/** Sky Aviator's own strings (the contract's `aviatorStrings`). */
type AviatorStringKey = keyof typeof aviatorStrings

/** A row of the shared recent list: its round fields plus the crash and the cash-out shown. */
interface RecentRow {
  roundId: number
  status: string
  stake: number
  payout: number | null
  crash: number | null
  cashout: number | null
}
type AviatorLimits = AviatorState['limits']
/** What the hub pushes on the game's topic (the server's broadcasts, aviator.loop.ts). */
interface AviatorEvent {
  t: 'betting' | 'flight' | 'tick' | 'bet' | 'cashout' | 'crash' | 'void' | 'table.closed' | 'table.opened'
  now?: number
  round?: AviatorRound
  roundId?: number
  k?: number
  bet?: AviatorBetView
  betId?: number
  multiplier?: number
  payout?: number
}

const {
  data,
  S,
  t,
  h,
  call,
  session,
  fmt,
  num,
  mult: multText,
  sounds,
  toast,
  layout,
  stakeControl,
  notifyBalance,
  onResize,
} = startGame<AviatorStringKey, PageData<AviatorStringKey>>()

/** The auto cash-out held to the bounds the server's state answer sends. */
const clampAuto = (v: number) => (limits ? Math.min(limits.autoMax, Math.max(limits.autoMin, v)) : v)

// ---------------------------------------------------------------- state
let k = GROWTH_K
let offset = 0 // server time − local time
let round: AviatorRound | null = null
let bets: AviatorBetView[] = []
let history: AviatorHistory[] = []
// Until the first state answer: the auto cash-out input clamps to what the server sends then.
let limits: AviatorLimits | null = null
let crashShownUntil = 0
// The operator closed the game (docs/backoffice.md "Tables and rounds"): the notice shows, no bet
// is taken or queued; a bet in flight still cashes out. The state answer says so, the hub says when.
let tableClosed = false
const showClosed = closedNotice(S.aviatorClosed)
const serverNow = () => Date.now() + offset
const sync = (now: unknown) => {
  if (typeof now === 'number') offset = now - Date.now()
}
/** The multiplier shown `elapsed` ms after take-off, in hundredths (the server's rule, its `k`). */
const multE2 = (elapsed: number) => (elapsed <= 0 ? 100 : Math.floor(100 * Math.exp(k * elapsed)))
const mult = (elapsed: number) => multE2(elapsed) / 100
const x2 = (m: number | null | undefined) => (m === null || m === undefined ? '–' : multText(m))

// ---------------------------------------------------------------- layout
const L = layout((row) => {
  const r = row as unknown as RecentRow
  return r.crash !== undefined ? x2(r.cashout || r.crash) : ''
})
// A named group: a label on a plain div is prohibited (axe aria-prohibited-attr, seen with no rounds yet).
const chips = h('div', { class: 'av-chips', role: 'group', 'aria-label': S.history })
const canvas = h('canvas', { class: 'av-canvas', 'aria-hidden': 'true' })
const big = h('div', { class: 'av-mult', 'data-testid': 'multiplier', 'aria-live': 'off' }, '1.00×')
const phaseText = h('div', { class: 'av-phase', role: 'status' }, S.connecting)
const progress = h('div', { class: 'av-progress' }, h('span', {}))
L.stage.classList.add('av-stage')
L.stage.append(chips, h('div', { class: 'av-sky' }, canvas, big, phaseText, progress))

/*
 * Two bet panels, as players of the genre expect (docs/casino.md "Two bets a round"): each its own
 * stake, auto cash-out, bet and cash-out button, and its own bet in the round (`slot` 1 or 2).
 */
interface Panel {
  slot: number
  el: HTMLElement
  stake: ReturnType<typeof stakeControl>
  autoOn: HTMLInputElement
  autoIn: HTMLInputElement
  action: HTMLButtonElement
  myBet: AviatorBetView | null
  /** A bet queued for the next round. */
  pending: boolean
  busy: boolean
}

function makePanel(slot: number, initialStake: number): Panel {
  // The first panel keeps the test ids it always had; the second's carry its number.
  const suffix = slot === 1 ? '' : '-' + slot
  const stake = stakeControl(initialStake)
  stake.input.setAttribute('data-testid', 'stake' + suffix)
  const autoOn = h('input', { type: 'checkbox', 'aria-label': S.autoCashout })
  // Text, not type="number", so it reads as the page's language writes it ("2,00").
  const autoIn = h('input', {
    class: 'input',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: num(2, 2),
    'aria-label': S.autoCashout,
    disabled: true,
  })
  autoOn.addEventListener('change', () => (autoIn.disabled = !autoOn.checked))
  const action = h(
    'button',
    { class: 'btn big primary av-action', type: 'button', 'data-testid': 'av-action' + suffix },
    S.placeBet,
  )
  const label = t('betPanel', { n: slot })
  const el = h(
    'section',
    { class: 'av-panel', 'aria-label': label, 'data-testid': 'av-panel' + suffix },
    h('h2', { class: 'av-panel-title' }, label),
    stake.el,
    h('label', { class: 'field' }, h('span', { class: 'av-auto' }, autoOn, S.autoCashout), autoIn),
    action,
  )
  const panel: Panel = { slot, el, stake, autoOn, autoIn, action, myBet: null, pending: false, busy: false }
  action.addEventListener('click', () => void onAction(panel))
  return panel
}

const panels = [makePanel(1, 5), makePanel(2, 1)]
L.controls.classList.add('av-controls')
L.controls.append(...panels.map((p) => p.el))
const panelOfBet = (betId: number | undefined) => panels.find((p) => p.myBet?.id === betId)

const betsCount = h('span', { class: 'av-count' })
const betsList = h('ol', { class: 'av-bets' })
const side = L.stage.closest('.layout')!.querySelector('.side')!
side.prepend(h('section', { class: 'panel' }, h('h2', {}, S.liveBets, ' ', betsCount), betsList))

// The studio's per-player seed panel does not apply: the chain panel replaces it.
const terminal = h('code', { class: 'hash' })
const hashIn = h('input', {
  class: 'input',
  maxlength: '64',
  placeholder: S.hashPlaceholder,
  'aria-label': S.roundHash,
})
const verifyOut = h('div', { class: 'revealed' })
const verifyBtn = h('button', { class: 'btn ghost', type: 'button' }, S.verify)
verifyBtn.addEventListener('click', () => verify(hashIn.value.trim().toLowerCase()))
const chainPanel = h(
  'details',
  { class: 'panel fairness' },
  h('summary', {}, S.fairness),
  h('p', { class: 'av-note' }, S.aviatorFairness),
  h(
    'dl',
    {},
    h('dt', {}, S.terminalHash),
    h('dd', {}, terminal),
    h('dt', {}, S.roundHash),
    h('dd', { class: 'row' }, hashIn, verifyBtn),
  ),
  verifyOut,
)
const oldFair = side.querySelector('.fairness')
if (oldFair) oldFair.replaceWith(chainPanel)
else side.append(chainPanel)

// ---------------------------------------------------------------- rendering
function renderChips() {
  chips.replaceChildren(
    ...history.slice(0, 20).map((r) =>
      h(
        'button',
        {
          type: 'button',
          class:
            'av-chip ' + (r.crash === null ? 'void' : r.crash >= 10 ? 'hi' : r.crash >= 2 ? 'mid' : 'lo'),
          title: r.hash,
          onclick: () => {
            hashIn.value = r.hash
            chainPanel.open = true
            void verify(r.hash)
          },
        },
        r.crash === null ? '—' : x2(r.crash),
      ),
    ),
  )
}

function renderBets() {
  betsCount.textContent = bets.length ? '(' + t('players', { n: bets.length }) + ')' : ''
  // A round nobody has bet on yet invites the first bet rather than counting "0 players".
  if (!bets.length) {
    betsList.replaceChildren(h('li', { class: 'empty', 'data-testid': 'av-first-bet' }, S.firstBet))
    return
  }
  betsList.replaceChildren(
    ...bets
      .slice(0, 60)
      .map((b) =>
        h(
          'li',
          { class: b.status },
          h('span', { class: 'who' }, b.name),
          h('span', {}, fmt(b.stake)),
          h(
            'span',
            { class: 'x' },
            b.status === 'won' ? x2(b.cashout) : b.autoCashout ? '→' + x2(b.autoCashout) : '',
          ),
          h(
            'span',
            { class: 'amount' },
            b.status === 'won' ? fmt(b.payout ?? 0) : b.status === 'refunded' ? S.refunded : '',
          ),
        ),
      ),
  )
}

function renderRecent(items: AviatorMyBet[]) {
  // Sky Aviator's rows are bets, not studio rounds: shaped for the shared list (see RecentRow).
  L.setRecent(
    items.map((b) => ({
      roundId: b.roundId,
      status: b.status === 'open' ? 'open' : 'settled',
      stake: b.stake,
      payout: b.status === 'won' || b.status === 'refunded' ? b.payout : 0,
      crash: b.crash,
      cashout: b.status === 'won' ? b.cashout : null,
    })) as RecentRow[] as unknown as RoundView[],
  )
}

function renderAction() {
  for (const p of panels) renderPanel(p)
}

function renderPanel(p: Panel) {
  const phase = round ? round.phase : null
  const { action, myBet } = p
  action.classList.remove('primary', 'gold', 'danger')
  if (phase === 'flying' && myBet && myBet.status === 'open') {
    action.classList.add('gold')
    // What a cash-out now would pay, rounded down to the kuruş as the server pays it.
    const payout = cashOutPayout(stakeMinor(myBet.stake), currentMultiplierE2())
    action.textContent = t('cashOutAt', { amount: fmt(minorToLira(payout)) })
    action.disabled = p.busy
  } else if (tableClosed && !(myBet && myBet.status === 'open')) {
    action.textContent = S.betsClosed
    action.disabled = true
  } else if (phase === 'betting' && serverNow() < round!.bettingEndsAt && !myBet) {
    action.classList.add('primary')
    action.textContent = S.placeBet
    action.disabled = p.busy
  } else if (myBet && myBet.status === 'open') {
    action.textContent = S.betPlaced
    action.disabled = true
  } else {
    action.classList.add(p.pending ? 'danger' : 'primary')
    action.textContent = p.pending ? S.cancelWait : S.placeBet
    action.disabled = p.busy
  }
}

function currentMultiplierE2() {
  if (!round || round.phase !== 'flying' || !round.flightStartedAt) return 100
  return multE2(serverNow() - round.flightStartedAt)
}

// The plane and its curve, drawn every frame from the take-off time (no per-tick jumps).
const ctx = canvas.getContext('2d')!
let plane: { x: number; y: number; angle: number } | null = null
function size() {
  const r = canvas.getBoundingClientRect()
  const dpr = window.devicePixelRatio || 1
  canvas.width = Math.max(1, Math.round(r.width * dpr))
  canvas.height = Math.max(1, Math.round(r.height * dpr))
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
}
onResize(canvas, size)

function drawPlane(x: number, y: number, angle: number, crashed: boolean) {
  ctx.save()
  ctx.translate(x, y)
  ctx.rotate(angle)
  ctx.globalAlpha = crashed ? 0.35 : 1
  ctx.fillStyle = '#ffffff'
  ctx.beginPath()
  ctx.moveTo(-26, -4)
  ctx.bezierCurveTo(-16, -10, 14, -10, 24, -5)
  ctx.bezierCurveTo(31, -2, 31, 3, 24, 5)
  ctx.bezierCurveTo(14, 9, -16, 8, -26, 4)
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#ff3d6e'
  ctx.beginPath()
  ctx.moveTo(-4, -5)
  ctx.lineTo(-14, -26)
  ctx.lineTo(-6, -26)
  ctx.lineTo(9, -5)
  ctx.fill()
  ctx.fillStyle = '#c81e4e'
  ctx.beginPath()
  ctx.moveTo(-4, 5)
  ctx.lineTo(-14, 22)
  ctx.lineTo(-6, 22)
  ctx.lineTo(9, 5)
  ctx.fill()
  ctx.fillStyle = '#ff3d6e'
  ctx.beginPath()
  ctx.moveTo(-25, -3)
  ctx.lineTo(-32, -16)
  ctx.lineTo(-26, -16)
  ctx.lineTo(-18, -4)
  ctx.fill()
  ctx.restore()
}

function draw() {
  const w = canvas.clientWidth
  const hgt = canvas.clientHeight
  ctx.clearRect(0, 0, w, hgt)
  const now = serverNow()
  const pad = 24
  // Grid
  ctx.strokeStyle = 'rgba(255,255,255,.06)'
  ctx.lineWidth = 1
  for (let i = 1; i < 6; i++) {
    ctx.beginPath()
    ctx.moveTo(pad, (hgt * i) / 6)
    ctx.lineTo(w, (hgt * i) / 6)
    ctx.stroke()
  }
  let m = 1
  let elapsed = 0
  let crashed = false
  if (round && round.phase === 'flying' && round.flightStartedAt) {
    elapsed = Math.max(0, now - round.flightStartedAt)
    m = mult(elapsed)
  } else if (round && round.phase === 'crashed' && round.flightStartedAt) {
    m = round.crash || 1
    elapsed = Math.log(m) / k
    crashed = true
  }
  if (round && (round.phase === 'flying' || round.phase === 'crashed')) {
    // Axes stretch as the flight goes on: at least 8 s and 2×.
    const tMax = Math.max(8000, elapsed * 1.15)
    const mMax = Math.max(2, m * 1.2)
    const X = (ms: number) => pad + ((w - pad * 2) * ms) / tMax
    const Y = (v: number) => hgt - pad - ((hgt - pad * 2) * (v - 1)) / (mMax - 1)
    const grad = ctx.createLinearGradient(0, hgt, w, 0)
    grad.addColorStop(0, 'rgba(255,61,110,.05)')
    grad.addColorStop(1, 'rgba(255,61,110,.45)')
    ctx.beginPath()
    ctx.moveTo(X(0), Y(1))
    const steps = 60
    for (let i = 1; i <= steps; i++) {
      const ms = (elapsed * i) / steps
      ctx.lineTo(X(ms), Y(Math.exp(k * ms)))
    }
    ctx.lineTo(X(elapsed), hgt - pad)
    ctx.lineTo(X(0), hgt - pad)
    ctx.closePath()
    ctx.fillStyle = grad
    ctx.fill()
    ctx.beginPath()
    ctx.moveTo(X(0), Y(1))
    for (let i = 1; i <= steps; i++) {
      const ms = (elapsed * i) / steps
      ctx.lineTo(X(ms), Y(Math.exp(k * ms)))
    }
    ctx.strokeStyle = crashed ? '#7a3247' : '#ff3d6e'
    ctx.lineWidth = 4
    ctx.stroke()
    const px = X(elapsed)
    const py = Y(Math.exp(k * elapsed))
    const back = Math.max(0, elapsed - 300)
    const angle = Math.atan2(py - Y(Math.exp(k * back)), px - X(back))
    if (!crashed) plane = { x: px, y: py, angle }
    else if (plane) {
      // Flies away off the top right after the crash.
      plane.x += 9
      plane.y -= 6
    }
    if (plane) drawPlane(plane.x, plane.y, plane.angle, false)
  } else {
    plane = null
    drawPlane(pad + 40, hgt - pad - 20, -0.15, false)
  }

  // Texts
  if (round && round.phase === 'flying') {
    big.textContent = x2(m)
    big.className = 'av-mult flying'
    phaseText.textContent = ''
    progress.style.visibility = 'hidden'
  } else if (round && round.phase === 'crashed') {
    big.textContent = x2(round.crash)
    big.className = 'av-mult crashed'
    phaseText.textContent = S.flewAway
    progress.style.visibility = 'hidden'
  } else if (round && round.phase === 'betting') {
    const left = Math.max(0, round.bettingEndsAt - now)
    big.textContent = ''
    big.className = 'av-mult'
    phaseText.textContent = left > 0 ? t('nextRoundIn', { s: num(left / 1000, 1) }) : S.takingOff
    progress.style.visibility = 'visible'
    ;(progress.firstChild as HTMLElement).style.width = (100 * left) / 6000 + '%'
  } else if (round && round.phase === 'void') {
    big.textContent = ''
    phaseText.textContent = S.roundVoid
  }
  if (now > crashShownUntil) renderAction()
  requestAnimationFrame(draw)
}

// ---------------------------------------------------------------- actions
async function onAction(p: Panel) {
  sounds.click()
  if (round && round.phase === 'flying' && p.myBet && p.myBet.status === 'open') return cashOut(p)
  if (tableClosed) return
  if (round && round.phase === 'betting' && serverNow() < round.bettingEndsAt && !p.myBet) return placeBet(p)
  p.pending = !p.pending
  renderPanel(p)
}

async function placeBet(p: Panel) {
  p.busy = true
  renderPanel(p)
  try {
    const body: { roundId: number; stake: number; slot: number; autoCashout?: number } = {
      roundId: round!.id,
      stake: p.stake.value(),
      slot: p.slot,
    }
    if (p.autoOn.checked) {
      const a = Math.round(clampAuto(parseDecimal(p.autoIn.value, data.locale) || 2) * 100) / 100
      p.autoIn.value = num(a, 2)
      body.autoCashout = a
    }
    const r = await call('originals/galata-aviator/bet', { body })
    p.myBet = r.myBet
    L.setBalance(r.balance)
    upsertBet(r.myBet)
    notifyBalance()
    p.pending = false
  } catch (e) {
    // Betting closed while the bet was on its way (a slow line, a busy server): as the genre does,
    // the bet waits for the next round instead of being dropped; the panel says so and can cancel.
    if (e instanceof GameError && e.code === 'BETTING_CLOSED') p.pending = true
    else if (e instanceof GameError && e.code === 'TABLE_CLOSED') {
      // Closed while the bet was on its way: the notice says why, the server's message too.
      p.pending = false
      setClosed(true)
      toast(e.message, 'error')
    } else {
      p.pending = false
      toast((e as Error).message, 'error')
    }
  } finally {
    p.busy = false
    renderPanel(p)
  }
}

async function cashOut(p: Panel) {
  p.busy = true
  renderPanel(p)
  try {
    const r = await call('originals/galata-aviator/cashout', {
      body: {
        roundId: round!.id,
        slot: p.slot,
      },
    })
    p.myBet = { ...p.myBet!, status: 'won', cashout: r.multiplier, payout: r.payout }
    upsertBet(p.myBet)
    L.setBalance(r.balance)
    sounds.win()
    toast(t('cashedOut', { m: num(r.multiplier, 2), amount: fmt(r.payout) }), 'win')
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    p.busy = false
    renderPanel(p)
  }
}

/** A bet queued for the next round is placed once betting opens (each panel on its own). */
function placePending() {
  if (tableClosed) return
  if (!round || round.phase !== 'betting' || serverNow() >= round.bettingEndsAt) return
  for (const p of panels) if (p.pending && !p.busy && !p.myBet) void placeBet(p)
}

/** Shows or hides the closed notice; closing drops the bets queued for the next round. */
function setClosed(closed: boolean) {
  tableClosed = closed
  showClosed(closed)
  if (closed) for (const p of panels) p.pending = false
  renderAction()
}

function upsertBet(b: AviatorBetView | null | undefined) {
  if (!b) return
  const i = bets.findIndex((x) => x.id === b.id)
  if (i >= 0) bets[i] = { ...bets[i]!, ...b }
  else bets.unshift(b)
  renderBets()
}

async function verify(hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return toast(S.hashPlaceholder, 'error')
  try {
    const r = await call('originals/galata-aviator/verify', { body: { hash } })
    verifyOut.replaceChildren(
      h('div', {}, S.crashPoint + ': ', h('strong', {}, x2(r.crash))),
      h('div', {}, S.previousHash + ': ', h('code', { class: 'hash' }, r.previousHash)),
      r.reachesTerminal === null ? '' : h('div', {}, r.reachesTerminal ? S.chainOk : S.chainBad),
    )
  } catch (e) {
    toast((e as Error).message, 'error')
  }
}

// ---------------------------------------------------------------- server state and live events
/** The latest state read sent, and the latest whose answer was applied. */
let refreshSent = 0
let refreshShown = 0

async function refresh() {
  const sent = ++refreshSent
  const s = await call('originals/galata-aviator/state')
  // On a busy line answers can come back out of order: an older read (taken before a cash-out or
  // the crash was settled) must not overwrite a newer one, or the round and the player's recent bets
  // would show what they were seconds ago until the next round's events.
  if (sent < refreshShown) return null
  refreshShown = sent
  sync(s.now)
  k = s.k
  limits = s.limits
  for (const p of panels) p.stake.setLimits(s.limits)
  round = s.round
  for (const p of panels) p.myBet = s.myBets.find((b) => b.slot === p.slot) ?? null
  bets = s.bets
  history = s.history
  L.setBalance(s.balance)
  renderRecent(s.recent)
  renderChips()
  renderBets()
  if (s.chain) terminal.textContent = s.chain.terminalHash
  setClosed(s.tableClosed)
  // A bet queued for the next round is placed even if the hub's "betting" event was missed
  // (a reconnect, or the page polling while the hub is away).
  placePending()
  return s
}

async function onEvent(e: AviatorEvent) {
  sync(e.now)
  switch (e.t) {
    case 'betting':
      round = e.round!
      bets = []
      for (const p of panels) p.myBet = null
      renderBets()
      placePending()
      break
    case 'flight':
      round = e.round!
      if (typeof e.k === 'number') k = e.k
      sounds.tick()
      break
    case 'tick':
      // Local animation runs from the take-off time; a tick only corrects the clock offset.
      if (round && round.id === e.roundId && round.phase === 'betting') refresh().catch(() => {})
      break
    case 'bet':
      if (round && e.roundId === round.id) upsertBet(e.bet)
      break
    case 'cashout':
      if (round && e.roundId === round.id) {
        const b = bets.find((x) => x.id === e.betId)
        if (b) upsertBet({ ...b, status: 'won', cashout: e.multiplier!, payout: e.payout! })
        const mine = panelOfBet(e.betId)
        if (mine?.myBet && mine.myBet.status === 'open') {
          mine.myBet = { ...mine.myBet, status: 'won', cashout: e.multiplier!, payout: e.payout! }
          sounds.win()
          toast(t('cashedOut', { m: num(e.multiplier!, 2), amount: fmt(e.payout!) }), 'win')
          refreshBalanceSoon()
        }
      }
      break
    case 'table.closed':
    case 'table.opened':
      // Shown at once, then the state read confirms it (and the balance and bets with it).
      setClosed(e.t === 'table.closed')
      refresh().catch(() => {})
      break
    case 'crash':
    case 'void': {
      const lost = e.t === 'crash' && panels.some((p) => p.myBet?.status === 'open')
      const ended = e.round!
      round = ended
      history = [
        { id: ended.id, phase: ended.phase, crash: ended.crash ?? null, hash: ended.hash ?? '' },
        ...history,
      ]
      renderChips()
      if (lost) {
        sounds.lose()
        toast(t('lostRound', { m: num(ended.crash ?? 0, 2) }))
      }
      if (e.t === 'void') toast(S.roundVoid)
      crashShownUntil = serverNow() + 1500
      // While the crash is shown the buttons still read the cash-out that just missed: disabled, so a
      // late tap on one cannot queue a bet for the next round (the next render enables them).
      for (const p of panels) p.action.disabled = true
      refreshBalanceSoon(ended.id)
      break
    }
  }
}

let balanceTimer: ReturnType<typeof setTimeout> | undefined
/**
 * Reads the state (balance, recent bets) shortly after a settlement. After a round ended
 * (`endedRound`), the read is repeated a few times while it fails or still lists one of the
 * player's bets of that round as open: on a busy server a lost read would otherwise leave the
 * recent bets without that round until the next one ends.
 */
function refreshBalanceSoon(endedRound?: number, tries = 5) {
  clearTimeout(balanceTimer)
  balanceTimer = setTimeout(() => {
    refresh()
      .then((s) => {
        notifyBalance()
        if (
          endedRound !== undefined &&
          s?.recent.some((b) => b.roundId === endedRound && b.status === 'open')
        )
          throw new Error('round not settled yet')
      })
      .catch(() => {
        if (endedRound !== undefined && tries > 1) refreshBalanceSoon(endedRound, tries - 1)
      })
  }, 400)
}

// The token slides with every answer; refresh it now and then while the player only watches.
setInterval(() => refresh().catch(() => {}), 60000)

refresh()
  .then(() => {
    size()
    requestAnimationFrame(draw)
    connectHub<AviatorEvent>({
      session,
      locale: data.locale,
      kind: 'Aviator',
      onEvent: (e) => void onEvent(e),
      resync: () => void refresh().catch(() => {}),
      onOffline: () => (phaseText.textContent = S.offline),
    })
  })
  .catch((e: Error) => toast(e.message, 'error'))

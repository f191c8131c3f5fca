import { WHEEL_ORDER, neighbours, pocketColour, spotStake } from '@galata/game-math/tables/roulette'
import type { RoundBetAnswer, RoundBetView, RoundCurrent, RoundState } from '@galata/contract'
import { GameError, connectHub, startGame } from '../sdk'
import type { PageData } from '../sdk/page'
import { hostFigure, wheelArt } from './art'

// Galata Live Roulette: one shared round for every player (docs/shared-rounds.md). An animated host and
// wheel render the result the server fixed at the close; the server alone decides and pays.

/** The table's own strings (apps/server …/tables/tables.strings.ts). */
type TableStringKey =
  | 'hostLabel'
  | 'phase_scheduled'
  | 'phase_open'
  | 'phase_closed'
  | 'phase_revealing'
  | 'phase_settled'
  | 'phase_void'
  | 'secondsLeft'
  | 'roundNo'
  | 'chip'
  | 'chipValue'
  | 'placeBets'
  | 'clearBets'
  | 'pendingTotal'
  | 'betAccepted'
  | 'nextRoundOffer'
  | 'playersCount'
  | 'totalBets'
  | 'lastResults'
  | 'myBets'
  | 'resultPocket'
  | 'wonAmount'
  | 'lostRound'
  | 'refunded'
  | 'statusOpen'
  | 'help'
  | 'close'
  | 'rulesIntro'
  | 'rulesRtp'
  | 'payoutStraight'
  | 'payoutSplit'
  | 'payoutStreet'
  | 'payoutCorner'
  | 'payoutLine'
  | 'payoutDozen'
  | 'payoutEven'
  | 'payoutNeighbours'
  | 'rulesFairness'
  | 'racetrack'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high'
  | 'dozen'
  | 'column'
  | 'commitLabel'
  | 'verifyLink'

interface TableData extends PageData<TableStringKey> {
  timings: { betting: number; reveal: number; result: number; period: number }
  rtp: number
}

interface TableEvent {
  t: string
  roundId?: number
  step?: string
  pocket?: number
  players?: number
  totalBets?: number
  now?: number
}

const { data, S, t, h, session, fmt, num, sounds, toast, notifyBalance } = startGame<
  TableStringKey,
  TableData
>()
const GAME = data.game
const CHIPS = [1, 5, 10, 50, 100]
const INSIDE = ['straight', 'split', 'street', 'corner', 'line'] as const
type Inside = (typeof INSIDE)[number]

// ---------------------------------------------------------------------------------------------
// API (the round routes live under /api/rounds/, with the same game token and envelope)

class BetClosed extends GameError {
  constructor(
    message: string,
    readonly next: { roundId: number } | null,
  ) {
    super(message, 'BETTING_CLOSED')
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(`/api/rounds/${GAME}/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-locale': data.locale,
        'x-game-token': session.token(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
  } catch {
    throw new GameError(S.network, 'NETWORK')
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean
    data?: { token?: string; next?: { roundId: number } }
    message?: string
    code?: string
  } | null
  if (!res.ok || !json || !json.success) {
    if (res.status === 401) {
      document
        .getElementById('app')!
        .replaceChildren(h('div', { class: 'fatal' }, h('p', {}, S.sessionExpired)))
    }
    const message = (json && json.message) || S.network
    if (json && json.code === 'BETTING_CLOSED') throw new BetClosed(message, json.data?.next ?? null)
    throw new GameError(message, (json && json.code) || undefined)
  }
  if (json.data && json.data.token) session.renew(json.data.token)
  return json.data as T
}

// ---------------------------------------------------------------------------------------------
// State

let current: RoundCurrent | null = null
let offset = 0
let balance = 0
let myBets: RoundBetView[] = []
let chip = CHIPS[1]!
let inside: Inside = 'straight'
/** Spot → chip total (lira) the player has laid out but not confirmed. */
const pending = new Map<string, number>()
let wheelAngle = 0
let ballAngle = 0
let spunFor = 0
let landedFor = 0
let placing = false

const serverNow = () => Date.now() + offset

// ---------------------------------------------------------------------------------------------
// DOM

const balanceEl = h('span', { class: 'balance-value', 'data-testid': 'balance' })
const helpDialog: HTMLDialogElement = h(
  'dialog',
  { class: 'lr-help', 'aria-labelledby': 'lr-help-title' },
  h('h2', { id: 'lr-help-title' }, S.help),
  h('p', { class: 'lr-host-note' }, S.hostLabel),
  h('p', {}, S.rulesIntro),
  h(
    'ul',
    {},
    [
      S.payoutStraight,
      S.payoutSplit,
      S.payoutStreet,
      S.payoutCorner,
      S.payoutLine,
      S.payoutDozen,
      S.payoutEven,
      S.payoutNeighbours,
    ].map((line) => h('li', {}, line)),
  ),
  h('p', {}, t('rulesRtp', { rtp: num(data.rtp, 2) })),
  h('p', {}, S.rulesFairness),
  h('button', { class: 'btn', type: 'button', onclick: (): void => helpDialog.close() }, S.close),
)
const art = wheelArt()
const host = hostFigure()
const phaseEl = h('p', { class: 'lr-phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'phase' })
const timerEl = h('span', { class: 'lr-timer', 'data-testid': 'timer' })
const resultEl = h('div', { class: 'lr-result', 'aria-live': 'polite', 'data-testid': 'result' })
const roundEl = h('span', { class: 'lr-round' })
const playersEl = h('span', { 'data-testid': 'players' })
const totalEl = h('span', { 'data-testid': 'total-bets' })
const lastEl = h('ol', { class: 'lr-last', 'aria-label': S.lastResults })
const commitEl = h('code', { class: 'hash' })
const pendingEl = h('p', { class: 'lr-pending', 'data-testid': 'pending' })
const myBetsEl = h('ul', { class: 'recent-list', 'data-testid': 'my-bets' })
const confirmBtn = h(
  'button',
  { class: 'btn primary', type: 'button', onclick: () => void placeBets() },
  S.placeBets,
)
const clearBtn = h(
  'button',
  { class: 'btn ghost', type: 'button', onclick: () => (pending.clear(), renderPending()) },
  S.clearBets,
)

const chipButtons = CHIPS.map((value) =>
  h(
    'button',
    {
      class: 'lr-chip',
      type: 'button',
      'aria-pressed': String(value === chip),
      'aria-label': t('chipValue', { amount: fmt(value) }),
      onclick: () => {
        chip = value
        chipButtons.forEach((b, i) => b.setAttribute('aria-pressed', String(CHIPS[i] === chip)))
      },
    },
    num(value, 0),
  ),
)
const insideButtons = INSIDE.map((kind) =>
  h(
    'button',
    {
      class: 'seg',
      type: 'button',
      'aria-pressed': String(kind === inside),
      onclick: () => {
        inside = kind
        insideButtons.forEach((b, i) => {
          b.classList.toggle('on', INSIDE[i] === inside)
          b.setAttribute('aria-pressed', String(INSIDE[i] === inside))
        })
      },
    },
    { straight: '1', split: '2', street: '3', corner: '4', line: '6' }[kind],
  ),
)
insideButtons[0]!.classList.add('on')

/** The spot a click on number `n` makes with the chosen inside bet. */
function insideSpot(n: number): string {
  if (n === 0)
    return { straight: 'n:0', split: 'n:0-1', street: 'n:0-1-2', corner: 'n:0-1-2-3', line: 'n:0-1-2-3' }[
      inside
    ]
  const col = (n - 1) % 3 // 0 bottom row … 2 top row on the board
  const row = Math.floor((n - 1) / 3) // 0 … 11
  const first = row * 3 + 1
  switch (inside) {
    case 'straight':
      return `n:${n}`
    case 'split':
      return col < 2 ? `n:${n}-${n + 1}` : `n:${n - 1}-${n}`
    case 'street':
      return `n:${first}-${first + 1}-${first + 2}`
    case 'corner': {
      const c = col < 2 ? n : n - 1
      const base = row < 11 ? c : c - 3
      return `n:${base}-${base + 1}-${base + 3}-${base + 4}`
    }
    case 'line': {
      const start = row < 11 ? first : first - 3
      return `n:${[0, 1, 2, 3, 4, 5].map((d) => start + d).join('-')}`
    }
  }
}

function addPending(spot: string) {
  pending.set(spot, Math.round(((pending.get(spot) ?? 0) + chip) * 100) / 100)
  sounds.click()
  renderPending()
}

const numberCell = (n: number) =>
  h(
    'button',
    {
      class: `lr-num ${pocketColour(n)}`,
      type: 'button',
      'data-testid': `num-${n}`,
      'aria-label': String(n),
      onclick: () => addPending(insideSpot(n)),
    },
    String(n),
  )

const outside = (spot: string, label: string) =>
  h(
    'button',
    { class: 'lr-out', type: 'button', 'data-testid': `spot-${spot}`, onclick: () => addPending(spot) },
    label,
  )

const board = h(
  'div',
  { class: 'lr-board', role: 'group', 'aria-label': S.stake },
  h('div', { class: 'lr-zero' }, numberCell(0)),
  h(
    'div',
    { class: 'lr-grid' },
    [2, 1, 0].map((col) => Array.from({ length: 12 }, (_, row) => numberCell(row * 3 + col + 1))),
  ),
  h(
    'div',
    { class: 'lr-cols' },
    [3, 2, 1].map((c) => outside(`column${c}`, t('column', { n: c }))),
  ),
  h(
    'div',
    { class: 'lr-dozens' },
    [1, 2, 3].map((d) => outside(`dozen${d}`, t('dozen', { n: d }))),
  ),
  h(
    'div',
    { class: 'lr-evens' },
    outside('low', S.low),
    outside('even', S.even),
    outside('red', S.red),
    outside('black', S.black),
    outside('odd', S.odd),
    outside('high', S.high),
  ),
)

const racetrack = h(
  'div',
  { class: 'lr-track', role: 'group', 'aria-label': S.racetrack },
  WHEEL_ORDER.map((n) =>
    h(
      'button',
      {
        class: `lr-track-n ${pocketColour(n)}`,
        type: 'button',
        title: neighbours(n).join(' · '),
        'aria-label': `${S.racetrack}: ${neighbours(n).join(', ')}`,
        onclick: () => addPending(`nb:${n}`),
      },
      String(n),
    ),
  ),
)

const app = document.getElementById('app')!
app.removeAttribute('aria-busy')
app.replaceChildren(
  h(
    'div',
    { class: 'lr' },
    h(
      'header',
      { class: 'top' },
      h('h1', {}, data.title),
      h('span', { class: 'balance' }, S.balance, ' ', balanceEl),
      h('button', { class: 'btn small', type: 'button', onclick: () => helpDialog.showModal() }, S.help),
    ),
    h(
      'section',
      { class: 'lr-stage' },
      h('div', { class: 'lr-scene' }, host.svg, art.svg),
      h('p', { class: 'lr-host-note' }, S.hostLabel),
      h('div', { class: 'lr-status' }, phaseEl, timerEl, resultEl),
      h('div', { class: 'lr-info' }, roundEl, playersEl, totalEl),
      h('div', {}, h('h2', { class: 'lr-h' }, S.lastResults), lastEl),
    ),
    h(
      'section',
      { class: 'lr-bets' },
      h('div', { class: 'lr-chips', role: 'group', 'aria-label': S.chip }, chipButtons),
      h('div', { class: 'segmented', role: 'group', 'aria-label': S.stake }, insideButtons),
      board,
      h('h2', { class: 'lr-h' }, S.racetrack),
      racetrack,
      h('div', { class: 'row' }, pendingEl, clearBtn, confirmBtn),
    ),
    h(
      'aside',
      { class: 'panel' },
      h('h2', {}, S.myBets),
      myBetsEl,
      h(
        'details',
        { class: 'fairness' },
        h('summary', {}, S.fairness),
        h('dl', {}, h('dt', {}, S.commitLabel), h('dd', {}, commitEl)),
      ),
    ),
  ),
  helpDialog,
)

// ---------------------------------------------------------------------------------------------
// Rendering

function renderPending() {
  let total = 0
  for (const [spot, amount] of pending)
    total += (Number(spotStake(spot, BigInt(Math.round(amount * 100)))) || 0) / 100
  pendingEl.textContent = pending.size ? t('pendingTotal', { amount: fmt(total) }) : ''
  confirmBtn.disabled = pending.size === 0 || placing
  clearBtn.disabled = pending.size === 0
}

function pocketBadge(pocket: number) {
  return h('span', { class: `lr-ball ${pocketColour(pocket)}` }, String(pocket))
}

function renderCurrent() {
  if (!current) return
  roundEl.textContent = current.roundId ? t('roundNo', { id: current.roundId }) : ''
  playersEl.textContent = t('playersCount', { n: current.players })
  totalEl.textContent = t('totalBets', { amount: fmt(current.totalBets) })
  commitEl.textContent = current.commit ?? ''
  // Each past round opens the verify page (the seed, the close value, the bets, the recomputed pocket).
  lastEl.replaceChildren(
    ...current.lastResults.map((r) =>
      h(
        'li',
        {},
        h(
          'a',
          {
            href: `/originals/verify?round=${r.roundId}&lang=${data.locale}`,
            target: '_blank',
            rel: 'noopener',
            title: S.verifyLink,
            'aria-label': `${S.verifyLink}: ${t('roundNo', { id: r.roundId })}`,
          },
          typeof r.result?.pocket === 'number' ? pocketBadge(r.result.pocket as number) : '–',
        ),
      ),
    ),
  )
  const pocket = current.result?.pocket
  if (typeof pocket === 'number' && landedFor !== current.roundId && current.roundId)
    land(current.roundId, pocket, 600)
}

function renderMyBets() {
  myBetsEl.replaceChildren(
    ...(myBets.length
      ? myBets.slice(0, 10).map((b) => {
          const pocket = b.result?.pocket
          const state =
            b.status === 'won'
              ? t('wonAmount', { amount: fmt(b.payout ?? 0) })
              : b.status === 'lost'
                ? S.lostRound
                : b.status === 'refunded'
                  ? S.refunded
                  : S.statusOpen
          return h(
            'li',
            { class: b.status },
            h('span', {}, t('roundNo', { id: b.roundId })),
            h('span', {}, fmt(b.stake)),
            typeof pocket === 'number' ? pocketBadge(pocket) : '',
            h('span', { class: 'amount' }, state),
          )
        })
      : [h('li', { class: 'empty' }, S.noRounds)]),
  )
}

/** The phase the clock says, between hub events. */
function phaseNow(): string {
  if (!current || !current.opensAt || !current.closesAt || !current.revealEndsAt) return 'scheduled'
  const now = serverNow()
  if (current.status === 'void') return 'void'
  if (now < current.opensAt) return 'scheduled'
  if (now < current.closesAt) return 'open'
  if (now < current.revealEndsAt) return current.result ? 'revealing' : 'closed'
  return current.status === 'settled' ? 'settled' : 'revealing'
}

function frame() {
  const phase = phaseNow()
  const key = `phase_${phase}` as TableStringKey
  if (phaseEl.textContent !== S[key]) phaseEl.textContent = S[key]
  const now = serverNow()
  const until =
    phase === 'open' ? current!.closesAt! : phase === 'scheduled' && current?.opensAt ? current.opensAt : null
  timerEl.textContent = until ? t('secondsLeft', { s: Math.max(0, Math.ceil((until - now) / 1000)) }) : ''
  host.svg.classList.toggle('talking', phase === 'open')
  if (current && phase !== 'open' && phase !== 'scheduled' && spunFor !== current.roundId && current.roundId)
    spin(current.roundId)
  if (
    current &&
    current.revealEndsAt &&
    now > current.revealEndsAt + 800 &&
    current.status !== 'settled' &&
    current.status !== 'void'
  )
    scheduleResync()
  if (current && current.next && now > current.next.opensAt + 200) scheduleResync()
}

function spin(roundId: number) {
  spunFor = roundId
  host.svg.classList.add('throwing')
  setTimeout(() => host.svg.classList.remove('throwing'), 1200)
  const ms = data.timings.reveal * 0.4
  wheelAngle += 720
  ballAngle -= 1080
  art.turn(wheelAngle, ballAngle, ms, 'linear')
  resultEl.replaceChildren()
}

function land(roundId: number, pocket: number, ms: number) {
  if (landedFor === roundId) return
  landedFor = roundId
  spunFor = roundId
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number])
  const step = 360 / 37
  // The pocket's sector ends under the pointer at the top: wheel at −index·step (mod 360).
  const target = -index * step
  const base = wheelAngle + 540
  wheelAngle = base + ((((target - base) % 360) + 360) % 360)
  ballAngle = Math.ceil(ballAngle / 360) * 360 - 720
  art.turn(wheelAngle, ballAngle, ms, 'cubic-bezier(0.15, 0.6, 0.25, 1)')
  setTimeout(() => {
    resultEl.replaceChildren(t('resultPocket', { n: '' }), pocketBadge(pocket))
  }, ms)
}

// ---------------------------------------------------------------------------------------------
// Commands

let resyncTimer: ReturnType<typeof setTimeout> | 0 = 0
function scheduleResync(delay = 300) {
  if (resyncTimer) return
  resyncTimer = setTimeout(() => {
    resyncTimer = 0
    void refresh().catch(() => {})
  }, delay)
}

async function refresh() {
  const before = myBets.filter((b) => b.status === 'open').map((b) => b.id)
  const sent = Date.now()
  const state = await call<RoundState>('GET', 'state')
  // The server's now was read about half-way through the request.
  offset = state.current.now - (sent + Date.now()) / 2
  current = state.current
  balance = state.balance
  myBets = state.myBets
  balanceEl.textContent = fmt(balance)
  for (const b of myBets)
    if (before.includes(b.id) && b.status !== 'open') {
      if (b.status === 'won') {
        sounds.win()
        toast(t('wonAmount', { amount: fmt(b.payout ?? 0) }), 'win')
      } else if (b.status === 'lost') toast(S.lostRound)
      else toast(S.refunded)
      notifyBalance()
    }
  renderCurrent()
  renderMyBets()
}

function clientBetId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

async function placeBets() {
  if (!current || !current.roundId || pending.size === 0 || placing) return
  placing = true
  renderPending()
  const bets = [...pending].map(([spot, amount]) => ({ spot, amount }))
  try {
    const answer = await call<RoundBetAnswer>('POST', 'bet', {
      roundId: current.roundId,
      clientBetId: clientBetId(),
      bets,
    })
    pending.clear()
    balance = answer.balance
    balanceEl.textContent = fmt(balance)
    myBets = [answer.bet, ...myBets.filter((b) => b.id !== answer.bet.id)]
    renderMyBets()
    toast(t('betAccepted', { amount: fmt(answer.bet.stake) }), 'win')
    notifyBalance()
  } catch (e) {
    if (e instanceof BetClosed) {
      toast(S.nextRoundOffer)
      scheduleResync(0)
    } else toast((e as Error).message, 'error')
  } finally {
    placing = false
    renderPending()
  }
}

function onEvent(e: TableEvent) {
  // The clock offset comes from state answers only: an event may reach a busy page late.
  switch (e.t) {
    case 'round.stats':
      if (current && e.roundId === current.roundId) {
        current.players = e.players ?? current.players
        current.totalBets = e.totalBets ?? current.totalBets
        renderCurrent()
      }
      break
    case 'round.reveal':
      if (!current || e.roundId !== current.roundId) break
      if (e.step === 'spin' && spunFor !== e.roundId) spin(e.roundId)
      if (e.step === 'ball' && typeof e.pocket === 'number') {
        current.result = { pocket: e.pocket }
        const left = (current.revealEndsAt ?? serverNow()) - serverNow()
        land(e.roundId, e.pocket, Math.max(600, left * 0.9))
      }
      break
    case 'round.settled':
    case 'round.void':
    case 'round.open':
    case 'round.closed':
      scheduleResync(e.t === 'round.settled' ? 100 : 300)
      break
  }
}

renderPending()
setInterval(frame, 250)
// The token slides with every answer; keep it fresh while the player only watches.
setInterval(() => void refresh().catch(() => {}), 20000)
refresh()
  .then(() => {
    connectHub<TableEvent>({
      session,
      locale: data.locale,
      kind: 'Table',
      onEvent,
      resync: () => scheduleResync(0),
    })
  })
  .catch((e: Error) => toast(e.message, 'error'))

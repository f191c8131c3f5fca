import { VF_CORRECT_SCORES, VF_MARKET_RTP_BP } from '@galata/game-math/tables/virtual-football'
import type { RoundBetAnswer, RoundBetView, RoundCurrent, RoundState } from '@galata/contract'
import { GameError, connectHub, startGame } from '../sdk'
import type { PageData } from '../sdk/page'

// Galata Virtual Football: one simulated match per shared round (docs/virtual-sports.md). The fixture and
// prices come with the round; the server alone draws the score at the close and pays.

/** The page's own strings (apps/server …/tables/virtual-football.strings.ts). */
type VfStringKey =
  | 'simNote'
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
  | 'betSlip'
  | 'betAccepted'
  | 'nextRoundOffer'
  | 'lastResults'
  | 'myBets'
  | 'wonAmount'
  | 'lostRound'
  | 'refunded'
  | 'statusOpen'
  | 'help'
  | 'close'
  | 'rulesIntro'
  | 'rulesPrices'
  | 'rtpMarket'
  | 'rulesFairness'
  | 'market_1x2'
  | 'market_ou'
  | 'market_btts'
  | 'market_cs'
  | 'spot_1'
  | 'spot_x'
  | 'spot_2'
  | 'spot_over'
  | 'spot_under'
  | 'spot_yes'
  | 'spot_no'
  | 'notOffered'
  | 'ratings'
  | 'halfTime'
  | 'fullTime'
  | 'goalBy'
  | 'commitLabel'

interface VfData extends PageData<VfStringKey> {
  timings: { betting: number; reveal: number; result: number; period: number }
  rtp: number
}

interface TableEvent {
  t: string
  roundId?: number
  step?: string
  side?: 'home' | 'away'
  minute?: number
  score?: [number, number]
  now?: number
}

interface Team {
  code: string
  name: string
  attack: number
  defence: number
  colour: string
}
interface Fixture {
  home: Team
  away: Team
  prices: Record<string, number>
}
interface Goal {
  minute: number
  side: 'home' | 'away'
}
interface Match {
  home: string
  away: string
  score: [number, number]
  goals: Goal[]
}

const { data, S, t, h, session, fmt, num, sounds, toast, notifyBalance } = startGame<VfStringKey, VfData>()
const GAME = data.game
const CHIPS = [1, 5, 10, 50, 100]
const MARKETS: {
  key: 'market_1x2' | 'market_ou' | 'market_btts' | 'market_cs'
  rtp: number
  spots: string[]
}[] = [
  { key: 'market_1x2', rtp: VF_MARKET_RTP_BP['1x2'], spots: ['1x2:1', '1x2:x', '1x2:2'] },
  { key: 'market_ou', rtp: VF_MARKET_RTP_BP.ou, spots: ['ou:over', 'ou:under'] },
  { key: 'market_btts', rtp: VF_MARKET_RTP_BP.btts, spots: ['btts:yes', 'btts:no'] },
  { key: 'market_cs', rtp: VF_MARKET_RTP_BP.cs, spots: VF_CORRECT_SCORES.map((s) => `cs:${s}`) },
]

class BetClosed extends GameError {
  constructor(message: string) {
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
    data?: { token?: string }
    message?: string
    code?: string
  } | null
  if (!res.ok || !json || !json.success) {
    if (res.status === 401)
      document
        .getElementById('app')!
        .replaceChildren(h('div', { class: 'fatal' }, h('p', {}, S.sessionExpired)))
    const message = (json && json.message) || S.network
    if (json && json.code === 'BETTING_CLOSED') throw new BetClosed(message)
    throw new GameError(message, (json && json.code) || undefined)
  }
  if (json.data && json.data.token) session.renew(json.data.token)
  return json.data as T
}

// ---------------------------------------------------------------------------------------------
// State

let current: RoundCurrent | null = null
let offset = 0
let myBets: RoundBetView[] = []
let chip = CHIPS[1]!
/** Spot → chip total (lira) on the slip, not yet confirmed. */
const pending = new Map<string, number>()
let placing = false
/** The live score and goals shown for the match being played (from reveal steps or the result). */
let live: { roundId: number; score: [number, number]; goals: Goal[]; final: boolean } | null = null

const serverNow = () => Date.now() + offset
const fixture = (): Fixture | null => (current?.fixture as Fixture | null | undefined) ?? null
const price = (p: number) => num(p / 100, 2)

function spotLabel(spot: string, f: Fixture | null): string {
  const [, pick] = spot.split(':') as [string, string]
  if (spot.startsWith('cs:')) return pick.replace('-', '–')
  if (spot === '1x2:1' && f) return f.home.name
  if (spot === '1x2:2' && f) return f.away.name
  return S[`spot_${pick}` as VfStringKey]
}

// ---------------------------------------------------------------------------------------------
// DOM

const balanceEl = h('span', { class: 'balance-value', 'data-testid': 'balance' })
const helpDialog: HTMLDialogElement = h(
  'dialog',
  { class: 'lr-help', 'aria-labelledby': 'vf-help-title' },
  h('h2', { id: 'vf-help-title' }, S.help),
  h('p', { class: 'vf-note' }, S.simNote),
  h('p', {}, S.rulesIntro),
  h('p', {}, S.rulesPrices),
  h(
    'ul',
    {},
    MARKETS.map((m) => h('li', {}, t('rtpMarket', { market: S[m.key], rtp: num(m.rtp / 100, 2) }))),
  ),
  h('p', {}, S.rulesFairness),
  h('button', { class: 'btn', type: 'button', onclick: (): void => helpDialog.close() }, S.close),
)

const phaseEl = h('p', { class: 'vf-phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'phase' })
const timerEl = h('span', { class: 'vf-timer', 'data-testid': 'timer' })
const roundEl = h('span', { class: 'vf-round' })
const homeEl = h('div', { class: 'vf-team home' })
const awayEl = h('div', { class: 'vf-team away' })
const scoreEl = h('div', { class: 'vf-score', 'data-testid': 'score', 'aria-live': 'polite' }, '–')
const clockEl = h('div', { class: 'vf-clock', 'data-testid': 'clock' })
const tickerEl = h('ol', { class: 'vf-ticker', 'data-testid': 'ticker' })
const boardEl = h('div', { class: 'vf-board', 'data-testid': 'board' })
const slipEl = h('ul', { class: 'vf-slip', 'aria-label': S.betSlip })
const pendingEl = h('p', { class: 'vf-pending', 'data-testid': 'pending' })
const lastEl = h('ol', { class: 'vf-last', 'aria-label': S.lastResults })
const myBetsEl = h('ul', { class: 'recent-list', 'data-testid': 'my-bets' })
const commitEl = h('code', { class: 'hash' })
const confirmBtn = h(
  'button',
  { class: 'btn primary', type: 'button', 'data-testid': 'confirm', onclick: () => void placeBets() },
  S.placeBets,
)
const clearBtn = h(
  'button',
  {
    class: 'btn',
    type: 'button',
    onclick: () => {
      pending.clear()
      renderSlip()
    },
  },
  S.clearBets,
)
const chipButtons = CHIPS.map((value) =>
  h(
    'button',
    {
      class: 'vf-chip',
      type: 'button',
      'aria-pressed': String(value === chip),
      'aria-label': t('chipValue', { amount: fmt(value) }),
      onclick: (e: Event) => {
        chip = value
        for (const b of chipButtons) b.setAttribute('aria-pressed', String(b === e.currentTarget))
      },
    },
    fmt(value),
  ),
)

const app = document.getElementById('app')!
app.removeAttribute('aria-busy')
app.replaceChildren(
  h(
    'div',
    { class: 'vf' },
    h(
      'header',
      { class: 'top' },
      h('h1', {}, data.title),
      h('span', { class: 'balance' }, S.balance, ' ', balanceEl),
      h('button', { class: 'btn small', type: 'button', onclick: () => helpDialog.showModal() }, S.help),
    ),
    h(
      'section',
      { class: 'vf-stage' },
      h('div', { class: 'vf-status' }, roundEl, phaseEl, timerEl),
      h('div', { class: 'vf-pitch' }, homeEl, h('div', { class: 'vf-mid' }, scoreEl, clockEl), awayEl),
      tickerEl,
      h('p', { class: 'vf-note' }, S.simNote),
      h('h2', { class: 'vf-h' }, S.lastResults),
      lastEl,
    ),
    h(
      'section',
      { class: 'vf-bets' },
      h('div', { class: 'vf-chips', role: 'group', 'aria-label': S.chip }, chipButtons),
      boardEl,
      h('h2', { class: 'vf-h' }, S.betSlip),
      slipEl,
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

function teamCard(team: Team) {
  return [
    h('span', { class: 'vf-shirt', style: `background:${team.colour}`, 'aria-hidden': 'true' }),
    h('strong', {}, team.name),
    h('small', {}, t('ratings', { a: num(team.attack, 2), d: num(team.defence, 2) })),
  ]
}

let boardFor = 0
function renderBoard() {
  const f = fixture()
  if (!current?.roundId || !f || boardFor === current.roundId) return
  boardFor = current.roundId
  homeEl.replaceChildren(...teamCard(f.home))
  awayEl.replaceChildren(...teamCard(f.away))
  boardEl.replaceChildren(
    ...MARKETS.map((m) =>
      h(
        'fieldset',
        { class: 'vf-market' },
        h('legend', {}, S[m.key]),
        ...m.spots.map((spot) => {
          const p = f.prices[spot]
          const label = spotLabel(spot, f)
          return h(
            'button',
            {
              class: 'vf-price',
              type: 'button',
              'data-spot': spot,
              disabled: p === undefined,
              title: p === undefined ? S.notOffered : undefined,
              'aria-label': p === undefined ? `${label}: ${S.notOffered}` : `${label} ${price(p)}`,
              onclick: () => {
                pending.set(spot, Math.round(((pending.get(spot) ?? 0) + chip) * 100) / 100)
                renderSlip()
              },
            },
            h('span', {}, label),
            h('b', {}, p === undefined ? '–' : price(p)),
          )
        }),
      ),
    ),
  )
}

function renderSlip() {
  const f = fixture()
  let total = 0 // in kuruş, so the sum is exact
  slipEl.replaceChildren(
    ...[...pending].map(([spot, amount]) => {
      total += Math.round(amount * 100)
      const p = f?.prices[spot]
      return h(
        'li',
        {},
        h('span', {}, spotLabel(spot, f)),
        h('span', {}, p ? price(p) : ''),
        h('span', { class: 'amount' }, fmt(amount)),
      )
    }),
  )
  pendingEl.textContent = pending.size ? t('pendingTotal', { amount: fmt(total / 100) }) : ''
  confirmBtn.disabled = pending.size === 0 || placing
  clearBtn.disabled = pending.size === 0
}

const scoreText = (s: [number, number]) => `${s[0]} – ${s[1]}`

function renderLive() {
  if (!live || live.roundId !== current?.roundId) {
    scoreEl.textContent = '–'
    tickerEl.replaceChildren()
    return
  }
  scoreEl.textContent = scoreText(live.score)
  const f = fixture()
  tickerEl.replaceChildren(
    ...live.goals.map((g) =>
      h(
        'li',
        { class: g.side },
        t('goalBy', { minute: g.minute, team: (g.side === 'home' ? f?.home.name : f?.away.name) ?? '' }),
      ),
    ),
  )
}

function renderCurrent() {
  if (!current) return
  roundEl.textContent = current.roundId ? t('roundNo', { id: current.roundId }) : ''
  commitEl.textContent = current.commit ?? ''
  renderBoard()
  const m = current.result as Match | null
  if (m && current.roundId) {
    live = { roundId: current.roundId, score: m.score, goals: m.goals, final: true }
  }
  renderLive()
  lastEl.replaceChildren(
    ...current.lastResults.map((r) => {
      const res = r.result as Match | null
      return h('li', {}, res ? `${res.home} ${scoreText(res.score)} ${res.away}` : '–')
    }),
  )
}

function renderMyBets() {
  myBetsEl.replaceChildren(
    ...(myBets.length
      ? myBets.slice(0, 10).map((b) => {
          const res = b.result as Match | null
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
            h('span', {}, res ? scoreText(res.score) : ''),
            h('span', { class: 'amount' }, state),
          )
        })
      : [h('li', { class: 'empty' }, S.noRounds)]),
  )
}

function phaseNow(): string {
  if (!current || !current.opensAt || !current.closesAt || !current.revealEndsAt) return 'scheduled'
  const now = serverNow()
  if (current.status === 'void') return 'void'
  if (now < current.opensAt) return 'scheduled'
  if (now < current.closesAt) return 'open'
  if (now < current.revealEndsAt) return 'revealing'
  return current.status === 'settled' ? 'settled' : 'revealing'
}

function frame() {
  const phase = phaseNow()
  const text = S[`phase_${phase}` as VfStringKey]
  if (phaseEl.textContent !== text) phaseEl.textContent = text
  const now = serverNow()
  const until =
    phase === 'open' ? current!.closesAt! : phase === 'scheduled' && current?.opensAt ? current.opensAt : null
  timerEl.textContent = until ? t('secondsLeft', { s: Math.max(0, Math.ceil((until - now) / 1000)) }) : ''
  // The match clock: 90 minutes over the first 90 % of the reveal.
  if (current?.closesAt && now >= current.closesAt && phase !== 'void') {
    const minute = Math.min(90, Math.floor(((now - current.closesAt) / (data.timings.reveal * 0.9)) * 90))
    clockEl.textContent = `${minute}′`
  } else clockEl.textContent = ''
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
  offset = state.current.now - (sent + Date.now()) / 2
  current = state.current
  myBets = state.myBets
  balanceEl.textContent = fmt(state.balance)
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
  renderSlip()
  const bets = [...pending].map(([spot, amount]) => ({ spot, amount }))
  try {
    const answer = await call<RoundBetAnswer>('POST', 'bet', {
      roundId: current.roundId,
      clientBetId: clientBetId(),
      bets,
    })
    pending.clear()
    balanceEl.textContent = fmt(answer.balance)
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
    renderSlip()
  }
}

function onEvent(e: TableEvent) {
  switch (e.t) {
    case 'round.reveal':
      if (!current || e.roundId !== current.roundId) break
      if (e.step === 'kickoff') live = { roundId: e.roundId, score: [0, 0], goals: [], final: false }
      if (e.step === 'goal' && e.side && e.minute && e.score) {
        if (!live || live.roundId !== e.roundId)
          live = { roundId: e.roundId, score: [0, 0], goals: [], final: false }
        if (!live.final) {
          live.score = e.score
          live.goals.push({ side: e.side, minute: e.minute })
          sounds.win()
        }
      }
      if (e.step === 'full') scheduleResync(100)
      renderLive()
      break
    case 'round.settled':
    case 'round.void':
    case 'round.open':
    case 'round.closed':
      scheduleResync(e.t === 'round.settled' ? 100 : 300)
      break
  }
}

renderSlip()
setInterval(frame, 250)
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

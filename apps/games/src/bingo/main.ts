import { toGo75, toGo90, type Pattern75 } from '@galata/game-math/tables/bingo'
import type { BingoGameView, BingoState, BingoTicket, bingoStrings } from '@galata/contract'
import { GameError, startGame } from '../sdk'
import { closedNotice, liveClient } from '../sdk/round'
import { playersOrInvite } from '../sdk/i18n'
import type { PageData } from '../sdk/page'
import { ballArt } from './art'

// Bingo rooms (docs/bingo.md): every player in the room plays the same scheduled game. The server
// fixed the tickets and the whole call order; this page shows the calls as the hub pushes them, daubs
// the player's tickets and shows the winners the server announced on each call.

/** The rooms' own strings (the contract's `bingoStrings`). */
type BingoStringKey = keyof typeof bingoStrings

interface BingoData extends PageData<BingoStringKey> {
  balls: 90 | 75
  callMs: number
  ticketsPerStrip: number
  rtp: number
}

interface StepStage {
  stage: string
  prize: string
  winners: { betId: number; index: number; amount: string }[]
}
interface BingoEvent {
  t: string
  roundId?: number
  step?: string
  n?: number
  ball?: number
  stages?: StepStage[]
}

const game = startGame<BingoStringKey, BingoData>()
const { data, S, t, h, fmt, num, sounds, toast, notifyBalance, call } = game
const ROOM = data.game
const BALLS = data.balls
const MAX_COUNT = 10

// ---------------------------------------------------------------------------------------------
// State

let state: BingoState | null = null
/** The game being called: its calls and the stages won so far (hub steps extend it). */
let live: BingoGameView | null = null
let count = 1
let chosenGame = 0
let buying = false
let celebrated = 0
// The operator closed the room (docs/backoffice.md "Tables and rounds"): the tables' notice, in the
// room's words, and no tickets sold until it opens again; the game under way is called to its end.
let closed = false
const showClosed = closedNotice(S.roomClosed)
// The room's client (sdk/round.ts): the state read, the server clock, resync and the hub.
const client = liveClient<BingoState, BingoEvent>(game, {
  read() {
    lastRefresh = Date.now()
    return call('bingo/:room/state', { params: { room: ROOM } })
  },
  serverNowOf: (next) => next.room.now,
  onState,
  onEvent,
  onFrame: frame,
  refreshEvery: 15000,
})
const { serverNow, scheduleResync, balanceEl } = client
let lastRefresh = 0

const stageName = (stage: string) =>
  stage === 'line' && BALLS === 75 ? S.patternLine : (S[`stage_${stage}` as BingoStringKey] ?? stage)

// ---------------------------------------------------------------------------------------------
// DOM

const phaseEl = h('p', { class: 'bg-phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'phase' })
const timerEl = h('span', { class: 'bg-timer', 'data-testid': 'timer' })
const gameNoEl = h('span', { class: 'bg-game' })
const patternEl = h('p', { class: 'bg-pattern', 'data-testid': 'pattern' })
const potEl = h('strong', { 'data-testid': 'pot' })
const guaranteeEl = h('span', { class: 'bg-dim' })
const jackpotEl = h('strong', { 'data-testid': 'jackpot' })
const jackpotRuleEl = h('span', { class: 'bg-dim' })
const playersEl = h('span', { 'data-testid': 'players' })
const ticketsCountEl = h('span', { 'data-testid': 'tickets-count' })
const ball = ballArt()
const lastEl = h('p', { class: 'bg-last', 'aria-live': 'polite', 'data-testid': 'last-ball' })
const calledEl = h('p', { class: 'bg-dim', 'data-testid': 'called-count' })
const boardCells = new Map<number, HTMLElement>()
const board = h(
  'div',
  { class: `bg-board b${BALLS}`, role: 'list', 'aria-label': S.calls, 'data-testid': 'board' },
  Array.from({ length: BALLS }, (_, i) => {
    const cell = h('span', { class: 'bg-cell', role: 'listitem' }, String(i + 1))
    boardCells.set(i + 1, cell)
    return cell
  }),
)
const stagesEl = h('ul', { class: 'bg-stages', 'aria-live': 'polite', 'data-testid': 'stages' })
const resultEl = h('p', { class: 'bg-result', 'aria-live': 'polite', 'data-testid': 'result' })
const ticketsEl = h('div', { class: 'bg-tickets', 'data-testid': 'tickets' })
const aheadEl = h('div', { class: 'bg-ahead', 'data-testid': 'tickets-ahead' })
const myGamesEl = h('ul', { class: 'recent-list', 'data-testid': 'my-games' })
const commitEl = h('code', { class: 'hash' })
const verifyEl = h('a', { target: '_blank', rel: 'noopener' }, S.verifyLink)
// Under the finished game's result: its public verify page (calls and every ticket from the seed).
const resultVerifyEl = h('a', { class: 'bg-verify', 'data-testid': 'result-verify', hidden: true }, '')

const gameSelect: HTMLSelectElement = h('select', {
  class: 'input',
  id: 'bg-game',
  onchange: () => {
    chosenGame = Number(gameSelect.value)
  },
})
const countSelect: HTMLSelectElement = h(
  'select',
  {
    class: 'input',
    id: 'bg-count',
    'data-testid': 'count',
    onchange: () => {
      count = Number(countSelect.value)
      renderBuy()
    },
  },
  Array.from({ length: MAX_COUNT }, (_, i) =>
    h(
      'option',
      { value: String(i + 1) },
      BALLS === 90 ? t('strips', { n: i + 1, t: (i + 1) * data.ticketsPerStrip }) : t('cards', { n: i + 1 }),
    ),
  ),
)
const buyBtn = h(
  'button',
  { class: 'btn primary big', type: 'button', 'data-testid': 'buy', onclick: () => void buy() },
  S.buyTitle,
)

const helpDialog: HTMLDialogElement = h(
  'dialog',
  { class: 'bg-help', 'aria-labelledby': 'bg-help-title' },
  h('h2', { id: 'bg-help-title' }, S.help),
  h('p', {}, BALLS === 90 ? S.rulesIntro90 : S.rulesIntro75),
  h('p', {}, S.rulesAuto),
  h('p', { 'data-testid': 'rules-prizes' }),
  h('p', { 'data-testid': 'rules-jackpot' }),
  h('p', {}, t('rulesRtp', { rtp: num(data.rtp, 0) })),
  h('p', {}, S.rulesPlayers),
  h('p', {}, S.rulesFairness),
  h('button', { class: 'btn', type: 'button', onclick: (): void => helpDialog.close() }, S.close),
)

const app = document.getElementById('app')!
app.removeAttribute('aria-busy')
app.replaceChildren(
  h(
    'div',
    { class: 'bg' },
    h(
      'header',
      { class: 'top' },
      h('h1', {}, data.title),
      h('span', { class: 'balance' }, S.balance, ' ', balanceEl),
      h(
        'button',
        { class: 'btn small', type: 'button', 'data-testid': 'help', onclick: () => openHelp() },
        S.help,
      ),
    ),
    h(
      'section',
      { class: 'bg-hall', 'aria-labelledby': 'bg-calls-h' },
      h(
        'div',
        { class: 'bg-head' },
        ball.svg,
        h(
          'div',
          { class: 'bg-status' },
          h('div', {}, gameNoEl, ' ', timerEl),
          phaseEl,
          lastEl,
          calledEl,
          patternEl,
        ),
        h(
          'dl',
          { class: 'bg-prizes' },
          h('div', {}, h('dt', {}, S.pot), h('dd', {}, potEl, guaranteeEl)),
          h('div', {}, h('dt', {}, S.jackpot), h('dd', {}, jackpotEl, jackpotRuleEl)),
          h('div', {}, h('dt', {}, S.inPlay), h('dd', {}, playersEl, ' · ', ticketsCountEl)),
        ),
      ),
      h('h2', { class: 'bg-h', id: 'bg-calls-h' }, S.calls),
      board,
      h('h2', { class: 'bg-h' }, S.winners),
      stagesEl,
      resultEl,
      resultVerifyEl,
    ),
    h(
      'section',
      { class: 'bg-mine', 'aria-labelledby': 'bg-mine-h' },
      h('h2', { class: 'bg-h', id: 'bg-mine-h' }, S.yourTickets),
      ticketsEl,
      aheadEl,
    ),
    h(
      'aside',
      { class: 'panel bg-side' },
      h('h2', {}, S.buyTitle),
      h('label', { class: 'field', for: 'bg-game' }, S.gameChoice),
      gameSelect,
      h('label', { class: 'field', for: 'bg-count' }, S.countLabel),
      countSelect,
      buyBtn,
      h('h2', {}, S.myGames),
      myGamesEl,
      h(
        'details',
        { class: 'fairness' },
        h('summary', {}, S.fairness),
        h('dl', {}, h('dt', {}, S.commitLabel), h('dd', {}, commitEl)),
        h('p', {}, verifyEl),
      ),
    ),
  ),
  helpDialog,
)

function openHelp() {
  const room = state?.room
  if (room) {
    const shares = room.stageShares
      .map((s) => `${stageName(s.stage === 'pattern' ? 'pattern' : s.stage)} %${num(s.pct, 0)}`)
      .join(', ')
    helpDialog.querySelector('[data-testid="rules-prizes"]')!.textContent = t('rulesPrizes', {
      share: num(room.potSharePct, 0),
      players: room.guaranteeMinPlayers,
      tickets: room.guaranteeMinTickets,
      guarantee: fmt(room.guarantee),
      cap: fmt(room.topUpCapPerPlayer),
      shares,
    })
    helpDialog.querySelector('[data-testid="rules-jackpot"]')!.textContent = t('rulesJackpot', {
      slice: num(room.jackpotSlicePct, 0),
      rule: BALLS === 90 ? S.jackpot90 : S.jackpot75,
    })
  }
  helpDialog.showModal()
}

// ---------------------------------------------------------------------------------------------
// Rendering

const calledSet = () => new Set(live?.calls ?? [])

/** Numbers left for the ticket's next stage (the stage still open in the game), and whether it won. */
function progress(ticket: BingoTicket, called: Set<number>): { left: number; won: boolean } {
  const won = !!live?.stages.some((s) =>
    s.winners.some((w) => w.betId === ticket.betId && w.index === ticket.index),
  )
  if (BALLS === 75) return { left: toGo75(ticket.grid, (live?.pattern ?? 'line') as Pattern75, called), won }
  const stagesWon = live?.stages.length ?? 0
  const left = toGo90(ticket.grid, called)
  return { left: left[Math.min(stagesWon, 2)]!, won }
}

function ticketView(ticket: BingoTicket, called: Set<number>, n: number) {
  const { left, won } = progress(ticket, called)
  const hint = won ? S.won : left === 1 ? S.oneToGo : t('toGo', { n: left })
  const cols = ticket.grid[0]!.length
  return h(
    'div',
    {
      class: `bg-ticket c${cols}${won ? ' won' : ''}${left === 1 && !won ? ' hot' : ''}`,
      'data-testid': 'ticket',
      'data-left': String(left),
    },
    h(
      'div',
      { class: 'bg-ticket-h' },
      h('span', {}, t('ticketLabel', { n })),
      h('span', { class: 'bg-hint', 'data-testid': 'hint' }, hint),
    ),
    h(
      'div',
      { class: 'bg-grid' },
      ticket.grid.flatMap((row) =>
        row.map((v, c) => {
          const free = BALLS === 75 && v === 0
          const dab = free || (v > 0 && called.has(v))
          return h(
            'span',
            {
              class: `bg-n${v === 0 && !free ? ' blank' : ''}${dab ? ' dab' : ''}`,
              ...(dab && !free ? { 'data-testid': 'dab' } : {}),
              'data-col': String(c),
            },
            free ? S.free : v > 0 ? String(v) : '',
          )
        }),
      ),
    ),
  )
}

function renderTickets() {
  const tickets = state?.tickets ?? []
  const liveId = live?.gameId ?? 0
  const called = calledSet()
  const mine = tickets.filter((x) => x.gameId === liveId)
  const numbered = mine.map((x, i) => ({ x, n: i + 1, p: progress(x, called) }))
  // Best first: winners, then the fewest numbers to go.
  numbered.sort((a, b) => Number(b.p.won) - Number(a.p.won) || a.p.left - b.p.left || a.n - b.n)
  ticketsEl.replaceChildren(
    ...(numbered.length
      ? numbered.map(({ x, n }) => ticketView(x, called, n))
      : [h('p', { class: 'bg-dim' }, S.noTickets)]),
  )
  const ahead = new Map<number, BingoTicket[]>()
  for (const x of tickets) if (x.gameId !== liveId) ahead.set(x.gameId, [...(ahead.get(x.gameId) ?? []), x])
  aheadEl.replaceChildren(
    ...[...ahead].map(([id, list]) =>
      h(
        'div',
        { class: 'bg-ahead-game' },
        h('p', {}, t('ticketsAhead', { id, n: list.length })),
        h(
          'div',
          { class: 'bg-tickets' },
          list.map((x, i) => ticketView(x, new Set(), i + 1)),
        ),
      ),
    ),
  )
}

function renderBoard() {
  const called = live?.calls ?? []
  const set = new Set(called)
  const last = called[called.length - 1]
  for (const [n, cell] of boardCells) {
    cell.classList.toggle('on', set.has(n))
    cell.classList.toggle('last', n === last)
  }
  ball.show(last ?? null)
  lastEl.textContent = last ? t('lastBall', { ball: last }) : ''
  calledEl.textContent = live ? t('calledCount', { n: called.length, total: BALLS }) : ''
}

function renderStages() {
  const room = state?.room
  if (!room) return
  // No game on sale: nothing sold, so no pot (the guarantee needs its minimum players and tickets).
  const pot = live?.pot ?? room.next?.pot ?? 0
  const names =
    BALLS === 90 ? ['line', 'twoLines', 'fullHouse'] : [live?.pattern ?? room.next?.pattern ?? 'line']
  stagesEl.replaceChildren(
    ...names.map((stage, i) => {
      const won = live?.stages.find((s) => s.stage === stage)
      const prize = won ? won.prize : Math.floor(pot * room.stageShares[i]!.pct) / 100
      return h(
        'li',
        { class: won ? 'won' : '' },
        won && won.call !== null
          ? t('stageWon', {
              stage: stageName(stage),
              n: won.call,
              k: won.winners.length,
              amount: fmt(won.winners[won.winners.length - 1]?.amount ?? 0),
            })
          : t('stageOpen', { stage: stageName(stage), amount: fmt(prize) }),
      )
    }),
  )
  // What this player won in the live game, announced as the calls complete their stages.
  const mine = new Set((state?.tickets ?? []).filter((x) => x.gameId === live?.gameId).map((x) => x.betId))
  let wonNow = 0
  for (const s of live?.stages ?? []) for (const w of s.winners) if (mine.has(w.betId)) wonNow += w.amount
  if (live?.jackpot?.won) for (const w of live.jackpot.winners) if (mine.has(w.betId)) wonNow += w.amount
  resultEl.textContent = wonNow > 0 ? t('youWon', { amount: fmt(Math.round(wonNow * 100) / 100) }) : ''
  const verifyUrl = live?.verifyUrl ?? null
  resultVerifyEl.hidden = !verifyUrl
  if (verifyUrl && live) {
    resultVerifyEl.setAttribute('href', verifyUrl)
    resultVerifyEl.textContent = t('verifyGame', { id: live.gameId })
  }
  if (wonNow > 0 && live && celebrated !== live.calls.length) {
    celebrated = live.calls.length
    sounds.win()
  }
}

function renderRoom() {
  const room = state?.room
  if (!room) return
  const game = live ?? room.next
  gameNoEl.textContent = game ? t('gameNo', { id: game.gameId }) : ''
  const pattern = live?.pattern ?? room.next?.pattern
  patternEl.textContent = pattern ? t('patternLabel', { pattern: stageName(pattern) }) : ''
  potEl.textContent = fmt(live?.pot ?? room.next?.pot ?? 0)
  guaranteeEl.textContent = ` ${t('guarantee', {
    amount: fmt(room.guarantee),
    players: room.guaranteeMinPlayers,
    tickets: room.guaranteeMinTickets,
  })}`
  jackpotEl.textContent = fmt(room.jackpot)
  jackpotRuleEl.textContent = room.jackpotCalls ? ` ${t('jackpotRule', { n: room.jackpotCalls })}` : ''
  const counts = live ?? room.next
  playersEl.textContent = playersOrInvite(counts?.players ?? 0, (n) => t('players', { n }), S.firstTicket)
  ticketsCountEl.textContent = t('tickets', { n: counts?.tickets ?? 0 })
  commitEl.textContent = game?.commit ?? ''
  // The game's verify page (it verifies once the game is over; before, it says the round is not revealed).
  verifyEl.setAttribute('href', game ? `/originals/verify?round=${game.gameId}` : '#')
  const onSale = [room.next, ...room.upcoming].filter((g): g is NonNullable<typeof g> => !!g)
  if (!onSale.some((g) => g.gameId === chosenGame)) chosenGame = onSale[0]?.gameId ?? 0
  const now = serverNow()
  const options = onSale.map((g) =>
    h(
      'option',
      { value: String(g.gameId), ...(g.gameId === chosenGame ? { selected: '' } : {}) },
      t('gameOption', { id: g.gameId, s: Math.max(0, Math.ceil((g.startsAt - now) / 1000)) }),
    ),
  )
  if (document.activeElement !== gameSelect) gameSelect.replaceChildren(...options)
  renderBuy()
}

function renderBuy() {
  const room = state?.room
  const price = room ? room.ticketPrice * room.ticketsPerStrip * count : 0
  buyBtn.textContent = t('buyButton', { amount: fmt(Math.round(price * 100) / 100) })
  buyBtn.disabled = buying || !chosenGame || closed
}

function renderMyGames() {
  const games = state?.myGames ?? []
  myGamesEl.replaceChildren(
    ...(games.length
      ? games.map((g) =>
          h(
            'li',
            { class: g.payout === null ? '' : g.payout > 0 ? 'won' : 'lost' },
            h('span', {}, t('gameNo', { id: g.gameId })),
            h('span', {}, fmt(g.stake)),
            h(
              'span',
              { class: 'amount' },
              g.payout === null
                ? S.waitingResult
                : g.payout > 0
                  ? t('youWon', { amount: fmt(g.payout) })
                  : S.noWin,
            ),
            g.status === 'settled'
              ? h(
                  'a',
                  { href: `/originals/verify?round=${g.gameId}`, class: 'bg-verify' },
                  t('verifyGame', { id: g.gameId }),
                )
              : '',
          ),
        )
      : [h('li', { class: 'empty' }, S.noRounds)]),
  )
}

function renderAll() {
  renderRoom()
  renderBoard()
  renderStages()
  renderTickets()
  renderMyGames()
}

/** The phase by the clock, between hub events. */
function frame() {
  const room = state?.room
  let phase: BingoStringKey = 'phase_waiting'
  let until: number | null = null
  const calling = !!live && live.status !== 'settled' && live.status !== 'void'
  if (calling) phase = 'phase_calling'
  else if (live) phase = 'phase_over'
  else if (room?.next) phase = 'phase_sales'
  if (!calling && room?.next) until = room.next.startsAt
  if (phaseEl.textContent !== S[phase]) phaseEl.textContent = S[phase]
  const s = until ? Math.max(0, Math.ceil((until - serverNow()) / 1000)) : 0
  timerEl.textContent = until ? t(live ? 'nextIn' : 'startsIn', { s }) : ''
  // The next game should be calling by now: ask (at most every 0.8 s) rather than wait for the hub.
  if (room?.next && serverNow() > room.next.startsAt + 300 && !calling && Date.now() - lastRefresh > 800)
    scheduleResync(0)
}

// ---------------------------------------------------------------------------------------------
// Server

function onState(next: BingoState) {
  const before = state?.balance
  state = next
  // Keep calls the hub already pushed if the answer is older than them.
  live =
    next.live && live && live.gameId === next.live.gameId && live.calls.length > next.live.calls.length
      ? { ...next.live, calls: live.calls, stages: live.stages }
      : next.live
  client.showBalance(next.balance)
  if (before !== undefined && before !== next.balance) notifyBalance()
  closed = next.room.tableClosed
  showClosed(closed)
  renderAll()
}

async function buy() {
  if (buying || !chosenGame || closed) return
  buying = true
  renderBuy()
  try {
    const answer = await call('bingo/:room/buy', {
      params: { room: ROOM },
      body: { gameId: chosenGame, clientBetId: `b${Date.now().toString(36)}${count}`, count },
    })
    client.showBalance(answer.balance)
    if (state)
      state.tickets = [
        ...state.tickets.filter((x) => x.betId !== answer.tickets[0]?.betId),
        ...answer.tickets,
      ]
    toast(S.bought, 'win')
    notifyBalance()
    renderTickets()
    scheduleResync(200)
  } catch (e) {
    if (e instanceof GameError && e.code === 'BETTING_CLOSED') {
      toast(S.salesClosed)
      scheduleResync(0)
    } else {
      toast((e as Error).message, 'error')
      // Closed while the purchase travelled: the state says so and the notice follows.
      if (e instanceof GameError && e.code === 'TABLE_CLOSED') scheduleResync(0)
    }
  } finally {
    buying = false
    renderBuy()
  }
}

function onEvent(e: BingoEvent) {
  switch (e.t) {
    case 'round.reveal': {
      if (e.step !== 'call' || typeof e.ball !== 'number' || typeof e.n !== 'number') break
      if (!live || live.gameId !== e.roundId) {
        scheduleResync(0)
        break
      }
      if (e.n === live.calls.length + 1) {
        live.calls = [...live.calls, e.ball]
        for (const s of e.stages ?? [])
          live.stages = [
            ...live.stages.filter((x) => x.stage !== s.stage),
            {
              stage: s.stage,
              call: e.n,
              prize: Number(s.prize) / 100,
              winners: s.winners.map((w) => ({ ...w, amount: Number(w.amount) / 100 })),
            },
          ]
        sounds.tick()
        renderBoard()
        renderStages()
        renderTickets()
      } else if (e.n > live.calls.length + 1) scheduleResync(0)
      break
    }
    case 'round.stats':
    case 'round.scheduled':
      scheduleResync(600)
      break
    case 'table.closed':
    case 'table.opened':
      scheduleResync(0)
      break
    case 'round.settled':
    case 'round.void':
    case 'round.open':
    case 'round.closed':
      scheduleResync(e.t === 'round.settled' ? 100 : 200)
      break
  }
}

renderBuy()
client.start()

import type {
  RoundActionAnswer,
  RoundBetAnswer,
  RoundBetView,
  RoundCurrent,
  RoundDecision,
  RoundHistoryItem,
  RoundState,
  tableStrings,
} from '@galata/contract'
import { GameError } from './api'
import { connectHub } from './hub'
import { playersOrInvite } from './i18n'
import type { Game } from './index'
import type { Child } from './dom'
import type { PageData } from './page'

/*
 * The shell of a shared-round table page (docs/shared-rounds.md): one round for every player, the
 * server's clock deciding the phase, bets on spots with chips, the players' count and total, the last
 * results, the player's own bets and the round's seed commitment. A table brings its scene (host and
 * artwork), its bet spots, how a result looks and what each reveal step animates; the server alone
 * decides and pays.
 */

/** The strings every table page reads (the contract's `tableStrings`). */
export type TableBaseKey = keyof typeof tableStrings

/** The verify page for a shared round (public, same origin as the game page). */
export const verifyUrl = (roundId: number, locale: string) =>
  `/originals/verify?round=${roundId}&lang=${locale}`

export interface TableData<K extends string> extends PageData<K> {
  /** `decide`/`window`: a table with a decision phase (its length and each step's, ms). */
  timings: {
    betting: number
    reveal: number
    result: number
    period: number
    decide?: number
    window?: number
  }
  /** The best bet's RTP in percent. */
  rtp: number
  /** Each bet family's RTP as a fraction (the help panel lists them). */
  spotRtps: Record<string, number>
}

/** A message on the table's hub topic (tables.loop.ts). */
export interface TableEvent {
  t: string
  roundId?: number
  step?: string
  players?: number
  totalBets?: number
  now?: number
  [field: string]: unknown
}

export type Phase = 'scheduled' | 'open' | 'closed' | 'deciding' | 'revealing' | 'settled' | 'void'

export type Outcome = Record<string, unknown>

/** What the shell gives a table while it builds its view. */
export interface TableControl {
  /** A bet spot: a button that adds the chosen chip to `spot`, with the amount laid on it shown. */
  spot(spot: string, label: Child, attrs?: { class?: string; 'aria-label'?: string }): HTMLButtonElement
  /** Adds the chosen chip to `spot` (for a table's own bet controls). */
  add(spot: string): void
  /** Writes the result line now (tables with `autoResult: false` choose the moment), or clears it. */
  showResult(result: Outcome | null): void
  serverNow(): number
  current(): RoundCurrent | null
  /**
   * A decision on one of the player's bets (tables with a decision phase): the answer's decision, or
   * null when the server refused it (the reason is shown as a toast; a closed step re-reads the state).
   */
  act(decision: RoundDecision, action: string): Promise<RoundDecision | null>
}

/** What a table brings. */
export interface TableView {
  /** The host and the table artwork. */
  scene: Node
  /** The bet spots (made with `control.spot`). */
  board: Node
  /** The help panel's rules and payouts (after the host note, before the fairness note). */
  help: Child
  /** The compact look of a result (last results, the player's bets). */
  badge(result: Outcome): Node
  /** The line under the timer once the result is public. */
  resultLine(result: Outcome): Child
  /** A reveal step of the round on screen arrived (cards, ball). */
  onStep(roundId: number, event: TableEvent): void
  /** The round on screen changed, or its state was read again (a new round clears the table). */
  onRound(current: RoundCurrent, isNew: boolean): void
  /** Settled rounds were read again (newest first), e.g. for road maps. */
  onHistory?(items: RoundHistoryItem[]): void
  /** How many settled rounds `onHistory` wants. */
  historyTake?: number
  /** What a spot stakes for a chip amount (lira; roulette's neighbours stake five chips). */
  stakeOf?(spot: string, amount: number): number
  /** Called four times a second with the phase the server's clock says. */
  onFrame?(phase: Phase): void
  /** False: the shell does not write the result line itself (the table lands its animation first). */
  autoResult?: boolean
  /** Tables with a decision phase: the player's bets being decided, after every state read and action. */
  onDecisions?(decisions: RoundDecision[]): void
  /** Tables with a decision phase: a step began (`round.decision`: its number, end and public cards). */
  onDecisionStep?(roundId: number, event: TableEvent): void
}

class BetClosed extends GameError {
  constructor(
    message: string,
    readonly next: { roundId: number } | null,
  ) {
    super(message, 'BETTING_CLOSED')
  }
}

const CHIPS = [1, 5, 10, 50, 100]

export function runTable<K extends string>(
  game: Game<K | TableBaseKey, TableData<K | TableBaseKey>>,
  build: (control: TableControl) => TableView,
): void {
  const { data, S, t, h, session, fmt, num, sounds, toast, notifyBalance } = game
  const GAME = data.game

  const api = game.apiAt(`/api/rounds/${GAME}/`)
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    try {
      return await api<T>(method, path, body)
    } catch (e) {
      if (e instanceof GameError && e.code === 'BETTING_CLOSED')
        throw new BetClosed(e.message, (e.data as { next?: { roundId: number } } | undefined)?.next ?? null)
      throw e
    }
  }

  // -------------------------------------------------------------------------------------------
  // State

  let current: RoundCurrent | null = null
  let offset = 0
  let myBets: RoundBetView[] = []
  let chip = CHIPS[1]!
  let placing = false
  let shownRound = 0
  let historyFor = 0
  /** Spot → lira laid out but not confirmed. */
  const pending = new Map<string, number>()
  const spotMarks = new Map<string, HTMLElement>()
  const serverNow = () => Date.now() + offset

  function add(spot: string) {
    pending.set(spot, Math.round(((pending.get(spot) ?? 0) + chip) * 100) / 100)
    sounds.click()
    renderPending()
  }
  const control: TableControl = {
    add,
    showResult: (result) => (result ? showResult(result) : resultEl.replaceChildren()),
    spot(spot, label, attrs = {}) {
      const mark = h('span', { class: 'lt-stake', 'aria-hidden': 'true' })
      spotMarks.set(spot, mark)
      return h(
        'button',
        {
          class: `lt-spot ${attrs.class ?? ''}`,
          type: 'button',
          'data-testid': `spot-${spot}`,
          'aria-label': attrs['aria-label'],
          onclick: () => add(spot),
        },
        label,
        mark,
      )
    },
    serverNow,
    current: () => current,
    act,
  }
  const view = build(control)

  // -------------------------------------------------------------------------------------------
  // DOM

  const balanceEl = h('span', { class: 'balance-value', 'data-testid': 'balance' })
  const helpDialog: HTMLDialogElement = h(
    'dialog',
    { class: 'lr-help', 'aria-labelledby': 'lt-help-title' },
    h('h2', { id: 'lt-help-title' }, S.help),
    h('p', { class: 'lr-host-note' }, S.hostLabel),
    view.help,
    h('p', {}, S.rulesFairness),
    h('button', { class: 'btn', type: 'button', onclick: (): void => helpDialog.close() }, S.close),
  )
  const phaseEl = h('p', { class: 'lr-phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'phase' })
  const timerEl = h('span', { class: 'lr-timer', 'data-testid': 'timer' })
  const resultEl = h('div', { class: 'lr-result', 'aria-live': 'polite', 'data-testid': 'result' })
  const roundEl = h('span', { class: 'lr-round' })
  const playersEl = h('span', { 'data-testid': 'players' })
  const totalEl = h('span', { 'data-testid': 'total-bets' })
  const lastEl = h('ol', { class: 'lr-last', 'aria-label': S.lastResults })
  const commitEl = h('code', { class: 'hash' })
  const modeEl = h('span', { 'data-testid': 'fairness-mode' })
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

  const app = document.getElementById('app')!
  app.removeAttribute('aria-busy')
  app.replaceChildren(
    h(
      'div',
      { class: 'lr lt' },
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
        view.scene,
        h('p', { class: 'lr-host-note' }, S.hostLabel),
        h('div', { class: 'lr-status' }, phaseEl, timerEl, resultEl),
        h('div', { class: 'lr-info' }, roundEl, playersEl, totalEl),
        h('div', {}, h('h2', { class: 'lr-h' }, S.lastResults), lastEl),
      ),
      h(
        'section',
        { class: 'lr-bets' },
        h('div', { class: 'lr-chips', role: 'group', 'aria-label': S.chip }, chipButtons),
        view.board,
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
          h(
            'dl',
            {},
            h('dt', {}, S.commitLabel),
            h('dd', {}, commitEl),
            h('dt', {}, S.fairnessModeLabel),
            h('dd', {}, modeEl),
          ),
        ),
      ),
    ),
    helpDialog,
  )

  // -------------------------------------------------------------------------------------------
  // Rendering

  function renderPending() {
    let total = 0
    for (const [spot, amount] of pending) total += view.stakeOf ? view.stakeOf(spot, amount) : amount
    for (const [spot, mark] of spotMarks) {
      const amount = pending.get(spot)
      mark.textContent = amount ? fmt(amount) : ''
    }
    pendingEl.textContent = pending.size ? t('pendingTotal', { amount: fmt(total) }) : ''
    confirmBtn.disabled = pending.size === 0 || placing
    clearBtn.disabled = pending.size === 0
  }

  function renderCurrent() {
    if (!current) return
    roundEl.textContent = current.roundId ? t('roundNo', { id: current.roundId }) : ''
    playersEl.textContent = playersOrInvite(current.players, (n) => t('playersCount', { n }), S.firstBet)
    totalEl.textContent = t('totalBets', { amount: fmt(current.totalBets) })
    commitEl.textContent = current.commit ?? ''
    modeEl.textContent =
      current.fairness.mode === 'beacon'
        ? t('modeBeacon', { round: current.fairness.beaconRound ?? '–' })
        : S.modeEmbedded
    // Each past round opens the verify page (seed, close value, bets and the recomputed result).
    lastEl.replaceChildren(
      ...current.lastResults.map((r) =>
        h(
          'li',
          {},
          h(
            'a',
            {
              href: verifyUrl(r.roundId, data.locale),
              target: '_blank',
              rel: 'noopener',
              'aria-label': `${S.verifyLink}: ${t('roundNo', { id: r.roundId })}`,
            },
            r.result ? view.badge(r.result) : '–',
          ),
        ),
      ),
    )
    const isNew = (current.roundId ?? 0) !== shownRound
    shownRound = current.roundId ?? 0
    if (isNew) resultEl.replaceChildren()
    view.onRound(current, isNew)
    if (current.result && view.autoResult !== false) showResult(current.result)
    const lastSettled = current.lastResults[0]?.roundId ?? 0
    if (view.onHistory && lastSettled !== historyFor) {
      historyFor = lastSettled
      void loadHistory()
    }
  }

  function showResult(result: Outcome) {
    resultEl.replaceChildren(h('span', {}, view.resultLine(result)))
  }

  async function loadHistory() {
    try {
      const res = await fetch(`/api/rounds/${GAME}/history?take=${view.historyTake ?? 60}`, {
        headers: { accept: 'application/json', 'x-locale': data.locale },
      })
      const json = (await res.json()) as { success?: boolean; data?: { items: RoundHistoryItem[] } }
      if (json.success && json.data) view.onHistory!(json.data.items)
    } catch {
      // The road maps wait for the next round's read.
    }
  }

  /** A paid bet: a win above the stake, or the stake (a push) or part of it (Dragon Tiger's tie) back. */
  function wonLine(b: RoundBetView): string {
    const payout = b.payout ?? 0
    return t(payout > b.stake ? 'wonAmount' : 'returnedAmount', { amount: fmt(payout) })
  }

  function renderMyBets() {
    myBetsEl.replaceChildren(
      ...(myBets.length
        ? myBets.slice(0, 10).map((b) => {
            const state =
              b.status === 'won'
                ? wonLine(b)
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
              b.result ? view.badge(b.result) : '',
              h('span', { class: 'amount' }, state),
            )
          })
        : [h('li', { class: 'empty' }, S.noRounds)]),
    )
  }

  /** The phase the clock says, between hub events. */
  function phaseNow(): Phase {
    if (!current || !current.opensAt || !current.closesAt || !current.revealEndsAt) return 'scheduled'
    const now = serverNow()
    if (current.status === 'void') return 'void'
    if (now < current.opensAt) return 'scheduled'
    if (now < current.closesAt) return 'open'
    if (data.timings.decide && now < current.closesAt + data.timings.decide) return 'deciding'
    if (now < current.revealEndsAt)
      return current.result || current.status === 'revealing' ? 'revealing' : 'closed'
    return current.status === 'settled' ? 'settled' : 'revealing'
  }

  function frame() {
    const phase = phaseNow()
    const key = `phase_${phase}` as const
    if (phaseEl.textContent !== S[key]) phaseEl.textContent = S[key]
    const now = serverNow()
    const until =
      phase === 'open'
        ? current!.closesAt!
        : phase === 'deciding'
          ? stepEnd(now)
          : phase === 'scheduled' && current?.opensAt
            ? current.opensAt
            : null
    timerEl.textContent = until ? t('secondsLeft', { s: Math.max(0, Math.ceil((until - now) / 1000)) }) : ''
    app.dataset.phase = phase
    view.onFrame?.(phase)
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

  /** When the decision step holding `now` ends. */
  function stepEnd(now: number): number {
    const closes = current!.closesAt!
    const w = data.timings.window ?? 1
    return closes + (Math.floor((now - closes) / w) + 1) * w
  }

  // -------------------------------------------------------------------------------------------
  // Commands

  async function act(decision: RoundDecision, action: string): Promise<RoundDecision | null> {
    if (decision.step === null) return null
    try {
      const answer = await call<RoundActionAnswer>('POST', 'action', {
        roundId: decision.roundId,
        betId: decision.betId,
        step: decision.step,
        action,
      })
      balanceEl.textContent = fmt(answer.balance)
      if (answer.decision.stake > decision.stake) notifyBalance()
      return answer.decision
    } catch (e) {
      toast((e as Error).message, 'error')
      if (e instanceof GameError && e.code === 'DECISION_CLOSED') scheduleResync(0)
      return null
    }
  }

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
    myBets = state.myBets
    balanceEl.textContent = fmt(state.balance)
    for (const b of myBets)
      if (before.includes(b.id) && b.status !== 'open') {
        if (b.status === 'won') {
          if ((b.payout ?? 0) > b.stake) sounds.win()
          toast(wonLine(b), 'win')
        } else if (b.status === 'lost') toast(S.lostRound)
        else toast(S.refunded)
        notifyBalance()
      }
    renderCurrent()
    renderMyBets()
    view.onDecisions?.(state.decisions ?? [])
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
        if (e.step === 'result' && e.result && typeof e.result === 'object') {
          current.result = e.result as Outcome
          if (view.autoResult !== false) showResult(current.result)
        }
        view.onStep(e.roundId, e)
        break
      case 'round.decision':
        if (current && e.roundId === current.roundId) view.onDecisionStep?.(e.roundId, e)
        // The player's own bets' choices for the new step come with the state.
        scheduleResync(0)
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
}

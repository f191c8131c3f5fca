import type {
  RoundBetView,
  RoundCurrent,
  RoundDecision,
  RoundHistoryItem,
  RoundState,
  tableStrings,
} from '@galata/contract'
import { GameError } from './api'
import { h } from './dom'
import { connectHub } from './hub'
import { playersOrInvite } from './i18n'
import type { Game } from './index'
import type { PageData } from './page'

/*
 * The round client of the live pages (docs/shared-rounds.md, docs/bingo.md): what the table view
 * (table.ts), the draw show (draw-show.ts), virtual football and bingo share. Two layers:
 * - `liveClient`: the state read and the server clock, resync on demand (one pending at a time), a
 *   read every so often while the player only watches, the page's clock frame and the hub. Bingo's
 *   rooms run on it with their own state.
 * - `createRound`: a shared round on it (`/api/rounds/{game}/…`): the current round, the player's
 *   bets and balance, chips, a bet and a bet on a round that closed, decisions, the settled bets'
 *   toasts, the public history, and the round events every view handles the same way.
 * A view renders; the client talks to the server.
 */

/** The strings a shared round's page reads (the contract's `tableStrings`, sent with every round page). */
export type RoundStringKey = keyof typeof tableStrings

/** A round game's event on the hub (the `Table` kind): `round.open`, `round.reveal`, `round.settled`… */
export interface RoundEvent {
  t: string
  roundId?: number
  players?: number
  totalBets?: number
}

export interface LiveOptions<S, E> {
  /** One read of the state. */
  read(): Promise<S>
  /** The server's now in a state answer. */
  serverNowOf(state: S): number
  /** A state answer arrived. */
  onState(state: S): void
  /** A hub event. */
  onEvent(event: E): void
  /** Four times a second: the view's clock (phase, timer). */
  onFrame?(): void
  /** How often the state is read while the player only watches (the game token slides with it). */
  refreshEvery: number
}

/** What the live client needs of the page's game. */
type LiveGame = Pick<Game, 'session' | 'h' | 'fmt' | 'toast'> & { data: Pick<PageData, 'locale'> }

export function liveClient<S, E>(game: LiveGame, o: LiveOptions<S, E>) {
  const { data, session, h, fmt, toast } = game
  let offset = 0
  const balanceEl = h('span', { class: 'balance-value', 'data-testid': 'balance' })

  async function refresh() {
    const sent = Date.now()
    const state = await o.read()
    // The server's now was read about half-way through the request.
    offset = o.serverNowOf(state) - (sent + Date.now()) / 2
    o.onState(state)
  }

  let resyncTimer: ReturnType<typeof setTimeout> | 0 = 0
  function scheduleResync(delay = 300) {
    if (resyncTimer) return
    resyncTimer = setTimeout(() => {
      resyncTimer = 0
      void refresh().catch(() => {})
    }, delay)
  }

  return {
    balanceEl,
    showBalance: (lira: number) => (balanceEl.textContent = fmt(lira)),
    serverNow: () => Date.now() + offset,
    scheduleResync,
    /** Runs the clock frame, the periodic read and, after the first read, the hub. */
    start() {
      if (o.onFrame) setInterval(o.onFrame, 250)
      setInterval(() => void refresh().catch(() => {}), o.refreshEvery)
      refresh()
        .then(() => {
          connectHub<E>({
            session,
            locale: data.locale,
            kind: 'Table',
            onEvent: o.onEvent,
            resync: () => scheduleResync(0),
          })
        })
        .catch((e: Error) => toast(e.message, 'error'))
    },
  }
}

export interface RoundOptions<E extends RoundEvent> {
  /** A state answer arrived (after the settled bets' toasts); `previous` the round shown before it. */
  onState(state: RoundState, previous: RoundCurrent | null): void
  /** The player's bets changed (a bet was accepted). */
  onMyBets(): void
  /** A bet is being placed, or no longer (the confirm button). */
  onPlacing?(): void
  /** `round.stats` of the round on the page (players, total bets already updated). */
  onStats?(): void
  /** A reveal step of the round on the page. */
  onReveal?(event: E): void
  /** A decision step of the round on the page began (tables with a decision phase). */
  onDecision?(event: E): void
  /** Four times a second: the view's clock (phase, timer); the client then re-reads a stale round. */
  onFrame?(): void
  /** The line of a paid bet (default "You won {amount}"). */
  wonLine?(bet: RoundBetView): string
  /** Whether a paid bet plays the win sound (default always). */
  winSound?(bet: RoundBetView): boolean
  /** The chip chosen at first (lira). */
  chip?: number
}

export const CHIPS = [1, 5, 10, 50, 100]

/**
 * The notice of a table or bingo room the operator closed (docs/backoffice.md "Tables and rounds"):
 * `text` in the page's language, shown at the top of the page while the state says so and hidden
 * once it is open again; a round under way still plays out. Answers the switch (`true`: closed).
 */
export function closedNotice(text: string): (isClosed: boolean) => void {
  const notice = h('p', { class: 'table-closed', role: 'status', 'data-testid': 'table-closed' })
  notice.hidden = true
  return (isClosed) => {
    if (!notice.isConnected) (document.querySelector('main') ?? document.body).prepend(notice)
    notice.hidden = !isClosed
    notice.textContent = isClosed ? text : ''
    document.body.toggleAttribute('data-table-closed', isClosed)
  }
}

function clientBetId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A shared round's client (docs/shared-rounds.md): see the head of this file. */
export function createRound<K extends string, E extends RoundEvent>(
  game: Game<K | RoundStringKey, PageData<K | RoundStringKey>>,
  o: RoundOptions<E>,
) {
  const { data, S, t, h, fmt, num, call, sounds, toast, notifyBalance } = game
  const gameCode = data.game
  let current: RoundCurrent | null = null
  let myBets: RoundBetView[] = []
  let placing = false
  let chip = o.chip ?? CHIPS[1]!
  let openBefore: number[] = []
  const wonLine = o.wonLine ?? ((b: RoundBetView) => t('wonAmount', { amount: fmt(b.payout ?? 0) }))
  const showClosed = closedNotice(S.tableClosed)

  const live = liveClient<RoundState, E>(game, {
    read() {
      openBefore = myBets.filter((b) => b.status === 'open').map((b) => b.id)
      return call('rounds/:gameCode/state', { params: { gameCode } })
    },
    serverNowOf: (state) => state.current.now,
    onState(state) {
      const previous = current
      current = state.current
      myBets = state.myBets
      live.showBalance(state.balance)
      showClosed(state.current.tableClosed)
      for (const b of myBets)
        if (openBefore.includes(b.id) && b.status !== 'open') {
          if (b.status === 'won') {
            if (o.winSound?.(b) ?? true) sounds.win()
            toast(wonLine(b), 'win')
          } else if (b.status === 'lost') toast(S.lostRound)
          else toast(S.refunded)
          notifyBalance()
        }
      o.onState(state, previous)
    },
    onEvent,
    onFrame() {
      o.onFrame?.()
      const now = live.serverNow()
      if (
        current &&
        current.revealEndsAt &&
        now > current.revealEndsAt + 800 &&
        current.status !== 'settled' &&
        current.status !== 'void'
      )
        live.scheduleResync()
      if (current && current.next && now > current.next.opensAt + 200) live.scheduleResync()
    },
    refreshEvery: 20000,
  })

  function onEvent(e: E) {
    // The clock offset comes from state answers only: an event may reach a busy page late.
    switch (e.t) {
      case 'round.stats':
        if (current && e.roundId === current.roundId) {
          current.players = e.players ?? current.players
          current.totalBets = e.totalBets ?? current.totalBets
          o.onStats?.()
        }
        break
      case 'round.reveal':
        if (current && e.roundId === current.roundId) o.onReveal?.(e)
        break
      case 'round.decision':
        if (current && e.roundId === current.roundId) o.onDecision?.(e)
        // The player's own bets' choices for the new step come with the state.
        live.scheduleResync(0)
        break
      case 'table.closed':
      case 'table.opened':
        live.scheduleResync(0)
        break
      case 'round.settled':
      case 'round.void':
      case 'round.open':
      case 'round.closed':
        live.scheduleResync(e.t === 'round.settled' ? 100 : 300)
        break
    }
  }

  /** Places `bets` on the round on the page; `onPlaced` runs once the server took them (clear the slip). */
  async function bet(bets: { spot: string; amount: number }[], onPlaced: () => void) {
    if (!current || !current.roundId || bets.length === 0 || placing) return
    placing = true
    o.onPlacing?.()
    try {
      const answer = await call('rounds/:gameCode/bet', {
        params: { gameCode },
        body: { roundId: current.roundId, clientBetId: clientBetId(), bets },
      })
      onPlaced()
      live.showBalance(answer.balance)
      myBets = [answer.bet, ...myBets.filter((b) => b.id !== answer.bet.id)]
      o.onMyBets()
      toast(t('betAccepted', { amount: fmt(answer.bet.stake) }), 'win')
      notifyBalance()
    } catch (e) {
      // The round closed while the bet travelled: the offer of the next one (docs/shared-rounds.md).
      if (e instanceof GameError && e.code === 'BETTING_CLOSED') {
        toast(S.nextRoundOffer)
        live.scheduleResync(0)
      } else {
        toast((e as Error).message, 'error')
        if (e instanceof GameError && e.code === 'TABLE_CLOSED') live.scheduleResync(0)
      }
    } finally {
      placing = false
      o.onPlacing?.()
    }
  }

  /**
   * A decision on one of the player's bets (tables with a decision phase): the answer's decision, or
   * null when the server refused it (the reason is shown as a toast; a closed step re-reads the state).
   */
  async function act(decision: RoundDecision, action: string): Promise<RoundDecision | null> {
    if (decision.step === null) return null
    try {
      const answer = await call('rounds/:gameCode/action', {
        params: { gameCode },
        body: { roundId: decision.roundId, betId: decision.betId, step: decision.step, action },
      })
      live.showBalance(answer.balance)
      if (answer.decision.stake > decision.stake) notifyBalance()
      return answer.decision
    } catch (e) {
      toast((e as Error).message, 'error')
      if (e instanceof GameError && e.code === 'DECISION_CLOSED') live.scheduleResync(0)
      return null
    }
  }

  /** The last settled rounds, newest first (public: no token); null when the read failed. */
  async function history(take: number): Promise<RoundHistoryItem[] | null> {
    const answer = await call('rounds/:gameCode/history', {
      params: { gameCode },
      query: { take },
      anonymous: true,
    }).catch(() => null)
    return answer ? answer.items : null
  }

  /** The chip buttons (`cls` their class, `label` their face); `onPick` after a chip was chosen. */
  function chipButtons(
    cls: string,
    onPick?: () => void,
    label = (value: number) => num(value, 0),
  ): HTMLButtonElement[] {
    const buttons = CHIPS.map((value) =>
      h(
        'button',
        {
          class: cls,
          type: 'button',
          'aria-pressed': String(value === chip),
          'aria-label': t('chipValue', { amount: fmt(value) }),
          onclick: () => {
            chip = value
            buttons.forEach((b, i) => b.setAttribute('aria-pressed', String(CHIPS[i] === chip)))
            onPick?.()
          },
        },
        label(value),
      ),
    )
    return buttons
  }

  /** A bet's state as the player's bets list says it. */
  function betState(b: RoundBetView): string {
    return b.status === 'won'
      ? wonLine(b)
      : b.status === 'lost'
        ? S.lostRound
        : b.status === 'refunded'
          ? S.refunded
          : S.statusOpen
  }

  /** Writes the round's number, players, total bets, commitment and fairness mode into those given. */
  function renderInfo(el: {
    round?: HTMLElement
    players?: HTMLElement
    total?: HTMLElement
    commit?: HTMLElement
    mode?: HTMLElement
  }) {
    if (!current) return
    if (el.round) el.round.textContent = current.roundId ? t('roundNo', { id: current.roundId }) : ''
    if (el.players)
      el.players.textContent = playersOrInvite(current.players, (n) => t('playersCount', { n }), S.firstBet)
    if (el.total) el.total.textContent = t('totalBets', { amount: fmt(current.totalBets) })
    if (el.commit) el.commit.textContent = current.commit ?? ''
    if (el.mode)
      el.mode.textContent =
        current.fairness.mode === 'beacon'
          ? t('modeBeacon', { round: current.fairness.beaconRound ?? '–' })
          : S.modeEmbedded
  }

  return {
    balanceEl: live.balanceEl,
    serverNow: live.serverNow,
    scheduleResync: live.scheduleResync,
    start: live.start,
    current: () => current,
    myBets: () => myBets,
    placing: () => placing,
    chip: () => chip,
    chipButtons,
    bet,
    act,
    history,
    betState,
    renderInfo,
  }
}

export type RoundClient = ReturnType<typeof createRound>

/**
 * What a chaos player does, over and over with a think time between (docs/scaling.md "The chaos
 * run"): signs in again, polls the balance, reads the sports lists, plays Galata Limbo, spins a
 * Hub88 slot of the provider simulator, bets on a shared-round table, buys a bingo ticket, bets
 * sports singles and kombines pre-match and live, cashes a ticket out, pays in. Every action that
 * moves money is kept as an intent with its outcome, for the reconciliation against the ledger.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { retryOutcome, type Client, type Outcome } from './client.js'
import type { ChaosPlayer } from './players.js'
import { PRESSURE } from './faults.js'
import { deposit, launchLimbo, launchOriginal, launchSlot, login } from './players.js'

export type IntentKind = 'deposit' | 'limbo' | 'single' | 'combo' | 'cashout' | 'table' | 'bingo' | 'slot'

const TABLE = 'galata-live-roulette'
const BINGO = 'galata-bingo-90'

export interface Intent {
  player: string
  kind: IntentKind
  outcome: Outcome
  /** The sports placement key (the client's idempotency key). */
  key?: string
  /** The ticket or Originals round the site answered with. */
  ref?: number
  /** A slot round's money as the simulator said it moved (kuruş, win − stake). */
  net?: number
}

interface Pick {
  eventId: number
  outcomeId: number
  odds: number
}

/** The sports lists, read every 15 s by one reader for all players (a browser caches them too). */
export class SportsBoard {
  private picks: Pick[] = []
  private timer: NodeJS.Timeout | null = null

  constructor(private readonly client: Client) {}

  async start(): Promise<void> {
    await this.refresh()
    this.timer = setInterval(() => void this.refresh(), 15_000)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
  }

  private async refresh(): Promise<void> {
    const next: Pick[] = []
    for (const live of [false, true]) {
      const page = await this.client.call<{
        items: {
          id: number
          live: { betStop: boolean } | null
          mainMarket: { status: string; outcomes: { id: number; odds: number; result: string }[] } | null
        }[]
      }>('sports list', 'POST', '/api/sports/events', {}, { live, take: 50 })
      for (const e of page.data?.items ?? []) {
        if (e.live?.betStop || e.mainMarket?.status !== 'active') continue
        for (const o of e.mainMarket.outcomes)
          if (o.odds > 1 && o.result === 'pending')
            next.push({ eventId: e.id, outcomeId: o.id, odds: o.odds })
      }
    }
    if (next.length) this.picks = next
  }

  /** `n` selections from `n` different events, or none when the board is that thin. */
  pick(n: number): Pick[] {
    const byEvent = new Map<number, Pick>()
    for (let tries = 0; tries < 20 && byEvent.size < n && this.picks.length; tries++) {
      const p = this.picks[randomInt(this.picks.length)]!
      if (!byEvent.has(p.eventId)) byEvent.set(p.eventId, p)
    }
    return byEvent.size === n ? [...byEvent.values()] : []
  }
}

/** Weighted actions; the weights are shares of a player's actions (docs/scaling.md "The chaos run"). */
const ACTIONS: [weight: number, name: string][] = [
  [3, 'login'],
  [27, 'balance'],
  [8, 'lists'],
  [15, 'limbo'],
  [10, 'slot'],
  [6, 'table'],
  [4, 'bingo'],
  [15, 'single'],
  [8, 'combo'],
  [8, 'cashout'],
  [6, 'deposit'],
]
const TOTAL = ACTIONS.reduce((a, [w]) => a + w, 0)

export class Actor {
  private readonly open: number[] = []

  constructor(
    private readonly client: Client,
    private readonly board: SportsBoard,
    private readonly p: ChaosPlayer,
    private readonly intents: Intent[],
    private readonly owners: Map<number, string>,
  ) {}

  /**
   * Acts until `until()`, a think time before each action. `enter` may hold the actor (the
   * reconciliation's pause) and counts it in flight; `leave` counts it out.
   */
  async run(
    enter: () => Promise<void>,
    leave: () => void,
    until: () => boolean,
    thinkMs: [number, number],
  ): Promise<void> {
    while (!until()) {
      await new Promise((r) => setTimeout(r, randomInt(thinkMs[0], thinkMs[1])))
      if (until()) break
      let roll = randomInt(TOTAL)
      // Through the gateway's fault, every other action is a deposit (the fault must be met).
      const name =
        PRESSURE.deposits && randomInt(2) === 0 ? 'deposit' : ACTIONS.find(([w]) => (roll -= w) < 0)![1]
      await enter()
      try {
        await this.act(name)
      } finally {
        leave()
      }
    }
  }

  private note(kind: IntentKind, outcome: Outcome, extra: Partial<Intent> = {}): void {
    this.intents.push({ player: this.p.username, kind, outcome, ...extra })
  }

  private async act(name: string): Promise<void> {
    const p = this.p
    switch (name) {
      case 'login':
        await login(this.client, p)
        return
      case 'slot':
        await this.spin()
        return
      case 'table':
        await this.tableBet()
        return
      case 'bingo':
        await this.bingoTicket()
        return
      case 'balance':
        await this.client.call('balance', 'GET', '/api/user/balance', p)
        return
      case 'lists':
        await this.client.call(
          'sports list',
          'POST',
          '/api/sports/events',
          {},
          { live: randomInt(2) === 1, take: 20 },
        )
        return
      case 'limbo': {
        if (!p.gameToken && !(await launchLimbo(this.client, p))) return
        const r = await this.client.call<{ token: string; round: { roundId: number } }>(
          'limbo',
          'POST',
          '/api/originals/galata-limbo/bet',
          { gameToken: p.gameToken! },
          { stake: 1, target: 2 },
        )
        // A game token that expired or whose session ended is launched again next time.
        if (r.status === 401) p.gameToken = null
        if (r.data?.token) p.gameToken = r.data.token
        this.note('limbo', r.outcome, r.data ? { ref: r.data.round.roundId } : {})
        return
      }
      case 'single':
      case 'combo':
        await this.bet(name === 'single' ? 1 : 2 + randomInt(2))
        return
      case 'cashout':
        await this.cashOut()
        return
      case 'deposit':
        this.note('deposit', await deposit(this.client, p, 100))
        return
    }
  }

  /**
   * One round of the simulator's Hub88 slot: the simulator moves its money through the site's wallet
   * (bet, then win) and answers what moved. A page whose session the simulator lost (its instance
   * restarted) is launched again next time.
   */
  private async spin(): Promise<void> {
    const url = this.p.slotUrl ?? (await launchSlot(this.client, this.p))
    if (!url) return
    PRESSURE.simulators.add(new URL(url).origin)
    const r = await this.client.call<{ state: string; net: number; reason?: string }>(
      'slot spin',
      'POST',
      url.replace(/^https?:\/\/[^/]+/, '') + '/round',
      {},
      // The simulator's stakes are kuruş (SIM_STAKES): 1 ₺.
      { stake: 100 },
      undefined,
      new URL(url).origin,
    )
    if (r.status === 404 || r.status === 0) this.p.slotUrl = null
    if (r.status === 0 || r.status >= 500) return this.note('slot', 'unknown')
    if (!r.data) return
    // Settled: the round's money moved once. Refused for funds or a limit: none did. Anything else
    // (a win refused, a rollback still owed) may have moved some, for a while: unknown.
    if (r.data.state === 'settled') this.note('slot', 'ack', { net: r.data.net })
    else if (r.data.state === 'refused' && r.data.reason) this.note('slot', 'refused')
    else this.note('slot', 'unknown')
  }

  /** A bet on the shared-round roulette table while its round takes bets (docs/shared-rounds.md). */
  private async tableBet(): Promise<void> {
    const token = await this.tableToken(TABLE)
    if (!token) return
    const cur = await this.client.call<{ roundId: number; status: string }>(
      'table round',
      'GET',
      `/api/rounds/${TABLE}/current`,
      {},
    )
    if (cur.data?.status !== 'open') return
    const key = `chaos-${randomBytes(9).toString('base64url')}`
    const body = { roundId: cur.data.roundId, clientBetId: key, bets: [{ spot: 'red', amount: 1 }] }
    const path = `/api/rounds/${TABLE}/bet`
    let r = await this.client.call('table bet', 'POST', path, { gameToken: token }, body)
    if (r.outcome === 'unknown')
      r = retryOutcome(await this.client.call('table bet', 'POST', path, { gameToken: token }, body))
    if (r.status === 401) this.p.tables.delete(TABLE)
    this.note('table', r.outcome, { key })
  }

  /** One bingo ticket for the room's next game (docs/bingo.md). */
  private async bingoTicket(): Promise<void> {
    const token = await this.tableToken(BINGO)
    if (!token) return
    const rooms = await this.client.call<{ rooms: { room: string; next: { gameId: number } | null }[] }>(
      'bingo rooms',
      'GET',
      '/api/bingo/rooms',
      {},
    )
    const gameId = rooms.data?.rooms.find((r) => r.room === BINGO)?.next?.gameId
    if (!gameId) return
    const key = `chaos-${randomBytes(9).toString('base64url')}`
    const body = { gameId, clientBetId: key, count: 1 }
    const path = `/api/bingo/${BINGO}/buy`
    let r = await this.client.call('bingo ticket', 'POST', path, { gameToken: token }, body)
    if (r.outcome === 'unknown')
      r = retryOutcome(await this.client.call('bingo ticket', 'POST', path, { gameToken: token }, body))
    if (r.status === 401) this.p.tables.delete(BINGO)
    this.note('bingo', r.outcome, { key })
  }

  private async tableToken(code: string): Promise<string | null> {
    const known = this.p.tables.get(code)
    if (known) return known
    const token = await launchOriginal(this.client, this.p, code)
    if (token) this.p.tables.set(code, token)
    return token
  }

  /**
   * A slip, placed with a fresh placement key; an answer that says nothing of the outcome is
   * retried once with the same key, as the web does, so the ticket is made at most once.
   */
  private async bet(legs: number): Promise<void> {
    const picks = this.board.pick(legs)
    if (!picks.length) return
    const key = `chaos-${randomBytes(9).toString('base64url')}`
    const body = {
      kind: legs === 1 ? 'single' : 'combo',
      legs: picks.map((l) => ({ outcomeId: l.outcomeId, odds: l.odds })),
      stake: 1,
      oddsChange: 'any',
      placementKey: key,
    }
    const label = legs === 1 ? 'sports single' : 'sports combo'
    let r = await this.client.call<{ id: number }>(label, 'POST', '/api/sports/bets', this.p, body)
    if (r.outcome === 'unknown')
      r = retryOutcome(
        await this.client.call<{ id: number }>(label, 'POST', '/api/sports/bets', this.p, body),
      )
    if (r.data) {
      this.open.push(r.data.id)
      this.owners.set(r.data.id, this.p.username)
    }
    this.note(legs === 1 ? 'single' : 'combo', r.outcome, { key, ...(r.data ? { ref: r.data.id } : {}) })
  }

  private async cashOut(): Promise<void> {
    if (!this.open.length) return
    const i = randomInt(this.open.length)
    const ticketId = this.open[i]!
    const quote = await this.client.call<{ available: boolean; offer: number; reason: string | null }>(
      'cash-out quote',
      'GET',
      `/api/sports/bets/${ticketId}/cashout`,
      this.p,
    )
    if (!quote.data) return
    if (!quote.data.available) {
      // Settled, or a leg suspended: a settled ticket is done with; a suspension may pass.
      if (quote.data.reason === 'settled') this.open.splice(i, 1)
      return
    }
    const key = `chaos-${randomBytes(9).toString('base64url')}`
    const body = { offer: quote.data.offer, acceptChanges: true, cashoutKey: key }
    const path = `/api/sports/bets/${ticketId}/cashout`
    let r = await this.client.call('cash-out', 'POST', path, this.p, body)
    if (r.outcome === 'unknown')
      r = retryOutcome(await this.client.call('cash-out', 'POST', path, this.p, body), true)
    if (r.outcome !== 'refused') this.open.splice(i, 1)
    this.note('cashout', r.outcome, { key, ref: ticketId })
  }
}

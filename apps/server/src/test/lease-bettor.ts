import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client.js'
import { AppError } from '../lib/app-error.js'
import { systemClock } from '../lib/clock.js'
import { createEventBus, type AppEvents } from '../lib/events.js'
import { placeTableBet, type TablesDeps } from '../modules/rounds/index.js'
import { toMinor } from '../modules/wallet/index.js'
import { fundPlayer, insertTestPlayer } from './wallet.js'

/*
 * The players of the lease's process test (lib/lease.process.test.ts, docs/leases.md "Tests"): funded
 * players betting on one shared-round table through the engine's bet service (`placeTableBet`, what
 * `POST /api/rounds/{game}/bet` calls once the game token is opened), in every round that takes bets
 * while it runs, before, during and after the leader's freeze. Each placed bet is recorded with its
 * spots so the test can work out every payout itself.
 */

/** A bet the table took: its round, its player and what it staked on which spots (lira chips). */
export interface PlacedBet {
  roundId: number
  playerId: number
  clientBetId: string
  spots: { spot: string; amount: number }[]
  /** When the table took it (epoch ms). */
  at: number
}

/** What each regular player bets every round: one always wins something, the others may lose. */
const SLIPS: { spot: string; amount: number }[][] = [
  // red + black + zero cover the wheel: a win on every pocket.
  [
    { spot: 'red', amount: 1 },
    { spot: 'black', amount: 1 },
    { spot: 'n:0', amount: 1 },
  ],
  [{ spot: 'n:17', amount: 1 }],
  [{ spot: 'odd', amount: 2 }],
  [
    { spot: 'dozen2', amount: 1 },
    { spot: 'nb:5', amount: 1 },
  ],
]

/** The covering slip, bet by the player the leader freezes on (its payout is certain). */
export const COVER_SLIP = SLIPS[0]!

export const FUNDED_LIRA = 10_000

/** Leave a bet this long before the close rather than race it (placing a round's bets takes a while). */
const MARGIN_MS = 250

export interface Bettor {
  /** The regular players, in betting order. */
  players: readonly number[]
  /** The player the leader freezes on: bets once, first in the round after `armed()`. */
  freezePlayer: number
  /** Every bet the table took. */
  placed: PlacedBet[]
  /** Bets the table refused as too late (the round closed while placing). */
  late: number
  /** The freeze player's bet goes first in the next round the bettor bets in. */
  arm(): void
  /** The round the freeze player's bet was placed in, once it was. */
  freezeRound(): number | null
  /** Stops betting; throws what ended it early, if anything did. */
  stop(): Promise<void>
}

/** Funds the players (FUNDED_LIRA each) and starts betting on `game` in every round it can reach. */
export async function startBettor(db: Db, game: string): Promise<Bettor> {
  const fund = async () => {
    const id = await insertTestPlayer(db)
    await fundPlayer(db, id, { cash: toMinor(FUNDED_LIRA) })
    return id
  }
  const players = await Promise.all(SLIPS.map(fund))
  const freezePlayer = await fund()
  const deps: TablesDeps = {
    db,
    clock: systemClock,
    events: createEventBus<AppEvents>(() => {}),
    secret: 'lease-process-test',
    speed: 20,
    broadcast: async () => {},
  }
  const placed: PlacedBet[] = []
  let late = 0
  let armed = false
  let freezeRound: number | null = null
  let stopped = false
  const done = new Set<number>()

  const bet = async (roundId: number, playerId: number, spots: { spot: string; amount: number }[]) => {
    const clientBetId = `r${roundId}p${playerId}`
    const now = Date.now()
    // The session a game token would carry: the bet service reads the player and the game from it.
    const claims = {
      playerId,
      gameCode: game,
      sessionId: 'lease-process-test',
      expiresAt: now + 3_600_000,
      sessionEndsAt: now + 3_600_000,
    }
    try {
      await placeTableBet(deps, claims, game, { roundId, clientBetId, bets: spots })
      placed.push({ roundId, playerId, clientBetId, spots, at: Date.now() })
      return true
    } catch (err) {
      if (err instanceof AppError && err.code === 'BETTING_CLOSED') {
        late += 1
        return false
      }
      throw err
    }
  }

  async function pass(): Promise<void> {
    const now = Date.now()
    const [round] = await queryRows<{ id: number }>(
      db,
      sql`select id::int as id from table_rounds
          where game_code = ${game} and status in ('scheduled', 'open')
            and opens_at <= ${new Date(now).toISOString()}
            and closes_at > ${new Date(now + MARGIN_MS).toISOString()}
          order by opens_at limit 1`,
    )
    if (!round || done.has(round.id)) return
    done.add(round.id)
    if (armed && freezeRound === null) {
      // First in the round: the leader pays it first and freezes with the others still open.
      if (await bet(round.id, freezePlayer, COVER_SLIP)) freezeRound = round.id
      else return
    }
    for (const [i, playerId] of players.entries()) await bet(round.id, playerId, SLIPS[i]!)
  }

  const running = (async () => {
    while (!stopped) {
      await pass()
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })()
  // A failed bet other than a late one ends the betting; `stop()` throws it.
  running.catch(() => {})

  return {
    players,
    freezePlayer,
    placed,
    get late() {
      return late
    },
    arm() {
      armed = true
    },
    freezeRound: () => freezeRound,
    async stop() {
      stopped = true
      await running
    },
  }
}

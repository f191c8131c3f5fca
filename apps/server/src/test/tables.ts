import { expect } from 'vitest'
import { getBalances, toMajor, toMinor } from '../modules/wallet/index.js'
import type { TestContext } from './helper.js'
import { gameTokenSigner } from './originals.js'
import { fundPlayer, insertTestPlayer } from './wallet.js'

/** A round as `GET …/current` answers it, with the fields the tests read. */
export interface OpenRound {
  roundId: number
  opensAt: number
  closesAt: number
  revealEndsAt: number
  commit: string
}

/**
 * The shared-round tests' tools (docs/shared-rounds.md), one place for every table's test file: calls
 * to a table's API (`/api/rounds/` or the bingo rooms' `/api/bingo/`) with a game token, the engine's
 * tick on the test clock, funded players holding a game token, and a round opened for bets.
 */
export function tableTestKit(t: Pick<TestContext, 'app' | 'clock'>, base = '/api/rounds/') {
  const call = (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `${base}${path}`,
      headers: {
        ...(token ? { 'x-game-token': token } : {}),
        'x-locale': 'en',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    })

  /** Moves the clock by `ms` and runs one pass of the tables' loop. */
  const tick = async (ms = 0) => {
    if (ms) t.clock.advance(ms)
    await t.app.tables.tick()
  }
  const at = async (epochMs: number) => tick(Math.max(0, epochMs - t.clock.now()))
  const current = async (game: string) => (await call('GET', `${game}/current`)).json().data

  /** A player with `lira` of cash and a game token for `game`. */
  async function player(game: string, lira: number) {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, { cash: toMinor(lira) })
    const signer = await gameTokenSigner(t.app, playerId, game)
    return { playerId, token: signer.sign }
  }

  /** Cash in lira (tests compare whole amounts). */
  const cashLira = async (playerId: number) => toMajor((await getBalances(t.app.db, playerId)).cash)

  /** Ticks to the start of a round's betting, with its whole betting time ahead. */
  async function openRound(game: string): Promise<OpenRound> {
    // The test clock is real time plus the test's moves, so a slot can start between the tick and
    // the read; the round after it is only created by the next tick. Read again until one is known.
    let opensAt: number | undefined
    for (let tries = 0; opensAt === undefined && tries < 5; tries++) {
      await tick()
      const cur = await current(game)
      // Just before a slot the table shows the round about to open; otherwise the next one.
      opensAt = cur.opensAt > t.clock.now() ? cur.opensAt : cur.next?.opensAt
    }
    if (opensAt === undefined) throw new Error(`${game}: no round scheduled after five ticks`)
    await at(opensAt + 1)
    const c = await current(game)
    expect(c.status).toBe('open')
    return c as OpenRound
  }

  return { call, tick, at, current, player, cashLira, openRound }
}

import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { RegisterInput } from '@galata/contract'
import { api, rows } from './accounts.js'
import { gameTokenSigner } from './originals.js'
import { fundPlayer, insertTestPlayer } from './wallet.js'

export interface PlayerOptions {
  /**
   * Sign up through `POST auth/register` as `ayse{signUp}` (`registration(n)`: user name, phone and
   * birth date unique within a file) and answer the session token; without it a bare `players` row
   * with no session, for tests of the ledger and the services below the routes.
   */
  signUp?: number | string
  /** Registration fields to change (with `signUp`). */
  registration?: Partial<RegisterInput>
  /** The phone marked verified, as a bonus claim requires (docs/bonuses.md). */
  phoneVerified?: boolean
  /** Kuruş of cash, deposited from the payment clearing account (`fundPlayer`). */
  cash?: bigint
  /** Kuruş of an active bonus, expiring 30 days after the app's clock. */
  bonus?: bigint
  /** Kuruş the bonus must be wagered before it converts (0 by default). */
  wageringRequired?: bigint
  /** A game this player holds game tokens for, bound to a live session (docs/security.md). */
  game?: string
}

interface SignedUp {
  token: string
  usercode: string
  /** The file's HTTP helper, for the player's own calls with `{ token }`. */
  http: ReturnType<typeof api>
}

/** What `player()` answers: the id, plus the session (`signUp`) and a game token signer (`game`) when asked. */
export type TestPlayer<O extends PlayerOptions = PlayerOptions> = { id: number } & (O extends {
  signUp: number | string
}
  ? SignedUp
  : unknown) &
  (O extends { game: string } ? { gameToken: () => string } : unknown)

/**
 * The server tests' one test player: signed up over HTTP or a bare row, funded with cash and a bonus
 * through the ledger, phone verified, with game tokens; each only when asked.
 */
export async function player<const O extends PlayerOptions = Record<never, never>>(
  app: FastifyInstance,
  options: O = {} as O,
): Promise<TestPlayer<O>> {
  const o: PlayerOptions = options
  let id: number
  let signedUp: SignedUp | undefined
  if (o.signUp !== undefined) {
    const http = api(app)
    const { token, usercode } = await http.register(o.signUp, o.registration)
    const [row] = await rows<{ id: string }>(
      app,
      sql`select id::text from players where usercode = ${usercode}`,
    )
    id = Number(row!.id)
    signedUp = { token, usercode, http }
  } else id = await insertTestPlayer(app.db)
  if (o.phoneVerified) await app.db.execute(sql`update players set phone_verified = true where id = ${id}`)
  // A bare row gets its ledger accounts here (sign-up opens them), funded or not.
  if (o.signUp === undefined || o.cash || o.bonus)
    await fundPlayer(app.db, id, {
      cash: o.cash ?? 0n,
      bonus: o.bonus ?? 0n,
      wageringRequired: o.wageringRequired ?? 0n,
      expiresAt: new Date(app.clock.now() + 30 * 86_400_000),
    })
  const game = o.game === undefined ? undefined : await gameTokenSigner(app, id, o.game)
  return { id, ...signedUp, ...(game ? { gameToken: game.sign } : {}) } as TestPlayer<O>
}

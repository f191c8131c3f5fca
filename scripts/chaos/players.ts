/**
 * The chaos run's players, made the way real ones are (docs/scaling.md "The chaos run"): registered
 * over the API, paid in through the demo card gateway, and with a game token from a real launch of
 * Galata Limbo. Everything goes through the load balancer, before the faults start.
 */
import { randomBytes } from 'node:crypto'
import { registrationBody, TEST_PASSWORD } from '@galata/testkit'
import type { Client } from './client.js'

export interface ChaosPlayer {
  n: number
  username: string
  fingerprint: string
  token: string
  gameToken: string | null
  /** Game tokens of the shared-round tables and bingo rooms, by game code. */
  tables: Map<string, string>
  /** The simulator's game page of a Hub88 slot (its /round plays one), once launched. */
  slotUrl: string | null
}

/** A run's own tag in every user name, so a second run on the same database finds only its players. */
export const RUN_TAG = `ch${randomBytes(2).toString('hex')}`

export function usernameOf(n: number): string {
  return `${RUN_TAG}${String(n).padStart(5, '0')}`
}

export async function register(client: Client, n: number): Promise<ChaosPlayer | null> {
  const username = usernameOf(n)
  const fingerprint = `chaos-${username}`
  const digits = `${n}`.padStart(7, '0')
  const r = await client.call<{ token: string }>(
    'register',
    'POST',
    '/api/auth/register',
    { fingerprint },
    registrationBody({
      name: 'Kaos',
      surname: `Oyuncu ${[...username].map((c) => (/\d/.test(c) ? 'abcdefghij'[Number(c)] : c)).join('')}`,
      username,
      email: `${username}@example.com`,
      phone: `90536${digits}`,
    }),
  )
  if (r.outcome !== 'ack' || !r.data) return null
  return { n, username, fingerprint, token: r.data.token, gameToken: null, tables: new Map(), slotUrl: null }
}

let cardMethodId: number | null = null

/**
 * `lira` of cash through the demo card gateway: the deposit call answers the gateway's page, and the
 * "pay" form post on it is what credits the balance (docs/payments.md). The second call is the one
 * that moves money, so its outcome is the deposit's.
 */
export async function deposit(
  client: Client,
  p: ChaosPlayer,
  lira: number,
): Promise<'ack' | 'refused' | 'unknown'> {
  if (cardMethodId === null) {
    const methods = await client.call<{ id: number; title: string }[]>(
      'methods',
      'GET',
      '/api/payment/methods?type=1',
      p,
    )
    const card = methods.data?.find((m) => /Kart/.test(m.title))
    if (!card) return 'refused'
    cardMethodId = card.id
  }
  const started = await client.call<string>('deposit', 'POST', '/api/payment/deposit', p, {
    id: cardMethodId,
    target: 'pay',
    detail: { amount: lira, CardNo: '4111111111111111', holder: 'KAOS OYUNCU' },
  })
  if (started.outcome !== 'ack' || typeof started.data !== 'string')
    return started.outcome === 'ack' ? 'refused' : started.outcome
  const url = new URL(started.data)
  const paid = await client.call('deposit pay', 'POST', `${url.pathname}?lang=tr`, {}, undefined, {
    sig: url.searchParams.get('sig') ?? '',
    action: 'pay',
  })
  return paid.outcome
}

/** Signs in again with the password, as a player back on the site does; the new session is kept. */
export async function login(client: Client, p: ChaosPlayer): Promise<void> {
  const r = await client.call<{ token: string }>(
    'login',
    'POST',
    '/api/auth/login',
    { fingerprint: p.fingerprint },
    { username: p.username, password: TEST_PASSWORD },
  )
  if (r.data?.token) p.token = r.data.token
}

/** A game token for Galata Limbo from a real launch and its exchange (docs/game-sdk.md). */
export async function launchLimbo(client: Client, p: ChaosPlayer): Promise<boolean> {
  const token = await launchOriginal(client, p, 'galata-limbo')
  if (token) p.gameToken = token
  return token !== null
}

/** A game token for one of Galata's own games (Originals, tables, bingo rooms) from a real launch. */
export async function launchOriginal(client: Client, p: ChaosPlayer, code: string): Promise<string | null> {
  const launch = await client.call<string>('launch', 'POST', '/api/casino/launchurl', p, {
    code,
    providerId: 1,
    isMobile: false,
  })
  if (launch.outcome !== 'ack' || typeof launch.data !== 'string') return null
  const launchToken = new URL(launch.data, client.base).searchParams.get('token')
  if (!launchToken) return null
  const session = await client.call<{ token: string }>('launch', 'POST', '/api/originals/session', {
    gameToken: launchToken,
  })
  if (session.outcome !== 'ack' || !session.data) return null
  return session.data.token
}

/**
 * A Hub88 slot of the provider simulator (docs/providers.md "Simulator"), launched through the site:
 * the answer is the simulator's game page, whose `/round` plays one round through the site's wallet.
 */
export async function launchSlot(client: Client, p: ChaosPlayer): Promise<string | null> {
  const r = await client.call<string>('slot launch', 'POST', '/api/casino/hub88launchurl', p, {
    platform: 1,
    gameCode: 'sim-star-fruits',
    language: 'tr',
    lobbyUrl: `${client.base}/casino/slot`,
  })
  if (r.outcome !== 'ack' || typeof r.data !== 'string') return null
  p.slotUrl = r.data
  return r.data
}

/** Runs `work` over `items` with at most `width` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await work(items[i]!)
      }
    }),
  )
  return out
}

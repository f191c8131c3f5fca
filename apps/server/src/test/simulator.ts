import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { toMinor } from '../modules/wallet/index.js'

/*
 * Driving the aggregator simulator beside a test app (docs/providers.md "Simulator"): a round on a
 * launched game page, a fault armed for the next round, and the wallet calls of the last round.
 */

export interface SimRound {
  state: string
  status: string
  stake: number
  win: number
  net: number
  balance: number
  message: string
  fault: string | null
}

export interface SimCallLog {
  path: string
  status: string
  transactionId: string
}

/** Plays one round on a launched game page, as the page's own script does. */
export async function playSimRound(pageUrl: string, stake = 100): Promise<SimRound> {
  const res = await fetch(`${pageUrl}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stake, choice: 'high' }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as SimRound
}

/** Arms `fault` for the next round played. */
export async function armSimFault(app: FastifyInstance, fault: string): Promise<void> {
  const res = await fetch(`${app.providerSimulator!.url}/faults`, {
    method: 'POST',
    body: JSON.stringify({ fault }),
  })
  expect(res.status).toBe(200)
}

/** The last round's wallet calls, in the order sent. */
export async function lastSimCalls(app: FastifyInstance): Promise<SimCallLog[]> {
  const res = await fetch(`${app.providerSimulator!.url}/rounds`)
  return ((await res.json()) as { calls: SimCallLog[] }[]).at(-1)!.calls
}

export interface SiteAnswer {
  status: number
  body: { success: boolean; code?: string; data: unknown }
}

/** A player's POST to the listening site (`site` its origin), as the browser makes it. */
export async function postAs(
  site: string,
  path: string,
  body: unknown,
  bearer: string,
  locale = 'tr',
): Promise<SiteAnswer> {
  const res = await fetch(`${site}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'x-locale': locale },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as SiteAnswer['body'] }
}

/** The player's cash balance as the site's balance call answers it, in kuruş. */
export async function balanceKurus(site: string, bearer: string): Promise<number> {
  const res = await fetch(`${site}/api/user/balance`, { headers: { authorization: `Bearer ${bearer}` } })
  return Number(toMinor(((await res.json()) as { data: { balance: number } }).data.balance))
}

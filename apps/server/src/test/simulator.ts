import { expect } from 'vitest'

/*
 * The aggregator simulator as the server tests drive it (docs/providers.md "Simulator"): a round
 * played on a launched game page, a fault armed for the next round, and the last round's wallet
 * calls as the simulator logged them. Plain HTTP to the child process, whichever dialect it speaks.
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

/** One round on the game page at `pageUrl` (`/play/{session}`). */
export async function playSimRound(
  pageUrl: string,
  stake: number,
  choice?: 'high' | 'low',
): Promise<SimRound> {
  const res = await fetch(`${pageUrl}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stake, choice }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as SimRound
}

export async function armSimFault(simulatorUrl: string, fault: string): Promise<void> {
  const res = await fetch(`${simulatorUrl}/faults`, { method: 'POST', body: JSON.stringify({ fault }) })
  expect(res.status).toBe(200)
}

/** The last round played, with its wallet calls in order. */
export async function lastSimRound(
  simulatorUrl: string,
): Promise<{ calls: { path: string; status: string; transactionId: string }[] }> {
  const res = await fetch(`${simulatorUrl}/rounds`)
  return ((await res.json()) as { calls: { path: string; status: string; transactionId: string }[] }[]).at(
    -1,
  )!
}

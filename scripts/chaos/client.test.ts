import { describe, expect, it } from 'vitest'
import { retryOutcome, type Answer } from './client.js'

const answer = (status: number, outcome: Answer['outcome'], code: string | null = null): Answer => ({
  status,
  outcome,
  code,
  data: null,
})

/*
 * docs/operations.md "The chaos run": a call retried with the same key after an unanswered first
 * try. Only an answer from behind the idempotent replay settles what both tries did.
 */
describe('the outcome of a retried call', () => {
  it('stays unknown when the retry was refused at the door', () => {
    expect(retryOutcome(answer(503, 'refused', 'SERVER_BUSY')).outcome).toBe('unknown')
    expect(retryOutcome(answer(401, 'refused', 'GAME_SESSION_EXPIRED')).outcome).toBe('unknown')
    expect(retryOutcome(answer(429, 'refused', 'TOO_MANY_REQUESTS')).outcome).toBe('unknown')
  })

  it('is the retry’s when the server answered for the key', () => {
    expect(retryOutcome(answer(200, 'ack')).outcome).toBe('ack')
    expect(retryOutcome(answer(409, 'refused', 'BETTING_CLOSED')).outcome).toBe('refused')
    expect(retryOutcome(answer(400, 'refused', 'INSUFFICIENT_FUNDS')).outcome).toBe('refused')
    expect(retryOutcome(answer(0, 'unknown')).outcome).toBe('unknown')
  })

  it('stays unknown after any refusal when the first try may still land (a held cash-out)', () => {
    expect(retryOutcome(answer(409, 'refused', 'CASHOUT_CHANGED'), true).outcome).toBe('unknown')
    expect(retryOutcome(answer(200, 'ack'), true).outcome).toBe('ack')
  })
})

import { describe, expect, it } from 'vitest'
import { SPORTS_LIMITS } from '@galata/contract'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'

/*
 * The sportsbook's public routes (docs/sportsbook.md "Public routes"): open to visitors, so each
 * is under the public limiter per address (RATE_LIMIT_MAX a minute, 5 here), and the list's page
 * size is capped in the contract.
 */

const LIMIT = 5
const t = useTestApp({ RATE_LIMIT_MAX: String(LIMIT) })
const k = sportsKit(t)

describe('public sportsbook routes', () => {
  it('answers 429 past the public limit on the list, an event and its verification', async () => {
    const eventId = await k.seedEvent()
    await k.finish(eventId, null)
    const calls = {
      list: () => k.http().post('sports/events', { sport: 'football', take: 5 }),
      event: () => k.http().get(`sports/events/${eventId}`),
      verify: () => k.http().get(`sports/verify/${eventId}`),
    }
    for (const [name, call] of Object.entries(calls)) {
      for (let i = 0; i < LIMIT; i++) expect((await call()).statusCode, `${name} ${i}`).toBe(200)
      const over = await call()
      expect(over.statusCode, name).toBe(429)
      expect(over.json<{ code: string }>().code).toBe('RATE_LIMITED')
    }
  })
})

describe('the events list page size', () => {
  const open = useTestApp({ RATE_LIMIT_MAX: '1000' })
  const kit = sportsKit(open)
  it('refuses take above the cap (50) with 400', async () => {
    expect(SPORTS_LIMITS.eventsTakeMax).toBe(50)
    const over = await kit.http().post('sports/events', { take: 51 })
    expect(over.statusCode, over.body).toBe(400)
    expect(over.json<{ code: string }>().code).toBe('VALIDATION_FAILED')
    const max = await kit.http().post('sports/events', { take: 50 })
    expect(max.statusCode).toBe(200)
  })
})

import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/helper.js'
import { launchedPlayer } from '../test/originals.js'

/*
 * docs/operations.md "Metrics": `/metrics` answers only the scraper's bearer token, and after a few
 * requests, a wallet posting and a refusal it exposes every series the dashboard reads, with the
 * route pattern (never the raw URL) as the HTTP label. On PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
const TOKEN = 'metrics-test-token-0123456789'

describe('/metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN })

  const scrape = () =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })

  /** The value of one sample line (`name{labels} value`); labels as Prometheus prints them, in order. */
  function sample(text: string, name: string, labels = ''): number | undefined {
    const head = labels ? `${name}{${labels}} ` : `${name} `
    const line = text.split('\n').find((l) => l.startsWith(head))
    return line === undefined ? undefined : Number(line.slice(head.length))
  }

  it('refuses a scrape without the token, or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(none.body).not.toContain('galata_')
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('exposes HTTP, wallet, hub, job, lease, pool and event-loop series', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404)

    // A posting (a limbo bet, then its settlement) and a refusal (a stake above the balance).
    const { gameToken } = await launchedPlayer(t.app, 1, 5, 'galata-limbo')
    const bet = (stake: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/originals/galata-limbo/bet',
        headers: { 'x-game-token': gameToken, 'content-type': 'application/json' },
        payload: JSON.stringify({ stake, target: 2 }),
      })
    expect((await bet(1)).statusCode).toBe(200)
    const refused = await bet(50)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS')

    // The shared-round tables take their leases at a step; the content poll is a 1 s interval job.
    await t.app.tables.tick()
    await new Promise((resolve) => setTimeout(resolve, 1_500))

    const res = await scrape()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body

    const http = 'galata_http_request_duration_seconds_count'
    expect(sample(text, http, 'route="/api/health",method="GET",status_class="2xx"')).toBeGreaterThanOrEqual(
      3,
    )
    expect(sample(text, http, 'route="unmatched",method="GET",status_class="4xx"')).toBeGreaterThanOrEqual(1)
    expect(
      sample(text, http, 'route="/api/originals/galata-limbo/bet",method="POST",status_class="4xx"'),
    ).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain('route="/api/no-such-route"')

    expect(sample(text, 'galata_wallet_postings_total', 'kind="bet"')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'galata_wallet_refusals_total', 'code="INSUFFICIENT_FUNDS"')).toBeGreaterThanOrEqual(
      1,
    )

    expect(sample(text, 'galata_hub_sockets')).toBe(0)
    expect(sample(text, 'galata_hub_players')).toBe(0)
    // The bet's balance push, published and delivered (to no socket) on this instance.
    expect(sample(text, 'galata_hub_push_latency_seconds_count', 'kind="players"')).toBeGreaterThanOrEqual(1)

    expect(
      sample(text, 'galata_job_pass_duration_seconds_count', 'job="content-version",outcome="ok"'),
    ).toBeGreaterThanOrEqual(1)
    const leases = text.split('\n').filter((l) => l.startsWith('galata_lease_held{'))
    expect(leases.length).toBeGreaterThan(0)
    expect(leases.some((l) => l.endsWith(' 1'))).toBe(true)

    const pool = t.database.kind === 'pglite' ? 'pglite' : 'main'
    expect(sample(text, 'galata_db_pool_connections', `pool="${pool}",state="total"`)).toBeGreaterThanOrEqual(
      1,
    )
    expect(sample(text, 'galata_db_pool_connections', `pool="${pool}",state="waiting"`)).toBe(0)
    // /metrics is not an API call (lib/request-gate.ts): nothing runs in the line while it answers.
    expect(sample(text, 'galata_api_calls', 'state="running"')).toBe(0)
    expect(sample(text, 'galata_api_calls', 'state="queued"')).toBe(0)

    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m)
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  const t = useTestApp()

  it('is off: 404, whatever the caller sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('galata_')
  })
})

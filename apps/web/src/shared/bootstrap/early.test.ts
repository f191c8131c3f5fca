import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { bootstrapQuery } from './bootstrap'
import { startBootstrapEarly, takeEarlyBootstrap } from './early'

/* The bootstrap call index.html's first script starts (docs/content-ui.md "First visit"). */

const record = { sliderList: [], translationList: [{ key: 'home.title', value: 'Ana sayfa' }] }

function answer() {
  return new Response(JSON.stringify({ success: true, message: '', data: record }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })
}

describe('the early bootstrap call', () => {
  afterEach(() => {
    void takeEarlyBootstrap()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('is sent once, with the locale and fingerprint headers, and taken once', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer()))
    vi.stubGlobal('fetch', fetch)
    startBootstrapEarly()
    startBootstrapEarly()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(url)).toMatch(/\/api\/cms\/grouped$/)
    expect(init.headers).toMatchObject({
      'x-locale': 'tr',
      'x-fingerprint': expect.stringMatching(/^[a-f0-9]{32}$/),
    })
    const taken = takeEarlyBootstrap()
    expect((await taken)?.data).toEqual(record)
    expect(takeEarlyBootstrap()).toBeUndefined()
  })

  it('answers the bootstrap query’s first load, and a later load asks again', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer()))
    vi.stubGlobal('fetch', fetch)
    startBootstrapEarly()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    expect(await client.fetchQuery({ ...bootstrapQuery, staleTime: 0 })).toEqual(record)
    expect(fetch).toHaveBeenCalledTimes(1)
    await client.fetchQuery({ ...bootstrapQuery, staleTime: 0 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

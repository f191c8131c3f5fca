// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createCall, GameError } from './api'
import { h } from './dom'
import { playersOrInvite, translator } from './i18n'
import { closedNotice } from './round'
import { openSession } from './session'
import { stakeControl } from './ui'

const S = { stake: 'Bahis', half: '½', double: '2×', youWon: '{amount} kazandınız' } as never

describe('game SDK', () => {
  it('says a closed table or room at the top of the page, and hides it once it opens again', () => {
    document.body.replaceChildren(h('main', { id: 'app' }, h('div', { class: 'bg' })))
    const text = 'Bu salon şu anda kapalı ve bilet satmıyor.'
    const show = closedNotice(text)
    show(false)
    const notice = document.querySelector<HTMLElement>('[data-testid="table-closed"]')!
    expect(notice.parentElement!.id).toBe('app')
    expect(notice.hidden).toBe(true)
    expect(document.body.hasAttribute('data-table-closed')).toBe(false)
    show(true)
    expect(notice.hidden).toBe(false)
    expect(notice.getAttribute('role')).toBe('status')
    expect(notice.textContent).toBe(text)
    expect(document.querySelector('main')!.firstElementChild).toBe(notice)
    expect(document.body.hasAttribute('data-table-closed')).toBe(true)
    show(false)
    expect(notice.hidden).toBe(true)
    expect(notice.textContent).toBe('')
    expect(document.body.hasAttribute('data-table-closed')).toBe(false)
    expect(document.querySelectorAll('[data-testid="table-closed"]')).toHaveLength(1)
  })

  it('fills placeholders, leaving unknown ones empty', () => {
    const t = translator<'youWon' | 'hand'>({ youWon: 'You won {amount}!', hand: 'Hand {n}' }, 'en')
    expect(t('youWon', { amount: '₺5,00' })).toBe('You won ₺5,00!')
    expect(t('hand')).toBe('Hand ')
    expect(t('hand', { n: 2 })).toBe('Hand 2')
  })

  it('counts the players of a shared round, or invites the first bet while there are none', () => {
    const tr = translator<'playersCount'>({ playersCount: '{n} oyuncu' }, 'tr')
    const count = (n: number) => tr('playersCount', { n })
    expect(playersOrInvite(0, count, 'İlk bahsi siz yapın')).toBe('İlk bahsi siz yapın')
    expect(playersOrInvite(3, count, 'İlk bahsi siz yapın')).toBe('3 oyuncu')
    const en = translator<'players'>({ players: '{n, plural, one {# player} other {# players}}' }, 'en')
    expect(playersOrInvite(0, (n) => en('players', { n }), 'Be the first to bet')).toBe('Be the first to bet')
    expect(playersOrInvite(1, (n) => en('players', { n }), 'Be the first to bet')).toBe('1 player')
  })

  it('builds elements: listeners, class, boolean and left-out attributes, nested children', () => {
    let clicked = 0
    const el = h(
      'button',
      { class: 'btn', autofocus: true, hidden: false, title: null, 'data-n': 3, onclick: () => clicked++ },
      'a',
      [h('span', {}, 'b'), null, false, ['c']],
    )
    expect(el.outerHTML).toBe('<button class="btn" autofocus="" data-n="3">a<span>b</span>c</button>')
    el.click()
    expect(clicked).toBe(1)
  })

  it('holds the stake to two decimals, and to the limits once the server sent them', () => {
    const stake = stakeControl(S, 1, 'en')
    expect(stake.input.value).toBe('1.00')
    stake.input.value = '0.005'
    expect(stake.value()).toBe(0.01)
    stake.input.value = '25000'
    expect(stake.value()).toBe(25000)
    stake.setLimits({ min: 0.1, max: 10000 })
    expect(stake.input.min).toBe('0.1')
    expect(stake.input.max).toBe('10000')
    expect(stake.value()).toBe(10000)
    stake.input.value = '0.01'
    expect(stake.value()).toBe(0.1)
    stake.input.value = ''
    expect(stake.value()).toBe(0.1)
    // ½ and 2× write the clamped value back.
    stake.input.value = '3'
    ;(stake.el.querySelectorAll('button')[1] as HTMLButtonElement).click()
    expect(stake.input.value).toBe('6.00')
  })

  it('shows and reads the stake as Turkish writes it', () => {
    const stake = stakeControl(S, 10, 'tr')
    expect(stake.input.value).toBe('10,00')
    stake.input.value = '12,5'
    expect(stake.value()).toBe(12.5)
    stake.input.value = '2.500,75'
    expect(stake.value()).toBe(2500.75)
    ;(stake.el.querySelectorAll('button')[0] as HTMLButtonElement).click()
    expect(stake.input.value).toBe('1.250,38')
  })

  it('chooses plural forms for the page’s language', () => {
    const players = { players: '{n, plural, one {# player} other {# players}}' }
    expect(translator<'players'>(players, 'en')('players', { n: 1 })).toBe('1 player')
    expect(translator<'players'>(players, 'en')('players', { n: 1200 })).toBe('1,200 players')
    expect(translator<'players'>({ players: '{n} oyuncu' }, 'tr')('players', { n: 1 })).toBe('1 oyuncu')
  })
})

describe('game session (docs/casino.md "Launch")', () => {
  it('takes the launch token out of the url, exchanges it once, and plays with the answered token', async () => {
    history.replaceState(null, '', '/originals/galata-dice/?token=launch.sig&lang=en')
    sessionStorage.clear()
    const calls: { url: string; token: string | null }[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      calls.push({ url, token: headers.get('x-game-token') })
      const data = url.endsWith('/session') ? { token: 'game.sig' } : { ok: 1 }
      return new Response(JSON.stringify({ success: true, data }), { status: 200 })
    }) as typeof fetch
    try {
      const session = openSession('galata-dice')
      // Cleaned before anything else happens: nothing left to copy, bookmark or send as a referrer.
      expect(location.search).toBe('?lang=en')
      const call = createCall({ locale: 'en', session, networkText: 'offline', onExpired: () => {} })
      await call('originals/:game/state', { params: { game: 'galata-dice' } })
      expect(calls).toEqual([
        { url: '/api/originals/session', token: 'launch.sig' },
        { url: '/api/originals/galata-dice/state', token: 'game.sig' },
      ])
      expect(sessionStorage.getItem('galata-token:galata-dice')).toBe('game.sig')
      // A reload has no launch token any more: the kept game token plays, no second exchange.
      const reloaded = openSession('galata-dice')
      await reloaded.ready
      expect(reloaded.token()).toBe('game.sig')
      expect(calls.filter((c) => c.url.endsWith('/session'))).toHaveLength(1)
    } finally {
      globalThis.fetch = realFetch
    }
  })
})

describe('typed calls of the route table (docs/game-sdk.md)', () => {
  it('builds the url from the route key, its params and query; leaves the token off a public read', async () => {
    sessionStorage.clear()
    sessionStorage.setItem('galata-token:galata-keno-tv', 'game.sig')
    history.replaceState(null, '', '/originals/galata-keno-tv/?lang=en')
    const calls: { url: string; method: string; token: string | null; body: unknown }[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      calls.push({
        url,
        method: init?.method ?? 'GET',
        token: headers.get('x-game-token'),
        body: init?.body ? JSON.parse(init.body as string) : null,
      })
      if (url.endsWith('/bet'))
        return new Response(
          JSON.stringify({
            success: false,
            code: 'BETTING_CLOSED',
            message: 'closed',
            data: { next: { roundId: 8 } },
          }),
          { status: 409 },
        )
      return new Response(JSON.stringify({ success: true, data: { items: [] } }), { status: 200 })
    }) as typeof fetch
    try {
      const session = openSession('galata-keno-tv')
      const call = createCall({ locale: 'en', session, networkText: 'offline', onExpired: () => {} })
      await call('rounds/:gameCode/history', {
        params: { gameCode: 'galata-keno-tv' },
        query: { take: 10 },
        anonymous: true,
      })
      const bet = { roundId: 7, clientBetId: 'abc', bets: [{ spot: 'k:1', amount: 1 }] }
      const refused = await call('rounds/:gameCode/bet', {
        params: { gameCode: 'galata-keno-tv' },
        body: bet,
      }).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(GameError)
      expect((refused as GameError).code).toBe('BETTING_CLOSED')
      expect((refused as GameError).data).toEqual({ next: { roundId: 8 } })
      expect(calls).toEqual([
        { url: '/api/rounds/galata-keno-tv/history?take=10', method: 'GET', token: null, body: null },
        { url: '/api/rounds/galata-keno-tv/bet', method: 'POST', token: 'game.sig', body: bet },
      ])
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('sends no game token from a page without a session (the public verify page)', async () => {
    sessionStorage.setItem('galata-token:galata-dice', 'game.sig')
    const calls: { url: string; token: string | null; locale: string | null; body: unknown }[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      calls.push({
        url,
        token: headers.get('x-game-token'),
        locale: headers.get('x-locale'),
        body: init?.body ? JSON.parse(init.body as string) : null,
      })
      return new Response(JSON.stringify({ success: false, code: 'VALIDATION', message: 'Geçersiz' }), {
        status: 400,
      })
    }) as typeof fetch
    try {
      const call = createCall({ locale: 'tr', networkText: 'Bağlantı yok' })
      const body = { game: 'galata-dice' as const, serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0 }
      const refused = await call('originals/verify', { body }).catch((e: unknown) => e)
      expect((refused as GameError).message).toBe('Geçersiz')
      expect(calls).toEqual([{ url: '/api/originals/verify', token: null, locale: 'tr', body }])
    } finally {
      globalThis.fetch = realFetch
    }
  })
})

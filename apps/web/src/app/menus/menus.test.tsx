import { describe, expect, it } from 'vitest'
import type { Bootstrap } from '../../shared/bootstrap/bootstrap'
import { contactHref, contactText } from '../layout/footer/footer'
import {
  bottomBarItems,
  isMenuItemActive,
  mainMenu,
  navigationTiles,
  secondaryMenu,
  type MenuItem,
} from './menus'
import { liveChatUrl } from './use-menu-action'

const item = (id: string) => [...mainMenu, ...secondaryMenu].find((i) => i.id === id)!

describe('menus (spec §2)', () => {
  it('main menu: the nine sections then the call-me entry without a route', () => {
    expect(mainMenu.map((i) => i.id)).toEqual([
      'sports',
      'liveSports',
      'casino',
      'liveCasino',
      'virtual',
      'bingo',
      'games',
      'tvGames',
      'promotions',
      'callMe',
    ])
    expect(item('callMe').action).toBe('callback')
    expect(item('callMe').url).toBeUndefined()
  })

  it('the secondary menu adds Aviator, an action rather than a route', () => {
    expect(secondaryMenu.map((i) => i.id)).toContain('aviator')
    expect(item('aviator').action).toBe('aviator')
    expect(item('aviator').url).toBeUndefined()
  })

  it('the bottom bar is Deposit, Spor, Support, Casino (live), Promo', () => {
    expect(bottomBarItems.map((i) => i.url ?? i.action)).toEqual([
      '/dashboard/deposit',
      '/spor',
      'support',
      '/casino/live',
      '/promotions',
    ])
  })

  it('marks the current section, and the tracked casino area on a game page', () => {
    expect(isMenuItemActive(item('sports'), '/spor/betco', 'slot')).toBe(true)
    expect(isMenuItemActive(item('casino'), '/casino/slot', 'slot')).toBe(true)
    expect(isMenuItemActive(item('casino'), '/casino/games', 'slot')).toBe(false)
    expect(isMenuItemActive(item('liveCasino'), '/casino/play/abc', 'live')).toBe(true)
    expect(isMenuItemActive(item('casino'), '/casino/play/abc', 'live')).toBe(false)
    expect(isMenuItemActive(item('callMe'), '/', 'slot')).toBe(false)
  })

  it('lights one entry on a live match: the section the page names, not the path prefix', () => {
    const live = { pathname: '/spor/mac/7', url: '/livespor' }
    const lit = (menu: readonly MenuItem[], pathname: string, section: typeof live | null) =>
      menu.filter((i) => isMenuItemActive(i, pathname, 'slot', section)).map((i) => i.id)
    expect(lit(mainMenu, '/spor/mac/7', live)).toEqual(['liveSports'])
    expect(lit(navigationTiles, '/spor/mac/7', live)).toEqual(['liveSports'])
    // Another page than the one that named the section: back to the path.
    expect(lit(mainMenu, '/spor/mac/8', live)).toEqual(['sports'])
    expect(lit(mainMenu, '/spor/mac/8', null)).toEqual(['sports'])
    for (const menu of [mainMenu, secondaryMenu, navigationTiles, bottomBarItems])
      for (const path of ['/', '/spor', '/livespor', '/casino/slot', '/casino/live', '/promotions'])
        expect(lit(menu, path, null).length).toBeLessThanOrEqual(1)
  })
})

describe('support and contacts from site options', () => {
  const withOptions = (options: Record<string, string>, status = true) =>
    ({
      siteOption: Object.entries(options).map(([key, value]) => ({ key, value, status })),
    }) as unknown as Bootstrap

  it('opens the live chat only for a page url, not a widget script or an option that is off', () => {
    expect(liveChatUrl(withOptions({ livechat: 'https://chat.example.com/room' }))).toBe(
      'https://chat.example.com/room',
    )
    expect(liveChatUrl(withOptions({ livechat: 'https://chat.example.com/widget.js' }))).toBeNull()
    expect(liveChatUrl(withOptions({ livechat: 'https://chat.example.com/room' }, false))).toBeNull()
    expect(liveChatUrl(undefined)).toBeNull()
  })

  it('turns handles and numbers into links and readable text', () => {
    expect(contactHref('telegram', '@galatadestek')).toBe('https://t.me/galatadestek')
    expect(contactHref('whatsapp', '+90 530 111 22 33')).toBe('https://wa.me/905301112233')
    expect(contactHref('telegram', 'https://t.me/galatavip')).toBe('https://t.me/galatavip')
    expect(contactText('telegram', 'https://t.me/galatavip')).toBe('@galatavip')
    expect(contactText('whatsapp', 'https://wa.me/905301112233')).toBe('+90 530 111 22 33')
  })
})

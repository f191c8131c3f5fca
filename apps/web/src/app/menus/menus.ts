import type { UiStringKey } from '@galata/contract'
import type { IconName } from '../../shared/ui/icon'
import { paths } from '../../shared/paths'
import type { PageSection } from '../../shared/store/ui-store'

/** What a menu entry does when chosen, for entries without a route (spec §2). */
export type MenuAction = 'callback' | 'callYouBack' | 'aviator' | 'support'

/** A menu entry of spec §3: title, icon, url (or an action). */
export interface MenuItem {
  id: string
  title: UiStringKey
  icon: IconName
  url?: string
  action?: MenuAction
  /** The casino area this entry stands for: it is current while the header tracks that area. */
  casinoArea?: 'slot' | 'live'
}

const sports: MenuItem = { id: 'sports', title: 'nav.sports', icon: 'sports', url: paths.sports }
const liveSports: MenuItem = {
  id: 'liveSports',
  title: 'nav.liveSports',
  icon: 'live-sports',
  url: paths.liveSports,
}
const casino: MenuItem = {
  id: 'casino',
  title: 'nav.casino',
  icon: 'casino',
  url: paths.casino.slot,
  casinoArea: 'slot',
}
const liveCasino: MenuItem = {
  id: 'liveCasino',
  title: 'nav.liveCasino',
  icon: 'live-casino',
  url: paths.casino.live,
  casinoArea: 'live',
}
const aviator: MenuItem = { id: 'aviator', title: 'nav.aviator', icon: 'aviator', action: 'aviator' }
const virtual: MenuItem = { id: 'virtual', title: 'nav.virtual', icon: 'virtual', url: paths.casino.virtual }
const bingo: MenuItem = { id: 'bingo', title: 'nav.bingo', icon: 'bingo', url: paths.casino.bingo }
const games: MenuItem = { id: 'games', title: 'nav.games', icon: 'games', url: paths.casino.games }
const tvGames: MenuItem = { id: 'tvGames', title: 'nav.tvGames', icon: 'tv-games', url: paths.casino.tvbets }
const esports: MenuItem = { id: 'esports', title: 'nav.esports', icon: 'esports', url: paths.esports }
const promotions: MenuItem = {
  id: 'promotions',
  title: 'nav.promotions',
  icon: 'promotions',
  url: paths.promotions,
}
const callMe: MenuItem = { id: 'callMe', title: 'nav.callMe', icon: 'call-me', action: 'callback' }

/** The header's main menu (spec §2), the call-me entry last and without a route. */
export const mainMenu: readonly MenuItem[] = [
  sports,
  liveSports,
  casino,
  liveCasino,
  virtual,
  bingo,
  games,
  tvGames,
  promotions,
  callMe,
]

/** The secondary menu adds Aviator, which opens the game found by searching for it (spec §2). */
export const secondaryMenu: readonly MenuItem[] = [
  sports,
  liveSports,
  casino,
  liveCasino,
  aviator,
  virtual,
  bingo,
  games,
  tvGames,
  promotions,
  callMe,
]

/**
 * The left navigation tiles (spec §2): the secondary menu with e-sports, and the call-you-back tile,
 * which opens the call-centre form in a new tab (docs/web.md) instead of the in-page call-me dialog.
 */
export const navigationTiles: readonly MenuItem[] = [
  { id: 'home', title: 'nav.home', icon: 'home', url: paths.home },
  sports,
  liveSports,
  esports,
  casino,
  liveCasino,
  aviator,
  virtual,
  bingo,
  games,
  tvGames,
  promotions,
  { id: 'callYouBack', title: 'nav.callYouBack', icon: 'call-me', action: 'callYouBack' },
]

/** The mobile bottom bar (spec §2, 60 px). */
export const bottomBarItems: readonly MenuItem[] = [
  { id: 'deposit', title: 'nav.deposit', icon: 'deposit', url: paths.dashboard.deposit },
  { id: 'sports', title: 'nav.sports', icon: 'sports', url: paths.sports },
  { id: 'support', title: 'nav.support', icon: 'support', action: 'support' },
  { id: 'casino', title: 'nav.casino', icon: 'live-casino', url: paths.casino.live, casinoArea: 'live' },
  { id: 'promo', title: 'nav.promo', icon: 'promotions', url: paths.promotions },
]

/** The search parameter that opens the callback form when the call-you-back tile's tab loads. */
export const CALL_ME_PARAM = 'callme'

/**
 * Whether an entry is the current page. On a game page the casino entry of the area the header
 * tracks (slot or live, spec §2) stays lit, so the player sees where they came from. A page that
 * names its section (a live match under /spor/mac/ is live betting, an e-sports match is e-sports)
 * lights that entry alone, so one menu never marks two entries (docs/web.md "Menus").
 */
export function isMenuItemActive(
  item: MenuItem,
  pathname: string,
  casinoArea: 'slot' | 'live',
  section: PageSection | null = null,
): boolean {
  if (!item.url) return false
  if (section && section.pathname === pathname) return item.url === section.url
  if (item.url === paths.home) return pathname === paths.home
  if (item.casinoArea && pathname.startsWith('/casino/play')) return item.casinoArea === casinoArea
  return pathname === item.url || pathname.startsWith(`${item.url}/`)
}

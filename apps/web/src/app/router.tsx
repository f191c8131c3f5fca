import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import type { UiStringKey } from '@galata/contract'
import { paths } from '../shared/paths'
import { RootLayout } from './layout/root-layout'
import { RequireAuth } from './require-auth'
import { NotFoundPage } from './routes/not-found-page'
import { RouteErrorPage } from './routes/route-error-page'
import HomePage from './routes/home-route'

/** Route data (spec §2): each level adds a breadcrumb with a label key and a url. */
export interface RouteHandle {
  crumb?: { label: UiStringKey; url: string }
  /** Protected routes need a logged-in player (the login guard). */
  protected?: boolean
  /** Which casino area the header tracks as current (slot by default). */
  casinoArea?: 'slot' | 'live'
}

// Pages load on demand so the home route ships only what it shows (bench/web budget).
const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
})

const casinoChild = (
  slug: 'slot' | 'live' | 'games' | 'bingo' | 'tvbets' | 'virtual',
  label: UiStringKey,
): RouteObject => ({
  path: slug,
  handle: {
    crumb: { label, url: paths.casino[slug] },
    casinoArea: slug === 'live' ? 'live' : 'slot',
  } satisfies RouteHandle,
  ...page(() => import('./routes/casino-lobby-route')),
})

const dashboardChild = (path: string, label: UiStringKey, url: string): RouteObject => ({
  path,
  handle: { crumb: { label, url }, protected: true } satisfies RouteHandle,
  ...page(() => import('./routes/dashboard-route')),
})

/** True when any level of the route that `pathname` reaches is marked protected (the login guard). */
export function isProtectedPath(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(
    (m) => (m.route.handle as RouteHandle | undefined)?.protected,
  )
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout isProtected={isProtectedPath} />,
    // No route ever shows React Router's developer page (docs/web.md "Releases"): a page's error,
    // a chunk of an earlier build among them, renders inside the layout (the pathless route
    // below); an error of the layout itself, on its own.
    errorElement: <RouteErrorPage standalone />,
    handle: { crumb: { label: 'nav.home', url: paths.home } } satisfies RouteHandle,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: pagesOf(),
      },
    ],
  },
]

/** The site's pages, each under the layout and its error element. */
function pagesOf(): RouteObject[] {
  return [
    // The home page is most visitors' first page: it ships with the entry so its banner does not
    // wait for a second round trip (bench/web LCP); every other page loads on demand.
    { index: true, Component: HomePage },
    {
      path: 'spor',
      handle: { crumb: { label: 'nav.sports', url: paths.sports } } satisfies RouteHandle,
      children: [
        { index: true, ...page(() => import('./routes/sportsbook-route')) },
        { path: 'betco', ...page(() => import('./routes/sports-route')) },
        { path: 'mac/:id', ...page(() => import('./routes/sports-event-route')) },
        { path: 'dogrula/:id', ...page(() => import('./routes/sports-verify-route')) },
      ],
    },
    {
      path: 'livespor',
      handle: { crumb: { label: 'nav.liveSports', url: paths.liveSports } } satisfies RouteHandle,
      children: [
        { index: true, ...page(() => import('./routes/sports-live-route')) },
        { path: 'betco', ...page(() => import('./routes/sports-route')) },
      ],
    },
    {
      path: 'esports',
      handle: { crumb: { label: 'nav.esports', url: paths.esports } } satisfies RouteHandle,
      ...page(() => import('./routes/sportsbook-route')),
    },
    {
      path: 'casino',
      handle: { crumb: { label: 'nav.casino', url: paths.casino.slot } } satisfies RouteHandle,
      children: [
        { index: true, ...page(() => import('./routes/casino-lobby-route')) },
        casinoChild('slot', 'nav.casino'),
        casinoChild('live', 'nav.liveCasino'),
        casinoChild('games', 'nav.games'),
        casinoChild('bingo', 'nav.bingo'),
        casinoChild('tvbets', 'nav.tvGames'),
        casinoChild('virtual', 'nav.virtual'),
        {
          path: 'play/:game',
          handle: { protected: true } satisfies RouteHandle,
          element: <RequireAuth />,
          children: [{ index: true, ...page(() => import('./routes/casino-play-route')) }],
        },
      ],
    },
    {
      path: 'promotions',
      handle: { crumb: { label: 'nav.promotions', url: paths.promotions } } satisfies RouteHandle,
      ...page(() => import('./routes/promotions-route')),
    },
    { path: 'pages/:id', ...page(() => import('./routes/cms-route')) },
    {
      path: 'dashboard',
      element: <RequireAuth />,
      handle: {
        crumb: { label: 'nav.dashboard', url: paths.dashboard.root },
        protected: true,
      } satisfies RouteHandle,
      children: [
        { index: true, ...page(() => import('./routes/dashboard-route')) },
        dashboardChild('account', 'dashboard.account', paths.dashboard.account),
        dashboardChild(
          'phone-verification',
          'dashboard.phoneVerification',
          paths.dashboard.phoneVerification,
        ),
        dashboardChild('deposit', 'dashboard.deposit', paths.dashboard.deposit),
        dashboardChild('withdraw', 'dashboard.withdraw', paths.dashboard.withdraw),
        dashboardChild('change-password', 'dashboard.changePassword', paths.dashboard.changePassword),
        dashboardChild(
          'financial-activities',
          'dashboard.financialActivities',
          paths.dashboard.financialActivities,
        ),
        dashboardChild('game-history', 'dashboard.gameHistory', paths.dashboard.gameHistory),
        dashboardChild('claim-bonus', 'dashboard.claimBonus', paths.dashboard.claimBonus),
        dashboardChild('bonuses', 'dashboard.bonuses', paths.dashboard.bonuses),
        dashboardChild('my-bets', 'dashboard.myBets', paths.dashboard.myBets),
        dashboardChild('bet-settings', 'dashboard.betSettings', paths.dashboard.betSettings),
        dashboardChild('session-history', 'dashboard.sessionHistory', paths.dashboard.sessionHistory),
        dashboardChild(
          'responsible-gaming',
          'dashboard.responsibleGaming',
          paths.dashboard.responsibleGaming,
        ),
        dashboardChild('verification', 'dashboard.verification', paths.dashboard.verification),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]
}

export function createRouter() {
  return createBrowserRouter(routes)
}

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, redirect, RouterProvider } from 'react-router'
import { onUnauthorized, readToken } from './api/client'
import { I18nProvider } from './i18n/i18n'
import { RouteError } from './shell/route-error'
import type { LoginNotice } from './login/notice'
import './bo.css'

/*
 * The back-office console (docs/backoffice.md "The console (/bo)"): its own page (bo.html), its own
 * router under /bo, and each screen a chunk of its own loaded when first opened. Nothing here is
 * imported by the player site, and nothing of the player site's router or shell is imported here.
 */

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        count < 1 &&
        !(error instanceof Error && 'status' in error && (error as { status: number }).status < 500),
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
  },
})

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
})

/** While a screen's chunk arrives on the first load. */
function Loading() {
  return null
}

const router = createBrowserRouter([
  {
    path: '/bo/login',
    lazy: screen(() => import('./login/login-route')),
    errorElement: <RouteError />,
    HydrateFallback: Loading,
  },
  {
    path: '/bo',
    lazy: screen(() => import('./shell/shell')),
    errorElement: <RouteError />,
    HydrateFallback: Loading,
    children: [
      { index: true, lazy: screen(() => import('./dashboard/dashboard-route')) },
      { path: 'players', lazy: screen(() => import('./players/players-route')) },
      { path: 'players/:id', lazy: screen(() => import('./players/player-route')) },
      { path: 'rg-flags', lazy: screen(() => import('./rg/rg-flags-route')) },
      { path: 'audit', lazy: screen(() => import('./audit/audit-route')) },
      { path: 'payments', lazy: screen(() => import('./queues/payments-route')) },
      { path: 'kyc', lazy: screen(() => import('./queues/kyc-route')) },
      { path: 'actions', lazy: screen(() => import('./actions/actions-route')) },
      { path: 'staff', lazy: screen(() => import('./staff/staff-route')) },
      { path: 'trading', lazy: screen(() => import('./trading/events-route')) },
      { path: 'trading/events/:id', lazy: screen(() => import('./trading/event-route')) },
      { path: 'risk', lazy: screen(() => import('./trading/risk-route')) },
      { path: 'featured', lazy: screen(() => import('./featured/featured-route')) },
      { path: 'reports', lazy: screen(() => import('./reports/reports-route')) },
      { path: 'casino', lazy: screen(() => import('./casino/catalog-route')) },
      { path: 'campaigns', lazy: screen(() => import('./campaigns/campaigns-route')) },
      { path: 'content/banners', lazy: screen(() => import('./content/banners-route')) },
      { path: 'content/strings', lazy: screen(() => import('./content/strings-route')) },
      { path: 'trading/winners', lazy: screen(() => import('./trading/winners-route')) },
      { path: 'trading/live', lazy: screen(() => import('./trading/live-route')) },
      { path: 'content/popups', lazy: screen(() => import('./content/popups-route')) },
      { path: 'content/footer', lazy: screen(() => import('./content/footer-route')) },
      { path: 'content/options', lazy: screen(() => import('./content/options-route')) },
      { path: 'campaigns/grants', lazy: screen(() => import('./campaigns/grant-list-route')) },
      { path: 'campaigns/broadcasts', lazy: screen(() => import('./campaigns/broadcast-route')) },
      { path: 'reports/payments', lazy: screen(() => import('./reports/payments-route')) },
      { path: 'reports/first-deposits', lazy: screen(() => import('./reports/first-deposits-route')) },
      { path: 'reports/pnl', lazy: screen(() => import('./reports/pnl-route')) },
      { path: 'reports/liabilities', lazy: screen(() => import('./reports/liabilities-route')) },
      { path: 'reports/margin', lazy: screen(() => import('./reports/margin-route')) },
      { path: 'casino/rounds', lazy: screen(() => import('./rounds/rounds-route')) },
      { path: 'casino/reconciliation', lazy: screen(() => import('./casino/reconciliation-route')) },
      { path: 'content/promotions', lazy: screen(() => import('./content/promotions-route')) },
      { path: 'content/pages', lazy: screen(() => import('./content/pages-route')) },
      { path: '*', lazy: screen(() => import('./shell/not-found')) },
    ],
  },
  // bo.html asked for by its own name: the console's start.
  { path: '*', loader: () => redirect('/bo') },
])

// A 401 on any signed-in call: the session is over (30 idle minutes, signed out elsewhere, roles
// changed). Back to the sign-in screen, which says so; the cached answers go with the session.
onUnauthorized(() => {
  const leave =
    router.state.location.pathname === '/bo/login'
      ? Promise.resolve()
      : router.navigate('/bo/login', { state: { notice: 'ended' } satisfies LoginNotice, replace: true })
  // Cleared once the screens are gone: a screen still mounted would ask again without a token.
  void leave.then(() => queryClient.clear())
})

if (!readToken() && window.location.pathname !== '/bo/login')
  window.history.replaceState(null, '', '/bo/login')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
)

import { useEffect } from 'react'
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { staffCan, type StaffPermission } from '@galata/contract'
import { boCall, BoApiError, readToken, sessionEnded, storeToken } from '../api/client'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'
import type { LoginNotice } from '../login/notice'
import { LanguageSwitch } from './language-switch'
import { SessionContext } from './session'

/** The console's screens and the permission each needs (the sidebar shows only what the roles may use). */
const NAV: { to: string; label: MessageKey; permission: StaffPermission; end?: boolean }[] = [
  { to: '/bo', label: 'nav.dashboard', permission: 'session', end: true },
  { to: '/bo/players', label: 'nav.players', permission: 'players.view' },
  { to: '/bo/payments', label: 'nav.payments', permission: 'payments.view' },
  { to: '/bo/kyc', label: 'nav.kyc', permission: 'kyc.view' },
  { to: '/bo/rg-flags', label: 'nav.rgFlags', permission: 'rg.flags.view' },
  { to: '/bo/audit', label: 'nav.audit', permission: 'audit.view' },
  { to: '/bo/actions', label: 'nav.actions', permission: 'actions.view' },
  { to: '/bo/staff', label: 'nav.staff', permission: 'staff.view' },
  { to: '/bo/trading', label: 'nav.trading', permission: 'sports.view' },
  { to: '/bo/risk', label: 'nav.risk', permission: 'sports.view' },
  { to: '/bo/featured', label: 'nav.featured', permission: 'sports.view' },
  { to: '/bo/reports', label: 'nav.reports', permission: 'reports.view' },
  { to: '/bo/casino', label: 'nav.catalog', permission: 'catalog.view' },
  { to: '/bo/campaigns', label: 'nav.campaigns', permission: 'campaigns.view' },
  { to: '/bo/content/banners', label: 'nav.banners', permission: 'content.view' },
  { to: '/bo/content/strings', label: 'nav.strings', permission: 'content.view' },
  { to: '/bo/trading/live', label: 'nav.live', permission: 'sports.view' },
  { to: '/bo/trading/winners', label: 'nav.winners', permission: 'sports.view' },
  { to: '/bo/content/popups', label: 'nav.popups', permission: 'content.view' },
  { to: '/bo/content/footer', label: 'nav.footer', permission: 'content.view' },
  { to: '/bo/content/options', label: 'nav.options', permission: 'content.view' },
  { to: '/bo/campaigns/grants', label: 'nav.grantLists', permission: 'bonuses.grant' },
  { to: '/bo/campaigns/broadcasts', label: 'nav.broadcasts', permission: 'notifications.audience' },
  { to: '/bo/casino/rounds', label: 'nav.rounds', permission: 'rounds.view' },
  { to: '/bo/casino/reconciliation', label: 'nav.reconciliation', permission: 'recon.view' },
  { to: '/bo/content/promotions', label: 'nav.promotions', permission: 'content.view' },
  { to: '/bo/content/pages', label: 'nav.pages', permission: 'content.view' },
]

/** The signed-in frame: sidebar, top bar (who, language, sign out) and the screen. */
export default function Shell() {
  const token = readToken()
  const { t } = useI18n()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useQuery({
    queryKey: ['bo', 'me'],
    queryFn: () => boCall('backoffice/auth/me'),
    enabled: !!token,
  })

  // `/` anywhere but in a field goes to the player search (docs/backoffice.md "The console (/bo)").
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return
      const target = e.target as HTMLElement | null
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
      const search = document.getElementById('bo-player-search')
      e.preventDefault()
      if (search) search.focus()
      else void navigate('/bo/players')
    }
    window.addEventListener('keydown', onKey)
    // The search screen's chunk is fetched now, so the box is there as soon as `/` is pressed.
    void import('../players/players-route')
    return () => window.removeEventListener('keydown', onKey)
  }, [navigate])

  // A 401 forgets the token before this screen hears of the error: the sign-in screen is told the
  // session ended rather than shown as if for the first time.
  if (!token && !me.isError)
    return (
      <Navigate
        to="/bo/login"
        replace
        state={sessionEnded() ? ({ notice: 'ended' } satisfies LoginNotice) : null}
      />
    )
  if (me.isPending)
    return (
      <p className="bo-center" role="status">
        {t('app.loading')}
      </p>
    )
  if (me.isError) {
    if (me.error instanceof BoApiError && me.error.status === 401)
      return <Navigate to="/bo/login" replace state={{ notice: 'ended' } satisfies LoginNotice} />
    return (
      <main className="bo-center" id="main">
        <p role="alert">{me.error.message}</p>
      </main>
    )
  }

  const signOut = async () => {
    try {
      await boCall('backoffice/auth/logout', { body: {} })
    } catch {
      // Already over on the server: the tab forgets it all the same.
    }
    storeToken(null)
    queryClient.clear()
    void navigate('/bo/login', { replace: true, state: { notice: 'signedOut' } satisfies LoginNotice })
  }

  const staff = me.data
  return (
    <SessionContext.Provider value={staff}>
      <a href="#main" className="bo-skip">
        {t('app.skip')}
      </a>
      <div className="bo-frame">
        <header className="bo-top">
          <span className="bo-brand">{t('app.title')}</span>
          <span className="bo-who">
            {t('top.signedInAs', { name: staff.username })}{' '}
            <span className="bo-dim">({staff.roles.map((r) => t(`role.${r}`)).join(', ')})</span>
          </span>
          <LanguageSwitch />
          <button type="button" className="bo-button bo-ghost" onClick={() => void signOut()}>
            {t('top.signOut')}
          </button>
        </header>
        <nav className="bo-side" aria-label={t('nav.label')}>
          <ul>
            {NAV.filter((item) => staffCan(staff.roles, item.permission)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="bo-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </SessionContext.Provider>
  )
}

import { lazy, Suspense, useEffect } from 'react'
import { Outlet, ScrollRestoration, useMatches, useNavigation, useSearchParams } from 'react-router'
import { useLiveNotifications } from '../../features/notifications/live'
import { RestrictedBanner, SessionNoticeBanner } from '../../features/protection/components/banners'
import { useT } from '../../shared/i18n/i18n'
import { useBalancePolling } from '../../shared/session/balance'
import { passwordConfirmStore } from '../../shared/session/password-confirm'
import { useSession } from '../../shared/session/session-store'
import { TagManager } from '../../shared/tag-manager'
import { openDialog, setCasinoArea } from '../../shared/store/ui-store'
import { DialogHost } from '../dialog-host'
import { useLoginGuard } from '../login-guard'
import { CALL_ME_PARAM } from '../menus/menus'
import { useRealtime } from '../realtime'
import { BottomBar } from './bottom-bar'
import { useLiveChat } from '../live-chat'
import { CookieNotice } from './cookie-notice/cookie-notice'
import { Breadcrumbs } from './breadcrumbs'
import { Footer } from './footer/footer'
import { Header } from './header/header'
import { ProfilePanel } from './profile-panel'
import { SideMenuDrawer } from './side-menu-drawer'
import { Sidebar } from './sidebar'
import { TopBanner } from './top-banner'
import styles from './root-layout.module.css'

// The password prompt of a remembered session loads only when a call asks for it.
const PasswordConfirmDialog = lazy(() =>
  import('../../features/auth/components/password-confirm-dialog').then((m) => ({
    default: m.PasswordConfirmDialog,
  })),
)

// The reality check (docs/player-protection.md) loads with the first login, not with the home page.
const RealityCheck = lazy(() =>
  import('../../features/protection/components/reality-check').then((m) => ({ default: m.RealityCheck })),
)

/** The header tracks the casino area of the last casino page seen (spec §2), slot by default. */
function useTrackCasinoArea() {
  const matches = useMatches()
  const area = matches
    .map((m) => (m.handle as { casinoArea?: 'slot' | 'live' } | undefined)?.casinoArea)
    .filter(Boolean)
    .pop()
  useEffect(() => {
    if (area) setCasinoArea(area)
  }, [area])
}

/** `/?callme=1`, opened in a new tab by the call-you-back tile, shows the callback form (docs/web.md). */
function useCallMeParam() {
  const [params, setParams] = useSearchParams()
  const callMe = params.get(CALL_ME_PARAM) === '1'
  useEffect(() => {
    if (!callMe) return
    openDialog('callback')
    setParams(
      (p) => {
        p.delete(CALL_ME_PARAM)
        return p
      },
      { replace: true },
    )
  }, [callMe, setParams])
}

/**
 * The site shell: skip link, the home page's domain banner, the desktop sidebar, the header, the
 * breadcrumbs and page, the footer, the mobile bottom bar, both drawers and the dialog host.
 */
export function RootLayout({ isProtected }: { isProtected: (pathname: string) => boolean }) {
  const t = useT()
  const navigation = useNavigation()
  useLoginGuard(isProtected)
  useTrackCasinoArea()
  useCallMeParam()
  useBalancePolling()
  useRealtime()
  useLiveNotifications()
  useLiveChat()
  const hasLogin = useSession((s) => s.hasLogin)
  const askingPassword = passwordConfirmStore.useStore((s) => s.open)

  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      {/* First in the tab order after the skip link, so a keyboard user meets the choice at once. */}
      <CookieNotice />
      {/* Google Tag Manager, only with an id and after "Accept all" (docs/content.md "Tag manager"). */}
      <TagManager />
      <div
        className={`${styles.progress} ${navigation.state === 'loading' ? styles.progressActive : ''}`}
        aria-hidden
      />
      <div className={styles.shell}>
        <Sidebar />
        <div className={styles.column}>
          <TopBanner />
          <Header />
          <main id="main" tabIndex={-1} className={styles.main}>
            <div className={styles.content}>
              <Breadcrumbs />
              <SessionNoticeBanner />
              {hasLogin && <RestrictedBanner />}
              <Outlet />
            </div>
          </main>
          <Footer />
        </div>
      </div>
      <BottomBar />
      <SideMenuDrawer />
      <ProfilePanel />
      <DialogHost />
      {hasLogin && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
      {askingPassword && (
        <Suspense fallback={null}>
          <PasswordConfirmDialog />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  )
}

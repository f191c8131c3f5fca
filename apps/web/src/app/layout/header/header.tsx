import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { LAYOUT } from '@galata/contract'
import { Link, useNavigate } from 'react-router'
import { useBootstrap } from '../../../shared/bootstrap/bootstrap'
import { isDesktopNow } from '../../../shared/hooks/use-media-query'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { useUnreadCount } from '../../../shared/notifications/unread'
import { paths } from '../../../shared/paths'
import { balanceQuery } from '../../../shared/session/balance'
import { BalanceFigures } from '../../../shared/session/balance-figures'
import { useSession } from '../../../shared/session/session-store'
import { openDialog, toggleProfilePanel, toggleSideMenu, useUi } from '../../../shared/store/ui-store'
import { Button, buttonClass } from '../../../shared/ui/button'
import { DemoRibbon } from '../../../shared/ui/demo-ribbon'
import { Icon } from '../../../shared/ui/icon'
import { Logo } from '../../../shared/ui/logo'
import { preloadDialog } from '../../dialogs'
import { LanguageSelector } from './language-selector'
import { MainMenu } from './main-menu'
import { NotificationBell } from './notification-bell'
import { ProfileMenu } from './profile-menu'
import { useHideOnScroll } from './use-hide-on-scroll'
import styles from './header.module.css'

/**
 * The official-domain notice of spec §2. The main domain is the bootstrap's `domainStatus.current`
 * (docs/web.md): on it, and on a development host (localhost or an IP address), nothing shows; on
 * any other host the player is told which address is the official one.
 */
function useOfficialDomainNotice(): string | null {
  const bootstrap = useBootstrap()
  const main = bootstrap ? bootstrap.domainStatus?.current : null
  if (!main) return null
  const host = window.location.hostname.toLowerCase()
  const isDevHost = host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')
  const onMain = host === main.toLowerCase() || host.endsWith(`.${main.toLowerCase()}`)
  return isDevHost || onMain ? null : main
}

/** Guests' Login and Sign Up; Login's dialog code is fetched as soon as the pointer comes near. */
function GuestButtons() {
  const t = useT()
  return (
    <div className={styles.guest}>
      <Button
        variant="outline"
        size="md"
        className={styles.loginButton}
        onClick={() => openDialog('login')}
        onPointerEnter={() => preloadDialog('login')}
        onFocus={() => preloadDialog('login')}
      >
        {t('layout.login')}
      </Button>
      <Button variant="gold" size="md" className={styles.signUpButton} onClick={() => openDialog('register')}>
        {t('layout.signUp')}
      </Button>
    </div>
  )
}

/**
 * The balance (spec §2): the wallet button refreshes it; beside it the cash and the bonus, the
 * bonus a link to its wagering progress (`BalanceFigures`, the same figures as the account menu
 * and the game window; docs/web.md "Balance").
 */
function BalanceBox({ compact = false }: { compact?: boolean }) {
  const t = useT()
  const balance = useSession((s) => s.balance)
  const queryClient = useQueryClient()
  const busy = useIsFetching({ queryKey: balanceQuery.queryKey }) > 0
  return (
    <div
      className={`${styles.balance} ${compact ? styles.balanceCompact : ''}`}
      data-testid={compact ? 'header-balance-phone' : 'header-balance'}
    >
      <button
        type="button"
        className={styles.balanceRefresh}
        onClick={() => void queryClient.refetchQueries({ queryKey: balanceQuery.queryKey })}
        aria-label={t('layout.balanceLabel', { amount: formatMoney(balance) })}
        aria-busy={busy || undefined}
      >
        <Icon name="wallet" size={18} className={`${styles.balanceIcon} ${busy ? styles.spinning : ''}`} />
      </button>
      <BalanceFigures layout={compact ? 'stack' : 'row'} />
    </div>
  )
}

/**
 * The header of spec §2: the mobile bar (menu toggle, logo, user button with the unread dot) and the
 * desktop bar (call me back, claim bonus, promotions, language, then the guest buttons or the
 * player's bell, balance, Deposit and profile), with the main menu below. Hides past 100 px.
 */
export function Header() {
  const t = useT()
  const hasLogin = useSession((s) => s.hasLogin)
  const sideMenuOpen = useUi((s) => s.sideMenuOpen)
  const profilePanelOpen = useUi((s) => s.profilePanelOpen)
  const unread = useUnreadCount()
  const officialDomain = useOfficialDomainNotice()
  const [hidden, reveal] = useHideOnScroll(LAYOUT.headerHideScrollPx)

  const navigate = useNavigate()
  const onUserButton = () => {
    // Spec §2: a visitor gets the login form; a player goes to /dashboard on desktop and toggles
    // the profile panel on mobile.
    if (!hasLogin) openDialog('login')
    else if (isDesktopNow()) void navigate(paths.dashboard.root)
    else toggleProfilePanel()
  }

  return (
    <header className={`${styles.header} ${hidden ? styles.hidden : ''}`} onFocusCapture={reveal}>
      {/* A demo site's payments take no money: said on every page (docs/security.md). */}
      <DemoRibbon label={t('layout.demoRibbon')} detail={t('layout.demoRibbonDetail')} />
      {officialDomain && (
        <p className={styles.domainNotice}>
          <Icon name="lock" size={14} />
          {t('layout.officialDomain', { domain: officialDomain })}
        </p>
      )}
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.mobileOnly}`}
          onClick={toggleSideMenu}
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          aria-label={sideMenuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
        >
          <Icon name="menu" size={22} />
        </button>

        <Link to={paths.home} className={styles.logo} aria-label={t('layout.homeLink')}>
          <Logo />
        </Link>

        <nav className={`${styles.utility} ${styles.desktopOnly}`} aria-label={t('layout.quickLinks')}>
          <button
            type="button"
            className={styles.utilityItem}
            onClick={() => openDialog('callback')}
            title={t('layout.callMeBack')}
          >
            <Icon name="call-me" size={18} />
            <span className={styles.utilityLabel}>{t('layout.callMeBack')}</span>
          </button>
          <Link to={paths.dashboard.claimBonus} className={styles.utilityItem} title={t('layout.claimBonus')}>
            <Icon name="gift" size={18} />
            <span className={styles.utilityLabel}>{t('layout.claimBonus')}</span>
          </Link>
          <Link to={paths.promotions} className={styles.utilityItem} title={t('layout.promotions')}>
            <Icon name="promotions" size={18} />
            <span className={styles.utilityLabel}>{t('layout.promotions')}</span>
          </Link>
        </nav>

        <div className={styles.end}>
          <div className={styles.desktopOnly}>
            <LanguageSelector />
          </div>
          {hasLogin ? (
            <>
              <div className={`${styles.desktopOnly} ${styles.playerTools}`}>
                <NotificationBell />
                <BalanceBox />
                <Link to={paths.dashboard.deposit} className={buttonClass('gold', 'md')}>
                  <Icon name="deposit" size={18} />
                  {t('layout.deposit')}
                </Link>
                <ProfileMenu />
              </div>
              <div className={styles.mobileOnly}>
                <BalanceBox compact />
              </div>
            </>
          ) : (
            <GuestButtons />
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.userButton} ${styles.mobileOnly}`}
            onClick={onUserButton}
            aria-expanded={hasLogin ? profilePanelOpen : undefined}
            aria-controls={hasLogin ? 'profile-panel' : undefined}
            aria-label={hasLogin ? t('layout.openAccount') : t('layout.login')}
          >
            <Icon name="user" size={22} />
            {hasLogin && unread > 0 && (
              <span className={styles.dot}>
                <span className="visually-hidden">{t('layout.unreadDot')}</span>
              </span>
            )}
          </button>
        </div>
      </div>
      <MainMenu />
    </header>
  )
}

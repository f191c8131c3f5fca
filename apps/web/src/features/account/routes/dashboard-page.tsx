import { lazy, Suspense, type ComponentType } from 'react'
import { Link, useLocation } from 'react-router'
import { useIsDesktop } from '../../../shared/hooks/use-media-query'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { BalanceFigures } from '../../../shared/session/balance-figures'
import { useSession } from '../../../shared/session/session-store'
import { buttonClass } from '../../../shared/ui/button'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { AccountDetails } from '../components/account-details'
import { DashboardMenu } from '../components/dashboard-menu'
import { SessionHistory } from '../components/session-history'
import { dashboardItems, type DashboardItem } from '../dashboard-items'
import styles from './dashboard-page.module.css'

/** /dashboard itself: the balance and the quick ways on, and on mobile the menu as the page. */
function Overview({ isDesktop }: { isDesktop: boolean }) {
  const t = useT()
  const user = useSession((s) => s.user)
  if (!isDesktop) return <DashboardMenu variant="page" />
  const shortcuts = dashboardItems.filter((i) =>
    ['deposit', 'withdraw', 'claimBonus', 'account', 'financialActivities', 'phoneVerification'].includes(
      i.id,
    ),
  )
  return (
    <div className={styles.overview}>
      <div className={styles.hero}>
        <div>
          <p className={styles.heroWelcome}>{t('dashboard.welcome', { name: user?.username ?? '' })}</p>
          <p className={styles.heroLabel}>{t('dashboard.balance')}</p>
          <div className={styles.heroBalance}>
            <BalanceFigures />
          </div>
        </div>
        <div className={styles.heroActions}>
          <Link to={paths.dashboard.deposit} className={buttonClass('gold', 'lg')}>
            <Icon name="deposit" size={18} />
            {t('dashboard.deposit')}
          </Link>
          <Link to={paths.dashboard.withdraw} className={buttonClass('subtle', 'lg')}>
            <Icon name="arrow-down" size={18} />
            {t('dashboard.withdraw')}
          </Link>
        </div>
      </div>
      <ul className={styles.shortcuts}>
        {shortcuts.map((item) => (
          <li key={item.id}>
            <Link to={item.url ?? paths.dashboard.root} className={styles.shortcut}>
              <span className={styles.shortcutIcon}>
                <Icon name={item.icon} size={22} />
              </span>
              <span className={styles.shortcutTitle}>{t(item.title)}</span>
              {item.description && <span className={styles.shortcutText}>{t(item.description)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

// The form pages bring react-hook-form and the contract's schemas: they load when first opened.
const PhoneVerification = lazy(() =>
  import('../components/phone-verification').then((m) => ({ default: m.PhoneVerification })),
)
const ChangePasswordForm = lazy(() =>
  import('../components/change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
)

/** Page components by dashboard item id, supplied by the route module. */
export type DashboardPages = Partial<Record<string, ComponentType>>

/** Each /dashboard/* page's own content, by menu item; pages whose feature has not landed say what they will show. */
function PageBody({ item, pages }: { item: DashboardItem; pages?: DashboardPages }) {
  const t = useT()
  // Pages of other features, composed in by app/ (features do not import each other).
  const Page = pages?.[item.id]
  if (Page)
    return (
      <Suspense fallback={<Spinner size={48} />}>
        <Page />
      </Suspense>
    )
  switch (item.id) {
    case 'account':
      return <AccountDetails />
    case 'phoneVerification':
      return (
        <Suspense fallback={<Spinner size={48} />}>
          <PhoneVerification />
        </Suspense>
      )
    case 'changePassword':
      return (
        <Suspense fallback={<Spinner size={48} />}>
          <ChangePasswordForm />
        </Suspense>
      )
    case 'sessionHistory':
      return <SessionHistory />
    default:
      return (
        <EmptyState icon={item.icon} title={t('dashboard.emptyTitle')}>
          {item.description && <p>{t(item.description)}</p>}
        </EmptyState>
      )
  }
}

/**
 * The account area (spec §2): /dashboard and every /dashboard/* page. On desktop the dashboard menu
 * stays on the left and the page on the right; on mobile the menu lives in the profile side panel.
 * Each page's own content arrives with its feature; until then it says what it will show.
 */
export function DashboardPage({ pages }: { pages?: DashboardPages } = {}) {
  const t = useT()
  const { pathname } = useLocation()
  const isDesktop = useIsDesktop()
  const item = dashboardItems.find((i) => i.url && pathname.replace(/\/$/, '') === i.url)
  const title = item ? t(item.title) : t('nav.dashboard')
  return (
    <div className={styles.page}>
      {isDesktop && (
        <aside className={styles.menu}>
          <DashboardMenu variant="page" />
        </aside>
      )}
      <section className={styles.content} aria-labelledby="dashboard-title">
        <header className={styles.header}>
          <h1 id="dashboard-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>
            {item?.description ? t(item.description) : t('dashboard.overviewText')}
          </p>
        </header>
        {item ? <PageBody item={item} pages={pages} /> : <Overview isDesktop={isDesktop} />}
      </section>
    </div>
  )
}

import { Link } from 'react-router'
import { useT } from '../../shared/i18n/i18n'
import { paths } from '../../shared/paths'
import { closeDrawers, setSideMenu, useUi } from '../../shared/store/ui-store'
import { Drawer } from '../../shared/ui/drawer'
import { Icon } from '../../shared/ui/icon'
import { Logo } from '../../shared/ui/logo'
import { LanguageSelector } from './header/language-selector'
import { NavigationTiles } from './navigation-tiles'
import styles from './side-menu-drawer.module.css'

const close = () => setSideMenu(false)

/** The mobile side menu (spec §2): the navigation tiles and the language selector in a left drawer. */
export function SideMenuDrawer() {
  const t = useT()
  const open = useUi((s) => s.sideMenuOpen)
  return (
    <Drawer open={open} onClose={close} side="left" label={t('layout.sideMenu')}>
      <div className={styles.panel} id="side-menu">
        <div className={styles.head}>
          <Link to={paths.home} onClick={closeDrawers} aria-label={t('layout.homeLink')}>
            <Logo />
          </Link>
          <button type="button" className={styles.close} onClick={close} aria-label={t('layout.closeMenu')}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <nav aria-label={t('layout.sideMenu')}>
          <NavigationTiles layout="grid" />
        </nav>
        <div className={styles.language}>
          <LanguageSelector variant="inline" />
        </div>
      </div>
    </Drawer>
  )
}

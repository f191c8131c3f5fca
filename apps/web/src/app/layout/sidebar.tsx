import { useT } from '../../shared/i18n/i18n'
import { LanguageSelector } from './header/language-selector'
import { NavigationTiles } from './navigation-tiles'
import styles from './sidebar.module.css'

/** The desktop left navigation (spec §2): a slim column of tiles with the language selector below. */
export function Sidebar() {
  const t = useT()
  return (
    <aside className={styles.sidebar}>
      <nav className={styles.scroll} aria-label={t('layout.sideMenu')}>
        <NavigationTiles layout="rail" />
      </nav>
      <div className={styles.footer}>
        <LanguageSelector placement="right" />
      </div>
    </aside>
  )
}

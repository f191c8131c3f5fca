import { useT } from '../i18n/i18n'
import { Button } from './button'
import { Icon } from './icon'
import styles from './pager.module.css'

/** Previous / next page buttons with "Page 2 of 5" between them; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  /** Zero-based. */
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const t = useT()
  if (pages <= 1) return null
  const label = t('common.pageOf', { page: page + 1, pages })
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="subtle"
        size="sm"
        iconOnly
        aria-label={t('common.prevPage')}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevron-left" size={16} />
      </Button>
      <span className={styles.pageText}>{label}</span>
      <Button
        variant="subtle"
        size="sm"
        iconOnly
        aria-label={t('common.nextPage')}
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevron-right" size={16} />
      </Button>
    </nav>
  )
}

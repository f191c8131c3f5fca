import { useT } from '../../../shared/i18n/i18n'
import styles from './sportsbook.module.css'

/** The star beside a competition in the sports tree: adds it to the favourites or removes it. */
export function FavoriteStar({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      className={`${styles.star} ${on ? styles.starOn : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'sportsbook.favoriteRemove' : 'sportsbook.favoriteAdd', { name })}
      onClick={onToggle}
      data-testid="favorite-star"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}

import { useId } from 'react'
import type { UiStringKey } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { Icon } from '../../../shared/ui/icon'
import styles from './lobby-filters.module.css'

/** Spec §2 live casino filter: All, Roulette, Blackjack, Poker, Baccarat, Dealer. */
export function LiveFilter({
  filters,
  value,
  onChange,
}: {
  filters: readonly { key: UiStringKey; category: string | null }[]
  value: string | null
  onChange: (category: string | null) => void
}) {
  const t = useT()
  return (
    <div className={styles.tabs} role="group" aria-label={t('casino.filter.label')}>
      {filters.map((f) => (
        <button
          key={f.key}
          type="button"
          className={`${styles.tab} ${value === f.category ? styles.tabActive : ''}`}
          aria-pressed={value === f.category}
          onClick={() => onChange(f.category)}
        >
          {t(f.key)}
        </button>
      ))}
    </div>
  )
}

export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT()
  const id = useId()
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('casino.search.label')}
      </label>
      <Icon name="search" size={18} className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={value}
        maxLength={100}
        placeholder={t('casino.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

/**
 * The provider filter: the studios of the games this lobby has (a chip for a studio with no game
 * here would only lead to an empty page). `favorites` adds the player's favourites as a filter.
 */
export function ProviderChips({
  providers,
  value,
  onChange,
  favorites,
}: {
  providers: readonly { key: string; name: string }[]
  value: string | null
  onChange: (provider: string | null) => void
  favorites?: { isOn: boolean; onToggle: () => void }
}) {
  const t = useT()
  return (
    <div className={styles.chips} role="group" aria-label={t('casino.providers.label')}>
      <button
        type="button"
        className={`${styles.chip} ${value === null ? styles.chipActive : ''}`}
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        {t('casino.providers.all')}
      </button>
      {favorites && (
        <button
          type="button"
          className={`${styles.chip} ${favorites.isOn ? styles.chipActive : ''}`}
          aria-pressed={favorites.isOn}
          onClick={favorites.onToggle}
        >
          ★ {t('casino.filter.favorites')}
        </button>
      )}
      {providers.map((p) => (
        <button
          key={p.key}
          type="button"
          className={`${styles.chip} ${value === p.key ? styles.chipActive : ''}`}
          aria-pressed={value === p.key}
          onClick={() => onChange(value === p.key ? null : p.key)}
        >
          {p.name}
        </button>
      ))}
    </div>
  )
}

const TAG_LABELS = {
  new: 'casino.tag.new',
  popular: 'casino.tag.popular',
  jackpot: 'casino.tag.jackpot',
} as const satisfies Record<string, UiStringKey>

/** New / Popular / Jackpot: one at a time; pressing the chosen one again shows every game. */
export function TagChips({
  tags,
  value,
  onChange,
}: {
  tags: readonly (keyof typeof TAG_LABELS)[]
  value: string | null
  onChange: (tag: keyof typeof TAG_LABELS | null) => void
}) {
  const t = useT()
  if (tags.length === 0) return null
  return (
    <div className={styles.chips} role="group" aria-label={t('casino.tags.label')} data-testid="tag-filters">
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          className={`${styles.chip} ${value === tag ? styles.chipActive : ''}`}
          aria-pressed={value === tag}
          onClick={() => onChange(value === tag ? null : tag)}
        >
          {t(TAG_LABELS[tag])}
        </button>
      ))}
    </div>
  )
}

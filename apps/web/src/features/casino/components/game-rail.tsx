import { useId, useRef, type ReactNode } from 'react'
import type { Game } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { Icon } from '../../../shared/ui/icon'
import styles from './game-rail.module.css'

/** A horizontal shelf of games under a title, scrolled by swipe, wheel or the arrow buttons. */
export function GameRail({
  title,
  games,
  renderCard,
}: {
  title: string
  games: readonly Game[]
  renderCard: (game: Game) => ReactNode
}) {
  const t = useT()
  const id = useId()
  const track = useRef<HTMLUListElement>(null)
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' })
  return (
    <section className={styles.rail} aria-labelledby={id}>
      <header className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <span className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(-1)}
            aria-label={t('casino.rail.scrollLeft')}
          >
            <Icon name="chevron-left" size={16} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(1)}
            aria-label={t('casino.rail.scrollRight')}
          >
            <Icon name="chevron-right" size={16} />
          </button>
        </span>
      </header>
      <ul ref={track} className={styles.track}>
        {games.map((game) => (
          <li key={`${game.mainProviderId}:${game.gameCode}`} className={styles.item}>
            {renderCard(game)}
          </li>
        ))}
      </ul>
    </section>
  )
}

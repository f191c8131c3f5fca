import { useT } from '../../../shared/i18n/i18n'
import { useTopWinners, type TopWinner } from '../api/get-top-winners'
import { formatWinAmount } from '../lib/format'
import { useHeroReady } from '../lib/hero-ready'
import styles from './top-winners.module.css'

const DEFAULT_GAME_IMAGE = '/media/games/default.svg'

function WinnerRow({ winner }: { winner: TopWinner }) {
  return (
    <li className={styles.row}>
      <img
        className={styles.thumb}
        src={winner.image || DEFAULT_GAME_IMAGE}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_GAME_IMAGE)) e.currentTarget.src = DEFAULT_GAME_IMAGE
        }}
      />
      <span className={styles.who}>
        <span className={styles.name}>{winner.name}</span>
        <span className={styles.game}>{winner.game}</span>
      </span>
      <span className={styles.amount}>{formatWinAmount(winner.amount)}</span>
    </li>
  )
}

/**
 * The Top Winners card of spec §2: an endlessly scrolling list (the list is drawn twice so the loop
 * is seamless; the copy is hidden from assistive tech). Hover or focus pauses it; reduced motion
 * turns it into a plain scrollable list. It stays hidden until it has winners (while the list
 * loads, and when it is empty): an empty "Top Winners" card reads as a site nobody wins on, and the
 * video banner beside it takes the whole row meanwhile (docs/content-ui.md "Top Winners").
 */
export function TopWinners() {
  const t = useT()
  // Below the fold: asked for once the hero has painted.
  const isHeroReady = useHeroReady()
  const { data } = useTopWinners(isHeroReady)
  const winners = data ?? []
  if (winners.length === 0) return null
  const shouldScroll = winners.length > 4
  // About 2.4 s per row keeps names readable.
  const duration = `${winners.length * 2.4}s`

  return (
    <section className={styles.card} aria-labelledby="top-winners-title">
      <header className={styles.header}>
        <span className={styles.trophy} aria-hidden>
          <svg viewBox="0 0 24 24">
            <path d="M7 4h10v3a5 5 0 0 1-10 0V4zm-3 1h3v2a3 3 0 0 1-3-2zm13 0h3a3 3 0 0 1-3 2V5zM10 14h4v3h3v3H7v-3h3v-3z" />
          </svg>
        </span>
        <h2 id="top-winners-title" className={styles.title}>
          {t('home.topWinners.title')}
        </h2>
        <span className={styles.live}>{t('home.topWinners.live')}</span>
      </header>

      <div className={styles.viewport} tabIndex={0} aria-label={t('home.topWinners.listLabel')}>
        <div className={shouldScroll ? styles.marquee : undefined} style={{ animationDuration: duration }}>
          <ul className={styles.list}>
            {winners.map((w, i) => (
              <WinnerRow key={`${i}:${w.name}:${w.game}`} winner={w} />
            ))}
          </ul>
          {shouldScroll && (
            <ul className={`${styles.list} ${styles.copy}`} aria-hidden>
              {winners.map((w, i) => (
                <WinnerRow key={`copy:${i}:${w.name}:${w.game}`} winner={w} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}

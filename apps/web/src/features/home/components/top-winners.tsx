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
 * turns it into a plain scrollable list.
 */
export function TopWinners() {
  const t = useT()
  // Below the fold: asked for once the hero has painted.
  const isHeroReady = useHeroReady()
  const { data, isPending } = useTopWinners(isHeroReady)
  const winners = data ?? []
  const shouldScroll = winners.length > 4
  // About 2.4 s per row keeps names readable.
  const duration = `${Math.max(winners.length, 1) * 2.4}s`

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
        {winners.length > 0 && <span className={styles.live}>{t('home.topWinners.live')}</span>}
      </header>

      {isPending ? (
        <ul className={styles.skeleton} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} />
          ))}
        </ul>
      ) : winners.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden>
            ★
          </span>
          <p className={styles.emptyTitle}>{t('home.topWinners.emptyTitle')}</p>
          <p className={styles.emptyText}>{t('home.topWinners.emptyText')}</p>
        </div>
      ) : (
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
      )}
    </section>
  )
}

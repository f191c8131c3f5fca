import { formatNumber, type Game, type UiStringKey } from '@galata/contract'
import { currentLocale, useT } from '../../../shared/i18n/i18n'
import { Icon } from '../../../shared/ui/icon'
import styles from './game-card.module.css'
import { NextDraws, isTvGame } from './next-draws'

export const DEFAULT_GAME_IMAGE = '/media/games/default.svg'

const TAG_LABELS: Record<string, UiStringKey> = {
  new: 'casino.tag.new',
  popular: 'casino.tag.popular',
  jackpot: 'casino.tag.jackpot',
  demo: 'casino.tag.demo',
}

/**
 * A lobby tile: the picture opens the game; the star beside it toggles the favourite (two sibling
 * buttons, never one inside the other). Thumbnails load lazily, so a long rail costs nothing
 * until it scrolls into view.
 */
export function GameCard({
  game,
  onPlay,
  isFavorite = false,
  onToggleFavorite,
}: {
  game: Game
  onPlay: (game: Game) => void
  isFavorite?: boolean
  onToggleFavorite?: (game: Game, wasFavorite: boolean) => void
}) {
  const t = useT()
  const image = game.imageUrl || DEFAULT_GAME_IMAGE
  const tag = (game.tags ?? []).find((x) => x in TAG_LABELS)
  return (
    <div className={styles.card} data-game={game.gameCode}>
      <button
        type="button"
        className={styles.open}
        onClick={() => onPlay(game)}
        aria-label={t('casino.game.play', { name: game.name })}
      >
        <span className={styles.media}>
          <img
            className={styles.image}
            src={image}
            alt=""
            width={300}
            height={300}
            loading="lazy"
            decoding="async"
            onError={(e) => {
              if (!e.currentTarget.src.endsWith(DEFAULT_GAME_IMAGE)) e.currentTarget.src = DEFAULT_GAME_IMAGE
            }}
          />
          {game.isLive ? (
            <span className={styles.live}>{t('casino.game.live')}</span>
          ) : (
            tag && <span className={styles.tag}>{t(TAG_LABELS[tag]!)}</span>
          )}
          <span className={styles.overlay} aria-hidden>
            <span className={styles.play}>
              <svg viewBox="0 0 24 24">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
        </span>
        <span className={styles.name}>{game.name}</span>
        <span className={styles.meta}>
          {game.studio}
          {game.rtp !== null && game.rtp !== undefined && (
            <> · {t('casino.game.rtp', { rtp: formatNumber(game.rtp, currentLocale) })}</>
          )}
        </span>
      </button>
      {isTvGame(game.gameCode) && <NextDraws gameCode={game.gameCode} />}
      {onToggleFavorite && (
        <button
          type="button"
          className={`${styles.favorite} ${isFavorite ? styles.favoriteOn : ''}`}
          aria-pressed={isFavorite}
          aria-label={t(isFavorite ? 'casino.favorite.remove' : 'casino.favorite.add', { name: game.name })}
          onClick={() => onToggleFavorite(game, isFavorite)}
        >
          <Icon name={isFavorite ? 'star-filled' : 'star'} size={16} />
        </button>
      )}
    </div>
  )
}

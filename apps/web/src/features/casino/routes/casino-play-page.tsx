import { useCallback, useMemo } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { decodeGame, paths } from '../../../shared/paths'
import { EmptyState } from '../../../shared/ui/empty-state'
import { PlayWindow } from '../components/play-window'
import { parseLaunchGame } from '../lib/launch'
import styles from './casino-play-page.module.css'

/** /casino/play/{encoded game}: the desktop play page (spec §2); the game object is base64 JSON. */
export function CasinoPlayPage() {
  const t = useT()
  const { game: encoded = '' } = useParams()
  const game = useMemo(() => parseLaunchGame(decodeGame<unknown>(encoded)), [encoded])
  const navigate = useNavigate()
  const location = useLocation()

  // Back to where the player came from; a play page opened directly goes to the casino lobby.
  const close = useCallback(() => {
    if (location.key !== 'default') void navigate(-1)
    else void navigate(paths.casino.slot, { replace: true })
  }, [location.key, navigate])

  if (!game) {
    return (
      <div className={styles.page}>
        <EmptyState icon="casino" title={t('casino.play.invalidTitle')}>
          <p>{t('casino.play.invalidText')}</p>
          <Link to={paths.casino.slot} className={styles.back}>
            {t('casino.play.backToLobby')}
          </Link>
        </EmptyState>
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{game.name}</h1>
      <div className={styles.window}>
        <PlayWindow
          key={`${game.mainProviderId}:${game.gameCode}`}
          game={game}
          isMobile={false}
          onClose={close}
        />
      </div>
    </div>
  )
}

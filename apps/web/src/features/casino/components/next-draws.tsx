import { useQuery } from '@tanstack/react-query'
import { TV_ROUND_GAMES, formatDate } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale, useT } from '../../../shared/i18n/i18n'
import styles from './game-card.module.css'

const DRAWS_SHOWN = 3

export const isTvGame = (code: string) => (TV_ROUND_GAMES as readonly string[]).includes(code)

/**
 * A TV game's lobby card line (docs/tv-games.md): the close times of its next draws, from the public
 * `GET /api/rounds/{game}/current` (the round open now and the published schedule). Nothing when
 * the call fails: the card still opens the game.
 */
export function NextDraws({ gameCode }: { gameCode: string }) {
  const t = useT()
  const { data, dataUpdatedAt } = useQuery({
    queryKey: ['rounds', gameCode, 'current'],
    queryFn: async () => (await call('rounds/:gameCode/current', { params: { gameCode } })).data,
    refetchInterval: 15_000,
    staleTime: 10_000,
  })
  if (!data) return null
  // The server's clock at the answer, moved on by the time since (the player's clock may be off).
  const now = data.now + (Date.now() - dataUpdatedAt)
  const closes = [
    ...(data.status === 'open' && data.closesAt && data.closesAt > now ? [data.closesAt] : []),
    ...data.schedule.map((d) => d.closesAt).filter((c) => c > now && c !== data.closesAt),
  ].slice(0, DRAWS_SHOWN)
  if (closes.length === 0) return null
  const times = closes.map((c) => formatDate(c, currentLocale, { seconds: true }).split(' ')[1]).join(' · ')
  return (
    <p className={styles.draws} data-testid="next-draws">
      {t('casino.game.nextDraws', { times })}
    </p>
  )
}

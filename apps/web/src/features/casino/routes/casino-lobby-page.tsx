import { useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { Game } from '@galata/contract'
import { useBootstrap } from '../../../shared/bootstrap/bootstrap'
import { openGame, type GameSummary } from '../../../shared/games/open-game'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { EmptyState } from '../../../shared/ui/empty-state'
import { VideoBanner } from '../../../shared/ui/video-banner'
import { useCategoryGames } from '../api/get-category-games'
import { useFavorites } from '../api/get-favorites'
import { useToggleFavorite } from '../api/toggle-favorite'
import { GameCard } from '../components/game-card'
import { GameRail } from '../components/game-rail'
import { GameSearch, LiveFilter, ProviderChips, TagChips } from '../components/lobby-filters'
import {
  AREA_HEROES,
  AREA_LABELS,
  AREAS,
  areaCategory,
  areaFromPath,
  categoryIdsFor,
  filterGames,
  LIVE_FILTERS,
  railsOf,
  slugify,
  studiosOf,
  tagsOf,
  type Area,
  type LobbyTag,
  type LobbyCategory,
} from '../lib/catalogue'
import { toLaunchGame } from '../lib/launch'
import styles from './casino-lobby-page.module.css'

/** Cards drawn at first; "show more" adds the same again, so a big lobby stays light. */
const PAGE_SIZE = 48

/**
 * /casino and /casino/{slot|live|games|bingo|tvbets|virtual}. A new area starts with clean filters.
 * `aside` is composed in by the app (the Top Winners card belongs to another feature).
 */
export function CasinoLobbyPage({ aside }: { aside?: ReactNode } = {}) {
  const { pathname } = useLocation()
  const area = areaFromPath(pathname)
  return <Lobby key={area} area={area} aside={aside} />
}

function Lobby({ area, aside }: { area: Area; aside?: ReactNode }) {
  const t = useT()
  const navigate = useNavigate()
  const bootstrap = useBootstrap()
  const categories = useMemo(
    () => (bootstrap ? (bootstrap.casinoCategoryList as LobbyCategory[]) : []),
    [bootstrap],
  )
  const category = areaCategory(categories, area)
  const ids = useMemo(() => categoryIdsFor(categories, area), [categories, area])
  const games = useCategoryGames(ids)
  const favoriteCodes = useFavorites()
  const favoriteSet = useMemo(() => new Set(favoriteCodes), [favoriteCodes])
  const toggleFavorite = useToggleFavorite()

  const [search, setSearch] = useState('')
  const deferredSearch = useDeferredValue(search)
  const [provider, setProvider] = useState<string | null>(null)
  const [liveCategory, setLiveCategory] = useState<string | null>(null)
  const [onlyFavorites, setOnlyFavorites] = useState(false)
  const [tag, setTag] = useState<LobbyTag | null>(null)
  const [limit, setLimit] = useState(PAGE_SIZE)

  const all = useMemo(() => games.data ?? [], [games.data])
  const providers = useMemo(() => studiosOf(all), [all])
  const tags = useMemo(() => tagsOf(all), [all])
  const filtered = useMemo(
    () =>
      filterGames(all, {
        search: deferredSearch,
        provider,
        tag,
        categoryIds: liveCategory ? categoryIdsFor(categories, slugify(liveCategory)) : null,
      }).filter((g) => !onlyFavorites || favoriteSet.has(g.gameCode)),
    [all, deferredSearch, provider, tag, liveCategory, categories, onlyFavorites, favoriteSet],
  )
  const favoriteGames = useMemo(() => all.filter((g) => favoriteSet.has(g.gameCode)), [all, favoriteSet])
  const rails = useMemo(
    () =>
      railsOf(
        all,
        categories.filter((c) => ids.includes(c.id)),
      ),
    [all, categories, ids],
  )
  const isLoading = bootstrap === undefined || (ids.length > 0 && games.isPending)
  const isFiltered = Boolean(deferredSearch.trim() || provider || tag || liveCategory || onlyFavorites)
  // Rails when there is more than one shelf to show; a filtered view is always one grid.
  const showRails = !isFiltered && (rails.length > 1 || favoriteGames.length > 0)
  const title = category?.name || t(AREA_LABELS[area])

  const play = (game: Game) => openGame(toLaunchGame(game) as GameSummary, navigate)
  const card = (game: Game) => (
    <GameCard
      game={game}
      onPlay={play}
      isFavorite={favoriteSet.has(game.gameCode)}
      onToggleFavorite={toggleFavorite}
    />
  )
  const resetLimit = () => setLimit(PAGE_SIZE)
  const clearFilters = () => {
    setSearch('')
    setProvider(null)
    setTag(null)
    setLiveCategory(null)
    setOnlyFavorites(false)
  }

  return (
    <div className={styles.page}>
      <div className={aside ? styles.hero : undefined}>
        {area === 'live' ? (
          // The live tables: the casino video behind what they are (an animated host, no studio).
          <VideoBanner
            video={bootstrap ? bootstrap.videoInfo : null}
            eyebrow={t('casino.video.liveEyebrow')}
            title={t(AREA_HEROES.live.title)}
            text={t(AREA_HEROES.live.text)}
          />
        ) : (
          <VideoBanner
            video={null}
            eyebrow={t(AREA_HEROES[area].eyebrow)}
            eyebrowTone="plain"
            title={t(AREA_HEROES[area].title)}
            text={t(AREA_HEROES[area].text)}
            art={`/media/categories/${area}.svg`}
          />
        )}
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>

      <section className={styles.lobby} aria-labelledby="casino-lobby-title">
        <div className={styles.head}>
          <div>
            <h1 id="casino-lobby-title" className={styles.title}>
              {title}
            </h1>
            {!isLoading && all.length > 0 && (
              <p className={styles.count} aria-live="polite">
                {t('casino.lobby.count', { count: filtered.length })}
              </p>
            )}
          </div>
          <GameSearch
            value={search}
            onChange={(v) => {
              setSearch(v)
              resetLimit()
            }}
          />
        </div>

        {area === 'live' && (
          <LiveFilter
            filters={LIVE_FILTERS}
            value={liveCategory}
            onChange={(c) => {
              setLiveCategory(c)
              resetLimit()
            }}
          />
        )}
        <ProviderChips
          providers={providers}
          value={provider}
          onChange={(p) => {
            setProvider(p)
            resetLimit()
          }}
          favorites={
            favoriteCodes.length > 0
              ? {
                  isOn: onlyFavorites,
                  onToggle: () => {
                    setOnlyFavorites((v) => !v)
                    resetLimit()
                  },
                }
              : undefined
          }
        />

        <TagChips
          tags={tags}
          value={tag}
          onChange={(x) => {
            setTag(x)
            resetLimit()
          }}
        />

        {isLoading ? (
          <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 12 }, (_, i) => (
              <li key={i} className={styles.skeleton} aria-hidden />
            ))}
          </ul>
        ) : all.length === 0 ? (
          <EmptyState icon={area === 'live' ? 'live-casino' : 'casino'} title={t('casino.lobby.emptyTitle')}>
            <p>{t('casino.lobby.emptyText')}</p>
            <ul className={styles.areas}>
              {AREAS.filter((a) => a !== area).map((a) => (
                <li key={a}>
                  <Link to={paths.casino[a]} className={styles.areaLink}>
                    {t(AREA_LABELS[a])}
                  </Link>
                </li>
              ))}
            </ul>
          </EmptyState>
        ) : filtered.length === 0 ? (
          <EmptyState icon="search" title={t('casino.lobby.noMatchTitle')}>
            <p>{t('casino.lobby.noMatchText')}</p>
            {isFiltered && (
              <button type="button" className={styles.clear} onClick={clearFilters}>
                {t('casino.lobby.clearFilters')}
              </button>
            )}
          </EmptyState>
        ) : showRails ? (
          <div className={styles.rails}>
            {favoriteGames.length > 0 && (
              <GameRail title={t('casino.rail.favorites')} games={favoriteGames} renderCard={card} />
            )}
            {rails.map((r) => (
              <GameRail key={r.category.id} title={r.category.name} games={r.games} renderCard={card} />
            ))}
          </div>
        ) : (
          <>
            <ul className={styles.grid}>
              {filtered.slice(0, limit).map((game) => (
                <li key={`${game.mainProviderId}:${game.gameCode}`}>{card(game)}</li>
              ))}
            </ul>
            {filtered.length > limit && (
              <div className={styles.moreRow}>
                <button type="button" className={styles.more} onClick={() => setLimit((l) => l + PAGE_SIZE)}>
                  {t('casino.lobby.showMore', { shown: limit, total: filtered.length })}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  )
}

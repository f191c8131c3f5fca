import type { SportKey } from '@galata/contract'
import { useId, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useIsDesktop } from '../../../shared/hooks/use-media-query'
import { useT } from '../../../shared/i18n/i18n'
import { SportIcon, type SportIconName } from '../../../shared/ui/sport-icon'
import { QueryState } from '../../../shared/ui/query-state'
import { useSportsEvents, useSportsTree } from '../api/get-sports'
import { favoritesFirst, useFavoriteCompetitions } from '../api/favorites'
import { FavoriteStar } from '../components/favorite-star'
import { EventList } from '../components/event-list'
import { OddsFormatSelect } from '../components/odds-format-select'
import { SlipPanel } from '../components/slip-panel'
import { FeaturedBlocks } from '../components/featured'
import { isEsport, matchesSearch } from '../lib/events'
import { BETTING_RULES_PATH, MODE_TABS } from '../lib/modes'
import styles from '../components/sportsbook.module.css'

const ICONS: Record<SportKey, SportIconName> = {
  football: 'football',
  basketball: 'basketball',
  tennis: 'tennis',
  volleyball: 'volleyball',
  hockey: 'hockey',
  cs2: 'esports',
  lol: 'esports',
}

/**
 * /spor and /esports (docs/sportsbook.md): the sports tree (left; on phones a row of chips), the events of
 * the chosen sport or competition by day with their main market, a search over team and
 * competition names, and the bet slip. The choice lives in the address (?sport=&competition=).
 */
export function SportsbookPage() {
  const t = useT()
  const { pathname } = useLocation()
  const esports = pathname.startsWith('/esports')
  const isDesktop = useIsDesktop()
  const searchId = useId()
  const [params, setParams] = useSearchParams()
  const [search, setSearch] = useState('')
  const tree = useSportsTree()
  const favorites = useFavoriteCompetitions()
  const sports = (tree.data ?? []).filter((s) => isEsport(s.sport) === esports)
  const sport = sports.find((s) => s.sport === params.get('sport')) ?? sports[0]
  const competitionId = Number(params.get('competition')) || undefined
  // The starred competitions of this page's sports, in the order they were starred.
  const starred = favorites.ids.flatMap((id) => {
    for (const s of sports) {
      const c = s.competitions.find((x) => x.id === id)
      if (c) return [{ ...c, sport: s.sport }]
    }
    return []
  })
  const competitionButton = (c: { id: number; name: string; preMatch: number }, of: SportKey) => (
    <div className={styles.treeRow}>
      <button
        type="button"
        className={`${styles.treeCompetition} ${c.id === competitionId ? styles.treeActive : ''}`}
        aria-current={c.id === competitionId ? 'true' : undefined}
        onClick={() => choose({ sport: of, competition: c.id })}
      >
        <span>{c.name}</span>
        <span className={styles.treeCount}>{c.preMatch}</span>
      </button>
      <FavoriteStar name={c.name} on={favorites.ids.includes(c.id)} onToggle={() => favorites.toggle(c.id)} />
    </div>
  )
  const events = useSportsEvents(
    { sport: sport?.sport, competitionId: competitionId, live: false },
    Boolean(sport),
  )
  const shown = (events.data?.items ?? []).filter((e) => matchesSearch(e, search))
  const choose = (next: { sport: SportKey; competition?: number }) =>
    setParams(
      next.competition ? { sport: next.sport, competition: String(next.competition) } : { sport: next.sport },
      { replace: true },
    )

  return (
    <div className={styles.book}>
      <nav className={styles.modes} aria-label={t('sports.tabs.label')}>
        {MODE_TABS.map((tab) => (
          <Link
            key={tab.mode}
            to={tab.to}
            className={`${styles.mode} ${(tab.mode === 'esports') === esports && tab.mode !== 'live' ? styles.modeActive : ''}`}
            aria-current={(tab.mode === 'esports') === esports && tab.mode !== 'live' ? 'page' : undefined}
          >
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      <div className={styles.layout}>
        <nav className={isDesktop ? styles.tree : styles.chips} aria-label={t('sportsbook.tree')}>
          {isDesktop && starred.length > 0 && (
            <section className={styles.treeFavorites} aria-labelledby="sports-favorites">
              <h2 id="sports-favorites" className={styles.treeHeading}>
                {t('sportsbook.favorites')}
              </h2>
              <ul className={styles.treeCompetitions} data-testid="favorite-competitions">
                {starred.map((c) => (
                  <li key={c.id}>{competitionButton(c, c.sport)}</li>
                ))}
              </ul>
            </section>
          )}
          <ul className={styles.treeList}>
            {sports.map((s) => (
              <li key={s.sport}>
                <button
                  type="button"
                  className={`${styles.treeSport} ${s.sport === sport?.sport && !competitionId ? styles.treeActive : ''}`}
                  aria-current={s.sport === sport?.sport && !competitionId ? 'true' : undefined}
                  onClick={() => choose({ sport: s.sport })}
                >
                  <SportIcon name={ICONS[s.sport]} className={styles.treeIcon} />
                  <span>{s.name}</span>
                  <span className={styles.treeCount}>{s.preMatch}</span>
                </button>
                {isDesktop && s.sport === sport?.sport && (
                  <ul className={styles.treeCompetitions}>
                    {favoritesFirst(s.competitions, favorites.ids).map((c) => (
                      <li key={c.id}>{competitionButton(c, s.sport)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {!isDesktop && sport && (
            <ul
              className={`${styles.treeList} ${styles.competitionChips}`}
              aria-label={t('sportsbook.competitions')}
            >
              {favoritesFirst(sport.competitions, favorites.ids).map((c) => (
                <li key={c.id}>{competitionButton(c, sport.sport)}</li>
              ))}
            </ul>
          )}
        </nav>

        <section className={styles.centre} aria-labelledby="sportsbook-title">
          <header className={styles.centreHead}>
            <h1 id="sportsbook-title" className={styles.centreTitle}>
              {sport?.name ?? t(esports ? 'sportsbook.esportsTitle' : 'sportsbook.title')}
            </h1>
            <div className={styles.search}>
              <label htmlFor={searchId} className="visually-hidden">
                {t('sportsbook.search')}
              </label>
              <input
                id={searchId}
                type="search"
                className={styles.searchInput}
                placeholder={t('sportsbook.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <OddsFormatSelect />
            <Link to={BETTING_RULES_PATH} className={styles.rulesLink}>
              {t('sportsbook.rules')}
            </Link>
          </header>
          {/* Before the player searches: boosts, Günün Maçları, Popüler Bahisler, ready coupons. */}
          {!esports && !params.get('sport') && !search && <FeaturedBlocks withMatches prefix="spor" />}
          <QueryState
            query={sport ? events : tree}
            icon={esports ? 'esports' : 'sports'}
            errorTitle={t('sportsbook.loadError')}
            retryLabel={t('sportsbook.retry')}
            emptyTitle={t('sportsbook.empty')}
            isEmpty={() => !sport || shown.length === 0}
          >
            {() => <EventList events={shown} />}
          </QueryState>
        </section>

        <SlipPanel />
      </div>
    </div>
  )
}

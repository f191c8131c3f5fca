import type { SportKey } from '@galata/contract'
import { useId, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useIsDesktop } from '../../../shared/hooks/use-media-query'
import { useT } from '../../../shared/i18n/i18n'
import { SportIcon, type SportIconName } from '../../../shared/ui/sport-icon'
import { QueryState } from '../../../shared/ui/query-state'
import { useSportsEvents, useSportsTree } from '../api/get-sports'
import { EventList } from '../components/event-list'
import { OddsFormatSelect } from '../components/odds-format-select'
import { SlipPanel } from '../components/slip-panel'
import { isEsport, matchesSearch } from '../lib/events'
import { MODE_TABS } from '../lib/modes'
import styles from '../components/sportsbook.module.css'

const ICONS: Record<SportKey, SportIconName> = {
  football: 'football',
  basketball: 'basketball',
  tennis: 'tennis',
  cs2: 'esports',
  lol: 'esports',
}

/**
 * /spor and /esports (issue 16): the sports tree (left; on phones a row of chips), the events of
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
  const sports = (tree.data ?? []).filter((s) => isEsport(s.sport) === esports)
  const sport = sports.find((s) => s.sport === params.get('sport')) ?? sports[0]
  const competitionId = Number(params.get('competition')) || undefined
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
                    {s.competitions.map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          className={`${styles.treeCompetition} ${c.id === competitionId ? styles.treeActive : ''}`}
                          aria-current={c.id === competitionId ? 'true' : undefined}
                          onClick={() => choose({ sport: s.sport, competition: c.id })}
                        >
                          <span>{c.name}</span>
                          <span className={styles.treeCount}>{c.preMatch}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
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
          </header>
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

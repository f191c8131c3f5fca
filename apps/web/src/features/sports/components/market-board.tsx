import type { SportsEvent, SportsMarket } from '@galata/contract'
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { Icon } from '../../../shared/ui/icon'
import { groupMarkets } from '../lib/events'
import { marketTabs, tabLabel, type MarketTab } from '../lib/market-tabs'
import styles from './sportsbook.module.css'

/**
 * An event's markets in tabs (Popüler, Goller, Yarılar, Handikap, Skor; lib/market-tabs.ts), the
 * chosen tab's families side by side in a grid over the page's width. Tabs follow the ARIA tabs
 * pattern: arrow keys, Home and End move between them.
 */
export function MarketBoard({
  event,
  markets,
  level,
  renderMarket,
}: {
  event: Pick<SportsEvent, 'sport'>
  markets: readonly SportsMarket[]
  /** The heading level of each family's title (the page's outline decides). */
  level: 2 | 3
  renderMarket: (m: SportsMarket, titled: boolean) => ReactNode
}) {
  const t = useT()
  const id = useId()
  const tabs = marketTabs(markets)
  const [chosen, setChosen] = useState<MarketTab>('popular')
  // A tab can empty in play (half-time closes the halves): the first one left takes over.
  const current = tabs.find((x) => x.tab === chosen) ?? tabs[0]
  if (!current) return null
  const Title = level === 2 ? 'h2' : 'h3'
  const Name = level === 2 ? 'h3' : 'h4'
  const tabId = (tab: MarketTab) => `${id}-tab-${tab}`
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.findIndex((x) => x.tab === current.tab)
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null
    if (next === null) return
    e.preventDefault()
    setChosen(tabs[next]!.tab)
    document.getElementById(tabId(tabs[next]!.tab))?.focus()
  }
  return (
    <div className={styles.board}>
      <div className={styles.boardTabs} role="tablist" aria-label={t('sportsbook.tabs')}>
        {tabs.map(({ tab, markets: ms }) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === current.tab}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current.tab ? 0 : -1}
            className={`${styles.boardTab} ${tab === current.tab ? styles.boardTabActive : ''}`}
            onClick={() => setChosen(tab)}
            onKeyDown={onKey}
          >
            {t(tabLabel(tab, event.sport))}
            <span className={styles.boardTabCount} aria-hidden>
              {ms.length}
            </span>
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(current.tab)}
        className={styles.boardGrid}
        data-testid="market-panel"
      >
        {groupMarkets(current.markets, event.sport).map((group) => (
          <section key={group.key} className={styles.market} aria-labelledby={`${id}-mg-${group.key}`}>
            <Title id={`${id}-mg-${group.key}`} className={styles.marketTitle}>
              {group.title ? t(group.title) : group.markets[0]!.name}
            </Title>
            {group.markets.map((m) => (
              <div key={m.id} className={styles.marketRow}>
                {group.markets.length > 1 && <Name className={styles.marketName}>{m.name}</Name>}
                {renderMarket(m, group.markets.length > 1)}
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}

/**
 * "Doğrulanabilir maç": the provably-fair details behind one line of the header (docs/sportsbook.md
 * "Provably fair"): what it means, the seed's SHA-256 published before kick-off, the seed once
 * revealed and the way to the replay.
 */
export function VerifiableMatch({
  event,
}: {
  event: Pick<SportsEvent, 'id' | 'seedHash' | 'status'> & { seed: string | null }
}) {
  const t = useT()
  const played = event.status === 'finished' || event.status === 'settled'
  return (
    <details className={styles.verifiable} data-testid="verifiable">
      <summary className={styles.verifiableSummary}>
        <Icon name="check" size={16} />
        {t('sportsbook.verifiable')}
      </summary>
      <p className={styles.verifiableText}>{t('sportsbook.verifiableText')}</p>
      <dl className={styles.hashes}>
        <dt>{t('sportsbook.seedHash')}</dt>
        <dd>
          <code>{event.seedHash}</code>
        </dd>
        {event.seed && (
          <>
            <dt>{t('sportsbook.seed')}</dt>
            <dd>
              <code>{event.seed}</code>
            </dd>
          </>
        )}
      </dl>
      {played && event.seed && (
        <Link to={paths.sportsVerify(event.id)} className={styles.verifyLink}>
          {t('sportsbook.verify')}
        </Link>
      )}
    </details>
  )
}

/** "+N" on a list row: the event's other markets, on its page. */
export function MoreMarkets({ event }: { event: Pick<SportsEvent, 'id' | 'home' | 'away' | 'marketCount'> }) {
  const t = useT()
  const more = event.marketCount - 1
  if (more <= 0) return null
  return (
    <Link
      to={paths.sportsEvent(event.id)}
      className={styles.moreMarkets}
      aria-label={t('sportsbook.otherMarkets', { event: `${event.home} - ${event.away}`, count: more })}
      data-testid="more-markets"
    >
      +{more}
    </Link>
  )
}

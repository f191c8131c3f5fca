import { formatPercent, type EventStats, type SportsEventDetail, type UiStringKey } from '@galata/contract'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { formatDateTime } from '../../../shared/dates'
import { currentLocale } from '../../../shared/i18n/locale'
import { useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Spinner } from '../../../shared/ui/spinner'
import { useEventStats } from '../api/share'
import styles from './share.module.css'

/*
 * The match page before kick-off (docs/sportsbook.md "Match statistics"): two ARIA tabs, the markets
 * and İstatistik — each side's last five, the head-to-head, the table with form and the book's
 * probabilities from its score grid. A match in play keeps its tracker instead (event-page.tsx).
 */

type Tab = 'markets' | 'stats'

export function EventTabs({ event, markets }: { event: SportsEventDetail; markets: ReactNode }) {
  const t = useT()
  const id = useId()
  const [tab, setTab] = useState<Tab>('markets')
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ markets: null, stats: null })
  const tabs: { id: Tab; label: UiStringKey }[] = [
    { id: 'markets', label: 'stats.tabMarkets' },
    { id: 'stats', label: 'stats.tab' },
  ]
  const onKey = (e: KeyboardEvent) => {
    const order: Tab[] = ['markets', 'stats']
    const i = order.indexOf(tab)
    const next =
      e.key === 'ArrowRight'
        ? order[(i + 1) % 2]
        : e.key === 'ArrowLeft'
          ? order[(i + 1) % 2]
          : e.key === 'Home'
            ? order[0]
            : e.key === 'End'
              ? order[1]
              : null
    if (!next) return
    e.preventDefault()
    setTab(next)
    refs.current[next]?.focus()
  }
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('stats.tabs')} onKeyDown={onKey}>
        {tabs.map((x) => (
          <button
            key={x.id}
            ref={(el) => {
              refs.current[x.id] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${x.id}-tab`}
            aria-selected={tab === x.id}
            aria-controls={`${id}-${x.id}`}
            tabIndex={tab === x.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(x.id)}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-markets`}
        aria-labelledby={`${id}-markets-tab`}
        hidden={tab !== 'markets'}
      >
        {markets}
      </div>
      <div role="tabpanel" id={`${id}-stats`} aria-labelledby={`${id}-stats-tab`} hidden={tab !== 'stats'}>
        {tab === 'stats' && <MatchStats event={event} />}
      </div>
    </>
  )
}

const pct = (p: number) => formatPercent(p * 100, currentLocale, { decimals: 1 })

export function MatchStats({ event }: { event: SportsEventDetail }) {
  const t = useT()
  const query = useEventStats(event.id, true)
  if (query.isPending) return <Spinner size={32} />
  if (query.isError || !query.data)
    return (
      <div className={styles.card} role="alert">
        <p className={styles.empty}>{t('stats.loadError')}</p>
        <Button variant="subtle" size="sm" onClick={() => void query.refetch()}>
          {t('sportsbook.retry')}
        </Button>
      </div>
    )
  return <StatsView event={event} stats={query.data} />
}

export function StatsView({ event, stats }: { event: SportsEventDetail; stats: EventStats }) {
  const t = useT()
  const p = stats.probabilities
  return (
    <div className={styles.stats} data-testid="match-stats">
      {p && (
        <section className={styles.card} aria-labelledby="stats-probabilities">
          <h2 id="stats-probabilities">{t('stats.probabilities')}</h2>
          <ul className={styles.probs}>
            {(
              [
                ['home', t('stats.prob.home', { team: event.home }), p.home],
                ['draw', t('stats.prob.draw'), p.draw],
                ['away', t('stats.prob.away', { team: event.away }), p.away],
                ['over25', t('stats.prob.over25'), p.over25],
                ['under25', t('stats.prob.under25'), p.under25],
                ['bttsYes', t('stats.prob.bttsYes'), p.bttsYes],
                ['bttsNo', t('stats.prob.bttsNo'), p.bttsNo],
              ] as const
            ).map(([key, label, value]) => (
              <li key={key} className={styles.prob} data-testid={`prob-${key}`}>
                <span>{label}</span>
                <strong>{pct(value)}</strong>
                <span className={styles.bar} aria-hidden>
                  <span style={{ width: `${value * 100}%` }} />
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('stats.probabilitiesNote')}</p>
        </section>
      )}
      <section className={styles.card} aria-labelledby="stats-form">
        <h2 id="stats-form">{t('stats.lastFive')}</h2>
        <h3>{event.home}</h3>
        <MatchList matches={stats.form.home} />
        <h3>{event.away}</h3>
        <MatchList matches={stats.form.away} />
      </section>
      <section className={styles.card} aria-labelledby="stats-h2h">
        <h2 id="stats-h2h">{t('stats.h2h')}</h2>
        <MatchList matches={stats.headToHead} />
      </section>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="stats-table">
        <h2 id="stats-table">{t('stats.table')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="stats-table">
            <thead>
              <tr>
                <th scope="col">
                  <abbr title={t('stats.col.position')}>#</abbr>
                </th>
                <th scope="col">{t('stats.col.team')}</th>
                <Col short="stats.col.played" long="stats.col.playedLong" />
                <Col short="stats.col.won" long="stats.col.wonLong" phone />
                <Col short="stats.col.drawn" long="stats.col.drawnLong" phone />
                <Col short="stats.col.lost" long="stats.col.lostLong" phone />
                <Col short="stats.col.goals" long="stats.col.goalsLong" phone />
                <Col short="stats.col.goalDifference" long="stats.col.goalDifferenceLong" />
                <Col short="stats.col.points" long="stats.col.pointsLong" />
                <th scope="col">{t('stats.col.form')}</th>
              </tr>
            </thead>
            <tbody>
              {stats.table.map((r) => (
                <tr key={r.team} data-side={r.side ?? undefined}>
                  <td>{r.position}</td>
                  <th scope="row">{r.team}</th>
                  <td>{r.played}</td>
                  <td className={styles.hideOnPhone}>{r.won}</td>
                  <td className={styles.hideOnPhone}>{r.drawn}</td>
                  <td className={styles.hideOnPhone}>{r.lost}</td>
                  <td className={styles.hideOnPhone}>
                    {r.goalsFor}:{r.goalsAgainst}
                  </td>
                  <td>{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</td>
                  <td>
                    <strong>{r.points}</strong>
                  </td>
                  <td>
                    <Form outcomes={r.form} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}

function Col({ short, long, phone }: { short: UiStringKey; long: UiStringKey; phone?: boolean }) {
  const t = useT()
  return (
    <th scope="col" className={phone ? styles.hideOnPhone : undefined}>
      <abbr title={t(long)}>{t(short)}</abbr>
    </th>
  )
}

type Outcome = 'W' | 'D' | 'L'
const PILL: Record<Outcome, string | undefined> = { W: styles.pillW, D: styles.pillD, L: styles.pillL }

function Pill({ outcome }: { outcome: Outcome }) {
  const t = useT()
  return (
    <span className={`${styles.pill} ${PILL[outcome] ?? ''}`} title={t(`stats.outcomeLong.${outcome}`)}>
      <span aria-hidden>{t(`stats.outcome.${outcome}`)}</span>
      <span className="visually-hidden">{t(`stats.outcomeLong.${outcome}`)}</span>
    </span>
  )
}

function Form({ outcomes }: { outcomes: readonly Outcome[] }) {
  return (
    <span className={styles.form}>
      {outcomes.map((o, i) => (
        <Pill key={i} outcome={o} />
      ))}
    </span>
  )
}

function MatchList({
  matches,
}: {
  matches: readonly (EventStats['headToHead'][number] & { outcome?: Outcome })[]
}) {
  const t = useT()
  if (matches.length === 0) return <p className={styles.empty}>{t('stats.noHistory')}</p>
  return (
    <ul className={styles.matches}>
      {matches.map((m) => (
        <li key={m.eventId}>
          {m.outcome && <Pill outcome={m.outcome} />}
          <span className={styles.matchTeams}>
            {m.home} - {m.away}
          </span>
          <span className={styles.score}>
            {m.score.home}-{m.score.away}
          </span>
          <span className={styles.note}>{formatDateTime(m.startAt, { time: false })}</span>
        </li>
      ))}
    </ul>
  )
}

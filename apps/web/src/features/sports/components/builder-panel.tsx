import { SPORTS_LIMITS, type SportsEventDetail } from '@galata/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { ApiError, call } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { builderMarkets, togglePick, type BuilderPick } from '../lib/builder'
import { eventName } from '../lib/events'
import { useFormatOdds } from '../lib/odds-format'
import { addBuilder } from '../lib/slip-store'
import { totalOdds } from '../lib/slip-math'
import { MarketBoard } from './market-board'
import styles from './sportsbook.module.css'

/** How long the picks must stand still before they are priced (a player clicks several in a row). */
const PRICE_DEBOUNCE_MS = 300
const { builderSelectionsMin: MIN, builderSelectionsMax: MAX } = SPORTS_LIMITS

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * "Maç Kombini" on a match page (docs/sportsbook.md "Bet builder on the web"): the markets the
 * builder prices, each outcome a toggle (one per market, up to six), the picks with the combined
 * price from `sports/builder/price` once they stand still, beside the singles multiplied, the
 * server's refusal in the player's words when they cannot go together, and "Kupona Ekle", which
 * puts the builder on the slip as one leg at that price.
 */
export function BuilderPanel({ event }: { event: SportsEventDetail }) {
  const t = useT()
  const showOdds = useFormatOdds()
  const headingId = useId()
  const [picks, setPicks] = useState<BuilderPick[]>([])
  const [hint, setHint] = useState<'full' | 'added' | null>(null)
  const ids = picks.map((p) => p.outcomeId)
  const priced = useDebounced(ids, PRICE_DEBOUNCE_MS)
  const ready = priced.length >= MIN && priced.join() === ids.join()
  const price = useQuery({
    queryKey: ['sports', 'builder', event.id, priced] as const,
    queryFn: async () =>
      (await call('sports/builder/price', { body: { eventId: event.id, outcomeIds: priced } })).data,
    enabled: priced.length >= MIN,
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
  const current = ready && !price.isPlaceholderData ? price : null
  const refusal =
    current?.error instanceof ApiError ? current.error.message : current?.error ? t('common.error') : null

  const toggle = (pick: BuilderPick) => {
    const next = togglePick(picks, pick, MAX)
    setHint(next ? null : 'full')
    if (next) setPicks(next)
  }
  const add = () => {
    if (!current?.data) return
    addBuilder({
      outcomeId: picks[0]!.outcomeId,
      eventId: event.id,
      event: eventName(event),
      market: t('builder.title'),
      outcome: picks.map((p) => p.name).join(' + '),
      odds: current.data.odds,
      mbs: Math.max(...picks.map((p) => p.mbs)),
      builder: { outcomeIds: ids, names: picks.map((p) => p.name) },
    })
    setPicks([])
    setHint('added')
  }

  return (
    <div className={styles.builder} data-testid="builder">
      <section className={styles.builderSummary} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.marketTitle}>
          {t('builder.picks')}
        </h2>
        <p className={styles.builderIntro}>{t('builder.intro', { min: MIN, max: MAX })}</p>
        {picks.length === 0 ? (
          <p className={styles.slipEmpty}>{t('builder.empty')}</p>
        ) : (
          <ul className={styles.builderPicks} data-testid="builder-picks">
            {picks.map((p) => (
              <li key={p.outcomeId}>
                <span>{p.name}</span>
                <span className={styles.slipLegOdds}>{showOdds(p.odds)}</span>
                <button
                  type="button"
                  className={styles.slipRemove}
                  aria-label={t('builder.remove', { name: p.name })}
                  onClick={() => toggle(p)}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div aria-live="polite" className={styles.builderPrice}>
          {picks.length > 0 && picks.length < MIN && (
            <p className={styles.slipHint}>{t('builder.needMore', { min: MIN })}</p>
          )}
          {picks.length >= MIN && !current?.data && !refusal && (
            <p className={styles.slipHint}>{t('builder.pricing')}</p>
          )}
          {current?.data && (
            <>
              <dl className={styles.slipSums}>
                <div className={styles.slipPayout}>
                  <dt>{t('builder.odds')}</dt>
                  <dd data-testid="builder-odds">{showOdds(current.data.odds)}</dd>
                </div>
              </dl>
              <p className={styles.builderSingles} data-testid="builder-singles">
                {t('builder.singles', { odds: showOdds(totalOdds(picks.map((p) => p.odds))) })}
              </p>
            </>
          )}
        </div>
        {refusal && (
          <p className={styles.slipError} role="alert" data-testid="builder-error">
            {refusal}
          </p>
        )}
        {hint === 'full' && (
          <p className={styles.slipHint} role="alert">
            {t('builder.full', { max: MAX })}
          </p>
        )}
        {hint === 'added' && (
          <p className={styles.slipOk} role="status" data-testid="builder-added">
            {t('builder.added')}
          </p>
        )}
        <Button block onClick={add} disabled={!current?.data || picks.length < MIN}>
          {t('builder.add')}
        </Button>
      </section>
      <MarketBoard
        event={event}
        markets={builderMarkets(event.markets)}
        level={2}
        renderMarket={(m) => (
          <div className={styles.marketOutcomes}>
            {m.outcomes.map((o) => {
              const picked = ids.includes(o.id)
              const name = `${m.name}: ${o.name}`
              return (
                <button
                  key={o.id}
                  type="button"
                  className={`${styles.odds} ${picked ? styles.oddsPicked : ''}`}
                  aria-pressed={picked}
                  aria-label={t('sportsbook.oddsLabel', {
                    event: eventName(event),
                    market: m.name,
                    outcome: o.name,
                    odds: showOdds(o.odds),
                  })}
                  onClick={() => toggle({ outcomeId: o.id, marketId: m.id, name, odds: o.odds, mbs: m.mbs })}
                  data-testid="builder-odds-button"
                >
                  <span className={styles.oddsName}>{o.name}</span>
                  <span className={styles.oddsValue}>{showOdds(o.odds)}</span>
                </button>
              )
            })}
          </div>
        )}
      />
    </div>
  )
}

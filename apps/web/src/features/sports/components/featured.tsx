import { useState } from 'react'
import type { Boost, FeaturedSelection, ReadyCoupon, SportsEvent } from '@galata/contract'
import { formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { useFeatured } from '../api/featured'
import { useFormatOdds } from '../lib/odds-format'
import { totalOdds } from '../lib/slip-math'
import { addBuilder, loadCoupon, type SlipSelection } from '../lib/slip-store'
import { BuilderNames } from './bet-slip'
import { EventRow } from './event-list'
import { OddsButton } from './odds-button'
import styles from './sportsbook.module.css'

/*
 * What the book shows before the player searches (docs/sportsbook.md "Featured, boosts and ready
 * coupons"), on the home page and at the top of /spor: odds boosts with the old price struck,
 * Popüler Bahisler, ready coupons added to the slip in one tap, and (on /spor) Günün Maçları. Every
 * price is the odds button the lists use, so a tap puts it on the slip.
 */

const selectionOf = (s: FeaturedSelection): SlipSelection => ({
  outcomeId: s.outcomeId,
  eventId: s.eventId,
  event: `${s.home} - ${s.away}`,
  market: s.market,
  outcome: s.outcome,
  odds: s.odds,
  mbs: s.mbs,
})

/** A selection's row: the match, the market and outcome, and its price as a slip toggle. */
function SelectionRow({ s }: { s: FeaturedSelection }) {
  const sel = selectionOf(s)
  return (
    <li className={styles.featuredRow} data-testid="popular-row">
      <span className={styles.featuredText}>
        <span className={styles.featuredEvent}>{sel.event}</span>
        <span className={styles.featuredMarket}>
          {s.market}: {s.outcome}
        </span>
      </span>
      <OddsButton selection={sel} marketOutcomeIds={[s.outcomeId]} label={s.outcome} />
    </li>
  )
}

function BoostRow({ b }: { b: Boost }) {
  const t = useT()
  const showOdds = useFormatOdds()
  const sel: SlipSelection = { ...selectionOf(b), boost: { id: b.id, was: b.was, maxStake: b.maxStake } }
  return (
    <li className={styles.featuredRow} data-testid="boost-row">
      <span className={styles.featuredText}>
        <span className={styles.boostBadge}>{t('betslip.boosted')}</span>
        <span className={styles.featuredEvent}>{sel.event}</span>
        {b.builder ? (
          <>
            <span className={styles.featuredMarket}>{b.market}</span>
            <BuilderNames names={b.builder.names} />
          </>
        ) : (
          <span className={styles.featuredMarket}>
            {b.market}: {b.outcome}
          </span>
        )}
        <span className={styles.featuredMeta}>
          {t('featured.boostMax', { amount: formatMoney(b.maxStake) })} ·{' '}
          {t('featured.boostUntil', { time: formatDateTime(b.endsAt) })}
        </span>
      </span>
      <span className={styles.boostPrices}>
        <s className={styles.boostWas} aria-hidden>
          {showOdds(b.was)}
        </s>
        <span className="visually-hidden">{t('betslip.boostWas', { odds: showOdds(b.was) })}</span>
        {b.builder ? (
          <BoostedBuilder sel={sel} builder={b.builder} />
        ) : (
          <OddsButton selection={sel} marketOutcomeIds={[b.outcomeId]} label={t('betslip.boosted')} />
        )}
      </span>
    </li>
  )
}

/**
 * A boosted bet builder combination (docs/sportsbook.md "Boosted odds"): one tap puts it on the slip
 * as one builder leg at the boosted price, in place of an earlier builder of the same match.
 */
function BoostedBuilder({ sel, builder }: { sel: SlipSelection; builder: NonNullable<Boost['builder']> }) {
  const t = useT()
  const showOdds = useFormatOdds()
  return (
    <button
      type="button"
      className={styles.odds}
      aria-label={t('featured.boostBuilderAdd', { event: sel.event, odds: showOdds(sel.odds) })}
      onClick={() =>
        addBuilder({ ...sel, builder: { outcomeIds: builder.outcomeIds, names: builder.names } })
      }
      data-testid="odds"
    >
      <span className={styles.oddsName}>{t('betslip.boosted')}</span>
      <span className={styles.oddsValue}>{showOdds(sel.odds)}</span>
    </button>
  )
}

function CouponCard({ c }: { c: ReadyCoupon }) {
  const t = useT()
  const showOdds = useFormatOdds()
  const [added, setAdded] = useState<number | null>(null)
  const open = c.legs.filter((l) => l.available)
  return (
    <li className={styles.couponCard} data-testid="ready-coupon">
      <h3 className={styles.couponTitle}>{c.title}</h3>
      <ul className={styles.couponLegs}>
        {c.legs.map((l) => (
          <li key={l.outcomeId} className={l.available ? undefined : styles.couponGone}>
            <span>
              {l.home} - {l.away}: {l.market} {l.outcome}
            </span>{' '}
            <strong>{showOdds(l.odds)}</strong>
            {!l.available && <span className={styles.couponGoneNote}>{t('featured.couponGone')}</span>}
          </li>
        ))}
      </ul>
      <div className={styles.couponFoot}>
        <span>{t('featured.couponOdds', { odds: showOdds(totalOdds(open.map((l) => l.odds))) })}</span>
        <button
          type="button"
          className={styles.couponAdd}
          aria-label={t('featured.couponAddLabel', { title: c.title })}
          onClick={() => {
            loadCoupon(open.map(selectionOf))
            setAdded(open.length)
          }}
          data-testid="ready-coupon-add"
        >
          {t('featured.couponAdd')}
        </button>
      </div>
      <p role="status" className={styles.couponAdded}>
        {added !== null ? t('featured.couponAdded', { count: added }) : ''}
      </p>
    </li>
  )
}

function Card({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint?: string
  children: React.ReactNode
}) {
  return (
    <section className={styles.homeCard} aria-labelledby={id}>
      <header className={styles.homeHead}>
        <h2 id={id} className={styles.homeTitle}>
          {title}
        </h2>
        {hint && <span className={styles.featuredMeta}>{hint}</span>}
      </header>
      {children}
    </section>
  )
}

/** Günün Maçları as the featured answer gives it (the operator's picks, else the derived rule). */
export function TodaysMatches({ matches }: { matches: readonly SportsEvent[] }) {
  return (
    <ul className={styles.events} data-testid="home-today">
      {matches.map((e) => (
        <EventRow key={e.id} event={e} withCompetition />
      ))}
    </ul>
  )
}

/**
 * The featured blocks; `withMatches` adds Günün Maçları (the home page shows it in its own card).
 * Blocks with nothing to show are left out.
 */
export function FeaturedBlocks({ withMatches = false, prefix }: { withMatches?: boolean; prefix: string }) {
  const t = useT()
  const featured = useFeatured()
  const data = featured.data
  if (!data) return null
  return (
    <div className={styles.featured} data-testid={`${prefix}-featured`}>
      {withMatches && data.matches.length > 0 && (
        <Card id={`${prefix}-today`} title={t('home.sports.today')}>
          <TodaysMatches matches={data.matches} />
        </Card>
      )}
      {data.boosts.length > 0 && (
        <Card id={`${prefix}-boosts`} title={t('featured.boosts')}>
          <ul className={styles.featuredList} data-testid="boosts">
            {data.boosts.map((b) => (
              <BoostRow key={b.id} b={b} />
            ))}
          </ul>
        </Card>
      )}
      {data.popular.length > 0 && (
        <Card id={`${prefix}-popular`} title={t('featured.popular')} hint={t('featured.popularHint')}>
          <ul className={styles.featuredList} data-testid="popular">
            {data.popular.map((s) => (
              <SelectionRow key={s.outcomeId} s={s} />
            ))}
          </ul>
        </Card>
      )}
      {data.coupons.length > 0 && (
        <Card id={`${prefix}-coupons`} title={t('featured.coupons')}>
          <ul className={styles.couponList}>
            {data.coupons.map((c) => (
              <CouponCard key={c.id} c={c} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}

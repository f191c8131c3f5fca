import {
  LIRA,
  SPORTS_LIMITS,
  type BetPlacement,
  type SportsFreebet,
  type UiStringKey,
} from '@galata/contract'
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ApiError } from '../../../shared/api/http'
import { formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/session-store'
import { openDialog } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { NumberInput } from '../../../shared/ui/number-input'
import { Select } from '../../../shared/ui/select'
import { usePlaceBets } from '../api/bets'
import { freebetsQuery, useBoostCampaign, useFreebets } from '../api/promotions'
import { BETTING_RULES_PATH } from '../lib/modes'
import { useFormatOdds } from '../lib/odds-format'
import {
  boostPreview,
  freebetWinnings,
  potentialPayout,
  systemPreview,
  systemStakeBounds,
  totalOdds,
} from '../lib/slip-math'
import { slipRefusal } from '../lib/slip-refusal'
import {
  clearSlip,
  legOf,
  removeSelection,
  showLiveBets,
  slipStore,
  toggleBanker,
  toggleSize,
  updateOdds,
  useSlip,
  type SlipSelection,
  type SlipTab,
} from '../lib/slip-store'
import { useOddsMove } from './odds-button'
import { CouponCode } from './coupon-code'
import { OpenBets } from './open-bets'
import { QuickBetBand } from './quick-bet'
import { PendingBet } from './pending-bet'
import styles from './sportsbook.module.css'

const TABS: readonly { id: SlipTab; label: 'betslip.single' | 'betslip.combo' | 'betslip.system' }[] = [
  { id: 'single', label: 'betslip.single' },
  { id: 'combo', label: 'betslip.combo' },
  { id: 'system', label: 'betslip.system' },
]

const newKey = () => crypto.randomUUID()

/**
 * The Kupon (docs/sportsbook.md "Bet slip"): Tek Maç (each selection its own ticket), Kombine (one ticket,
 * odds multiplied), the stake, the potential payout with the maximum payout notice, the odds-change
 * policy, the server's refusals in the player's language and the placed-bet confirmation.
 */
export function BetSlip({ headingId }: { headingId: string }) {
  const t = useT()
  const { selections, tab, stake: typedStake, policy, bankers: bankerIds, sizes: chosenSizes } = useSlip()
  const hasLogin = useSession((s) => s.hasLogin)
  const place = usePlaceBets()
  const queryClient = useQueryClient()
  const freebets = useFreebets(hasLogin).data ?? []
  // Public terms: a visitor's kombine previews the boost too (docs/sportsbook.md "Sports promotions").
  const boostTerms = useBoostCampaign().data ?? null
  // A freebet stakes a single or a kombine, never a system, a boosted price or a bet builder
  // (docs/sportsbook.md "Sports promotions"); Tek Maç with several selections is several tickets.
  const freebetFits =
    hasLogin &&
    (tab === 'combo' || (tab === 'single' && selections.length === 1)) &&
    !selections.some((s) => s.boost || s.builder)
  const chosenId = useSlip((s) => s.freebetId)
  const freebet = freebetFits ? (freebets.find((f) => f.id === chosenId) ?? null) : null
  const stake = freebet ? freebet.amount : typedStake
  const showOdds = useFormatOdds()
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string; maxStake?: number } | null>(null)
  /** Live bets placed `pending` (docs/sportsbook.md): each shows its countdown, then how the book decided. */
  const liveBets = useSlip((s) => s.live)

  const odds = selections.map((s) => s.odds)
  const stakeValue = stake ?? 0
  const eventIds = new Set(selections.map((s) => s.eventId))
  const sameEvent = tab !== 'single' && eventIds.size < selections.length
  const mbs = Math.max(0, ...selections.map((s) => s.mbs))
  const bankers = new Set(bankerIds.filter((id) => selections.some((s) => s.outcomeId === id)))
  const free = selections.length - bankers.size
  const sizes = chosenSizes.filter((k) => k <= free)
  const system = systemPreview(
    selections.map((s) => ({ odds: s.odds, banker: bankers.has(s.outcomeId) })),
    sizes,
    stakeValue,
  )
  const blocked: UiStringKey | null =
    tab === 'combo'
      ? selections.length < 2
        ? 'betslip.comboNeedsTwo'
        : sameEvent
          ? 'betslip.sameEvent'
          : null
      : tab === 'system'
        ? selections.length < 3
          ? 'betslip.systemNeeds'
          : sameEvent
            ? 'betslip.sameEvent'
            : system.bets < 2
              ? 'betslip.pickSize'
              : null
        : null
  const smallestBet = tab === 'system' ? bankers.size + Math.min(...sizes) : selections.length
  const mbsBlocked = tab !== 'single' && !blocked && smallestBet < mbs
  const combo = potentialPayout(stakeValue, odds)
  const singles = selections.map((s) => potentialPayout(stakeValue, [s.odds]))
  const payout =
    tab === 'combo'
      ? combo.payout
      : tab === 'system'
        ? system.payout.payout
        : singles.reduce((sum, p) => sum + p.payout, 0)
  const freebetPays = freebet ? freebetWinnings(freebet.amount, odds) : 0
  const freebetLowOdds =
    freebet !== null &&
    selections.length > 0 &&
    Math.round(totalOdds(odds) * 1000) < Math.round(freebet.minOdds * 1000)
  // The boost pays a freebet kombine too, on the same winnings beyond the stake (`payBoost`).
  const boost = tab === 'combo' && boostTerms && !blocked ? boostPreview(stakeValue, odds, boostTerms) : null
  const capped =
    tab === 'combo' ? combo.capped : tab === 'system' ? system.payout.capped : singles.some((p) => p.capped)
  // A system's stake is typed per combination (docs/sportsbook.md "System stake"); the API's
  // `stake` is the ticket's whole stake, unit × combinations.
  const totalStake =
    tab === 'single' ? stakeValue * selections.length : tab === 'system' ? system.totalStake : stakeValue
  const bounds =
    tab === 'system' && !blocked && system.bets > 0
      ? systemStakeBounds(system.bets)
      : { min: SPORTS_LIMITS.stakeMin, max: SPORTS_LIMITS.stakeMax }
  /** Why the stake cannot be placed as it is, said before the button is pressed. */
  const stakeProblem: string | null =
    stake === null || selections.length === 0 || blocked
      ? null
      : tab === 'system'
        ? stakeValue < bounds.min
          ? t('betslip.stakeTooLowSystem', {
              bets: system.bets,
              min: formatMoney(bounds.min),
              total: formatMoney(SPORTS_LIMITS.stakeMin),
            })
          : stakeValue > bounds.max
            ? t('betslip.stakeTooHighSystem', {
                bets: system.bets,
                max: formatMoney(bounds.max),
                total: formatMoney(Math.round(bounds.max * 100 * system.bets) / 100),
              })
            : null
        : stakeValue < SPORTS_LIMITS.stakeMin
          ? t('betslip.stakeTooLow', { min: formatMoney(SPORTS_LIMITS.stakeMin) })
          : stakeValue > SPORTS_LIMITS.stakeMax
            ? t('betslip.stakeTooHigh', { max: formatMoney(SPORTS_LIMITS.stakeMax) })
            : null
  const canPlace =
    selections.length > 0 &&
    !blocked &&
    !mbsBlocked &&
    stake !== null &&
    stakeValue > 0 &&
    !stakeProblem &&
    !freebetLowOdds &&
    !place.isPending

  const submit = () => {
    setNotice(null)
    showLiveBets([])
    if (!hasLogin) {
      openDialog('login')
      return
    }
    const slips: BetPlacement[] =
      tab === 'single'
        ? selections.map((s) => ({
            kind: 'single',
            legs: [legOf(s)],
            stake: stakeValue,
            oddsChange: policy,
            placementKey: newKey(),
            ...(s.boost ? { boostId: s.boost.id } : {}),
            ...(freebet ? { freebetId: freebet.id } : {}),
          }))
        : tab === 'combo'
          ? [
              {
                kind: 'combo',
                legs: selections.map((s) => legOf(s, true)),
                stake: stakeValue,
                oddsChange: policy,
                placementKey: newKey(),
                ...(freebet ? { freebetId: freebet.id } : {}),
              },
            ]
          : [
              {
                kind: 'system',
                legs: selections.map((s) => ({ ...legOf(s, true), banker: bankers.has(s.outcomeId) })),
                systemSizes: sizes,
                stake: system.totalStake,
                oddsChange: policy,
                placementKey: newKey(),
              },
            ]
    place.mutate(slips, {
      // A used freebet leaves the list; a refused one may have expired or been used elsewhere.
      onSettled: () => freebet && queryClient.invalidateQueries({ queryKey: freebetsQuery.queryKey }),
      onSuccess: (tickets) => {
        clearSlip()
        const live = tickets.filter((x) => x.status === 'pending')
        const taken = tickets.filter((x) => x.status !== 'pending')
        showLiveBets(live)
        if (taken.length > 0)
          setNotice({
            kind: 'ok',
            text:
              taken.length === 1
                ? t('betslip.placed', { id: taken[0]!.id })
                : t('betslip.placedMany', { count: taken.length }),
          })
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ODDS_CHANGED') {
          const legs = (error.data as { legs?: { outcomeId: number; odds: number }[] } | null)?.legs
          if (legs) updateOdds(legs)
          setNotice({ kind: 'error', text: t('betslip.oddsChanged') })
          return
        }
        const refusal = slipRefusal(error, t, { tab, bets: system.bets })
        setNotice({ kind: 'error', text: refusal.text, maxStake: refusal.maxStake })
      },
    })
  }

  return (
    <div className={styles.slip} data-testid="bet-slip">
      <header className={styles.slipHead}>
        <h2 id={headingId} className={styles.slipTitle}>
          {t('betslip.title')}
          <span className={styles.slipCount}>{selections.length}</span>
        </h2>
        {selections.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clearSlip}>
            {t('betslip.clear')}
          </Button>
        )}
      </header>

      <div className={styles.slipTabs} role="radiogroup" aria-label={t('betslip.tabs')}>
        {TABS.map((tabItem) => (
          <button
            key={tabItem.id}
            type="button"
            role="radio"
            aria-checked={tab === tabItem.id}
            className={`${styles.slipTab} ${tab === tabItem.id ? styles.slipTabActive : ''}`}
            onClick={() => slipStore.set({ tab: tabItem.id })}
          >
            {t(tabItem.label)}
          </button>
        ))}
      </div>

      <QuickBetBand />

      {notice && (
        <div
          className={notice.kind === 'ok' ? styles.slipOk : styles.slipError}
          role={notice.kind === 'ok' ? 'status' : 'alert'}
          data-testid={notice.kind === 'ok' ? 'slip-placed' : 'slip-error'}
        >
          <p>{notice.text}</p>
          {notice.kind === 'ok' && hasLogin && (
            <Link to={paths.dashboard.myBets}>{t('betslip.seeMyBets')}</Link>
          )}
          {notice.maxStake !== undefined && (
            <Button variant="subtle" size="sm" onClick={() => slipStore.set({ stake: notice.maxStake! })}>
              {t('betslip.useMaxStake', { amount: formatMoney(notice.maxStake) })}
            </Button>
          )}
        </div>
      )}

      {hasLogin &&
        liveBets.map(({ ticket, endsAt }) => <PendingBet key={ticket.id} ticket={ticket} endsAt={endsAt} />)}

      {selections.length === 0 ? (
        <p className={styles.slipEmpty}>{t('betslip.empty')}</p>
      ) : (
        <>
          <ul className={styles.slipLegs}>
            {selections.map((s) => (
              <SlipLeg
                key={s.builder ? `builder-${s.eventId}` : s.outcomeId}
                selection={s}
                banker={tab === 'system' ? bankers.has(s.outcomeId) : undefined}
              />
            ))}
          </ul>
          {tab === 'system' && free > 0 && (
            <fieldset className={styles.sizes}>
              <legend>{t('betslip.sizes')}</legend>
              {Array.from({ length: free }, (_, i) => i + 1).map((k) => (
                <label key={k} className={styles.size}>
                  <input type="checkbox" checked={sizes.includes(k)} onChange={() => toggleSize(k)} />
                  {t('betslip.size', { k, n: free })}
                </label>
              ))}
            </fieldset>
          )}
          {
            <>
              {blocked && <p className={styles.slipHint}>{t(blocked)}</p>}
              {mbsBlocked && <p className={styles.slipHint}>{t('betslip.mbs', { mbs })}</p>}
              {freebetFits && freebets.length > 0 && <FreebetChoice freebets={freebets} chosen={freebet} />}
              <NumberInput
                label={
                  freebet
                    ? t('betslip.freebet.stake')
                    : tab === 'system'
                      ? t('betslip.stakePerBet')
                      : tab === 'single' && selections.length > 1
                        ? t('betslip.stakeEach')
                        : t('betslip.stake')
                }
                name="stake"
                value={stake}
                // The freebet's whole amount is the stake (FREEBET_STAKE otherwise): not to be typed over.
                disabled={freebet !== null}
                onChange={(v) => slipStore.set({ stake: v })}
                min={tab === 'system' ? 0.01 : SPORTS_LIMITS.stakeMin}
                max={SPORTS_LIMITS.stakeMax}
                maxFractionDigits={2}
                step={10}
                prefix={LIRA}
              />
              {freebetLowOdds && (
                <p className={styles.slipHint} data-testid="slip-freebet-min-odds">
                  {t('betslip.freebet.minOdds', { odds: showOdds(freebet!.minOdds) })}
                </p>
              )}
              {stakeProblem && (
                <p className={styles.slipHint} data-testid="slip-stake-problem">
                  {stakeProblem}
                </p>
              )}
              <dl className={styles.slipSums}>
                {tab === 'system' && !blocked && (
                  <div>
                    <dt>{t('betslip.bets')}</dt>
                    <dd data-testid="slip-bets">{system.bets}</dd>
                  </div>
                )}
                {tab === 'combo' && (
                  <div>
                    <dt>{t('betslip.totalOdds')}</dt>
                    <dd data-testid="slip-total-odds">{showOdds(totalOdds(odds))}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('betslip.totalStake')}</dt>
                  <dd data-testid="slip-total-stake">{formatMoney(totalStake)}</dd>
                </div>
                {boost?.qualifies && (
                  <div data-testid="slip-boost-preview">
                    <dt>{t('betslip.boost.label', { percent: boostTerms!.percent })}</dt>
                    <dd>+{formatMoney(boost.amount)}</dd>
                  </div>
                )}
                <div className={styles.slipPayout}>
                  <dt>{freebet ? t('betslip.freebet.payout') : t('betslip.payout')}</dt>
                  <dd data-testid="slip-payout">
                    {formatMoney((freebet ? freebetPays : payout) + (boost?.qualifies ? boost.amount : 0))}
                  </dd>
                </div>
              </dl>
              {freebet && (
                <p className={styles.slipHint} role="note">
                  {t('betslip.freebet.note')}
                </p>
              )}
              {boost && !boost.qualifies && (
                <p className={styles.slipHint} data-testid="slip-boost-hint">
                  {boost.lowOdds
                    ? t('betslip.boost.lowOdds', { odds: showOdds(boostTerms!.minOdds) })
                    : boost.legsMissing === 1
                      ? t('betslip.boost.addOne', { odds: showOdds(boostTerms!.minOdds) })
                      : t('betslip.boost.addMore', {
                          count: boost.legsMissing,
                          odds: showOdds(boostTerms!.minOdds),
                        })}
                </p>
              )}
              {capped && (
                <p className={styles.slipHint} role="note">
                  {t('betslip.maxPayout', { max: formatMoney(SPORTS_LIMITS.payoutMax) })}
                </p>
              )}
              <Select
                label={t('betslip.policy')}
                value={policy}
                onChange={(e) => slipStore.set({ policy: e.target.value as BetPlacement['oddsChange'] })}
              >
                <option value="none">{t('betslip.policy.none')}</option>
                <option value="higher">{t('betslip.policy.higher')}</option>
                <option value="any">{t('betslip.policy.any')}</option>
              </Select>
              <Button block size="lg" onClick={submit} disabled={!canPlace} loading={place.isPending}>
                {hasLogin ? t('betslip.place') : t('betslip.loginToBet')}
              </Button>
            </>
          }
        </>
      )}
      <CouponCode />
      <OpenBets />
      <Link to={BETTING_RULES_PATH} className={styles.rulesLink}>
        {t('sportsbook.rules')}
      </Link>
    </div>
  )
}

/**
 * "Freebet kullan" (docs/sportsbook.md "Sports promotions"): the player's usable freebets, each with
 * its amount, least total price and expiry; choosing one makes the stake its whole amount.
 */
function FreebetChoice({
  freebets,
  chosen,
}: {
  freebets: readonly SportsFreebet[]
  chosen: SportsFreebet | null
}) {
  const t = useT()
  const showOdds = useFormatOdds()
  return (
    <Select
      label={t('betslip.freebet.use')}
      value={chosen ? String(chosen.id) : ''}
      onChange={(e) => slipStore.set({ freebetId: e.target.value ? Number(e.target.value) : null })}
      data-testid="slip-freebet"
    >
      <option value="">{t('betslip.freebet.none')}</option>
      {freebets.map((f) => (
        <option key={f.id} value={f.id}>
          {t('betslip.freebet.option', {
            amount: formatMoney(f.amount),
            odds: showOdds(f.minOdds),
            until: formatDateTime(f.expiresAt),
          })}
        </option>
      ))}
    </Select>
  )
}

/** A bet builder leg's selections, one a line (the slip, Kuponlarım). */
export function BuilderNames({ names }: { names: readonly string[] }) {
  return (
    <ul className={styles.builderNames} data-testid="builder-names">
      {names.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  )
}

function SlipLeg({ selection, banker }: { selection: SlipSelection; banker?: boolean }) {
  const t = useT()
  const move = useOddsMove(selection.odds)
  const showOdds = useFormatOdds()
  return (
    <li className={styles.slipLeg} data-testid="slip-leg">
      <div className={styles.slipLegText}>
        {selection.builder ? (
          <BuilderNames names={selection.builder.names} />
        ) : (
          <span className={styles.slipLegOutcome}>{selection.outcome}</span>
        )}
        <span className={styles.slipLegMarket}>{selection.market}</span>
        <span className={styles.slipLegEvent}>{selection.event}</span>
        {selection.boost && <BoostNote boost={selection.boost} />}
      </div>
      <span className={`${styles.slipLegOdds} ${move ? styles[move] : ''}`}>
        {selection.boost && (
          <s
            className={styles.boostWas}
            aria-label={t('betslip.boostWas', { odds: showOdds(selection.boost.was) })}
          >
            {showOdds(selection.boost.was)}
          </s>
        )}
        {showOdds(selection.odds)}
        {move && (
          <span className="visually-hidden">{t(move === 'up' ? 'betslip.oddsUp' : 'betslip.oddsDown')}</span>
        )}
      </span>
      {banker !== undefined && (
        <button
          type="button"
          className={`${styles.banker} ${banker ? styles.bankerOn : ''}`}
          aria-pressed={banker}
          aria-label={t('betslip.bankerLabel', { name: `${selection.event} ${selection.outcome}` })}
          onClick={() => toggleBanker(selection.outcomeId)}
        >
          {t('betslip.banker')}
        </button>
      )}
      <button
        type="button"
        className={styles.slipRemove}
        aria-label={t('betslip.remove', { name: `${selection.event} ${selection.outcome}` })}
        onClick={() => removeSelection(selection.outcomeId, Boolean(selection.builder))}
      >
        <Icon name="close" size={14} />
      </button>
    </li>
  )
}

/** A boosted selection on the slip: the badge, and on a combination the price it takes instead. */
function BoostNote({ boost }: { boost: NonNullable<SlipSelection['boost']> }) {
  const t = useT()
  const showOdds = useFormatOdds()
  const tab = useSlip((s) => s.tab)
  return (
    <span className={styles.boostBadge} data-testid="slip-boost">
      {t('betslip.boosted')}
      {tab !== 'single' && (
        <span className={styles.boostNote}>
          {t('betslip.boostSingleOnly', { odds: showOdds(boost.was) })}
        </span>
      )}
    </span>
  )
}

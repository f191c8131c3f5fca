import {
  COUPON_CODE,
  type Coupon,
  type CouponShared,
  type CouponShareLeg,
  type UiStringKey,
} from '@galata/contract'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../shared/api/http'
import { formatDateTime } from '../../../shared/dates'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { createStore } from '../../../shared/store/create-store'
import { Button } from '../../../shared/ui/button'
import { TextField } from '../../../shared/ui/text-field'
import { fetchCoupon, shareCoupon } from '../api/share'
import { loadCoupon, useSlip, type SlipSelection } from '../lib/slip-store'
import sb from './sportsbook.module.css'
import styles from './share.module.css'

/*
 * Kupon kodu (docs/sportsbook.md "Coupon codes"): the slip's legs shared as a code and a link
 * (`/spor?kupon=CODE`), a bet builder as one leg, and a code opened — typed into the slip or
 * arriving in the link — filling the slip at today's prices and saying which legs are gone.
 */

type Notice = { kind: 'loaded'; coupon: Coupon } | { kind: 'error'; text: string }

/** What the last opened coupon said, shown in the slip (the link is opened before the slip renders). */
const noticeStore = createStore<{ notice: Notice | null }>({ notice: null })

const GONE: Record<Coupon['gone'][number]['reason'], UiStringKey> = {
  started: 'coupon.gone.started',
  settled: 'coupon.gone.settled',
  closed: 'coupon.gone.closed',
  unknown: 'coupon.gone.unknown',
  unpriced: 'coupon.gone.unpriced',
  boost_ended: 'coupon.gone.boost_ended',
}

/**
 * A slip selection as a shared leg: a bet builder whole, never its first selection alone, with its
 * boost's id when it was taken at a boosted price (docs/sportsbook.md "Coupon codes").
 */
const shareLegOf = (s: SlipSelection): CouponShareLeg =>
  s.builder
    ? {
        builder: { eventId: s.eventId, outcomeIds: s.builder.outcomeIds },
        ...(s.boost ? { boostId: s.boost.id } : {}),
      }
    : { outcomeId: s.outcomeId }

/** Opens a code: the slip takes its open selections; the notice lists the rest. */
export async function openCouponCode(code: string) {
  try {
    const coupon = await fetchCoupon(code)
    loadCoupon(
      coupon.legs.map((l) => ({
        outcomeId: l.outcomeId,
        eventId: l.eventId,
        event: l.event,
        market: l.market,
        outcome: l.outcome,
        odds: l.odds,
        mbs: l.mbs,
        ...(l.builder ? { builder: l.builder } : {}),
        // Still running: the slip shows the boost's price with the builder's struck, as the boards do.
        ...(l.boost ? { boost: l.boost } : {}),
      })),
    )
    noticeStore.set({ notice: { kind: 'loaded', coupon } })
    return true
  } catch (error) {
    noticeStore.set({
      notice: { kind: 'error', text: error instanceof Error ? error.message : String(error) },
    })
    return false
  }
}

/** A shared link's `?kupon=CODE`: opened once, then taken out of the address. */
export function useCouponLink() {
  const [params, setParams] = useSearchParams()
  const code = params.get(COUPON_CODE.linkParam)
  useEffect(() => {
    if (!code) return
    void openCouponCode(code)
    const next = new URLSearchParams(params)
    next.delete(COUPON_CODE.linkParam)
    setParams(next, { replace: true })
  }, [code, params, setParams])
}

/** The link a code opens on this site. */
export const couponLink = (code: string) =>
  `${window.location.origin}${paths.sports}?${COUPON_CODE.linkParam}=${code}`

/** The slip's share button and code field, and what the last opened coupon said. */
export function CouponCode() {
  const t = useT()
  const selections = useSlip((s) => s.selections)
  const notice = noticeStore.useStore((s) => s.notice)
  const [shared, setShared] = useState<(CouponShared & { ids: string }) | null>(null)
  const [shareError, setShareError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)
  const [typed, setTyped] = useState('')
  const linkId = useId()
  const legs = selections.map(shareLegOf)
  const ids = JSON.stringify(legs)
  // A code describes the selections it was made from: a changed slip needs a new one.
  const current = shared && shared.ids === ids ? shared : null

  const share = async () => {
    setBusy(true)
    setShareError(null)
    setCopied(false)
    try {
      const answer = (await shareCoupon(legs)).data
      setShared({ ...answer, ids })
    } catch (error) {
      setShareError(error instanceof ApiError ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    if (!current) return
    try {
      await navigator.clipboard.writeText(couponLink(current.code))
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!typed.trim()) return
    setBusy(true)
    if (await openCouponCode(typed.trim())) setTyped('')
    setBusy(false)
  }

  return (
    <div className={styles.coupon}>
      {notice && <CouponNotice notice={notice} onDismiss={() => noticeStore.set({ notice: null })} />}
      {selections.length > 0 && (
        <div className={styles.share}>
          <Button
            variant="subtle"
            size="sm"
            onClick={share}
            loading={busy}
            disabled={busy || current !== null}
          >
            {t('coupon.share')}
          </Button>
          {shareError && (
            <p className={sb.slipError} role="alert">
              {shareError}
            </p>
          )}
          {current && (
            <div className={styles.shared} role="status" data-testid="coupon-shared">
              <p className={styles.code}>{t('coupon.shared', { code: current.code })}</p>
              <label htmlFor={linkId} className={styles.linkLabel}>
                {t('coupon.link')}
              </label>
              <input
                id={linkId}
                className={styles.link}
                readOnly
                value={couponLink(current.code)}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="coupon-link"
              />
              <div className={styles.row}>
                <Button variant="ghost" size="sm" onClick={copy}>
                  {t('coupon.copy')}
                </Button>
                {copied && <span className={styles.copied}>{t('coupon.copied')}</span>}
              </div>
              <p className={styles.note}>
                {t('coupon.sharedNote', { date: formatDateTime(current.expiresAt) })}
              </p>
            </div>
          )}
        </div>
      )}
      <form className={styles.load} onSubmit={submit} aria-label={t('coupon.loadTitle')}>
        <TextField
          label={t('coupon.codeLabel')}
          name="couponCode"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
        />
        <Button type="submit" variant="subtle" size="sm" disabled={busy || !typed.trim()}>
          {t('coupon.load')}
        </Button>
      </form>
    </div>
  )
}

function CouponNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const t = useT()
  if (notice.kind === 'error')
    return (
      <div className={sb.slipError} role="alert" data-testid="coupon-error">
        <p>{notice.text}</p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('coupon.dismiss')}
        </Button>
      </div>
    )
  const { coupon } = notice
  // A boost that ended is a notice about a leg that is on the slip, not a leg left out.
  const gone = coupon.gone.filter((g) => g.reason !== 'boost_ended')
  const ended = coupon.gone.filter((g) => g.reason === 'boost_ended')
  return (
    <div
      className={coupon.legs.length > 0 ? sb.slipOk : sb.slipError}
      role="status"
      data-testid="coupon-loaded"
    >
      <p>
        {coupon.legs.length > 0
          ? t('coupon.loaded', { code: coupon.code, count: coupon.legs.length })
          : t('coupon.loadedNone', { code: coupon.code })}
      </p>
      {gone.length > 0 && (
        <>
          <p className={styles.goneTitle}>{t('coupon.goneTitle')}</p>
          <ul className={styles.gone}>
            {gone.map((g) => (
              <li key={g.outcomeId} data-testid="coupon-gone">
                <span className={styles.goneName}>
                  {g.event ? `${g.event} · ${g.market ?? ''}: ${g.outcome ?? ''}` : t('coupon.goneUnknown')}
                </span>
                <span className={styles.goneReason}>{t(GONE[g.reason])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {ended.length > 0 && (
        <>
          <p className={styles.goneTitle}>{t('coupon.boostEndedTitle')}</p>
          <ul className={styles.gone}>
            {ended.map((g) => (
              <li key={g.outcomeId} data-testid="coupon-boost-ended">
                <span
                  className={styles.goneName}
                >{`${g.event ?? ''} · ${g.market ?? ''}: ${g.outcome ?? ''}`}</span>
                <span className={styles.goneReason}>{t(GONE[g.reason])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {t('coupon.dismiss')}
      </Button>
    </div>
  )
}

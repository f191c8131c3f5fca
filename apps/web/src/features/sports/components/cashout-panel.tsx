import { LIRA, type SportsTicket } from '@galata/contract'
import { useId, useState } from 'react'
import { ApiError } from '../../../shared/api/http'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import { NumberInput } from '../../../shared/ui/number-input'
import { useAutoCashout, useCashOut, useCashoutQuote } from '../api/bets'
import styles from './sportsbook.module.css'

/**
 * What a share of the stake pays now, in lira, by the server's rule (cashout.ts): the stake part
 * floored to the kuruş, then the offer times part ÷ stake floored again.
 */
export function shareAmount(offer: number, stake: number, percent: number): number {
  if (percent >= 100) return offer
  const stakeK = Math.round(stake * 100)
  const partK = Math.floor((stakeK * percent) / 100)
  return Math.floor((Math.round(offer * 100) * partK) / stakeK) / 100
}

/**
 * Cash-out of one open ticket (docs/sportsbook.md "Cash-out"), in Kuponlarım and on the
 * slip's open bets: the offer (read again every few seconds), a share slider, the Cash Out button
 * with a confirm step, the agree-to-changes box, and the auto cash-out threshold. A changed offer
 * (CASHOUT_CHANGED) shows the new one and asks again. In play (`inPlay`) the server holds the
 * request for the live delay ("Cash-out in play"): the confirm step says so, "Bozduruluyor…" shows
 * while it is held, then the payment, or the new offer when a moment in the match re-offered it.
 */
export function CashoutPanel({ ticket }: { ticket: SportsTicket }) {
  const t = useT()
  const sliderId = useId()
  const open = ticket.status === 'open' && ticket.kind !== 'system'
  const quote = useCashoutQuote(ticket.id, open)
  const cashOut = useCashOut(ticket.id)
  const auto = useAutoCashout(ticket.id)
  const [percent, setPercent] = useState(100)
  const [confirming, setConfirming] = useState(false)
  const [acceptChanges, setAcceptChanges] = useState(false)
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  /** The request went out on an in-play ticket: the server holds it for the live delay. */
  const [held, setHeld] = useState(false)
  const [threshold, setThreshold] = useState<number | null>(ticket.autoCashout)

  if (ticket.kind === 'system') return null
  const noticeView = notice && (
    <p
      className={notice.kind === 'ok' ? styles.cashoutOk : styles.cashoutError}
      role={notice.kind === 'ok' ? 'status' : 'alert'}
      data-testid="cashout-notice"
    >
      {notice.text}
    </p>
  )
  if (!open) return noticeView ? <div className={styles.cashout}>{noticeView}</div> : null

  const q = quote.data
  const offer = q?.available ? q.offer : 0
  const amount = shareAmount(offer, ticket.stake, percent)
  const stakeK = Math.round(ticket.stake * 100)
  const rest = (stakeK - Math.floor((stakeK * percent) / 100)) / 100

  const submit = () => {
    setNotice(null)
    setHeld(q?.inPlay ?? false)
    cashOut.mutate(
      { offer, ...(percent < 100 ? { fraction: percent / 100 } : {}), acceptChanges },
      {
        onSettled: () => setHeld(false),
        onSuccess: (result) => {
          setConfirming(false)
          setPercent(100)
          setNotice({ kind: 'ok', text: t('cashout.done', { amount: formatMoney(result.amount) }) })
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CASHOUT_CHANGED') {
            const data = error.data as { offer?: number; reason?: string } | null
            void quote.refetch()
            const key = data?.reason === 'state_changed' ? 'cashout.reoffered' : 'cashout.changed'
            setNotice({ kind: 'error', text: t(key, { amount: formatMoney(data?.offer ?? 0) }) })
            return
          }
          setConfirming(false)
          setNotice({ kind: 'error', text: error.message })
        },
      },
    )
  }

  const saveAuto = (value: number | null) =>
    auto.mutate(value, {
      onSuccess: (r) => {
        setThreshold(r.autoCashout)
        setNotice(null)
      },
      onError: (error) => setNotice({ kind: 'error', text: error.message }),
    })

  return (
    <section className={styles.cashout} aria-label={t('cashout.title')} data-testid="cashout">
      {q && !q.available && q.reason && (
        <p className={styles.cashoutNone}>{t(`cashout.unavailable.${q.reason}`)}</p>
      )}
      {q?.available && (
        <>
          <p className={styles.cashoutOffer}>
            <span>{t('cashout.offer')}</span>
            <strong data-testid="cashout-offer">{formatMoney(offer)}</strong>
          </p>
          <div className={styles.cashoutShare}>
            <label htmlFor={sliderId}>{t('cashout.share')}</label>
            <input
              id={sliderId}
              type="range"
              min={1}
              max={100}
              step={1}
              value={percent}
              aria-valuetext={`${percent} %`}
              onChange={(e) => {
                setPercent(Number(e.target.value))
                setConfirming(false)
              }}
              data-testid="cashout-share"
            />
            {percent < 100 && (
              <span className={styles.cashoutShareText}>
                {t('cashout.shareValue', {
                  percent,
                  amount: formatMoney(amount),
                  rest: formatMoney(rest),
                })}
              </span>
            )}
          </div>
          {!confirming ? (
            <Button
              onClick={() => {
                setNotice(null)
                setConfirming(true)
              }}
              disabled={amount <= 0}
              data-testid="cashout-button"
            >
              {t('cashout.button', { amount: formatMoney(amount) })}
            </Button>
          ) : (
            <div className={styles.cashoutConfirm} role="group" aria-label={t('cashout.title')}>
              <p>{t('cashout.confirmQuestion', { amount: formatMoney(amount) })}</p>
              {q.inPlay && <p className={styles.cashoutNone}>{t('cashout.inPlayNote')}</p>}
              <div className={styles.cashoutActions}>
                <Button onClick={submit} loading={cashOut.isPending} data-testid="cashout-confirm">
                  {t('cashout.confirm')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {t('cashout.cancel')}
                </Button>
              </div>
            </div>
          )}
          <Checkbox checked={acceptChanges} onChange={(e) => setAcceptChanges(e.target.checked)}>
            {t('cashout.acceptChanges')}
          </Checkbox>
        </>
      )}
      {held && cashOut.isPending && (
        <p className={styles.cashoutNone} role="status" data-testid="cashout-held">
          {t('cashout.holding')}
        </p>
      )}
      {noticeView}
      <form
        className={styles.cashoutAuto}
        onSubmit={(e) => {
          e.preventDefault()
          saveAuto(threshold)
        }}
      >
        <NumberInput
          label={t('cashout.autoLabel')}
          name="autoCashout"
          value={threshold}
          onChange={setThreshold}
          min={0.01}
          max={ticket.potentialPayout}
          maxFractionDigits={2}
          allowEmpty
          prefix={LIRA}
          hint={t('cashout.autoNote')}
        />
        <div className={styles.cashoutActions}>
          <Button type="submit" variant="ghost" size="sm" loading={auto.isPending}>
            {t('cashout.autoSave')}
          </Button>
          {ticket.autoCashout !== null && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setThreshold(null)
                saveAuto(null)
              }}
            >
              {t('cashout.autoClear')}
            </Button>
          )}
        </div>
        {ticket.autoCashout !== null && (
          <p className={styles.cashoutNone}>
            {t('cashout.autoSet', { amount: formatMoney(ticket.autoCashout) })}
          </p>
        )}
      </form>
    </section>
  )
}

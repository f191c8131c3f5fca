import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BackofficePayment } from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan, useStaff } from '../shell/session'
import { ageOf } from './age'
import { CryptoPayoutSection, payoutStateKey, usePayoutState } from './crypto-payout'
import { DecisionControls } from './decision'

/**
 * One payment request under review (docs/backoffice.md "Payment and document queues"): its fields,
 * approve or reject with the reason the player reads, and the freeze: a hold with a reason for the
 * other members, during which approve and reject stay disabled (the server answers PAYMENT_FROZEN
 * all the same), lifted by Unfreeze.
 */
export function PaymentReview({ payment, onClose }: { payment: BackofficePayment; onClose: () => void }) {
  const { t, dateTime, money } = useI18n()
  const can = useCan()
  const me = useStaff()
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = { title: useId(), frozen: useId(), freezeReason: useId(), belowMinimum: useId() }
  const [current, setCurrent] = useState(payment)
  const [reason, setReason] = useState('')
  const [freezeReason, setFreezeReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => heading.current?.focus(), [])

  const refused = (error: Error) => {
    if (error instanceof BoApiError) setMessage({ ok: false, text: error.message })
    else throw error
  }
  const decide = useMutation({
    mutationFn: (action: 'confirm' | 'reject') =>
      boCall(action === 'confirm' ? 'backoffice/payments/:id/confirm' : 'backoffice/payments/:id/reject', {
        params: { id: current.id },
        body: action === 'reject' ? { note: reason.trim() } : {},
      }),
    onSuccess: (result, action) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', 'payments'] })
      if (result.payoutRequested) {
        // The processor's IPNs settle it (docs/payments.md "Payouts"): the section below follows it.
        void queryClient.invalidateQueries({ queryKey: payoutStateKey(current.id) })
        setMessage({ ok: true, text: t('pay.payoutSent') })
      } else if (result.awaitingSecondApproval) {
        setCurrent((c) => ({ ...c, firstApprovedBy: me.id }))
        setMessage({ ok: true, text: t('pay.firstDone') })
      } else {
        setCurrent((c) => ({ ...c, status: result.status }))
        setMessage({ ok: true, text: t(action === 'confirm' ? 'pay.confirmed' : 'pay.rejected') })
      }
    },
    onError: refused,
  })
  const hold = useMutation({
    mutationFn: (freeze: boolean) =>
      freeze
        ? boCall('backoffice/payments/:id/freeze', {
            params: { id: current.id },
            body: { reason: freezeReason.trim() },
          })
        : boCall('backoffice/payments/:id/unfreeze', { params: { id: current.id }, body: {} }),
    onSuccess: (result, freeze) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', 'payments'] })
      setCurrent((c) => ({
        ...c,
        frozenAt: result.frozenAt,
        frozenBy: result.frozenBy,
        freezeReason: result.freezeReason,
      }))
      setFreezeReason('')
      setMessage({ ok: true, text: t(freeze ? 'pay.frozenDone' : 'pay.unfrozenDone') })
    },
    onError: refused,
  })
  // docs/backoffice.md "Crypto payouts": the payout's state, and its minimum and fee before approval.
  const payoutState = usePayoutState(current.id, current.paidByProcessor)
  const status = payoutState.data?.status ?? current.status
  const pending = status === 2
  const belowMinimum = payoutState.data?.quote?.belowMinimum === true
  const frozen = pending && current.frozenAt !== null
  const waiting = current.firstApprovedBy !== null && pending
  const mayDecide = can('payments.decide')
  const freeze = (e: FormEvent) => {
    e.preventDefault()
    hold.mutate(true)
  }
  return (
    <section className="bo-panel bo-review" aria-labelledby={ids.title} data-testid="payment-review">
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('pay.review', { id: current.id })} · {t(`direction.${current.type}`)} · {money(current.amount)}
      </h2>
      {frozen ? (
        <p className="bo-notice" id={ids.frozen} data-testid="payment-frozen-notice">
          {t('pay.frozenNotice', {
            id: current.frozenBy ?? '',
            at: current.frozenAt ? dateTime(current.frozenAt) : '',
            reason: current.freezeReason ?? '',
          })}
        </p>
      ) : null}
      {waiting ? (
        <p className="bo-notice" data-testid="payment-waiting">
          {current.firstApprovedBy === me.id
            ? t('pay.waitingYou')
            : t('pay.waiting', { id: current.firstApprovedBy ?? '' })}
        </p>
      ) : null}
      <dl className="bo-dl">
        <div>
          <dt>{t('col.player')}</dt>
          <dd>
            <Link to={`/bo/players/${current.playerId}`}>
              {current.username} (#{current.playerId})
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('col.status')}</dt>
          <dd>
            {t(`txstatus.${status}`)}
            {frozen ? ` · ${t('pay.frozenBadge')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('col.method')}</dt>
          <dd>{current.method}</dd>
        </div>
        <div>
          <dt>{t('col.at')}</dt>
          <dd>
            {dateTime(current.createdAt)} ({ageOf(t, current.createdAt)})
          </dd>
        </div>
        {Object.entries(current.detail).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
        {current.providerReference ? (
          <div>
            <dt>{t('pay.reference')}</dt>
            <dd>{current.providerReference}</dd>
          </div>
        ) : null}
        {current.note ? (
          <div>
            <dt>{t('pay.note')}</dt>
            <dd>{current.note}</dd>
          </div>
        ) : null}
      </dl>
      {current.paidByProcessor ? (
        <CryptoPayoutSection
          state={payoutState.data}
          loading={payoutState.isPending}
          belowMinimumId={ids.belowMinimum}
        />
      ) : null}
      {pending && mayDecide ? (
        frozen ? (
          <div className="bo-actions">
            <button
              type="button"
              className="bo-button"
              disabled={hold.isPending}
              onClick={() => hold.mutate(false)}
            >
              {t('pay.unfreeze')}
            </button>
          </div>
        ) : (
          <form className="bo-form" onSubmit={freeze}>
            <label htmlFor={ids.freezeReason}>{t('pay.freezeReason')}</label>
            <input
              id={ids.freezeReason}
              value={freezeReason}
              required
              minLength={3}
              maxLength={200}
              onChange={(e) => setFreezeReason(e.target.value)}
            />
            <div className="bo-actions">
              <button type="submit" className="bo-button bo-ghost" disabled={hold.isPending}>
                {t('pay.freeze')}
              </button>
            </div>
          </form>
        )
      ) : null}
      <DecisionControls
        open={pending && mayDecide}
        busy={decide.isPending}
        {...(frozen ? { lockedBy: ids.frozen } : {})}
        {...(belowMinimum ? { approveLockedBy: ids.belowMinimum } : {})}
        labels={{ approve: t('pay.approve'), reject: t('pay.reject'), reason: t('pay.rejectReason') }}
        reasonMax={200}
        reason={reason}
        onReason={setReason}
        onApprove={() => decide.mutate('confirm')}
        onReject={() => decide.mutate('reject')}
        onClose={onClose}
        message={message}
        outcomeTestId="payment-outcome"
      />
    </section>
  )
}

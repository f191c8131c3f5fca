import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { BackofficePayout, PaymentPayoutState, PayoutQuote } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n, type Translate } from '../i18n/i18n'

/*
 * A crypto withdrawal's payout in the console (docs/backoffice.md "Crypto payouts"): before the
 * approval the processor's minimum and estimated network fee (an amount below the minimum cannot be
 * approved: docs/payments.md "Minimum and fee"), after it the payout's state as the processor's
 * IPNs move it, its reason when it failed and the chain's transaction hash once sent. Read from
 * backoffice/payments/:id/payout, polled while the payout is out.
 */

/** A payout still out: its IPNs will move it, so the panel asks again. */
const isOut = (payout: BackofficePayout | null) =>
  payout !== null && !['finished', 'failed', 'rejected', 'error'].includes(payout.status)

export function payoutStateKey(paymentId: number) {
  return ['bo', 'payments', 'payout', paymentId] as const
}

export function usePayoutState(paymentId: number, enabled: boolean) {
  return useQuery({
    queryKey: payoutStateKey(paymentId),
    queryFn: () => boCall('backoffice/payments/:id/payout', { params: { id: paymentId } }),
    enabled,
    refetchInterval: (query) => (isOut(query.state.data?.payout ?? null) ? 3_000 : false),
  })
}

/** The status as the console reads it; a failure carries the processor's reason. */
export function payoutStatusText(t: Translate, payout: BackofficePayout): string {
  const label = t(`payout.status.${payout.status}`)
  return payout.error && ['failed', 'rejected', 'error'].includes(payout.status)
    ? `${label}: ${payout.error}`
    : label
}

function coins(amount: string, network: string) {
  return `${amount} USDT (${network})`
}

function QuoteView({ quote, noticeId }: { quote: PayoutQuote; noticeId: string }) {
  const { t } = useI18n()
  return (
    <>
      <dl className="bo-dl" data-testid="payout-quote">
        <div>
          <dt>{t('payout.estimate')}</dt>
          <dd>{coins(quote.amount, quote.network)}</dd>
        </div>
        <div>
          <dt>{t('payout.minimum')}</dt>
          <dd>{coins(quote.minAmount, quote.network)}</dd>
        </div>
        <div>
          <dt>{t('payout.fee')}</dt>
          <dd>{coins(quote.fee, quote.network)}</dd>
        </div>
      </dl>
      {quote.belowMinimum ? (
        <p className="bo-notice" id={noticeId} data-testid="payout-below-minimum">
          {t('payout.belowMinimum', { amount: quote.amount, min: quote.minAmount })}
        </p>
      ) : null}
    </>
  )
}

function PayoutView({ payout }: { payout: BackofficePayout }) {
  const { t, dateTime } = useI18n()
  return (
    <dl className="bo-dl" data-testid="payout-detail">
      <div>
        <dt>{t('col.status')}</dt>
        <dd data-testid="payout-detail-status">{payoutStatusText(t, payout)}</dd>
      </div>
      <div>
        <dt>{t('payout.network')}</dt>
        <dd>{payout.network}</dd>
      </div>
      <div>
        <dt>{t('payout.address')}</dt>
        <dd>{payout.address}</dd>
      </div>
      {payout.amount ? (
        <div>
          <dt>{t('payout.amount')}</dt>
          <dd>{coins(payout.amount, payout.network)}</dd>
        </div>
      ) : null}
      {payout.rate ? (
        <div>
          <dt>{t('payout.rate')}</dt>
          <dd>{payout.rate} ₺</dd>
        </div>
      ) : null}
      {payout.processorPayoutId ? (
        <div>
          <dt>{t('payout.processorId')}</dt>
          <dd>{payout.processorPayoutId}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('payout.txHash')}</dt>
        <dd data-testid="payout-tx-hash">{payout.txHash ?? t('payout.txHashPending')}</dd>
      </div>
      {payout.reviewReason ? (
        <div>
          <dt>{t('payout.review')}</dt>
          <dd>{payout.reviewReason}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('payout.updated')}</dt>
        <dd>{dateTime(payout.updatedAt)}</dd>
      </div>
    </dl>
  )
}

/**
 * The review panel's crypto section. `belowMinimumId` is the id of the notice that says why the
 * approval is refused, when it is (the panel's approve button reads it).
 */
export function CryptoPayoutSection({
  state,
  loading,
  belowMinimumId,
}: {
  state: PaymentPayoutState | undefined
  loading: boolean
  belowMinimumId: string
}) {
  const { t } = useI18n()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} data-testid="crypto-payout">
      <h3 id={titleId}>{t('payout.title')}</h3>
      {loading ? <p className="bo-hint">{t('payout.loading')}</p> : null}
      {state?.payout ? <PayoutView payout={state.payout} /> : null}
      {state?.quote ? <QuoteView quote={state.quote} noticeId={belowMinimumId} /> : null}
      {state?.quoteUnavailable ? <p className="bo-notice">{t('payout.quoteUnavailable')}</p> : null}
    </section>
  )
}

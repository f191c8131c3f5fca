import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import {
  cryptoDepositSchema,
  HubCommand,
  PaymentDirection,
  paymentRedirectUrl,
  TIMINGS,
  TransactionStatus,
  TransactionType,
  type CryptoDeposit,
  type PaymentDetailValues,
  type RgState,
} from '@galata/contract'
import { ApiError, call } from '../../../shared/api/http'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { formatWhen } from '../../../shared/protection/format'
import { rgKey, rgQuery } from '../../../shared/protection/rg-api'
import { onHubCommand } from '../../../shared/realtime/hub'
import { balanceQuery } from '../../../shared/session/balance'
import { closeAllDialogs, openDialog, type DialogState } from '../../../shared/store/ui-store'
import { Button, buttonClass } from '../../../shared/ui/button'
import { Dialog } from '../../../shared/ui/dialog'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { toast } from '../../../shared/ui/toast'
import { usePaymentDetail } from '../api/get-payment-detail'
import { useRequestPayment } from '../api/request-payment'
import type { PaymentFieldView } from '../lib/fields'
import { CryptoDepositPanel } from './crypto-deposit-panel'
import { PaymentForm } from './payment-form'
import styles from './payment-dialogs.module.css'

/** What opens the dynamic deposit/withdraw dialog (spec §2): the method and where Back leads. */
export interface DynamicPaymentData {
  id: number
  type: PaymentDirection
  title: string
  /** The dialog Back returns to (the deposit modal); without it Back closes. */
  back?: DialogState
}

/** The refusals of player protection a deposit can meet (docs/player-protection.md). */
const PROTECTION_CODES = new Set(['DEPOSIT_LIMIT', 'TIMED_OUT', 'SELF_EXCLUDED', 'SESSION_LIMIT'])

/** The quick-amount chips of a deposit, shown when within the method's and the deposit limit's bounds. */
export const QUICK_AMOUNTS = [100, 250, 500, 1000] as const

/** What the tightest deposit limit leaves now (lira) and when it grows again; null without one. */
export function depositAllowance(
  state: RgState | undefined,
): { remaining: number; resetsAt: string | null } | null {
  const limits = (state?.limits ?? []).filter((l) => l.kind === 'deposit')
  if (limits.length === 0) return null
  const tightest = limits.reduce((a, b) => (b.remaining < a.remaining ? b : a))
  return { remaining: tightest.remaining, resetsAt: tightest.resetsAt }
}

/** The chips a deposit form offers: within [min, max] and what the deposit limit leaves. */
export function quickAmounts(
  min: number | null | undefined,
  max: number | null | undefined,
  allowance: number | null,
): number[] {
  return QUICK_AMOUNTS.filter(
    (a) => a >= (min ?? 0) && a <= (max ?? Infinity) && (allowance === null || a <= allowance),
  )
}

/**
 * Where the deposit just opened stands: its status in the newest deposits of the history (the
 * deposit answer carries only the payment page, so the newest deposit of this player is this one).
 */
async function newestDeposits() {
  return (
    await call('transaction/financial', {
      body: { transactionType: TransactionType.Deposit, skip: 0, take: 5 },
    })
  ).data.items
}

type View =
  | { kind: 'form' }
  | { kind: 'iframe'; url: string; paymentId: number | null }
  /** The gateway's payment landed (docs/wallet.md "Pending deposits"): the dialog says so. */
  | { kind: 'paid'; amount: number }
  | { kind: 'message'; message: string }
  /** A crypto deposit (docs/payments.md "The waiting dialog"): the address, amount and status. */
  | { kind: 'crypto'; deposit: CryptoDeposit }
  | { kind: 'phone'; message: string }
  | { kind: 'limit'; message: string; detail: string | null }
  /** docs/kyc.md: KYC_REQUIRED, with a link to the verification page. */
  | { kind: 'kyc'; message: string }

function isPaymentData(data: unknown): data is DynamicPaymentData {
  const d = data as DynamicPaymentData | undefined
  return typeof d?.id === 'number' && (d.type === 1 || d.type === 2)
}

/**
 * The dynamic deposit and withdraw dialog (spec §2, §4): loads the method's fields, shows the form,
 * then the result. Not dismissable by Escape or the backdrop, so an entered card number is not lost
 * to a stray click; Back and Close are explicit.
 */
export function DynamicPaymentDialog({ data }: { data?: unknown }) {
  const t = useT()
  const isValid = isPaymentData(data)
  useEffect(() => {
    if (!isValid) closeAllDialogs()
  }, [isValid])
  if (!isPaymentData(data)) return null
  const heading = `${data.type === PaymentDirection.Deposit ? t('payments.depositTitle') : t('payments.withdrawTitle')} · ${data.title}`
  return (
    <Dialog title={heading} size="primary" dismissable={false}>
      <DynamicPayment data={data} />
    </Dialog>
  )
}

function DynamicPayment({ data }: { data: DynamicPaymentData }) {
  const t = useT()
  const queryClient = useQueryClient()
  const detail = usePaymentDetail({ id: data.id, type: data.type })
  const payment = useRequestPayment()
  const [view, setView] = useState<View>({ kind: 'form' })
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null)
  const isDeposit = data.type === PaymentDirection.Deposit
  // Fresh on opening: the allowance shown before the player types is what the server will apply.
  const rg = useQuery({ ...rgQuery, staleTime: 0, enabled: isDeposit })
  const allowance = isDeposit ? depositAllowance(rg.data) : null
  const amountField = detail.data?.find((f) => f.key === 'amount')
  const chips = isDeposit
    ? quickAmounts(amountField?.min, amountField?.max, allowance?.remaining ?? null)
    : []

  // While the payment page is open elsewhere: the hub's balance push (docs/realtime.md), a return
  // to this tab, or a slow poll looks the deposit up; once confirmed the dialog turns to success.
  const pendingId = view.kind === 'iframe' ? view.paymentId : null
  useEffect(() => {
    if (pendingId === null) return
    let stopped = false
    const check = async () => {
      try {
        const item = (await newestDeposits()).find((i) => i.id === pendingId)
        if (stopped || !item || item.status !== TransactionStatus.Confirmed) return
        stopped = true
        setView({ kind: 'paid', amount: item.amount })
        void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey })
        void queryClient.invalidateQueries({ queryKey: rgKey })
      } catch {
        // The next push, focus or poll tries again.
      }
    }
    const off = onHubCommand(HubCommand.Balance, () => void check())
    const timer = setInterval(() => void check(), 5_000)
    window.addEventListener('focus', check)
    return () => {
      stopped = true
      off()
      clearInterval(timer)
      window.removeEventListener('focus', check)
    }
  }, [pendingId, queryClient])

  useEffect(() => () => clearTimeout(closing.current ?? undefined), [])

  // Spec §4, §8: no fields or a failed load → the error, then every dialog closes after ~100 ms.
  const failed = detail.isError || (detail.isSuccess && detail.data.length === 0)
  useEffect(() => {
    if (!failed) return
    const message =
      detail.error instanceof ApiError && detail.error.message ? detail.error.message : t('payments.noData')
    toast.error(message)
    closing.current = setTimeout(closeAllDialogs, TIMINGS.dialogCloseOnLoadErrorMs)
  }, [failed, detail.error, t])

  // Back from the payment page in another tab: the balance may have changed there.
  useEffect(() => {
    if (view.kind !== 'iframe') return
    const refresh = () => void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey })
    window.addEventListener('focus', refresh)
    return () => window.removeEventListener('focus', refresh)
  }, [view.kind, queryClient])

  const back = () => (data.back ? openDialog(data.back.name, data.back.data) : closeAllDialogs())

  const submit = async (values: PaymentDetailValues) => {
    try {
      const res = await payment.mutateAsync({ id: data.id, type: data.type, detail: values })
      if (isDeposit) {
        const crypto = cryptoDepositSchema.safeParse(res.data)
        const url = paymentRedirectUrl(res.data)
        if (crypto.success) {
          setView({ kind: 'crypto', deposit: crypto.data })
          void queryClient.invalidateQueries({ queryKey: rgKey })
        } else if (url) {
          // Spec §4: the payment page opens in a new tab at once; Continue opens it again.
          window.open(url, '_blank', 'noopener')
          setView({ kind: 'iframe', url, paymentId: null })
          void queryClient.invalidateQueries({ queryKey: rgKey })
          const newest = await newestDeposits().catch(() => [])
          const opened = newest.find((i) => i.status === TransactionStatus.Pending && i.canContinue)
          if (opened) setView({ kind: 'iframe', url, paymentId: opened.id })
        } else {
          setView({ kind: 'message', message: res.message || t('payments.done') })
        }
      } else {
        const message = res.message || t('payments.done')
        toast.success(message)
        setView({ kind: 'message', message })
        closing.current = setTimeout(closeAllDialogs, TIMINGS.dialogCloseAfterWithdrawMs)
      }
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      if (apiError?.code === 'PHONE_NOT_VERIFIED') {
        setView({ kind: 'phone', message: apiError.message })
        return
      }
      if (apiError?.code === 'KYC_REQUIRED') {
        setView({ kind: 'kyc', message: apiError.message })
        return
      }
      // docs/player-protection.md: a deposit over the limit says what remains and when it resets, with the
      // way to the limits; a time-out or self-exclusion says until when.
      if (apiError && PROTECTION_CODES.has(apiError.code ?? '')) {
        const d = (apiError.data ?? {}) as { remaining?: number; resetsAt?: string | null }
        const detail =
          apiError.code === 'DEPOSIT_LIMIT' && typeof d.remaining === 'number'
            ? t('rg.refused.remaining', {
                amount: formatMoney(d.remaining),
                date: formatWhen(d.resetsAt) || '—',
              })
            : null
        setView({ kind: 'limit', message: apiError.message, detail })
        return
      }
      toast.error(apiError?.message || t('common.error'))
      throw error
    }
  }

  if (view.kind === 'paid') {
    return (
      <div className={styles.result} role="status" data-testid="deposit-paid">
        <span className={`${styles.resultIcon} ${styles.success}`}>
          <Icon name="check" size={38} />
        </span>
        <p className={styles.resultText}>{t('payments.paidTitle', { amount: formatMoney(view.amount) })}</p>
        <Button variant="gold" size="lg" onClick={closeAllDialogs}>
          {t('payments.done')}
        </Button>
      </div>
    )
  }
  if (view.kind === 'crypto') return <CryptoDepositPanel deposit={view.deposit} />
  if (view.kind === 'iframe') {
    return (
      <div className={styles.result}>
        <span className={`${styles.resultIcon} ${styles.info}`}>
          <Icon name="arrow-up" size={34} />
        </span>
        <p className={styles.resultText}>{t('payments.continueText')}</p>
        <a
          href={view.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('gold', 'lg')}
          data-testid="payment-continue"
        >
          {t('payments.continue')}
          <Icon name="chevron-right" size={18} />
        </a>
        <Button variant="ghost" onClick={closeAllDialogs}>
          {t('common.close')}
        </Button>
      </div>
    )
  }
  if (view.kind === 'message') {
    return (
      <div className={styles.result} role="status">
        <span className={`${styles.resultIcon} ${styles.success}`}>
          <Icon name="check" size={38} />
        </span>
        <p className={styles.resultText}>{view.message}</p>
        <Button variant="gold" size="lg" onClick={closeAllDialogs}>
          {t('payments.done')}
        </Button>
      </div>
    )
  }
  if (view.kind === 'limit') {
    return (
      <div className={styles.result} role="alert" data-testid="deposit-refused">
        <span className={`${styles.resultIcon} ${styles.warning}`}>
          <Icon name="lock" size={34} />
        </span>
        <p className={styles.resultText}>{view.message}</p>
        {view.detail && (
          <p className={styles.resultText} data-testid="deposit-remaining">
            {view.detail}
          </p>
        )}
        <Link
          to={paths.dashboard.responsibleGaming}
          className={buttonClass('gold', 'lg')}
          onClick={closeAllDialogs}
        >
          {t('rg.refused.link')}
        </Link>
        <Button variant="ghost" onClick={() => setView({ kind: 'form' })}>
          {t('payments.back')}
        </Button>
      </div>
    )
  }
  if (view.kind === 'phone') {
    return (
      <div className={styles.result} role="alert">
        <span className={`${styles.resultIcon} ${styles.warning}`}>
          <Icon name="phone" size={34} />
        </span>
        <p className={styles.resultText}>{view.message}</p>
        <Button variant="gold" size="lg" onClick={() => openDialog('phoneVerification')}>
          {t('payments.verifyPhone')}
        </Button>
        <Button variant="ghost" onClick={back}>
          {t('payments.back')}
        </Button>
      </div>
    )
  }

  if (view.kind === 'kyc') {
    return (
      <div className={styles.result} role="alert">
        <span className={`${styles.resultIcon} ${styles.warning}`}>
          <Icon name="lock" size={34} />
        </span>
        <p className={styles.resultText}>{view.message}</p>
        <Link
          to={paths.dashboard.verification}
          className={buttonClass('gold', 'lg')}
          onClick={closeAllDialogs}
          data-testid="kyc-link"
        >
          {t('kyc.goToVerification')}
          <Icon name="chevron-right" size={18} />
        </Link>
        <Button variant="ghost" onClick={back}>
          {t('payments.back')}
        </Button>
      </div>
    )
  }

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        <Button variant="subtle" size="sm" onClick={back} disabled={payment.isPending}>
          <Icon name="chevron-left" size={16} />
          {data.back ? t('payments.back') : t('common.close')}
        </Button>
      </div>
      {detail.isPending || failed ? (
        <Spinner size={64} />
      ) : (
        <div className={styles.formWrap}>
          {allowance && (
            <p className={styles.allowance} data-testid="deposit-allowance">
              {allowance.resetsAt
                ? t('payments.limitLeft', {
                    amount: formatMoney(allowance.remaining),
                    date: formatWhen(allowance.resetsAt),
                  })
                : t('payments.limitLeftNoDate', { amount: formatMoney(allowance.remaining) })}
            </p>
          )}
          <PaymentForm
            fields={detail.data as PaymentFieldView[]}
            busy={payment.isPending}
            onSubmit={submit}
            quickAmounts={chips}
          />
        </div>
      )}
    </div>
  )
}

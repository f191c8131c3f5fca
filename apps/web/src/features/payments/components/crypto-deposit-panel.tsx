import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { CryptoDeposit, UiStringKey } from '@galata/contract'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { rgKey } from '../../../shared/protection/rg-api'
import { balanceQuery } from '../../../shared/session/balance'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { QrCode } from '../../../shared/ui/qr-code'
import { toast } from '../../../shared/ui/toast'
import { cryptoPhase, isFinalPhase, useCryptoStatus, type CryptoPhase } from '../api/crypto-status'
import { financialActivitiesKey } from '../api/get-financial-activities'
import styles from './crypto-deposit-panel.module.css'

const PHASE_TEXT: Record<Exclude<CryptoPhase, 'credited' | 'partial'>, UiStringKey> = {
  waiting: 'payments.crypto.status.waiting',
  confirming: 'payments.crypto.status.confirming',
  expired: 'payments.crypto.status.expired',
  failed: 'payments.crypto.status.failed',
}

/** mm:ss (h:mm:ss past an hour) left until `expiresAt`; null without an end. */
export function timeLeft(expiresAt: string | null, now: number): { text: string; over: boolean } | null {
  if (!expiresAt) return null
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000))
  const h = Math.floor(left / 3600)
  const m = Math.floor((left % 3600) / 60)
  const s = left % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return { text: h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`, over: left === 0 }
}

function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return now
}

function CopyRow({
  label,
  value,
  unit,
  copyLabel,
  testId,
}: {
  label: string
  /** Exactly what is copied: the address, or the amount without its unit (wallets want a number). */
  value: string
  unit?: string
  copyLabel: string
  testId: string
}) {
  const t = useT()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(t('payments.crypto.copied'))
    } catch {
      toast.error(t('payments.crypto.copyFailed'))
    }
  }
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.valueRow}>
        <code className={styles.value} data-testid={testId}>
          {value}
        </code>
        {unit && <span className={styles.unit}>{unit}</span>}
        <Button variant="outline" size="sm" aria-label={copyLabel} onClick={() => void copy()}>
          <Icon name="copy" size={16} />
          {t('payments.crypto.copy')}
        </Button>
      </dd>
    </div>
  )
}

/**
 * The crypto deposit's waiting panel (docs/payments.md "The waiting dialog"): the exact amount, the
 * coin and network, the address and its QR, the time left, and where the payment stands, read from
 * the status route every few seconds and announced in a live region. Once credited, the balance
 * and the history refresh as for any other deposit.
 */
export function CryptoDepositPanel({ deposit }: { deposit: CryptoDeposit }) {
  const t = useT()
  const queryClient = useQueryClient()
  const status = useCryptoStatus(deposit.paymentId)
  const data = status.data
  const [ended, setEnded] = useState(false)
  const phase: CryptoPhase = data ? cryptoPhase(data, ended) : ended ? 'expired' : 'waiting'
  const final = isFinalPhase(phase)
  const now = useNow(!final)
  const left = timeLeft(deposit.expiresAt, now)
  useEffect(() => {
    if (left?.over && !ended) setEnded(true)
  }, [left?.over, ended])

  // Each amount credited (a partial payment, then the rest) refreshes what the player sees.
  const credited = data?.credited ?? 0
  const seen = useRef(0)
  useEffect(() => {
    if (credited <= seen.current) return
    seen.current = credited
    void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey })
    void queryClient.invalidateQueries({ queryKey: rgKey })
    void queryClient.invalidateQueries({ queryKey: financialActivitiesKey })
  }, [credited, queryClient])

  const message =
    phase === 'credited'
      ? t('payments.crypto.status.credited', { amount: formatMoney(credited) })
      : phase === 'partial'
        ? t('payments.crypto.status.partial', { amount: formatMoney(credited) })
        : t(PHASE_TEXT[phase])
  const tone =
    phase === 'credited'
      ? styles.success
      : phase === 'expired' || phase === 'failed'
        ? styles.warning
        : styles.info
  const open = phase === 'waiting' || phase === 'partial'

  // The form that opened it is gone with its focused button: focus lands on the panel, so the
  // keyboard and the screen reader start at the status (the dialog keeps the trap, dialog.tsx).
  const panelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = panelRef.current
    if (el && !el.contains(document.activeElement)) el.focus()
  }, [])

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      className={styles.panel}
      data-testid="crypto-deposit"
      data-phase={phase}
    >
      <p className={`${styles.status} ${tone}`} role="status" aria-live="polite" data-testid="crypto-status">
        <Icon
          name={
            phase === 'credited' ? 'check' : phase === 'expired' || phase === 'failed' ? 'lock' : 'history'
          }
          size={20}
        />
        <span>{message}</span>
      </p>
      {status.isError && !final && (
        <p className={styles.hint} role="alert">
          {t('payments.crypto.loadError')}
        </p>
      )}
      {open && (
        <div className={styles.grid}>
          <div className={styles.qr}>
            <QrCode
              text={deposit.qr}
              label={t('payments.crypto.qr', { address: deposit.address })}
              size={184}
            />
          </div>
          <div className={styles.details}>
            <p className={styles.lead}>{t('payments.crypto.sendExact')}</p>
            <dl className={styles.list}>
              <CopyRow
                label={t('payments.crypto.amount')}
                value={deposit.amount}
                unit={deposit.currency}
                copyLabel={t('payments.crypto.copyAmount')}
                testId="crypto-amount"
              />
              <div className={styles.row}>
                <dt className={styles.label}>{t('payments.crypto.network')}</dt>
                <dd className={styles.plain} data-testid="crypto-network">
                  {deposit.currency} · {deposit.network}
                </dd>
              </div>
              <CopyRow
                label={t('payments.crypto.address')}
                value={deposit.address}
                copyLabel={t('payments.crypto.copyAddress')}
                testId="crypto-address"
              />
              {left && (
                <div className={styles.row}>
                  <dt className={styles.label}>{t('payments.crypto.timeLeft')}</dt>
                  <dd className={styles.plain}>
                    <time
                      className={styles.timer}
                      dateTime={deposit.expiresAt ?? undefined}
                      data-testid="crypto-countdown"
                    >
                      {left.text}
                    </time>
                  </dd>
                </div>
              )}
            </dl>
            <p className={styles.hint}>
              {t('payments.crypto.networkWarning', { currency: deposit.currency, network: deposit.network })}
            </p>
          </div>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant={final ? 'gold' : 'ghost'} size={final ? 'lg' : undefined} onClick={closeAllDialogs}>
          {final ? t('payments.done') : t('common.close')}
        </Button>
      </div>
    </div>
  )
}

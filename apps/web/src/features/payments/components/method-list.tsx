import { useState } from 'react'
import type { PaymentDirection, PaymentMethod } from '@galata/contract'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { usePaymentMethods } from '../api/get-payment-methods'
import styles from './method-list.module.css'

function limits(method: PaymentMethod, t: ReturnType<typeof useT>): string {
  if (method.min === null && method.max === null) return t('payments.noLimit')
  return t('payments.limits', {
    min: method.min === null ? '–' : formatMoney(method.min),
    max: method.max === null ? '∞' : formatMoney(method.max),
  })
}

/** The enabled methods of one direction as cards: logo, title and the method's min–max. */
export function MethodList({
  type,
  onChoose,
}: {
  type: PaymentDirection
  onChoose: (method: PaymentMethod) => void
}) {
  const t = useT()
  const { data, isPending, isError, refetch } = usePaymentMethods(type)
  // A logo that does not load becomes the wallet icon rather than a broken-image frame.
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set())
  if (isPending) return <Spinner size={48} />
  if (isError)
    return (
      <EmptyState icon="wallet" title={t('payments.methodsError')}>
        <Button variant="subtle" onClick={() => void refetch()}>
          <Icon name="reload" size={16} />
          {t('payments.retry')}
        </Button>
      </EmptyState>
    )
  if (data.length === 0) return <EmptyState icon="wallet" title={t('payments.noMethods')} />
  return (
    <ul className={styles.grid} aria-label={t('payments.chooseMethod')}>
      {data.map((method) => (
        <li key={method.id}>
          <button type="button" className={styles.card} onClick={() => onChoose(method)}>
            <span className={styles.logo}>
              {method.image && !broken.has(method.id) ? (
                <img
                  src={method.image}
                  alt=""
                  width={120}
                  height={48}
                  loading="lazy"
                  onError={() => setBroken((b) => new Set(b).add(method.id))}
                />
              ) : (
                <Icon name="wallet" size={28} />
              )}
            </span>
            <span className={styles.title}>{method.title}</span>
            <span className={styles.limits}>{limits(method, t)}</span>
            <Icon name="chevron-right" size={18} className={styles.chevron} />
          </button>
        </li>
      ))}
    </ul>
  )
}

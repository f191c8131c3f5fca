import type { BonusHistoryItem, UiStringKey } from '@galata/contract'
import { formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { Icon } from '../../../shared/ui/icon'
import { QueryState } from '../../../shared/ui/query-state'
import { useBonusHistory } from '../api/get-bonus-history'
import styles from './bonuses.module.css'

const STATUS: Record<BonusHistoryItem['status'], { label: UiStringKey; tone: string }> = {
  active: { label: 'bonuses.status.active', tone: 'active' },
  converted: { label: 'bonuses.status.converted', tone: 'converted' },
  forfeited: { label: 'bonuses.status.forfeited', tone: 'closed' },
  expired: { label: 'bonuses.status.expired', tone: 'closed' },
}

function BonusRow({ item }: { item: BonusHistoryItem }) {
  const t = useT()
  const status = STATUS[item.status]
  // A converted bonus met its requirement; a zero requirement counts as met.
  const ratio =
    item.status === 'converted' || item.wageringRequired <= 0
      ? 1
      : Math.min(1, item.wagered / item.wageringRequired)
  const percent = Math.floor(ratio * 100)
  return (
    <article className={styles.card} data-testid="bonus-row">
      <header className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden>
          <Icon name="gift" size={22} />
        </span>
        <h2 className={styles.cardTitle}>
          {item.title ?? t(item.kind === 'manual' ? 'bonuses.manualTitle' : 'bonuses.trialTitle')}
        </h2>
        <span className={`${styles.badge} ${styles[status.tone]}`}>{t(status.label)}</span>
      </header>
      <p className={styles.amount}>
        {t('bonuses.amount')}: <strong>{formatMoney(item.amount)}</strong>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('bonuses.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.meta}>
        <span>
          {t('bonuses.progress', {
            wagered: formatMoney(Math.min(item.wagered, item.wageringRequired)),
            required: formatMoney(item.wageringRequired),
          })}
        </span>
        <span>
          {item.closedAt
            ? t('bonuses.closed', { date: formatDateTime(item.closedAt) })
            : t('bonuses.expires', { date: formatDateTime(item.expiresAt) })}
        </span>
      </p>
    </article>
  )
}

/** /dashboard/bonuses (Bonuses History, spec §2): every bonus with its wagering progress. */
export function BonusesPage() {
  const t = useT()
  const query = useBonusHistory()
  return (
    <QueryState
      query={query}
      icon="gift"
      errorTitle={t('bonuses.loadError')}
      retryLabel={t('bonuses.retry')}
      emptyTitle={t('bonuses.historyEmpty')}
      isEmpty={() => query.data?.length === 0}
    >
      {() => (
        <div className={styles.list}>
          {query.data?.map((item) => (
            <BonusRow key={item.id} item={item} />
          ))}
        </div>
      )}
    </QueryState>
  )
}

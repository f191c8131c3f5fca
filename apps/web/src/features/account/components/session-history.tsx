import type { PlayerSession } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { toast } from '../../../shared/ui/toast'
import { useSessions } from '../api/get-sessions'
import { useRevokeOtherSessions } from '../api/revoke-other-sessions'
import { useRevokeSession } from '../api/revoke-session'
import { formatDateTime } from '../lib/format'
import styles from './session-history.module.css'

/** This device first, then the other open sessions, then the ended ones; each group newest first. */
export function orderSessions(sessions: readonly PlayerSession[]): PlayerSession[] {
  const rank = (s: PlayerSession) => (s.current ? 0 : s.active ? 1 : 2)
  return [...sessions].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt),
  )
}

function deviceLabel(session: PlayerSession, unknown: string): string {
  if (session.device) return session.device
  const parts = [session.browser, session.os].filter(Boolean)
  return parts.length ? parts.join(' · ') : unknown
}

/**
 * Session history (docs/accounts.md, SECURITY.md): when each login started and was last seen, from which
 * address and device, which one is this device; any other open session can be ended, or all of them
 * at once. The list is fetched again after every change.
 */
export function SessionHistory() {
  const t = useT()
  const { data, isPending, isError, refetch, isFetching } = useSessions()
  const revoke = useRevokeSession()
  const revokeOthers = useRevokeOtherSessions()

  const report = (error: unknown) =>
    toast.error(error instanceof ApiError && error.message ? error.message : t('common.error'))

  if (isPending) return <Spinner size={48} />
  if (isError) {
    return (
      <EmptyState icon="history" title={t('account.loadError')}>
        <Button variant="subtle" onClick={() => void refetch()} loading={isFetching}>
          <Icon name="reload" size={16} />
          {t('account.retry')}
        </Button>
      </EmptyState>
    )
  }
  if (data.length === 0) return <EmptyState icon="history" title={t('account.sessions.empty')} />

  const sessions = orderSessions(data)
  const others = sessions.filter((s) => s.active && !s.current)
  const activeCount = sessions.filter((s) => s.active).length
  const endingId = revoke.isPending ? revoke.variables?.id : null

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <div className={styles.summary}>
          <span className={styles.count}>{t('account.sessions.activeCount', { count: activeCount })}</span>
          <span className={styles.hint}>
            {others.length > 0 ? t('account.sessions.hint') : t('account.sessions.noOthers')}
          </span>
        </div>
        <Button
          variant="outline"
          size="md"
          disabled={others.length === 0}
          loading={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: (res) => toast.success(res.message || t('account.sessions.endOthers')),
              onError: report,
            })
          }
        >
          <Icon name="logout" size={16} />
          {t('account.sessions.endOthers')}
        </Button>
      </div>

      <table className={styles.table}>
        <caption className="visually-hidden">{t('account.sessions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.sessions.device')}</th>
            <th scope="col">{t('account.sessions.started')}</th>
            <th scope="col">{t('account.sessions.lastSeen')}</th>
            <th scope="col">{t('account.sessions.address')}</th>
            <th scope="col">{t('account.sessions.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('account.sessions.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => {
            const device = deviceLabel(s, t('account.sessions.unknownDevice'))
            const started = formatDateTime(s.createdAt)
            return (
              <tr key={s.id} className={`${s.current ? styles.current : ''} ${s.active ? '' : styles.ended}`}>
                <th scope="row">
                  <span className={styles.deviceCell}>
                    <span className={styles.deviceIcon} aria-hidden>
                      <Icon name={s.current ? 'user' : 'globe'} size={18} />
                    </span>
                    <span className={styles.device}>{device}</span>
                  </span>
                </th>
                <td data-label={t('account.sessions.started')}>{started}</td>
                <td data-label={t('account.sessions.lastSeen')}>{formatDateTime(s.lastSeenAt)}</td>
                <td data-label={t('account.sessions.address')} className={styles.ip}>
                  {s.ip ?? t('account.sessions.unknownAddress')}
                </td>
                <td data-label={t('account.sessions.status')}>
                  {s.current ? (
                    <span className={`${styles.badge} ${styles.badgeCurrent}`}>
                      <Icon name="check" size={12} />
                      {t('account.sessions.current')}
                    </span>
                  ) : s.active ? (
                    <span className={`${styles.badge} ${styles.badgeActive}`}>
                      {t('account.sessions.active')}
                    </span>
                  ) : (
                    <span className={`${styles.badge} ${styles.badgeEnded}`}>
                      {t('account.sessions.ended')}
                      {s.endedAt ? ` · ${formatDateTime(s.endedAt)}` : ''}
                    </span>
                  )}
                </td>
                <td className={styles.actionCell}>
                  {s.active && !s.current && (
                    <Button
                      variant="subtle"
                      size="sm"
                      loading={endingId === s.id}
                      disabled={revokeOthers.isPending}
                      aria-label={t('account.sessions.endLabel', { device, started })}
                      onClick={() =>
                        revoke.mutate(
                          { id: s.id },
                          {
                            onSuccess: (res) => toast.success(res.message || t('account.sessions.end')),
                            onError: report,
                          },
                        )
                      }
                    >
                      {t('account.sessions.end')}
                    </Button>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useT, type Translate } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { restrictionText } from '../../../shared/protection/format'
import { restrictionStore } from '../../../shared/protection/restriction-store'
import { useRg } from '../../../shared/protection/rg-api'
import { type SessionNotice } from '../../../shared/session/session-store'
import { readString, removeKey, STORAGE_KEYS } from '../../../shared/storage'
import { Button, buttonClass } from '../../../shared/ui/button'
import styles from './banners.module.css'

/**
 * The restricted state (docs/player-protection.md): a player in a time-out or self-exclusion who logs in sees
 * until when, and the two things still open to them: withdrawing and the statement/history.
 */
export function RestrictedBanner() {
  const t = useT()
  const { data } = useRg()
  const text = restrictionText(t, data)
  useEffect(() => {
    restrictionStore.set({ text })
    return () => restrictionStore.set({ text: null })
  }, [text])
  if (!text) return null
  return (
    <div className={styles.banner} role="status" data-testid="rg-restricted">
      <p className={styles.text}>
        <strong className={styles.title}>{t('rg.restricted.title')}</strong>
        {text}
      </p>
      <div className={styles.actions}>
        <Link to={paths.dashboard.withdraw} className={buttonClass('gold', 'sm')}>
          {t('rg.restricted.withdraw')}
        </Link>
        <Link to={paths.dashboard.responsibleGaming} className={buttonClass('subtle', 'sm')}>
          {t('rg.restricted.statement')}
        </Link>
      </div>
    </div>
  )
}

const noticeKeys: Record<SessionNotice, Parameters<Translate>[0]> = {
  sessionEnded: 'rg.notice.sessionEnded',
  sessionLimit: 'rg.notice.sessionLimit',
  timeout: 'rg.notice.timeout',
  exclusion: 'rg.notice.exclusion',
  closed: 'rg.notice.closed',
}

let taken: { notice: SessionNotice | null } | null = null

/** Read once per page load: why the last session ended, when it was not the player's own logout. */
function takeNotice(): SessionNotice | null {
  if (taken) return taken.notice
  const value = readString(STORAGE_KEYS.sessionNotice)
  if (value) removeKey(STORAGE_KEYS.sessionNotice)
  taken = { notice: value && value in noticeKeys ? (value as SessionNotice) : null }
  return taken.notice
}

/** After a session ended by a time-out, a self-exclusion, a session limit or elsewhere: a clear line why. */
export function SessionNoticeBanner() {
  const t = useT()
  const [notice, setNotice] = useState(takeNotice)
  if (!notice) return null
  return (
    <div className={styles.banner} role="alert" data-testid="session-notice">
      <p className={styles.text}>{t(noticeKeys[notice])}</p>
      <Button variant="subtle" size="sm" onClick={() => setNotice(null)}>
        {t('rg.notice.dismiss')}
      </Button>
    </div>
  )
}

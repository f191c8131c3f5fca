import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { formatDuration } from '../../../shared/protection/format'
import { getRgSession, REALITY_CHECK_DEFAULT, useRg, type RgSession } from '../../../shared/protection/rg-api'
import { logout } from '../../../shared/session/logout'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Dialog } from '../../../shared/ui/dialog'
import styles from './reality-check.module.css'

const MINUTE = 60_000

/**
 * While the dialog is open, every game frame behind it is inert as well as covered: the modal
 * already makes the page inert, this also holds for a frame in another top-layer dialog (the
 * phone's game player) whatever the browser does with stacked modals.
 */
function useFramesInert(active: boolean) {
  useEffect(() => {
    if (!active) return
    const frames = [...document.querySelectorAll('iframe')].filter((f) => !f.closest('[data-reality-check]'))
    for (const f of frames) f.setAttribute('inert', '')
    return () => {
      for (const f of frames) f.removeAttribute('inert')
    }
  }, [active])
}

/**
 * The reality check (docs/player-protection.md): every N minutes of the login session (N from GET
 * customer/rg, 60 by default) a modal over whatever is open, game windows included, with the time logged in,
 * the stakes, winnings and net of the session (GET customer/rg/session) and Continue / My limits / Log
 * out. The first check falls N minutes after the session's start as the server counts it; each
 * later one N minutes after the player answered. A session-time limit reached logs out politely.
 */
export function RealityCheck() {
  const t = useT()
  const navigate = useNavigate()
  const { data: rg } = useRg()
  const minutes = rg?.realityCheck.minutes ?? REALITY_CHECK_DEFAULT
  const [summary, setSummary] = useState<RgSession | null>(null)
  /** When the next check is due (epoch ms); null until the session's start is known. */
  const [dueAt, setDueAt] = useState<number | null>(null)
  const startedAt = useRef<number | null>(null)
  useFramesInert(summary !== null)

  // The session's start (and its time limit) once per login.
  useEffect(() => {
    let alive = true
    let limitTimer: ReturnType<typeof setTimeout> | undefined
    getRgSession()
      .then((s) => {
        if (!alive) return
        // The browser's clock, not the server's, runs the timers: carry the elapsed time over.
        startedAt.current = Date.now() - s.elapsedSeconds * 1000
        if (s.sessionLimit) {
          const ms = s.sessionLimit.remainingSeconds * 1000
          if (ms <= 0) void logout('sessionLimit')
          else limitTimer = setTimeout(() => void logout('sessionLimit'), ms)
        }
      })
      .catch(() => {
        if (alive) startedAt.current = Date.now()
      })
      .finally(() => {
        if (alive) setDueAt(nextDue(startedAt.current ?? Date.now(), minutes))
      })
    return () => {
      alive = false
      // A later login mounts its own check; this session's limit must not end it.
      clearTimeout(limitTimer)
    }
    // The interval is read when it changes below; the start is fetched once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A changed interval moves the next check (a shorter one applies at once on the server too).
  useEffect(() => {
    if (startedAt.current !== null && summary === null) setDueAt(nextDue(startedAt.current, minutes))
  }, [minutes, summary])

  const show = useCallback(async () => {
    try {
      setSummary(await getRgSession())
    } catch {
      // A logged-out session answers 401 and the page reloads; anything else tries again later.
      setDueAt(Date.now() + minutes * MINUTE)
    }
  }, [minutes])

  useEffect(() => {
    if (dueAt === null || summary !== null) return
    const timer = setTimeout(() => void show(), Math.max(0, dueAt - Date.now()))
    return () => clearTimeout(timer)
  }, [dueAt, summary, show])

  const answered = () => {
    setSummary(null)
    setDueAt(Date.now() + minutes * MINUTE)
  }

  if (!summary) return null
  const netClass = summary.net > 0 ? styles.positive : summary.net < 0 ? styles.negative : ''
  return (
    <Dialog
      title={t('rg.reality.dialogTitle')}
      size="narrow"
      dismissable={false}
      onClose={answered}
      className="reality-check"
    >
      <div className={styles.body} data-reality-check data-testid="reality-check">
        <p className={styles.lead}>
          {t('rg.reality.lead', { elapsed: formatDuration(t, summary.elapsedSeconds) })}
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('rg.reality.elapsed')}</dt>
            <dd>{formatDuration(t, summary.elapsedSeconds)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('rg.reality.stakes')}</dt>
            <dd data-testid="reality-stakes">{formatMoney(summary.stakes)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('rg.reality.wins')}</dt>
            <dd data-testid="reality-wins">{formatMoney(summary.wins)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('rg.reality.net')}</dt>
            <dd className={netClass} data-testid="reality-net">
              {formatMoney(summary.net)}
            </dd>
          </div>
        </dl>
        <p className={styles.paused}>{t('rg.reality.paused')}</p>
        <div className={styles.actions}>
          <Button variant="gold" onClick={answered} autoFocus>
            {t('rg.reality.continue')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              answered()
              closeAllDialogs()
              void navigate(paths.dashboard.responsibleGaming)
            }}
          >
            {t('rg.reality.limits')}
          </Button>
          <Button variant="ghost" onClick={() => void logout()}>
            {t('rg.reality.logout')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

/** The first multiple of the interval after the session's start that is still ahead. */
export function nextDue(startedAt: number, minutes: number, now = Date.now()): number {
  const step = Math.max(1, minutes) * MINUTE
  const passed = Math.floor((now - startedAt) / step) + 1
  return startedAt + passed * step
}

import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { balanceQuery } from '../../../shared/session/balance'
import { BalanceFigures } from '../../../shared/session/balance-figures'
import { currentLocale, useT } from '../../../shared/i18n/i18n'
import { openDialog } from '../../../shared/store/ui-store'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { toast } from '../../../shared/ui/toast'
import { useLaunchUrl } from '../api/get-launch-url'
import { readGameCommand, toLaunchTarget, type LaunchGame } from '../lib/launch'
import styles from './play-window.module.css'

/**
 * Games run third-party code: scripts, forms, pop-ups (cashier, rules) and pointer lock are allowed,
 * top-level navigation is not, so a game can never take the player away from the site.
 */
const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock allow-presentation'
/** A provider's HTML fragment runs in an opaque origin: it cannot touch the site's storage. */
const HTML_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'
/**
 * The page a provider's HTML runs in (docs/casino.md "Web"): a `srcdoc` frame would inherit the
 * site's CSP and never run the HTML's inline script, so the HTML goes to this page of ours, which
 * has a CSP of its own, shows the part before the script and runs the script (spec §7).
 */
const HTML_FRAME = '/provider-html'

/**
 * The game play window of spec §2: a 35 px bar (name, Deposit, reload, close) over the game frame,
 * with the spinner until the frame has loaded. Used by the desktop play page and the mobile dialog.
 */
export function PlayWindow({
  game,
  isMobile,
  onClose,
}: {
  game: LaunchGame
  isMobile: boolean
  onClose: () => void
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const [attempt, setAttempt] = useState(0)
  const [isReady, setReady] = useState(false)
  const launch = useLaunchUrl(game, isMobile, attempt)
  const target = launch.data === undefined ? null : toLaunchTarget(launch.data, document.baseURI)
  const frameOrigin = target?.kind === 'url' ? target.origin : null
  const html = target?.kind === 'html' ? target.html : null
  const htmlFrame = useRef<HTMLIFrameElement>(null)

  // Spec §8: a launch failure shows the server's message and closes the window.
  const failed = launch.isError || (launch.isSuccess && target === null)
  const closedRef = useRef(false)
  useEffect(() => {
    if (!failed || closedRef.current) return
    closedRef.current = true
    toast.error(launch.error?.message || t('casino.play.launchFailed'))
    onClose()
  }, [failed, launch.error, onClose, t])

  const reload = useCallback(() => {
    toast.info(t('casino.play.reloading'))
    setReady(false)
    setAttempt((a) => a + 1)
  }, [t])

  // Spec §4: the game may post 'exit' or 'reload'. Only its own origin is listened to; the HTML
  // frame's origin is opaque ("null"), so its messages are taken from that frame's window alone.
  useEffect(() => {
    if (!frameOrigin && html === null) return
    let sent = false
    const onMessage = (e: MessageEvent) => {
      const fromHtml = html !== null && e.origin === 'null' && e.source === htmlFrame.current?.contentWindow
      if (!fromHtml && (frameOrigin === null || e.origin !== frameOrigin)) return
      const data: unknown = e.data
      if (fromHtml && (data as { type?: unknown } | null)?.type === 'galata:provider-html-ready') {
        // Once per frame: the HTML (which may carry the game's token) goes to the page we loaded only.
        if (sent) return
        sent = true
        htmlFrame.current!.contentWindow!.postMessage(
          { type: 'galata:provider-html', html, lang: currentLocale, title: game.name },
          '*',
        )
        return
      }
      const command = readGameCommand(data)
      if (command === 'exit') onClose()
      else if (command === 'reload') reload()
      else if (command === 'balance') void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frameOrigin, html, game.name, attempt, onClose, reload, queryClient])

  return (
    <div className={styles.window} data-testid="play-window">
      <div className={styles.bar}>
        <span className={styles.name} title={game.name}>
          {game.name}
        </span>
        {/* The same cash and bonus as the header; the game's own figure is their sum. */}
        <BalanceFigures onNavigate={onClose} />
        <button
          type="button"
          className={styles.deposit}
          onClick={() => openDialog('deposit', { title: t('casino.play.depositTitle') })}
        >
          {t('casino.play.deposit')}
        </button>
        <button type="button" className={styles.tool} onClick={reload} aria-label={t('casino.play.reload')}>
          <Icon name="refresh" size={16} />
        </button>
        <button type="button" className={styles.tool} onClick={onClose} aria-label={t('casino.play.close')}>
          <Icon name="close" size={16} />
        </button>
      </div>
      <div className={styles.stage}>
        {target?.kind === 'url' && (
          <iframe
            key={`${attempt}:${target.url}`}
            className={styles.frame}
            src={target.url}
            title={game.name}
            sandbox={FRAME_SANDBOX}
            allow="autoplay; fullscreen; encrypted-media; clipboard-write; gamepad"
            allowFullScreen
            referrerPolicy="origin"
            onLoad={() => setReady(true)}
          />
        )}
        {target?.kind === 'html' && (
          <iframe
            key={attempt}
            ref={htmlFrame}
            className={styles.frame}
            src={HTML_FRAME}
            title={game.name}
            sandbox={HTML_SANDBOX}
            allow="autoplay; fullscreen"
            allowFullScreen
            onLoad={() => setReady(true)}
          />
        )}
        {!isReady && (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </div>
    </div>
  )
}

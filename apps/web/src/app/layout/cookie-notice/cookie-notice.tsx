import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { cookieChoice, setCookieChoice, type CookieChoice } from '../../../shared/storage'
import { createStore } from '../../../shared/store/create-store'
import { useTagManagerId } from '../../../shared/tag-manager'
import { useLiveChatHosts } from '../../../shared/chat/live-chat-hosts'
import { Button } from '../../../shared/ui/button'
import styles from './cookie-notice.module.css'

/**
 * The cookie notice (docs/content.md): shown until the visitor chooses "Accept all" or "Only necessary",
 * and again from the footer's "Cookie settings". The choice is stored (itself a necessary item);
 * nothing optional is stored before "Accept all" (storage.ts). Not a modal: the page stays usable,
 * and on a phone it sits above the bottom bar, away from the header's log-in and sign-up buttons.
 */
const noticeStore = createStore<{ open: boolean; focus: boolean }>({
  open: cookieChoice() === null,
  focus: false,
})

/** Where focus returns after a choice made from the footer's link. */
let opener: HTMLElement | null = null

/** The footer's "Cookie settings": reopens the notice and moves focus into it. */
export function openCookieSettings(from?: HTMLElement | null) {
  opener = from ?? null
  noticeStore.set({ open: true, focus: true })
}

export function CookieNotice() {
  const t = useT()
  const titleId = useId()
  const textId = useId()
  const { open, focus } = noticeStore.useStore()
  const current = open ? cookieChoice() : null
  const regionRef = useRef<HTMLElement>(null)
  // With a tag manager in use the text says so (docs/content.md "Tag manager").
  const tagManager = useTagManagerId() !== null
  // And a live chat (docs/live-chat.md "Cookies").
  const liveChat = useLiveChatHosts().length > 0

  useEffect(() => {
    if (open && focus) {
      regionRef.current?.focus()
      noticeStore.set({ focus: false })
    }
  }, [open, focus])

  if (!open) return null

  const choose = (choice: CookieChoice) => {
    setCookieChoice(choice)
    noticeStore.set({ open: false })
    opener?.focus()
    opener = null
  }

  return (
    <section
      ref={regionRef}
      className={styles.notice}
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-testid="cookie-notice"
    >
      <div className={styles.body}>
        {/* The region's name for screen readers; the bar itself stays one short paragraph. */}
        <h2 id={titleId} className="visually-hidden">
          {t('legal.cookies.title')}
        </h2>
        <p id={textId} className={styles.text}>
          {t(
            tagManager
              ? liveChat
                ? 'legal.cookies.textTagManagerLiveChat'
                : 'legal.cookies.textTagManager'
              : liveChat
                ? 'legal.cookies.textLiveChat'
                : 'legal.cookies.text',
          )}{' '}
          <Link to={paths.cookiePolicy} className={styles.link}>
            {t('legal.cookies.policy')}
          </Link>
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => choose('necessary')}
          aria-pressed={current === 'necessary' ? true : undefined}
        >
          {t('legal.cookies.necessaryOnly')}
        </Button>
        <Button
          variant="gold"
          size="sm"
          onClick={() => choose('all')}
          aria-pressed={current === 'all' ? true : undefined}
        >
          {t('legal.cookies.acceptAll')}
        </Button>
      </div>
    </section>
  )
}

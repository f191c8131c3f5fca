import { useEffect, useSyncExternalStore } from 'react'
import { call } from '../shared/api/http'
import { chatStore, resetChat, startChat } from '../shared/chat/chatwoot'
import { isDesktopNow } from '../shared/hooks/use-media-query'
import { useT } from '../shared/i18n/i18n'
import { currentLocale } from '../shared/i18n/locale'
import { useSession, type AuthData } from '../shared/session/session-store'
import { cookieChoice, subscribeCookieChoice } from '../shared/storage'

/**
 * What support sees beside the conversation (docs/live-chat.md "Identity"): the user code, the
 * verification state and whether the player has limits, a time-out or a self-exclusion. Never a
 * balance, a document number or anything else a conversation does not need.
 */
async function supportAttributes(user: AuthData): Promise<Record<string, string | boolean>> {
  const [kyc, rg] = await Promise.allSettled([call('customer/kyc'), call('customer/rg')])
  const attributes: Record<string, string | boolean> = {
    user_code: user.usercode,
    phone_verified: user.smsVerified === true,
  }
  if (kyc.status === 'fulfilled') attributes.identity_verification = kyc.value.data.status
  if (rg.status === 'fulfilled') {
    const state = rg.value.data
    attributes.responsible_gaming = state.selfExclusion
      ? 'self_excluded'
      : state.timeout
        ? 'timeout'
        : state.limits.length > 0
          ? 'limits'
          : 'none'
  }
  return attributes
}

/**
 * Loads Chatwoot's widget for a logged-in player once the cookie choice is "Accept all"
 * (docs/live-chat.md "In the page"); a visitor, or a player who chose only necessary cookies, gets
 * the callback form from Support. Withdrawing consent resets the widget.
 */
export function useLiveChat() {
  const t = useT()
  const user = useSession((s) => s.user)
  const consent = useSyncExternalStore(subscribeCookieChoice, cookieChoice)
  const title = t('layout.liveChat')
  const allowed = user !== null && consent === 'all'

  useEffect(() => {
    if (!allowed || !user || chatStore.get().state !== 'off') return
    let cancelled = false
    call('customer/chat').then(
      ({ data }) => {
        if (cancelled || !data) return
        startChat({
          settings: data,
          locale: currentLocale,
          name: user.username,
          title,
          hideBubble: !isDesktopNow(),
          attributes: () => supportAttributes(user),
        })
      },
      () => {
        // No chat this time: Support stays the callback form.
      },
    )
    return () => {
      cancelled = true
    }
    // The user object changes with every balance update; the widget follows the login only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, user?.token, title])

  useEffect(() => {
    if (consent !== 'all') resetChat()
  }, [consent])
}

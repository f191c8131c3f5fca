import { TIMINGS, type ChatSettings, type Locale } from '@galata/contract'
import { createStore } from '../store/create-store'
import { openDialog } from '../store/ui-store'

/*
 * Chatwoot's website widget (docs/live-chat.md "In the page"). Loaded for a logged-in player who
 * accepted optional cookies, never for a visitor (Chatwoot opens conversations for whoever the widget
 * loads for). The SDK comes from `{baseUrl}/packs/js/sdk.js`; when it has not loaded after
 * TIMINGS.liveChatFallbackMs (spec §7: 5 s), or failed sooner, the fallback address is tried. On
 * `chatwoot:ready` the player is identified with the server's signed identity, the language set and
 * the few attributes support needs given. If neither source loads, Support stays the callback form.
 */

interface ChatwootApi {
  setUser(identifier: string, user: { identifier_hash: string; name?: string }): void
  setLocale(locale: Locale): void
  setCustomAttributes(attributes: Record<string, string | boolean>): void
  reset(): void
  toggle(state?: 'open' | 'close'): void
}

declare global {
  interface Window {
    chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void }
    $chatwoot?: ChatwootApi
    chatwootSettings?: {
      locale?: Locale
      position?: 'left' | 'right'
      hideMessageBubble?: boolean
      launcherTitle?: string
    }
  }
}

/** `off`: nothing loaded (no chat, a visitor, no consent); `failed`: no source loaded. */
export type ChatState = 'off' | 'loading' | 'ready' | 'failed'

export const chatStore = createStore<{ state: ChatState; source: string | null }>({
  state: 'off',
  source: null,
})

/** How long a loaded script's frame may take to say it is ready. */
const READY_WITHIN_MS = 15_000

/** Support was chosen while the widget was still loading: open it when ready, else the callback form. */
let openWhenSettled = false

export interface ChatStart {
  settings: ChatSettings
  locale: Locale
  name: string
  /** The frame's title, in the player's language. */
  title: string
  /** The phone's bottom bar has Support: its own bubble would cover the bar. */
  hideBubble: boolean
  /** Read once the widget is ready (user code, verification and responsible-gaming state). */
  attributes: () => Promise<Record<string, string | boolean>>
}

function loadScript(base: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${base}/packs/js/sdk.js`
    script.async = true
    script.dataset.chatSource = base
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`chat script failed: ${base}`))
    document.head.appendChild(script)
  })
}

function settle(state: 'ready' | 'failed') {
  chatStore.set({ state })
  if (!openWhenSettled) return
  openWhenSettled = false
  if (state === 'ready') window.$chatwoot?.toggle('open')
  else openDialog('callback')
}

/** Starts the widget once per page; a second call is ignored. */
export function startChat(start: ChatStart): void {
  if (chatStore.get().state !== 'off') return
  chatStore.set({ state: 'loading' })
  const { settings } = start
  window.chatwootSettings = {
    locale: start.locale,
    position: 'right',
    hideMessageBubble: start.hideBubble,
    launcherTitle: start.title,
  }
  window.addEventListener(
    'chatwoot:ready',
    () => {
      const chat = window.$chatwoot
      if (!chat) return settle('failed')
      chat.setUser(settings.identifier, { identifier_hash: settings.identifierHash, name: start.name })
      chat.setLocale(start.locale)
      void start.attributes().then(
        (attributes) => chat.setCustomAttributes(attributes),
        () => {},
      )
      settle('ready')
    },
    { once: true },
  )

  let ran = false
  const run = (base: string) => {
    if (ran || !window.chatwootSDK) return
    ran = true
    chatStore.set({ source: base })
    window.chatwootSDK.run({ websiteToken: settings.websiteToken, baseUrl: base })
    // A script that ran but whose frame never says ready is no chat either.
    setTimeout(() => {
      if (chatStore.get().state === 'loading') settle('failed')
    }, READY_WITHIN_MS)
  }
  // Neither source has loaded (the primary late or broken, the fallback broken or absent): Support
  // is the callback form. A primary that still arrives later runs and makes the chat ready.
  const giveUp = () => {
    if (!ran) settle('failed')
  }
  let fallbackTried = false
  const tryFallback = () => {
    if (ran || fallbackTried) return
    fallbackTried = true
    const fallback = settings.fallbackUrl
    if (!fallback) return giveUp()
    loadScript(fallback).then(() => run(fallback), giveUp)
  }
  const timer = setTimeout(tryFallback, TIMINGS.liveChatFallbackMs)
  loadScript(settings.baseUrl).then(
    () => {
      clearTimeout(timer)
      run(settings.baseUrl)
    },
    () => {
      clearTimeout(timer)
      // A primary that failed outright need not wait out the 5 s.
      tryFallback()
    },
  )
}

/**
 * Support (docs/live-chat.md): opens the chat when it is ready, or once it is when still loading.
 * False when there is no chat for this page: the caller opens the callback form instead.
 */
export function openChat(): boolean {
  const { state } = chatStore.get()
  if (state === 'ready' && window.$chatwoot) {
    window.$chatwoot.toggle('open')
    return true
  }
  if (state === 'loading') {
    openWhenSettled = true
    return true
  }
  return false
}

/**
 * A logout, a session's end or consent withdrawn: the widget forgets the conversation and its
 * contact (Chatwoot's reset clears its cookie), so the next person on this browser starts afresh.
 */
export function resetChat(): void {
  if (chatStore.get().state === 'off') return
  try {
    window.$chatwoot?.toggle('close')
    window.$chatwoot?.reset()
  } catch {
    // A widget in a bad state must not keep a logout from finishing.
  }
  openWhenSettled = false
  // This page has no chat any more (a logout reloads it; consent withdrawn keeps it so).
  chatStore.set({ state: 'failed' })
}
